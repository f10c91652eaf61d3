/**
 * renderPage: every address of the shell's Hosting site that is not a file (firebase.json's last
 * rewrite) answered as a complete HTML page by the shell's server renderer (shell/src/server,
 * bundled by build.mjs into lib/shell-server.cjs beside this function).
 *
 * What it renders comes from Hosting, at request time, as the browser would load it: the shell's
 * page (/app.html) with its Content-Security-Policy, the runtime configuration (/app-config.json),
 * and the site remote's server bundle, named by {site remote}/ssr/manifest.json. So redeploying
 * the site remote or the shell changes the HTML without redeploying this function, and content
 * comes fresh from Firestore on every render. Answers are cached by Hosting's CDN for 5 minutes
 * (PAGE_CACHE_CONTROL in the renderer); what this function fetches is kept for FETCH_TTL_MS.
 */
import { createRequire } from 'node:module';
import { onRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { REGION, seoSettings } from '../config';

const nodeRequire = createRequire(import.meta.url);

/** The renderer's interface (shell/src/server/index.tsx); the site module is opaque here. */
export interface ShellRenderer {
  renderPage(
    url: string,
    inputs: {
      config: unknown;
      template: { html: string; contentSecurityPolicy: string | null };
      loadSite: () => Promise<unknown>;
    },
  ): Promise<{ status: number; headers: Record<string, string>; body: string }>;
  siteServerModule(url: string, code: string, builtin: (name: string) => unknown): unknown;
}

/**
 * How long a fetched page, configuration or manifest is reused: 30 s in production (a deploy shows
 * within 30 s plus the CDN's 5 minutes), not at all in the local emulator, so a rebuild shows at once.
 */
const EMULATED = process.env.FUNCTIONS_EMULATOR === 'true';
export const FETCH_TTL_MS = EMULATED ? 0 : 30_000;

interface Fetched {
  text: string;
  headers: Headers;
  at: number;
}

const fetched = new Map<string, Fetched>();

/** `url`'s text, reused for `ttl` ms (forever for `Infinity`: a content-hashed file). */
export async function fetchText(url: string, ttl = FETCH_TTL_MS): Promise<Fetched> {
  const known = fetched.get(url);
  if (known && Date.now() - known.at < ttl) return known;
  const response = await fetch(url, { headers: { Accept: '*/*' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const entry = { text: await response.text(), headers: response.headers, at: Date.now() };
  fetched.set(url, entry);
  return entry;
}

/** The site remote's server bundle, as its manifest names it. */
export async function loadSiteBundle(remoteEntry: string): Promise<{ url: string; code: string }> {
  const root = new URL('.', remoteEntry);
  const manifest = JSON.parse((await fetchText(new URL('ssr/manifest.json', root).href)).text) as { entry?: unknown };
  if (typeof manifest.entry !== 'string') throw new Error(`${root}ssr/manifest.json names no entry`);
  const url = new URL(manifest.entry, root).href;
  return { url, code: (await fetchText(url, Number.POSITIVE_INFINITY)).text };
}

/**
 * The shell site to render with: SITE_URL. In the local emulator, the Hosting site the request came
 * through (X-Forwarded-Host), so the e2e tests' extra shells (a redeployed or a broken site remote)
 * render their own pages; never in production, where the header would let a caller choose what
 * this function fetches.
 */
export function shellOrigin(
  siteUrl: string | null,
  forwardedHost: string | undefined,
  emulated = EMULATED,
): string | null {
  if (emulated && forwardedHost && /^(localhost|127\.0\.0\.1):\d+$/.test(forwardedHost))
    return `http://${forwardedHost}`;
  return siteUrl;
}

let renderer: ShellRenderer | undefined;

function shellRenderer(): ShellRenderer {
  renderer ??= nodeRequire('./shell-server.cjs') as ShellRenderer;
  return renderer;
}

/** Renders `url` with what the shell's site at `siteUrl` serves. */
export async function renderAddress(siteUrl: string, url: string) {
  const [page, config] = await Promise.all([
    fetchText(`${siteUrl}/app.html`),
    fetchText(`${siteUrl}/app-config.json`).then((answer) => JSON.parse(answer.text) as unknown),
  ]);
  const remoteEntry = (config as { remotes?: { site?: unknown } }).remotes?.site;
  const shell = shellRenderer();
  return shell.renderPage(url, {
    config,
    template: { html: page.text, contentSecurityPolicy: page.headers.get('content-security-policy') },
    loadSite: async () => {
      if (typeof remoteEntry !== 'string') throw new Error('app-config.json names no site remote');
      const bundle = await loadSiteBundle(remoteEntry);
      return shell.siteServerModule(bundle.url, bundle.code, nodeRequire);
    },
  });
}

export const renderPage = onRequest(
  { region: REGION, memory: '512MiB', timeoutSeconds: 30, maxInstances: 20, invoker: 'public', cors: false },
  async (request, response) => {
    response.set({ 'X-Content-Type-Options': 'nosniff' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.status(405).set({ Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.send('Method not allowed.\n');
      return;
    }
    const siteUrl = shellOrigin(seoSettings().siteUrl, request.get('x-forwarded-host'));
    try {
      if (!siteUrl) throw new Error('SITE_URL is not set');
      // Behind a Hosting rewrite the URL is the site's; called directly, the part after the name.
      const answer = await renderAddress(siteUrl, request.url || '/');
      response.status(answer.status).set(answer.headers);
      response.send(answer.body);
    } catch (error) {
      logger.error('renderPage failed', {
        url: request.url,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      response.status(503).set({ 'Cache-Control': 'no-store' });
      // The browser-rendered page still works: visitors get the site, crawlers a "try again".
      const page = siteUrl ? await fetchText(`${siteUrl}/app.html`).catch(() => null) : null;
      const policy = page?.headers.get('content-security-policy');
      if (page)
        response
          .set({ 'Content-Type': 'text/html; charset=utf-8', ...(policy ? { 'Content-Security-Policy': policy } : {}) })
          .send(page.text);
      else
        response
          .set({ 'Content-Type': 'text/plain; charset=utf-8' })
          .send('Temporarily unavailable; try again shortly.\n');
    }
  },
);
