#!/usr/bin/env node
/**
 * What the browser downloads when a visitor turns a page of the case-study list once the apps run:
 * a measurement, not a test. Seeds the demo content plus generated case studies up to
 * `--case-studies N` (default 1000; scripts/seed/many.mjs), opens `/case-studies` and
 * `/sv/case-studies` in Chromium, starts the apps (the `app:start` event), waits until the network
 * is quiet, then counts every response while one step runs and the network settles again
 * (network.mjs: bytes on the wire, headers included, and each body at gzip level 6, as a CDN would
 * send it; the local emulators send them uncompressed):
 *
 *   page 2          on /case-studies, the list's next page (its link loads the document anew)
 *   from the menu   on the home page, the header's link to the case studies (the app renders the
 *                   list itself)
 *
 *   pnpm build && flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs \
 *     --only auth,firestore,functions,storage,hosting -- node scripts/bench/case-study-list.mjs [--case-studies N]
 */
import { launchPlaywrightChromium, markdownTable, numberOption, seedAtSize, serveProductionBuilds } from './common.mjs';
import { openRunning, record, STEP_COLUMNS, stepRow } from './network.mjs';

const caseStudies = numberOption('--case-studies', 1000);

const { origin } = await serveProductionBuilds();
await seedAtSize(0, { caseStudies });
const browser = await launchPlaywrightChromium();
const rows = [STEP_COLUMNS];
try {
  for (const prefix of ['', '/sv']) {
    const open = (/** @type {string} */ path) => openRunning(browser, `${origin}${path}`);
    const list = await open(`${prefix}/case-studies`);
    const pageTwo = await record(list.page, list.cdp, async () => {
      await list.page.locator('a[rel="next"]').click();
      await list.page.waitForURL(/[?&]page=2/);
    });
    await list.page.close();
    const home = await open(prefix || '/');
    const fromMenu = await record(home.page, home.cdp, async () => {
      await home.page.getByRole('banner').locator(`a[href="${prefix}/case-studies"]`).first().click();
      await home.page.waitForURL(/\/case-studies$/);
      await home.page.locator('a[rel="next"]').waitFor();
    });
    await home.page.close();
    for (const [step, result] of /** @type {const} */ ([
      [`${prefix}/case-studies: page 2`, pageTwo],
      [`${prefix || '/'}: the menu's case studies`, fromMenu],
    ])) {
      rows.push(stepRow(step, result));
    }
  }
} finally {
  await browser.close();
}
console.log(`\n${caseStudies} published case studies (${origin})\n\n${markdownTable(rows)}`);
