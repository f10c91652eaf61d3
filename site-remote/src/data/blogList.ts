import { ALL_CATEGORIES, type Language, PAGE_PARAM, parseListPage } from '@app/domain';
import type { BlogListQuery } from './useBlogs';

/** The blog list's address parameters. */
export const BLOG_PARAMS = { search: 'q', category: 'category', page: PAGE_PARAM } as const;

/**
 * The page of the blog list an address asks for, or null when its `?page=` is junk (0, -1, 'x':
 * the page redirects to the first page). A page beyond the last is asked for as it is (404).
 */
export function blogListRequest(params: URLSearchParams, language: Language): BlogListQuery | null {
  const page = parseListPage(params.get(BLOG_PARAMS.page));
  if (page === 'invalid') return null;
  return {
    search: params.get(BLOG_PARAMS.search) ?? '',
    category: params.get(BLOG_PARAMS.category) || ALL_CATEGORIES,
    language,
    page,
  };
}

/**
 * The query of a list address ('q=ai&category=Strategy&page=2'), each part only when it is not
 * the default, in one order, so each list page has one address.
 */
export function blogListSearch(query: { search: string; category: string; page: number }): string {
  const params = new URLSearchParams();
  if (query.search.trim() !== '') params.set(BLOG_PARAMS.search, query.search);
  if (query.category !== ALL_CATEGORIES) params.set(BLOG_PARAMS.category, query.category);
  if (query.page > 1) params.set(BLOG_PARAMS.page, String(query.page));
  return params.toString();
}
