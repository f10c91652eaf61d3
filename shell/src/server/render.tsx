/**
 * The shell's server renderer: an address as a complete HTML document (head tags, critical CSS,
 * content, and the request's TanStack Query cache dehydrated), rendered by the components the
 * browser runs (appTree). The site's `loadPage` first loads the page's data and decides its status,
 * redirect and head tags (PageOutcome), so a redirect is answered without rendering. Admin
 * addresses get the shell's page as is.
 */
import {
  type HandleContext,
  isFoldableSpelling,
  isPrivateAddress,
  type Language,
  languageOfPath,
  localizedPath,
  loggableFailure,
  movedAddress,
  normalizedPathSpelling,
  type PageForms,
  requestAddress,
  safeSitePath,
  withoutPreviewTokens,
} from '@app/domain';
import {
  type AppConfig,
  cloneI18n,
  createI18n,
  createQueryClient,
  defaultAppConfig,
  mergeConfig,
  type SiteServerModule,
} from '@app/platform';
import { ColorSchemeScript } from '@app/shared-ui/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { appTree } from '../AppTree';
import { shellStrings } from '../i18n';
import { remoteForPath } from '../remotes';
import { pagePolicy } from './csp';
import { buildDocument } from './document';
import { pageIconSprite } from './iconSprite';
import { renderToText } from './prerender';
import { createRenderStyles, EMOTION_KEY, sharedNames, withoutSharedNames } from './styles';

declare const __BOOT_SCRIPT__: string;

/** What a render is handed (handle.ts fetches it). */
export interface RenderInputs extends PageForms, Pick<HandleContext, 'loadPreview' | 'loadUnsubscribe'> {
  /** app-config.json as served; merged over the defaults. */
  config: unknown;
  /** The shell's page (app.html) and the Content-Security-Policy Hosting answers it with. */
  template: { html: string; contentSecurityPolicy: string | null };
  loadSite: () => Promise<SiteServerModule>;
}

/**
 * Hosting's CDN keeps a page 6 hours, so visitors almost never wait for this function; a change of
 * content clears it within a minute (functions/src/cdn), a deploy of the site remote or the shell
 * `pnpm cdn:clear`.
 * Browsers ask again every time (max-age=0). A page's form token outlives this (formToken.ts).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=21600';

/**
 * An answer for its address's holder only (isPrivateAddress: a preview link's page, the unsubscribe
 * page): never kept by a shared cache (a revoked link stops at once; a draft or a subscriber's
 * address reaches no one else), never indexed, never sent as a referrer.
 */
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
} as const;

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
/** The shell's files' extensions (SHELL_FILES; its page, app.html, is a file Hosting serves; any other .html is an old page's address: movedAddress). */
const SHELL_FILE = /\.(?:json|js|css|map|svg|png|ico|webp|jpg|txt)$/;

/** The event a failed data load is logged as (one structured line Cloud Logging reads). */
export const RENDER_DATA_FAILED_EVENT = 'render_data_failed';

/** Whether `path` is already in the form safeSitePath puts it in: nothing in it had to be repaired. */
const isCanonical = (path: string) => safeSitePath(path) === path;

/**
 * Whether the path `from` holds percent-encoding that had to be decoded or spelled otherwise
 * (`/%73v/blog`, `/bl%6Fg/`, `caf%c3%a9`, `%2573v`): a spelling a CDN may normalise into another
 * address's (RFC 3986 reads `%73` as `s`: isFoldableSpelling), so no shared cache keeps what it answers.
 */
const isEncodedSpelling = (from: string) => isFoldableSpelling(from) || (from.includes('%') && !isCanonical(from));

/**
 * A redirect from the address `from` (its path) to `path` (a site path with its query) in
 * `language`. The Location is always a path on this site (localizedPath through safeSitePath:
 * `//host`, `/\\host`, `%2F%2Fhost` are taken apart; a refused path is the home page). Only a
 * redirect to a canonical path may be kept by the CDN, and only from an address that is no encoded
 * spelling (isEncodedSpelling: `/%73v/blog`). `headers` override its own.
 */
function redirectTo(
  from: string,
  path: string,
  language: Language,
  status: 301 | 302,
  headers: Record<string, string>,
): Response {
  const cacheControl = !isEncodedSpelling(from) && isCanonical(path) ? PAGE_CACHE_CONTROL : 'no-store';
  // Its type named, so a HEAD answers as a GET does (an empty body gets none of its own).
  const moved = { 'Content-Type': TEXT, Location: localizedPath(path, language), 'Cache-Control': cacheControl };
  return new Response(null, { status, headers: { ...moved, ...headers } });
}

/**
 * The strings of each loaded site container (keyed by its App): the shell's, and the site's once a
 * render added them. Each request clones its own i18next instance over this store (cloneI18n); a
 * redeployed site remote is a new container with a new store, so old and new strings never mix.
 */
const stringStores = new WeakMap<SiteServerModule['App'], I18n>();

function requestI18n(site: SiteServerModule, language: Language): I18n {
  let store = stringStores.get(site.App);
  if (!store) {
    store = createI18n(language, 'shell', shellStrings);
    stringStores.set(site.App, store);
  }
  return cloneI18n(store, language);
}

/** The colour-scheme script's text, without its <script> tags (19 µs to render in production React). */
function colorSchemeScript(): string {
  return renderToStaticMarkup(<ColorSchemeScript />).replace(/^<script[^>]*>|<\/script>$/g, '');
}

/**
 * The answers decided from the address alone, before the site loads: a path that names no page, an
 * address that moved to its language's path, and the admin console's page. Null: a page to render.
 */
function addressAnswer(address: URL, template: string, headers: Record<string, string>): Response | null {
  // Encoded control characters or broken percent-encoding name no page (the router cannot match it),
  // nor does a file's address the shell lacks (/blog.json): Hosting sends the shell's files' policy
  // with it (SHELL_FILES, scripts/hosting/headers.mjs), which refuses a page's inline styles and scripts.
  if (safeSitePath(address.pathname) === null || SHELL_FILE.test(address.pathname)) {
    return new Response('Not found.\n', {
      status: 404,
      headers: { ...headers, 'Content-Type': TEXT, 'Cache-Control': 'no-store' },
    });
  }
  const moved = movedAddress(address.pathname, address.search);
  if (moved) {
    const where = isPrivateAddress(moved.path) ? { ...headers, ...PRIVATE_HEADERS } : headers;
    return redirectTo(address.pathname, moved.path, moved.language, 301, where);
  }
  const spelling = normalizedPathSpelling(address.pathname);
  const { language, path } = languageOfPath(spelling);
  // The admin console renders in the browser, behind its sign-in; never in search results. Another
  // spelling of its address (`/%61dmin/blog`) moves to its one spelling, as a page's does.
  if (remoteForPath(path) === 'admin') {
    if (spelling !== address.pathname) {
      return redirectTo(address.pathname, `${path}${address.search}`, language, 301, headers);
    }
    const admin = { 'Content-Type': HTML, 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' };
    return new Response(template, { headers: { ...headers, ...admin } });
  }
  return null;
}

/** One structured line Cloud Logging reads. */
export function log(severity: 'WARNING' | 'ERROR', message: string, fields: Record<string, unknown>): void {
  (severity === 'ERROR' ? console.error : console.warn)(JSON.stringify({ severity, message, ...fields }));
}

/** A failed render of `url` (a component that threw, or the whole page), logged without a preview link's token. */
export function logRenderFailure(url: string, error: unknown, fields: Record<string, unknown> = {}): void {
  const failure = loggableFailure(url, error);
  log('ERROR', `Rendering ${failure.url} failed`, { ...fields, error: failure.error });
}

/**
 * `tree` rendered to HTML, and whether part of it failed: a component threw, or a query failed or
 * was not loaded by the route's loader (the render showed a loading state). Each failure is logged,
 * never with a preview link's token: it opens the draft to whoever reads the logs.
 */
async function renderContent(url: string, tree: ReactElement, queryClient: QueryClient) {
  const errors: unknown[] = [];
  const html = await renderToText(tree, errors);
  for (const error of errors) logRenderFailure(url, error);
  const cache = queryClient.getQueryCache().getAll();
  const unread = cache.filter((query) => query.state.status !== 'success');
  for (const { queryHash, state } of unread) {
    const failure = loggableFailure(url, state.error?.message ?? "not loaded by the page's route loader");
    log('ERROR', `A page's data could not be read: ${failure.url}`, {
      event: RENDER_DATA_FAILED_EVENT,
      ...failure,
      query: withoutPreviewTokens(queryHash, url),
    });
  }
  return { html, failed: errors.length > 0 || unread.length > 0 };
}

/** The answer for `url` (path and query, e.g. '/sv/blog?q=ai'). */
export async function renderPage(url: string, inputs: RenderInputs): Promise<Response> {
  const { template, formToken, formFailure = null } = inputs;
  const address = requestAddress(url);
  const shellPolicy = template.contentSecurityPolicy;
  const baseHeaders: Record<string, string> = shellPolicy ? { 'Content-Security-Policy': shellPolicy } : {};
  const early = addressAnswer(address, template.html, baseHeaders);
  if (early) return early;

  // Configuration and language reach the tree through context, never module state: one process
  // renders many requests at once. The page is looked up at its path's one spelling (RFC 3986:
  // `/bl%6Fg` is `/blog`, `caf%c3%a9` is `caf%C3%A9`); another spelling of a page moves there below.
  const spelling = normalizedPathSpelling(address.pathname);
  const { language, path } = languageOfPath(spelling);
  const config = mergeConfig<AppConfig>(defaultAppConfig, inputs.config as Partial<AppConfig>);
  const site = await inputs.loadSite();
  const i18n = requestI18n(site, language);
  const queryClient = createQueryClient();
  // The page's answer, decided from its data before the render: status, redirect, head tags.
  const outcome = await site.loadPage({
    client: queryClient,
    i18n,
    pathname: path,
    search: address.search,
    language,
    config,
    loadPreview: inputs.loadPreview,
    loadUnsubscribe: inputs.loadUnsubscribe,
  });
  const isPrivate = isPrivateAddress(`${path}${address.search}`);
  if (outcome.redirect) {
    const headers = isPrivate ? { ...baseHeaders, ...PRIVATE_HEADERS } : baseHeaders;
    return redirectTo(address.pathname, outcome.redirect, language, outcome.status === 301 ? 301 : 302, headers);
  }
  // Another spelling of a page: for good to its one address, with the query, kept by no cache (a
  // CDN may fold the two into one copy: redirectTo). One of no page stays its 404, below, and a
  // refused post sent there gets its page again with what was typed (a redirect would lose it).
  if (spelling !== address.pathname && outcome.status === 200 && formFailure === null) {
    const headers = outcome.private || isPrivate ? { ...baseHeaders, ...PRIVATE_HEADERS } : baseHeaders;
    return redirectTo(address.pathname, `${path}${address.search}`, language, 301, headers);
  }

  const styles = createRenderStyles(EMOTION_KEY);
  // The icon sprite app.html names, if it is this server's; else the page draws its icons inline.
  const sprite = pageIconSprite(template.html);
  const server = {
    location: `${address.pathname}${address.search}`,
    forms: { formToken, formFailure },
    emotionCache: styles.cache,
    siteApp: site.App,
  };
  const tree = appTree({ config, i18n, language, queryClient, iconSprite: sprite.href, server });
  const content = await renderContent(url, tree, queryClient);
  const critical = styles.critical(content.html, sharedNames(template.html));
  const colorScheme = colorSchemeScript();
  const html = buildDocument(withoutSharedNames(sprite.template), {
    language,
    head: outcome.head,
    styles: critical.tags,
    colorSchemeScript: colorScheme,
    bootScript: __BOOT_SCRIPT__,
    body: critical.html,
    serverData: { language, queries: dehydrate(queryClient), formToken, formFailure },
  });
  const policy = shellPolicy
    ? pagePolicy(shellPolicy, [colorScheme, __BOOT_SCRIPT__], critical.css, critical.html)
    : null;
  return new Response(html, {
    // A page whose content failed is an error, not cached: the browser renders it, crawlers come back.
    status: content.failed ? 503 : outcome.status,
    headers: {
      ...(policy ? { 'Content-Security-Policy': policy } : {}),
      'Content-Type': HTML,
      // Nor is a 404 that may be a page any moment (a post's address: PageOutcome.transient), nor
      // anything answered at a spelling a cache may fold into another address (isFoldableSpelling:
      // `/n%6F-page`'s 404, a refused post's page at `/c%6Fntact`).
      'Cache-Control':
        content.failed || outcome.transient || isFoldableSpelling(address.pathname) ? 'no-store' : PAGE_CACHE_CONTROL,
      ...(outcome.private || isPrivate ? PRIVATE_HEADERS : {}),
    },
  });
}
