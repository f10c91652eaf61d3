#!/usr/bin/env node
/**
 * Firestore reads of a deletion and of the sweep of unused images, at size: seeds `--items N`
 * items (default 1000: half posts, half case studies) with `--versions N` saved versions each
 * (default 10) and each history's head, in a demo project of the Firestore emulator that no
 * function watches, then deletes one post and counts the billed reads (one per document a read
 * returns, one for a query that returns none) of
 *
 * - the deletion as the trigger runs it now (removeLeftovers, functions/src/deletion/content.ts);
 * - the deletion as it ran before the sweep: the same, then its image scan, which streamed every
 *   post, every case study and every saved version (the three queries of the removed
 *   removeUnusedImages, repeated here as they were);
 * - one sweep's reading of every item and version (sweepImages, functions/src/images/sweep.ts, over a
 *   bucket with no files: its reads are Firestore's alone, the listing is Storage's).
 *
 * The reads are counted where the Admin SDK answers them (Transaction#get, Query#get,
 * Query#stream are wrapped), not taken from the code's own counts, which are printed beside.
 *
 *   flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs --only firestore -- \
 *     node scripts/bench/image-reads.mjs [--items N] [--versions N]
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Query, Timestamp, Transaction } from 'firebase-admin/firestore';
import { tsImport } from 'tsx/esm/api';
import { markdownTable, numberOption, underEmulators } from './common.mjs';

if (!underEmulators()) {
  console.error('Run it under the emulators (see the comment at the top of this file).');
  process.exit(2);
}

const items = numberOption('--items', 1000);
const versions = numberOption('--versions', 10);
const PROJECT = 'demo-image-reads';
const BUCKET = 'demo-image-reads.appspot.com';

/** @type {{ removeLeftovers: Function }} */
const deletion = await tsImport('../../functions/src/deletion/content.ts', import.meta.url);
/** @type {{ sweepImages: Function }} */
const sweep = await tsImport('../../functions/src/images/sweep.ts', import.meta.url);
const { BLOG_TYPE, CASE_STUDY_TYPE, REVISIONS_SUBCOLLECTION } = await tsImport(
  '../../domain/src/index.ts',
  import.meta.url,
);
const { blog, caseStudy } = await tsImport('../../domain/src/testFixtures.ts', import.meta.url);

// Every read the Admin SDK answers, counted as Firestore bills it.
let reads = 0;
/** @param {unknown} result */
const billed = (result) => {
  const size = /** @type {{ size?: number }} */ (result).size;
  reads += typeof size === 'number' ? Math.max(1, size) : 1;
  return result;
};
/**
 * Bills every answer of the method `name` of `prototype` (one that answers a promise of a snapshot).
 * @param {object} prototype
 * @param {string} name
 */
const billAnswersOf = (prototype, name) => {
  const methods = /** @type {Record<string, (this: unknown, ...args: unknown[]) => Promise<unknown>>} */ (prototype);
  const original = methods[name];
  if (!original) throw new Error(`No method ${name} to count the reads of`);
  methods[name] = function (...args) {
    return original.apply(this, args).then(billed);
  };
};
billAnswersOf(Transaction.prototype, 'get');
billAnswersOf(Query.prototype, 'get');
const queryStream = Query.prototype.stream;
Query.prototype.stream = function (...args) {
  const stream = queryStream.apply(this, args);
  let documents = 0;
  stream.on('data', () => {
    documents += 1;
  });
  stream.on('end', () => {
    reads += Math.max(1, documents);
  });
  return stream;
};
/**
 * Reads counted while `work` runs, and how long it took.
 * @template T
 * @param {() => Promise<T>} work
 */
async function counted(work) {
  const before = reads;
  const started = performance.now();
  const result = await work();
  return { reads: reads - before, ms: Math.round(performance.now() - started), result };
}

const app = initializeApp({ projectId: PROJECT }, PROJECT);
const db = getFirestore(app);
await fetch(
  `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
  {
    method: 'DELETE',
  },
);

const url = (/** @type {string} */ name) =>
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(`blog-images/${name}`)}?alt=media&token=t`;
console.log(`Seeding ${items} items with ${versions} versions each …`);
let batch = db.batch();
let writes = 0;
/**
 * @param {import('firebase-admin/firestore').DocumentReference} reference
 * @param {import('firebase-admin/firestore').DocumentData} data
 */
const write = async (reference, data) => {
  batch.set(reference, data);
  writes += 1;
  if (writes % 400 === 0) {
    await batch.commit();
    batch = db.batch();
  }
};
for (let i = 0; i < items; i++) {
  const isPost = i % 2 === 0;
  const type = isPost ? BLOG_TYPE : CASE_STUDY_TYPE;
  const slug = `item-${String(i).padStart(4, '0')}`;
  const folder = isPost ? 'blogs' : 'case-studies';
  const fields = {
    ...(isPost ? blog({ slug }) : caseStudy({ slug })),
    image_url: url(`${folder}/${i}-cover.1600x900.png`),
  };
  const item = db.collection(type.collection).doc(slug);
  await write(item, { ...fields, revision: versions });
  for (let number = 1; number <= versions; number++)
    await write(item.collection(REVISIONS_SUBCOLLECTION).doc(String(number).padStart(6, '0')), {
      number,
      fields: { ...fields, image_url: url(`${folder}/${i}-v${number}.png`), revision: number },
      saved_at: Timestamp.now(),
      saved_by: 'admin@example.com',
      restored_from: null,
    });
  await write(item.collection(REVISIONS_SUBCOLLECTION).doc('head'), { next: versions + 1 });
  await write(db.collection(type.slugClaims).doc(slug), { id: slug });
}
await batch.commit();
console.log(`${writes} documents written`);

// One post deleted, as the console or a script deletes it; what the trigger does then, both ways.
const deleted = 'item-0000';
const store = async () => {
  const stored = (await db.collection(BLOG_TYPE.collection).doc(`item-0002`).get()).data();
  if (!stored) throw new Error('item-0002 was not seeded');
  await db.collection(BLOG_TYPE.collection).doc(deleted).set(stored);
  const history = await db.collection(`${BLOG_TYPE.collection}/item-0002/${REVISIONS_SUBCOLLECTION}`).get();
  const copy = db.batch();
  for (const version of history.docs)
    copy.set(db.doc(`${BLOG_TYPE.collection}/${deleted}/${REVISIONS_SUBCOLLECTION}/${version.id}`), version.data());
  await copy.commit();
  await db.collection(BLOG_TYPE.collection).doc(deleted).delete();
};

await store();
const now = await counted(() => deletion.removeLeftovers(db, BLOG_TYPE, deleted));

await store();
const before = await counted(async () => {
  await deletion.removeLeftovers(db, BLOG_TYPE, deleted);
  // The scan the trigger ran after it (removeUnusedImages before the sweep): every item and version.
  for (const query of [
    db.collection(BLOG_TYPE.collection),
    db.collection(CASE_STUDY_TYPE.collection),
    db.collectionGroup(REVISIONS_SUBCOLLECTION),
  ])
    for await (const _document of query.stream());
});

const emptyBucket = { name: BUCKET, list: async () => ({ images: [], next: null }), remove: async () => {} };
const swept = await counted(() => sweep.sweepImages(db, emptyBucket));

console.log(
  `\n${items} items × ${versions} versions (and a head each); reads as Firestore bills them, counted at the Admin SDK:\n`,
);
console.log(
  markdownTable([
    ['', 'reads', 'time (emulator)'],
    ['one deletion, before (leftovers + image scan)', String(before.reads), `${before.ms} ms`],
    ['one deletion, now (leftovers; images left to the sweep)', String(now.reads), `${now.ms} ms`],
    ['one sweep (every item and version, once)', String(swept.reads), `${swept.ms} ms`],
  ]),
);
const summary = swept.result;
console.log(
  `\nThe sweep's own count: ${summary.reads} reads (${summary.items} items, ${summary.versions} versions and heads).`,
);
await deleteApp(app);
