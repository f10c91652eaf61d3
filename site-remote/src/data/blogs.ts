import {
  BLOG_REDIRECTS_COLLECTION,
  BLOGS_COLLECTION,
  type Blog,
  blogFromFirestore,
  isLive,
  isValidSlug,
} from '@app/domain';
import type { AppConfig } from '@app/platform';
import { loadFirestore } from './firestore';
import { newestFirst, queryLive } from './published';

/**
 * Published posts, newest first. Only live posts are asked for (queryLive: what firestore.rules
 * lets a visitor read), and the pages' own test is applied again at this moment (isLive,
 * domain/src/schedule.ts).
 */
export async function listPublishedBlogs(config?: AppConfig): Promise<Blog[]> {
  const docs = await queryLive(BLOGS_COLLECTION, {}, undefined, config);
  const now = new Date();
  const live = docs.map((doc) => blogFromFirestore(doc.id, doc.data())).filter((blog) => isLive(blog, now));
  return newestFirst(live, (blog) => blog.published_date);
}

/** The published post with this slug, or null when there is none (or it is not live now). */
export async function getPublishedBlogBySlug(slug: string, config?: AppConfig): Promise<Blog | null> {
  // An address no post can have (over-long, or characters a slug never has) is not found without
  // asking the store: it would refuse the query, and a refused query would answer 503.
  if (!isValidSlug(slug)) return null;
  const [doc] = await queryLive(BLOGS_COLLECTION, { slug }, 1, config);
  const blog = doc ? blogFromFirestore(doc.id, doc.data()) : null;
  return blog && isLive(blog) ? blog : null;
}

/**
 * Where an old address `/blog/<requested>` now leads: the current slug of `post`, the post its
 * redirect names, or null (no such post, not live now, or its slug is the one asked for). A
 * redirect always leads to the post as it is now, so a chain of renames is one hop; one to a post
 * that is not live answers 404 and never tells a draft's slug.
 */
export function redirectTarget(requested: string, post: Blog | null, now = new Date()): string | null {
  if (!post || !isLive(post, now) || post.slug === requested || !isValidSlug(post.slug)) return null;
  return post.slug;
}

/**
 * The current slug of the live post whose old slug is `slug` (blog_redirects, written by the
 * console when a published post is renamed), or null when the slug never redirected or leads to
 * no live post. Visitors may get a post only while it is live (firestore.rules): a refused read is
 * a post that is not live.
 */
export async function getBlogRedirect(slug: string, config?: AppConfig): Promise<string | null> {
  if (!isValidSlug(slug) || !BLOG_REDIRECTS_COLLECTION) return null;
  const { db, sdk } = await loadFirestore(config);
  const redirect = await sdk.getDoc(sdk.doc(db, BLOG_REDIRECTS_COLLECTION, slug));
  const id: unknown = redirect.exists() ? redirect.get('id') : null;
  if (typeof id !== 'string' || id === '') return null;
  try {
    const stored = await sdk.getDoc(sdk.doc(db, BLOGS_COLLECTION, id));
    return redirectTarget(slug, stored.exists() ? blogFromFirestore(stored.id, stored.data()) : null);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}
