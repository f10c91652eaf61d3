/**
 * contentList: the public lists' pages as JSON, one function for both (domain/src/listApi.ts):
 * `/api/blog` (functions/src/blogIndex/list.ts) and `/api/case-studies`
 * (functions/src/caseStudyIndex/list.ts), and a published post, `/api/blog/<slug>` (./post.ts, which
 * also moves a renamed post's old slug to its current one);
 * Hosting rewrites every address under `/api` here
 * (firebase.json), so each answers in JSON. Another path is 404. What a page costs, how each
 * address is answered and cached: contentList/answer.ts.
 */
import { onRequest, type Request } from 'firebase-functions/https';
import { answerBlogListRequest, readBlogIndexCards } from '../blogIndex/list';
import { answerCaseStudyListRequest, readCaseStudyListPage } from '../caseStudyIndex/list';
import {
  BLOG_LIST_API_PATH,
  CASE_STUDY_LIST_API_PATH,
  isFoldableSpelling,
  matchBlogPostApiPath,
  normalizedPathSpelling,
  type ParsedListApiQuery,
  parseBlogListApiQuery,
  parseBlogPostApiQuery,
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
import { answerBlogPostRequest, type BlogPostReads, readBlogRedirect, readLiveBlogPost } from './post';

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
    blogPost: BlogPostReads['post'];
    blogRedirect: BlogPostReads['redirect'];
  },
): Promise<HttpAnswer> {
  const { path } = request;
  // Another spelling of an address (`/api/bl%6Fg`, `/api/blog/%6Dy-slug`, lower-case escapes):
  // answered as its one spelling is, as the page is (shell/src/server/render.tsx).
  const spelling = normalizedPathSpelling(path);
  if (spelling !== path && safeSitePath(path) !== null) {
    return answerContentListRequest({ ...request, path: spelling }, read).then((answer) =>
      respelled(answer, spelling, request.query),
    );
  }
  if (path === BLOG_LIST_API_PATH) return answerBlogListRequest(request, read.blogCards);
  if (path === CASE_STUDY_LIST_API_PATH) return answerCaseStudyListRequest(request, read.caseStudyPage);
  const cacheControl = safeSitePath(path) === null || isFoldableSpelling(path) ? 'no-store' : LIST_CACHE_CONTROL;
  // A post's address (`/api/blog/<slug>`), spelled otherwise (301), or naming no slug a post can have (404, nothing read).
  const post = matchBlogPostApiPath(path);
  if (post && 'slug' in post) {
    return answerBlogPostRequest(request, post.slug, { post: read.blogPost, redirect: read.blogRedirect });
  }
  if (post && 'moved' in post) {
    return Promise.resolve(movedTo(post.moved, parseBlogPostApiQuery(request.query), request.query));
  }
  if (post) {
    const error = LIST_MESSAGES[messageLanguage(request.query)].noPost;
    return Promise.resolve(jsonAnswer(404, { error }, { 'Cache-Control': cacheControl }));
  }
  const bare = path.replace(/\/+$/, '');
  const list = LIST_PATHS.find((listPath) => listPath === bare);
  if (list) return Promise.resolve(movedTo(bare, LISTS[list](request.query), request.query));
  const error = LIST_MESSAGES[messageLanguage(request.query)].noList(LIST_PATHS);
  return Promise.resolve(jsonAnswer(404, { error }, { 'Cache-Control': cacheControl }));
}

/**
 * The answer to another spelling of the address `path` (its one spelling, domain's
 * normalizedPathSpelling), from the answer there: a list or post moves there for good (301, with the
 * query, which its 200 says is the one), anything else is answered as there. Kept by no CDN
 * either way: one that folds the two spellings into one copy would answer the page's address with
 * the redirect.
 */
function respelled(answer: HttpAnswer, path: string, query: string): HttpAnswer {
  if (answer.status === 200) return movedAnswer(301, query ? `${path}?${query}` : path, 'no-store');
  return { ...answer, headers: { ...answer.headers, 'Cache-Control': 'no-store' } };
}

/**
 * The 301 from another spelling of an address to `path`, in the same step to the request's one
 * address when its query has one (`parsed`); else (a query answered with nothing read there: 302,
 * 400, 404) with the query, to be answered there.
 */
function movedTo<R>(path: string, parsed: ParsedListApiQuery<R>, query: string): HttpAnswer {
  const kept =
    'canonical' in parsed ? parsed.canonical : 'request' in parsed ? query : new URLSearchParams(query).toString();
  return movedAnswer(301, kept ? `${path}?${kept}` : path);
}

function answer(request: Request): Promise<HttpAnswer> {
  return answerContentListRequest(
    { method: request.method, path: request.path || '/', query: queryOf(request.originalUrl || request.url) },
    {
      blogCards: () => readBlogIndexCards(db()),
      caseStudyPage: (page) => readCaseStudyListPage(db(), page),
      blogPost: (slug) => readLiveBlogPost(db(), slug),
      blogRedirect: (slug) => readBlogRedirect(db(), slug),
    },
  );
}

export const contentList = onRequest(
  { ...PUBLIC_HTTP, memory: '256MiB', timeoutSeconds: 30, maxInstances: 20 },
  answering('contentList', answer, LIST_UNAVAILABLE),
);
