/**
 * contentList: the public lists' pages as JSON, one function for both (domain/src/listApi.ts):
 * `/api/blog` (functions/src/blogIndex/list.ts) and `/api/case-studies`
 * (functions/src/caseStudyIndex/list.ts), which Hosting rewrites here (firebase.json). Another
 * path is 404. What a page costs, how it is cached and refused: contentList/answer.ts.
 */
import { onRequest, type Request } from 'firebase-functions/https';
import { answerBlogListRequest, readBlogIndexCards } from '../blogIndex/list';
import { answerCaseStudyListRequest, readCaseStudyListPage } from '../caseStudyIndex/list';
import { BLOG_LIST_API_PATH, CASE_STUDY_LIST_API_PATH } from '../domain';
import { db } from '../firebase';
import { answering, type HttpAnswer, PUBLIC_HTTP } from '../http';
import { jsonAnswer, LIST_CACHE_CONTROL, LIST_UNAVAILABLE } from './answer';

/** The query of the request's address (behind Hosting's rewrite, the site's). */
function queryOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
}

/**
 * The answer to one request by its path: behind Hosting's rewrite the site's (`/api/blog`); called
 * directly, the emulator and Cloud Run give the path after the function's name.
 */
export function answerContentListRequest(
  request: { method: string; path: string; query: URLSearchParams },
  read: {
    blogCards: Parameters<typeof answerBlogListRequest>[1];
    caseStudyPage: Parameters<typeof answerCaseStudyListRequest>[1];
  },
): Promise<HttpAnswer> {
  const path = request.path.replace(/\/+$/, '');
  if (path === BLOG_LIST_API_PATH) return answerBlogListRequest(request, read.blogCards);
  if (path === CASE_STUDY_LIST_API_PATH) return answerCaseStudyListRequest(request, read.caseStudyPage);
  return Promise.resolve(
    jsonAnswer(
      404,
      { error: `No list at this address: ask ${BLOG_LIST_API_PATH} or ${CASE_STUDY_LIST_API_PATH}.` },
      { 'Cache-Control': LIST_CACHE_CONTROL },
    ),
  );
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
