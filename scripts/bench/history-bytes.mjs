#!/usr/bin/env node
/**
 * The editor's History dialog at its fullest: seeds the demo content and a long post (`--kb N` of
 * markdown in each language, default 40) with the 50 versions the console keeps, signs in as the
 * seeded administrator, opens the post's editor and then History, and prints the bytes the tab
 * read from Firestore (response bodies, as the emulator sends them) for each step: the dialog
 * opening (its list of versions and the newest version's changes), and another version chosen.
 *
 *   pnpm build && flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs \
 *     --only auth,firestore,functions,storage,hosting -- node scripts/bench/history-bytes.mjs [--kb N]
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { EMULATOR_PORTS, PROJECT_ID } from '../local-stack/ports.mjs';
import { launchPlaywrightChromium, numberOption, seedAtSize, serveProductionBuilds, signInAsAdmin } from './common.mjs';

const kilobytes = numberOption('--kb', 40);
const VERSIONS = 50;
const FIRESTORE = `:${EMULATOR_PORTS.firestore}/`;
const ID = 'bench-history';

const { origin } = await serveProductionBuilds();
await seedAtSize(0);
const { SEED_USERS } = await import('../seed/content.mjs');
await seedLongHistory();

const browser = await launchPlaywrightChromium();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page, origin);
  /** @type {Array<Promise<number>>} */
  let bodies = [];
  page.on('response', (response) => {
    if (response.url().includes(FIRESTORE))
      bodies.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
  });
  /** The bytes read from Firestore while `step` runs and the network then settles. */
  const measured = async (/** @type {() => Promise<void>} */ step) => {
    await page.waitForLoadState('networkidle');
    bodies = [];
    await step();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const lengths = await Promise.all(bodies);
    return { requests: lengths.length, bytes: lengths.reduce((sum, length) => sum + length, 0) };
  };
  const main = page.getByRole('main');
  await page.goto(`${origin}/admin/blog/${ID}/edit`);
  await main.getByRole('heading', { level: 1, name: 'Edit Blog' }).waitFor({ timeout: 120_000 });
  const dialog = page.getByRole('dialog', { name: 'Version history' });
  const opened = await measured(async () => {
    await main.getByRole('button', { name: 'History' }).click();
    await dialog.getByRole('heading', { name: `What version ${VERSIONS} changed` }).waitFor({ timeout: 120_000 });
  });
  const chosen = await measured(async () => {
    await dialog.getByRole('button', { name: /^Version 25\b/ }).click();
    await dialog.getByRole('heading', { name: 'What version 25 changed' }).waitFor();
    await dialog.getByRole('button', { name: 'Restore version 25' }).waitFor();
  });
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nA post of ${kilobytes} KB of markdown in each language, ${VERSIONS} versions kept (${origin})\n`);
  console.log(['step', 'requests', 'read from Firestore'].join('\t'));
  console.log(['History opened', opened.requests, mb(opened.bytes)].join('\t'));
  console.log(['Version 25 chosen', chosen.requests, mb(chosen.bytes)].join('\t'));
} finally {
  await browser.close();
}

/**
 * A long post (the first seeded one, its markdown made `kilobytes` long in each language) with a
 * full history: versions 1 to 50, each changing one paragraph, saved by the seeded admin.
 */
async function seedLongHistory() {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-history-${process.pid}`);
  try {
    const db = getFirestore(app);
    const [first] = (await db.collection('blogs').limit(1).get()).docs;
    if (!first) throw new Error('The seed stored no post');
    /** @param {'en' | 'sv'} language @param {number} n */
    const paragraph = (language, n) =>
      `${language === 'en' ? 'Paragraph' : 'Stycke'} ${n}: ${'lorem ipsum dolor sit amet '.repeat(20).trim()}.\n\n`;
    /** @param {'en' | 'sv'} language @param {number} version */
    const long = (language, version) => {
      let text = '';
      for (let n = 0; text.length < kilobytes * 1024; n++) text += paragraph(language, n === 3 ? version * 1000 : n);
      return text;
    };
    const post = db.collection('blogs').doc(ID);
    const at = Date.now() - VERSIONS * 60_000;
    /** @param {number} version */
    const fieldsOf = (version) => ({
      ...first.data(),
      slug: ID,
      title: `Bench history ${ID}`,
      is_published: false,
      publish_at: null,
      unpublish_at: null,
      content: long('en', version),
      content_sv: long('sv', version),
      revision: version,
    });
    // One write a version: one commit of megabytes outlasts the emulator's deadline.
    for (let version = 1; version <= VERSIONS; version++) {
      await post
        .collection('revisions')
        .doc(String(version).padStart(6, '0'))
        .set({
          number: version,
          fields: fieldsOf(version),
          saved_at: Timestamp.fromMillis(at + version * 60_000),
          saved_by: SEED_USERS.admin.email,
          restored_from: null,
        });
    }
    await post
      .collection('revisions')
      .doc('head')
      .set({ next: VERSIONS + 1 });
    await post.set(fieldsOf(VERSIONS));
  } finally {
    await deleteApp(app);
  }
}
