import { type Language, SITE_ROUTE_IDS, SITE_ROUTES, type SiteRouteId } from '@app/domain';
import { matchPath } from '@app/platform/router';
import type { QueryClient } from '@tanstack/react-query';
import { blogListRequest } from './blogList';
import { blogListQuery, blogPostQuery, blogRedirectQuery } from './useBlogs';
import { caseStudiesQuery } from './useCaseStudies';

/** The public route at `pathname` (a path of the site, without /sv) and its parameters, or null for none. */
export function matchSiteRoute(
  pathname: string,
): { id: SiteRouteId; params: Record<string, string | undefined> } | null {
  for (const id of SITE_ROUTE_IDS) {
    const match = matchPath(SITE_ROUTES[id].pattern, pathname);
    if (match) return { id, params: match.params };
  }
  return null;
}

/** The request beyond its path: its query string and the language of the page. */
export interface PageRequest {
  search: URLSearchParams;
  language: Language;
}

type Loader = (client: QueryClient, params: Record<string, string | undefined>, request: PageRequest) => Promise<void>;

/**
 * What each page reads, by route: the server loads it into the request's cache before rendering
 * (a page's data hooks then find it there), and hands the cache to the browser with the HTML. A
 * page whose hook asks for data its loader did not load answers 503 (shell/src/server).
 */
const LOADERS: Partial<Record<SiteRouteId, Loader>> = {
  blog: async (client, _params, { search, language }) => {
    const request = blogListRequest(search, language);
    // A junk ?page= redirects to the first page, with nothing to load.
    if (request) await client.prefetchQuery(blogListQuery(request));
  },
  blogPost: async (client, { slug = '' }) => {
    await client.prefetchQuery(blogPostQuery(slug));
    // No post has the slug now: the address may be a renamed post's old one (a 301 to it).
    if (client.getQueryData(blogPostQuery(slug).queryKey) === null) await client.prefetchQuery(blogRedirectQuery(slug));
  },
  caseStudies: (client) => client.prefetchQuery(caseStudiesQuery()),
};

/**
 * Loads the data of the page at `pathname` into `client` (a failed read is kept in the cache as
 * its error, never thrown: the render shows it and the renderer answers 503).
 */
export async function prefetchPage(
  client: QueryClient,
  pathname: string,
  search = '',
  language: Language = 'en',
): Promise<void> {
  const route = matchSiteRoute(pathname);
  const loader = route ? LOADERS[route.id] : undefined;
  if (route && loader) await loader(client, route.params, { search: new URLSearchParams(search), language });
}
