import { BLOGS_COLLECTION, type Blog, blogFromFirestore } from '@app/domain';

/**
 * Public blog queries: published posts only, newest first. Firebase is imported here, at call
 * time, so only the routes that read blogs download it.
 */
async function firestore() {
  const [{ db }, lite] = await Promise.all([import('@app/platform/firestore'), import('firebase/firestore/lite')]);
  return { db: db(), ...lite };
}

/** Published posts, newest first. */
export async function listPublishedBlogs(): Promise<Blog[]> {
  const { db, collection, getDocs, orderBy, query, where } = await firestore();
  const snapshot = await getDocs(
    query(collection(db, BLOGS_COLLECTION), where('is_published', '==', true), orderBy('published_date', 'desc')),
  );
  return snapshot.docs.map((doc) => blogFromFirestore(doc.id, doc.data()));
}

/** The published post with this slug, or null when there is none. */
export async function getPublishedBlogBySlug(slug: string): Promise<Blog | null> {
  const { db, collection, getDocs, limit, query, where } = await firestore();
  const snapshot = await getDocs(
    query(collection(db, BLOGS_COLLECTION), where('slug', '==', slug), where('is_published', '==', true), limit(1)),
  );
  const doc = snapshot.docs[0];
  return doc ? blogFromFirestore(doc.id, doc.data()) : null;
}
