#!/usr/bin/env node
// The README's test command: lint, type-check, unit and component tests, production builds,
// backend tests against the emulators, the end-to-end suite against the production builds served
// by the Hosting emulator with the local Firebase stack, then the JavaScript budgets of a first visit.
// Stops at the first failing step and exits with its code.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const TYPED_PACKAGES = [
  'domain',
  'platform',
  'shared-ui',
  'shell',
  'site-remote',
  'admin-remote',
  'functions',
  'tests/functions',
  'e2e',
  'scripts/content',
  'scripts/cdn',
];

const steps = [
  // The README's install on a machine that never ran pnpm (clean HOME, corepack cache and store).
  ['fresh install (clean HOME)', 'bash', ['scripts/setup/check-fresh-install.sh']],
  ['lint and format', bin('biome'), ['ci', '--colors=off', '.']],
  ...TYPED_PACKAGES.filter((dir) => existsSync(path.join(ROOT, dir, 'tsconfig.json'))).map((dir) => [
    `type-check ${dir}`,
    bin('tsc'),
    ['-p', path.join(dir, 'tsconfig.json')],
  ]),
  ['unit and component tests', bin('vitest'), ['run']],
  ['production builds', 'pnpm', ['run', 'build']],
  ...(existsSync(path.join(ROOT, 'scripts/test-backend.mjs'))
    ? [['backend tests (emulators)', process.execPath, ['scripts/test-backend.mjs']]]
    : []),
  [
    'end-to-end tests (Chromium, emulators)',
    process.execPath,
    [
      'scripts/local-stack/with-emulators.mjs',
      '--only',
      'auth,firestore,functions,storage,hosting',
      '--',
      `${path.join(ROOT, 'e2e/node_modules/.bin/playwright')} test -c e2e/playwright.config.ts`,
    ],
  ],
  // Last, so a page over budget does not hide the functional results. The pages are served as
  // visitors get them (Hosting, renderPage); the seed writes Firestore, Auth and Storage.
  [
    'JS budgets (first visit, gzip; emulators)',
    process.execPath,
    [
      'scripts/local-stack/with-emulators.mjs',
      '--only',
      'auth,firestore,functions,storage,hosting',
      '--',
      process.execPath,
      'scripts/bench/js-bytes.mjs',
      '--budget',
    ],
  ],
];

const only = process.argv[2];
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only && !name.startsWith(only)) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
