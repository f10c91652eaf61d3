/**
 * The server's one door: a request in, the answer out (Fetch API `Request`/`Response`, whatever
 * carries them; the `renderPage` Cloud Function only converts its own to these). It fetches what a
 * page is rendered with from Hosting, at request time, as the browser would load it: the shell's
 * page (/app.html) with its Content-Security-Policy, the runtime configuration (/app-config.json),
 * and the site remote's server container, named by {site remote}/ssr/manifest.json and loaded with
 * the Module Federation runtime. So redeploying the site remote or the shell changes the HTML
 * without redeploying the function.
 */

import type { HandleContext } from '@app/domain';
import { renderPage } from './render';
import { loadSiteServer } from './siteModule';

/** How long a fetched page, configuration or manifest is reused in production (a deploy shows within 30 s). */
export const FETCH_TTL_MS = 30_000;

interface Fetched {
  text: string;
  headers: Headers;
  at: number;
}

const fetched = new Map<string, Fetched>();
/** Fetches under way, which requests that reuse (`ttl` > 0) share: a cold instance's first requests fetch once. */
const fetching = new Map<string, Promise<Fetched>>();

async function fetchNow(url: string): Promise<Fetched> {
  const response = await fetch(url, { headers: { Accept: '*/*' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const entry = { text: await response.text(), headers: response.headers, at: Date.now() };
  fetched.set(url, entry);
  return entry;
}

/** `url`'s text, reused for `ttl` ms (0: fetched for this call alone). */
export async function fetchText(url: string, ttl: number): Promise<Fetched> {
  const known = fetched.get(url);
  if (known && Date.now() - known.at < ttl) return known;
  if (ttl <= 0) return fetchNow(url);
  let pending = fetching.get(url);
  if (!pending) {
    pending = fetchNow(url).finally(() => fetching.delete(url));
    fetching.set(url, pending);
  }
  return pending;
}

/**
 * The site remote's server container, as {site root}/ssr/manifest.json names it: its address
 * (content-hashed, so a redeploy is a new one) and the site's root.
 */
export async function siteServerEntry(remoteEntry: string, ttl: number): Promise<{ entry: string; root: string }> {
  const root = new URL('.', remoteEntry).href;
  const manifest = JSON.parse((await fetchText(new URL('ssr/manifest.json', root).href, ttl)).text) as {
    entry?: unknown;
  };
  if (typeof manifest.entry !== 'string') throw new Error(`${root}ssr/manifest.json names no entry`);
  return { entry: new URL(manifest.entry, root).href, root };
}

/**
 * What a page is rendered with: the shell's page (with its Content-Security-Policy) and runtime
 * configuration at `origin`, and the loader of the site remote's server container they name.
 */
async function renderInputs(origin: string, ttl: number) {
  const [page, configText] = await Promise.all([
    fetchText(`${origin}/app.html`, ttl),
    fetchText(`${origin}/app-config.json`, ttl),
  ]);
  const config = JSON.parse(configText.text) as { remotes?: { site?: unknown } };
  const loadSite = async () => {
    const remoteEntry = config.remotes?.site;
    if (typeof remoteEntry !== 'string') throw new Error('app-config.json names no site remote');
    return loadSiteServer((await siteServerEntry(remoteEntry, ttl)).entry);
  };
  return { page, config, loadSite };
}

/**
 * What a page is rendered with, fetched and loaded ahead of the first request (ShellServer.prepare),
 * kept for FETCH_TTL_MS as a request's. A failure is logged and left to the first request, which
 * fetches again.
 */
export async function prepare(siteUrl: string): Promise<void> {
  try {
    await (await renderInputs(siteUrl, FETCH_TTL_MS)).loadSite();
  } catch (error) {
    console.warn(
      JSON.stringify({
        severity: 'WARNING',
        message: 'Preparing the renderer failed; the first request fetches again',
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

/**
 * The shell site to render with: SITE_URL. In the local emulator, the Hosting site the request came
 * through (X-Forwarded-Host), so the e2e tests' extra shells (a redeployed or a broken site remote)
 * render their own pages; never in production, where the header would let a caller choose what
 * this server fetches.
 */
export function shellOrigin(siteUrl: string | null, forwardedHost: string | null, emulated: boolean): string | null {
  if (emulated && forwardedHost && /^(localhost|127\.0\.0\.1):\d+$/.test(forwardedHost))
    return `http://${forwardedHost}`;
  return siteUrl;
}

/**
 * The answer to a GET (or a lead form's post answered with its page again, `formFailure`): the
 * rendered page; when it cannot be rendered at all, 503 (not cached) with the browser-rendered
 * page, so visitors still get the site and crawlers come back later.
 */
export async function handle(request: Request, context: HandleContext): Promise<Response> {
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
    return new Response('Method not allowed.\n', {
      status: 405,
      headers: { Allow: 'GET, HEAD, POST', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const emulated = context.emulated ?? false;
  const ttl = emulated ? 0 : FETCH_TTL_MS;
  const origin = shellOrigin(context.siteUrl, request.headers.get('x-forwarded-host'), emulated);
  const url = new URL(request.url);
  try {
    if (!origin) throw new Error('SITE_URL is not set');
    const { page, config, loadSite } = await renderInputs(origin, ttl);
    const answer = await renderPage(`${url.pathname}${url.search}`, {
      config,
      template: { html: page.text, contentSecurityPolicy: page.headers.get('content-security-policy') },
      formToken: context.formToken,
      formFailure: context.formFailure ?? null,
      loadPreview: context.loadPreview,
      loadSite,
    });
    return new Response(request.method === 'HEAD' ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        severity: 'ERROR',
        message: `Rendering ${url.pathname}${url.search} failed`,
        method: request.method,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    );
    const page = origin ? await fetchText(`${origin}/app.html`, ttl).catch(() => null) : null;
    const policy = page?.headers.get('content-security-policy');
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (!page) {
      return new Response('Temporarily unavailable; try again shortly.\n', {
        status: 503,
        headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    if (policy) headers['Content-Security-Policy'] = policy;
    return new Response(page.text, {
      status: 503,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
}
