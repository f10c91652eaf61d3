#!/usr/bin/env node
// The README's test command: lint, type-check, unit and component tests, production builds,
// backend tests against the emulators, the end-to-end suite against the production builds served
// by the Hosting emulator with the local Firebase stack, then the JavaScript budgets of a first visit.
// Stops at the first failing step and exits with its code.
//
//   node scripts/test.mjs [step prefix…]
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellQuote, withEmulators } from './local-stack/with-emulators.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (/** @type {string} */ name) => path.join(ROOT, 'node_modules/.bin', name);
const ENV = { ...process.env, FORCE_COLOR: '0' };
const TYPED_PACKAGES = [
  'domain',
  'platform',
  'shared-ui',
  'shell',
  'site-remote',
  'admin-remote',
  'functions',
  'tests/functions',
  'tests/unit',
  'e2e',
  'content-tools',
  'scripts/content',
  'scripts/cdn',
  // The JavaScript scripts, through their JSDoc (checkJs; scripts/tsconfig.json includes every .mjs).
  'scripts',
  // The local Storage stand-in, its CLI and unit tests too (checkJs).
  'storage-emulator',
];
/** The emulators the end-to-end tests and the budgets run against (Hosting serves the builds). */
const STACK = ['auth', 'firestore', 'functions', 'storage', 'hosting'];

/**
 * @typedef {{ name: string, command: string, args: string[], stack?: boolean, beside?: boolean, light?: boolean }} Step
 * `stack`: run inside the emulators; consecutive such steps share one start of them (about 20 s).
 * `beside`: starts, and runs beside the `light` steps after it (its output shown when it ends); the
 * run waits for it before the next step that is not light, and stops there if it failed.
 * @type {Step[]}
 */
const steps = [
  // The README's install on a machine that never ran pnpm (clean HOME, corepack cache and store):
  // a copy of the working tree taken as it starts, installed in a folder of its own, mostly waiting
  // on the registry, so lint and the type-checks run beside it (28 s and 34 s one after the other).
  { name: 'fresh install (clean HOME)', command: 'bash', args: ['scripts/setup/check-fresh-install.sh'], beside: true },
  { name: 'lint and format', command: bin('biome'), args: ['ci', '--colors=off', '.'], light: true },
  // Unused files, exports and dependencies (knip.jsonc), about 4 s.
  { name: 'lint: unused code and dependencies', command: bin('knip'), args: ['--no-progress'], light: true },
  ...TYPED_PACKAGES.filter((dir) => existsSync(path.join(ROOT, dir, 'tsconfig.json'))).map((dir) => ({
    name: `type-check ${dir}`,
    command: bin('tsc'),
    args: ['-p', path.join(dir, 'tsconfig.json')],
    light: true,
  })),
  { name: 'unit and component tests', command: bin('vitest'), args: ['run'] },
  { name: 'production builds', command: 'pnpm', args: ['run', 'build'] },
  { name: 'backend tests (emulators)', command: process.execPath, args: ['scripts/test-backend.mjs'] },
  {
    name: 'end-to-end tests (Chromium, emulators)',
    command: path.join(ROOT, 'e2e/node_modules/.bin/playwright'),
    args: ['test', '-c', 'e2e/playwright.config.ts'],
    stack: true,
  },
  // Last, so a page over budget does not hide the functional results. The pages are served as
  // visitors get them (Hosting, renderPage); the step seeds Firestore, Auth and Storage again.
  {
    name: 'JS budgets (first visit, gzip; emulators)',
    command: process.execPath,
    args: ['scripts/bench/js-bytes.mjs', '--budget'],
    stack: true,
  },
];

const seconds = (/** @type {number} */ since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs `step` with its output shown as it comes; exits with its code when it fails.
 * @param {Step} step
 */
function run(step) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { cwd: ROOT, stdio: 'inherit', env: ENV });
  if (result.status !== 0) {
    console.error(`✖ ${step.name} failed after ${seconds(t0)}s (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds(t0)}s)`);
}

/**
 * Starts `step` beside the steps after it, its output kept in a file (a pipe nobody reads while
 * spawnSync runs the next step could fill and stop it).
 * @param {Step} step
 * @returns {() => Promise<void>} waits for it, shows its output, and exits with its code when it failed
 */
function start(step) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name} (beside the steps after it)`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'test-step-'));
  // A step failing before this one ends exits at once: the step beside it finishes alone (the fresh
  // install removes its own copy), its output file goes with this process.
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  const logFile = path.join(folder, 'output.log');
  const out = openSync(logFile, 'w');
  const child = spawn(step.command, step.args, { cwd: ROOT, stdio: ['ignore', out, out], env: ENV });
  closeSync(out);
  /** @type {Promise<number | string>} */
  const ended = new Promise((resolve) => {
    child.on('error', (error) => resolve(error.message));
    child.on('close', (code, signal) => resolve(code ?? signal ?? 1));
  });
  return async () => {
    const code = await ended;
    console.log(`\n▶ ${step.name} (output)`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    if (code !== 0) {
      console.error(`✖ ${step.name} failed after ${seconds(t0)}s (exit ${code})`);
      process.exit(typeof code === 'number' ? code : 1);
    }
    console.log(`✔ ${step.name} (${seconds(t0)}s, beside the steps after it)`);
  };
}

/** The steps running beside the others (`beside`), to wait for. @type {Array<() => Promise<void>>} */
const running = [];
async function waitForStepsBeside() {
  for (const finish of running.splice(0)) await finish();
}

const [flag, ...rest] = process.argv.slice(2);
if (flag === '--in-stack') {
  // Inside the emulators (below): the named steps, in order.
  for (const name of rest) run(/** @type {Step} */ (steps.find((step) => step.name === name)));
  process.exit(0);
}

/** Step prefixes: each step whose name starts with one of them runs (all when none is given). */
const only = process.argv.slice(2);
/** The chosen steps, in order; consecutive stack steps as one list, run in one start of the emulators. */
const runs = [];
for (const step of steps.filter(({ name }) => only.length === 0 || only.some((prefix) => name.startsWith(prefix)))) {
  const last = runs.at(-1);
  if (step.stack && Array.isArray(last)) last.push(step);
  else runs.push(step.stack ? [step] : step);
}
const started = Date.now();
for (const next of runs) {
  if (Array.isArray(next) || !next.light) await waitForStepsBeside();
  if (!Array.isArray(next)) {
    if (next.beside) running.push(start(next));
    else run(next);
    continue;
  }
  const t0 = Date.now();
  const names = next.map(({ name }) => name);
  const inner = [process.execPath, 'scripts/test.mjs', '--in-stack', ...names].map(shellQuote).join(' ');
  const code = await withEmulators({ only: STACK, command: inner, env: ENV });
  if (code !== 0) process.exit(code);
  console.log(`✔ the emulators with ${names.join(', ')} (${seconds(t0)}s)`);
}
await waitForStepsBeside();
console.log(`\nAll steps passed in ${seconds(started)}s`);
