/**
 * When a post's or case study's content last changed: `updated_at`, a Firestore Timestamp the
 * admin console's save writes as the server's time (`serverTimestamp()`), and firestore.rules
 * holds every client write to it (`stampsChange`), so no browser clock and no client dates a change.
 *
 * What a save does with it (docs/product-rules.md, "When content last changed"):
 *  - a save that changes any stored field but the publication (`is_published`, `publish_at`,
 *    `unpublish_at`) sets it to the save's server time: an edit, a translation written into the
 *    Swedish fields, a restore of an older version (the restored text is new to the page), a new item;
 *  - a save that changes nothing but the publication or the review mark keeps the stored time (or
 *    its absence): a save that changes nothing, a publish or an unpublish, a new or a moved
 *    schedule, a writer asking for review or withdrawing that. The scheduled
 *    publishing (functions) never touches it.
 * A document stored before it existed has none: its page, the sitemap and the feeds take its
 * publication (a post's `published_date`, a case study's `created_at`), and never a modified
 * time before that ({@link postModifiedTime}).
 */
import { REVISION_FIELD } from './audit';
import { readDate } from './firestoreData';
import { READY_FOR_REVIEW_FIELD } from './schedule';

export const UPDATED_AT_FIELD = 'updated_at';

/**
 * The stored fields whose change is no change of the content: the publication, the review mark,
 * the revision's number every save moves, and the time itself (firestore.rules' `stampsChange` lists the same).
 */
export const NOT_CONTENT_FIELDS: readonly string[] = [
  'is_published',
  'publish_at',
  'unpublish_at',
  READY_FOR_REVIEW_FIELD,
  REVISION_FIELD,
  UPDATED_AT_FIELD,
];

/** The stored `updated_at` of a document (null when it has none, or none that reads as a time). */
export function readUpdatedAt(data: Readonly<Record<string, unknown>>): Date | null {
  return readDate(data[UPDATED_AT_FIELD]);
}

/**
 * The fields of a document other than {@link NOT_CONTENT_FIELDS} whose values differ between
 * `before` and `after` (present in one only included), by `same` (the caller's comparison of two
 * stored values, which knows its SDK's timestamps).
 */
export function changedContentFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  same: (a: unknown, b: unknown) => boolean,
): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) =>
      !NOT_CONTENT_FIELDS.includes(key) &&
      (Object.hasOwn(before, key) !== Object.hasOwn(after, key) || !same(before[key], after[key])),
  );
}

/**
 * A post's modified time as its page (`dateModified`, `article:modified_time`), the sitemap and
 * the feeds give it: when its content last changed (an ISO date-time), or its published date
 * ('YYYY-MM-DD') when it has no change time or one on an earlier day (a draft edited before
 * the date it was published on): never earlier than the published date, which readers and
 * search engines are given beside it. (The day is compared in UTC: an ISO time whose UTC day is
 * the published date is not before it, as a parser reading the date as UTC midnight sees it.)
 */
export function postModifiedTime(publishedDate: string, updatedAt: Date | null | undefined): string {
  if (!updatedAt || Number.isNaN(updatedAt.getTime())) return publishedDate;
  const iso = updatedAt.toISOString();
  return !publishedDate || iso.slice(0, 10) >= publishedDate ? iso : publishedDate;
}
