/** The render's interface (./render.tsx): what it is handed and what it answers. */
import type { Language, PageForms, PreviewContent } from '@app/domain';
import type { AppConfig } from '@app/platform';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What the site remote's server container exposes as './server' (site-remote/src/server.ts). */
export interface SiteServerModule {
  /** The site's pages; each hands its head tags to the render as HTML (ServerRender.head). */
  App: ComponentType;
  /**
   * Loads the data of the page at `pathname` (a site path, without /sv) into the request's cache
   * before the render, with its query (`?page=2`) and language, read with the request's
   * configuration: the route's loader (site-remote/src/data/loaders.ts). A site whose pages read no
   * data may leave it out (tests).
   */
  prefetchPage?(
    client: QueryClient,
    pathname: string,
    search: string,
    language: Language,
    config: AppConfig,
  ): Promise<void>;
}

export interface RenderInputs extends PageForms {
  /** The runtime configuration as served (app-config.json); merged over the defaults here. */
  config: unknown;
  /** The shell's page (app.html) and the Content-Security-Policy Hosting answers it with. */
  template: { html: string; contentSecurityPolicy: string | null };
  /** The site remote's server module (loadSiteServer, or the site's source in tests). */
  loadSite: () => Promise<SiteServerModule>;
  /** A preview link's item, or null when the link does not work (HandleContext.loadPreview). */
  loadPreview?: ((token: string) => Promise<PreviewContent | null>) | undefined;
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}
