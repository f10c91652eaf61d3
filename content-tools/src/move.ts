/**
 * Choosing what of an export to import, and pointing it at the target project's bucket.
 */
import { type ContentProblem, contentProblem, TRANSLATION_SOURCES_COLLECTION, textFingerprint } from '@app/domain';
import { EXPORTED_COLLECTIONS } from './collections';
import type { ExportedDocument } from './manifest';
import { slugCounterpart } from './plan';
import { describeContentProblem } from './problems';
import { moveImageUrls, type StorageLocation } from './storageUrls';
import { type JsonObject, mapStrings } from './values';

const collectionOf = (documentPath: string) => documentPath.split('/')[0] ?? '';
const idOf = (documentPath: string) => documentPath.split('/')[1] ?? '';

/** The collections.ts entry of a top-level document's collection. */
const entryOf = (document: ExportedDocument) =>
  document.path.split('/').length === 2
    ? EXPORTED_COLLECTIONS.find((collection) => collection.name === collectionOf(document.path))
    : undefined;

/** The content document (`blogs/abc`) a top-level document goes with, per collections.ts; null if none. */
export function ownerOf(document: ExportedDocument): string | null {
  return entryOf(document)?.belongsTo?.(idOf(document.path), document.data) ?? null;
}

/**
 * Why `document`, one that goes with a content document (a slug claim, an old slug's redirect,
 * translation sources: collections.ts belongsTo), is nobody's among `items`, the content documents
 * by path: it names no document, or one `items` lacks, or (a claim) one that carries another slug,
 * or (an old address) one that carries its slug. Null when it is its document's, or goes with
 * none. The import refuses such a document (validate.ts): a claim would keep its slug taken, a
 * redirect lead to a page that is not there or be an address that both shows a post and redirects,
 * sources mark nothing; the export leaves it out (exporter.ts strayFilter).
 */
export function strayProblem(
  document: ExportedDocument,
  items: ReadonlyMap<string, JsonObject>,
): ContentProblem | null {
  const entry = entryOf(document);
  if (!entry?.belongsTo) return null;
  const owner = ownerOf(document);
  if (!owner) return contentProblem('strayNoItem', {});
  const item = items.get(owner);
  if (!item) return contentProblem('strayMissingItem', { item: owner });
  const slug = idOf(document.path);
  if (entry.claimsSlug && item.slug !== slug)
    return contentProblem('strayClaimSlug', { item: owner, slug: typeof item.slug === 'string' ? item.slug : null });
  if (entry.redirectsSlug && item.slug === slug) return contentProblem('strayRedirectOwnSlug', { item: owner });
  return null;
}

/** strayProblem in English. */
export function strayReason(document: ExportedDocument, items: ReadonlyMap<string, JsonObject>): string | null {
  const problem = strayProblem(document, items);
  return problem && describeContentProblem(problem);
}

/**
 * The old addresses of `documents` (collections.ts redirectsSlug) whose slug one of `documents`
 * claims too (`blog_redirects/x` and `blog_slugs/x`), each with that claim's path. firestore.rules
 * allow no such pair (an address never both shows a post and redirects): the import refuses both
 * (validate.ts), the export leaves the old address out (exporter.ts strayFilter), as the console
 * removes a redirect when a post takes its slug.
 */
export function claimedAddresses(documents: readonly ExportedDocument[]): { redirect: string; claim: string }[] {
  const paths = new Set(documents.map((document) => document.path));
  return documents.flatMap((document) => {
    const claim = entryOf(document)?.redirectsSlug ? slugCounterpart(document.path) : null;
    return claim && paths.has(claim) ? [{ redirect: document.path, claim }] : [];
  });
}

/**
 * The documents of `selected` (`blogs/abc`, …): each with its subcollections' documents and the
 * documents that go with it (its slug claim, its translation sources).
 * @throws when a selected document is not in the export
 */
export function selectDocuments(
  documents: readonly ExportedDocument[],
  selected: readonly string[],
): ExportedDocument[] {
  const paths = new Set(documents.map((document) => document.path));
  const missing = selected.filter((path) => !paths.has(path));
  if (missing.length) throw new Error(`Not in the export: ${missing.join(', ')}.`);
  const wanted = new Set(selected);
  return documents.filter((document) => {
    const top = document.path.split('/').slice(0, 2).join('/');
    return wanted.has(top) || wanted.has(ownerOf(document) ?? '');
  });
}

/** A document with the download URLs of `fromBucket`'s images pointing at `to` (storageUrls.ts). */
export function moveDocument(document: ExportedDocument, fromBucket: string, to: StorageLocation): ExportedDocument {
  return {
    path: document.path,
    data: mapStrings(document.data, (text) => moveImageUrls(text, fromBucket, to)) as JsonObject,
  };
}

/**
 * How moving an item (moveDocument: `before`, `after`) changes the fingerprints of its texts: for
 * each field whose text changed, the fingerprint of the text before and after. Its translation
 * sources follow them (followFingerprints); an import keeps these rather than the items.
 */
export type FingerprintMoves = ReadonlyMap<string, { from: string; to: string }>;

export function fingerprintMoves(before: JsonObject, after: JsonObject): FingerprintMoves {
  const moves = new Map<string, { from: string; to: string }>();
  for (const [field, oldText] of Object.entries(before)) {
    const newText = after[field];
    if (typeof oldText !== 'string' || typeof newText !== 'string' || oldText === newText) continue;
    moves.set(field, { from: textFingerprint(oldText), to: textFingerprint(newText) });
  }
  return moves;
}

/**
 * A translation-sources document whose item moved (`moves`, fingerprintMoves): a source (or kept
 * English fingerprint) that was the fingerprint of an English text whose URLs changed becomes the
 * fingerprint of the new text, so the moved item's Swedish is not shown as out of date.
 */
export function followFingerprints(document: ExportedDocument, moves: FingerprintMoves | undefined): ExportedDocument {
  if (!moves?.size || collectionOf(document.path) !== TRANSLATION_SOURCES_COLLECTION) return document;
  // The sources, and the English each save kept beside them (`english`), both fingerprints.
  const follow = (fingerprints: unknown) => {
    if (typeof fingerprints !== 'object' || fingerprints === null || Array.isArray(fingerprints)) return fingerprints;
    const next: JsonObject = { ...fingerprints };
    for (const [field, fingerprint] of Object.entries(fingerprints)) {
      const move = moves.get(field);
      if (move && fingerprint === move.from) next[field] = move.to;
    }
    return next;
  };
  const { fields, english } = document.data;
  const data = { ...document.data, fields: follow(fields) } as JsonObject;
  if (english !== undefined) data.english = follow(english) as JsonObject;
  return { path: document.path, data };
}

/**
 * The documents with the download URLs of `fromBucket`'s images pointing at `to` (moveDocument),
 * and the translation sources following their items' texts (followFingerprints).
 */
export function moveDocuments(
  documents: readonly ExportedDocument[],
  fromBucket: string,
  to: StorageLocation,
): ExportedDocument[] {
  const moved = documents.map((document) => moveDocument(document, fromBucket, to));
  const moves = new Map<string, FingerprintMoves>();
  for (const [i, document] of moved.entries())
    moves.set(document.path, fingerprintMoves(documents[i]?.data ?? {}, document.data));
  return moved.map((document) => {
    const owner = ownerOf(document);
    return followFingerprints(document, owner ? moves.get(owner) : undefined);
  });
}
