import type { Blog } from '@app/domain';
import { useEffect } from 'react';
import { getPublishedBlogBySlug, listPublishedBlogs } from './blogs';
import { readCache, useQuery } from './query';

const LIST_KEY = 'blogs:published';

export interface BlogsResult {
  loading: boolean;
  blogs: Blog[];
}

/** Published posts. A failed load is logged only and shows as an empty list. */
export function useBlogs(): BlogsResult {
  const state = useQuery(LIST_KEY, listPublishedBlogs);
  useEffect(() => {
    if (state.status === 'error') console.error('Failed to load blogs', state.error);
  }, [state]);
  return { loading: state.status === 'loading', blogs: state.status === 'success' ? state.data : [] };
}

export type BlogPostResult =
  | { status: 'loading' }
  | { status: 'found'; post: Blog }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

/** One published post by slug; a post already in the cached list shows at once. */
export function useBlogPost(slug: string): BlogPostResult {
  const state = useQuery(
    `blogs:slug:${slug}`,
    () => getPublishedBlogBySlug(slug),
    () => readCache<Blog[]>(LIST_KEY)?.find((blog) => blog.slug === slug),
  );
  useEffect(() => {
    if (state.status === 'error') console.error(`Failed to load blog post "${slug}"`, state.error);
  }, [state, slug]);
  if (state.status === 'loading') return state;
  if (state.status === 'error') return state;
  return state.data ? { status: 'found', post: state.data } : { status: 'notFound' };
}
