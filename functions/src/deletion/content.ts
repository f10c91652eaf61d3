/**
 * What a deleted post or case study leaves behind, removed wherever it was deleted (the admin
 * console, the Firebase console, the Admin SDK, a script): `completeBlogDeletion` /
 * `completeCaseStudyDeletion` (Firestore triggers on the item's deletion) remove, with the Admin
 * SDK,
 *
 * - its slug claims (`blog_slugs/<slug>`, `case_study_slugs/<slug>`): only those that still name
 *   this id, so a slug another item has claimed since stays that item's. (The console releases the
 *   claim in the deleting commit, as firestore.rules require; a deletion elsewhere left it, and its
 *   slug could never be used again: a new item was saved as `<slug>-2`.)
 * - its old slugs' redirects (`blog_redirects/<slug>`, posts only) that name it: such an address
 *   answers 404 (the site resolves a redirect by id), and the console would ask whoever takes the
 *   slug again whether to take over an address that "still leads to another item" that is gone.
 * - its translation sources (`translation_sources/<collection>_<id>`).
 * - its history (`<collection>/<id>/revisions`: at most REVISIONS_KEPT versions and `head`).
 *
 * and end its open preview links (`preview_links`, stored as revoked): the render already answers a
 * link whose item is gone with the 404 page (`resolvePreviewLink`), also once another item is
 * stored under its id (one created after the link is not its item), but that item's editor would
 * list them as working.
 *
 * Everything is read and deleted in one transaction that first reads the item: an item stored
 * again under the same id meanwhile (`content:import` restoring it) owns what it finds, and the
 * trigger leaves it all. A retried event, or a second run after the console or a script removed
 * some of it already, finds less or nothing to remove.
 *
 * Its image files are not touched here: whether another item or a kept version still shows one can
 * only be known by reading every item and version (12,004 reads per deletion at 1,000 items
 * of 10 versions, against 16 without; scripts/bench/image-reads.mjs), so they are left to the daily
 * sweep of unused images (images/sweep.ts), which
 * reads everything once a day and removes them at its next run (functions/README.md, _Unused
 * images_).
 */
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/firestore';
import { logger } from 'firebase-functions/logger';
import { REGION } from '../config';
import {
  BLOG_TYPE,
  CASE_STUDY_TYPE,
  type ContentTypeDescriptor,
  PREVIEW_LINKS_COLLECTION,
  REVISIONS_SUBCOLLECTION,
  TRANSLATION_SOURCES_COLLECTION,
  translationSourcesId,
} from '../domain';
import { db } from '../firebase';

/**
 * Revisions deleted (and preview links revoked) by one transaction. A history holds REVISIONS_KEPT
 * versions and its head, so one transaction takes it whole; one written some other way, longer,
 * takes one more per this many.
 */
const REVISIONS_PER_COMMIT = 200;

type ContentType = Pick<ContentTypeDescriptor, 'collection' | 'slugClaims' | 'slugRedirects'>;

/** Where the leftovers of item `id` of `type` are: collections queried for its id, and paths. */
export interface LeftoverPlaces {
  item: string;
  /** Documents `{ id }` under a slug: those naming the item are its. */
  claims: string;
  redirects: string | null;
  sources: string;
  revisions: string;
  /** Preview links, queried for the item's collection and id. */
  links: { collection: string; id: string };
}

export function leftoverPlaces(type: ContentType, id: string): LeftoverPlaces {
  const item = `${type.collection}/${id}`;
  return {
    item,
    claims: type.slugClaims,
    redirects: type.slugRedirects ?? null,
    sources: `${TRANSLATION_SOURCES_COLLECTION}/${translationSourcesId(type.collection, id)}`,
    revisions: `${item}/${REVISIONS_SUBCOLLECTION}`,
    links: { collection: type.collection, id },
  };
}

export interface Removed {
  claims: number;
  redirects: number;
  sources: number;
  revisions: number;
  links: number;
}

/** One transaction's removal: null when the item exists (again), and nothing was touched. */
async function removeOnce(firestore: Firestore, places: LeftoverPlaces, id: string): Promise<Removed | null> {
  return firestore.runTransaction(async (transaction: Transaction) => {
    if ((await transaction.get(firestore.doc(places.item))).exists) return null;
    const named = (collection: string) => firestore.collection(collection).where('id', '==', id);
    const claims = await transaction.get(named(places.claims));
    const redirects = places.redirects ? (await transaction.get(named(places.redirects))).docs : [];
    const sources = await transaction.get(firestore.doc(places.sources));
    // Their references alone (no fields: a version holds the whole item).
    const revisions = await transaction.get(
      firestore.collection(places.revisions).select().limit(REVISIONS_PER_COMMIT),
    );
    const links = await transaction.get(
      firestore
        .collection(PREVIEW_LINKS_COLLECTION)
        .where('collection', '==', places.links.collection)
        .where('item_id', '==', places.links.id)
        .where('revoked_at', '==', null)
        .select()
        .limit(REVISIONS_PER_COMMIT),
    );
    for (const document of [...claims.docs, ...redirects, ...revisions.docs]) transaction.delete(document.ref);
    if (sources.exists) transaction.delete(sources.ref);
    for (const link of links.docs) transaction.update(link.ref, { revoked_at: FieldValue.serverTimestamp() });
    return {
      claims: claims.size,
      redirects: redirects.length,
      sources: sources.exists ? 1 : 0,
      revisions: revisions.size,
      links: links.size,
    };
  });
}

/**
 * Removes what item `id` of `type`, deleted, left behind (see above). Returns what it removed, or
 * null when the item exists: then it removed nothing (or, for a history longer than one
 * transaction takes, only versions of the deleted item stored before it came back).
 */
export async function removeLeftovers(firestore: Firestore, type: ContentType, id: string): Promise<Removed | null> {
  const places = leftoverPlaces(type, id);
  const removed: Removed = { claims: 0, redirects: 0, sources: 0, revisions: 0, links: 0 };
  for (;;) {
    const once = await removeOnce(firestore, places, id);
    if (!once) return null;
    removed.claims += once.claims;
    removed.redirects += once.redirects;
    removed.sources += once.sources;
    removed.revisions += once.revisions;
    removed.links += once.links;
    if (once.revisions < REVISIONS_PER_COMMIT && once.links < REVISIONS_PER_COMMIT) return removed;
  }
}

/** Removes what item `id` of `type`, deleted at `deletedAt`, left (removeLeftovers), and logs it. */
async function completeDeletion(type: ContentType, id: string, deletedAt: Date): Promise<void> {
  const item = `${type.collection}/${id}`;
  const removed = await removeLeftovers(db(), type, id);
  if (removed)
    logger.info(`${item} deleted: what it left removed`, {
      event: 'content_deletion_completed',
      item,
      ...removed,
      deleted_at: deletedAt.toISOString(),
    });
  else logger.info(`${item} exists again: what it has is its own`, { event: 'content_deletion_item_back', item });
}

const DELETION_OPTIONS = { region: REGION, retry: true } as const;

export const completeBlogDeletion = onDocumentDeleted(
  { ...DELETION_OPTIONS, document: `${BLOG_TYPE.collection}/{id}` },
  (event) => completeDeletion(BLOG_TYPE, event.params.id, new Date(event.time)),
);

export const completeCaseStudyDeletion = onDocumentDeleted(
  { ...DELETION_OPTIONS, document: `${CASE_STUDY_TYPE.collection}/{id}` },
  (event) => completeDeletion(CASE_STUDY_TYPE, event.params.id, new Date(event.time)),
);
