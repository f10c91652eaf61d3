#!/usr/bin/env node
/**
 * Runs a command against the local Firebase emulators and passes its exit code through.
 *
 *   node scripts/local-stack/with-emulators.mjs --only auth,firestore,functions -- <command...>
 *
 * Wraps `firebase emulators:exec --project demo-nordic-ai --only … '<command>'` with the
 * environment from emulators.mjs. When `storage` is asked for and firebase-tools' own Storage
 * emulator cannot run on this machine, the project's storage-emulator server runs for the
 * duration of the command instead (STORAGE_EMULATOR=official|local forces the choice).
 * The command sees the usual *_EMULATOR_HOST variables plus FIREBASE_STORAGE_EMULATOR_HOST
 * and STORAGE_EMULATOR_HOST when storage is on. The emulators print the functions' output, warnings
 * and errors (EMULATOR_LOG_VERBOSITY=INFO adds a line per request and per function run).
 *
 * With `hosting`, the Hosting emulator serves the production builds (pnpm build) as every Hosting
 * site of ports.mjs's HOSTING_SITES: the product's shell, site and admin on 3000, 3005 and 3006,
 * and the e2e tests' own sites after them (hosting.mjs deploys them and writes the configuration
 * the emulators then run with, firebase.local.json).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorEnv, FIREBASE_BIN, REPO_ROOT, storageEmulatorKind } from './emulators.mjs';
import { ensureDemoSecret } from './functions-env.mjs';
import { hostingPorts, prepareHosting } from './hosting.mjs';
import { startHostingApiStandIn } from './hosting-api-standin.mjs';
import { EMULATOR_HOST, EMULATOR_PORTS, HOSTING_SITES, PROJECT_ID } from './ports.mjs';
import { descendants, isAlive, processStat, signalProcess } from './processes.mjs';
import { assertPortsFree } from './stack.mjs';
import { startLocalStorageEmulator } from './storage.mjs';

const USAGE =
  'usage: node scripts/local-stack/with-emulators.mjs [--only auth,firestore,functions,storage,hosting] -- <command...>';
const KNOWN = new Set(['auth', 'firestore', 'functions', 'storage', 'hosting']);

/**
 * @param {string[]} argv
 * @returns {{ only: string[], command: string }}
 */
export function parseArgs(argv) {
  const dash = argv.indexOf('--');
  if (dash === -1) throw new Error(`missing -- before the command\n${USAGE}`);
  const options = argv.slice(0, dash);
  const rest = argv.slice(dash + 1);
  let only = ['auth', 'firestore', 'functions'];
  for (let i = 0; i < options.length; i++) {
    const arg = options[i] ?? '';
    if (arg === '--only') only = (options[++i] ?? '').split(',');
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length).split(',');
    else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  only = only.map((s) => s.trim()).filter(Boolean);
  const unknown = only.filter((name) => !KNOWN.has(name));
  if (unknown.length) throw new Error(`unknown emulator(s): ${unknown.join(', ')}\n${USAGE}`);
  if (!only.length) throw new Error(`--only needs at least one emulator\n${USAGE}`);
  if (!rest.length) throw new Error(`missing command\n${USAGE}`);
  // One argument is taken as a shell command line; several are quoted word by word.
  const command = rest.length === 1 ? (rest[0] ?? '') : rest.map(shellQuote).join(' ');
  return { only, command };
}

/** `word` as one word of a shell command line. @param {string} word */
export function shellQuote(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/**
 * Runs `command` under `firebase emulators:exec` and resolves with its exit code.
 * @param {{ only: string[], command: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<number>}
 */
export async function withEmulators({ only, command, env = process.env }) {
  const childEnv = emulatorEnv(env);
  // The functions read their webhooks, signing key, salt and translation key as secrets.
  if (only.includes('functions')) ensureDemoSecret();
  let firebaseOnly = only;
  /**
   * The emulators' configuration: firebase.json, or with Hosting the local one (hosting.mjs).
   * @type {string[]}
   */
  const configArgs = [];
  if (only.includes('hosting')) {
    const sites = /** @type {import('./ports.mjs').HostingSiteName[]} */ (Object.keys(HOSTING_SITES));
    await assertPortsFree(hostingPorts(sites));
    configArgs.push('--config', prepareHosting(sites));
  }
  /** @type {{ stop: () => Promise<void> } | undefined} */
  let localStorage;
  /** The Hosting API the functions clear the CDN through (there is no CDN locally). */
  const hostingApi = only.includes('functions')
    ? await startHostingApiStandIn({ log: (line) => console.log(`i  ${line}`) })
    : undefined;
  if (only.includes('storage')) {
    const storageHost = `${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`;
    childEnv.FIREBASE_STORAGE_EMULATOR_HOST = storageHost;
    childEnv.STORAGE_EMULATOR_HOST = `http://${storageHost}`;
    if (storageEmulatorKind(env) === 'local') {
      firebaseOnly = only.filter((name) => name !== 'storage');
      localStorage = await startLocalStorageEmulator({ reset: true, log: (line) => console.log(`i  ${line}`) });
      console.log(`i  storage: project-local Storage emulator (storage-emulator/) on ${storageHost}`);
    }
  }
  try {
    if (!firebaseOnly.length) return await runShell(command, childEnv);
    return await new Promise((resolve, reject) => {
      const child = spawn(
        FIREBASE_BIN,
        [
          'emulators:exec',
          ...configArgs,
          '--project',
          PROJECT_ID,
          '--only',
          firebaseOnly.join(','),
          // QUIET: the functions' own output, warnings and errors, without a line for every request
          // Hosting serves and every function run (10,000 of the e2e run's 16,600 lines).
          '--log-verbosity',
          env.EMULATOR_LOG_VERBOSITY ?? 'QUIET',
          command,
        ],
        { cwd: REPO_ROOT, env: childEnv, stdio: 'inherit' },
      );
      forwardSignals(child);
      const watch = watchStrays(child);
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        watch.stop();
        resolve(code ?? (signal ? 128 + signalNumber(signal) : 1));
      });
    });
  } finally {
    await localStorage?.stop();
    await hostingApi?.close();
  }
}

/**
 * @param {string} command
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function runShell(command, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd: REPO_ROOT, env, stdio: 'inherit', shell: true });
    forwardSignals(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
}

/** @param {import('node:child_process').ChildProcess} child */
function forwardSignals(child) {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    const forward = () => child.kill(signal);
    process.on(signal, forward);
    child.once('exit', () => process.off(signal, forward));
  }
}

/**
 * firebase-tools runs the Firestore JVM in a process group of its own; should firebase-tools be
 * killed before it stops the JVM, the JVM would keep the port. This notes such descendants
 * while the command runs and stops any still alive when it ends.
 * @param {import('node:child_process').ChildProcess} child
 */
function watchStrays(child) {
  /** @type {Set<number>} */
  const seen = new Set();
  const scan = () => {
    if (child.pid === undefined) return;
    for (const pid of descendants(child.pid)) if (processStat(pid)?.pgrp === pid) seen.add(pid);
  };
  const timer = setInterval(scan, 1_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      for (const pid of seen) if (isAlive(pid)) signalProcess(pid, 'SIGKILL');
    },
  };
}

/** @param {NodeJS.Signals} signal */
function signalNumber(signal) {
  return os.constants.signals[signal] ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await withEmulators(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
