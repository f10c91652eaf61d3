import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/build/rspack-app.mjs';
import { APP_PORTS } from '../scripts/local-stack/ports.mjs';

export default createAppConfig({
  name: 'shell',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  // The dev server (pnpm --filter … dev) takes the port the local stack serves this app on.
  port: APP_PORTS.shell,
  title: 'Northwind AI',
});
