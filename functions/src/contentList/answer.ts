/**
 * The public lists' pages as JSON (domain/src/listApi.ts), answered alike and as each list's page
 * answers the same address (site-remote/src/server/pageOutcome.ts; the table of cases is in
 * functions/README.md, _contentList_):
 * - a page: 200, cached like the pages (`public, max-age=0, s-maxage=21600`: Hosting's CDN keeps an
 *   answer per address for 6 hours, and a change visitors can see clears it as it clears the pages,
 *   src/cdn);
 * - a page beyond the last: 404, cached as the page's 404 is (the same header), with the page's
 *   counts (what the list renders its 404 from) and `error` in the language asked for;
 * - another address of a page (a parameter the list does not take, another order, `page=1`, …;
 *   domain's ParsedListApiQuery): 301 to the page's one address, cached as the pages' redirects,
 *   nothing read, so each page is one copy in the CDN and an address varied at will (`?x=1`,
 *   `?x=2`, …) reaches neither the list's read nor Firestore;
 * - a parameter of the list given twice with different values (`page=2&page=3`): 400, cached,
 *   nothing read, naming the parameter;
 * - a junk `page`: 302 to the list's first page, cached as the page's redirect is;
 * - a `lang` that is no language of the site: 404 (as `/de/blog`), cached;
 * - a method but GET or HEAD: 405, not cached; a failed read: 503 (`no-store`, `Retry-After`).
 * Every `error` is a sentence in the language asked for (English when none is, or an unknown one).
 */
import { logger } from 'firebase-functions/logger';
import { type Language, listApiLanguage, type ParsedListApiQuery } from '../domain';
import type { HttpAnswer } from '../http';

/** As the pages (PAGE_CACHE_CONTROL, shell/src/server/render.tsx): browsers ask again, the CDN keeps it. */
export const LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=21600';

/** JSON that runs nothing and loads nothing, opened directly or embedded. */
const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const METHODS = ['GET', 'HEAD'];

/** Which list a message is about: its name in a sentence ("There is no page 9 of …"). */
export type ListName = 'blog' | 'caseStudies';

/** What the answers say, in each language of the site (a visitor reads them in a browser's JSON view or a client's log). */
export const LIST_MESSAGES = {
  en: {
    beyond: (list: ListName, page: number, last: number) =>
      `There is no page ${page} of ${list === 'blog' ? 'these articles' : 'case studies'}: the last is page ${last}.`,
    noList: (paths: readonly string[]) => `There is no list at this address: the lists are ${paths.join(' and ')}.`,
    repeated: (name: string) => `The parameter "${name}" is given more than once with different values: give it once.`,
    noPost: 'There is no published post at this address.',
    method: 'Method not allowed: use GET or HEAD.',
    unavailable: 'Temporarily unavailable; try again shortly.',
  },
  sv: {
    beyond: (list: ListName, page: number, last: number) =>
      `Det finns ingen sida ${page} med ${list === 'blog' ? 'de här artiklarna' : 'kundcase'}: den sista är sida ${last}.`,
    noList: (paths: readonly string[]) =>
      `Det finns ingen lista på den här adressen: listorna är ${paths.join(' och ')}.`,
    repeated: (name: string) => `Parametern "${name}" anges mer än en gång med olika värden: ange den en gång.`,
    noPost: 'Det finns ingen publicerad artikel på den här adressen.',
    method: 'Metoden är inte tillåten: använd GET eller HEAD.',
    unavailable: 'Tillfälligt otillgänglig; försök igen om en stund.',
  },
} as const satisfies Record<Language, unknown>;

/** A `lang` the site has not: said in English, the visitor's language being unknown. */
const unknownLanguage = (name: string) => `There is no list in the language "${name.slice(0, 40)}": lang is en or sv.`;

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

/** A redirect (`status`) to `location`, a path on this site, with the cache header `cacheControl`. */
export function movedAnswer(status: 301 | 302, location: string, cacheControl = LIST_CACHE_CONTROL): HttpAnswer {
  return jsonAnswer(status, { location }, { Location: location, 'Cache-Control': cacheControl });
}

/** The 503 of a list or post that could not be read, or of a function that failed, in `language`. */
export function listUnavailable(language: Language): HttpAnswer {
  return jsonAnswer(
    503,
    { error: LIST_MESSAGES[language].unavailable },
    { 'Cache-Control': 'no-store', 'Retry-After': '60' },
  );
}

/** The 503 of a function that failed before it knew the language asked for. */
export const LIST_UNAVAILABLE: HttpAnswer = listUnavailable('en');

/** The language a request's answer speaks (its query, as sent): the one its `lang` names, else English. */
export function messageLanguage(query: string): Language {
  const language = listApiLanguage(new URLSearchParams(query));
  return typeof language === 'string' ? language : 'en';
}

/** A list's page as it is answered: the page asked for and how many there are (each list's JSON has them). */
interface LoadedPage {
  page: number;
  pageCount: number;
}

/**
 * One list: where it is answered, what it is called, how its query is read, how the page a
 * request asks for is read (on a failure: `failure`, logged), and, when the list moves an address
 * once it is read (the blog list: a category named in the other language), where.
 */
export interface ListRoute<R extends { language: Language }, P extends LoadedPage> {
  path: string;
  name: ListName;
  parse: (query: string) => ParsedListApiQuery<R>;
  load: (request: R) => Promise<P>;
  moved?: (request: R, page: P) => string | null;
  failure: string;
}

/**
 * The answer to one request, from its method and query (as sent, without `?`; the page read only
 * for a request answered with one).
 */
export async function answerListRequest<R extends { language: Language }, P extends LoadedPage>(
  request: { method: string; query: string },
  route: ListRoute<R, P>,
): Promise<HttpAnswer> {
  const parsed = answeredUnread(request, route.path, route.parse);
  if (!('request' in parsed)) return parsed;
  const asked = parsed.request;
  let page: P;
  try {
    page = await route.load(asked);
  } catch (error) {
    logger.error(route.failure, { error: error instanceof Error ? error.message : String(error) });
    return listUnavailable(asked.language);
  }
  const moved = route.moved?.(asked, page);
  if (moved) return movedAnswer(302, `${route.path}?${moved}`);
  if (page.page > page.pageCount) {
    const error = LIST_MESSAGES[asked.language].beyond(route.name, page.page, page.pageCount);
    return jsonAnswer(404, { error, ...page }, { 'Cache-Control': LIST_CACHE_CONTROL });
  }
  return jsonAnswer(200, page, { 'Cache-Control': LIST_CACHE_CONTROL });
}

/**
 * What every address of the API answers before anything is read, from its method and query (as
 * sent, without `?`): 405 for a method but GET or HEAD, 404 for an unknown language, 400 for a
 * parameter twice with different values, 302 from a junk page, 301 to the one address at `path`;
 * else the request to read for.
 */
export function answeredUnread<R>(
  request: { method: string; query: string },
  path: string,
  parse: (query: string) => ParsedListApiQuery<R>,
): HttpAnswer | { request: R } {
  if (!METHODS.includes(request.method)) {
    return jsonAnswer(
      405,
      { error: LIST_MESSAGES[messageLanguage(request.query)].method },
      { Allow: METHODS.join(', '), 'Cache-Control': 'no-store' },
    );
  }
  const parsed = parse(request.query);
  if ('unknownLanguage' in parsed) {
    return jsonAnswer(404, { error: unknownLanguage(parsed.unknownLanguage) }, { 'Cache-Control': LIST_CACHE_CONTROL });
  }
  if ('repeated' in parsed) {
    const error = LIST_MESSAGES[messageLanguage(request.query)].repeated(parsed.repeated);
    return jsonAnswer(400, { error }, { 'Cache-Control': LIST_CACHE_CONTROL });
  }
  if ('firstPage' in parsed) return movedAnswer(302, `${path}?${parsed.firstPage}`);
  if ('canonical' in parsed) return movedAnswer(301, `${path}?${parsed.canonical}`);
  return parsed;
}
