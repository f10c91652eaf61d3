/**
 * Bundles src/index.ts into lib/index.js for the Functions runtime: ESM for Node 22, with the
 * shared domain (domain/src, reached through src/domain.ts) and zod inlined, and firebase-admin /
 * firebase-functions left to the runtime's node_modules (they are this package's dependencies).
 *
 * Also has the shell build its server renderer into lib/shell-server.cjs, which renderPage loads
 * (`pnpm --filter @app/shell build:server`: Rspack, a Module Federation host for Node).
 *
 *   node functions/build.mjs
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const absWorkingDir = fileURLToPath(new URL('.', import.meta.url));

await build({
  // Paths are relative to this package, wherever the build is started from.
  absWorkingDir,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', './shell-server.cjs'],
  // Some inlined CommonJS may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

execFileSync('pnpm', ['--filter', '@app/shell', 'run', 'build:server', '--output-path', `${absWorkingDir}lib`], {
  stdio: 'inherit',
});
