#!/usr/bin/env node
// Visitor JavaScript per route, from the production builds: every .js response a fresh visit
// downloads until the network is idle, counted raw and gzip-compressed (level 9).
//
//   pnpm build && node scripts/local-stack/with-emulators.mjs --only auth,firestore,functions,storage,hosting -- node scripts/bench/js-bytes.mjs [route…]
//
// The builds are served as visitors get them: by the Hosting emulator (scripts/local-stack/hosting.mjs),
// with firebase.json's rewrites and headers, on the local stack's origins (shell :3000, site :3005,
// admin :3006). Under the emulators the seeded content is there, so data-driven routes (a blog post) load the
// chunks they really need. An /admin/… route is measured as an admin arrives there: a fresh visit
// to /auth, signing in with the seeded admin account, then opening the route. Prints one line per
// route and exits 0; it asserts nothing. With --files, each route's files follow its line (origin,
// path, gzip KB), so two builds can be compared file by file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { APP_PORTS, localOrigin } from '../local-stack/ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHELL = localOrigin(APP_PORTS.shell);

const served = await fetch(`${SHELL}/app-config.json`).catch(() => undefined);
if (!served?.ok) {
  console.error(
    `Nothing serves the shell on ${SHELL}: run the bench with hosting among the emulators (see the top of this file).`,
  );
  process.exit(2);
}

const { chromium } = await import(path.join(ROOT, 'e2e/node_modules/@playwright/test/index.mjs'));
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));

const listFiles = process.argv.includes('--files');
let routes = process.argv.slice(2).filter((arg) => arg !== '--files');
if (!routes.length) {
  const { seed } = await import('../seed/seed.mjs');
  const { PUBLISHED_BLOGS } = await import('../seed/content.mjs');
  await seed();
  routes = [
    '/',
    '/blog',
    `/blog/${PUBLISHED_BLOGS[0].slug}`,
    '/case-studies',
    '/contact',
    '/auth',
    '/admin/blog',
    '/admin/blog/new',
  ];
}

/** Signs in at /auth with the seeded admin account, as staff do before opening the console. */
async function signInAsAdmin(page) {
  const { SEED_USERS } = await import('../seed/content.mjs');
  await page.goto(`${SHELL}/auth`, { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(SEED_USERS.admin.email);
  await main.getByLabel('Password').fill(SEED_USERS.admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/admin/blog');
}

const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  console.log('route'.padEnd(40), 'files'.padStart(6), 'raw KB'.padStart(9), 'gzip KB'.padStart(9));
  for (const route of routes) {
    const page = await browser.newPage();
    const responses = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) {
        responses.push({ url: response.url(), body: response.body().catch(() => Buffer.alloc(0)) });
      }
    });
    if (route.startsWith('/admin/')) await signInAsAdmin(page);
    await page.goto(SHELL + route, { waitUntil: 'networkidle' });
    const files = await Promise.all(
      responses.map(async ({ url, body }) => {
        const bytes = await body;
        return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      }),
    );
    const raw = files.reduce((sum, file) => sum + file.raw, 0);
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(
      route.padEnd(40),
      String(files.length).padStart(6),
      (raw / 1024).toFixed(1).padStart(9),
      (gzip / 1024).toFixed(1).padStart(9),
    );
    if (listFiles) {
      for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
        console.log('  ', file.url.padEnd(70), (file.gzip / 1024).toFixed(1).padStart(9));
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
}
