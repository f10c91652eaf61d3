#!/usr/bin/env node
// Where a cold renderPage instance's time goes before its first page, without the emulators: each
// run is a fresh `node` process that loads the deployed bundle as an instance of renderPage does
// (functions/lib, `pnpm build`) and renders one page, each step timed from the process's start
// (Node's own clock, performance.now()):
//   1. `lib/index.js` with FUNCTION_TARGET=renderPage (firebase-functions, renderPage's module);
//   2. `lib/shell-server.cjs` (the shell's server: React, MUI, Emotion, the federation runtime);
//   3. prepare(): app.html, app-config.json and the site remote's ssr/manifest.json fetched, and the
//      site's server container loaded and its `./server` module evaluated (what a new instance does
//      before its first request, ShellServer.prepare);
//   4. the first page rendered (`handle`, the whole answer read), by default `/`, which reads nothing
//      from Firestore (a route that reads content needs the emulators: cold-warm.mjs).
// The shell's and the site remote's production builds are served by a small file server in this
// process (app-config.json naming its own site remote), so nothing here needs the local stack or
// its ports; app.html is served without Hosting's Content-Security-Policy, so the page's policy is not
// computed (about a millisecond). Prints each step's median, fastest and slowest over --runs
// processes (default 9) and the processes' median total, in time and in CPU time; asserts nothing.
// Other work on the cores moves the times much more than the CPU times: note the load average
// (printed) beside them.
//
// `--against DIR` compares this checkout's builds (or `--build DIR`'s) with those under DIR (a copy of
// another build's shell/dist, site-remote/dist and functions/lib, with functions/node_modules linked
// to this checkout's): each run starts one process of each, in turn, so both see the same load.
//
//   pnpm build && node scripts/bench/cold-start.mjs [--runs N] [--route /services] [--build DIR] [--against DIR] [--cpu-prof DIR]
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable, ROOT } from './common.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    route: { type: 'string', default: '/' },
    'cpu-prof': { type: 'string' },
    against: { type: 'string' },
    child: { type: 'string' },
    build: { type: 'string' },
  },
});

/** The functions' bundle and the shell's server beside it (names, not literal paths: they exist once built). */
const FUNCTIONS = './index.js';
const SHELL_SERVER = './shell-server.cjs';

/** The steps, in the order a child process times them. */
const STEPS = ['lib/index.js', 'lib/shell-server.cjs', 'prepare (site container)', 'first page'];

if (values.child) {
  // A fresh process: load and render as a renderPage instance does, then print the step times.
  const origin = values.child;
  const { createRequire } = await import('node:module');
  const require = createRequire(path.join(values.build ?? ROOT, 'functions/lib/index.js'));
  /** @type {number[]} */
  const marks = [];
  /** @type {number[]} */
  const cpu = [];
  const mark = () => {
    marks.push(performance.now());
    const { user, system } = process.cpuUsage();
    cpu.push((user + system) / 1000);
  };
  require(FUNCTIONS);
  mark();
  /** @type {import('../../domain/src/shellServer').ShellServer} */
  const server = require(SHELL_SERVER);
  mark();
  await server.prepare(origin);
  mark();
  const answer = await server.handle(new Request(`${origin}${values.route}`), {
    siteUrl: origin,
    emulated: false,
    formToken: 'bench-token',
  });
  const html = await answer.text();
  mark();
  if (answer.status !== 200) throw new Error(`${values.route} answered ${answer.status}:\n${html.slice(0, 500)}`);
  console.log(JSON.stringify({ marks, cpu }));
  process.exit(0);
}

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number, not "${values.runs}"`);

/**
 * A file server of one build's production output: the shell's site at `/`, the site remote at
 * `/site/`, and an app-config.json that names that site remote. Resolves its origin and `close`.
 * @param {string} root
 */
async function serveBuild(root) {
  const dist = { shell: path.join(root, 'shell/dist'), site: path.join(root, 'site-remote/dist') };
  let origin = '';
  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/app-config.json') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ remotes: { site: `${origin}/site/remoteEntry.js` } }));
      return;
    }
    const [base, file] = pathname.startsWith('/site/')
      ? [dist.site, pathname.slice('/site/'.length)]
      : [dist.shell, pathname.slice(1)];
    const resolved = path.resolve(base, decodeURIComponent(file));
    if (!resolved.startsWith(`${base}${path.sep}`)) {
      response.writeHead(404).end();
      return;
    }
    try {
      response.end(await readFile(resolved));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { root, origin, close: () => server.close() };
}

/**
 * One fresh process's step ends, from its start (ms), and the CPU time it had used by then (ms, all its
 * threads: V8's compilers and garbage collector too), which other work on the cores moves far less.
 * @param {{ root: string, origin: string }} build
 * @returns {Promise<{ marks: number[], cpu: number[] }>}
 */
function coldProcess({ root, origin }) {
  const flags = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, FUNCTION_TARGET: 'renderPage', NODE_ENV: 'production', GCLOUD_PROJECT: 'demo-bench' };
  delete env.FUNCTIONS_EMULATOR;
  delete env.SITE_URL;
  const child = spawn(
    process.execPath,
    [...flags, new URL(import.meta.url).pathname, '--child', origin, '--build', root, '--route', values.route],
    { cwd: path.join(root, 'functions'), env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line));
      else reject(new Error(`the process (${root}) exited ${code}:\n${stderr}${stdout}`));
    });
  });
}

/** @param {number[]} list */
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
const load = () =>
  os
    .loadavg()
    .map((average) => average.toFixed(2))
    .join(' ');

const builds = [
  await serveBuild(path.resolve(values.build ?? ROOT)),
  ...(values.against ? [await serveBuild(path.resolve(values.against))] : []),
];
console.log(`load average at the start: ${load()}`);
/** @type {{ marks: number[], cpu: number[] }[][]} per build, its processes */
const processes = builds.map(() => []);
try {
  for (let run = 0; run < runs; run++) {
    for (const [index, build] of builds.entries()) processes[index]?.push(await coldProcess(build));
  }
} finally {
  for (const build of builds) build.close();
}
console.log(`load average at the end: ${load()}`);

/** Each step's own share of `times`: from the previous step's end (the first: from the process's start). */
const steps = (/** @type {number[]} */ times) =>
  times.map((time, step) => time - (step === 0 ? 0 : (times[step - 1] ?? 0)));
for (const [index, build] of builds.entries()) {
  const own = processes[index] ?? [];
  const rows = [['step', 'median', 'fastest', 'slowest', 'CPU median', 'CPU fastest', 'CPU slowest']];
  /** @param {string} label @param {(one: { marks: number[], cpu: number[] }) => [number, number]} pick */
  const row = (label, pick) => {
    const wall = own.map((one) => pick(one)[0]);
    const cpu = own.map((one) => pick(one)[1]);
    rows.push([label, ...[wall, cpu].flatMap((list) => [median(list), Math.min(...list), Math.max(...list)].map(ms))]);
  };
  STEPS.forEach((step, at) => {
    row(step, (one) => [steps(one.marks)[at] ?? Number.NaN, steps(one.cpu)[at] ?? Number.NaN]);
  });
  row(`process start → ${values.route} rendered`, (one) => [
    one.marks.at(-1) ?? Number.NaN,
    one.cpu.at(-1) ?? Number.NaN,
  ]);
  console.log(
    `\n${build.root}: ${runs} fresh processes, first page ${values.route} (each step from the end of the one before)\n`,
  );
  console.log(markdownTable(rows));
}
