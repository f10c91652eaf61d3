import { type BlogListPage, type BlogListRequest, blogListPage, type Language, type PublicBlog } from '@app/domain';
import { type AppConfig, useLanguage } from '@app/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchBlogListPage, fetchPublishedBlog, getBlogRedirect, getPublishedBlogBySlug, listBlogCards } from './blogs';
import { retryUnlessRefused } from './listApi';

// The server's render reads Firestore, with the request's `config`; the browser asks the server
// (`/api/blog`, `/api/blog/<slug>`) and reads no Firestore. The keys do not depend on either.

/** What the blog list asks for: the search, the category, the language and the page. */
export type BlogListQuery = Required<Omit<BlogListRequest, 'pageSize'>>;

/**
 * One page of the blog list (search and category over every live post, from the blog index). The
 * server's render reads the index and computes the page itself; the browser asks the server for
 * the page (fetchBlogListPage), the same answer from the same code, so a page the server rendered
 * hydrates from its data under the same key without asking. Only this page's cards are cached,
 * so only they reach the page's server data.
 */
export const blogListQuery = (request: BlogListQuery, config?: AppConfig) =>
  queryOptions({
    queryKey: ['blogs', 'list', request],
    queryFn: async () =>
      typeof window === 'undefined' ? blogListPage(await listBlogCards(config), request) : fetchBlogListPage(request),
  });

/**
 * The published post with this slug, or null when there is none. The server's render reads it from
 * Firestore and adds its titles' hyphenated copies (../server/hyphenatedTitles.ts); the browser asks
 * the server for it (fetchPublishedBlog: `/api/blog/<slug>`, the same post with the same copies),
 * so a post opened inside the apps breaks its heading's long words as the served page does. At a
 * renamed post's old slug the server's answer moves (301) to the post's current address, which the
 * browser follows: the post, under its current slug, which is then cached under that slug too (the
 * page moves there, useBlogPost). The post is the same in both languages (the key has none);
 * `language` names the server's messages.
 */
export const blogPostQuery = (slug: string, config?: AppConfig, language: Language = 'en') =>
  queryOptions({
    queryKey: ['blogs', 'slug', slug],
    queryFn: async ({ client }) => {
      if (typeof window === 'undefined') return getPublishedBlogBySlug(slug, config);
      const post = await fetchPublishedBlog(slug, language);
      if (post && post.slug !== slug) client.setQueryData(blogPostQuery(post.slug).queryKey, post);
      return post;
    },
  });

/**
 * The current slug of the live post that `/blog/<slug>` used to be, or null. Read by the server's
 * render only (from Firestore); in the browser the post's own read has answered it already (the
 * server moves a renamed post's old slug to the post, blogPostQuery), so nothing is read here and
 * the visitor's browser never loads Firestore.
 */
export const blogRedirectQuery = (slug: string, config?: AppConfig) =>
  queryOptions({
    queryKey: ['blogs', 'redirect', slug],
    queryFn: () => (typeof window === 'undefined' ? getBlogRedirect(slug, config) : Promise.resolve(null)),
  });

export interface BlogListResult {
  loading: boolean;
  /** The page; while another page loads, the one shown before. */
  list: BlogListPage | null;
  /** `list` is the one shown before, not the page asked for (which is loading). */
  previous: boolean;
}

/** A page of the blog list. A failed load is logged only and shows as an empty list. */
export function useBlogList(request: BlogListQuery): BlogListResult {
  const { data, error, isPending, isPlaceholderData } = useQuery({
    ...blogListQuery(request),
    placeholderData: keepPreviousData,
    // A refused request (a 4xx but a page beyond the last, which is the page: listApi.ts) is not asked again.
    retry: retryUnlessRefused,
  });
  useEffect(() => {
    if (error) console.error('Failed to load blogs', error);
  }, [error]);
  return { loading: isPending, list: data ?? null, previous: isPlaceholderData };
}

export type BlogPostResult =
  | { status: 'loading' }
  | { status: 'found'; post: PublicBlog }
  /** The slug is a renamed post's old one: the post lives at `slug` now (the server's 301). */
  | { status: 'moved'; slug: string }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

/** One published post by slug. */
export function useBlogPost(slug: string): BlogPostResult {
  const language = useLanguage((state) => state.language);
  const { data, error } = useQuery({
    ...blogPostQuery(slug, undefined, language),
    // A refused request (a 4xx but its 404, which is no post) is not asked again.
    retry: retryUnlessRefused,
  });
  useEffect(() => {
    if (error) console.error(`Failed to load blog post "${slug}"`, error);
  }, [error, slug]);
  if (data) return data.slug === slug ? { status: 'found', post: data } : { status: 'moved', slug: data.slug };
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
