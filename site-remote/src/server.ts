/**
 * The site remote's server entry: what the shell's server renderer (shell/src/server) needs to
 * render a public page. Built by `pnpm build` into dist/ssr/ beside the browser build and deployed
 * with it, so the served HTML always comes from the deployed site remote. React, MUI, the router,
 * i18next and the platform are not in the bundle: the shell provides them (SHARED_SINGLETONS).
 */
import './server/publicPath';

export { default as App } from './App';
export { renderHeadHtml } from './seo/meta';
