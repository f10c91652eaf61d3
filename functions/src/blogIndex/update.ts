/**
 * Keeps the blog index (domain/src/blogIndex.ts) up to date: after any write to a post, its entry
 * in its index shard is written again from the post as stored now (not from the event, so triggers
 * that run out of order still leave the latest state), or removed when it is no longer listed.
 * Called by the blog trigger before it clears the CDN, so a page rendered after the clearing
 * reads the new index.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  BLOG_INDEX_COLLECTION,
  BLOGS_COLLECTION,
  blogFromFirestore,
  blogIndexDocumentId,
  blogIndexEntry,
} from '../domain';
import { writeIndexEntry } from '../indexEntry';

/** The event the log names a full shard with (Cloud Logging can alert on it). */
const BLOG_INDEX_FULL_EVENT = 'blog_index_full';

/**
 * 'full' when the post's shard has no room for its entry (more or larger posts than its 1 MiB
 * holds, see BLOG_INDEX_SHARDS): the shard stays as it was and the log says so (writeIndexEntry).
 */
export async function updateBlogIndex(
  firestore: Firestore,
  id: string,
  now: Date = new Date(),
): Promise<'written' | 'full'> {
  const data = (await firestore.collection(BLOGS_COLLECTION).doc(id).get()).data();
  return writeIndexEntry({
    document: firestore.collection(BLOG_INDEX_COLLECTION).doc(blogIndexDocumentId(id)),
    field: 'posts',
    id,
    entry: data ? blogIndexEntry(blogFromFirestore(id, data), now) : null,
    full: {
      event: BLOG_INDEX_FULL_EVENT,
      item: 'post',
      fix: 'raise BLOG_INDEX_SHARDS (domain/src/blogIndex.ts), deploy, and run pnpm content:reindex',
    },
  });
}
