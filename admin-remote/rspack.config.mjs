import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/build/rspack-app.mjs';

export default createAppConfig({
  name: 'admin',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3002,
  exposes: { './App': './src/App.tsx' },
});
