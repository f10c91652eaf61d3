/**
 * Bundles src/index.ts into lib/index.js for the Functions runtime: ESM for Node 22, with the
 * shared domain (domain/src, reached through src/domain.ts) and zod inlined, and firebase-admin /
 * firebase-functions left to the runtime's node_modules (they are this package's dependencies).
 *
 * Also puts the shell's server renderer into lib/shell-server.cjs, which renderPage loads: built
 * by Rspack as a Module Federation host for Node (shell/rspack.server.config.mjs): self-contained
 * (React, MUI, Emotion, i18next, the router and the platform inlined, once, and the federation
 * runtime with `@module-federation/node`'s plugin, which loads the site remote's server container
 * and provides it those singletons), with the boot script every rendered page carries.
 *
 *   node functions/build.mjs
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const absWorkingDir = fileURLToPath(new URL('.', import.meta.url));
const shellDir = fileURLToPath(new URL('../shell', import.meta.url));

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

execFileSync('pnpm', ['run', 'build:server'], { cwd: shellDir, stdio: 'inherit' });
mkdirSync(new URL('lib', import.meta.url), { recursive: true });
for (const file of ['shell-server.cjs', 'shell-server.cjs.map']) {
  copyFileSync(new URL(`../shell/lib/${file}`, import.meta.url), new URL(`lib/${file}`, import.meta.url));
}
