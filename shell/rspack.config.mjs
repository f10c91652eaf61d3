import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/build/rspack-app.mjs';

export default createAppConfig({
  name: 'shell',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3000,
  title: 'Northwind AI',
});
