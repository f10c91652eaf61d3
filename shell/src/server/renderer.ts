/** The render's interface (./render.tsx): what it is handed and what it answers. */
import type { HandleContext, PageForms } from '@app/domain';
import type { PageLoad, PageOutcome } from '@app/platform';
import type { ComponentType } from 'react';

/** What the site remote's server container exposes as './server' (site-remote/src/server.ts). */
export interface SiteServerModule {
  App: ComponentType;
  /** Loads the page's data into the request's cache and decides its answer (a site without data may leave it out). */
  loadPage?(request: PageLoad): Promise<PageOutcome>;
}

export interface RenderInputs extends PageForms, Pick<HandleContext, 'loadPreview'> {
  /** app-config.json as served; merged over the defaults. */
  config: unknown;
  /** The shell's page (app.html) and the Content-Security-Policy Hosting answers it with. */
  template: { html: string; contentSecurityPolicy: string | null };
  loadSite: () => Promise<SiteServerModule>;
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}
