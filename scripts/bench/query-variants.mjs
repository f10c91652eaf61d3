#!/usr/bin/env node
import { APP_PORTS, localOrigin } from '../local-stack/ports.mjs';
/**
 * What an address with a query a page or list does not take costs, on the local stack (the Hosting
 * emulator has no CDN, so every address reaches its function, as every new address does in
 * production, whose CDN keys its copies by the whole address): first each page's answer to such
 * queries (status, Cache-Control, where a redirect leads, the canonical link), then `--requests`
 * (default 30) requests each of a unique variant of a page (`renderPage`) and of the blog list's
 * JSON (`contentList`: a 301 to its one address, nothing read), against the list's own address
 * (its read of the index), as the time to the whole answer, p50 and p90. docs/performance.md,
 * _one address per page of the list API_.
 *
 *   pnpm build && flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs \
 *     --only auth,firestore,functions,storage,hosting -- node scripts/bench/query-variants.mjs [--requests N]
 */
import { numberOption } from './common.mjs';

const SHELL = localOrigin(APP_PORTS.shell);
const requests = numberOption('--requests', 30);

/** @param {string} path */
const get = (path) => fetch(SHELL + path, { redirect: 'manual' });
/** @param {string} html */
const canonicalOf = (html) => html.match(/<link[^>]*rel="canonical"[^>]*>/)?.[0]?.match(/href="([^"]*)"/)?.[1] ?? null;

for (const path of [
  '/blog',
  '/blog?utm_source=x',
  '/sv/blog?fbclid=IwAR0abc',
  '/',
  '/?q=',
  '/blog?q=',
  '/blog?page=1',
]) {
  const response = await get(path);
  const html = await response.text();
  console.log(
    `${path}: ${response.status}, ${response.headers.get('cache-control')}` +
      `${response.headers.get('location') ? `, to ${response.headers.get('location')}` : ''}, canonical ${canonicalOf(html)}`,
  );
}

/**
 * Asks each path in turn; the p50 and p90 of the time to the whole answer.
 * @param {string} label
 * @param {string[]} paths
 */
async function time(label, paths) {
  /** @type {number[]} */
  const times = [];
  for (const path of paths) {
    const start = performance.now();
    await (await get(path)).arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  console.log(`${label}: n=${times.length}, p50 ${at(0.5)} ms, p90 ${at(0.9)} ms`);
}

const run = Date.now();
const unique = Array.from({ length: requests }, (_, i) => `${run}-${i}`);
// Warm instances first: the first answer of each function is its cold start.
for (const path of ['/blog?warm=1', '/?warm=1', '/api/blog?lang=en&warm=1', '/api/blog?lang=en']) {
  await (await get(path)).arrayBuffer();
}
await time(
  '/blog?utm_source=<unique> (renderPage, a render each)',
  unique.map((id) => `/blog?utm_source=${id}`),
);
await time(
  '/sv/blog?fbclid=<unique> (renderPage, a render each)',
  unique.map((id) => `/sv/blog?fbclid=${id}`),
);
await time(
  '/?q=<unique> (renderPage, the home page each)',
  unique.map((id) => `/?q=${id}`),
);
await time(
  '/api/blog?lang=en&x=<unique> (contentList: 301, nothing read)',
  unique.map((id) => `/api/blog?lang=en&x=${id}`),
);
await time(
  '/api/blog?lang=en (contentList: the index read)',
  unique.map(() => '/api/blog?lang=en'),
);
