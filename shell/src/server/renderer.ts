/**
 * The server renderer's interface, declared once: shell/src/server/index.tsx implements it, and
 * the `renderPage` function (functions/src/render/functions.ts) imports these types for what it
 * loads from lib/shell-server.cjs (functions/build.mjs bundles this folder into it). Types only, so
 * the functions' type check reads no more of the shell than this file.
 */
import type { FormFailure, Language } from '@app/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What the site remote's server container exposes as './server' (site-remote/src/server.ts). */
export interface SiteServerModule {
  /** The site's pages; each hands its head tags to the render as HTML (ServerRender.head). */
  App: ComponentType;
  /**
   * Loads the data of the page at `pathname` (a site path, without /sv) into the request's cache
   * before the render, with its query (`?page=2`) and language: the route's loader
   * (site-remote/src/data/loaders.ts). A site whose pages
   * read no data may leave it out (tests).
   */
  prefetchPage?(client: QueryClient, pathname: string, search?: string, language?: Language): Promise<void>;
}

/** What a render hands the page's lead forms: their token, and the plain post it answers, if refused. */
export interface PageForms {
  /** The signed token this page's lead forms carry (a fresh one per render; see @app/platform's forms). */
  formToken: string;
  /** The plain form post this render answers, when the server refused it: shown with what was typed. */
  formFailure?: FormFailure | null;
}

export interface RenderInputs extends PageForms {
  /** The runtime configuration as served (app-config.json); merged over the defaults here. */
  config: unknown;
  /** The shell's page (app.html) and the Content-Security-Policy Hosting answers it with. */
  template: { html: string; contentSecurityPolicy: string | null };
  /** The site remote's server module (loadSiteServer, or the site's source in tests). */
  loadSite: () => Promise<SiteServerModule>;
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What lib/shell-server.cjs exports. */
export interface ShellRenderer {
  /** The answer for `url` (path and query, e.g. '/sv/blog?q=ai'). */
  renderPage(url: string, inputs: RenderInputs): Promise<RenderedPage>;
  /**
   * The site remote's server module from its server container at `entry`, loaded with the Module
   * Federation runtime once per address; `root` is the site remote's root (where its images are).
   */
  loadSiteServer(entry: string, root: string): Promise<SiteServerModule>;
}
