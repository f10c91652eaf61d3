import {
  BLOG_INDEX_COLLECTION,
  BLOG_INDEX_DOCUMENTS,
  BLOG_LIST_API_PATH,
  BLOG_REDIRECTS_COLLECTION,
  BLOGS_COLLECTION,
  type BlogCardFields,
  type BlogListApiRequest,
  type BlogListPage,
  blogCardsFromIndex,
  blogFromFirestore,
  blogListApiQuery,
  blogPostApiAddress,
  blogPostFromJson,
  isLive,
  isValidSlug,
  type Language,
  type PublicBlog,
  publicBlog,
  redirectTarget,
} from '@app/domain';
import type { AppConfig } from '@app/platform';
import { loadFirestore } from './firestore';
import { fetchListPage, fetchPostJson } from './listApi';
import { queryLive } from './published';

/**
 * The live posts' cards, newest first, from the blog index (domain/src/blogIndex.ts): a fixed
 * number of reads (its shards) however many posts there are, and no post's body. A post whose
 * unpublish time has come is left out even before the scheduled function has unpublished it. The
 * server's render reads it with the request's `config`; the browser asks for the page it shows
 * instead ({@link fetchBlogListPage}).
 */
export async function listBlogCards(config?: AppConfig): Promise<BlogCardFields[]> {
  const { db, sdk } = await loadFirestore(config);
  const shards = await Promise.all(
    BLOG_INDEX_DOCUMENTS.map((id) => sdk.getDoc(sdk.doc(db, BLOG_INDEX_COLLECTION, id))),
  );
  return blogCardsFromIndex(shards.map((shard) => shard.data()));
}

/**
 * One page of the blog list as the server computes it from the index (`/api/blog`, the function
 * contentList: domain/src/listApi.ts), for the browser: a few KB for the page shown, where the
 * index is every post's card (some 1.9 MB at 1,000 posts). Same origin, cached by Hosting's CDN.
 */
export async function fetchBlogListPage(request: BlogListApiRequest): Promise<BlogListPage> {
  return (await fetchListPage(`${BLOG_LIST_API_PATH}?${blogListApiQuery(request)}`, 'The blog list')) as BlogListPage;
}

/**
 * The published post with this slug, or null when there is none (or it is not live now): what its
 * page shows of it (publicContent.ts), which the server's render hands the browser in the page.
 */
export async function getPublishedBlogBySlug(slug: string, config?: AppConfig): Promise<PublicBlog | null> {
  // An address no post can have (over-long, or characters a slug never has) is not found without
  // asking the store: it would refuse the query, and a refused query would answer 503.
  if (!isValidSlug(slug)) return null;
  const [doc] = await queryLive(BLOGS_COLLECTION, { slug }, 1, config);
  const blog = doc ? blogFromFirestore(doc.id, doc.data()) : null;
  return blog && isLive(blog) ? publicBlog(blog) : null;
}

/**
 * The published post with this slug as the server answers it (`/api/blog/<slug>`, the function
 * contentList: domain/src/listApi.ts), for the browser, when a post is opened inside the running
 * apps: what its page shows of it, as {@link getPublishedBlogBySlug} reads it for the server's
 * render, with its titles' hyphenated copies, which only the server can make (the hyphenation
 * patterns are never sent to a browser). Null when no post is live at the slug. `language` is the
 * language of the server's messages only. Same origin, cached by Hosting's CDN.
 */
export async function fetchPublishedBlog(slug: string, language: Language): Promise<PublicBlog | null> {
  if (!isValidSlug(slug)) return null;
  const json = await fetchPostJson(blogPostApiAddress(slug, language), 'The post');
  return json === null ? null : blogPostFromJson(json);
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
