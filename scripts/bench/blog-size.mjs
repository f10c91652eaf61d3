#!/usr/bin/env node
/**
 * The blog at size: seeds the demo content plus generated posts up to `--posts N` published posts
 * (default 1000; scripts/seed/many.mjs), then measures what a visitor gets from the production
 * builds served by the local stack, server rendering included: for each address the HTML bytes
 * (raw and gzip), the bytes of its `#server-data`, and the warm time to the whole answer (median
 * and slowest of `--runs` requests after `--warm-up` untimed ones, default 2), and the sitemap and feeds. With
 * `--case-studies N` it also seeds generated case studies up to N published ones (the sitemap names
 * them too) and measures the case-study list's first and last pages the same way.
 *
 *   pnpm build && flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs \
 *     --only auth,firestore,functions,storage,hosting -- node scripts/bench/blog-size.mjs [--posts N] [--case-studies N] [--runs N] [--warm-up N] [--save DIR]
 *
 * `--save DIR` writes each address's last answer into DIR (one file per address), to compare the
 * pages two builds serve (`same-pages.mjs`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { numberOption, seedAtSize, serveProductionBuilds } from './common.mjs';

const posts = numberOption('--posts', 1000);
const caseStudies = numberOption('--case-studies', 0);
const runs = numberOption('--runs', 15);
/**
 * Untimed requests before each address's timed ones (default 2). The first addresses also pay the
 * emulated function's worker compiling the render: with 2, `/blog` and `/sv/blog`, timed first, were
 * the slowest of the list's addresses in the three runs of 2026-12-07 (docs/performance.md).
 */
const warmUp = numberOption('--warm-up', 2);
const saveAt = process.argv.indexOf('--save');
const saveDir = saveAt === -1 ? null : process.argv[saveAt + 1];
if (saveDir) mkdirSync(saveDir, { recursive: true });
/** The case-study list shows ten a page. */
const CASE_STUDIES_PER_PAGE = 10;
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
  ...(caseStudies > 0
    ? [
        '/case-studies',
        '/sv/case-studies?page=2',
        `/case-studies?page=${Math.ceil(caseStudies / CASE_STUDIES_PER_PAGE)}`,
      ]
    : []),
];

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {string} url */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Cache-Control': 'no-cache' } });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

const { origin } = await serveProductionBuilds();
await seedAtSize(posts, caseStudies > 0 ? { caseStudies } : {});

const seeded =
  caseStudies > 0 ? `${posts} published posts and ${caseStudies} case studies` : `${posts} published posts`;
console.log(`\n${seeded}, ${runs} warm requests each (${origin})\n`);
console.log(['address', 'status', 'HTML', 'gzip', 'server-data', 'median', 'slowest'].join('\t'));
for (const address of ADDRESSES) {
  const url = `${origin}${address}`;
  for (let i = 0; i < warmUp; i++) await timed(url);
  let last = await timed(url);
  const times = [last.ms];
  for (let i = 1; i < runs; i++) {
    last = await timed(url);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  if (saveDir) writeFileSync(path.join(saveDir, `${encodeURIComponent(address)}.txt`), last.body);
  const bytes = Buffer.byteLength(last.body);
  const data = /<script type="application\/json" id="server-data">([^<]*)<\/script>/.exec(last.body)?.[1] ?? '';
  console.log(
    [
      address,
      last.status,
      kb(bytes),
      kb(gzipSync(last.body).length),
      data ? kb(Buffer.byteLength(data)) : '-',
      `${times[Math.floor(times.length / 2)]?.toFixed(0)} ms`,
      `${times.at(-1)?.toFixed(0)} ms`,
    ].join('\t'),
  );
}
