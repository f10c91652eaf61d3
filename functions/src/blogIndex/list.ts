/**
 * blogList: one page of the public blog list as JSON (domain/src/blogListApi.ts), for the browser
 * once the apps run: a search typed, a category chosen or a page turned asks for the page it
 * shows, a few KB, instead of reading the whole blog index (all its shards, some 1.9 MB at 1,000
 * posts) and filtering it itself. Hosting rewrites `/api/blog` here (firebase.json). The answer
 * is the list page's own: the index read as the server's render reads it (its shards; a post whose
 * unpublish time has come left out, even before publishScheduledContent unpublishes it), then
 * `blogListPage`, the domain's search, category filter and paging.
 *
 * Cached like the pages (`public, max-age=0, s-maxage=21600`): Hosting's CDN keeps an answer per
 * address for 6 hours, and a change visitors can see clears it as it clears the pages (src/cdn:
 * releasing the site again drops every cached response of the site, this one's included).
 * A refused request is 400 with `{ error }` (cacheable too: it depends on the address alone), a
 * method but GET or HEAD 405, a failed read 503 (`no-store`).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  BLOG_INDEX_COLLECTION,
  BLOG_INDEX_DOCUMENTS,
  type BlogCardFields,
  blogCardsFromIndex,
  blogListPage,
  parseBlogListApiQuery,
} from '../domain';
import { db } from '../firebase';
import { PUBLIC_HTTP, withoutPoweredBy } from '../http';

/** As the pages (PAGE_CACHE_CONTROL, shell/src/server/render.tsx): browsers ask again, the CDN keeps it. */
export const BLOG_LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=21600';

/** JSON that runs nothing and loads nothing, opened directly or embedded. */
export const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

export interface BlogListResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON text. */
  body: string;
}

const METHODS = ['GET', 'HEAD'];

function json(status: number, value: unknown, headers: Record<string, string>): BlogListResponse {
  return {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Security-Policy': JSON_CONTENT_SECURITY_POLICY,
      ...headers,
    },
    body: JSON.stringify(value),
  };
}

/**
 * The answer to one request, from its method and query and a way to read the live posts' cards
 * (called only for a request that is answered with a page).
 */
export async function answerBlogListRequest(
  request: { method: string; query: URLSearchParams },
  loadCards: () => Promise<BlogCardFields[]>,
): Promise<BlogListResponse> {
  if (!METHODS.includes(request.method)) {
    return json(
      405,
      { error: 'Method not allowed: use GET or HEAD.' },
      { Allow: METHODS.join(', '), 'Cache-Control': 'no-store' },
    );
  }
  const parsed = parseBlogListApiQuery(request.query);
  if ('error' in parsed) return json(400, { error: parsed.error }, { 'Cache-Control': BLOG_LIST_CACHE_CONTROL });
  let cards: BlogCardFields[];
  try {
    cards = await loadCards();
  } catch (error) {
    logger.error('The blog index could not be read for the blog list', {
      error: error instanceof Error ? error.message : String(error),
    });
    return json(
      503,
      { error: 'Temporarily unavailable; try again shortly.' },
      { 'Cache-Control': 'no-store', 'Retry-After': '60' },
    );
  }
  return json(200, blogListPage(cards, parsed.request), { 'Cache-Control': BLOG_LIST_CACHE_CONTROL });
}

/** The live posts' cards at `now`, newest first, from every shard of the blog index (one read). */
export async function readBlogIndexCards(firestore: Firestore, now: Date = new Date()): Promise<BlogCardFields[]> {
  const collection = firestore.collection(BLOG_INDEX_COLLECTION);
  const shards = await firestore.getAll(...BLOG_INDEX_DOCUMENTS.map((id) => collection.doc(id)));
  return blogCardsFromIndex(
    shards.map((shard) => shard.data()),
    now,
  );
}

/** The query of the request's address (behind Hosting's rewrite, the site's). */
function queryOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
}

export const blogList = onRequest(
  { ...PUBLIC_HTTP, memory: '256MiB', timeoutSeconds: 30, maxInstances: 20 },
  withoutPoweredBy(async (request, response) => {
    try {
      const answer = await answerBlogListRequest(
        { method: request.method, query: queryOf(request.originalUrl || request.url) },
        () => readBlogIndexCards(db()),
      );
      response.status(answer.status).set({ 'X-Content-Type-Options': 'nosniff', ...answer.headers });
      response.send(answer.body);
    } catch (error) {
      logger.error('blogList failed unexpectedly', {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      response.status(503).set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.send(JSON.stringify({ error: 'Temporarily unavailable; try again shortly.' }));
    }
  }),
);
