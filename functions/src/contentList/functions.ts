/**
 * contentList: the public lists' pages as JSON, one function for both (domain/src/listApi.ts):
 * `/api/blog` (functions/src/blogIndex/list.ts) and `/api/case-studies`
 * (functions/src/caseStudyIndex/list.ts); Hosting rewrites every address under `/api` here
 * (firebase.json), so each answers in JSON. Another path is 404. What a page costs, how each
 * address is answered and cached: contentList/answer.ts.
 */
import { onRequest, type Request } from 'firebase-functions/https';
import { answerBlogListRequest, readBlogIndexCards } from '../blogIndex/list';
import { answerCaseStudyListRequest, readCaseStudyListPage } from '../caseStudyIndex/list';
import {
  BLOG_LIST_API_PATH,
  CASE_STUDY_LIST_API_PATH,
  parseBlogListApiQuery,
  parseCaseStudyListApiQuery,
  safeSitePath,
} from '../domain';
import { db } from '../firebase';
import { answering, type HttpAnswer, PUBLIC_HTTP } from '../http';
import {
  jsonAnswer,
  LIST_CACHE_CONTROL,
  LIST_MESSAGES,
  LIST_UNAVAILABLE,
  messageLanguage,
  movedAnswer,
} from './answer';

/**
 * The query of the request's address as sent, without `?` (behind Hosting's rewrite, the site's):
 * its spelling counts, as it does for the CDN's copies (domain/src/listApi.ts, ParsedListApiQuery).
 */
function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}

/** The lists' addresses, which answer as their pages do, and how each reads its query. */
const LISTS = { [BLOG_LIST_API_PATH]: parseBlogListApiQuery, [CASE_STUDY_LIST_API_PATH]: parseCaseStudyListApiQuery };
const LIST_PATHS = [BLOG_LIST_API_PATH, CASE_STUDY_LIST_API_PATH] as const;

/**
 * The answer to one request by its path: behind Hosting's rewrite the site's (every address under
 * `/api`: `/api/blog`); called directly, the emulator and Cloud Run give the path after the
 * function's name. A list's address with a trailing slash moves for good (301) to the one without,
 * as a page's does, and in the same step to the request's one address when the query has one
 * (`/api/blog/?utm_source=x` to `/api/blog?lang=en`); any other address is no list: 404 in JSON, cached as the pages' 404 is, but
 * never an address with control characters or broken percent-encoding (the pages' own answer to
 * it, shell/src/server/render.tsx, is not kept either: it names nothing worth a copy).
 */
export function answerContentListRequest(
  request: { method: string; path: string; query: string },
  read: {
    blogCards: Parameters<typeof answerBlogListRequest>[1];
    caseStudyPage: Parameters<typeof answerCaseStudyListRequest>[1];
  },
): Promise<HttpAnswer> {
  const { path } = request;
  if (path === BLOG_LIST_API_PATH) return answerBlogListRequest(request, read.blogCards);
  if (path === CASE_STUDY_LIST_API_PATH) return answerCaseStudyListRequest(request, read.caseStudyPage);
  const bare = path.replace(/\/+$/, '');
  const list = LIST_PATHS.find((listPath) => listPath === bare);
  if (list) {
    const parsed = LISTS[list](request.query);
    // Its one address; else (a query answered with no page: 302, 400, 404) the query, to be answered there.
    const query =
      'canonical' in parsed
        ? parsed.canonical
        : 'request' in parsed
          ? request.query
          : new URLSearchParams(request.query).toString();
    return Promise.resolve(movedAnswer(301, query ? `${bare}?${query}` : bare));
  }
  const error = LIST_MESSAGES[messageLanguage(request.query)].noList(LIST_PATHS);
  const cacheControl = safeSitePath(path) === null ? 'no-store' : LIST_CACHE_CONTROL;
  return Promise.resolve(jsonAnswer(404, { error }, { 'Cache-Control': cacheControl }));
}

function answer(request: Request): Promise<HttpAnswer> {
  return answerContentListRequest(
    { method: request.method, path: request.path || '/', query: queryOf(request.originalUrl || request.url) },
    { blogCards: () => readBlogIndexCards(db()), caseStudyPage: (page) => readCaseStudyListPage(db(), page) },
  );
}

export const contentList = onRequest(
  { ...PUBLIC_HTTP, memory: '256MiB', timeoutSeconds: 30, maxInstances: 20 },
  answering('contentList', answer, LIST_UNAVAILABLE),
);
