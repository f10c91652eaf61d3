/**
 * What a content export holds, in one place: the Firestore collections it copies, with the
 * subcollections kept under their documents. Adding a collection to exports and imports (an audit
 * log, staff) is one line here; `belongsTo` says which content document a document goes
 * with, so `content:import --only blogs/<id>` brings it along.
 *
 * Leads (`leads`) are not exported, on purpose: they are personal data, kept only as long as the
 * privacy notice says and erased on request; a copy in a folder or an archive would escape both.
 * The image files under Storage's `blog-images/` that the exported documents use are exported
 * with them (storageUrls.ts).
 *
 * The public lists' indexes (`blog_index`, `case_study_index`) are not exported either: they are
 * made from the documents, and the target's triggers write each imported document's entry as the
 * import writes it (functions/src/cdn/functions.ts); `pnpm content:reindex` writes both whole.
 */
import {
  BLOG_REDIRECTS_COLLECTION,
  BLOG_SLUGS_COLLECTION,
  BLOGS_COLLECTION,
  CASE_STUDIES_COLLECTION,
  CASE_STUDY_SLUGS_COLLECTION,
  REVISIONS_SUBCOLLECTION,
  TRANSLATION_SOURCES_COLLECTION,
  translationSourcesId,
} from '@app/domain';
import type { JsonObject } from './values';

export interface ExportedCollection {
  /** The top-level collection. */
  name: string;
  /** Subcollections of its documents that are exported with them. */
  subcollections?: readonly string[];
  /**
   * The path (`blogs/<id>`) of the content document this document goes with, if any. A document of
   * such a collection is nobody's without that document (move.ts strayReason).
   */
  belongsTo?: (id: string, data: JsonObject) => string | null;
  /**
   * Its documents are slug claims, kept under the slug the document they go with carries:
   * firestore.rules write a claim only for the document carrying its slug (mayWriteClaim) and make
   * a document that leaves its slug give up the claim in the same write (releasesSlug), and the
   * console's save treats any claim as the slug taken (freeSlug in admin-remote/src/data/collection.ts).
   */
  claimsSlug?: boolean;
  /**
   * Its documents are old slugs' redirects, kept under a slug the document they go with no longer
   * carries: firestore.rules write one only in the commit that moves its published document off
   * that slug (mayWriteRedirect), and claim a slug only where no redirect of it is left, so an
   * address never both shows a document and redirects.
   */
  redirectsSlug?: boolean;
}

/** A slug claim or an old slug's redirect, `{ id }`, goes with the document of that id in `collection`. */
const claimOf =
  (collection: string) =>
  (_slug: string, data: JsonObject): string | null =>
    typeof data.id === 'string' && data.id ? `${collection}/${data.id}` : null;

/** The content collections: documents with revisions, slug claims and translation sources. */
const CONTENT = [BLOGS_COLLECTION, CASE_STUDIES_COLLECTION] as const;

/** `translation_sources/{collection}_{id}` goes with `{collection}/{id}`. */
function sourcesOf(id: string): string | null {
  const collection = CONTENT.find((name) => id.startsWith(translationSourcesId(name, '')));
  const itemId = collection ? id.slice(translationSourcesId(collection, '').length) : '';
  return collection && itemId ? `${collection}/${itemId}` : null;
}

export const EXPORTED_COLLECTIONS: readonly ExportedCollection[] = [
  // Each item's saved versions and their `head` (admin-remote/src/data/collection.ts).
  { name: BLOGS_COLLECTION, subcollections: [REVISIONS_SUBCOLLECTION] },
  { name: CASE_STUDIES_COLLECTION, subcollections: [REVISIONS_SUBCOLLECTION] },
  { name: TRANSLATION_SOURCES_COLLECTION, belongsTo: sourcesOf },
  { name: BLOG_SLUGS_COLLECTION, belongsTo: claimOf(BLOGS_COLLECTION), claimsSlug: true },
  { name: CASE_STUDY_SLUGS_COLLECTION, belongsTo: claimOf(CASE_STUDIES_COLLECTION), claimsSlug: true },
  // A renamed published post's old addresses (`/blog/<old>` answers 301 to its current one): without
  // them, content moved to another project or restored into an empty one broke every old address.
  // Each names a post that now carries another slug, by design, and no post claims its slug.
  { name: BLOG_REDIRECTS_COLLECTION, belongsTo: claimOf(BLOGS_COLLECTION), redirectsSlug: true },
];

/** The Storage folder whose files the documents use; only these are exported. */
export const IMAGES_FOLDER = 'blog-images/';
