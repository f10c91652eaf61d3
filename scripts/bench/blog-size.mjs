#!/usr/bin/env node
/**
 * The blog at size: seeds the demo content plus generated posts up to `--posts N` published posts
 * (default 1000; scripts/seed/many.mjs), then measures what a visitor gets from the production
 * builds served by the local stack, server rendering included: for each address the HTML bytes
 * (raw and gzip), the bytes of its `#server-data`, and the warm time to the whole answer (median
 * and slowest of `--runs` requests after two warm-up requests), and the sitemap and feeds.
 *
 *   pnpm build && flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs \
 *     --only auth,firestore,functions,storage,hosting -- node scripts/bench/blog-size.mjs [--posts N] [--runs N]
 */
import { gzipSync } from 'node:zlib';
import { seed } from '../seed/seed.mjs';
import { serveProductionBuilds } from './common.mjs';

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

const posts = option('--posts', 1000);
const runs = option('--runs', 15);
const ADDRESSES = [
  '/blog',
  '/sv/blog',
  '/blog?page=2',
  '/blog?page=84',
  '/blog?category=AI+Strategy',
  '/sv/blog?category=AI-strategi&page=3',
  '/blog?q=forecasting',
  '/sitemap.xml',
  '/rss.xml',
  '/sv/rss.xml',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Cache-Control': 'no-cache' } });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

const { origin } = await serveProductionBuilds();
await seed({ posts, log: (line) => console.log(line) });
// The seed's writes start the blog trigger once per post in the Functions emulator: let it finish.
await new Promise((resolve) => setTimeout(resolve, Number(process.env.SETTLE_MS ?? 60_000)));

console.log(`\n${posts} published posts, ${runs} warm requests each (${origin})\n`);
console.log(['address', 'status', 'HTML', 'gzip', 'server-data', 'median', 'slowest'].join('\t'));
for (const address of ADDRESSES) {
  const url = `${origin}${address}`;
  await timed(url);
  await timed(url);
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    last = await timed(url);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  const bytes = Buffer.byteLength(last.body);
  const data = /<script type="application\/json" id="server-data">([^<]*)<\/script>/.exec(last.body)?.[1] ?? '';
  console.log(
    [
      address,
      last.status,
      kb(bytes),
      kb(gzipSync(last.body).length),
      data ? kb(Buffer.byteLength(data)) : '-',
      `${times[Math.floor(times.length / 2)].toFixed(0)} ms`,
      `${times[times.length - 1].toFixed(0)} ms`,
    ].join('\t'),
  );
}
