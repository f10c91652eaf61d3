/**
 * The public site's addresses, in one list: the site remote's router (site-remote/src/App.tsx)
 * is built from it, and so is the sitemap (functions/src/seo/), so a new page cannot be forgotten
 * by it. Paths carry no language: English is the address itself, Swedish the same address under
 * `/sv` (`/sv/`, `/sv/blog` …; see {@link localizedPath}).
 */
import { FORM_SENT_PARAM } from './forms';
import type { Language } from './language';
import { safeSitePath } from './sitePath';

/** The four services, in the order the site lists them. */
export const SERVICE_IDS = ['ai-strategy', 'process-automation', 'upskill-workshops', 'ai-integration'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** The five product lines, in the order the site lists them. */
export const PRODUCT_CATEGORY_IDS = ['sales', 'marketing', 'legal', 'finance', 'operations'] as const;
export type ProductCategoryId = (typeof PRODUCT_CATEGORY_IDS)[number];

/**
 * Where a route's addresses come from: `static` is the pattern itself, `ids` one address per
 * listed value of its one parameter, `blogPosts` one per published post's slug (from Firestore).
 */
export type RouteAddresses = { kind: 'static' } | { kind: 'ids'; ids: readonly string[] } | { kind: 'blogPosts' };

export interface SiteRoute {
  /** React Router pattern, from the site's root, e.g. '/services/:serviceId'. */
  pattern: string;
  addresses: RouteAddresses;
}

const STATIC = { kind: 'static' } as const;

/** Every public route, in the order of the sitemap. */
export const SITE_ROUTES = {
  home: { pattern: '/', addresses: STATIC },
  services: { pattern: '/services', addresses: STATIC },
  serviceDetail: { pattern: '/services/:serviceId', addresses: { kind: 'ids', ids: SERVICE_IDS } },
  products: { pattern: '/products', addresses: STATIC },
  productCategory: { pattern: '/products/:category', addresses: { kind: 'ids', ids: PRODUCT_CATEGORY_IDS } },
  blog: { pattern: '/blog', addresses: STATIC },
  blogPost: { pattern: '/blog/:slug', addresses: { kind: 'blogPosts' } },
  caseStudies: { pattern: '/case-studies', addresses: STATIC },
  about: { pattern: '/about', addresses: STATIC },
  contact: { pattern: '/contact', addresses: STATIC },
  privacyNotice: { pattern: '/privacy-notice', addresses: STATIC },
} as const satisfies Record<string, SiteRoute>;

export type SiteRouteId = keyof typeof SITE_ROUTES;

export const SITE_ROUTE_IDS = Object.keys(SITE_ROUTES) as SiteRouteId[];

/** Addresses the admin console answers; never public, disallowed in shell/public/robots.txt. */
export const ADMIN_PATH_PREFIXES = ['/auth', '/admin/'] as const;

/** One public address and the route that answers it. */
export interface SitePath {
  route: SiteRouteId;
  path: string;
  /** The value of the route's parameter (a service id, a category, a post's slug), if it has one. */
  param?: string;
}

function fill(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z]+/, encodeURIComponent(value));
}

/**
 * Every public address, in the order of {@link SITE_ROUTES}, with a blog post's address for each
 * slug given (the published posts'); routes whose addresses come from content get none without it.
 */
export function sitePaths(blogSlugs: readonly string[] = []): SitePath[] {
  const paths: SitePath[] = [];
  for (const route of SITE_ROUTE_IDS) {
    const { pattern, addresses } = SITE_ROUTES[route] as SiteRoute;
    if (addresses.kind === 'static') paths.push({ route, path: pattern });
    else if (addresses.kind === 'ids')
      for (const id of addresses.ids) paths.push({ route, path: fill(pattern, id), param: id });
    else for (const slug of blogSlugs) paths.push({ route, path: fill(pattern, slug), param: slug });
  }
  return paths;
}

/** The address of a blog post. */
export function blogPostPath(slug: string): string {
  return fill(SITE_ROUTES.blogPost.pattern, slug);
}

/** Where the Swedish addresses live: `/sv/`, `/sv/blog` … (the routers' basename). */
export const SWEDISH_PREFIX = '/sv';

/**
 * `path` (a site path, possibly with query and fragment) in `language`: English is the path
 * itself, Swedish the same under `/sv` (the home page is `/sv/`). Always an address on this site,
 * whatever `path` holds (it goes through {@link safeSitePath}; one it refuses is the home page).
 */
export function localizedPath(path: string, language: Language): string {
  const site = safeSitePath(/^[/\\]/.test(path) ? path : `/${path}`) ?? '/';
  return language === 'sv' ? `${SWEDISH_PREFIX}${site}` : site;
}

/**
 * Query parameters that tell of one moment on one page, not of the page: a lead form's success
 * notice (`?sent=contact`, after the browser's own post; a refused post adds none, it renders the
 * page again). The language link leaves them behind.
 */
export const ONE_OFF_PARAMS: readonly string[] = [FORM_SENT_PARAM];

/**
 * The language link's address: the page at `pathname` (without its language) in `language`, with
 * its query (`?page=2&category=…`: a blog category named in the other language is the list's
 * business, domain/src/blogIndex.ts) but without one-off parameters ({@link ONE_OFF_PARAMS}) or
 * empty ones (`q=`).
 */
export function otherLanguagePath(pathname: string, search: string, language: Language): string {
  const kept = [...new URLSearchParams(search)].filter(
    ([name, value]) => value !== '' && !ONE_OFF_PARAMS.includes(name),
  );
  const query = new URLSearchParams(kept).toString();
  return localizedPath(`${pathname}${query ? `?${query}` : ''}`, language);
}

/** A path's first segment, as it came (`/%73v/blog` → `%73v`). */
const FIRST_SEGMENT = /^\/([^/]*)/;
/** `sv` in any case (`/SV/blog` is Swedish; the server moves it to `/sv/blog`). */
const SWEDISH_SEGMENT = /^sv$/i;

/**
 * Whether `segment` (a path segment as it came) names Swedish as the router reads it: `sv` in any
 * case, also percent-encoded (`%73v`, `%53%56`: the router decodes each segment once). Encoded
 * twice (`%2573v` is `%73v` to the router) or broken (`%zzv`) it names nothing.
 */
function isSwedishSegment(segment: string): boolean {
  if (SWEDISH_SEGMENT.test(segment)) return true;
  if (!segment.includes('%')) return false;
  try {
    return SWEDISH_SEGMENT.test(decodeURIComponent(segment));
  } catch {
    return false;
  }
}

/**
 * The language an address is in, and its path without the language (`/sv/blog` → sv, `/blog`).
 * Another spelling of `/sv` (`/SV/`, `/%73v/`) is Swedish too; the server moves it to `/sv/`
 * (movedAddress). The rest of the path stays as it came.
 */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const segment = FIRST_SEGMENT.exec(pathname)?.[1];
  if (segment !== undefined && isSwedishSegment(segment)) {
    return { language: 'sv', path: pathname.slice(segment.length + 1) || '/' };
  }
  return { language: 'en', path: pathname };
}

/**
 * The routers' basename in `language`: Swedish pages route below `/sv/` (with the slash, so a link
 * home is `/sv/`, the address the server answers, not `/sv`, which it redirects).
 */
export function routerBasename(language: Language): string | undefined {
  return language === 'sv' ? `${SWEDISH_PREFIX}/` : undefined;
}

/**
 * The one address of `path` in `language` on `siteUrl`: English is the address itself, Swedish
 * the same under `/sv` (the site's URL policy; the pages' canonical and hreflang tags, the
 * sitemap and the feeds all use it).
 */
export function localizedUrl(siteUrl: string, path: string, language: Language): string {
  return `${siteUrl.replace(/\/+$/, '')}${localizedPath(normalizeSitePath(path), language)}`;
}

/** A site path without query, fragment or trailing slash, starting with '/'. */
export function normalizeSitePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  if (clean === '' || clean === '/') return '/';
  const withLead = clean.startsWith('/') ? clean : `/${clean}`;
  return withLead.replace(/\/+$/, '');
}

/** The sitemap's address (served by the function `seoFiles`). */
export const SITEMAP_PATH = '/sitemap.xml';

/**
 * One RSS feed per language, each its own path (a Hosting rewrite matches on the path only, and
 * a path is one cache entry), served by the function `seoFiles`.
 */
export const FEED_PATHS = { en: '/rss.xml', sv: '/sv/rss.xml' } as const satisfies Record<Language, string>;

/**
 * Each feed's title, in the feed's own language: the channel title of the feed and the title of
 * the `<link rel="alternate">` every page's head carries for it.
 */
export function feedTitle(brand: string, language: Language): string {
  return language === 'sv' ? `${brand} – blogg (svenska)` : `${brand} Blog (English)`;
}

/** Each feed's channel description, in the feed's own language. */
export const FEED_DESCRIPTIONS = {
  en: 'Articles on AI strategy, process automation and practical AI tools for small and medium-sized businesses in Sweden and the Nordics.',
  sv: 'Artiklar om AI-strategi, processautomation och praktiska AI-verktyg för små och medelstora företag i Sverige och Norden.',
} as const satisfies Record<Language, string>;
