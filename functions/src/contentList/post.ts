/**
 * `/api/blog/<slug>?lang=…`: one published post as JSON (domain/src/listApi.ts), answered by the
 * function contentList, for the browser when a post is opened inside the running apps (from a
 * card, a link in another post, the header's search): the post as its page shows it, with its
 * titles' hyphenated copies (README, _Hyphenation_), which only the server makes, so a long word of
 * its heading breaks where a hyphen belongs there too, as in the page the server rendered. Read
 * with the Admin SDK as the page's own read finds it (the post with the slug that is live now; a
 * draft, a scheduled post, one whose unpublish time has come: none), and cached as the pages are
 * (a change visitors can see clears the CDN, src/cdn). No live post: a renamed post's old slug
 * (blog_redirects) moves for good (301) to the post's current address, as the page's old address
 * does, so the browser reads nothing from Firestore, cached the same; any other slug is 404, kept by
 * no CDN (a post may be published there any moment).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { withHyphenatedTitles } from '../../../domain/src/hyphenation';
import {
  BLOG_LIST_API_PATH,
  BLOG_REDIRECTS_COLLECTION,
  BLOGS_COLLECTION,
  blogFromFirestore,
  blogPostApiAddress,
  isLive,
  isValidSlug,
  type PublicBlog,
  parseBlogPostApiQuery,
  publicBlog,
  redirectTarget,
} from '../domain';
import type { HttpAnswer } from '../http';
import { answeredUnread, jsonAnswer, LIST_CACHE_CONTROL, LIST_MESSAGES, listUnavailable, movedAnswer } from './answer';

/** How a post's answer reads the store: the live post with a slug, and the current slug of the post an old slug names. */
export interface BlogPostReads {
  post: (slug: string) => Promise<PublicBlog | null>;
  redirect: (slug: string) => Promise<string | null>;
}

/**
 * The answer to one request for the post `slug` (a valid slug, its path's one spelling), from its
 * method and query and the reads (called only for a request answered with them: the redirect only
 * once no live post has the slug).
 */
export async function answerBlogPostRequest(
  request: { method: string; query: string },
  slug: string,
  read: BlogPostReads,
): Promise<HttpAnswer> {
  const parsed = answeredUnread(request, `${BLOG_LIST_API_PATH}/${slug}`, parseBlogPostApiQuery);
  if (!('request' in parsed)) return parsed;
  const { language } = parsed.request;
  let post: PublicBlog | null;
  let movedTo: string | null = null;
  try {
    post = await read.post(slug);
    if (!post) movedTo = await read.redirect(slug);
  } catch (error) {
    logger.error('The post could not be read for its JSON', {
      slug,
      error: error instanceof Error ? error.message : String(error),
    });
    return listUnavailable(language);
  }
  // A renamed post's old slug: to its current address in the same language (the page's old address answers 301 too).
  if (movedTo) return movedAnswer(301, blogPostApiAddress(movedTo, language));
  // No post yet: kept by no CDN, so a post published at the slug (by hand, by the schedule, or
  // renamed to it) answers at once, before the CDN's clearing comes (as the page's 404, PageOutcome.transient).
  if (!post) return jsonAnswer(404, { error: LIST_MESSAGES[language].noPost }, { 'Cache-Control': 'no-store' });
  // What the page's data has (publicBlog), with the titles' display copies.
  return jsonAnswer(200, withHyphenatedTitles(publicBlog(post)), { 'Cache-Control': LIST_CACHE_CONTROL });
}

/**
 * The post with `slug` that is live at `now` (slugs are unique among posts: each has its claim), as
 * its page shows it, or null.
 */
export async function readLiveBlogPost(
  firestore: Firestore,
  slug: string,
  now: Date = new Date(),
): Promise<PublicBlog | null> {
  const found = await firestore.collection(BLOGS_COLLECTION).where('slug', '==', slug).get();
  const live = found.docs.map((doc) => blogFromFirestore(doc.id, doc.data())).find((post) => isLive(post, now));
  return live ? publicBlog(live) : null;
}

/**
 * The current slug of the live post whose old slug is `slug` (blog_redirects, written by the
 * console when a published post is renamed), or null when the slug never redirected or leads to no
 * live post (as the page's read, site-remote/src/data/blogs.ts getBlogRedirect, finds it).
 */
export async function readBlogRedirect(
  firestore: Firestore,
  slug: string,
  now: Date = new Date(),
): Promise<string | null> {
  if (!isValidSlug(slug)) return null;
  const redirect = await firestore.collection(BLOG_REDIRECTS_COLLECTION).doc(slug).get();
  const id: unknown = redirect.get('id');
  if (typeof id !== 'string' || id === '') return null;
  const stored = await firestore.collection(BLOGS_COLLECTION).doc(id).get();
  const data = stored.data();
  return redirectTarget(slug, data ? blogFromFirestore(stored.id, data) : null, now);
}
