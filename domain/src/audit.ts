/**
 * The audit log (Firestore `audit_log`, see {@link AUDIT_LOG_COLLECTION}): who did what, when.
 * Entries are written only by the functions (the content triggers, resendLead, eraseLeads,
 * createPreviewLink, revokePreviewLink, the staff callables) and
 * never changed; admins read them in the console's /admin/audit.
 *
 * A post's or case study's publication changes are decided here from the stored document before
 * and after a write ({@link contentAuditActions}), so the trigger records what changed whoever
 * wrote it: the console, scheduled publishing or an import.
 */
import { isDraftPublication, type PublicationFields, publicationFromFirestore, reviewFromFirestore } from './schedule';

/** Every action the log records. */
export const AUDIT_ACTIONS = [
  'published',
  'unpublished',
  'scheduled',
  'unscheduled',
  'renamed',
  'deleted',
  'restored',
  'review_requested',
  'review_withdrawn',
  'lead_resent',
  'leads_erased',
  'preview_link_created',
  'preview_link_revoked',
  'staff_invited',
  'staff_invited_again',
  'staff_role_changed',
  'staff_language_changed',
  'staff_revoked',
  'staff_invitation_withdrawn',
  /** An admin downloaded the site's content from the console (functions/src/contentExport). */
  'content_exported',
  /** An admin restored an archive of the content from the console (functions/src/contentExport/restore.ts). */
  'content_imported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/**
 * Who did something, as the log stores it (`actor_email`) and as the console's person filter asks
 * for it: trimmed and lower-cased, since e-mail addresses are compared without case everywhere
 * else, so `Anna@Example.com` typed in the filter finds the entries of `anna@example.com` (the
 * filter is an equality query). Every writer stores it so, whatever case the address came in (a
 * Microsoft account's token, or that of an account made admin before roles existed, may carry
 * capitals).
 */
export function auditEmail(email: string): string;
export function auditEmail(email: string | null): string | null;
export function auditEmail(email: string | null): string | null {
  return email === null ? null : email.trim().toLowerCase();
}

/** The content actions, each with what it records beside who and when. */
export type ContentAuditAction =
  | { action: 'published' }
  | { action: 'unpublished' }
  | { action: 'scheduled'; publishAt: Date | null; unpublishAt: Date | null }
  /** The times still to come that a save cleared (the schedule it took away). */
  | { action: 'unscheduled'; publishAt: Date | null; unpublishAt: Date | null }
  /** A live item's slug (its public address) changed: a published post's old address redirects. */
  | { action: 'renamed'; from: string; to: string }
  | { action: 'deleted' }
  | { action: 'restored'; restoredFrom: number }
  /** A draft was marked ready for review (a writer asks an admin to look at it). */
  | { action: 'review_requested' }
  /** The mark was taken off, the item not published or scheduled by the same write (that clears it). */
  | { action: 'review_withdrawn' };

function sameTime(a: Date | null, b: Date | null): boolean {
  return (a?.getTime() ?? null) === (b?.getTime() ?? null);
}

/** A time still to come (a past one is applied at once and means nothing scheduled). */
function future(time: Date | null, now: Date): Date | null {
  return time && time.getTime() > now.getTime() ? time : null;
}

/**
 * What one write of a post or case study did, for the log (none for a plain edit):
 * - deleted: the document is gone;
 * - restored: the revision written with it restored an older one (`restoredFrom`);
 * - published / unpublished: it was stored live, or no longer (a save, or publishScheduledContent
 *   when its publish or unpublish time came), at `now`;
 * - scheduled: a publish or unpublish time still to come was set or changed;
 * - unscheduled: the times still to come were cleared and none is left, the item neither published
 *   nor unpublished by the same write (that is what it records then): a scheduled draft is a draft
 *   again, or a published item stays up. Without it, who called off a publication was nowhere;
 * - renamed: the slug of an item that was live changed (a published post's address: its old one
 *   now redirects), with the slugs from and to. A draft's slug is no address: a plain edit.
 * - review_requested / review_withdrawn: a draft was marked ready for review, or the mark was taken
 *   off while it stays unpublished and unscheduled (a publish or schedule clears it: that write is
 *   recorded as what it did, not as a withdrawal).
 * A new document counts from nothing: created published is "published", created with a time
 * "scheduled".
 */
export function contentAuditActions(
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>> | undefined,
  restoredFrom: number | null,
  now: Date,
): ContentAuditAction[] {
  if (!after) return before ? [{ action: 'deleted' }] : [];
  const actions: ContentAuditAction[] = [];
  if (restoredFrom !== null) actions.push({ action: 'restored', restoredFrom });
  const none: PublicationFields = { is_published: false, publish_at: null, unpublish_at: null };
  const old = before ? publicationFromFirestore(before) : none;
  const next = publicationFromFirestore(after);
  // Live as stored: published, its publish time (if any) come. An unpublish time that has come
  // takes the item off the site before anything is written (the pages check it), but it is the
  // write storing it unpublished (publishScheduledContent's, or a save) that the log records.
  const storedLive = (publication: PublicationFields) =>
    publication.is_published && !(publication.publish_at && publication.publish_at.getTime() > now.getTime());
  const wasLive = storedLive(old);
  const isLive = storedLive(next);
  if (!wasLive && isLive) actions.push({ action: 'published' });
  if (wasLive && !isLive) actions.push({ action: 'unpublished' });
  const publishAt = future(next.publish_at, now);
  const unpublishAt = future(next.unpublish_at, now);
  // A time that had come being cleared is the scheduled function acting on it, not a new schedule:
  // its publish of an item with an unpublish time still to come is recorded as a publish alone.
  const moved = (was: Date | null, is: Date | null) =>
    !sameTime(was, is) && !(is === null && was !== null && was.getTime() <= now.getTime());
  const timesChanged = moved(old.publish_at, next.publish_at) || moved(old.unpublish_at, next.unpublish_at);
  if (timesChanged && (publishAt || unpublishAt)) actions.push({ action: 'scheduled', publishAt, unpublishAt });
  const hadPublishAt = future(old.publish_at, now);
  const hadUnpublishAt = future(old.unpublish_at, now);
  if (timesChanged && !publishAt && !unpublishAt && (hadPublishAt || hadUnpublishAt) && wasLive === isLive) {
    actions.push({ action: 'unscheduled', publishAt: hadPublishAt, unpublishAt: hadUnpublishAt });
  }
  const slug = (fields: Readonly<Record<string, unknown>> | undefined) =>
    typeof fields?.slug === 'string' ? fields.slug : null;
  const from = slug(before);
  const to = slug(after);
  if (wasLive && from !== null && to !== null && from !== to) actions.push({ action: 'renamed', from, to });
  const wasReady = before ? reviewFromFirestore(before).ready_for_review : false;
  const isReady = reviewFromFirestore(after).ready_for_review;
  if (!wasReady && isReady) actions.push({ action: 'review_requested' });
  if (wasReady && !isReady && isDraftPublication(next)) actions.push({ action: 'review_withdrawn' });
  return actions;
}

/**
 * The field of a post or case study naming the revision the admin console wrote with it (its
 * `number`, firestore.rules): the audit log's trigger reads that revision's `saved_by` to know who
 * made this write. A write that leaves it unchanged (scheduled publishing, an import) was not a
 * console save.
 */
export const REVISION_FIELD = 'revision';

/** How many revisions of one post or case study are kept (firestore.rules holds the same bound). */
export const REVISIONS_KEPT = 50;

/** The subcollection of a post or case study holding its revisions, and the id of its `{ next }` document there. */
export const REVISIONS_SUBCOLLECTION = 'revisions';
export const REVISIONS_HEAD = 'head';

/**
 * A revision's record of the translation sources saved with it (translationSources.ts: English
 * field → fingerprint), so restoring it brings back what its Swedish was translated from. Absent
 * in versions saved before it was kept, and in the version stored before history was kept.
 */
export const REVISION_SOURCES_FIELD = 'translation_sources';

/** A revision's document id: `000042` for number 42, so ids sort as numbers do. */
export const revisionId = (number: number): string => String(number).padStart(6, '0');

/** The revision named by a write's document, or null when the write did not move it. */
export function writtenRevision(
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>> | undefined,
): number | null {
  const written = after?.[REVISION_FIELD];
  if (typeof written !== 'number' || !Number.isInteger(written) || written < 1) return null;
  return before?.[REVISION_FIELD] === written ? null : written;
}
