#!/usr/bin/env node
// The page function cold and warm, started the way Cloud Functions starts it: a fresh Node process
// running the Functions Framework (@google-cloud/functions-framework, what the platform's Node
// runtime runs) on the deployed bundle (functions/lib, `pnpm build`), target renderPage, with the
// local Hosting sites as its origin (SITE_URL = the shell's Hosting emulator site) and the
// Firestore emulator holding the demo content (with --posts N, the demo content plus generated posts
// up to N published posts, as blog-size.mjs seeds them). Production settings otherwise: not the
// Functions emulator, so what it fetches from Hosting is kept for SHELL_FILES_REUSE_MS as deployed.
//
//   node scripts/bench/cold-warm.mjs [--runs N] [--warm N] [--warm-up N] [--concurrency C] [--seconds S] [--no-build]
//                                    [--cpu-prof DIR] [--posts N] [--first ROUTE,…] [--routes ROUTE,…]
//
// Builds, starts the emulators, warms them (--warm-up untimed requests per route through the
// emulated function, default 80) and, per run (default 3), starts a fresh function process and
// times: the process until it listens (Node, the framework, loading the bundle), the first request
// to its first byte (the cold render: fetching the page shell, configuration, manifest and the site
// remote's server container, the first Firestore reads) to the first route of --first (default
// `/`, which reads nothing from Firestore; `/blog` reads the blog index), then --warm (default 50)
// sequential requests over the public routes (also each route's p50, and the function process's
// CPU time per request, all its threads, V8's compilers included: another program on the cores
// moves the latency, barely the CPU time), and a load of C concurrent requests (default 20) for S
// seconds (default 20): p50, p95, p99, requests per second and errors (any status but 200, or a failed
// request). Prints a table; asserts nothing. Goals (issue 25): cold ≤ 1 s to the first byte, warm
// p50 ≤ 30 ms, no errors under load. Run it alone: one core busy elsewhere adds about a quarter to
// the warm p50. --cpu-prof DIR writes each function process's CPU profile (node --cpu-prof) into
// DIR, to open in Chrome's DevTools (Performance) or speedscope. --first /,/blog,/sv/blog also
// starts, per run, one fresh process for each further route and times its first request to that
// route's first byte (a column each). --routes /blog,… replaces the warm and load requests' routes
// (and the warm-up's), to profile one page: --runs 1 --routes /blog --warm 100 --seconds 0 --cpu-prof DIR,
// then render-profile.mjs DIR/*.cpuprofile --requests 101. --posts N (0 or absent: the demo content alone) seeds with
// seedAtSize (common.mjs), which waits until the blog triggers the seed set off have finished in
// the emulators (45–50 s at 1,000 posts here) before anything is timed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APP_PORTS, localOrigin, PROJECT_ID } from '../local-stack/ports.mjs';
import { processStat } from '../local-stack/processes.mjs';
import {
  markdownTable,
  publishedBlogPost,
  ROOT,
  rerunUnderEmulators,
  seedAtSize,
  seedDemoContent,
  serveProductionBuilds,
  underEmulators,
} from './common.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    warm: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'warm-up': { type: 'string', default: '80' },
    posts: { type: 'string', default: '0' },
    first: { type: 'string', default: '/' },
    routes: { type: 'string' },
  },
});

if (!underEmulators()) {
  process.exit(
    await rerunUnderEmulators(
      new URL(import.meta.url).pathname,
      process.argv.slice(2).filter((arg) => arg !== '--no-build'),
      { build: !values['no-build'] },
    ),
  );
}

const runs = Number(values.runs);
const warmRequests = Number(values.warm);
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
const posts = Number(values.posts);
if (!Number.isInteger(posts) || posts < 0) throw new Error(`--posts needs a whole number, not "${values.posts}"`);
/** The routes timed as a fresh process's first request: the first on the process measured further. */
const firstRoutes = values.first.split(',').map((route) => route.trim());
if (!firstRoutes.every((route) => route.startsWith('/'))) throw new Error(`--first needs paths, not "${values.first}"`);

/** The function's parameters for the local demo project (functions/.env.demo-nordic-ai), as deployed values. */
function demoParameters() {
  const file = path.join(ROOT, 'functions/.env.demo-nordic-ai');
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** A port nothing listens on. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once something accepts connections on `port`. @param {number} port */
async function listening(port) {
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Time to the first byte of `url`'s answer and the whole answer, in ms, and its status. @param {string} url */
async function timed(url) {
  const start = performance.now();
  try {
    const response = await fetch(url, { headers: { Accept: 'text/html' } });
    const reader = response.body?.getReader();
    const first = await reader?.read();
    const firstByte = performance.now() - start;
    if (first && !first.done) while (!(await reader?.read())?.done);
    return { status: response.status, firstByte, total: performance.now() - start };
  } catch {
    return { status: 0, firstByte: performance.now() - start, total: performance.now() - start };
  }
}

/** @param {number[]} values @param {number} p */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

const ms = (/** @type {number} */ value) => (Number.isNaN(value) ? '-' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);

if (posts > 0) await seedAtSize(posts);
else await seedDemoContent();
await serveProductionBuilds();
const post = await publishedBlogPost();
const routes = values.routes
  ? values.routes.split(',').map((route) => route.trim())
  : ['/', '/blog', post.route, '/sv/', `/sv${post.route}`, '/services', '/contact'];
// The local stack warms first, untimed (--warm-up requests per route): the Firestore emulator is a
// JVM whose first queries run interpreted, and the seed's triggers are still running; production's
// Firestore is warm. Without it the first process's warm p50 was 69 ms against 24–26 ms for the next
// two. With 20 per route the first process was still the slowest on the routes that read Firestore
// alone (2026-11-27, the three processes' p50: /blog 44, 29, 29 ms; a post 38, 27, 34; `/` 23, 21,
// 22); with 80: /blog 32, 33, 28 ms; a post 27, 28, 19.
const stackOrigin = localOrigin(APP_PORTS.shell);
for (let i = 0; i < Number(values['warm-up']) * routes.length; i++) {
  await fetch(`${stackOrigin}${routes[i % routes.length]}?warm-up=${i}`).then((response) => response.text());
}
const frameworkMain = path.join(ROOT, 'node_modules/@google-cloud/functions-framework/build/src/main.js');
/** @type {NodeJS.ProcessEnv} */
const functionEnv = {
  ...process.env,
  ...demoParameters(),
  SITE_URL: localOrigin(APP_PORTS.shell),
  LEAD_CLIENT_SALT: 'bench-salt',
  GCLOUD_PROJECT: PROJECT_ID,
  FUNCTION_TARGET: 'renderPage',
  FUNCTION_SIGNATURE_TYPE: 'http',
  NODE_ENV: 'production',
};
delete functionEnv.FUNCTIONS_EMULATOR;
/** Node's flags for the function process: a CPU profile with --cpu-prof (not allowed in NODE_OPTIONS). */
const nodeFlags = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];

/**
 * The CPU time process `pid` has used, in ms, or null where /proc is not there. A request's CPU
 * time moves little when other work shares the cores; its latency does.
 * @param {number | undefined} pid
 */
const cpuMs = (pid) => (pid === undefined ? null : (processStat(pid)?.cpuMs ?? null));

/**
 * A fresh function process on a free port, resolved once it listens: `up` is the time from its
 * start, in ms; `stop()` ends it.
 */
async function startFunction() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...nodeFlags,
      frameworkMain,
      '--target=renderPage',
      '--signature-type=http',
      `--port=${port}`,
      `--source=${path.join(ROOT, 'functions')}`,
    ],
    { cwd: path.join(ROOT, 'functions'), env: functionEnv, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await Promise.race([
      listening(port),
      exited.then((code) => {
        throw new Error(`the function exited (${code}) before listening:\n${stderr}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, up: performance.now() - started, child, stderr: () => stderr, stop };
}

/** @type {string[][]} */
const rows = [
  [
    'run',
    'start → listening',
    `cold first byte (${firstRoutes[0]})`,
    'cold total',
    ...firstRoutes.slice(1).map((route) => `cold first byte (${route})`),
    'warm p50',
    'warm p95',
    'warm CPU / request',
    'load p50',
    'load p95',
    'load p99',
    'req/s',
    'errors',
  ],
];
/** Per run: start → listening, the cold first byte and total, each further --first route's first byte (ms). */
/** @type {number[][]} */
const colds = [];
for (let run = 1; run <= runs; run++) {
  const fn = await startFunction();
  const { origin, up, child } = fn;
  try {
    const cold = await timed(`${origin}${firstRoutes[0]}`);
    if (cold.status !== 200) throw new Error(`the cold request answered ${cold.status}:\n${fn.stderr()}`);

    const warm = [];
    const cpuBefore = cpuMs(child.pid);
    /** @type {Map<string, number[]>} */
    const warmByRoute = new Map(routes.map((route) => [route, []]));
    for (let i = 0; i < warmRequests; i++) {
      // i % routes.length is an index of routes, a list written out above.
      const route = /** @type {string} */ (routes[i % routes.length]);
      const { total } = await timed(`${origin}${route}`);
      warm.push(total);
      warmByRoute.get(route)?.push(total);
    }
    const cpuAfter = cpuMs(child.pid);
    const warmCpu = cpuBefore === null || cpuAfter === null ? '-' : ms((cpuAfter - cpuBefore) / warmRequests);

    /** @type {number[]} */
    const load = [];
    let errors = 0;
    /** @type {Map<number, number>} */
    const statuses = new Map();
    const until = performance.now() + seconds * 1000;
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          const answer = await timed(`${origin}${routes[next++ % routes.length]}`);
          if (answer.status !== 200) {
            errors++;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          }
          load.push(answer.total);
        }
      }),
    );
    await fn.stop();

    // The other --first routes: each the first request of a process of its own.
    /** @type {number[]} */
    const otherColds = [];
    for (const route of firstRoutes.slice(1)) {
      const other = await startFunction();
      try {
        const answer = await timed(`${other.origin}${route}`);
        if (answer.status !== 200)
          throw new Error(`the cold request to ${route} answered ${answer.status}:\n${other.stderr()}`);
        otherColds.push(other.up + answer.firstByte);
      } finally {
        await other.stop();
      }
    }

    colds.push([up, up + cold.firstByte, up + cold.total, ...otherColds]);
    rows.push([
      String(run),
      ms(up),
      ms(up + cold.firstByte),
      ms(up + cold.total),
      ...otherColds.map(ms),
      ms(percentile(warm, 50)),
      ms(percentile(warm, 95)),
      warmCpu,
      ms(percentile(load, 50)),
      ms(percentile(load, 95)),
      ms(percentile(load, 99)),
      seconds > 0 ? (load.length / seconds).toFixed(0) : '-',
      String(errors),
    ]);
    console.log(
      `run ${run}: warm p50 by route: ${[...warmByRoute].map(([route, times]) => `${route} ${ms(percentile(times, 50))}`).join(', ')}`,
    );
    console.log(
      `run ${run}: done (${load.length} requests under load${errors ? `; errors by status: ${[...statuses].map(([status, count]) => `${status || 'failed'} ×${count}`).join(', ')}` : ''})`,
    );
    if (errors) {
      const log = path.join(os.tmpdir(), `cold-warm-run-${run}.log`);
      fs.writeFileSync(log, fn.stderr());
      console.log(`run ${run}: the function's log is in ${log}`);
    }
  } finally {
    await fn.stop();
  }
}
console.log(
  `\nrenderPage through the Functions Framework, ${posts > 0 ? `${posts} published posts` : 'the demo content'}, ${runs} fresh processes${firstRoutes.length > 1 ? ` (and ${runs * (firstRoutes.length - 1)} more, each for one cold route)` : ''}; warm: ${warmRequests} sequential requests over ${routes.join(', ')}; load: ${concurrency} concurrent for ${seconds} s. "cold first byte" counts from the process start.\n`,
);
if (runs > 1) {
  // The median of each cold column over the runs (the warm and load columns are per process).
  const medians = (colds[0] ?? []).map((_, column) =>
    percentile(
      colds.map((times) => times[column] ?? Number.NaN),
      50,
    ),
  );
  rows.push(['median', ...medians.map(ms), ...(rows[0] ?? []).slice(4 + firstRoutes.length - 1).map(() => '')]);
}
console.log(markdownTable(rows));
