/**
 * renderPage: every address of the shell's Hosting site that is not a file (firebase.json's last
 * rewrite) answered as a complete HTML page by the shell's server renderer (shell/src/server,
 * bundled by build.mjs into lib/shell-server.cjs beside this function).
 *
 * What it renders comes from Hosting, at request time, as the browser would load it: the shell's
 * page (/app.html) with its Content-Security-Policy, the runtime configuration (/app-config.json),
 * and the site remote's server container, named by {site remote}/ssr/manifest.json, which the
 * renderer loads with the Module Federation runtime. So redeploying the site remote or the shell
 * changes the HTML without redeploying this function, and content
 * comes fresh from Firestore on every render. Answers are cached by Hosting's CDN for 5 minutes
 * (PAGE_CACHE_CONTROL in the renderer); what this function fetches is kept for FETCH_TTL_MS.
 *
 * Every page it renders carries a fresh signed form token (../leads/formToken.ts) for its lead
 * forms, which post to the page's own address without JavaScript: a POST here is such a form
 * (../leads/formPost.ts). A stored lead is answered with a 303 back to the page with `?sent=`,
 * which shows the success message (the quiz's with its link on to the quiz), a refused one with
 * the page rendered again with the reason and what was typed (400, 429 or 503), and a post that
 * is no lead form of ours with a plain 4xx.
 */

import { createRequire } from 'node:module';
import { onRequest, type Request, type Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
// The renderer's interface, declared once beside it; types only (the code is lib/shell-server.cjs).
import type { PageForms, RenderedPage, ShellRenderer } from '../../../shell/src/server/renderer';
import { verifyWithFirebase } from '../appCheck';
import { clientSalt, leadIntakeSettings, leadSettings, REGION, seoSettings, WEBHOOK_SECRETS } from '../config';
import { db } from '../firebase';
import { withoutPoweredBy } from '../http';
import { answerLeadPost } from '../leads/formPost';
import { issueFormToken } from '../leads/formToken';
import type { LeadCore } from '../leads/intake';

export type { PageForms, RenderedPage };

const nodeRequire = createRequire(import.meta.url);

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

/**
 * The site remote's server container, as {site root}/ssr/manifest.json names it: its address
 * (content-hashed, so a redeploy is a new one) and the site's root. The manifest is fetched like
 * the configuration (FETCH_TTL_MS); the container itself by the federation runtime, once per address.
 */
export async function siteServerEntry(remoteEntry: string): Promise<{ entry: string; root: string }> {
  const root = new URL('.', remoteEntry).href;
  const manifest = JSON.parse((await fetchText(new URL('ssr/manifest.json', root).href)).text) as { entry?: unknown };
  if (typeof manifest.entry !== 'string') throw new Error(`${root}ssr/manifest.json names no entry`);
  return { entry: new URL(manifest.entry, root).href, root };
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

/** The runtime configuration the shell's site at `siteUrl` serves (app-config.json), as served. */
async function fetchAppConfig(siteUrl: string): Promise<unknown> {
  return JSON.parse((await fetchText(`${siteUrl}/app-config.json`)).text) as unknown;
}

/** Renders `url` with what the shell's site at `siteUrl` serves, its forms with `forms`. */
export async function renderAddress(siteUrl: string, url: string, forms: PageForms): Promise<RenderedPage> {
  const [page, config] = await Promise.all([fetchText(`${siteUrl}/app.html`), fetchAppConfig(siteUrl)]);
  const remoteEntry = (config as { remotes?: { site?: unknown } }).remotes?.site;
  const shell = shellRenderer();
  return shell.renderPage(url, {
    config,
    template: { html: page.text, contentSecurityPolicy: page.headers.get('content-security-policy') },
    ...forms,
    loadSite: async () => {
      if (typeof remoteEntry !== 'string') throw new Error('app-config.json names no site remote');
      const { entry, root } = await siteServerEntry(remoteEntry);
      return shell.loadSiteServer(entry, root);
    },
  });
}

const TEXT = 'text/plain; charset=utf-8';

/** What renderPage works with: tests pass their own. */
export interface PageDependencies {
  /** The shell site to render with, or null when none is configured. */
  siteUrl: string | null;
  /** The key material of the form tokens (LEAD_CLIENT_SALT). */
  formSecret: string;
  now: Date;
  render: (siteUrl: string, url: string, forms: PageForms) => Promise<RenderedPage>;
  /** What the lead core needs, for a lead form's post. */
  leads: () => LeadCore;
}

/** A fresh token for the page's forms; '' (forms refused as 'invalid') without a secret. */
function formToken(dependencies: PageDependencies): string {
  if (dependencies.formSecret) return issueFormToken(dependencies.formSecret, dependencies.now);
  logger.error('LEAD_CLIENT_SALT is empty: pages are rendered without a form token, plain form posts are refused');
  return '';
}

/** renderPage's whole HTTP exchange; `dependencies` is called once per request. */
export function pageRequestHandler(dependencies: (request: Request) => PageDependencies) {
  return async (request: Request, response: Response): Promise<void> => {
    response.set({ 'X-Content-Type-Options': 'nosniff' });
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
      response.status(405).set({ Allow: 'GET, HEAD, POST', 'Content-Type': TEXT });
      response.send('Method not allowed.\n');
      return;
    }
    const deps = dependencies(request);
    const { siteUrl } = deps;
    try {
      if (request.method === 'POST') {
        await answerLeadPost(request, response, deps.leads(), async (formFailure) => {
          if (!siteUrl) throw new Error('SITE_URL is not set');
          return deps.render(siteUrl, request.url || '/', { formToken: formToken(deps), formFailure });
        });
        return;
      }
      if (!siteUrl) throw new Error('SITE_URL is not set');
      // Behind a Hosting rewrite the URL is the site's; called directly, the part after the name.
      const answer = await deps.render(siteUrl, request.url || '/', { formToken: formToken(deps) });
      response.status(answer.status).set(answer.headers);
      response.send(answer.body);
    } catch (error) {
      logger.error('renderPage failed', {
        url: request.url,
        method: request.method,
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
      else response.set({ 'Content-Type': TEXT }).send('Temporarily unavailable; try again shortly.\n');
    }
  };
}

function deployedDependencies(request: Request): PageDependencies {
  return {
    siteUrl: shellOrigin(seoSettings().siteUrl, request.get('x-forwarded-host')),
    formSecret: clientSalt.value(),
    now: new Date(),
    render: renderAddress,
    leads: () => ({
      firestore: db(),
      settings: leadSettings(),
      intake: leadIntakeSettings(),
      now: new Date(),
      verifyAppCheck: verifyWithFirebase,
    }),
  };
}

export const renderPage = onRequest(
  {
    region: REGION,
    memory: '512MiB',
    timeoutSeconds: 30,
    maxInstances: 20,
    invoker: 'public',
    cors: false,
    // The form tokens are keyed from the client salt; plain form posts store and forward leads.
    secrets: [...WEBHOOK_SECRETS, clientSalt],
  },
  withoutPoweredBy(pageRequestHandler(deployedDependencies)),
);
