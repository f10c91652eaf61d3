/**
 * The public lists' pages as JSON (domain/src/listApi.ts), answered alike: a method but GET or
 * HEAD is 405, a refused request 400 with `{ error }` (cacheable: it depends on the address
 * alone), a failed read 503 (`no-store`, `Retry-After`), a page 200 cached like the pages
 * (`public, max-age=0, s-maxage=21600`: Hosting's CDN keeps an answer per address for 6 hours, and
 * a change visitors can see clears it as it clears the pages, src/cdn).
 */
import { logger } from 'firebase-functions/logger';
import type { HttpAnswer } from '../http';

/** As the pages (PAGE_CACHE_CONTROL, shell/src/server/render.tsx): browsers ask again, the CDN keeps it. */
export const LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=21600';

/** JSON that runs nothing and loads nothing, opened directly or embedded. */
const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const METHODS = ['GET', 'HEAD'];

export function jsonAnswer(status: number, value: unknown, headers: Record<string, string>): HttpAnswer {
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

/** The 503 of a list that could not be read, or of a function that failed. */
export const LIST_UNAVAILABLE: HttpAnswer = jsonAnswer(
  503,
  { error: 'Temporarily unavailable; try again shortly.' },
  { 'Cache-Control': 'no-store', 'Retry-After': '60' },
);

/** One list: how its query is read, and how the page a request asks for is read (on a failure: `failure`, logged). */
export interface ListRoute<R> {
  parse: (query: URLSearchParams) => { request: R } | { error: string };
  load: (request: R) => Promise<unknown>;
  failure: string;
}

/** The answer to one request, from its method and query (the page read only for a request answered with one). */
export async function answerListRequest<R>(
  request: { method: string; query: URLSearchParams },
  route: ListRoute<R>,
): Promise<HttpAnswer> {
  if (!METHODS.includes(request.method)) {
    return jsonAnswer(
      405,
      { error: 'Method not allowed: use GET or HEAD.' },
      { Allow: METHODS.join(', '), 'Cache-Control': 'no-store' },
    );
  }
  const parsed = route.parse(request.query);
  if ('error' in parsed) return jsonAnswer(400, { error: parsed.error }, { 'Cache-Control': LIST_CACHE_CONTROL });
  let page: unknown;
  try {
    page = await route.load(parsed.request);
  } catch (error) {
    logger.error(route.failure, { error: error instanceof Error ? error.message : String(error) });
    return LIST_UNAVAILABLE;
  }
  return jsonAnswer(200, page, { 'Cache-Control': LIST_CACHE_CONTROL });
}
