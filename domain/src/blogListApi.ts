/**
 * The blog list's page as JSON: what the browser asks the server for once the apps run, instead of
 * reading the whole blog index (functions/src/blogIndex/list.ts answers it; Hosting rewrites
 * {@link BLOG_LIST_API_PATH} to it). The same request the list page renders from (its language,
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
import { isLanguage, LANGUAGES } from './language';
import { PAGE_PARAM, parseListPage } from './paging';

/** Where the blog list's pages are answered as JSON (no extension: Hosting's rules for files do not apply). */
export const BLOG_LIST_API_PATH = '/api/blog';

/** Its query's parameters. */
export const BLOG_LIST_API_PARAMS = { language: 'lang', search: 'q', category: 'category', page: PAGE_PARAM } as const;

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

const KNOWN = new Set<string>(Object.values(BLOG_LIST_API_PARAMS));

/**
 * The request a query asks for, or why it is refused: a parameter other than the four or named
 * twice, no `lang` or one that is not a language of the site, a `page` that is not a page number
 * (as the list's `?page=`), a search longer than {@link BLOG_SEARCH_MAX_LENGTH}, a category longer
 * than a category can be. A category no post has is not refused: the list shows every post then,
 * as the list page does, and the answer's `category` says so (ALL_CATEGORIES).
 */
export function parseBlogListApiQuery(params: URLSearchParams): ParsedBlogListApiQuery {
  const names = [...params.keys()];
  const unknown = names.find((name) => !KNOWN.has(name));
  if (unknown !== undefined) return { error: `Unknown parameter "${unknown.slice(0, 40)}".` };
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) return { error: `The parameter "${repeated}" is given more than once.` };
  const language = params.get(BLOG_LIST_API_PARAMS.language);
  if (!isLanguage(language)) return { error: `lang must be one of ${LANGUAGES.join(', ')}.` };
  const page = parseListPage(params.get(BLOG_LIST_API_PARAMS.page));
  if (page === 'invalid') return { error: 'page must be a whole number from 1 to 999999.' };
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
