/**
 * The shell's server renderer: an address as a complete HTML document, with the page's head tags,
 * critical CSS, content and data (the request's TanStack Query cache, dehydrated), rendered by the
 * components the browser runs (appTree), the page inside the frame by the site remote's server
 * module. Before the render, the site's `loadPage` loads the page's data and decides its status,
 * redirect and head tags (PageOutcome), so a redirect is answered without rendering. Admin addresses
 * get the shell's page as is.
 */
import { isLanguage, type Language, languageOfPath, localizedPath, requestAddress, safeSitePath } from '@app/domain';
import { type AppConfig, cloneI18n, createI18n, createQueryClient, defaultAppConfig, mergeConfig } from '@app/platform';
import { ColorSchemeScript } from '@app/shared-ui/server';
import { dehydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { appTree } from '../AppTree';
import { shellStrings } from '../i18n';
import { remoteForPath } from '../remotes';
import { pagePolicy } from './csp';
import { buildDocument } from './document';
import { pageIconSprite } from './iconSprite';
import { renderToText } from './prerender';
import type { RenderedPage, RenderInputs, SiteServerModule } from './renderer';
import { createRenderStyles, EMOTION_KEY, type SharedNames, sharedNames, withoutSharedNames } from './styles';

declare const __BOOT_SCRIPT__: string;

/**
 * How long Hosting's CDN keeps a rendered page: 6 hours, so visitors almost never wait for this
 * function. A change visitors can see (a post or case study saved, published, unpublished,
 * scheduled or deleted) clears the CDN within a minute (functions/src/cdn), and so does a deploy of
 * the site remote (`pnpm cdn:clear`, README "Deploying"). Browsers ask again every time
 * (max-age=0) and get the CDN's copy. The form token in a page outlives this (formToken.ts).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=21600';

/**
 * A preview link's page (`/preview/<token>`): for its holder only. Never kept by Hosting's CDN or
 * a shared cache (a revoked link must stop at once, and a draft must not be served to anyone
 * else), never indexed, never sent on as a referrer.
 */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  // The address carries the link's secret token: no request from the page names it to another site.
  'Referrer-Policy': 'no-referrer',
} as const;

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const SHELL_NAMESPACE = 'shell';

/** The page event a data load that failed is logged as (one structured line Cloud Logging reads). */
export const RENDER_DATA_FAILED_EVENT = 'render_data_failed';

/**
 * A redirect to `path` (a site path with its query, built from the request) in `language`. The
 * Location is always a path on this site (localizedPath, through safeSitePath: `//host`,
 * `/\\host`, `%2F%2Fhost`, `/..//host` are taken apart; a refused path is the home page).
 * Hosting's CDN may keep the redirect only when `path` was already canonical: one that had to be
 * repaired is answered for this request alone.
 */
function redirectTo(
  path: string,
  language: Language,
  status: 301 | 302,
  headers: Record<string, string>,
): RenderedPage {
  const cacheControl = safeSitePath(path) === path ? PAGE_CACHE_CONTROL : 'no-store';
  return {
    status,
    headers: { ...headers, Location: localizedPath(path, language), 'Cache-Control': cacheControl },
    body: '',
  };
}

/**
 * The strings of each loaded site container (keyed by its App): the shell's, and the site's once a
 * render added them. A request's i18next instance is its own, in its language, over this store
 * (cloneI18n), so the dictionaries are added once per container, not on every request; a new
 * container (the site remote redeployed) gets a new store, so its strings never mix with the old.
 */
const stringStores = new WeakMap<SiteServerModule['App'], I18n>();

function requestI18n(site: SiteServerModule, language: Language): I18n {
  let store = stringStores.get(site.App);
  if (!store) {
    store = createI18n(language, SHELL_NAMESPACE, shellStrings);
    stringStores.set(site.App, store);
  }
  return cloneI18n(store, language);
}

let colorSchemeText: string | undefined;

/** The colour-scheme script's text, without its <script> tags: the same for every page, rendered once. */
function colorSchemeScript(): string {
  colorSchemeText ??= renderToStaticMarkup(<ColorSchemeScript />).replace(/^<script[^>]*>|<\/script>$/g, '');
  return colorSchemeText;
}

let lastShared: { template: string; names: SharedNames | null } | null = null;

/** The shared stylesheet's names in the shell's page `template`, read once per page text (a shell deploy). */
function templateSharedNames(template: string): SharedNames | null {
  if (lastShared?.template !== template) lastShared = { template, names: sharedNames(template) };
  return lastShared.names;
}

/** The answer for `url` (path and query, e.g. '/sv/blog?q=ai'). */
export async function renderPage(url: string, inputs: RenderInputs): Promise<RenderedPage> {
  const { template } = inputs;
  // This request's configuration and language reach the tree through context, never module state:
  // one process renders many requests at once.
  const config = mergeConfig<AppConfig>(defaultAppConfig, inputs.config as Partial<AppConfig>);
  const address = requestAddress(url);
  const baseHeaders: Record<string, string> = template.contentSecurityPolicy
    ? { 'Content-Security-Policy': template.contentSecurityPolicy }
    : {};

  // A path with control characters (encoded: the URL parser drops raw tabs and newlines) or
  // broken percent-encoding names no page and no redirect; the router could not even match it
  // to its 404 page.
  if (safeSitePath(address.pathname) === null) {
    return {
      status: 404,
      headers: { ...baseHeaders, 'Content-Type': TEXT, 'Cache-Control': 'no-store' },
      body: 'Not found.\n',
    };
  }

  // The language is the address's: English at the path, Swedish under /sv. The former `?lang=`
  // addresses (and a bare /sv) move there for good.
  const { language, path } = languageOfPath(address.pathname);
  const query = address.searchParams.get('lang');
  if (isLanguage(query) || address.pathname === '/sv') {
    const params = new URLSearchParams(address.search);
    params.delete('lang');
    const rest = params.size > 0 ? `?${params}` : '';
    return redirectTo(`${path}${rest}`, isLanguage(query) ? query : language, 301, baseHeaders);
  }

  if (remoteForPath(path) === 'admin') {
    // The admin console renders in the browser, behind its sign-in; never in search results.
    return {
      status: 200,
      headers: { ...baseHeaders, 'Content-Type': HTML, 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' },
      body: template.html,
    };
  }

  const site = await inputs.loadSite();
  // The request's own i18next instance (over the container's string store) and data cache: the
  // site adds its strings and the page's data to them before the render (the route's loader; the
  // strings only on a container's first render), and the render reads them synchronously.
  const i18n = requestI18n(site, language);
  const queryClient = createQueryClient();
  // The page's answer, decided from its data before the render: status, redirect, head tags.
  const outcome = (await site.loadPage?.({
    client: queryClient,
    i18n,
    pathname: path,
    search: address.search,
    language,
    config,
    loadPreview: inputs.loadPreview,
  })) ?? { status: 200, head: '' };
  if (outcome.redirect) {
    return redirectTo(outcome.redirect, language, outcome.status === 301 ? 301 : 302, baseHeaders);
  }

  const formToken = inputs.formToken;
  const formFailure = inputs.formFailure ?? null;
  const styles = createRenderStyles(EMOTION_KEY);
  const sprite = await pageIconSprite(template.html);
  const errors: unknown[] = [];
  const body = await renderToText(
    appTree({
      config,
      i18n,
      language,
      queryClient,
      iconSprite: sprite.href,
      server: {
        location: `${address.pathname}${address.search}`,
        forms: { formToken, formFailure },
        emotionCache: styles.cache,
        siteApp: site.App,
      },
    }),
    errors,
  );
  if (errors.length > 0) console.error(`Rendering ${url} failed`, ...errors);

  // A query that failed, or one the page read that its route's loader did not load (the render
  // does not fetch: it showed the loading state).
  const unread = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success');
  for (const { queryHash, state } of unread) {
    const { error: failure } = state;
    const error = failure ? (failure.message ?? String(failure)) : "not loaded by the page's route loader";
    const message = `A page's data could not be read: ${url}`;
    console.error(
      JSON.stringify({ severity: 'ERROR', event: RENDER_DATA_FAILED_EVENT, message, url, query: queryHash, error }),
    );
  }
  const failed = errors.length > 0 || unread.length > 0;

  const critical = styles.critical(body, templateSharedNames(template.html));
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

  const policy = template.contentSecurityPolicy
    ? await pagePolicy(template.contentSecurityPolicy, [colorScheme, __BOOT_SCRIPT__], critical.css, critical.html)
    : null;
  return {
    // A page whose content could not be read or rendered is an error, not a page: not cached. The
    // browser renders it (the document still loads the apps), crawlers come back later.
    status: failed ? 503 : outcome.status,
    headers: {
      ...(policy ? { 'Content-Security-Policy': policy } : {}),
      'Content-Type': HTML,
      'Cache-Control': failed ? 'no-store' : PAGE_CACHE_CONTROL,
      ...(outcome.private ? PREVIEW_HEADERS : {}),
    },
    body: html,
  };
}
