import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerHostConfig } from '../scripts/build/rspack-app.mjs';

/**
 * The shell's server renderer (lib/shell-server.cjs), a Module Federation host for Node that the
 * renderPage function runs (`pnpm --filter @app/shell build:server`; the functions' build has it
 * written into functions/lib).
 */
export default createServerHostConfig({
  name: 'shell',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  entry: './src/server/index.ts',
  bootEntry: './src/boot.ts',
});
