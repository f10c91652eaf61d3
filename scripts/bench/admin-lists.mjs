#!/usr/bin/env node
/**
 * The console's content lists at size: seeds the demo content plus generated posts up to `--posts N`
 * published posts (default 1000; scripts/seed/many.mjs), signs in as the seeded administrator and
 * opens Manage Blogs and Manage Case Studies `--runs` times each (default 3), each time in a new tab
 * as staff coming back to it do. For each: the time from the address to the list's first row
 * (median and slowest) and the bytes the tab read from Firestore.
 *
 * Every seeded post with Swedish gets the translation sources the console keeps for a post it
 * translated (domain/src/translationSources.ts: the fingerprint of each English field its Swedish
 * was made from, and of the English as saved), so the list reads them as it does in production.
 *
 *   pnpm build && flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs \
 *     --only auth,firestore,functions,storage,hosting -- node scripts/bench/admin-lists.mjs [--posts N] [--runs N]
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { tsImport } from 'tsx/esm/api';
import { EMULATOR_PORTS, PROJECT_ID } from '../local-stack/ports.mjs';
import { launchPlaywrightChromium, numberOption, seedAtSize, serveProductionBuilds, signInAsAdmin } from './common.mjs';

const posts = numberOption('--posts', 1000);
const runs = numberOption('--runs', 3);
const LISTS = ['/admin/blog', '/admin/case-studies'];
const FIRESTORE = `:${EMULATOR_PORTS.firestore}/`;

const { origin } = await serveProductionBuilds();
await seedAtSize(posts);
console.log(`Translation sources written for ${await writeTranslationSources()} posts`);

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
      /** @type {Promise<number>[]} */
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

/** Writes each seeded post's translation sources, up to date with its English; answers how many. */
async function writeTranslationSources() {
  const domain = await tsImport('../../domain/src/index.ts', import.meta.url);
  const { collection } = domain.BLOG_TYPE;
  const translatable = domain.BLOG_TRANSLATABLE_FIELDS;
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-sources-${process.pid}`);
  try {
    const db = getFirestore(app);
    const posts = await db.collection(collection).get();
    const writer = db.bulkWriter();
    let written = 0;
    for (const post of posts.docs) {
      const data = post.data();
      // What the console's save records for a post whose Swedish was just written (writeVersion).
      const fields = domain.sourcesAfterSave(translatable, data, null, {});
      if (Object.keys(fields).length === 0) continue;
      const english = domain.englishFingerprints(translatable, data);
      const id = domain.translationSourcesId(collection, post.id);
      writer.set(db.collection(domain.TRANSLATION_SOURCES_COLLECTION).doc(id), { fields, english });
      written++;
    }
    await writer.close();
    return written;
  } finally {
    await deleteApp(app);
  }
}
