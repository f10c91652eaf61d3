import { type Language, SITE_ROUTE_IDS, SITE_ROUTES, type SiteRouteId } from '@app/domain';
import type { AppConfig } from '@app/platform';
import { matchPath } from '@app/platform/router';
import type { QueryClient } from '@tanstack/react-query';
import { blogListRequest } from './blogList';
import { caseStudiesPageAsked } from './caseStudies';
import { blogListQuery, blogPostQuery, blogRedirectQuery } from './useBlogs';
import { caseStudiesQuery } from './useCaseStudies';

/**
 * `pathname` (as the address has it, percent-encoded) as the router matches it: each segment
 * decoded, a decoded `/` kept as `%2F` (React Router's decodePath), so the route and parameters
 * found here are the ones the page is rendered with (`/blog/a%20b` is the post `a b`, `%C3%A5` `å`).
 */
export function routerPathname(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The public route at `pathname` (a path of the site, without /sv) and its parameters, or null for none. */
export function matchSiteRoute(
  pathname: string,
): { id: SiteRouteId; params: Record<string, string | undefined> } | null {
  const path = routerPathname(pathname);
  for (const id of SITE_ROUTE_IDS) {
    const match = matchPath(SITE_ROUTES[id].pattern, path);
    if (match) return { id, params: match.params };
  }
  return null;
}

/** The request beyond its path: its query string and the language of the page. */
interface PageRequest {
  search: URLSearchParams;
  language: Language;
  /** The configuration to read with: the request's on the server. */
  config?: AppConfig | undefined;
}

type Loader = (client: QueryClient, params: Record<string, string | undefined>, request: PageRequest) => Promise<void>;

/**
 * What each page reads, by route: the server loads it into the request's cache before rendering
 * (a page's data hooks then find it there), and hands the cache to the browser with the HTML. A
 * page whose hook asks for data its loader did not load answers 503 (shell/src/server).
 */
const LOADERS: Partial<Record<SiteRouteId, Loader>> = {
  blog: async (client, _params, { search, language, config }) => {
    const request = blogListRequest(search, language);
    // A junk ?page= redirects to the first page, with nothing to load.
    if (request) await client.prefetchQuery(blogListQuery(request, config));
  },
  blogPost: async (client, { slug = '' }, { config }) => {
    await client.prefetchQuery(blogPostQuery(slug, config));
    // No post has the slug now: the address may be a renamed post's old one (a 301 to it).
    if (client.getQueryData(blogPostQuery(slug).queryKey) === null) {
      await client.prefetchQuery(blogRedirectQuery(slug, config));
    }
  },
  caseStudies: async (client, _params, { search, language, config }) => {
    const page = caseStudiesPageAsked(search);
    // A junk ?page= redirects to the first page, with nothing to load.
    if (page !== null) await client.prefetchQuery(caseStudiesQuery({ language, page }, config));
  },
};

/**
 * Loads the data of the page at `pathname` into `client`, read with the request's `config` (a
 * failed read is kept in the cache as its error, never thrown: the render shows it and the
 * renderer answers 503).
 */
export async function prefetchPage(
  client: QueryClient,
  pathname: string,
  search = '',
  language: Language = 'en',
  config?: AppConfig,
): Promise<void> {
  const route = matchSiteRoute(pathname);
  const loader = route ? LOADERS[route.id] : undefined;
  if (route && loader) await loader(client, route.params, { search: new URLSearchParams(search), language, config });
}
