/**
 * A POST to a page (renderPage): at the unsubscribe page's address with `List-Unsubscribe=One-Click`
 * an unsubscribe (unsubscribe.ts); any other, the page's lead form's, the unsubscribe page's footer
 * included (formPost.ts). Each loads its code and the Admin SDK only when asked.
 */
import type { Request, Response } from 'firebase-functions/https';
import { requestAddress, unsubscribePageAddress } from '../domain';
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

/**
 * The unsubscribe page's own address when `url` (a request's path and query) is it or another
 * spelling of it, in either language (`/SV/Unsubscribe`, `/%73v/unsub%73cribe`: unsubscribePageAddress).
 */
function unsubscribePageOf(url: string): string | null {
  const { pathname, search } = requestAddress(url);
  return unsubscribePageAddress(pathname, search);
}

/**
 * Renders a page: at the request's address, with a lead form's refusal, or at `address` (a site
 * path with its query) instead.
 */
export type RenderPagePost = (
  failure?: Parameters<RenderAgain>[0] | null,
  address?: string,
) => Promise<globalThis.Response>;

/**
 * Answers a POST to the page at the request's address; `page` renders it (with a lead form's
 * refusal). A one-click unsubscribe at any spelling of the unsubscribe page's address ends the
 * subscription as at the page's own: a mail client posts to the address it was given and follows
 * no redirect (RFC 8058), and the token, not the spelling, says whose it is. The answer is the page
 * rendered at its own address (a GET of a spelling moves there).
 */
export async function answerPagePost(
  request: Request,
  response: Response,
  posts: PagePosts,
  page: RenderPagePost,
): Promise<void> {
  const unsubscribePage = unsubscribePageOf(request.url || '/');
  if (unsubscribePage !== null) {
    const { answerUnsubscribePost, isOneClick } = await import('./unsubscribe');
    if (isOneClick(request)) {
      return answerUnsubscribePost(request, response, await posts.unsubscribe(), () => page(null, unsubscribePage));
    }
  }
  const [{ answerLeadPost }, core] = await Promise.all([import('./formPost'), posts.leads()]);
  return answerLeadPost(request, response, core, page);
}
