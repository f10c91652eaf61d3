/**
 * The shell's server: `handle` answers a request for any address of the shell's site (the
 * `renderPage` Cloud Function, functions/src/render, is its HTTP adapter), `renderPage` is the
 * render itself. Bundled by functions/build.mjs into lib/shell-server.cjs; its interface is
 * ShellServer (./contract.ts).
 */

import type { ShellServer } from './contract';
import { handle } from './handle';

export type { HandleContext, PageForms, ShellServer } from './contract';
export { FETCH_TTL_MS, handle, shellOrigin, siteServerEntry } from './handle';
export { PAGE_CACHE_CONTROL, PREVIEW_HEADERS, RENDER_DATA_FAILED_EVENT, renderPage } from './render';
export type { RenderedPage, RenderInputs, SiteServerModule } from './renderer';
export { loadSiteServer, PROVIDED_SINGLETONS } from './siteModule';

// What the bundle exports is the declared interface (functions/src/render/functions.ts relies on it).
({ handle }) satisfies ShellServer;
