/**
 * What a page tells the server that renders it. On the server (the shell's `renderPage`, see
 * shell/src/server) every request renders inside its own `ServerRender` context: pages say when
 * they are a 404 or a redirect and hand over their head metadata (their data is in the request's
 * own TanStack Query cache, loaded before the render by the route's loader). In the browser there
 * is no context and every hook here is a no-op, so the same components run in both places.
 */
import type { FormFailure, Language } from '@app/domain';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';

export interface ServerRender {
  /** HTTP status of the answer; a page that does not exist sets 404. */
  status: number;
  /** Set by a page that moved: the answer is a redirect to this site-relative address. */
  redirect: string | null;
  /** The redirect is permanent (301: the address moved for good), else temporary (302). */
  redirectPermanent: boolean;
  /** The head tags (title, meta, link, JSON-LD) of the page, as HTML: the page's last word wins. */
  head: string;
  /** The signed token this page's forms carry (see forms.ts). */
  formToken: string;
  /** The plain post this page is answering, when the server refused it (see forms.ts). */
  formFailure: FormFailure | null;
}

export function createServerRender(
  form: Pick<ServerRender, 'formToken' | 'formFailure'> = { formToken: '', formFailure: null },
): ServerRender {
  return { status: 200, redirect: null, redirectPermanent: false, head: '', ...form };
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The request being rendered on the server, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/** Rendered by a page that does not exist: on the server the answer's status becomes 404. */
export function NotFoundStatus(): null {
  const render = useServerRender();
  if (render) render.status = 404;
  return null;
}

/**
 * Rendered by an address that moved: on the server the answer becomes a redirect to `to` (301
 * when `permanent`, else 302); in the browser `fallback` (the router's <Navigate replace>) moves
 * there. A `to` without a query keeps the request's; one ending in a bare '?' drops it.
 */
export function ServerRedirect({
  to,
  fallback,
  permanent = false,
}: {
  to: string;
  fallback: ReactNode;
  permanent?: boolean;
}): ReactNode {
  const render = useServerRender();
  if (!render) return fallback;
  render.redirect = to;
  render.redirectPermanent = permanent;
  return null;
}

/** The element id of the JSON the server embeds for the browser's first render. */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/** What the server hands the browser with the HTML (JSON in a non-executed script element). */
export interface ServerData {
  /** The language the page was rendered in. */
  language: Language;
  /**
   * The page's queries as the server loaded them (TanStack Query's `dehydrate`): the browser's
   * cache starts with them (`HydrationBoundary`), so its first render shows the same data.
   */
  queries: DehydratedState;
  /** The signed token the page's forms carry (see forms.ts). */
  formToken?: string;
  /** The plain post the page answers, when the server refused it. */
  formFailure?: FormFailure | null;
}

const parsed = new WeakMap<Element, ServerData | null>();

/**
 * In the browser: what the server rendered this document with, or null for a page it did not
 * render. Parsed once per document (the shell, the forms and the site's data all ask).
 */
export function readServerData(): ServerData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  if (parsed.has(element)) return parsed.get(element) ?? null;
  let data: ServerData | null = null;
  try {
    data = JSON.parse(element.textContent) as ServerData;
  } catch {
    data = null;
  }
  parsed.set(element, data);
  return data;
}
