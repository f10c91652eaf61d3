#!/usr/bin/env node
// Visitor JavaScript per route, from the production builds: every .js response a fresh visit
// downloads until the network is idle, counted raw and gzip-compressed (level 9); then, in the last
// two columns, everything downloaded once the apps run (focusing a lead form or the blog search starts
// them on a server-rendered page). The budgets apply to the first visit.
//
//   pnpm build && node scripts/local-stack/with-emulators.mjs --only auth,firestore,functions,storage,hosting -- node scripts/bench/js-bytes.mjs [route…]
//
// Under the emulators the seeded content is there, so data-driven routes (a blog post) load the
// chunks they really need. An /admin/… route is measured as an admin arrives there: a fresh visit
// to /auth, signing in with the seeded admin account, then opening the route. Prints one line per
// route and exits 0; it asserts nothing. With --files, each route's files follow its line (origin,
// path, gzip KB), so two builds can be compared file by file. With --budget it measures the
// budgeted pages (budgets.mjs) and exits 1 when one is over: the test command's budget step.
import {
  BUDGET_SCALE_ENV,
  budgetReport,
  budgetRoutes,
  checkJsBudgets,
  JS_BUDGETS_KB,
  parseBudgetScale,
} from './budgets.mjs';
import {
  kb,
  launchPlaywrightChromium,
  measureJs,
  publishedBlogPost,
  seedDemoContent,
  serveProductionBuilds,
  signInAsAdmin,
} from './common.mjs';

const HELP = `usage: node scripts/bench/js-bytes.mjs [--files] [route…]
       node scripts/bench/js-bytes.mjs --budget [--budget-scale N]

Run it under the emulators, after the production builds:
  pnpm build && node scripts/local-stack/with-emulators.mjs --only auth,firestore,functions,storage,hosting -- node scripts/bench/js-bytes.mjs

  route…            routes to measure (default: the public routes and two admin pages)
  --files           list each route's files, largest first
  --budget          measure / and a published blog post, compare them with the budgets
                    (${Object.entries(JS_BUDGETS_KB)
                      .map(([page, value]) => `${page} ≤ ${value} KB`)
                      .join(', ')} gzip, scripts/bench/budgets.mjs) and exit 1
                    naming each route over its budget
  --budget-scale N  multiply every budget by N, to try the check while a page is known to be
                    over (default: $${BUDGET_SCALE_ENV}, else 1); the verdict says it was scaled
  --help            this text`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(HELP);
  process.exit(0);
}
const listFiles = argv.includes('--files');
const budgetMode = argv.includes('--budget');
let scaleArg;
/** @type {string[]} */
let routes = [];
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i] ?? '';
  if (arg === '--files' || arg === '--budget') continue;
  if (arg === '--budget-scale') scaleArg = argv[++i];
  else if (arg.startsWith('--budget-scale=')) scaleArg = arg.slice('--budget-scale='.length);
  else if (arg.startsWith('-')) {
    console.error(`unknown option ${arg}\n\n${HELP}`);
    process.exit(2);
  } else routes.push(arg);
}
if (budgetMode && routes.length) {
  console.error('--budget measures the budgeted pages only: give no routes with it');
  process.exit(2);
}
let scale = 1;
try {
  scale = parseBudgetScale(scaleArg ?? process.env[BUDGET_SCALE_ENV]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const blogPost = await publishedBlogPost();
/** @type {Record<string, string>} */
const budgeted = budgetMode ? budgetRoutes(blogPost.route) : {};
if (budgetMode) routes = Object.values(budgeted);
// Routes given on the command line are measured against whatever the emulators hold.
const seedContent = budgetMode || !routes.length;
if (!routes.length) {
  routes = ['/', '/blog', blogPost.route, '/case-studies', '/contact', '/auth', '/admin/blog', '/admin/blog/new'];
}
if (seedContent) await seedDemoContent();

/**
 * In budget mode, a blog post that did not load (no content, a not-found page) would pass its
 * budget with too little JavaScript: the post's title must be the page's heading.
 * @param {import('@playwright/test').Page} page
 */
const showsThePost = async (page) => {
  const text = await page.getByRole('heading', { level: 1 }).first().textContent({ timeout: 10_000 });
  // As read: a long word's soft hyphens (U+00AD, where the heading may break) are not the title's.
  const heading = text?.replaceAll('\u00AD', '').trim();
  if (heading !== blogPost.title) {
    throw new Error(`${blogPost.route} shows "${heading}", not the post "${blogPost.title}": nothing to measure`);
  }
};

const site = await serveProductionBuilds();
const browser = await launchPlaywrightChromium();
/** @type {Record<string, number>} gzip bytes by route */
const gzipByRoute = {};
try {
  const width = Math.max(40, ...routes.map((route) => route.length + 1));
  console.log(
    'route'.padEnd(width),
    'files'.padStart(6),
    'raw KB'.padStart(9),
    'gzip KB'.padStart(9),
    'after input: files'.padStart(19),
    'gzip KB'.padStart(9),
  );
  for (const route of routes) {
    const before = route.startsWith('/admin/')
      ? (/** @type {import('@playwright/test').Page} */ page) => signInAsAdmin(page, site.origin)
      : undefined;
    const after = budgetMode && route === blogPost.route ? showsThePost : undefined;
    const { files, raw, gzip, interactive } = await measureJs(browser, site.origin + route, { before, after });
    gzipByRoute[route] = gzip;
    console.log(
      route.padEnd(width),
      String(files.length).padStart(6),
      kb(raw).toFixed(1).padStart(9),
      kb(gzip).toFixed(1).padStart(9),
      String(interactive.files.length).padStart(19),
      kb(interactive.gzip).toFixed(1).padStart(9),
    );
    if (listFiles) {
      for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
        console.log('  ', file.url.padEnd(70), kb(file.gzip).toFixed(1).padStart(9));
      }
    }
  }
} finally {
  await browser.close();
  await site.close();
}

if (budgetMode) {
  const measured = Object.fromEntries(
    Object.entries(budgeted).map(([page, route]) => [page, { route, gzipBytes: gzipByRoute[route] ?? 0 }]),
  );
  const { ok, lines } = budgetReport(checkJsBudgets(measured, { scale }), scale);
  console.log('');
  for (const line of lines) (ok ? console.log : console.error)(line);
  if (!ok) process.exitCode = 1;
}
