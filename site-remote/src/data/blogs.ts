import { BLOGS_COLLECTION, type Blog, blogFromFirestore, isLive, isValidSlug } from '@app/domain';
import { newestFirst, queryLive } from './published';

/**
 * Published posts, newest first. Only live posts are asked for (queryLive: what firestore.rules
 * lets a visitor read), and the pages' own test is applied again at this moment (isLive,
 * domain/src/schedule.ts).
 */
export async function listPublishedBlogs(): Promise<Blog[]> {
  const docs = await queryLive(BLOGS_COLLECTION);
  const now = new Date();
  const live = docs.map((doc) => blogFromFirestore(doc.id, doc.data())).filter((blog) => isLive(blog, now));
  return newestFirst(live, (blog) => blog.published_date);
}

/** The published post with this slug, or null when there is none (or it is not live now). */
export async function getPublishedBlogBySlug(slug: string): Promise<Blog | null> {
  // An address no post can have (over-long, or characters a slug never has) is not found without
  // asking the store: it would refuse the query, and a refused query would answer 503.
  if (!isValidSlug(slug)) return null;
  const [doc] = await queryLive(BLOGS_COLLECTION, { slug }, 1);
  const blog = doc ? blogFromFirestore(doc.id, doc.data()) : null;
  return blog && isLive(blog) ? blog : null;
}
