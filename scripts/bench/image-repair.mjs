#!/usr/bin/env node
/**
 * `pnpm images:variants`' repair of animations stored as still images (repairAnimations,
 * scripts/images/variants.mjs) at size, on the local stack: stores `--images N` (default 1000) PNG
 * covers of 1600 × 900 px, each under a sized still name (`{stem}.1600x900.png`, as the console
 * stored them before it knew animations) and named by one post and its one kept version, in a demo
 * project of the Firestore emulator that no function watches and a bucket of the local Storage
 * server of its own; then runs the repair as a dry run, and twice for real, as a project runs it
 * again after a deploy, and prints each run's time and what it asked of Storage (calls of each kind
 * of the script's store, counted where the store answers them, with the time they took added up:
 * calls that overlap count each, so it can exceed the run's, and the bytes downloaded), with at most
 * `--concurrency N` calls open at once (default the script's, 8). `--latency MS` adds that many
 * milliseconds to each call, a round trip to Cloud Storage (on the loopback one takes well under a
 * millisecond, so the pool has little to overlap). Everything it stored is removed at the end.
 *
 *   flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs --only firestore,storage -- \
 *     node scripts/bench/image-repair.mjs [--images N] [--concurrency N] [--latency MS]
 */
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { EMULATOR_HOST, EMULATOR_PORTS } from '../local-stack/ports.mjs';
import { uploadAsOwner } from '../seed/seed.mjs';
import { markdownTable, numberOption, underEmulators } from './common.mjs';

if (!underEmulators()) {
  console.error('Run it under the emulators (see the comment at the top of this file).');
  process.exit(2);
}

const images = numberOption('--images', 1000);
const concurrency = numberOption('--concurrency', 8);
const latency = numberOption('--latency', 0);
const PROJECT = 'demo-image-repair';
const BUCKET = 'demo-image-repair.appspot.com';
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? `${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`;

/** @type {typeof import('../images/variants.mjs')} */
const variants = await tsImport('../images/variants.mjs', import.meta.url);

/** A cover as a photo saved as PNG is: 1600 × 900 px, a gradient with some grain (about 1.5 MB). */
async function coverPng() {
  const width = 1600;
  const height = 900;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const at = (y * width + x) * 3;
      raw[at] = Math.floor((x * 255) / width);
      raw[at + 1] = Math.floor((y * 255) / height);
      raw[at + 2] = 128 + Math.floor((seed / 0x7fffffff) * 4);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * `store` with each of its calls counted by kind, and the bytes its reads answered.
 * @param {import('../images/variants.mjs').ImageStore} store
 */
function counted(store) {
  /** @type {Record<string, { count: number, ms: number }>} */
  const calls = {};
  let bytes = 0;
  const wrapped = Object.fromEntries(
    Object.entries(store).map(([kind, call]) => [
      kind,
      /** @param {...unknown} args */
      async (...args) => {
        const started = performance.now();
        if (latency) await new Promise((resolve) => setTimeout(resolve, latency));
        const answer = await /** @type {(...args: unknown[]) => Promise<unknown>} */ (call)(...args);
        const counted = calls[kind] ?? { count: 0, ms: 0 };
        calls[kind] = counted;
        counted.count += 1;
        counted.ms += performance.now() - started;
        if (kind === 'read' && Buffer.isBuffer(answer)) bytes += answer.length;
        return answer;
      },
    ]),
  );
  return {
    store: /** @type {import('../images/variants.mjs').ImageStore} */ (/** @type {unknown} */ (wrapped)),
    report: () => ({ calls: { ...calls }, bytes }),
  };
}

const app = initializeApp({ projectId: PROJECT }, 'image-repair-bench');
const db = getFirestore(app);
const store = variants.emulatorStore(storageHost, BUCKET);
const names = Array.from(
  { length: images },
  (_, n) => `blog-images/blogs/${1_700_000_000_000 + n}-cover${String(n).padStart(5, '0')}.1600x900.png`,
);

const png = await coverPng();
console.error(`Storing ${images} covers of ${(png.length / 1e6).toFixed(2)} MB and their posts…`);
/** @type {string[]} */
const urls = [];
for (const name of names)
  urls.push(
    await uploadAsOwner({ storageHost, bucket: BUCKET, objectPath: name, bytes: png, contentType: 'image/png' }),
  );
for (let from = 0; from < images; from += 200) {
  const batch = db.batch();
  for (const [index, url] of urls.slice(from, from + 200).entries()) {
    const post = db.collection('blogs').doc(`p${from + index}`);
    const fields = { slug: `p${from + index}`, title: `Post ${from + index}`, image_url: url, content: 'Text' };
    batch.set(post, { ...fields, revision: 1 });
    batch.set(post.collection('revisions').doc('000001'), { number: 1, fields: { ...fields, revision: 1 } });
    batch.set(post.collection('revisions').doc('head'), { next: 2 });
  }
  await batch.commit();
}

const rows = [];
const log = console.log;
const warn = console.warn;
try {
  for (const run of ['dry run', 'first', 'second']) {
    const { store: counting, report } = counted(store);
    console.log = () => undefined;
    console.warn = () => undefined;
    const started = performance.now();
    const outcome = await variants.repairAnimations({
      db,
      store: counting,
      bucketName: BUCKET,
      dryRun: run === 'dry run',
      concurrency,
    });
    const seconds = (performance.now() - started) / 1000;
    console.log = log;
    console.warn = warn;
    const { calls, bytes } = report();
    rows.push([
      run,
      seconds.toFixed(1),
      Object.entries(calls)
        .map(([kind, { count, ms }]) => `${kind} ${count} (${(ms / 1000).toFixed(1)} s)`)
        .join(', ') || 'none',
      (bytes / 1e6).toFixed(0),
      String(outcome.repaired),
      String(outcome.inspect),
    ]);
  }
} finally {
  console.log = log;
  console.warn = warn;
  for (const name of names) await store.remove(name);
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await deleteApp(app);
}

console.log(
  `\nrepairAnimations, ${images} sized PNG covers (${(png.length / 1e6).toFixed(2)} MB each), each named by a post and its kept version, ${concurrency} Storage call${concurrency === 1 ? '' : 's'} at a time${latency ? `, ${latency} ms added to each` : ''}\n`,
);
console.log(
  markdownTable([
    [
      'run',
      'seconds',
      'store calls (their seconds, added up)',
      'MB downloaded',
      'animations repaired',
      'would inspect',
    ],
    ...rows,
  ]),
);
