#!/usr/bin/env node
/**
 * What the browser downloads when a visitor searches or pages the blog list once the apps run: a
 * measurement, not a test. Seeds the demo content plus generated posts up to `--posts N` (default
 * 1000; scripts/seed/many.mjs, as blog-size.mjs), opens `/blog` and `/sv/blog` in Chromium, starts
 * the apps (the `app:start` event, as focusing the search does), waits until the network is idle,
 * then counts every response from one step until the network is idle again (DevTools' bytes on the
 * wire, headers included; the local Hosting and Firestore emulators send them uncompressed, so the
 * gzip column is each body compressed at level 6, as a CDN would send it):
 *
 *   first keystroke   typing one letter into the search
 *   page 2 of it      then the search's next page
 *   page 2            on a fresh /blog, the list's next page
 *
 *   pnpm build && flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs \
 *     --only auth,firestore,functions,storage,hosting -- node scripts/bench/blog-search.mjs [--posts N]
 */
import { gzipSync } from 'node:zlib';
import {
  kb,
  launchPlaywrightChromium,
  markdownTable,
  numberOption,
  seedAtSize,
  serveProductionBuilds,
} from './common.mjs';

const posts = numberOption('--posts', 1000);

/**
 * Watches `page`'s requests from now on; `quiet()` resolves once none has been in flight for
 * `quietMs` (a function's cold start in the emulator takes seconds: the load state's `networkidle`
 * has long fired and would not wait for it).
 * @param {import('@playwright/test').Page} page
 */
function watchRequests(page, quietMs = 1_000) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight++;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      try {
        await page.waitForTimeout(quietMs);
        while (inFlight > 0 || Date.now() - last < quietMs) await page.waitForTimeout(100);
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}

/**
 * Every response `page` receives while `step` runs and the network then settles.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {() => Promise<void>} step
 */
async function record(page, cdp, step) {
  /** @type {Map<string, { url: string, type: string, wire: number }>} */
  const seen = new Map();
  const onResponse = (/** @type {any} */ event) =>
    seen.set(event.requestId, { url: event.response.url, type: event.type, wire: 0 });
  const onFinished = (/** @type {any} */ event) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.wire = event.encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  /** @type {Promise<{ url: string, gzip: number }>[]} */
  const bodies = [];
  const onPageResponse = (/** @type {import('@playwright/test').Response} */ response) =>
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 6 }).length }))
        .catch(() => ({ url: response.url(), gzip: 0 })),
    );
  page.on('response', onPageResponse);
  const requests = watchRequests(page);
  await step();
  await requests.quiet();
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  page.off('response', onPageResponse);
  const gzips = await Promise.all(bodies);
  const entries = [...seen.values()].filter((entry) => entry.url.startsWith('http'));
  const wire = entries.reduce((sum, entry) => sum + entry.wire, 0);
  const gzip = gzips.reduce((sum, body) => sum + body.gzip, 0);
  const describe = (/** @type {string} */ url) => {
    const { host, pathname } = new URL(url);
    return `${host}${pathname.length > 70 ? `${pathname.slice(0, 70)}…` : pathname}`;
  };
  return {
    wire,
    gzip,
    requests: entries.length,
    firestore: entries.filter((entry) => entry.type !== 'Preflight' && /documents[:/]/.test(entry.url)).length,
    lines: entries.map(
      (entry) => `${entry.type.padEnd(6)} ${(entry.wire / 1024).toFixed(1).padStart(8)} KB  ${describe(entry.url)}`,
    ),
  };
}

const { origin } = await serveProductionBuilds();
await seedAtSize(posts);
const browser = await launchPlaywrightChromium();
const rows = [['step', 'requests', 'Firestore reads', 'on the wire KB', 'gzip KB']];
try {
  for (const [lang, prefix, letter] of [
    ['en', '', 'a'],
    ['sv', '/sv', 'a'],
  ]) {
    /** @param {string} path */
    const open = async (path) => {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      const requests = watchRequests(page);
      await page.goto(`${origin}${prefix}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.dispatchEvent(new Event('app:start')));
      await page.locator('html[data-app="running"]').waitFor();
      await requests.quiet();
      return { page, cdp };
    };
    const { page, cdp } = await open('/blog');
    const keystroke = await record(page, cdp, async () => {
      await page.getByRole('searchbox').press(letter);
      await page.waitForURL(/[?&]q=/);
    });
    const next = await record(page, cdp, async () => {
      await page.locator('a[rel="next"]').click();
      await page.waitForURL(/[?&]page=2/);
    });
    await page.close();
    const fresh = await open('/blog');
    const pageTwo = await record(fresh.page, fresh.cdp, async () => {
      await fresh.page.locator('a[rel="next"]').click();
      await fresh.page.waitForURL(/[?&]page=2/);
    });
    await fresh.page.close();
    for (const [step, result] of [
      [`${prefix}/blog: first keystroke ("${letter}")`, keystroke],
      [`${prefix}/blog: page 2 of that search`, next],
      [`${prefix}/blog: page 2`, pageTwo],
    ]) {
      rows.push([
        step,
        String(result.requests),
        String(result.firestore),
        kb(result.wire).toFixed(1),
        kb(result.gzip).toFixed(1),
      ]);
      console.log(`\n${step} (${lang}):\n  ${result.lines.join('\n  ') || '(nothing)'}`);
    }
  }
} finally {
  await browser.close();
}
console.log(`\n${posts} published posts (${origin})\n\n${markdownTable(rows)}`);
