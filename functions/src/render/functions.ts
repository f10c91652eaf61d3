/**
 * renderPage: the shell's server (`handle`, @app/shell's server build, which this package's build
 * puts into lib/shell-server.cjs) over HTTP: the Express request in as a Fetch `Request`, the `Response` back,
 * each page with a fresh form token, and a preview link's item read with the Admin SDK
 * (../preview/links.ts). A POST is a lead form's (../leads/formPost.ts). A page (GET) needs neither
 * the Admin SDK nor the lead core: they load on a lead form's post or a preview link's first use.
 */
import { createRequire } from 'node:module';
import { onRequest, type Request, type Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { clientSalt, REGION, seoSettings, WEBHOOK_SECRETS } from '../config';
import type { FormFailure, HandleContext, ShellServer } from '../domain';
import { withoutPoweredBy } from '../http';
import { pageFormToken } from '../leads/formToken';
import type { LeadCore } from '../leads/intake';
import { onInstanceStart } from '../loadedFunctions';

/** What renderPage works with (tests pass their own). */
export interface PageDependencies {
  handle: ShellServer['handle'];
  site: Pick<HandleContext, 'siteUrl' | 'emulated'>;
  /** A fresh signed token for the page's lead forms. */
  formToken: () => string;
  /** What a lead form's post is taken with (called only for a POST). */
  leads: () => LeadCore | Promise<LeadCore>;
  /** A preview link's item, read with the Admin SDK (../preview/links.ts); without it no preview works. */
  loadPreview?: HandleContext['loadPreview'];
}

/** The Express request as a Fetch `Request`, without its body (formPost.ts reads a post's). */
function fetchRequest({ headers, method, url }: Request): globalThis.Request {
  const fields = Object.entries(headers).flatMap(([name, value]) => [value ?? []].flat().map((one) => [name, one]));
  // Concatenated, not resolved: `//host/x` is a path here (requestAddress).
  return new Request(`http://localhost${url || '/'}`, { method, headers: fields as [string, string][] });
}

/** renderPage's whole HTTP exchange; `dependencies` is called once per request. */
export function pageRequestHandler(dependencies: (request: Request) => PageDependencies) {
  return async (request: Request, response: Response): Promise<void> => {
    response.set({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
    const deps = dependencies(request);
    const formToken = deps.formToken();
    const page = (formFailure: FormFailure | null = null) =>
      deps.handle(fetchRequest(request), { ...deps.site, formToken, formFailure, loadPreview: deps.loadPreview });
    try {
      if (request.method === 'POST') {
        const [{ answerLeadPost }, leads] = await Promise.all([import('../leads/formPost'), deps.leads()]);
        return await answerLeadPost(request, response, leads, page);
      }
      const answer = await page();
      response
        .status(answer.status)
        .set(Object.fromEntries(answer.headers))
        .send(await answer.text());
    } catch (error) {
      // The shell's server answers its own failures: this is the lead post's, or the bundle's.
      logger.error('renderPage failed', { url: request.url, method: request.method, error: String(error) });
      response.status(503).set('Content-Type', 'text/plain; charset=utf-8').send('Try again shortly.\n');
    }
  };
}

/** The shell's server, required once (a module's require is cached). */
function shellServer(): ShellServer {
  return createRequire(import.meta.url)('./shell-server.cjs') as ShellServer;
}

/** A new renderPage instance loads the shell's server and fetches what it renders with before its first request. */
export function prepareInstance(env: NodeJS.ProcessEnv = process.env, load: () => ShellServer = shellServer): boolean {
  const { siteUrl } = seoSettings();
  return siteUrl !== null && onInstanceStart('renderPage', () => load().prepare(siteUrl), env);
}

export const renderPage = onRequest(
  // Plain form posts store leads; their tokens are keyed from the client salt.
  {
    region: REGION,
    memory: '512MiB',
    timeoutSeconds: 30,
    maxInstances: 20,
    invoker: 'public',
    cors: false,
    secrets: [...WEBHOOK_SECRETS, clientSalt],
  },
  withoutPoweredBy(
    pageRequestHandler(() => ({
      handle: shellServer().handle,
      site: { siteUrl: seoSettings().siteUrl, emulated: process.env.FUNCTIONS_EMULATOR === 'true' },
      formToken: () => pageFormToken(clientSalt.value(), new Date()),
      leads: async () => (await import('../leads/formPost')).deployedLeadCore(),
      loadPreview: async (token) => {
        const [{ resolvePreviewLink }, { db }] = await Promise.all([import('../preview/links'), import('../firebase')]);
        return resolvePreviewLink(db(), token);
      },
    })),
  ),
);

prepareInstance();
