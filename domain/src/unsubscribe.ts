/**
 * Leaving the newsletter without signing in: every newsletter subscription (a `newsletter` lead)
 * has its own unsubscribe address, `/unsubscribe?token=<token>` (`/sv/unsubscribe?…` for one made
 * on a Swedish page), which the webhook hands the newsletter tool to put in every mail. The token
 * is `<lead id>.<signature>`: the functions sign the lead's id with a key of their own
 * (functions/src/leads/unsubscribe.ts), so the site can check it without a login and nobody can
 * make one for another lead. Opening the address changes nothing (mail scanners follow links): the
 * page names the address it is about and a button posts the form; an RFC 8058 one-click POST
 * (`List-Unsubscribe=One-Click`) to the same address does the same. Not a public route: no
 * sitemap entry, never indexed, never kept by a shared cache.
 */
import type { Language } from './language';
import { localizedPath } from './routes';

/** The site path of the unsubscribe page (the language prefix comes on top). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** The query parameter that carries the token. */
export const UNSUBSCRIBE_TOKEN_PARAM = 'token';
/** The form field (and value) of an RFC 8058 one-click unsubscribe, which the page's button sends too. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

/** The router's view of the page: its path in any case, with trailing slashes, as React Router matches. */
const UNSUBSCRIBE_ROUTE = /^\/unsubscribe\/*$/i;

/** A Firestore document id as the functions make them (20 letters and digits), a dot, 32 bytes of HMAC in base64url. */
const TOKEN = /^[A-Za-z0-9]{20}\.[A-Za-z0-9_-]{43}$/;

/** Whether `value` has a token's form (whether it is genuine only the functions can tell). */
export function isUnsubscribeToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** Whether `path` (a site path without `/sv`) is the unsubscribe page. */
export function matchUnsubscribePath(path: string): boolean {
  return UNSUBSCRIBE_ROUTE.test(path);
}

/**
 * Whether `path` (a site path without `/sv`) is the unsubscribe page at an address other than its
 * own: another case (`/Unsubscribe`, `/UNSUBSCRIBE.html`), a trailing slash, `.html`, and any of
 * them with percent-encoded characters (`/unsub%73cribe`, `/unsubscribe%2F`), which the router
 * decodes. The router matches those too, but Hosting's headers (scripts/hosting/headers.mjs) are
 * written for the page's own address, so the server moves them there, the token with them. Broken
 * percent-encoding, or a character encoded twice (`%2573`), is no address of the page.
 */
export function isUnsubscribeVariant(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return path !== UNSUBSCRIBE_PATH && matchUnsubscribePath(decoded.replace(/\.html$/i, ''));
}

/** The token a search string (`?token=…`) carries, when it has a token's form; else null. */
export function unsubscribeTokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get(UNSUBSCRIBE_TOKEN_PARAM);
  return isUnsubscribeToken(token) ? token : null;
}

/** The page's site path with its token, in `language` (`/sv/unsubscribe?token=…`). */
export function unsubscribePath(token: string, language: Language): string {
  return localizedPath(`${UNSUBSCRIBE_PATH}?${UNSUBSCRIBE_TOKEN_PARAM}=${encodeURIComponent(token)}`, language);
}

/** What the page shows of a subscription: the address, and whether it has left. */
export interface UnsubscribeView {
  email: string;
  unsubscribed: boolean;
}

/**
 * The TanStack Query key the server render fills with the token's subscription (or null when the
 * token does not work: malformed, forged, unknown or erased) before rendering the page, which reads it.
 */
export function unsubscribeQueryKey(token: string): readonly ['unsubscribe', string] {
  return ['unsubscribe', token];
}
