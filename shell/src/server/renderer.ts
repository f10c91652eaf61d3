/** The render's interface (./render.tsx): what it is handed and what it answers. */
import type { HandleContext, PageForms } from '@app/domain';
import type { PageLoad, PageOutcome } from '@app/platform';
import type { ComponentType } from 'react';

/** What the site remote's server container exposes as './server' (site-remote/src/server.ts). */
export interface SiteServerModule {
  /** The site's pages. */
  App: ComponentType;
  /**
   * Before the render: loads the page's data into the request's cache (the route's loader) and
   * answers its status, redirect and head tags, decided from that data
   * (site-remote/src/server/pageOutcome.ts). A site whose pages read no data and have no head may
   * leave it out (tests): the page is then a 200 with none.
   */
  loadPage?(request: PageLoad): Promise<PageOutcome>;
}

export interface RenderInputs extends PageForms, Pick<HandleContext, 'loadPreview'> {
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
