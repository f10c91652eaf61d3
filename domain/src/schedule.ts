/**
 * Scheduled publishing, shared by blog posts and case studies. A document may carry a time to
 * publish (`publish_at`) and a time to unpublish (`unpublish_at`), both instants stored as
 * Firestore Timestamps, typed and shown in Stockholm time.
 *
 * `is_published` stays the public gate (firestore.rules lets anyone read only documents with
 * `is_published == true`), so a post scheduled for later is stored unpublished with its
 * `publish_at`, and its text cannot be read early. The scheduled function publishScheduledContent
 * (every minute) publishes it when the time comes and clears `publish_at`, and unpublishes a
 * document whose `unpublish_at` has come and clears that. The public pages, the sitemap and the
 * feeds also check the times themselves ({@link isLive}), so nothing shows before its publish
 * time and nothing after its unpublish time, even before the function has run.
 */
import { fromStockholmDateTime, toStockholmDateTime } from './dates';
import { readBoolean, readDate } from './firestoreData';

/** The stored fields of a document's publication. */
export interface PublicationFields {
  is_published: boolean;
  /** When the document goes live; only while that is still to happen (stored unpublished). */
  publish_at: Date | null;
  /** When the document stops being shown. */
  unpublish_at: Date | null;
}

/** The editor's publication fields: the times as Stockholm 'YYYY-MM-DDTHH:mm', '' when unset. */
export interface PublicationDraft {
  is_published: boolean;
  publish_at: string;
  unpublish_at: string;
}

/** Whether a visitor may see the document at `now`: published, its publish time come, its unpublish time not. */
export function isLive(document: PublicationFields, now: Date = new Date()): boolean {
  if (!document.is_published) return false;
  if (document.publish_at && document.publish_at.getTime() > now.getTime()) return false;
  return !(document.unpublish_at && document.unpublish_at.getTime() <= now.getTime());
}

/**
 * What the editor's publication fields store when saved at `now`:
 * - a publish time still to come schedules the document: stored unpublished with that time, the
 *   Published box aside;
 * - a publish time already past publishes it now (and is not kept);
 * - an unpublish time already past unpublishes it now (and is not kept);
 * - otherwise the Published box decides, and an unpublish time still to come is kept.
 * An unpublish time that is not after the publish time is left for the schema to refuse.
 */
export function publicationFromDraft(draft: PublicationDraft, now: Date = new Date()): PublicationFields {
  const publishAt = fromStockholmDateTime(draft.publish_at.trim());
  const unpublishAt = fromStockholmDateTime(draft.unpublish_at.trim());
  if (publishAt && publishAt.getTime() > now.getTime()) {
    return { is_published: false, publish_at: publishAt, unpublish_at: unpublishAt };
  }
  if (unpublishAt && unpublishAt.getTime() <= now.getTime()) {
    return { is_published: false, publish_at: null, unpublish_at: null };
  }
  return { is_published: publishAt ? true : draft.is_published, publish_at: null, unpublish_at: unpublishAt };
}

/**
 * The time fields of `draft` holding text that is no time the editor can read (a year of five
 * digits, which a browser's date field takes): a save refuses them, where
 * {@link publicationFromDraft} would read them as empty, and a new post, its box ticked, would go
 * live at once instead of when staff meant.
 */
export function unreadableTimes(draft: PublicationDraft): Array<'publish_at' | 'unpublish_at'> {
  return (['publish_at', 'unpublish_at'] as const).filter((field) => {
    const text = draft[field].trim();
    return text !== '' && fromStockholmDateTime(text) === null;
  });
}

export function publicationToDraft(fields: PublicationFields): PublicationDraft {
  return {
    is_published: fields.is_published,
    publish_at: fields.publish_at ? toStockholmDateTime(fields.publish_at) : '',
    unpublish_at: fields.unpublish_at ? toStockholmDateTime(fields.unpublish_at) : '',
  };
}

/** A new document: published at once, nothing scheduled. */
export function emptyPublicationDraft(): PublicationDraft {
  return { is_published: true, publish_at: '', unpublish_at: '' };
}

/** The stored publication fields (exactly these, for a document body). */
export function publicationToFirestore(fields: PublicationFields): PublicationFields {
  return { is_published: fields.is_published, publish_at: fields.publish_at, unpublish_at: fields.unpublish_at };
}

/** From a stored document: a missing flag reads as published, missing or unreadable times as none. */
export function publicationFromFirestore(data: Readonly<Record<string, unknown>>): PublicationFields {
  return {
    is_published: readBoolean(data.is_published, true),
    publish_at: readDate(data.publish_at),
    unpublish_at: readDate(data.unpublish_at),
  };
}

export type PublicationState =
  | { state: 'published'; unpublishAt: Date | null }
  | { state: 'scheduled'; publishAt: Date; unpublishAt: Date | null }
  | { state: 'draft' };

/**
 * What the admin list says about a document at `now`: published (until its unpublish time, if
 * any), scheduled for its publish time (also while the function has yet to publish it), or a
 * draft (unpublished, or its unpublish time passed).
 */
export function publicationState(document: PublicationFields, now: Date = new Date()): PublicationState {
  const unpublishAt = document.unpublish_at;
  if (unpublishAt && unpublishAt.getTime() <= now.getTime()) return { state: 'draft' };
  if (document.publish_at && (!document.is_published || document.publish_at.getTime() > now.getTime())) {
    return { state: 'scheduled', publishAt: document.publish_at, unpublishAt };
  }
  return document.is_published ? { state: 'published', unpublishAt } : { state: 'draft' };
}

/**
 * A writer's request that an admin look at a draft ("Ready for review"): stored as
 * `ready_for_review` on a post or case study, true only on a draft (unpublished, no publish time;
 * firestore.rules and the schemas refuse it on anything else). Added after the first documents
 * were stored, so a document may lack it (read as false). A save that publishes or schedules the
 * item clears it, and so does publishScheduledContent when it publishes one.
 */
export const READY_FOR_REVIEW_FIELD = 'ready_for_review';

export interface ReviewFields {
  ready_for_review: boolean;
}

/** Stored unpublished with no publish time: a draft, the only state that may ask for review. */
export function isDraftPublication(publication: Pick<PublicationFields, 'is_published' | 'publish_at'>): boolean {
  return !publication.is_published && publication.publish_at === null;
}

/** What a save stores: the editor's mark, cleared unless the item stays a draft. */
export function reviewAfterSave(ready: boolean, publication: PublicationFields): ReviewFields {
  return { ready_for_review: ready && isDraftPublication(publication) };
}

/** From a stored document: asked for only when it holds exactly `true`. */
export function reviewFromFirestore(data: Readonly<Record<string, unknown>>): ReviewFields {
  return { ready_for_review: data[READY_FOR_REVIEW_FIELD] === true };
}
