import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, createServerConfig } from '../scripts/build/rspack-app.mjs';
import { APP_PORTS } from '../scripts/local-stack/ports.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
/**
 * The dictionaries, whose headings' long words get soft hyphens when built (scripts/build/hyphenate-loader.mjs),
 * in the browser build and the server container alike, so both render the same text.
 */
const DICTIONARIES = /[\\/]src[\\/]i18n[\\/](en|sv)[\\/][^\\/]+\.ts$/;
// The dev server (pnpm --filter … dev) takes the port the local stack serves this app on.
const browser = createAppConfig({
  name: 'site',
  dir,
  port: APP_PORTS.site,
  exposes: { './App': './src/App.tsx' },
  hyphenate: DICTIONARIES,
});
/** What the server container exposes to the shell's server renderer (shell/src/server/siteModule.ts). */
export const SERVER_EXPOSES = { './server': './src/server.ts' };
/** Its images are addressed from the site remote's root, read from where the container was loaded. */
export const SERVER_RUNTIME_PLUGINS = ['./src/server/publicPath.ts'];
const server = createServerConfig({
  name: 'site',
  dir,
  exposes: SERVER_EXPOSES,
  runtimePlugins: SERVER_RUNTIME_PLUGINS,
  hyphenate: DICTIONARIES,
});

// The browser build (the federated remote) and the server container the shell's renderer loads.
export default (env, argv) => [browser(env, argv), server(env, argv)];
