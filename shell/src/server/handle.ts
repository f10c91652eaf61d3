/**
 * The server's one door: a Fetch `Request` in, a `Response` out. What a page is rendered with is
 * fetched from the shell's Hosting site as the browser loads it (/app.html with its policy,
 * /app-config.json, the site remote's server container its ssr/manifest.json names), so a deploy of
 * the site remote or the shell changes the HTML without redeploying the function.
 */
import { type HandleContext, SHELL_FILES_REUSE_MS, unavailableText } from '@app/domain';
import { LRUCache } from 'lru-cache';
import { log, logRenderFailure, renderPage } from './render';
import { loadSiteServer } from './siteModule';

type Fetched = { text: string; headers: Headers };

async function get(url: string): Promise<Fetched> {
  const response = await fetch(url, { headers: { Accept: '*/*' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return { text: await response.text(), headers: response.headers };
}

/**
 * Fetches finished or under way (a cold instance's first requests fetch once), each reused for
 * SHELL_FILES_REUSE_MS in production (a deploy shows within 30 s); a failure is not kept.
 */
const fetches = new LRUCache<string, Fetched>({ max: 64, ttl: SHELL_FILES_REUSE_MS, fetchMethod: get });

/** `url`'s text, reused for `ttl` ms (0: fetched for this call alone). */
export function fetchText(url: string, ttl: number): Promise<Fetched> {
  return ttl > 0 ? fetches.forceFetch(url, { ttl }) : get(url);
}

/** The shell's page and configuration at `origin`, and the loader of the site container they name. */
async function renderInputs(origin: string, ttl: number) {
  const [page, configText] = await Promise.all([
    fetchText(`${origin}/app.html`, ttl),
    fetchText(`${origin}/app-config.json`, ttl),
  ]);
  const config = JSON.parse(configText.text) as { remotes?: { site?: unknown } };
  const loadSite = async () => {
    const remoteEntry = config.remotes?.site;
    if (typeof remoteEntry !== 'string') throw new Error('app-config.json names no site remote');
    const root = new URL('.', remoteEntry).href;
    const { entry } = JSON.parse((await fetchText(`${root}ssr/manifest.json`, ttl)).text) as { entry?: unknown };
    if (typeof entry !== 'string') throw new Error(`${root}ssr/manifest.json names no entry`);
    // The entry's name carries its content hash: a redeploy is a new address.
    return loadSiteServer(new URL(entry, root).href);
  };
  return { page, config, loadSite };
}

/** Fetches and loads what a page is rendered with ahead of the first request (ShellServer.prepare). */
export async function prepare(siteUrl: string): Promise<void> {
  try {
    await (await renderInputs(siteUrl, SHELL_FILES_REUSE_MS)).loadSite();
  } catch (error) {
    log('WARNING', 'Preparing the renderer failed; the first request fetches again', { error: String(error) });
  }
}

/**
 * The shell site to render with: SITE_URL; in the emulator only, the Hosting site the request came
 * through (X-Forwarded-Host: the e2e tests' extra shells). In production the header would let a
 * caller choose what this server fetches.
 */
export function shellOrigin(siteUrl: string | null, forwardedHost: string | null, emulated: boolean): string | null {
  if (emulated && forwardedHost && /^(localhost|127\.0\.0\.1):\d+$/.test(forwardedHost))
    return `http://${forwardedHost}`;
  return siteUrl;
}

/** An answer no cache keeps. */
function uncached(status: number, body: string, headers: Record<string, string>): Response {
  return new Response(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
}

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };

/**
 * The answer to a GET, HEAD, or a refused lead form's post (its page again, with `formFailure`). A
 * page that cannot be rendered answers 503, not cached, with the browser-rendered page.
 */
export async function handle(request: Request, context: HandleContext): Promise<Response> {
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
    return uncached(405, 'Method not allowed.\n', { ...TEXT, Allow: 'GET, HEAD, POST' });
  }
  const emulated = context.emulated ?? false;
  const ttl = emulated ? 0 : SHELL_FILES_REUSE_MS;
  const origin = shellOrigin(context.siteUrl, request.headers.get('x-forwarded-host'), emulated);
  const { pathname, search } = new URL(request.url);
  try {
    if (!origin) throw new Error('SITE_URL is not set');
    const { page, config, loadSite } = await renderInputs(origin, ttl);
    const answer = await renderPage(`${pathname}${search}`, {
      ...context,
      config,
      template: { html: page.text, contentSecurityPolicy: page.headers.get('content-security-policy') },
      loadSite,
    });
    return request.method === 'HEAD' ? new Response(null, answer) : answer;
  } catch (error) {
    logRenderFailure(`${pathname}${search}`, error, { method: request.method });
    const page = origin ? await fetchText(`${origin}/app.html`, ttl).catch(() => null) : null;
    if (!page) return uncached(503, unavailableText(pathname), TEXT);
    const policy = page.headers.get('content-security-policy');
    return uncached(503, page.text, {
      'Content-Type': 'text/html; charset=utf-8',
      ...(policy ? { 'Content-Security-Policy': policy } : {}),
    });
  }
}
