/**
 * What the server knows of a page besides its components: the site's `loadPage` decides the page's
 * answer from the data it loaded before the render, so the render only renders; with the HTML, the
 * server hands the browser that data.
 */
import type { HandleContext, Language, PageForms } from '@app/domain';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { AppConfig } from './config';

/**
 * The contract between the shell's server and the site remote: what the site's server container
 * exposes as './server' (site-remote/src/server.ts, held to it by the type checker).
 */
export interface SiteServerModule {
  App: ComponentType;
  /** Loads the page's data into the request's cache and decides its answer. */
  loadPage(request: PageLoad): Promise<PageOutcome>;
}

/** What the site's `loadPage` is handed for a request, before the render. */
export interface PageLoad {
  /** The request's query cache: the route's loader fills it, the render reads it. */
  client: QueryClient;
  /** The request's i18next instance, which the site adds its strings to. */
  i18n: I18n;
  /** The site path asked for, without /sv ('/blog'), and its query string ('?q=ai' or ''). */
  pathname: string;
  search: string;
  language: Language;
  config: AppConfig;
  loadPreview?: HandleContext['loadPreview'];
  loadUnsubscribe?: HandleContext['loadUnsubscribe'];
}

/** A page's answer, decided from its data before the render (the site's `loadPage`). */
export interface PageOutcome {
  /** 404 for a page that does not exist; 301 or 302 for an address that moved (not rendered). */
  status: 200 | 404 | 301 | 302;
  /** Where a 301 or 302 leads: a site path with its query ('/blog?page=2'), in the request's language. */
  redirect?: string;
  /** The page's head tags (title, meta, link, JSON-LD), as HTML. */
  head: string;
  /**
   * For the holder of its address only (a preview link's page, the unsubscribe page): never kept by
   * a shared cache nor indexed.
   */
  private?: boolean;
  /**
   * A 404 at an address that may be a page any moment (a post's, with no live post at its slug: one
   * may be published there, by hand or by the schedule, or renamed to it): kept by no shared cache,
   * so the page shows the moment it exists, before the CDN's clearing (functions/src/cdn) comes.
   */
  transient?: boolean;
}

/** The element id of the JSON the server embeds for the browser's first render. */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/** What the server hands the browser with the HTML (JSON in a non-executed script element). */
export interface ServerData extends Partial<PageForms> {
  language: Language;
  /** The page's queries as the server loaded them (`dehydrate`): the browser's cache starts with them. */
  queries: DehydratedState;
}

/**
 * In the browser: what the server rendered this document with, or null. Read at start-up (the
 * shell, the forms once): a second parse of the few KB costs well under a tenth of a millisecond.
 */
export function readServerData(): ServerData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerData;
  } catch {
    return null;
  }
}
