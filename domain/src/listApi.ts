/**
 * The public lists' pages as JSON, what the browser asks the server for once the apps run instead of
 * reading an index from Firestore: the blog list's ({@link BLOG_LIST_API_PATH}) and the case
 * studies' ({@link CASE_STUDY_LIST_API_PATH}). One function answers both (functions/src/contentList:
 * `contentList`, which Hosting rewrites both addresses to); both take `lang` and `page`, refuse a
 * parameter they do not name or one named twice, and are written by one function each here
 * (`…ApiQuery`) so Hosting's CDN keeps one copy per request.
 *
 * The blog list's page: the server reads the blog index (functions/src/blogIndex/list.ts). The same request the list page renders from (its language,
 * search, category and page), the same answer ({@link blogListPage}: the page's cards, its counts
 * and the category filter), so a page the browser renders from it is the page the server renders.
 *
 *   /api/blog?lang=sv&q=ai&category=AI-strategi&page=2
 *
 * `lang` is required; `q`, `category` (absent for all) and `page` (absent for the first) as the
 * list's address has them. One address per request ({@link blogListApiQuery} writes each part only
 * when it is not the default, in one order, the search trimmed), so Hosting's CDN keeps one copy.
 */
import { ALL_CATEGORIES, BLOG_LIMITS } from './blog';
import type { BlogListRequest } from './blogIndex';
import { caseStudyFromFirestore } from './caseStudy';
import { isLanguage, LANGUAGES, type Language } from './language';
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
 * The longest search the answer takes: a search finds a post by a substring of its title or
 * excerpt, so a longer one than the longest of them finds nothing.
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

export type ParsedBlogListApiQuery = { request: BlogListApiRequest } | { error: string };

/**
 * What every list's query is refused for, or its language and page: a parameter not in `known` or
 * named twice, no `lang` or one that is not a language of the site, a `page` that is not a page
 * number (as the lists' `?page=`).
 */
function parseListApiBase(
  params: URLSearchParams,
  known: ReadonlySet<string>,
): { language: Language; page: number } | { error: string } {
  const names = [...params.keys()];
  const unknown = names.find((name) => !known.has(name));
  if (unknown !== undefined) return { error: `Unknown parameter "${unknown.slice(0, 40)}".` };
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) return { error: `The parameter "${repeated}" is given more than once.` };
  const language = params.get(LANGUAGE_PARAM);
  if (!isLanguage(language)) return { error: `lang must be one of ${LANGUAGES.join(', ')}.` };
  const page = parseListPage(params.get(PAGE_PARAM));
  if (page === 'invalid') return { error: 'page must be a whole number from 1 to 999999.' };
  return { language, page };
}

const KNOWN = new Set<string>(Object.values(BLOG_LIST_API_PARAMS));

/**
 * The request a query asks for, or why it is refused: a parameter other than the four or named
 * twice, no `lang` or one that is not a language of the site, a `page` that is not a page number
 * (as the list's `?page=`), a search longer than {@link BLOG_SEARCH_MAX_LENGTH}, a category longer
 * than a category can be. A category no post has is not refused: the list shows every post then,
 * as the list page does, and the answer's `category` says so (ALL_CATEGORIES).
 */
export function parseBlogListApiQuery(params: URLSearchParams): ParsedBlogListApiQuery {
  const base = parseListApiBase(params, KNOWN);
  if ('error' in base) return base;
  const { language, page } = base;
  const search = params.get(BLOG_LIST_API_PARAMS.search) ?? '';
  if (search.length > BLOG_SEARCH_MAX_LENGTH) {
    return { error: `q is longer than ${BLOG_SEARCH_MAX_LENGTH} characters.` };
  }
  const category = params.get(BLOG_LIST_API_PARAMS.category) || ALL_CATEGORIES;
  if (category.length > BLOG_LIMITS.category) {
    return { error: `category is longer than ${BLOG_LIMITS.category} characters: no category is.` };
  }
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

export type ParsedCaseStudyListApiQuery = { request: CaseStudyListApiRequest } | { error: string };

const CASE_STUDY_KNOWN = new Set<string>(Object.values(CASE_STUDY_LIST_API_PARAMS));

/** The request a query asks for, or why it is refused (as the blog list's: see parseListApiBase). */
export function parseCaseStudyListApiQuery(params: URLSearchParams): ParsedCaseStudyListApiQuery {
  const base = parseListApiBase(params, CASE_STUDY_KNOWN);
  return 'error' in base ? base : { request: base };
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
