import { BLOGS_COLLECTION, type Blog, blogFromFirestore, isLive, isValidSlug } from '@app/domain';
import { loadFirestore } from './firestore';

/**
 * Published posts, newest first. A post whose publish time is still to come or whose unpublish
 * time has passed is left out, even before the scheduled function has changed its is_published
 * (domain/src/schedule.ts).
 */
export async function listPublishedBlogs(): Promise<Blog[]> {
  const { db, sdk } = await loadFirestore();
  const { collection, getDocs, orderBy, query, where } = sdk;
  const snapshot = await getDocs(
    query(collection(db, BLOGS_COLLECTION), where('is_published', '==', true), orderBy('published_date', 'desc')),
  );
  const now = new Date();
  return snapshot.docs.map((doc) => blogFromFirestore(doc.id, doc.data())).filter((blog) => isLive(blog, now));
}

/** The published post with this slug, or null when there is none (or it is not live now). */
export async function getPublishedBlogBySlug(slug: string): Promise<Blog | null> {
  // An address no post can have (over-long, or characters a slug never has) is not found without
  // asking the store: it would refuse the query, and a refused query would answer 503.
  if (!isValidSlug(slug)) return null;
  const { db, sdk } = await loadFirestore();
  const { collection, getDocs, limit, query, where } = sdk;
  const snapshot = await getDocs(
    query(collection(db, BLOGS_COLLECTION), where('slug', '==', slug), where('is_published', '==', true), limit(1)),
  );
  const doc = snapshot.docs[0];
  const blog = doc ? blogFromFirestore(doc.id, doc.data()) : null;
  return blog && isLive(blog) ? blog : null;
}
