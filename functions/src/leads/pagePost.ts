/**
 * A POST to a page (renderPage): at the unsubscribe page's address with `List-Unsubscribe=One-Click`
 * an unsubscribe (unsubscribe.ts); any other, the page's lead form's, the unsubscribe page's footer
 * included (formPost.ts). Each loads its code and the Admin SDK only when asked.
 */
import type { Request, Response } from 'firebase-functions/https';
import { languageOfPath, matchUnsubscribePath } from '../domain';
import type { RenderAgain } from './formPost';
import type { LeadCore } from './intake';
import type { UnsubscribeDeps } from './unsubscribe';

/** What a page's POST is taken with (tests pass their own); each called only for its kind of post. */
export interface PagePosts {
  leads: () => LeadCore | Promise<LeadCore>;
  unsubscribe: () => UnsubscribeDeps | Promise<UnsubscribeDeps>;
}

/** What the deployed function takes a page's POST with. */
export const deployedPosts: PagePosts = {
  leads: async () => (await import('./formPost')).deployedLeadCore(),
  unsubscribe: async () => (await import('./unsubscribe')).deployedUnsubscribe(),
};

/** Whether `url` (a request's path and query) is the unsubscribe page's, in either language. */
function isUnsubscribePage(url: string): boolean {
  return matchUnsubscribePath(languageOfPath(new URL(url, 'http://localhost').pathname).path);
}

/** Answers a POST to the page at the request's address; `page` renders it (with a lead form's refusal). */
export async function answerPagePost(
  request: Request,
  response: Response,
  posts: PagePosts,
  page: (failure?: Parameters<RenderAgain>[0]) => Promise<globalThis.Response>,
): Promise<void> {
  if (isUnsubscribePage(request.url || '/')) {
    const { answerUnsubscribePost, isOneClick } = await import('./unsubscribe');
    if (isOneClick(request)) return answerUnsubscribePost(request, response, await posts.unsubscribe(), () => page());
  }
  const [{ answerLeadPost }, core] = await Promise.all([import('./formPost'), posts.leads()]);
  return answerLeadPost(request, response, core, page);
}
