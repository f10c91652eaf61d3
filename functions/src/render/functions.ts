/**
 * renderPage: the HTTP adapter of the shell's server (`handle` in lib/shell-server.cjs), each page
 * with a fresh form token. A POST is a lead form's or an unsubscribe (../leads/pagePost.ts). The Admin
 * SDK and the lead core load only for a post, a preview link's or an unsubscribe address's first use,
 * never for a page.
 */
import { createRequire } from 'node:module';
import { onRequest, type Request, type Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { clientSalt, seoSettings, WEBHOOK_SECRETS } from '../config';
import { type FormFailure, type HandleContext, loggableFailure, type ShellServer, unavailableText } from '../domain';
import { movedDotSegments, PUBLIC_HTTP, refusedMethod, sendText, withoutPoweredBy } from '../http';
import { pageFormToken } from '../leads/formToken';
import { answerPagePost, deployedPosts, type PagePosts } from '../leads/pagePost';
import { isInstanceOf, onInstanceStart } from '../loadedFunctions';

/** What renderPage works with (tests pass their own). */
export interface PageDependencies extends PagePosts {
  handle: ShellServer['handle'];
  /** What `handle` is handed (a fresh form token per request) but a refused post. */
  context: Omit<HandleContext, 'formFailure'>;
}

/** renderPage's whole HTTP exchange; `dependencies` is called once per request. */
export function pageRequestHandler(dependencies: (request: Request) => PageDependencies) {
  return async (request: Request, response: Response): Promise<void> => {
    response.set({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
    // Before a Fetch Request is made: it throws for TRACE and TRACK, which would be answered 503.
    if (refusedMethod(request, response, ['GET', 'HEAD', 'POST']) || movedDotSegments(request, response)) return;
    try {
      const { handle, context, ...posts } = dependencies(request);
      // Without its body (formPost.ts reads a post's); concatenated, not resolved: `//host/x` is a path here.
      const { headers, method, url } = request;
      const fields = Object.entries(headers).flatMap(([name, value]) => [value ?? []].flat().map((one) => [name, one]));
      const at = (address: string) =>
        new Request(`http://localhost${address}`, { method, headers: fields as [string, string][] });
      // The page at the request's address, or at `address` (a site path: an unsubscribe's own, pagePost.ts).
      const page = (formFailure: FormFailure | null = null, address = url || '/') =>
        handle(at(address), { ...context, formFailure });
      if (request.method === 'POST') return await answerPagePost(request, response, posts, page);
      const answer = await page();
      response.status(answer.status).set(Object.fromEntries(answer.headers));
      response.send(await answer.text());
    } catch (error) {
      // The shell's server answers its own failures: this is the lead post's, or the bundle's.
      logger.error('renderPage failed', { method: request.method, ...loggableFailure(request.url || '/', error) });
      sendText(response, 503, unavailableText(request.url || '/'));
    }
  };
}

/** The shell's server, required once (a module's require is cached). */
const shellServer = (): ShellServer => createRequire(import.meta.url)('./shell-server.cjs');

/** A new renderPage instance fetches what it renders with before its first request (ShellServer.prepare). */
export function prepareInstance(env = process.env, load = shellServer): boolean {
  const siteUrl = isInstanceOf('renderPage', env) ? seoSettings().siteUrl : null;
  return siteUrl !== null && onInstanceStart('renderPage', () => load().prepare(siteUrl), env);
}

export const renderPage = onRequest(
  // Plain form posts store leads; their tokens are keyed from the client salt.
  { ...PUBLIC_HTTP, memory: '512MiB', timeoutSeconds: 30, maxInstances: 20, secrets: [...WEBHOOK_SECRETS, clientSalt] },
  withoutPoweredBy(
    pageRequestHandler(() => ({
      handle: shellServer().handle,
      context: {
        siteUrl: seoSettings().siteUrl,
        emulated: process.env.FUNCTIONS_EMULATOR === 'true',
        formToken: pageFormToken(clientSalt.value(), new Date()),
        loadPreview: async (token) =>
          (await import('../preview/links')).resolvePreviewLink((await import('../firebase')).db(), token),
        loadUnsubscribe: async (token) => (await import('../leads/unsubscribe')).deployedSubscription(token),
      },
      ...deployedPosts,
    })),
  ),
);

prepareInstance();
