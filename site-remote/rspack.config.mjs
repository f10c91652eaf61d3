import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, createServerConfig } from '../scripts/build/rspack-app.mjs';
import { APP_PORTS } from '../scripts/local-stack/ports.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
// The dev server (pnpm --filter … dev) takes the port the local stack serves this app on.
const browser = createAppConfig({ name: 'site', dir, port: APP_PORTS.site, exposes: { './App': './src/App.tsx' } });
const server = createServerConfig({ name: 'site', dir, entry: './src/server.ts' });

// The browser build (the federated remote) and the server bundle the shell's renderer runs.
export default (env, argv) => [browser(env, argv), server(env, argv)];
