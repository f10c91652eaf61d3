// What a step on a page downloads: every response from the step until the network is quiet again,
// counted as DevTools counts it (bytes on the wire) and as a CDN would send it (gzip level 6).
// blog-search.mjs and case-study-list.mjs measure with it.
import { gzipSync } from 'node:zlib';
import { kb } from './common.mjs';

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
export async function record(page, cdp, step) {
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

/**
 * A new page of `browser` at `url` with the apps started (the `app:start` event, as a visitor's
 * first tap does) and the network quiet, and its DevTools session for `record`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function openRunning(browser, url) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const requests = watchRequests(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.dispatchEvent(new Event('app:start')));
  await page.locator('html[data-app="running"]').waitFor();
  await requests.quiet();
  return { page, cdp };
}

/** The table's header for `stepRow`'s rows. */
export const STEP_COLUMNS = ['step', 'requests', 'Firestore reads', 'on the wire KB', 'gzip KB'];

/**
 * A step's row of the table (its responses logged one per line).
 * @param {string} step
 * @param {Awaited<ReturnType<typeof record>>} result
 */
export function stepRow(step, result) {
  console.log(`\n${step}:\n  ${result.lines.join('\n  ') || '(nothing)'}`);
  return [
    step,
    String(result.requests),
    String(result.firestore),
    kb(result.wire).toFixed(1),
    kb(result.gzip).toFixed(1),
  ];
}
