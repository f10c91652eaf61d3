import {
  BLOG_INDEX_COLLECTION,
  BLOG_INDEX_DOCUMENTS,
  BLOG_REDIRECTS_COLLECTION,
  BLOGS_COLLECTION,
  type Blog,
  type BlogCardFields,
  blogCardsFromIndex,
  blogFromFirestore,
  isLive,
  isValidSlug,
} from '@app/domain';
import type { AppConfig } from '@app/platform';
import { loadFirestore } from './firestore';
import { queryLive } from './published';

/** How long the browser reuses the index it read (the server reads it on every render). */
const BROWSER_INDEX_TTL_MS = 60_000;
let browserIndex: { at: number; cards: Promise<BlogCardFields[]> } | null = null;

async function readBlogIndex(config?: AppConfig): Promise<BlogCardFields[]> {
  const { db, sdk } = await loadFirestore(config);
  const shards = await Promise.all(
    BLOG_INDEX_DOCUMENTS.map((id) => sdk.getDoc(sdk.doc(db, BLOG_INDEX_COLLECTION, id))),
  );
  return blogCardsFromIndex(shards.map((shard) => shard.data()));
}

/**
 * The live posts' cards, newest first, from the blog index (domain/src/blogIndex.ts): a fixed
 * number of reads (its shards) however many posts there are, and no post's body. A post whose unpublish time has come is left
 * out even before the scheduled function has unpublished it. In the browser the index is reused
 * for a minute, so typing a search does not read it again for every letter. The server reads it
 * with the request's `config`.
 */
export function listBlogCards(config?: AppConfig): Promise<BlogCardFields[]> {
  if (typeof window === 'undefined') return readBlogIndex(config);
  const now = Date.now();
  if (!browserIndex || now - browserIndex.at > BROWSER_INDEX_TTL_MS) {
    const cards = readBlogIndex();
    browserIndex = { at: now, cards };
    cards.catch(() => {
      if (browserIndex?.cards === cards) browserIndex = null;
    });
  }
  return browserIndex.cards;
}

/** Forgets the browser's copy of the index (tests). */
export function forgetBlogIndex(): void {
  browserIndex = null;
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
