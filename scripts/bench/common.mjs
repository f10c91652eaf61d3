// What the benches share: where the production builds are served, the seeded content that
// data-driven routes need, the browser, and the measure of the JavaScript a first visit
// downloads. How the pages are served lives only in serveProductionBuilds(), so the benches
// follow when that changes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { APP_PORTS, localOrigin } from '../local-stack/ports.mjs';
import { commandLine, descendants, processStat } from '../local-stack/processes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The emulators the benches need: Firestore for the content, Auth and Storage for the seed, Hosting
 * and Functions to serve the pages (server-rendered by renderPage).
 */
export const BENCH_EMULATORS = 'auth,firestore,functions,storage,hosting';

/** Flags for headless Chromium on these machines. */
export const CHROMIUM_ARGS = Object.freeze(['--headless', '--no-sandbox', '--disable-gpu']);

/** Debian's Chromium unless CHROMIUM_PATH (or chrome-launcher's CHROME_PATH) names another. */
export function chromiumPath() {
  return (
    process.env.CHROMIUM_PATH ??
    process.env.CHROME_PATH ??
    ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p))
  );
}

/**
 * One published post of the demo content (the newest): its path and its English title.
 * @returns {Promise<{ route: string, title: string }>}
 */
export async function publishedBlogPost() {
  const { PUBLISHED_BLOGS } = await import('../seed/content.mjs');
  const post = PUBLISHED_BLOGS[0];
  if (!post) throw new Error('the demo content has no published blog post');
  return { route: `/blog/${post.slug}`, title: post.title };
}

/**
 * The newest published post of the demo content that has a cover image (its largest paint).
 * @returns {Promise<{ route: string, title: string }>}
 */
export async function publishedBlogPostWithCover() {
  const { PUBLISHED_BLOGS } = await import('../seed/content.mjs');
  const post = PUBLISHED_BLOGS.find((blog) => blog.cover);
  if (!post) throw new Error('the demo content has no published blog post with a cover');
  return { route: `/blog/${post.slug}`, title: post.title };
}

/**
 * The number after `name` on the command line (`--posts 1000`), or `fallback`.
 * @param {string} name
 * @param {number} fallback
 */
export function numberOption(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

/**
 * Seeds the demo content plus generated posts up to `posts` published posts (scripts/seed/many.mjs),
 * then waits while the seed's writes run the blog triggers in the Functions emulator (per post: its
 * blog index entry, its audit entry, a CDN clearing task; 45–50 s at 1,000 posts on an idle machine
 * here, longer on a busy one): until the local stack is idle (stackIdle), or for `SETTLE_MS` ms when
 * that is set. A page timed while they run is the emulators' busy time, not the page's.
 * `caseStudies`, when given, seeds generated published case studies up to that many too (`--case-studies`).
 * @param {number} posts
 * @param {{ caseStudies?: number }} [options]
 */
export async function seedAtSize(posts, { caseStudies } = {}) {
  const { seed } = await import('../seed/seed.mjs');
  await seed({ posts, caseStudies, log: (line) => console.log(line) });
  if (process.env.SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.SETTLE_MS)));
    return;
  }
  const started = performance.now();
  const outcome = await stackIdle();
  const waited = `${((performance.now() - started) / 1000).toFixed(0)} s`;
  console.log(
    {
      idle: `seed: the emulators were idle ${waited} after the seed`,
      busy: `seed: the emulators were still busy after ${waited}; measuring anyway`,
      unseen: `seed: the emulators' processes were not found (not under with-emulators.mjs?): waited ${waited}`,
    }[outcome],
  );
}

/**
 * The process the local stack runs under: the outermost ancestor of this one that started the
 * emulators (with-emulators.mjs, or `firebase emulators:…`), or undefined.
 */
function stackProcess() {
  let root;
  for (let pid = process.ppid; pid > 1; pid = processStat(pid)?.ppid ?? 0) {
    if (/with-emulators\.mjs|emulators:(exec|start)/.test(commandLine(pid))) root = pid;
  }
  return root;
}

/**
 * Waits until the local stack is idle: its processes (the emulators, their function workers, the
 * stand-ins; not this process nor its children) together used less than `share` of one core in
 * each of `windows` windows of `windowMs` in a row. Resolves 'idle'; 'busy' after `maxMs` whatever
 * they do; 'unseen' after `fallbackMs` where the stack's processes cannot be seen (no /proc, not
 * under with-emulators.mjs). At 1,000 seeded posts the blog triggers kept the stack at 1.4–1.5
 * cores for 45 s here (2026-12-03), then under 0.06.
 * @returns {Promise<'idle' | 'busy' | 'unseen'>}
 */
async function stackIdle({ share = 0.1, windowMs = 5_000, windows = 2, maxMs = 900_000, fallbackMs = 60_000 } = {}) {
  const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const root = stackProcess();
  if (root === undefined || !existsSync('/proc/self/stat')) {
    await sleep(fallbackMs);
    return 'unseen';
  }
  /** Each stack process's CPU time so far, in ms (0 for one gone). */
  const sample = () => {
    const ours = new Set([process.pid, ...descendants(process.pid)]);
    return new Map(
      descendants(root)
        .filter((pid) => !ours.has(pid))
        .map((pid) => [pid, processStat(pid)?.cpuMs ?? 0]),
    );
  };
  const until = performance.now() + maxMs;
  let before = sample();
  let quiet = 0;
  while (performance.now() < until) {
    await sleep(windowMs);
    const after = sample();
    // A process that ended within the window is not counted; one that began in it counts whole.
    let used = 0;
    for (const [pid, now] of after) used += Math.max(0, now - (before.get(pid) ?? 0));
    before = after;
    quiet = used < share * windowMs ? quiet + 1 : 0;
    if (quiet >= windows) return 'idle';
  }
  return 'busy';
}

/**
 * Signs in at /auth with the seeded admin account, as staff do before opening the console, and waits
 * for the console's first page.
 * @param {import('@playwright/test').Page} page
 * @param {string} origin the shell's
 */
export async function signInAsAdmin(page, origin) {
  const { SEED_USERS } = await import('../seed/content.mjs');
  await page.goto(`${origin}/auth`, { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(SEED_USERS.admin.email);
  await main.getByLabel('Password').fill(SEED_USERS.admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/admin/blog');
}

/** Seeds the running emulators with the demo content (scripts/seed/seed.mjs). */
export async function seedDemoContent() {
  const { seed } = await import('../seed/seed.mjs');
  await seed();
}

/**
 * Where the production builds are served: by the Hosting emulator of the local stack
 * (with-emulators.mjs --only …,hosting), as visitors get them, server rendering included. Fails
 * clearly when nothing serves the shell.
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>} origin: the shell's
 */
export async function serveProductionBuilds() {
  const origin = localOrigin(APP_PORTS.shell);
  const served = await fetch(`${origin}/app-config.json`).catch(() => undefined);
  if (!served?.ok) {
    throw new Error(
      `Nothing serves the shell on ${origin}: run the bench under with-emulators.mjs --only ${BENCH_EMULATORS}`,
    );
  }
  return { origin, close: async () => {} };
}

/** Playwright's Chromium launcher (the e2e package's copy of @playwright/test). */
export async function launchPlaywrightChromium() {
  /** @type {typeof import('@playwright/test')} */
  const { chromium } = await import(path.join(ROOT, 'e2e/node_modules/@playwright/test/index.mjs'));
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
}

/**
 * @typedef {object} JsFile
 * @property {string} url
 * @property {number} raw bytes as served, uncompressed
 * @property {number} gzip bytes after gzip level 9
 */

/**
 * Every .js response a fresh page downloads from `url` until the network is idle, counted raw and
 * gzip-compressed (level 9): what a first visit costs, the federation runtime and remotes included.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{
 *   before?: (page: import('@playwright/test').Page) => Promise<void>,
 *   after?: (page: import('@playwright/test').Page) => Promise<void>,
 * }} [options]
 *   before: steps on the same page first (its downloads count too), e.g. signing in;
 *   after: a check of the loaded page (that it shows what was meant to be measured)
 * @returns {Promise<{ files: JsFile[], raw: number, gzip: number, interactive: { files: JsFile[], gzip: number } }>}
 *   files, raw, gzip: the first visit's; interactive: every file once the apps run (the first visit's included)
 */
export async function measureJs(browser, url, { before, after } = {}) {
  const page = await browser.newPage();
  try {
    /** @type {{ url: string, body: Promise<Buffer> }[]} */
    const responses = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) {
        responses.push({ url: response.url(), body: response.body().catch(() => Buffer.alloc(0)) });
      }
    });
    if (before) await before(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    if (after) await after(page);
    const firstVisit = responses.length;
    // Then the apps (a server-rendered page loads them when a form that uses them is focused, or on
    // the `app:start` event, shell/src/enhance/apps.ts): what the page costs once they run.
    await page.evaluate(() => window.dispatchEvent(new Event('app:start')));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(
      responses.map(async ({ url, body }) => {
        const bytes = await body;
        return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      }),
    );
    const files = all.slice(0, firstVisit);
    return {
      files,
      raw: files.reduce((sum, file) => sum + file.raw, 0),
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      interactive: { files: all, gzip: all.reduce((sum, file) => sum + file.gzip, 0) },
    };
  } finally {
    await page.close();
  }
}

/** @param {number} bytes */
export const kb = (bytes) => bytes / 1024;

/**
 * A markdown table, the first column left-aligned and the others right-aligned (the benches' output).
 * @param {string[][]} rows the first is the header
 */
export function markdownTable(rows) {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const [header = [], ...body] = rows;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

/**
 * Whether this process already runs under the emulators (`firebase emulators:exec`, as
 * with-emulators.mjs starts it, sets FIRESTORE_EMULATOR_HOST for the command).
 */
export function underEmulators(env = process.env) {
  return Boolean(env.FIRESTORE_EMULATOR_HOST);
}

/**
 * Runs `command` with its arguments from the repository root, output passed through, and
 * resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Brings the local stack up for a bench script that was started on its own: `pnpm build`
 * (unless `build` is false), then the same script again under
 * `with-emulators.mjs --only ${BENCH_EMULATORS}`. Resolves with that run's exit code.
 * The emulators use fixed ports: stop `pnpm start` first.
 * @param {string} script the bench's file
 * @param {string[]} args its arguments
 * @param {{ build?: boolean }} [options]
 */
export async function rerunUnderEmulators(script, args, { build = true } = {}) {
  if (build) {
    console.log('bench: pnpm build');
    const built = await run('pnpm', ['build']);
    if (built !== 0) return built;
  }
  console.log(`bench: starting the emulators (${BENCH_EMULATORS})`);
  return run(process.execPath, [
    path.join(ROOT, 'scripts/local-stack/with-emulators.mjs'),
    '--only',
    BENCH_EMULATORS,
    '--',
    process.execPath,
    script,
    ...args,
  ]);
}
