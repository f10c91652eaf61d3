/**
 * The little the converters need to know about Firestore, written structurally so this package
 * never imports the web SDK or firebase-admin. Both SDKs' snapshots satisfy {@link SnapshotLike},
 * and both turn a JavaScript Date into a Firestore Timestamp on write.
 */
/** A stored document's fields (any object: the SDKs' DocumentData and the apps' own types). */
export type DocumentDataLike = object;

export interface SnapshotLike {
  readonly id: string;
  data(): DocumentDataLike | undefined;
}

interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';
}

/** The fields of a document, to read one by one with the readers below. */
export function fieldsOf(data: DocumentDataLike): Readonly<Record<string, unknown>> {
  return data as Readonly<Record<string, unknown>>;
}

export function readString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/**
 * A character a reader sees: not a space of any kind, nor a control or an invisible format character
 * (U+200B zero-width space, U+00AD soft hyphen, U+FEFF, U+2060 word joiner, the direction marks and
 * controls). Text without one is blank: a required field refuses it, an optional one stores null.
 * firestore.rules asks the same of every text field (`[^\s\p{Z}\p{Cf}\p{Cc}]`).
 */
const VISIBLE_CHARACTER = /[^\s\p{Cf}\p{Cc}]/u;

/** Whether `text` holds a character a reader sees (VISIBLE_CHARACTER). */
export function hasVisibleText(text: string): boolean {
  return VISIBLE_CHARACTER.test(text);
}

/** Text or null; blank text reads as null, as empty optional fields are saved as null. */
export function readNullableString(value: unknown): string | null {
  return typeof value === 'string' && hasVisibleText(value) ? value : null;
}

export function readBoolean(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** A Firestore Timestamp (either SDK), a Date, or ISO text, as a Date; else null. */
export function readDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (isTimestampLike(value)) return value.toDate();
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** '' and blank text (hasVisibleText) become null: empty optional fields are saved as null. */
export function blankToNull(value: string | null | undefined): string | null {
  return value && hasVisibleText(value) ? value : null;
}
