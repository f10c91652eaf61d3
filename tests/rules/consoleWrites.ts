/**
 * Writes shaped as the admin console commits them (admin-remote/src/data/collection.ts), for rules
 * tests that check a document's fields: the document (naming its revision), its slug's claim, its
 * next revision and the head, in one commit. firestore.rules refuses a content write without the other three.
 */
import {
  BLOG_SLUGS_COLLECTION,
  CASE_STUDY_SLUGS_COLLECTION,
  REVISION_FIELD,
  revisionId,
  UPDATED_AT_FIELD,
} from '@app/domain';
import { doc, type Firestore, serverTimestamp, writeBatch } from 'firebase/firestore';

export const ADMIN_EMAIL = 'admin@example.com';

const SLUG_CLAIMS: Readonly<Record<string, string>> = {
  blogs: BLOG_SLUGS_COLLECTION,
  case_studies: CASE_STUDY_SLUGS_COLLECTION,
};

export { revisionId } from '@app/domain';

/**
 * `fields` as the console stores them as version `number`: naming that version (`revision`), and
 * dated by the commit as a change of content (`updated_at`: the server's time) unless `fields` say
 * otherwise (`updated_at: undefined` leaves it out).
 */
export function asVersion(fields: object, number: number): Record<string, unknown> {
  const data: Record<string, unknown> = { [UPDATED_AT_FIELD]: serverTimestamp(), ...fields, [REVISION_FIELD]: number };
  if (data[UPDATED_AT_FIELD] === undefined) delete data[UPDATED_AT_FIELD];
  return data;
}

/** The revision the console writes with a save of `fields` as version `number`. */
export function revisionEntry(
  number: number,
  fields: object,
  restoredFrom: number | null = null,
  savedBy: string = ADMIN_EMAIL,
) {
  return {
    number,
    fields: asVersion(fields, number),
    saved_at: serverTimestamp(),
    saved_by: savedBy,
    restored_from: restoredFrom,
  };
}

/**
 * Saves `data` as `collectionName/id` the way the console does, as version `next` (the head's
 * `next` before the save; 1 for a document without history), by the account `savedBy` (its e-mail).
 */
export function saveAsConsole(
  db: Firestore,
  collectionName: string,
  id: string,
  document: object,
  next = 1,
  savedBy: string = ADMIN_EMAIL,
): Promise<void> {
  const data = asVersion(document, next);
  const batch = writeBatch(db);
  batch.set(doc(db, collectionName, id), data);
  batch.set(doc(db, SLUG_CLAIMS[collectionName] ?? 'unknown_slugs', String(data.slug)), { id });
  batch.set(doc(db, collectionName, id, 'revisions', revisionId(next)), revisionEntry(next, document, null, savedBy));
  batch.set(doc(db, collectionName, id, 'revisions', 'head'), { next: next + 1 });
  return batch.commit();
}

/** Deletes `collectionName/id` the way the console does: with its slug's claim, in one commit. */
export function deleteAsConsole(db: Firestore, collectionName: string, id: string, slug: string): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, collectionName, id));
  batch.delete(doc(db, SLUG_CLAIMS[collectionName] ?? 'unknown_slugs', slug));
  return batch.commit();
}
