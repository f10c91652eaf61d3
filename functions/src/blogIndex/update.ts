/**
 * Keeps the blog index (domain/src/blogIndex.ts) up to date: after any write to a post, its entry
 * in its index shard is written again from the post as stored now (not from the event, so triggers
 * that run out of order still leave the latest state), or removed when it is no longer listed.
 * Called by the blog trigger before it clears the CDN, so a page rendered after the clearing
 * reads the new index.
 */
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  BLOG_INDEX_COLLECTION,
  BLOGS_COLLECTION,
  blogFromFirestore,
  blogIndexDocumentId,
  blogIndexEntry,
} from '../domain';

export async function updateBlogIndex(firestore: Firestore, id: string, now: Date = new Date()): Promise<void> {
  const snapshot = await firestore.collection(BLOGS_COLLECTION).doc(id).get();
  const data = snapshot.data();
  const entry = data ? blogIndexEntry(blogFromFirestore(id, data), now) : null;
  const shard = firestore.collection(BLOG_INDEX_COLLECTION).doc(blogIndexDocumentId(id));
  // One write, which leaves the shard's other posts as they are: the entry replaced whole
  // (mergeFields), or removed.
  if (entry) await shard.set({ posts: { [id]: entry } }, { mergeFields: [new FieldPath('posts', id)] });
  else await shard.set({ posts: { [id]: FieldValue.delete() } }, { merge: true });
}
