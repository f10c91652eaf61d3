import type { Blog } from '@app/domain';
import type { AppConfig } from '@app/platform';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBlogRedirect, getPublishedBlogBySlug, listPublishedBlogs } from './blogs';

// Each read from the browser's Firestore unless `config` names the configuration to read with
// (the server's loaders: the request's); the keys do not depend on it.

/** The published posts, newest first. */
export const blogsQuery = (config?: AppConfig) =>
  queryOptions({ queryKey: ['blogs', 'published'], queryFn: () => listPublishedBlogs(config) });

/** The published post with this slug, or null when there is none. */
export const blogPostQuery = (slug: string, config?: AppConfig) =>
  queryOptions({ queryKey: ['blogs', 'slug', slug], queryFn: () => getPublishedBlogBySlug(slug, config) });

/** The current slug of the live post that `/blog/<slug>` used to be, or null. */
export const blogRedirectQuery = (slug: string, config?: AppConfig) =>
  queryOptions({ queryKey: ['blogs', 'redirect', slug], queryFn: () => getBlogRedirect(slug, config) });

export interface BlogsResult {
  loading: boolean;
  blogs: Blog[];
}

/** Published posts. A failed load is logged only and shows as an empty list. */
export function useBlogs(): BlogsResult {
  const { data, error, isPending } = useQuery(blogsQuery());
  useEffect(() => {
    if (error) console.error('Failed to load blogs', error);
  }, [error]);
  return { loading: isPending, blogs: data ?? [] };
}

export type BlogPostResult =
  | { status: 'loading' }
  | { status: 'found'; post: Blog }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

/** One published post by slug; a post already in the cached list shows at once. */
export function useBlogPost(slug: string): BlogPostResult {
  const client = useQueryClient();
  const list = blogsQuery().queryKey;
  const { data, error } = useQuery({
    ...blogPostQuery(slug),
    initialData: () => client.getQueryData(list)?.find((blog) => blog.slug === slug),
    initialDataUpdatedAt: () => client.getQueryState(list)?.dataUpdatedAt,
  });
  useEffect(() => {
    if (error) console.error(`Failed to load blog post "${slug}"`, error);
  }, [error, slug]);
  if (data) return { status: 'found', post: data };
  if (data === null) return { status: 'notFound' };
  return error ? { status: 'error', error } : { status: 'loading' };
}

export type BlogRedirectResult =
  | { status: 'loading' }
  /** A post renamed from this slug lives at `slug` now (a permanent redirect). */
  | { status: 'moved'; slug: string }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

/**
 * Where the old address of a renamed post leads; asked only once no post has the slug (its page
 * renders the hook then, and the route's loader loads it then: see loaders.ts).
 */
export function useBlogRedirect(slug: string): BlogRedirectResult {
  const { data, error } = useQuery(blogRedirectQuery(slug));
  useEffect(() => {
    if (error) console.error(`Failed to look up a redirect for "${slug}"`, error);
  }, [error, slug]);
  if (data) return { status: 'moved', slug: data };
  if (data === null) return { status: 'notFound' };
  return error ? { status: 'error', error } : { status: 'loading' };
}
