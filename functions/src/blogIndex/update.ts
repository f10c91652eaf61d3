/**
 * Keeps the blog index (domain/src/blogIndex.ts) up to date: after any write to a post, its entry
 * in its index shard is written again from the post as stored now (not from the event, so triggers
 * that run out of order still leave the latest state), or removed when it is no longer listed.
 * Called by the blog trigger before it clears the CDN, so a page rendered after the clearing
 * reads the new index.
 */
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  BLOG_INDEX_COLLECTION,
  BLOGS_COLLECTION,
  blogFromFirestore,
  blogIndexDocumentId,
  blogIndexEntry,
} from '../domain';

/** The event the log names a full shard with (Cloud Logging can alert on it). */
export const BLOG_INDEX_FULL_EVENT = 'blog_index_full';

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

/**
 * 'full' when the post's shard has no room for its entry (more or larger posts than its 1 MiB
 * holds, see BLOG_INDEX_SHARDS): the shard stays as it was, the post unlisted (or listed as it was
 * before this write), and the log says so once, so the trigger goes on to clear the CDN for the
 * post's own page instead of retrying for days a write that cannot succeed.
 */
export async function updateBlogIndex(
  firestore: Firestore,
  id: string,
  now: Date = new Date(),
): Promise<'written' | 'full'> {
  const snapshot = await firestore.collection(BLOGS_COLLECTION).doc(id).get();
  const data = snapshot.data();
  const entry = data ? blogIndexEntry(blogFromFirestore(id, data), now) : null;
  const shardId = blogIndexDocumentId(id);
  const shard = firestore.collection(BLOG_INDEX_COLLECTION).doc(shardId);
  // One write, which leaves the shard's other posts as they are: the entry replaced whole
  // (mergeFields), or removed (which never makes the shard larger).
  if (!entry) {
    await shard.set({ posts: { [id]: FieldValue.delete() } }, { merge: true });
    return 'written';
  }
  try {
    await shard.set({ posts: { [id]: entry } }, { mergeFields: [new FieldPath('posts', id)] });
    return 'written';
  } catch (error) {
    if (!isOverSizeLimit(error)) throw error;
    logger.error(`The blog index shard ${shardId} is full: post ${id} is not listed as it is now`, {
      event: BLOG_INDEX_FULL_EVENT,
      shard: shardId,
      post: id,
      fix: 'raise BLOG_INDEX_SHARDS (domain/src/blogIndex.ts), deploy, and run pnpm content:reindex',
      error: String(error),
    });
    return 'full';
  }
}
