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
 * Then its images (removeUnusedImages): the `blog-images/` files of the project's bucket that the
 * deleted item or any of its versions pointed at (its cover with its WebP variants, the images in
 * its markdown, in either language), which would otherwise stay public at their addresses for
 * ever. Only those no post or case study still points at, in its current content or any kept
 * version (a copied address, an import of another item using the same file): every item and
 * every version is read for that, once per deletion. A file stored again after the deletion (a
 * restore uploading it) is kept. Images uploaded in an editor but never saved into the item are
 * not found (nothing names them). Where the functions reach no bucket (the emulators without a
 * Storage emulator), images are left.
 */
import { FieldValue, type Firestore, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/firestore';
import { logger } from 'firebase-functions/logger';
import { REGION } from '../config';
import {
  BLOG_TYPE,
  CASE_STUDY_TYPE,
  type ContentTypeDescriptor,
  PREVIEW_LINKS_COLLECTION,
  REVISIONS_SUBCOLLECTION,
  storedImagesIn,
  TRANSLATION_SOURCES_COLLECTION,
  translationSourcesId,
  withImageVariants,
} from '../domain';
import { db } from '../firebase';
import { type ImageBucket, projectImageBucket } from './imageBucket';

export type { ImageBucket } from './imageBucket';

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

/** The image files of `bucket` a document's strings point at, added to `found`. */
export interface FoundImages {
  bucket: string;
  found: Set<string>;
}

/** Adds the `blog-images/` files of `images.bucket` that any string in `value` points at. */
function noteImages(value: unknown, images: FoundImages): void {
  if (typeof value === 'string') for (const name of storedImagesIn(value, images.bucket)) images.found.add(name);
  else if (Array.isArray(value)) for (const item of value) noteImages(item, images);
  else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    for (const item of Object.values(value)) noteImages(item, images);
}

/** One transaction's removal: null when the item exists (again), and nothing was touched. */
async function removeOnce(
  firestore: Firestore,
  places: LeftoverPlaces,
  id: string,
  images: FoundImages | undefined,
): Promise<Removed | null> {
  return firestore.runTransaction(async (transaction: Transaction) => {
    if ((await transaction.get(firestore.doc(places.item))).exists) return null;
    const named = (collection: string) => firestore.collection(collection).where('id', '==', id);
    const claims = await transaction.get(named(places.claims));
    const redirects = places.redirects ? (await transaction.get(named(places.redirects))).docs : [];
    const sources = await transaction.get(firestore.doc(places.sources));
    // Their references alone (no fields: a version holds the whole item), unless their images are asked for.
    const history = firestore.collection(places.revisions).limit(REVISIONS_PER_COMMIT);
    const revisions = await transaction.get(images ? history : history.select());
    if (images) for (const revision of revisions.docs) noteImages(revision.data(), images);
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
export async function removeLeftovers(
  firestore: Firestore,
  type: ContentType,
  id: string,
  images?: FoundImages,
): Promise<Removed | null> {
  const places = leftoverPlaces(type, id);
  const removed: Removed = { claims: 0, redirects: 0, sources: 0, revisions: 0, links: 0 };
  for (;;) {
    const once = await removeOnce(firestore, places, id, images);
    if (!once) return null;
    removed.claims += once.claims;
    removed.redirects += once.redirects;
    removed.sources += once.sources;
    removed.revisions += once.revisions;
    removed.links += once.links;
    if (once.revisions < REVISIONS_PER_COMMIT && once.links < REVISIONS_PER_COMMIT) return removed;
  }
}

/** How many of a deleted item's image files were removed, and how many kept (still shown, or stored again). */
export interface ImagesRemoved {
  removed: number;
  kept: number;
}

/**
 * How long after the deletion a file must have been stored to count as stored again: the
 * emulator's event times are whole seconds (`…:25.000Z` for a deletion at :25.8), and a file
 * stored a moment before the deletion must not pass for one a restore uploaded after it.
 */
const STORED_AGAIN_AFTER_MS = 1_000;

/**
 * Removes the files of `candidates` (with their variants) that no post or case study, nor any kept
 * version of one, points at, and that were not stored again since `deletedAt` (a second or more
 * after it); a file already gone is neither.
 */
export async function removeUnusedImages(
  firestore: Firestore,
  bucket: ImageBucket,
  candidates: Iterable<string>,
  deletedAt: Date,
): Promise<ImagesRemoved> {
  const wanted = withImageVariants(candidates);
  if (!wanted.length) return { removed: 0, kept: 0 };
  const used: FoundImages = { bucket: bucket.name, found: new Set() };
  const everything = [
    firestore.collection(BLOG_TYPE.collection),
    firestore.collection(CASE_STUDY_TYPE.collection),
    firestore.collectionGroup(REVISIONS_SUBCOLLECTION),
  ];
  for (const query of everything)
    for await (const document of query.stream() as AsyncIterable<QueryDocumentSnapshot>)
      noteImages(document.data(), used);
  const shown = new Set(withImageVariants(used.found));
  const result: ImagesRemoved = { removed: 0, kept: 0 };
  for (const name of wanted) {
    if (shown.has(name)) {
      result.kept += 1;
      continue;
    }
    const created = await bucket.created(name);
    if (!created) continue;
    if (created.getTime() >= deletedAt.getTime() + STORED_AGAIN_AFTER_MS) {
      result.kept += 1;
      continue;
    }
    await bucket.remove(name);
    result.removed += 1;
  }
  return result;
}

/** The deleted item as the trigger saw it: its fields, and when it was deleted. */
export interface DeletedItem {
  data: Record<string, unknown> | undefined;
  at: Date;
}

/**
 * Everything above for item `id` of `type`, deleted: its leftovers, then its images (none where
 * `bucket` is null). Null when the item exists again: then nothing was touched.
 */
export async function removeDeletedItem(
  firestore: Firestore,
  bucket: ImageBucket | null,
  type: ContentType,
  id: string,
  deleted: DeletedItem,
): Promise<{ leftovers: Removed; images: ImagesRemoved | null } | null> {
  const images: FoundImages | undefined = bucket ? { bucket: bucket.name, found: new Set() } : undefined;
  if (images) noteImages(deleted.data ?? {}, images);
  const leftovers = await removeLeftovers(firestore, type, id, images);
  if (!leftovers) return null;
  return {
    leftovers,
    images: bucket && images ? await removeUnusedImages(firestore, bucket, images.found, deleted.at) : null,
  };
}

async function completeDeletion(type: ContentType, id: string, deleted: DeletedItem): Promise<void> {
  const item = `${type.collection}/${id}`;
  const removed = await removeDeletedItem(db(), projectImageBucket(), type, id, deleted);
  if (removed)
    logger.info(`${item} deleted: what it left removed`, {
      event: 'content_deletion_completed',
      item,
      ...removed.leftovers,
      deleted_at: deleted.at.toISOString(),
      images_removed: removed.images?.removed ?? null,
      images_kept: removed.images?.kept ?? null,
    });
  else logger.info(`${item} exists again: what it has is its own`, { event: 'content_deletion_item_back', item });
}

/** Reading every item and version for the images can take longer than an event's default minute. */
const DELETION_OPTIONS = { region: REGION, retry: true, timeoutSeconds: 300 } as const;

export const completeBlogDeletion = onDocumentDeleted(
  { ...DELETION_OPTIONS, document: `${BLOG_TYPE.collection}/{id}` },
  (event) => completeDeletion(BLOG_TYPE, event.params.id, { data: event.data?.data(), at: new Date(event.time) }),
);

export const completeCaseStudyDeletion = onDocumentDeleted(
  { ...DELETION_OPTIONS, document: `${CASE_STUDY_TYPE.collection}/{id}` },
  (event) => completeDeletion(CASE_STUDY_TYPE, event.params.id, { data: event.data?.data(), at: new Date(event.time) }),
);
