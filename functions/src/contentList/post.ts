/**
 * `/api/blog/<slug>?lang=…`: one published post as JSON (domain/src/listApi.ts), answered by the
 * function contentList, for the browser when a post is opened inside the running apps (from a
 * card, a link in another post, the header's search): the post as its page shows it, with its
 * titles' hyphenated copies (README, _Hyphenation_), which only the server makes, so a long word of
 * its heading breaks where a hyphen belongs there too, as in the page the server rendered. Read
 * with the Admin SDK as the page's own read finds it (the post with the slug that is live now; a
 * draft, a scheduled post, one whose unpublish time has come: none), and cached as the pages are
 * (a change visitors can see clears the CDN, src/cdn). No live post: 404, cached the same (the
 * browser then asks whether the slug is a renamed post's old one, as the page does).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { withHyphenatedTitles } from '../../../domain/src/hyphenation';
import {
  BLOG_LIST_API_PATH,
  BLOGS_COLLECTION,
  blogFromFirestore,
  isLive,
  type PublicBlog,
  parseBlogPostApiQuery,
  publicBlog,
} from '../domain';
import type { HttpAnswer } from '../http';
import { answeredUnread, jsonAnswer, LIST_CACHE_CONTROL, LIST_MESSAGES, listUnavailable } from './answer';

/**
 * The answer to one request for the post `slug` (a valid slug, its path's one spelling), from its
 * method and query and a way to read the live post (called only for a request answered with it).
 */
export async function answerBlogPostRequest(
  request: { method: string; query: string },
  slug: string,
  loadPost: (slug: string) => Promise<PublicBlog | null>,
): Promise<HttpAnswer> {
  const parsed = answeredUnread(request, `${BLOG_LIST_API_PATH}/${slug}`, parseBlogPostApiQuery);
  if (!('request' in parsed)) return parsed;
  const { language } = parsed.request;
  let post: PublicBlog | null;
  try {
    post = await loadPost(slug);
  } catch (error) {
    logger.error('The post could not be read for its JSON', {
      slug,
      error: error instanceof Error ? error.message : String(error),
    });
    return listUnavailable(language);
  }
  if (!post) return jsonAnswer(404, { error: LIST_MESSAGES[language].noPost }, { 'Cache-Control': LIST_CACHE_CONTROL });
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
