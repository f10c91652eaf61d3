#!/usr/bin/env node
/**
 * The backend tests: firestore.rules, storage.rules (where firebase-tools' Storage emulator can
 * run) and the Cloud Functions, against the emulators of the demo project.
 *
 *   node scripts/test-backend.mjs [extra vitest arguments, e.g. tests/rules]
 *
 * Builds the functions, gives the Functions emulator its demo secret (functions/.secret.local,
 * gitignored), then runs Vitest with tests/vitest.backend.config.ts under
 * scripts/local-stack/with-emulators.mjs: its two projects (the Firestore rules tests, in a project
 * of their own, and the rest) in two processes side by side. The tests start the fake LLM (port
 * 3900) and their own webhook receiver (port 3950) that functions/.env.demo-nordic-ai points at.
 *
 * When the production builds of the three apps exist (`pnpm build`; `pnpm test` builds before
 * this step), the Hosting emulator serves them too, so the tests that go through Hosting to
 * renderPage (tests/functions/formPost.test.ts: the lead forms posted without JavaScript) run;
 * without them those tests fail and say so.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, storageEmulatorKind } from './local-stack/emulators.mjs';
import { ensureDemoSecret } from './local-stack/functions-env.mjs';
import { BUILD_DIRS } from './local-stack/hosting.mjs';
import { shellQuote, withEmulators } from './local-stack/with-emulators.mjs';

const FUNCTIONS_DIR = path.join(REPO_ROOT, 'functions');

function buildFunctions() {
  const result = spawnSync('pnpm', ['run', 'build'], { cwd: FUNCTIONS_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the functions failed (pnpm --filter @app/functions build)');
}

/**
 * functions/.env.local overrides .env.demo-nordic-ai in the emulator (firebase-tools also writes
 * parameter defaults there when a parameter has no value), which would silently change what the
 * tests run against.
 */
function refuseLocalOverrides() {
  const file = path.join(FUNCTIONS_DIR, '.env.local');
  if (!fs.existsSync(file)) return;
  throw new Error(
    'functions/.env.local exists and would override the demo configuration the tests expect ' +
      '(functions/.env.demo-nordic-ai). Delete it (it is local-only) and run again.',
  );
}

try {
  refuseLocalOverrides();
  buildFunctions();
  ensureDemoSecret();
  const only = ['auth', 'firestore', 'functions'];
  if (storageEmulatorKind() === 'official') only.push('storage');
  else
    console.log("i  storage.rules tests will be skipped: firebase-tools' Storage emulator cannot run on this machine.");
  if (Object.values(BUILD_DIRS).every((dir) => fs.existsSync(dir))) only.push('hosting');
  else console.log('i  Hosting is not started: the apps are not built (pnpm build); tests through Hosting will fail.');
  const vitest = `${path.join(REPO_ROOT, 'node_modules', '.bin', 'vitest')} run -c tests/vitest.backend.config.ts`;
  const extra = process.argv.slice(2).map(shellQuote);
  // The whole run: the config's two projects in two processes side by side (one Vitest pool runs
  // one file at a time for both), the rules tests' output printed after the functions'.
  const rulesLog = path.join(os.tmpdir(), `backend-rules-${process.pid}.log`);
  const command = extra.length
    ? `${vitest} ${extra.join(' ')}`
    : `${vitest} --project rules > ${rulesLog} 2>&1 & rules=$!; ` +
      `${vitest} --project backend; backend=$?; wait $rules; code=$?; ` +
      `cat ${rulesLog}; rm -f ${rulesLog}; [ $backend -ne 0 ] && exit $backend; exit $code`;
  process.exitCode = await withEmulators({ only, command });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
