import { describe, expect, it } from 'vitest';

import {
  formatDateTime,
  formatLongDate,
  formatShortDate,
  fromStockholmDateTime,
  isCalendarDate,
  toCalendarDate,
  todayInStockholm,
  toStockholmDateTime,
} from './dates';

// The domain package is typed for the browser; the test runner is Node, whose TZ it switches.
const { env } = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process;

describe('todayInStockholm', () => {
  it('is the Stockholm calendar day, not the UTC one', () => {
    // 23:30 UTC on 31 December is already 1 January in Stockholm (UTC+1 in winter).
    expect(todayInStockholm(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    // 22:30 UTC in summer is 00:30 the next day in Stockholm (UTC+2).
    expect(todayInStockholm(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    expect(todayInStockholm(new Date('2025-06-30T21:30:00Z'))).toBe('2025-06-30');
  });
});

describe('isCalendarDate', () => {
  it.each(['2025-01-05', '2024-02-29'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });
  it.each(['2025-02-29', '2025-13-01', '2025-1-5', '2025-01-05T00:00:00Z', '', 20250105])('refuses %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('toCalendarDate', () => {
  it('keeps calendar dates and the date part of zone-less date-times', () => {
    expect(toCalendarDate('2025-01-05')).toBe('2025-01-05');
    expect(toCalendarDate('2025-01-05T00:00:00')).toBe('2025-01-05');
  });

  it('reads instants (text with a zone, Date, Timestamp) as their Stockholm date', () => {
    expect(toCalendarDate('2025-01-04T23:00:00+00:00')).toBe('2025-01-05');
    expect(toCalendarDate(new Date('2025-01-04T23:00:00Z'))).toBe('2025-01-05');
    expect(toCalendarDate({ toDate: () => new Date('2025-01-05T10:00:00Z') })).toBe('2025-01-05');
  });

  it('gives null for anything else', () => {
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate('yesterday')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
  });
});

describe('formatting', () => {
  it('formats blog card dates like "Jan 5, 2025" and the Swedish equivalent', () => {
    expect(formatShortDate('2025-01-05', 'en')).toBe('Jan 5, 2025');
    expect(formatShortDate('2025-01-05', 'sv')).toBe('5 jan. 2025');
  });

  it('formats the post header in long form', () => {
    expect(formatLongDate('2025-01-05', 'en')).toBe('January 5, 2025');
    expect(formatLongDate('2025-01-05', 'sv')).toBe('5 januari 2025');
  });

  it.each([
    ['America/Los_Angeles', 480],
    ['Pacific/Kiritimati', -840],
    ['UTC', 0],
  ])('never shifts the day when the process runs in %s', (zone, offsetMinutes) => {
    const original = env.TZ;
    env.TZ = zone;
    try {
      // The zone switch took effect (Node re-reads TZ when it changes).
      expect(new Date(2025, 0, 1).getTimezoneOffset()).toBe(offsetMinutes);
      expect(formatShortDate('2025-01-01')).toBe('Jan 1, 2025');
      expect(formatLongDate('2024-12-31', 'sv')).toBe('31 december 2024');
    } finally {
      env.TZ = original;
    }
  });

  it('returns unreadable text as it is', () => {
    expect(formatShortDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows an instant in Stockholm time in both languages, whatever the process zone', () => {
    const original = env.TZ;
    env.TZ = 'America/Los_Angeles';
    try {
      // 12:05 UTC is 13:05 in Stockholm in winter, 14:05 in summer.
      expect(formatDateTime(new Date('2026-03-01T12:05:00Z'), 'sv')).toBe('1 mars 2026 13:05');
      expect(formatDateTime(new Date('2026-07-01T12:05:00Z'), 'sv')).toBe('1 juli 2026 14:05');
      // On a 24-hour clock in English too, as the editor's publication times: one format across the console.
      expect(formatDateTime(new Date('2026-03-01T12:05:00Z'), 'en')).toBe('1 Mar 2026, 13:05');
    } finally {
      env.TZ = original;
    }
  });
});

describe('Stockholm date-times (publication times)', () => {
  const utc = (value: string) => fromStockholmDateTime(value)?.toISOString();

  it('reads winter times as UTC+1 and summer times as UTC+2', () => {
    expect(utc('2026-11-25T14:00')).toBe('2026-11-25T13:00:00.000Z');
    expect(utc('2026-07-01T12:00')).toBe('2026-07-01T10:00:00.000Z');
    expect(utc('2027-01-01T00:30')).toBe('2026-12-31T23:30:00.000Z');
  });

  it('follows the spring change: 02:00–02:59 does not exist and is read as summer time an hour on', () => {
    expect(utc('2026-03-29T01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(utc('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z'); // = 03:30 summer time
    expect(utc('2026-03-29T03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('follows the autumn change: 02:00–02:59 happens twice and the first (summer time) is taken', () => {
    expect(utc('2026-10-25T01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(utc('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(utc('2026-10-25T03:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('writes an instant on Stockholm clocks, on both sides of each change', () => {
    expect(toStockholmDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T01:59');
    expect(toStockholmDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00');
    expect(toStockholmDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30');
    expect(toStockholmDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30');
    expect(toStockholmDateTime(new Date('2026-11-25T13:00:59Z'))).toBe('2026-11-25T14:00');
  });

  it('round-trips every 45 minutes of a year, whatever the machine zone', () => {
    const original = env.TZ;
    // The times that do not round-trip, collected and compared once: 35,040 times, two `expect`s
    // each, took seconds more than the conversions themselves.
    const wrong: string[] = [];
    try {
      for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        env.TZ = zone;
        for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 45 * 60_000) {
          const wall = toStockholmDateTime(new Date(ms));
          const back = fromStockholmDateTime(wall);
          // The repeated autumn hour's second pass reads back as its first, an hour earlier.
          const sameTime = back !== null && (back.getTime() === ms || back.getTime() === ms - 3_600_000);
          if (!sameTime || toStockholmDateTime(back) !== wall) {
            wrong.push(`${zone} ${new Date(ms).toISOString()} → ${wall} → ${back?.toISOString()}`);
          }
        }
      }
    } finally {
      env.TZ = original;
    }
    expect(wrong).toEqual([]);
    // 35,040 round trips take 4.7 s alone on a two-core machine, 6.3 s beside the other test files: over the
    // unit project's 5 s default. A hang guard, not a performance assertion.
  }, 30_000);

  it('refuses anything but a real YYYY-MM-DDTHH:mm', () => {
    for (const bad of [
      '',
      '2026-11-25',
      '2026-11-25 14:00',
      '2026-02-30T10:00',
      '2026-11-25T24:00',
      '2026-11-25T14:60',
    ]) {
      expect(fromStockholmDateTime(bad)).toBeNull();
    }
  });

  it('formats a time in Stockholm on a 24-hour clock, in both languages', () => {
    const instant = new Date('2026-11-25T13:00:00Z');
    expect(formatDateTime(instant)).toBe('25 Nov 2026, 14:00');
    expect(formatDateTime(instant, 'sv')).toBe('25 nov. 2026 14:00');
  });
});
