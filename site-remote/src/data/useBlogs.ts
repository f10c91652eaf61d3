import type { Blog } from '@app/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBlogRedirect, getPublishedBlogBySlug, listPublishedBlogs } from './blogs';

/** The published posts, newest first. */
export const blogsQuery = () => queryOptions({ queryKey: ['blogs', 'published'], queryFn: listPublishedBlogs });

/** The published post with this slug, or null when there is none. */
export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: ['blogs', 'slug', slug], queryFn: () => getPublishedBlogBySlug(slug) });

/** The current slug of the live post that `/blog/<slug>` used to be, or null. */
export const blogRedirectQuery = (slug: string) =>
  queryOptions({ queryKey: ['blogs', 'redirect', slug], queryFn: () => getBlogRedirect(slug) });

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
  /** No post has this slug now, but a post renamed from it lives at `slug` (a permanent redirect). */
  | { status: 'moved'; slug: string }
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
  // Asked only when no post has the slug now: was it a renamed post's?
  const redirect = useQuery({ ...blogRedirectQuery(slug), enabled: data === null });
  useEffect(() => {
    if (error) console.error(`Failed to load blog post "${slug}"`, error);
  }, [error, slug]);
  if (data) return { status: 'found', post: data };
  if (error) return { status: 'error', error };
  if (data === null) {
    if (redirect.data) return { status: 'moved', slug: redirect.data };
    if (redirect.data === null) return { status: 'notFound' };
    return redirect.error ? { status: 'error', error: redirect.error } : { status: 'loading' };
  }
  return { status: 'loading' };
}
