/**
 * What the server knows of a page besides its components: before the render, the site's route
 * decides the page's answer from the data its loader read (`PageOutcome`: status, redirect, head
 * tags), so the render only renders; with the HTML, the server hands the browser its data.
 */
import type { FormFailure, Language, PreviewContent } from '@app/domain';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { AppConfig } from './config';

/** What the site's `loadPage` is handed for a request, before the render. */
export interface PageLoad {
  /** The request's query cache: the route's loader fills it, the render reads it. */
  client: QueryClient;
  /** The request's i18next instance, which the site adds its strings to. */
  i18n: I18n;
  /** The site path asked for, without /sv ('/blog'). */
  pathname: string;
  /** Its query string, with the '?' ('' for none). */
  search: string;
  language: Language;
  /** The request's configuration. */
  config: AppConfig;
  /**
   * A preview link's item, or null when the link does not work: only the caller can read it (with
   * the Admin SDK; HandleContext.loadPreview). Without it no preview works.
   */
  loadPreview?: ((token: string) => Promise<PreviewContent | null>) | undefined;
}

/** A page's answer, decided from its data before the render (the site's `loadPage`). */
export interface PageOutcome {
  /**
   * HTTP status of the answer: 404 for a page that does not exist; 301 (moved for good) or 302 for
   * an address that moved, which is not rendered.
   */
  status: 200 | 404 | 301 | 302;
  /** Where a 301 or 302 leads: a site path with its query ('/blog?page=2'), in the request's language. */
  redirect?: string;
  /** The page's head tags (title, meta, link, JSON-LD), as HTML. */
  head: string;
  /** For the holder of its address only (a preview link's page): never cached by a shared cache nor indexed. */
  private?: boolean;
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
