#!/usr/bin/env node
// The README's test command: lint, type-check, unit and component tests, production builds,
// backend tests against the emulators, the end-to-end suite against the production builds served
// by the Hosting emulator with the local Firebase stack, then the JavaScript budgets of a first visit.
// Stops at the first failing step and exits with its code.
//
// Two pairs run side by side, as two lanes (`pair` below, scripts/test-plan.mjs), because one of each
// pair mostly waits: the fresh install (on the network and the disk) beside lint and the
// type-checks, and the backend tests (on the emulators' triggers, retries and back-offs) beside the
// unit and component tests. The first lane's output shows as it comes; the second lane's is kept
// and shown, whole, after.
//
//   node scripts/test.mjs [step prefix...]   (several prefixes: the steps of each, in the usual order)
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellQuote, withEmulators } from './local-stack/with-emulators.mjs';
import { planRuns } from './test-plan.mjs';

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
 * Measured on 2 cores: the fresh install spends most of its 42 s waiting on the network and the
 * disk, lint and the type-checks take about 45 s of CPU; the backend tests (565 s) spend most of
 * theirs waiting on the emulators, the unit and component tests (258 s) are CPU. A kept step touches
 * nothing its pair's other steps use (the unit tests listen on port 0 only and never reach the emulators).
 * @typedef {import('./test-plan.mjs').Step} Step
 * @type {Step[]}
 */
const steps = [
  // The README's install on a machine that never ran pnpm (clean HOME, corepack cache and store).
  {
    name: 'fresh install (clean HOME)',
    command: 'bash',
    args: ['scripts/setup/check-fresh-install.sh'],
    pair: 'checks',
    kept: true,
  },
  { name: 'lint and format', command: bin('biome'), args: ['ci', '--colors=off', '.'], pair: 'checks' },
  // Unused files, exports and dependencies (knip.jsonc), about 4 s.
  { name: 'lint: unused code and dependencies', command: bin('knip'), args: ['--no-progress'], pair: 'checks' },
  ...TYPED_PACKAGES.filter((dir) => existsSync(path.join(ROOT, dir, 'tsconfig.json'))).map((dir) => ({
    name: `type-check ${dir}`,
    command: bin('tsc'),
    args: ['-p', path.join(dir, 'tsconfig.json')],
    pair: 'checks',
  })),
  // Before the backend tests, whose Hosting serves the builds (and before the unit tests, which run beside them).
  { name: 'production builds', command: 'pnpm', args: ['run', 'build'] },
  { name: 'backend tests (emulators)', command: process.execPath, args: ['scripts/test-backend.mjs'], pair: 'waits' },
  { name: 'unit and component tests', command: bin('vitest'), args: ['run'], pair: 'waits', kept: true },
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
 * Runs `step` with its output shown as it comes, or written to `log` (a file descriptor).
 * @param {Step} step
 * @param {number} [log]
 * @returns {Promise<{ code: number, line: string }>} its exit code (1 for a signal) and its closing line
 */
function runStep(step, log) {
  const t0 = Date.now();
  const write = (/** @type {string} */ text) => (log === undefined ? process.stdout.write(text) : writeTo(log, text));
  write(`\n▶ ${step.name}\n`);
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = log === undefined ? 'inherit' : ['ignore', log, log];
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: ROOT, stdio, env: ENV });
    /** @param {number | null} code @param {NodeJS.Signals | null} signal */
    const done = (code, signal) => {
      const line =
        code === 0
          ? `✔ ${step.name} (${seconds(t0)}s)`
          : `✖ ${step.name} failed after ${seconds(t0)}s (exit ${code ?? signal})`;
      resolve({ code: code ?? 1, line });
    };
    child.on('error', (error) => {
      write(`${error.message}\n`);
      done(127, null);
    });
    child.on('exit', done);
  });
}

/** @param {number} fd @param {string} text */
function writeTo(fd, text) {
  writeSync(fd, text);
}

/**
 * Runs `lane`'s steps in order, stopping at the first that fails.
 * @param {Step[]} lane
 * @param {number} [log] where the output goes (a file descriptor); shown as it comes without one
 * @returns {Promise<{ code: number, lines: string[] }>}
 */
async function runLane(lane, log) {
  const lines = [];
  for (const step of lane) {
    const { code, line } = await runStep(step, log);
    lines.push(line);
    if (log === undefined) console[code === 0 ? 'log' : 'error'](line);
    else writeTo(log, `${line}\n`);
    if (code !== 0) return { code, lines };
  }
  return { code: 0, lines };
}

/**
 * Runs `lanes[0]` with its output shown as it comes and `lanes[1]` beside it, its output kept in a
 * file and shown once both lanes are done; exits with the first failing step's code.
 * @param {[Step[], Step[]]} lanes
 */
async function runSideBySide([shown, kept]) {
  console.log(`\n… ${kept.map(({ name }) => name).join(', ')}: beside what follows, shown after it`);
  const file = `${os.tmpdir()}/test-lane-${process.pid}-${Date.now()}.log`;
  const fd = openSync(file, 'w');
  const [first, second] = await Promise.all([runLane(shown), runLane(kept, fd)]);
  closeSync(fd);
  process.stdout.write(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  console.log(`\n${[...first.lines, ...second.lines].join('\n')}`);
  const code = first.code || second.code;
  if (code !== 0) process.exit(code);
}

/**
 * Runs `step` with its output shown as it comes; exits with its code when it fails.
 * @param {Step} step
 */
async function run(step) {
  const { code } = await runLane([step]);
  if (code !== 0) process.exit(code);
}

const [flag, ...rest] = process.argv.slice(2);
if (flag === '--in-stack') {
  // Inside the emulators (below): the named steps, in order.
  for (const name of rest) await run(/** @type {Step} */ (steps.find((step) => step.name === name)));
  process.exit(0);
}

const runs = planRuns(steps, process.argv.slice(2));
const started = Date.now();
for (const next of runs) {
  if ('lanes' in next) {
    await runSideBySide(next.lanes);
    continue;
  }
  if (!Array.isArray(next)) {
    await run(next);
    continue;
  }
  const t0 = Date.now();
  const names = next.map(({ name }) => name);
  const inner = [process.execPath, 'scripts/test.mjs', '--in-stack', ...names].map(shellQuote).join(' ');
  const code = await withEmulators({ only: STACK, command: inner, env: ENV });
  if (code !== 0) process.exit(code);
  console.log(`✔ the emulators with ${names.join(', ')} (${seconds(t0)}s)`);
}
console.log(`\nAll steps passed in ${seconds(started)}s`);
