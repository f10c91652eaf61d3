/**
 * Bundles src/index.ts into lib/index.js for the Functions runtime: ESM for Node 22, with the
 * shared domain (domain/src, reached through src/domain.ts) and zod inlined, and firebase-admin /
 * firebase-functions left to the runtime's node_modules (they are this package's dependencies).
 *
 *   node functions/build.mjs [--watch]
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const watch = process.argv.includes('--watch');

const options = {
  // Paths are relative to this package, wherever the build is started from.
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions'],
  // Some inlined CommonJS may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
};

if (watch) {
  const { context } = await import('esbuild');
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
