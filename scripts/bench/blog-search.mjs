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
import { launchPlaywrightChromium, markdownTable, numberOption, seedAtSize, serveProductionBuilds } from './common.mjs';
import { openRunning, record, STEP_COLUMNS, stepRow } from './network.mjs';

const posts = numberOption('--posts', 1000);

const { origin } = await serveProductionBuilds();
await seedAtSize(posts);
const browser = await launchPlaywrightChromium();
const rows = [STEP_COLUMNS];
try {
  for (const [prefix, letter] of /** @type {const} */ ([
    ['', 'a'],
    ['/sv', 'a'],
  ])) {
    const open = (/** @type {string} */ path) => openRunning(browser, `${origin}${prefix}${path}`);
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
    for (const [step, result] of /** @type {const} */ ([
      [`${prefix}/blog: first keystroke ("${letter}")`, keystroke],
      [`${prefix}/blog: page 2 of that search`, next],
      [`${prefix}/blog: page 2`, pageTwo],
    ])) {
      rows.push(stepRow(step, result));
    }
  }
} finally {
  await browser.close();
}
console.log(`\n${posts} published posts (${origin})\n\n${markdownTable(rows)}`);
