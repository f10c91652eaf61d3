import { type Blog, type BlogListPage, type BlogListRequest, blogListPage } from '@app/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getPublishedBlogBySlug, listBlogCards } from './blogs';

/** What the blog list asks for: the search, the category, the language and the page. */
export type BlogListQuery = Required<Omit<BlogListRequest, 'pageSize'>>;

/**
 * One page of the blog list (search and category over every live post, from the blog index).
 * Only this page's cards are cached, so only they reach the page's server data.
 */
export const blogListQuery = (request: BlogListQuery) =>
  queryOptions({
    queryKey: ['blogs', 'list', request],
    queryFn: async () => blogListPage(await listBlogCards(), request),
  });

/** The published post with this slug, or null when there is none. */
export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: ['blogs', 'slug', slug], queryFn: () => getPublishedBlogBySlug(slug) });

export interface BlogListResult {
  loading: boolean;
  /** The page; while another page loads, the one shown before. */
  list: BlogListPage | null;
}

/** A page of the blog list. A failed load is logged only and shows as an empty list. */
export function useBlogList(request: BlogListQuery): BlogListResult {
  const { data, error, isPending } = useQuery({ ...blogListQuery(request), placeholderData: keepPreviousData });
  useEffect(() => {
    if (error) console.error('Failed to load blogs', error);
  }, [error]);
  return { loading: isPending, list: data ?? null };
}

export type BlogPostResult =
  | { status: 'loading' }
  | { status: 'found'; post: Blog }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

/** One published post by slug. */
export function useBlogPost(slug: string): BlogPostResult {
  const { data, error } = useQuery(blogPostQuery(slug));
  useEffect(() => {
    if (error) console.error(`Failed to load blog post "${slug}"`, error);
  }, [error, slug]);
  if (data) return { status: 'found', post: data };
  if (data === null) return { status: 'notFound' };
  return error ? { status: 'error', error } : { status: 'loading' };
}
