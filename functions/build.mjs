/**
 * Bundles src/index.ts into lib/index.js for the Functions runtime: ESM for Node 22, with the
 * shared domain (domain/src, reached through src/domain.ts) and zod inlined, and firebase-admin /
 * firebase-functions left to the runtime's node_modules (they are this package's dependencies).
 *
 * Also the shell's server renderer (shell/src/server) into lib/shell-server.cjs, which renderPage
 * loads: self-contained (React, MUI, Emotion, i18next, the router and the platform inlined, once,
 * and the Module Federation runtime that loads the site remote's server container and provides it
 * those singletons), with the boot script every rendered page carries (shell/src/boot.ts) inlined
 * as a string and the shared packages' versions (what the federation's share scope says it provides).
 *
 *   node functions/build.mjs [--watch]
 */
import { fileURLToPath } from 'node:url';
import { build, context } from 'esbuild';
import { sharedVersions } from '../scripts/build/shared.mjs';

const watch = process.argv.includes('--watch');
const absWorkingDir = fileURLToPath(new URL('.', import.meta.url));

const functionsOptions = {
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
};

/** The boot script, minified, as the text pages inline. */
async function bootScript() {
  const result = await build({
    absWorkingDir,
    entryPoints: ['../shell/src/boot.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0].text.trim();
}

const rendererOptions = async () => ({
  absWorkingDir,
  entryPoints: ['../shell/src/server/index.ts'],
  outfile: 'lib/shell-server.cjs',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  jsx: 'automatic',
  sourcemap: true,
  define: {
    'process.env.NODE_ENV': '"production"',
    __BOOT_SCRIPT__: JSON.stringify(await bootScript()),
    __SHARED_VERSIONS__: JSON.stringify(sharedVersions(fileURLToPath(new URL('../shell', import.meta.url)))),
    // The federation runtime's Node loader (fetch and run a container), not its browser one.
    ENV_TARGET: '"node"',
  },
  logLevel: 'info',
});

if (watch) {
  for (const options of [functionsOptions, await rendererOptions()]) await (await context(options)).watch();
} else {
  await Promise.all([build(functionsOptions), build(await rendererOptions())]);
}
