/**
 * seoFiles: the sitemap and the two RSS feeds, built from Firestore at request time so
 * a post published, edited or unpublished in the admin shows up without a rebuild or redeploy.
 * Firebase Hosting sends these paths here (the shell target's rewrites in firebase.json); the
 * local shell dev server forwards them to the emulator the same way.
 *
 *   /sitemap.xml   every public address (domain/src/routes.ts) and published post, in both languages
 *   /rss.xml       the published posts in English
 *   /sv/rss.xml    the published posts in Swedish (the English text where a Swedish one is empty)
 *
 * robots.txt is a static file of the shell (shell/public/robots.txt), not served here: the
 * Functions Framework answers /robots.txt with a 404 before any function code runs.
 *
 * The query string is ignored: one path, one document, one cache entry. Answers may be cached
 * for CACHE_SECONDS by browsers and by Hosting's CDN (see CACHE_CONTROL).
 */

import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onRequest, type Request } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { type SeoSettings, seoSettings } from '../config';
import {
  BLOG_CARD_FIELDS,
  BLOGS_COLLECTION,
  type BlogFields,
  blogFromFirestore,
  blogPostPath,
  CASE_STUDIES_COLLECTION,
  FEED_PATHS,
  isLive,
  isValidSlug,
  type Language,
  localizeBlog,
  postModifiedTime,
  publicationFromFirestore,
  readDate,
  readUpdatedAt,
  SITEMAP_PATH,
  sitePaths,
  UPDATED_AT_FIELD,
} from '../domain';
import { db } from '../firebase';
import { answering, type HttpAnswer, PUBLIC_HTTP } from '../http';
import { buildRssFeed, buildSitemap, type FeedItem, rfc822Date, type SitemapEntry } from './xml';

/**
 * How long a browser or feed reader may keep an answer (5 minutes) and Hosting's CDN (6 hours, as
 * the pages): a change to live content clears the CDN within a minute (src/cdn), so a change
 * reaches everyone within about 6 minutes.
 */
const CACHE_SECONDS = 300;
const CDN_CACHE_SECONDS = 6 * 60 * 60;
export const CACHE_CONTROL = `public, max-age=${CACHE_SECONDS}, s-maxage=${CDN_CACHE_SECONDS}`;

/** What the feeds and the sitemap read of a post: what its card shows, but the image. */
type FeedField = Exclude<(typeof BLOG_CARD_FIELDS)[number], `image_${string}`>;
const FEED_FIELDS = BLOG_CARD_FIELDS.filter((field): field is FeedField => !field.startsWith('image_'));

type FeedFields = Pick<BlogFields, FeedField>;

/** A published post as the sitemap and the feeds need it (the content is not read). */
export type PublishedPost = FeedFields & {
  /**
   * When its content last changed (`updated_at`, domain contentChange.ts), if it has that: not a
   * publish, an unpublish or the functions' own writes (Firestore's update time is any write's).
   */
  updated: Date | null;
};

export interface PublishedContent {
  /** Newest first. */
  posts: PublishedPost[];
  /** When the content of a published case study last changed (its creation, if never since), if there is one. */
  caseStudiesUpdated: Date | null;
}

export type SeoResponse = HttpAnswer;

type Kind = 'sitemap' | { feed: Language };

function kindOf(path: string): Kind | null {
  if (path === SITEMAP_PATH) return 'sitemap';
  for (const language of Object.keys(FEED_PATHS) as Language[]) {
    if (path === FEED_PATHS[language]) return { feed: language };
  }
  return null;
}

const CONTENT_TYPES = {
  sitemap: 'application/xml; charset=utf-8',
  feed: 'application/rss+xml; charset=utf-8',
} as const;

function plain(status: number, body: string, headers: Record<string, string> = {}): SeoResponse {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body: `${body}\n` };
}

/** The later of two optional instants. */
function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * A post's lastmod: when its content last changed, else (or when that was on an earlier day) its
 * publication date, as its page's dateModified (postModifiedTime).
 */
function postLastmod(post: PublishedPost): string | undefined {
  return postModifiedTime(post.published_date, post.updated) || undefined;
}

/**
 * When the newest of `posts` changed, as a feed's lastBuildDate: the latest of each post's change
 * time (postModifiedTime) and its item's pubDate, so never before its newest item.
 */
function feedUpdated(posts: readonly PublishedPost[], builtAt: Date): Date | null {
  return posts.reduce<Date | null>((when, post) => {
    const pubDate = rfc822Date(post.published_date, builtAt);
    const modified = postModifiedTime(post.published_date, post.updated);
    const changed = modified.includes('T') ? new Date(modified) : null;
    return latest(when, latest(pubDate ? new Date(pubDate) : null, changed));
  }, null);
}

/**
 * The sitemap's entries: every public address, the blog posts among them with their lastmod, the
 * blog list with its newest post's, the case-study list with its newest case study's. The other
 * pages are static content shipped with the site, whose change date the data does not know: they
 * carry no lastmod rather than an invented one.
 */
export function sitemapEntries(content: PublishedContent): SitemapEntry[] {
  const postsBySlug = new Map(content.posts.map((post) => [post.slug, post]));
  // A date ('2025-03-05') and a date-time sort as their days do ('2025-03-02T…' before it).
  const newestPost = content.posts
    .map(postLastmod)
    .filter((lastmod): lastmod is string => lastmod !== undefined)
    .sort()
    .at(-1);
  return sitePaths([...postsBySlug.keys()]).map(({ route, path, param }): SitemapEntry => {
    if (route === 'blogPost') {
      const post = param === undefined ? undefined : postsBySlug.get(param);
      const lastmod = post ? postLastmod(post) : undefined;
      return lastmod ? { path, lastmod } : { path };
    }
    if (route === 'blog') return newestPost ? { path, lastmod: newestPost } : { path };
    if (route === 'caseStudies' && content.caseStudiesUpdated)
      return { path, lastmod: content.caseStudiesUpdated.toISOString() };
    return { path };
  });
}

/** How many posts a feed carries: the newest. */
export const FEED_SIZE = 50;

/** The feed items of one language: each text in Swedish where the post has it, else English. */
export function feedItems(posts: readonly PublishedPost[], language: Language): FeedItem[] {
  return posts.map((post) => {
    // The site's own rule (localizeBlog): the Swedish text where it exists, else the English.
    // (The fields a feed does not read are left empty by the tolerant converter.)
    const text = localizeBlog(blogFromFirestore('', post), language);
    return {
      path: blogPostPath(post.slug),
      title: text.title,
      excerpt: text.excerpt,
      category: text.category,
      author: post.author,
      publishedDate: post.published_date,
    };
  });
}

/**
 * The answer to one request, from its method and path (query ignored), the settings, a way to
 * read the published content (called only for the sitemap and the feeds; a feed asks for its
 * FEED_SIZE newest posts) and the time it answers
 * (no feed item is dated later).
 */
export async function answerSeoRequest(
  request: { method: string; path: string },
  settings: SeoSettings,
  loadContent: (newest?: number) => Promise<PublishedContent>,
  now: Date = new Date(),
): Promise<SeoResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plain(405, 'Method not allowed: use GET or HEAD.', { Allow: 'GET, HEAD' });
  }
  const kind = kindOf(request.path);
  if (!kind) {
    // `/rss.xml/`, which Hosting sends here too, is the feed's address with a slash: moved, as a page's is.
    const bare = request.path.replace(/\/+$/, '');
    if (bare !== request.path && kindOf(bare))
      return plain(301, `Moved to ${bare}.`, { Location: bare, 'Cache-Control': CACHE_CONTROL });
    return plain(404, 'Not found.', { 'Cache-Control': CACHE_CONTROL });
  }
  const { siteUrl, brand } = settings;
  if (!siteUrl) {
    logger.error('SITE_URL is not an http(s) address: the sitemap and the feeds cannot be built');
    return plain(503, 'Not configured.', { 'Cache-Control': 'no-store' });
  }
  let content: PublishedContent;
  try {
    // A feed needs its newest posts only; the sitemap every post and the case studies' date.
    content = await (kind === 'sitemap' ? loadContent() : loadContent(FEED_SIZE));
  } catch (error) {
    logger.error('Published content could not be read for the sitemap or a feed', {
      path: request.path,
      error: error instanceof Error ? error.message : String(error),
    });
    return plain(503, 'Temporarily unavailable; try again shortly.', {
      'Cache-Control': 'no-store',
      'Retry-After': '60',
    });
  }
  if (kind === 'sitemap') {
    return {
      status: 200,
      headers: cached(CONTENT_TYPES.sitemap),
      body: buildSitemap(siteUrl, sitemapEntries(content)),
    };
  }
  // A feed is the newest posts, as readers poll it; the sitemap names every post.
  const newest = content.posts.slice(0, FEED_SIZE);
  const updated = feedUpdated(newest, now);
  const body = buildRssFeed(
    { siteUrl, brand, language: kind.feed, builtAt: now, ...(updated ? { updated } : {}) },
    feedItems(newest, kind.feed),
  );
  return { status: 200, headers: cached(CONTENT_TYPES.feed), body };
}

/**
 * XML that runs nothing and loads nothing: a browser that opens a feed or the sitemap (or a
 * document that embeds one) gets no script, style, frame or request from it.
 */
const XML_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

function cached(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Cache-Control': CACHE_CONTROL,
    'Content-Security-Policy': XML_CONTENT_SECURITY_POLICY,
  };
}

/**
 * The published posts (newest first) and when a published case study last changed, as at `now`:
 * a document whose publish time is still to come or whose unpublish time has passed is left out,
 * even before publishScheduledContent has changed its `is_published` (schedule.ts). With `newest`
 * (a feed's FEED_SIZE) only that many posts, read a page of `newest` at a time until they are
 * found (a page's posts that are not live, or not reachable, are passed over), and no case study:
 * a feed read every published post, a thousand reads for fifty items, at each cache miss.
 */
export async function loadPublishedContent(
  firestore: Firestore,
  now: Date = new Date(),
  newest?: number,
): Promise<PublishedContent> {
  const published = firestore
    .collection(BLOGS_COLLECTION)
    .where('is_published', '==', true)
    .orderBy('published_date', 'desc')
    .select(...FEED_FIELDS, 'is_published', 'publish_at', 'unpublish_at', UPDATED_AT_FIELD);
  const readPosts = async (): Promise<PublishedPost[]> => {
    const posts: PublishedPost[] = [];
    const seen = new Set<string>();
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      const query: Query =
        newest === undefined ? published : (after ? published.startAfter(after) : published).limit(newest);
      const page = await query.get();
      for (const snapshot of page.docs) {
        const blog = blogFromFirestore(snapshot.id, snapshot.data());
        // A post without a slug has no address, nor has one whose slug no address carries (stored by an
        // import before the slug checks: its page answers 404); a second post with the same slug is not reachable.
        if (!isValidSlug(blog.slug) || seen.has(blog.slug) || !isLive(blog, now)) continue;
        seen.add(blog.slug);
        const fields = Object.fromEntries(FEED_FIELDS.map((field) => [field, blog[field]])) as FeedFields;
        posts.push({ ...fields, updated: blog.updated_at ?? null });
      }
      after = page.docs.at(-1);
      if (newest === undefined) return posts;
      if (posts.length >= newest || page.size < newest) return posts.slice(0, newest);
    }
  };
  const [posts, created, changed] = await Promise.all([
    readPosts(),
    newest === undefined ? newestLiveCaseStudy(firestore, 'created_at', now) : null,
    newest === undefined ? newestLiveCaseStudy(firestore, UPDATED_AT_FIELD, now) : null,
  ]);
  // When a live story's content last changed, never before its creation (its time before it had one).
  return { posts, caseStudiesUpdated: latest(created, changed) };
}

/** How many published case studies one read of newestLiveCaseStudy takes. */
const CASE_STUDY_PAGE = 20;

/**
 * The latest `field` (`created_at` or `updated_at`) of the case studies live at `now`: the published
 * ones newest first by it, a page at a time until a live one is found (one whose publish time is to
 * come or whose unpublish time has passed is passed over); null when none is live or has it. The
 * list's date is the later of the two: each story's latest change, never before its creation,
 * without reading every story (a thousand reads at each of the sitemap's cache misses).
 */
async function newestLiveCaseStudy(
  firestore: Firestore,
  field: 'created_at' | typeof UPDATED_AT_FIELD,
  now: Date,
): Promise<Date | null> {
  const published = firestore
    .collection(CASE_STUDIES_COLLECTION)
    .where('is_published', '==', true)
    .orderBy(field, 'desc')
    .select(field, 'is_published', 'publish_at', 'unpublish_at');
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? published.startAfter(after) : published).limit(CASE_STUDY_PAGE).get();
    const live = page.docs.find((snapshot) => isLive(publicationFromFirestore(snapshot.data()), now));
    if (live) return field === 'created_at' ? readDate(live.get(field)) : readUpdatedAt(live.data());
    if (page.size < CASE_STUDY_PAGE) return null;
    after = page.docs.at(-1);
  }
}

function requestPath(request: Request): string {
  // Behind a Hosting rewrite the path is the site's; called directly, the emulator and Cloud Run
  // also give the path after the function's name.
  return request.path || '/';
}

export const seoFiles = onRequest(
  { ...PUBLIC_HTTP, memory: '256MiB', timeoutSeconds: 30, maxInstances: 10 },
  answering(
    'seoFiles',
    (request) =>
      answerSeoRequest({ method: request.method, path: requestPath(request) }, seoSettings(), (newest) =>
        loadPublishedContent(db(), new Date(), newest),
      ),
    {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      body: 'Temporarily unavailable; try again shortly.\n',
    },
  ),
);
