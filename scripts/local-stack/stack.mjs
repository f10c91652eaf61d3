/**
 * The local stack as importable pieces, shared by `pnpm start` and test set-ups:
 *
 *   await startLocalServices();        // fake LLM :3900, lead webhook sink (functions' .env)
 *   await startAppBuilds({ sites });   // rspack build --watch, each build deployed (hosting.mjs)
 *   await startEmulators({ hosting: sites }); // Auth, Firestore, Functions (when built), Storage,
 *                                      // Hosting: shell :3000, site :3005, admin :3006
 *   await seed();                      // scripts/seed/seed.mjs
 *   await stopAll();                   // stops everything this process started
 *
 * Every child runs in its own process group, so stopping it also stops what it spawned (the
 * Firestore emulator's JVM, rspack under pnpm). Their process ids are recorded in
 * `.local/processes.json`, so a run that was killed without cleaning up is cleaned up by the next.
 * Output goes to `.local/logs/<name>.log`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { addSharedAssets } from '../build/shared-styles.mjs';
import { startFakeLlm } from '../fake-llm/server.mjs';
import { emulatorEnv, FIREBASE_BIN, REPO_ROOT, storageEmulatorKind } from './emulators.mjs';
import { ensureDemoSecret, readFunctionsConfig, SECRET_FILE } from './functions-env.mjs';
import { BUILD_DIRS, deploySite, hostingPorts, writeLocalFirebaseJson } from './hosting.mjs';
import { startHostingApiStandIn } from './hosting-api-standin.mjs';
import {
  EMULATOR_HOST,
  EMULATOR_PORTS,
  FAKE_LLM_PORT,
  HOSTING_API_STANDIN_PORT,
  HOSTING_SITES,
  PROJECT_ID,
} from './ports.mjs';
import { commandLine, descendants, isAlive, processStat, signalGroup, signalProcess } from './processes.mjs';
import { startLocalStorageEmulator } from './storage.mjs';
import { startWebhookSink, WEBHOOK_PARAMETERS, webhookSinkAddresses } from './webhook-sink.mjs';

const LOCAL_DIR = path.join(REPO_ROOT, '.local');
export const LOG_DIR = path.join(LOCAL_DIR, 'logs');
const PROCESS_FILE = path.join(LOCAL_DIR, 'processes.json');
const FUNCTIONS_ENTRY = path.join(REPO_ROOT, 'functions', 'lib', 'index.js');
/** The shell's server as the functions' build bundles it. */
export const SHELL_SERVER_BUNDLE = path.join(REPO_ROOT, 'functions', 'lib', 'shell-server.cjs');

/**
 * @typedef {object} ManagedProcess
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} logFile
 * @property {Set<(line: string) => void>} listeners called with every output line
 * @property {Promise<number | null>} exited resolves with the exit code (null: killed by a signal)
 * @property {boolean} stopping
 */

/** @type {Map<string, ManagedProcess>} */
const running = new Map();
/** Processes a managed process started in process groups of their own (the Firestore JVM), by owner name. */
const strays = new Map();
/** @type {{ stop: () => Promise<void> } | undefined} */
let localStorageEmulator;
/** Servers running inside this process (fake LLM, webhook sink), closed by stopAll. */
const localServers = /** @type {Map<string, { close: () => Promise<void> }>} */ (new Map());

/** @typedef {(line: string) => void} Logger */
const quiet = /** @type {Logger} */ (() => {});

/* ------------------------------------------------------------------------------------------ */
/* processes                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** @returns {{ name: string, pid: number, command: string }[]} */
function readProcessFile() {
  try {
    return JSON.parse(fs.readFileSync(PROCESS_FILE, 'utf8'));
  } catch {
    return [];
  }
}

function writeProcessFile() {
  fs.mkdirSync(LOCAL_DIR, { recursive: true });
  const entries = [...running.values()]
    .filter((p) => p.child.pid !== undefined)
    .map((p) => ({ name: p.name, pid: p.child.pid, command: String(p.child.spawnargs.join(' ')) }));
  for (const [name, pids] of strays) {
    for (const pid of pids) if (isAlive(pid)) entries.push({ name: `${name}:${pid}`, pid, command: commandLine(pid) });
  }
  fs.writeFileSync(PROCESS_FILE, `${JSON.stringify(entries, null, 2)}\n`);
}

/**
 * Whether a recorded process is still the one an earlier run started: alive, leader of its own
 * process group, working in this repository and running the same program.
 * @param {{ pid: number, command: string }} entry
 */
function isOurLeftover(entry) {
  if (!isAlive(entry.pid)) return false;
  try {
    const processGroup = processStat(entry.pid)?.pgrp;
    const cwd = fs.readlinkSync(`/proc/${entry.pid}/cwd`);
    const program = path.basename(entry.command.split(' ')[0] ?? '');
    return (
      processGroup === entry.pid && cwd === REPO_ROOT && program !== '' && commandLine(entry.pid).includes(program)
    );
  } catch {
    return false;
  }
}

/**
 * Stops process groups left behind by an earlier run of the local stack that was killed without
 * cleaning up (recorded in .local/processes.json and verified by {@link isOurLeftover}).
 * @param {Logger} [log]
 */
export async function stopLeftovers(log = quiet) {
  const leftovers = readProcessFile().filter((entry) => !running.has(entry.name) && isOurLeftover(entry));
  for (const entry of leftovers) {
    log(`Stopping ${entry.name} left over from an earlier run (pid ${entry.pid})`);
    signalGroup(entry.pid, 'SIGTERM');
  }
  const deadline = Date.now() + 10_000;
  while (leftovers.some((e) => isAlive(e.pid)) && Date.now() < deadline) await sleep(200);
  for (const entry of leftovers) signalGroup(entry.pid, 'SIGKILL');
  if (fs.existsSync(PROCESS_FILE)) fs.rmSync(PROCESS_FILE);
}

/**
 * Spawns a command in its own process group with its output in .local/logs/<name>.log.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {ManagedProcess}
 */
function spawnManaged(name, command, args, env) {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const log = fs.createWriteStream(logFile, { flags: 'w' });
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {Set<(line: string) => void>} */
  const listeners = new Set();
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.on('data', (/** @type {Buffer} */ data) => {
      log.write(data);
      pending += data.toString('utf8');
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) for (const listener of listeners) listener(line);
    });
  }
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => {
      log.end();
      resolve(code);
    });
    child.once('error', (error) => {
      log.write(`\n${error.message}\n`);
      log.end();
      resolve(1);
    });
  });
  /** @type {ManagedProcess} */
  const managed = {
    name,
    child,
    logFile,
    listeners,
    exited: /** @type {Promise<number | null>} */ (exited),
    stopping: false,
  };
  running.set(name, managed);
  writeProcessFile();
  managed.exited.then(() => {
    if (running.get(name) === managed) running.delete(name);
    writeProcessFile();
  });
  return managed;
}

/**
 * Remembers the descendants of a managed process that live in process groups of their own, so
 * they are stopped with it (and by the next run, should this one be killed).
 * @param {ManagedProcess} managed
 */
function trackStrays(managed) {
  const pid = managed.child.pid;
  if (pid === undefined) return;
  const own = descendants(pid).filter((child) => processStat(child)?.pgrp === child);
  strays.set(managed.name, own);
  writeProcessFile();
}

/**
 * Stops one managed process: `signal` to the process (firebase-tools shuts its emulators down on
 * SIGINT) or to its group, then SIGKILL to the whole group, and to descendants that left it,
 * after `graceMs`.
 * @param {ManagedProcess} managed
 * @param {{ signal?: NodeJS.Signals, groupFirst?: boolean, graceMs?: number }} [options]
 */
async function stopManaged(managed, { signal = 'SIGTERM', groupFirst = true, graceMs = 8_000 } = {}) {
  const pid = managed.child.pid;
  managed.stopping = true;
  if (pid === undefined) return;
  const tree = [...new Set([...descendants(pid), ...(strays.get(managed.name) ?? [])])];
  if (managed.child.exitCode === null && managed.child.signalCode === null) {
    if (groupFirst) signalGroup(pid, signal);
    else managed.child.kill(signal);
    await Promise.race([managed.exited, timeLimit(graceMs)]);
  }
  // Whatever it left behind, in its group or in groups of their own (a JVM), goes too.
  signalGroup(pid, 'SIGKILL');
  for (const child of tree) if (isAlive(child)) signalProcess(child, 'SIGKILL');
  await Promise.race([managed.exited, timeLimit(2_000)]);
  strays.delete(managed.name);
}

/**
 * Stops everything this process started (dev servers, emulators, the local Storage server, the
 * fake LLM and the webhook sink).
 * Safe to call more than once.
 */
export async function stopAll() {
  const all = [...running.values()];
  await Promise.all(
    all.map((managed) =>
      managed.name === 'emulators'
        ? stopManaged(managed, { signal: 'SIGINT', groupFirst: false, graceMs: 15_000 })
        : stopManaged(managed),
    ),
  );
  const storage = localStorageEmulator;
  localStorageEmulator = undefined;
  const servers = [...localServers.values()];
  localServers.clear();
  await Promise.all([storage?.stop(), ...servers.map((server) => server.close())]);
  writeProcessFile();
}

/** Stops everything at once, without waiting for graceful shutdowns (a second Ctrl-C). */
export function killAll() {
  for (const managed of running.values()) if (managed.child.pid) signalGroup(managed.child.pid, 'SIGKILL');
}

/** @returns {ManagedProcess[]} */
export function runningProcesses() {
  return [...running.values()];
}

/* ------------------------------------------------------------------------------------------ */
/* ports                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** @param {number} port @param {string} [host] */
function isPortFree(port, host = EMULATOR_HOST) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Throws a readable error naming every port already in use.
 * @param {Record<string, number>} ports
 */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) if (!(await isPortFree(port))) busy.push(`${name} ${port}`);
  if (busy.length) {
    throw new Error(
      `Port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. Is another \`pnpm start\` or test run still running?`,
    );
  }
}

/* ------------------------------------------------------------------------------------------ */
/* emulators                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** Whether the Functions emulator has code to load (functions/lib/index.js). */
function functionsBuilt() {
  return fs.existsSync(FUNCTIONS_ENTRY);
}

/**
 * Builds the functions when their package has a build script. Resolves false when the build
 * fails (its output is in .local/logs/functions-build.log).
 * @param {Logger} [log]
 */
export async function buildFunctions(log = quiet) {
  const pkgFile = path.join(REPO_ROOT, 'functions', 'package.json');
  if (!fs.existsSync(pkgFile)) return false;
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  if (!pkg.scripts?.build) return functionsBuilt();
  log(`Building functions (${pkg.name} build)`);
  const build = spawnManaged('functions-build', 'pnpm', ['--filter', pkg.name, 'run', 'build'], process.env);
  const code = await build.exited;
  if (code !== 0) log(`Functions build failed (exit ${code}); see ${path.relative(REPO_ROOT, build.logFile)}`);
  return code === 0 && functionsBuilt();
}

/**
 * @typedef {object} EmulatorsInfo
 * @property {string[]} services the emulators running
 * @property {'official' | 'local'} storage which Storage emulator runs
 * @property {{ auth: string, firestore: string, functions?: string, storage: string }} hosts host:port of each
 * @property {string | undefined} functionsSkipped why Functions is not running, when it is not
 */

/**
 * Starts the Auth, Firestore, Functions and Storage emulators, and the Hosting emulator serving
 * the Hosting sites `hosting` names (hosting.mjs; their folders fill as the apps are deployed),
 * and resolves when they answer.
 * Functions runs only when functions/lib/index.js exists; Storage is firebase-tools' own emulator
 * where it can run, else the project's storage-emulator server (in this process).
 * The *_EMULATOR_HOST variables of this process are set to match, for firebase-admin.
 * @param {{ functions?: boolean, hosting?: import('./ports.mjs').HostingSiteName[], log?: Logger, timeoutMs?: number, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<EmulatorsInfo>}
 */
export async function startEmulators(options = {}) {
  const { log = quiet, timeoutMs = 120_000, env = process.env } = options;
  const storage = storageEmulatorKind(env);
  const wantFunctions = options.functions ?? true;
  let functionsSkipped;
  if (wantFunctions && !functionsBuilt())
    functionsSkipped = 'functions/lib/index.js does not exist (functions not built)';
  if (!wantFunctions) functionsSkipped = 'not requested';
  const services = ['auth', 'firestore'];
  if (!functionsSkipped) services.push('functions');
  if (storage === 'official') services.push('storage');
  const hostingSites = options.hosting ?? [];
  if (hostingSites.length) services.push('hosting');

  /** @type {Record<string, number>} */
  const ports = {
    auth: EMULATOR_PORTS.auth,
    firestore: EMULATOR_PORTS.firestore,
    'firestore websocket': EMULATOR_PORTS.firestoreWebsocket,
    storage: EMULATOR_PORTS.storage,
    'emulator hub': EMULATOR_PORTS.hub,
    logging: EMULATOR_PORTS.logging,
  };
  if (!functionsSkipped) ports.functions = EMULATOR_PORTS.functions;
  await assertPortsFree({ ...ports, ...hostingPorts(hostingSites) });

  if (!functionsSkipped) {
    const added = ensureDemoSecret();
    if (added.length) log(`wrote the demo ${added.join(', ')} to ${path.relative(REPO_ROOT, SECRET_FILE)}`);
  }
  if (storage === 'local') {
    localStorageEmulator = await startLocalStorageEmulator({ reset: true, log });
  }
  const firebase = spawnManaged(
    'emulators',
    FIREBASE_BIN,
    [
      'emulators:start',
      ...(hostingSites.length ? ['--config', writeLocalFirebaseJson(hostingSites)] : []),
      '--project',
      PROJECT_ID,
      '--only',
      services.join(','),
    ],
    emulatorEnv(env),
  );
  /** @type {Promise<void>} */
  const ready = new Promise((resolve) => {
    const onLine = (/** @type {string} */ line) => {
      if (/All emulators ready/i.test(line)) {
        firebase.listeners.delete(onLine);
        resolve();
      }
    };
    firebase.listeners.add(onLine);
  });
  const outcome = await Promise.race([
    ready.then(() => 'ready'),
    firebase.exited.then((code) => `exited with code ${code}`),
    timeLimit(timeoutMs).then(() => `not ready after ${timeoutMs / 1000} s`),
  ]);
  if (outcome !== 'ready') {
    const tail = fs.existsSync(firebase.logFile) ? lastLines(fs.readFileSync(firebase.logFile, 'utf8'), 25) : '';
    await stopAll();
    throw new Error(
      `Firebase emulators ${outcome}. Last output (${path.relative(REPO_ROOT, firebase.logFile)}):\n${tail}`,
    );
  }

  trackStrays(firebase);
  const hosts = {
    auth: `${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`,
    firestore: `${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`,
    storage: `${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`,
    ...(functionsSkipped ? {} : { functions: `${EMULATOR_HOST}:${EMULATOR_PORTS.functions}` }),
  };
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = hosts.storage;
  process.env.STORAGE_EMULATOR_HOST = `http://${hosts.storage}`;
  if (hosts.functions) process.env.FUNCTIONS_EMULATOR_HOST = hosts.functions;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  return { services: storage === 'local' ? [...services, 'storage'] : services, storage, hosts, functionsSkipped };
}

/* ------------------------------------------------------------------------------------------ */
/* fake LLM and lead webhook sink                                                             */
/* ------------------------------------------------------------------------------------------ */

/**
 * @typedef {object} LocalServicesInfo
 * @property {string} fakeLlm base URL of the fake LLM (ends in /v1)
 * @property {string | undefined} translationBaseUrl TRANSLATION_BASE_URL the functions use
 * @property {{ url: string, webhooks: string[] }[]} webhookSinks where the sink receives leads
 * @property {string[]} webhooksElsewhere lead webhooks the sink does not stand in for (empty or not local)
 */

/**
 * The ports startLocalServices will listen on, by name (for {@link assertPortsFree}).
 * @returns {Record<string, number>}
 */
export function localServicePorts() {
  /** @type {Record<string, number>} */
  const ports = { 'fake LLM': FAKE_LLM_PORT, 'Hosting API stand-in': HOSTING_API_STANDIN_PORT };
  for (const address of webhookSinkAddresses()) ports[`lead webhook sink (${address.host})`] = address.port;
  return ports;
}

/**
 * Starts, inside this process, what the functions talk to besides the emulators: the
 * deterministic fake LLM (scripts/fake-llm/server.mjs) on FAKE_LLM_PORT for translation, and the
 * lead webhook sink (webhook-sink.mjs) on each local address the *_WEBHOOK_URL secrets of
 * functions/.secret.local name, and the stand-in of the Hosting API the functions clear the CDN
 * through (hosting-api-standin.mjs). {@link stopAll} closes them.
 * @param {{ log?: Logger, onLead?: Logger }} [options] onLead gets one line per delivered lead
 * @returns {Promise<LocalServicesInfo>}
 */
export async function startLocalServices(options = {}) {
  const { log = quiet, onLead = log } = options;
  const env = readFunctionsConfig();
  const addresses = webhookSinkAddresses(env);
  await assertPortsFree(localServicePorts());

  const fake = await startFakeLlm({ port: FAKE_LLM_PORT, host: EMULATOR_HOST });
  localServers.set('fake LLM', fake);
  localServers.set('Hosting API stand-in', await startHostingApiStandIn({ log }));
  const webhookSinks = [];
  for (const address of addresses) {
    const sink = await startWebhookSink({ host: address.host, port: address.port, log: onLead });
    localServers.set(`webhook sink ${sink.url}`, sink);
    webhookSinks.push({ url: sink.url, webhooks: address.urls });
  }
  const served = new Set(addresses.flatMap((address) => address.parameters));
  const webhooksElsewhere = WEBHOOK_PARAMETERS.filter((name) => !served.has(name)).map(
    (name) => `${name}=${env[name] ?? ''}`,
  );
  log(`fake LLM on ${fake.url}; lead webhook sink on ${webhookSinks.map((s) => s.url).join(', ') || 'no address'}`);
  return { fakeLlm: fake.url, translationBaseUrl: env.TRANSLATION_BASE_URL, webhookSinks, webhooksElsewhere };
}

/* ------------------------------------------------------------------------------------------ */
/* app builds                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** The three browser apps, by the Hosting target each deploys to. */
const APP_BUILDS = Object.freeze({
  shell: { filter: '@app/shell' },
  site: { filter: '@app/site-remote' },
  admin: { filter: '@app/admin-remote' },
});

/**
 * @typedef {object} AppBuildStatus
 * @property {'ready' | 'compile-errors' | 'exited' | 'timeout'} state
 * @property {string} logFile
 */

/**
 * Builds the three apps for production in watch mode (`rspack build --watch --mode production`)
 * and deploys every successful build to the Hosting sites of its target among `sites`
 * (hosting.mjs), so an edit reaches the browser at its next reload, built and served as in
 * production. Resolves when each app's first build has finished, with the state of each.
 * `shellServer` resolves to the built shell server (functions/lib/shell-server.cjs) once it is
 * there, or null: the shell's `rspack build` leaves out the shared stylesheet and the icon sprite
 * the shell's `build` script adds with that server (scripts/build/shared-styles.mjs), so each
 * shell build is finished with them in a copy before it is deployed, and pages weigh what they
 * weigh in production.
 * @param {{ sites: import('./ports.mjs').HostingSiteName[], log?: Logger, timeoutMs?: number, shellServer?: Promise<string | null> }} options
 * @returns {Promise<Record<keyof typeof APP_BUILDS, AppBuildStatus>>}
 */
export async function startAppBuilds({ sites, log = quiet, timeoutMs = 300_000, shellServer }) {
  const entries = Object.entries(APP_BUILDS).map(([target, build]) => {
    const managed = spawnManaged(
      `${target}-build`,
      'pnpm',
      ['--filter', build.filter, 'exec', 'rspack', 'build', '--watch', '--mode', 'production'],
      process.env,
    );
    const targets = sites.filter((name) => HOSTING_SITES[name].target === target);
    let builds = 0;
    let deploying = Promise.resolve();
    /** @type {(state: AppBuildStatus['state']) => void} */
    let firstBuild = () => {};
    /** @type {Promise<AppBuildStatus['state']>} */
    const firstBuilt = new Promise((resolve) => {
      firstBuild = resolve;
    });
    managed.listeners.add((line) => {
      if (/compiled with \d+ errors?/i.test(line)) {
        if (builds > 0) log(`${target}: build failed, the last good build stays deployed; see ${managed.logFile}`);
        firstBuild('compile-errors');
      } else if (/compiled (successfully|with \d+ warnings?)/i.test(line)) {
        // One deploy at a time, in the order the builds finished.
        deploying = deploying.then(async () => {
          try {
            const from = target === 'shell' ? await finishedShellBuild(await shellServer, log) : undefined;
            for (const name of targets) deploySite(name, from);
            if (builds > 0) log(`${target} rebuilt and deployed to ${targets.join(', ')}`);
            builds += 1;
            firstBuild('ready');
          } catch (error) {
            log(`${target}: deploy failed: ${error instanceof Error ? error.message : error}`);
            firstBuild('compile-errors');
          }
        });
      }
    });
    /** @type {Promise<AppBuildStatus>} */
    const status = Promise.race([
      firstBuilt.then((state) => ({ state, logFile: managed.logFile })),
      managed.exited.then(() => ({ state: /** @type {const} */ ('exited'), logFile: managed.logFile })),
      timeLimit(timeoutMs).then(() => ({ state: /** @type {const} */ ('timeout'), logFile: managed.logFile })),
    ]);
    return /** @type {const} */ ([target, status]);
  });
  const results = await Promise.all(entries.map(async ([name, status]) => [name, await status]));
  return /** @type {Record<keyof typeof APP_BUILDS, AppBuildStatus>} */ (Object.fromEntries(results));
}

const FINISHED_SHELL_DIR = path.join(LOCAL_DIR, 'shell-build');

/**
 * A copy of the shell's build with the shared stylesheet and icon sprite `serverBundle` makes, or
 * undefined (the build as it is: its pages inline every rule and icon) without a server.
 * @param {string | null | undefined} serverBundle
 * @param {Logger} log
 */
async function finishedShellBuild(serverBundle, log) {
  if (!serverBundle) return undefined;
  try {
    fs.rmSync(FINISHED_SHELL_DIR, { recursive: true, force: true });
    fs.cpSync(BUILD_DIRS.shell, FINISHED_SHELL_DIR, { recursive: true });
    await addSharedAssets(FINISHED_SHELL_DIR, serverBundle);
    return FINISHED_SHELL_DIR;
  } catch (error) {
    log(`shell: no shared stylesheet (${error instanceof Error ? error.message : error}); pages inline every rule`);
    return undefined;
  }
}

/* ------------------------------------------------------------------------------------------ */
/* helpers                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Like sleep, but does not keep the process alive (for time limits raced against work). @param {number} ms */
function timeLimit(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** @param {string} text @param {number} count */
function lastLines(text, count) {
  return text.trimEnd().split(/\r?\n/).slice(-count).join('\n');
}
