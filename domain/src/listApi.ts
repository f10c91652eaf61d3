/**
 * The public lists' pages as JSON, what the browser asks the server for once the apps run instead of
 * reading an index from Firestore: the blog list's ({@link BLOG_LIST_API_PATH}) and the case
 * studies' ({@link CASE_STUDY_LIST_API_PATH}). One function answers both (functions/src/contentList:
 * `contentList`, which Hosting rewrites every address under `/api` to); both take `lang` and
 * `page`, read as the list page reads its address ({@link ParsedListApiQuery}: each address is
 * answered as its page is), and are written by one function each here (`…ApiQuery`) so the
 * browser asks one address per request and Hosting's CDN keeps one copy of it.
 *
 * The blog list's page: the server reads the blog index (functions/src/blogIndex/list.ts). The same request the list page renders from (its language,
 * search, category and page), the same answer ({@link blogListPage}: the page's cards, its counts
 * and the category filter), so a page the browser renders from it is the page the server renders.
 *
 *   /api/blog?lang=sv&q=ai&category=AI-strategi&page=2
 *
 * `lang` (absent for English, as `/blog` is), `q`, `category` (absent for all) and `page` (absent
 * for the first) as the list's address has them. One address per request ({@link blogListApiQuery} writes each part only
 * when it is not the default, in one order, the search trimmed), so Hosting's CDN keeps one copy.
 */
import { ALL_CATEGORIES, BLOG_LIMITS } from './blog';
import type { BlogListRequest } from './blogIndex';
import { caseStudyFromFirestore } from './caseStudy';
import { isLanguage, type Language } from './language';
import { type ListPage, PAGE_PARAM, parseListPage } from './paging';
import { type PublicCaseStudy, publicCaseStudy } from './publicContent';

/** Where the blog list's pages are answered as JSON (no extension: Hosting's rules for files do not apply). */
export const BLOG_LIST_API_PATH = '/api/blog';

/** Every list's parameter for its language. */
const LANGUAGE_PARAM = 'lang';

/** Its query's parameters. */
export const BLOG_LIST_API_PARAMS = {
  language: LANGUAGE_PARAM,
  search: 'q',
  category: 'category',
  page: PAGE_PARAM,
} as const;

/**
 * The longest search that can find a post: a search finds a post by a substring of its title or
 * excerpt, so a longer one than the longest of them finds nothing (the list's search field stops
 * there; a longer one in an address is answered, with no post, as the list page answers it).
 */
export const BLOG_SEARCH_MAX_LENGTH = Math.max(BLOG_LIMITS.title, BLOG_LIMITS.excerpt);

/** The request without a page size (the list's own: BLOG_PAGE_SIZE). */
export type BlogListApiRequest = Required<Omit<BlogListRequest, 'pageSize'>>;

/** The query string of a request's address (without `?`). */
export function blogListApiQuery(request: BlogListApiRequest): string {
  const params = new URLSearchParams({ [BLOG_LIST_API_PARAMS.language]: request.language });
  const search = request.search.trim();
  if (search !== '') params.set(BLOG_LIST_API_PARAMS.search, search);
  if (request.category !== ALL_CATEGORIES) params.set(BLOG_LIST_API_PARAMS.category, request.category);
  if (request.page > 1) params.set(BLOG_LIST_API_PARAMS.page, String(request.page));
  return params.toString();
}

/**
 * What a list's address asks for, read as the list page reads its own address (site-remote's
 * `blogListRequest`, `caseStudiesPageAsked`), so each address is answered as its page is:
 * - `request`: the page (200; 404 when it is beyond the last, decided once the list is read);
 * - `firstPage`: a junk `page` (0, -1, 1.5, 'x', empty, seven digits or more), which the page
 *   redirects (302) to the list's first page; the query of that page's address;
 * - `unknownLanguage`: a `lang` that is no language of the site, as `/de/blog` is no page (404).
 * A parameter given twice counts by its first value, a parameter the list does not take is left
 * alone (as the page's address: `?utm_source=…`), and no `lang` (or an empty one) is English, as
 * `/blog` is: `/api/blog?page=2` is `/blog?page=2`'s page, `/api/blog?lang=sv&page=2` `/sv/blog?page=2`'s.
 */
export type ParsedListApiQuery<R> = { request: R } | { firstPage: string } | { unknownLanguage: string };

/** The language a list's query asks for (English when none), or the name it gives that is none. */
export function listApiLanguage(params: URLSearchParams): Language | { unknown: string } {
  const language = params.get(LANGUAGE_PARAM) || 'en';
  return isLanguage(language) ? language : { unknown: language };
}

/**
 * The request a query asks for, or where it leads (see {@link ParsedListApiQuery}): the language,
 * the search (any text: a search longer than any title or excerpt finds nothing, as on the page),
 * the category (a name no post has lists every post, as the page does, and the answer's
 * `category` says so, ALL_CATEGORIES) and the page. A junk page leads to the first page with the
 * search and category asked for, as the page's redirect keeps them.
 */
export function parseBlogListApiQuery(params: URLSearchParams): ParsedListApiQuery<BlogListApiRequest> {
  const language = listApiLanguage(params);
  if (typeof language !== 'string') return { unknownLanguage: language.unknown };
  const search = params.get(BLOG_LIST_API_PARAMS.search) ?? '';
  const category = params.get(BLOG_LIST_API_PARAMS.category) || ALL_CATEGORIES;
  const page = parseListPage(params.get(PAGE_PARAM));
  if (page === 'invalid') return { firstPage: blogListApiQuery({ language, search, category, page: 1 }) };
  return { request: { language, search, category, page } };
}

/**
 * The case studies' page: the server reads the case studies' index and the page's stories with the
 * Admin SDK (functions/src/caseStudyIndex/list.ts), as the server's render reads them.
 *
 *   /api/case-studies?lang=sv&page=2
 *
 * The answer is the page as the list renders it in that language, {@link ListPage} of stories
 * with only what the list shows of them (publicContent.ts: no slug, times, publication or review
 * fields) and only that language's text (caseStudyForLanguage: the card renders them as it does
 * the whole stories); the browser reads it back with {@link caseStudyListPageFromJson}.
 */
export const CASE_STUDY_LIST_API_PATH = '/api/case-studies';

/** Its query's parameters. */
export const CASE_STUDY_LIST_API_PARAMS = { language: LANGUAGE_PARAM, page: PAGE_PARAM } as const;

/** A page of the case studies, in a language. */
export interface CaseStudyListApiRequest {
  language: Language;
  page: number;
}

/** The query string of a request's address (without `?`): the page only when not the first. */
export function caseStudyListApiQuery(request: CaseStudyListApiRequest): string {
  const params = new URLSearchParams({ [CASE_STUDY_LIST_API_PARAMS.language]: request.language });
  if (request.page > 1) params.set(CASE_STUDY_LIST_API_PARAMS.page, String(request.page));
  return params.toString();
}

/**
 * The request a query asks for, or where it leads (as the blog list's, {@link ParsedListApiQuery}):
 * a junk page leads to the first page, as `/case-studies?page=x` redirects to `/case-studies`.
 */
export function parseCaseStudyListApiQuery(params: URLSearchParams): ParsedListApiQuery<CaseStudyListApiRequest> {
  const language = listApiLanguage(params);
  if (typeof language !== 'string') return { unknownLanguage: language.unknown };
  const page = parseListPage(params.get(PAGE_PARAM));
  if (page === 'invalid') return { firstPage: caseStudyListApiQuery({ language, page: 1 }) };
  return { request: { language, page } };
}

/**
 * The page from its JSON (the answer's body, parsed): its stories' dates, strings in JSON, Dates
 * again (caseStudyFromFirestore reads either); anything else about it taken as it is.
 */
export function caseStudyListPageFromJson(value: unknown): ListPage<PublicCaseStudy> {
  const page = value as ListPage<Record<string, unknown>>;
  return {
    ...page,
    items: page.items.map((item) => publicCaseStudy(caseStudyFromFirestore(String(item.id), item))),
  };
}
