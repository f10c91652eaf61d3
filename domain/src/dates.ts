/**
 * `published_date` is a calendar date, never an instant: stored as 'YYYY-MM-DD' text. Text sorts
 * and compares correctly in Firestore and never moves by a day when a browser in UTC and one in
 * Stockholm read it, because no instant or time zone is involved after it is chosen.
 */
import type { Language } from './language';

/** The company's time zone: "today" for a new post is today in Gothenburg. */
export const BUSINESS_TIME_ZONE = 'Europe/Stockholm';

const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarParts {
  year: number;
  month: number;
  day: number;
}

function calendarParts(value: string): CalendarParts | null {
  const match = CALENDAR_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** Whether `value` is a real date written as 'YYYY-MM-DD' (2025-02-30 is not). */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && calendarParts(value) !== null;
}

const LOCALES: Record<Language, string> = { en: 'en-US', sv: 'sv-SE' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `locale` and `options`, made once: making one costs far more than formatting with it. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The calendar date of `instant` in `timeZone`, as 'YYYY-MM-DD'. */
export function calendarDateOf(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const parts = dateFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in Stockholm, the default `published_date` of a new post. */
export function todayInStockholm(now: Date = new Date()): string {
  return calendarDateOf(now);
}

interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';
}

/**
 * Reads a stored or imported date as a calendar date: 'YYYY-MM-DD' stays as it is; a date-time
 * text with a time zone, a Date or a Firestore Timestamp gives its Stockholm calendar date;
 * anything else gives null.
 */
export function toCalendarDate(value: unknown): string | null {
  if (isCalendarDate(value)) return value;
  if (typeof value === 'string') {
    const leading = value.slice(0, 10);
    const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());
    if (!hasZone) return isCalendarDate(leading) ? leading : null;
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : calendarDateOf(instant);
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : calendarDateOf(value);
  if (isTimestampLike(value)) return calendarDateOf(value.toDate());
  return null;
}

function format(date: string, language: Language, month: 'short' | 'long'): string {
  const parts = calendarParts(date);
  if (!parts) return date;
  // Formatted as midnight UTC *in UTC*, so the viewer's own time zone cannot shift the day.
  const midnight = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  return dateFormat(LOCALES[language], {
    timeZone: 'UTC',
    year: 'numeric',
    month,
    day: 'numeric',
  }).format(midnight);
}

/** Blog cards: 'Jan 5, 2025' in English, '5 jan. 2025' in Swedish. */
export function formatShortDate(date: string, language: Language = 'en'): string {
  return format(date, language, 'short');
}

/** Blog post header: 'January 5, 2025' in English, '5 januari 2025' in Swedish. */
export function formatLongDate(date: string, language: Language = 'en'): string {
  return format(date, language, 'long');
}

/**
 * An instant as the company reads it, in Stockholm time whatever the viewer's own zone, on a
 * 24-hour clock: '1 Mar 2026, 13:05' in English, '1 mars 2026 13:05' in Swedish. Every time the
 * console shows (publication times, the history, the audit log, leads, staff, preview links).
 */
export function formatDateTime(instant: Date, language: Language = 'en'): string {
  return dateFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/**
 * A moment typed as Stockholm wall-clock time, 'YYYY-MM-DDTHH:mm' (what `<input
 * type="datetime-local">` holds), whatever the browser's own time zone. Publication times are
 * instants (stored as Firestore Timestamps); staff type and read them in Stockholm time.
 */
const STOCKHOLM_DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `instant` on Stockholm's clocks, as 'YYYY-MM-DDTHH:mm'. */
export function toStockholmDateTime(instant: Date): string {
  const parts = wallClockFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** How far Stockholm's clocks are ahead of UTC at `utcMs` (one or two hours), in ms. */
function stockholmOffsetMs(utcMs: number): number {
  const wall = toStockholmDateTime(new Date(utcMs));
  const match = STOCKHOLM_DATE_TIME_PATTERN.exec(wall);
  if (!match) return 0;
  const [year, month, day] = (match[1] ?? '').split('-').map(Number);
  const wallMs = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, Number(match[2]), Number(match[3]));
  // Minutes only: the seconds of `utcMs` are not on the wall clock.
  return wallMs - Math.floor(utcMs / 60_000) * 60_000;
}

/**
 * The instant a Stockholm wall-clock time 'YYYY-MM-DDTHH:mm' names, or null for anything else.
 * Across the changes of daylight saving time it resolves as calendars do (Temporal's
 * "compatible"): a time the spring change skips (02:00–02:59 on the last Sunday of March) is read
 * with the offset before it, so 02:30 becomes 03:30 summer time; a time the autumn change repeats
 * (02:00–02:59 on the last Sunday of October) is the first of the two, in summer time.
 */
export function fromStockholmDateTime(value: string): Date | null {
  const match = STOCKHOLM_DATE_TIME_PATTERN.exec(value);
  if (!match || !isCalendarDate(match[1])) return null;
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (hour > 23 || minute > 59) return null;
  const [year, month, day] = (match[1] ?? '').split('-').map(Number);
  const wallMs = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute);
  const DAY = 86_400_000;
  // The offsets in force a day before and a day after: the candidates for this wall time.
  const offsetBefore = stockholmOffsetMs(wallMs - DAY);
  const offsetAfter = stockholmOffsetMs(wallMs + DAY);
  const matching = [offsetBefore, offsetAfter]
    .map((offset) => wallMs - offset)
    .filter((utcMs) => toStockholmDateTime(new Date(utcMs)) === value)
    .sort((a, b) => a - b);
  return new Date(matching[0] ?? wallMs - offsetBefore);
}
