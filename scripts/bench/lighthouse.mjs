#!/usr/bin/env node
// Lighthouse scores of the public routes, from the production builds: a measurement, not a test.
// Lighthouse's default configuration is the mobile one (a Moto G Power-class screen, simulated
// slow 4G and a 4× slower CPU); each route's figures are from the median of N runs (Lighthouse's
// own median run: the one closest to the median FCP and TTI). "JS gzip KB" is the JavaScript a
// first visit downloads, measured as js-bytes.mjs does.
//
//   node scripts/bench/lighthouse.mjs [--runs N] [route…]   builds, brings up the emulators, seeds, serves
//   node scripts/bench/lighthouse.mjs --base URL [route…]   measures a server that is already running
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  BENCH_EMULATORS,
  CHROMIUM_ARGS,
  chromiumPath,
  kb,
  launchPlaywrightChromium,
  markdownTable,
  measureJs,
  publishedBlogPost,
  publishedBlogPostWithCover,
  rerunUnderEmulators,
  seedDemoContent,
  serveProductionBuilds,
  underEmulators,
} from './common.mjs';

const DEFAULT_RUNS = 3;
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

const HELP = `usage: node scripts/bench/lighthouse.mjs [--runs N] [--base URL] [--no-build] [route…]

Runs Lighthouse (mobile preset) on the routes given, by default /, /blog, the newest published
blog post, the newest one with a cover image, /sv/ and /contact, and
prints one table: the four category scores, LCP, TBT, CLS and the JavaScript a first visit
downloads (gzip KB, as js-bytes.mjs measures it) and the images it downloads (KB transferred,
each image listed below the table: on a post, its cover as the 412 px phone gets it).

  --runs N     Lighthouse runs per route; the median run is reported (default ${DEFAULT_RUNS})
  --base URL   the shell's origin of a stack that is already running with the demo content
               seeded; nothing is built, started or seeded
  --no-build   without --base: skip \`pnpm build\` (the builds in the work tree are measured)
  route…       paths to measure instead of the default ones (/services/ai-strategy, /sv/blog/<slug>…)
  --help       this text

Without --base the script runs \`pnpm build\`, then itself again under
\`with-emulators.mjs --only ${BENCH_EMULATORS}\`, where it seeds the demo content and serves the
production builds as js-bytes.mjs does. The emulators use fixed ports: stop \`pnpm start\` first.
CHROMIUM_PATH (or CHROME_PATH) names the browser; Debian's Chromium is the default.`;

/**
 * @param {string[]} argv
 * @returns {{ runs: number, base: string | undefined, build: boolean, help: boolean, routes: string[] }}
 */
function parseArgs(argv) {
  const options = {
    runs: DEFAULT_RUNS,
    base: /** @type {string | undefined} */ (undefined),
    build: true,
    help: false,
    routes: /** @type {string[]} */ ([]),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (name === '--help' || name === '-h') options.help = true;
    else if (name === '--no-build') options.build = false;
    else if (name === '--runs') {
      const runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number ≥ 1');
      options.runs = runs;
    } else if (name === '--base') {
      const base = value() ?? '';
      if (!/^https?:\/\/[^/]+/.test(base)) throw new Error(`--base needs an origin such as http://127.0.0.1:4300`);
      options.base = base.replace(/\/+$/, '');
    } else if (arg.startsWith('/')) options.routes.push(arg);
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/**
 * @param {string} origin
 * @param {string[]} routes
 * @param {number} runs
 */
async function measure(origin, routes, runs) {
  // The JavaScript first, in Playwright's browser; then Lighthouse has the CPU to itself.
  /** @type {Map<string, number>} */
  const jsGzip = new Map();
  const browser = await launchPlaywrightChromium();
  try {
    for (const route of routes) jsGzip.set(route, (await measureJs(browser, origin + route)).gzip);
  } finally {
    await browser.close();
  }

  /** @type {Map<string, import('lighthouse').Result>} */
  const medians = new Map();
  /** @type {Map<string, number[]>} */
  const performanceScores = new Map();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS] });
  try {
    for (const route of routes) {
      /** @type {import('lighthouse').Result[]} */
      const results = [];
      for (let run = 1; run <= runs; run++) {
        process.stderr.write(`lighthouse: ${route} run ${run}/${runs}\n`);
        const result = await lighthouse(origin + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${lhr.runtimeError.message}`);
        results.push(lhr);
      }
      medians.set(route, computeMedianRun(results));
      performanceScores.set(
        route,
        results.map((lhr) => Math.round((lhr.categories.performance?.score ?? NaN) * 100)),
      );
    }
  } finally {
    chrome.kill();
  }
  return { jsGzip, medians, performanceScores };
}

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} category
 */
const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? '–' : String(Math.round(value * 100));
};
/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} audit
 */
const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? NaN;

/**
 * The images the page downloaded in a run (Lighthouse's network-requests audit): each one's
 * file name (the object name of a Storage URL) and bytes transferred, largest first.
 * @param {import('lighthouse').Result} lhr
 * @returns {{ name: string, bytes: number }[]}
 */
function downloadedImages(lhr) {
  const details =
    /** @type {{ items?: { url?: string, resourceType?: string, transferSize?: number }[] } | undefined} */ (
      lhr.audits['network-requests']?.details
    );
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Image' && !item.url?.startsWith('data:'))
    .map((item) => {
      const url = new URL(item.url ?? '', 'http://x');
      const name = decodeURIComponent(url.pathname).split('/').pop() ?? url.pathname;
      return { name, bytes: item.transferSize ?? 0 };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * The scored audits of Accessibility, Best Practices and SEO that did not pass, as "category: id".
 * @param {import('lighthouse').Result} lhr
 */
function failedAudits(lhr) {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id]?.title})`),
  );
}

/**
 * Where the main thread's time went in a run (Lighthouse's mainthread-work-breakdown, simulated
 * milliseconds, largest first) and its long tasks (what Total Blocking Time counts): what to read
 * when Performance is below the goal.
 * @param {import('lighthouse').Result} lhr
 */
function mainThreadSummary(lhr) {
  const breakdown = /** @type {{ items?: { groupLabel?: string, duration?: number }[] } | undefined} */ (
    lhr.audits['mainthread-work-breakdown']?.details
  );
  const tasks = /** @type {{ items?: { url?: string, duration?: number, startTime?: number }[] } | undefined} */ (
    lhr.audits['long-tasks']?.details
  );
  const work = (breakdown?.items ?? [])
    .slice(0, 4)
    .map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`)
    .join(', ');
  const long = (tasks?.items ?? [])
    .map((item) => `${Math.round(item.duration ?? 0)} ms at ${Math.round(item.startTime ?? 0)} ms (${item.url})`)
    .join('; ');
  return `main thread ${work || 'unknown'}; long tasks: ${long || 'none'}`;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${HELP}`);
    return 2;
  }
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  if (!options.base && !underEmulators()) {
    const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
    return rerunUnderEmulators(fileURLToPath(import.meta.url), args, { build: options.build });
  }

  const post = await publishedBlogPost();
  const coverPost = await publishedBlogPostWithCover();
  const routes = options.routes.length
    ? [...new Set(options.routes)]
    : [...new Set(['/', '/blog', post.route, coverPost.route, '/sv/', '/contact'])];
  /** @type {{ origin: string, close: () => Promise<void> } | undefined} */
  let site;
  if (!options.base) {
    await seedDemoContent();
    site = await serveProductionBuilds();
  }
  const origin = options.base ?? site?.origin ?? '';
  let measured;
  try {
    measured = await measure(origin, routes, options.runs);
  } finally {
    await site?.close();
  }

  const first = measured.medians.values().next().value;
  const settings = first?.configSettings;
  console.log(`\nLighthouse ${first?.lighthouseVersion} on ${first?.environment.hostUserAgent ?? 'Chromium'}`);
  console.log(
    `${settings?.formFactor} preset, ${settings?.throttlingMethod} throttling ` +
      `(RTT ${settings?.throttling.rttMs} ms, ${settings?.throttling.throughputKbps} kbps, CPU ×${settings?.throttling.cpuSlowdownMultiplier}), ` +
      `${options.runs} run${options.runs === 1 ? '' : 's'} per route (median run), ${origin}\n`,
  );
  const rows = [
    ['route', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'LCP', 'TBT', 'CLS', 'JS gzip KB', 'img KB'],
  ];
  for (const route of routes) {
    const lhr = measured.medians.get(route);
    if (!lhr) continue;
    rows.push([
      route,
      score(lhr, 'performance'),
      score(lhr, 'accessibility'),
      score(lhr, 'best-practices'),
      score(lhr, 'seo'),
      `${(numeric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${Math.round(numeric(lhr, 'total-blocking-time'))} ms`,
      numeric(lhr, 'cumulative-layout-shift').toFixed(3),
      kb(measured.jsGzip.get(route) ?? NaN).toFixed(1),
      kb(downloadedImages(lhr).reduce((sum, image) => sum + image.bytes, 0)).toFixed(1),
    ]);
  }
  console.log(markdownTable(rows));
  console.log('\nImages downloaded (median run, bytes transferred, largest first):');
  for (const route of routes) {
    const lhr = measured.medians.get(route);
    const images = lhr ? downloadedImages(lhr) : [];
    console.log(
      `  ${route}: ${images.length ? images.map((image) => `${image.name} ${kb(image.bytes).toFixed(1)} KB`).join(', ') : 'none'}`,
    );
  }
  const misses = routes.flatMap((route) => {
    const lhr = measured.medians.get(route);
    return lhr ? failedAudits(lhr).map((miss) => `  ${route}: ${miss}`) : [];
  });
  if (misses.length) console.log(`\nAudits that lost points outside Performance (median run):\n${misses.join('\n')}`);
  const slow = routes.filter((route) => {
    const lhr = measured.medians.get(route);
    return lhr && (lhr.categories.performance?.score ?? 1) < 0.98;
  });
  if (slow.length) {
    console.log('\nBelow 98 in Performance (median run):');
    for (const route of slow) {
      const lhr = measured.medians.get(route);
      if (lhr) console.log(`  ${route}: ${mainThreadSummary(lhr)}`);
    }
  }
  if (options.runs > 1) {
    console.log('\nPerformance score of every run (the table shows the median run):');
    for (const [route, scores] of measured.performanceScores) {
      const reported = measured.medians.get(route);
      console.log(`  ${route}: ${scores.join(', ')}${reported ? ` (reported ${score(reported, 'performance')})` : ''}`);
    }
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
