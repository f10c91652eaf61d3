/**
 * One entry of a public list's index document (the blog index's shards, the case studies' index):
 * written whole, or removed, in one write that leaves the document's other entries as they are.
 * Shared by blogIndex/update.ts and caseStudyIndex/update.ts, which compute the entry from the
 * item as stored now (not from the trigger's event, so triggers that run out of order still leave
 * the latest state).
 */
import { type DocumentReference, FieldPath, FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';

/**
 * Firestore's refusal of a document over its 1 MiB (INVALID_ARGUMENT: "Document '…' cannot be
 * written because its size (1,048,667 bytes) exceeds the maximum allowed size of 1,048,576 bytes",
 * and the emulator's "maximum entity size is 1048576 bytes"): the same whatever the retry, unlike
 * the errors a retry may get past.
 */
function isOverSizeLimit(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 && typeof message === 'string' && /maximum (allowed|entity) size/i.test(message);
}

export interface IndexEntryWrite {
  /** The index document that holds the entry. */
  document: DocumentReference;
  /** The document's map of entries, by item id. */
  field: string;
  id: string;
  /** The item's entry, or null when it is not listed (removed). */
  entry: object | null;
  /** What the log says when the document has no room: its event, the item's kind and the fix. */
  full: { event: string; item: string; fix: string };
}

/**
 * 'full' when the document has no room for the entry: it stays as it was, the item unlisted (or
 * listed as it was before this write), and the log says so once under `full.event`, so the
 * trigger goes on to clear the CDN for the item's own page instead of retrying for days a write
 * that cannot succeed. Removing an entry never makes the document larger.
 */
export async function writeIndexEntry({
  document,
  field,
  id,
  entry,
  full,
}: IndexEntryWrite): Promise<'written' | 'full'> {
  if (!entry) {
    await document.set({ [field]: { [id]: FieldValue.delete() } }, { merge: true });
    return 'written';
  }
  try {
    // The entry replaced whole (mergeFields), not merged into the one stored.
    await document.set({ [field]: { [id]: entry } }, { mergeFields: [new FieldPath(field, id)] });
    return 'written';
  } catch (error) {
    if (!isOverSizeLimit(error)) throw error;
    logger.error(`The index document ${document.path} is full: ${full.item} ${id} is not listed as it is now`, {
      event: full.event,
      document: document.path,
      item: id,
      fix: full.fix,
      error: String(error),
    });
    return 'full';
  }
}
