#!/usr/bin/env node
/**
 * The console's content lists at size: seeds the demo content plus generated posts up to `--posts N`
 * published posts (default 1000; scripts/seed/many.mjs), signs in as the seeded administrator and
 * opens Manage Blogs and Manage Case Studies `--runs` times each (default 3), each time in a new tab
 * as staff coming back to it do. For each: the time from the address to the list's first row
 * (median and slowest) and the bytes the tab read from Firestore.
 *
 *   pnpm build && flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs \
 *     --only auth,firestore,functions,storage,hosting -- node scripts/bench/admin-lists.mjs [--posts N] [--runs N]
 */
import { EMULATOR_PORTS } from '../local-stack/ports.mjs';
import { launchPlaywrightChromium, numberOption, seedAtSize, serveProductionBuilds, signInAsAdmin } from './common.mjs';

const posts = numberOption('--posts', 1000);
const runs = numberOption('--runs', 3);
const LISTS = ['/admin/blog', '/admin/case-studies'];
const FIRESTORE = `:${EMULATOR_PORTS.firestore}/`;

const { origin } = await serveProductionBuilds();
await seedAtSize(posts);

const browser = await launchPlaywrightChromium();
try {
  const context = await browser.newContext();
  const signIn = await context.newPage();
  await signInAsAdmin(signIn, origin);
  await signIn.close();

  const content = posts > 0 ? `${posts} published posts` : 'the demo content';
  console.log(`\n${content}, each list opened ${runs} times in a new tab (${origin})\n`);
  console.log(['list', 'first row, median', 'slowest', 'read from Firestore'].join('\t'));
  for (const path of LISTS) {
    const times = [];
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      const bodies = [];
      page.on('response', (response) => {
        if (response.url().includes(FIRESTORE))
          bodies.push(
            response.body().then(
              (body) => body.length,
              () => 0,
            ),
          );
      });
      const started = performance.now();
      await page.goto(`${origin}${path}`);
      await page.getByRole('main').getByRole('listitem').first().waitFor({ timeout: 120_000 });
      times.push(performance.now() - started);
      bytes = (await Promise.all(bodies)).reduce((sum, length) => sum + length, 0);
      await page.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const slowest = times.at(-1) ?? 0;
    console.log(
      [path, `${Math.round(median)} ms`, `${Math.round(slowest)} ms`, `${(bytes / 1024).toFixed(0)} KB`].join('\t'),
    );
  }
} finally {
  await browser.close();
}
