/**
 * The site remote's server module, exposed as './server' by its server container (built by
 * `pnpm build` into dist/ssr/ beside the browser build and deployed with it): what the shell's
 * server renderer (shell/src/server) needs to render a public page. The renderer loads it with the
 * Module Federation runtime, so the served HTML always comes from the deployed site remote. React,
 * MUI, the router, i18next and the platform are not in the container: the shell provides them
 * (SHARED_SINGLETONS, consumed with `import: false`), TanStack Query included: the renderer makes
 * each request's cache, `loadPage` loads the page's data into it (the route's loader) and answers
 * the page's status, redirect and head tags as data (./server/pageOutcome.ts), and the pages read
 * the data from there as they render.
 */
import type { SiteServerModule } from '@app/platform';
import App from './App';
import { loadPage } from './server/pageOutcome';

export { App, loadPage };

({ App, loadPage }) satisfies SiteServerModule;
