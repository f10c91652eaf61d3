/**
 * The daily sweep of unused images (functions/src/images/sweep.ts) against the emulators: the
 * Firestore emulator holds the items and their histories, the project's Storage server (started
 * here, as the local stack starts it) the files, listed a page at a time as the project's owner.
 * Files are made old by setting when the server says they were stored (no upload can be dated).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_TYPE } from '../../domain/src/contentType';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { removeLeftovers } from '../../functions/src/deletion/content';
import { emulatedImageBucket, projectImageBucket } from '../../functions/src/images/bucket';
import { SWEEP_GRACE_MS, sweepImages } from '../../functions/src/images/sweep';
import { uploadAsOwner } from '../../scripts/seed/seed.mjs';
import { startStorageEmulator } from '../../storage-emulator/server.mjs';
import { clearFirestore, projectDb } from './support/admin';

const PROJECT = 'demo-image-sweep';
const BUCKET = 'demo-nordic-ai.appspot.com';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let storage: Awaited<ReturnType<typeof startStorageEmulator>>;
const storageHost = () => `127.0.0.1:${storage.port}`;

beforeAll(async () => {
  storage = await startStorageEmulator({ port: 0 });
});
afterAll(async () => {
  await storage.stop();
});
beforeEach(async () => {
  await clearFirestore(PROJECT);
  await storage.store.clear();
});

/** Stores `name` and dates it `daysAgo` days back; answers its download URL, as the console stores it. */
async function stored(name: string, daysAgo: number): Promise<string> {
  const url = await uploadAsOwner({
    storageHost: storageHost(),
    bucket: BUCKET,
    objectPath: name,
    bytes: PNG,
    contentType: name.endsWith('.webp') ? 'image/webp' : 'image/png',
  });
  const object = storage.store.get(BUCKET, name);
  if (!object) throw new Error(`${name} was not stored`);
  await storage.store.updateMetadata({
    ...object,
    timeCreated: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
  });
  return url;
}

/** A sized original and its variants, all stored `daysAgo` days back; answers the original's URL. */
async function storedWithVariants(stem: string, widths: number[], daysAgo: number): Promise<string> {
  for (const width of widths) await stored(`${stem}.w${width}.webp`, daysAgo);
  return stored(`${stem}.png`, daysAgo);
}

/** Item `id` of `collection` with versions 1..n of `versions` (each a partial of its fields) and their head. */
async function storeItem(
  db: Firestore,
  collection: 'blogs' | 'case_studies',
  id: string,
  fields: Record<string, unknown>,
  versions: Record<string, unknown>[] = [{}],
): Promise<void> {
  const batch = db.batch();
  const item = db.collection(collection).doc(id);
  batch.set(item, { ...fields, revision: versions.length });
  for (const [index, change] of versions.entries()) {
    const number = index + 1;
    batch.set(item.collection('revisions').doc(String(number).padStart(6, '0')), {
      number,
      fields: { ...fields, ...change, revision: number },
      saved_at: Timestamp.now(),
      saved_by: 'admin@example.com',
      restored_from: null,
    });
  }
  batch.set(item.collection('revisions').doc('head'), { next: versions.length + 1 });
  batch.set(db.collection(collection === 'blogs' ? 'blog_slugs' : 'case_study_slugs').doc(String(fields.slug)), {
    id,
  });
  await batch.commit();
}

const names = () =>
  storage.store
    .list(BUCKET)
    .map((object) => object.name)
    .sort();

describe('the sweep of unused images', () => {
  it('removes a deleted post’s images, an old orphan and its variants; keeps what items and kept versions show, and fresh uploads', async () => {
    const db = projectDb(PROJECT);
    const old = 30;
    // A post: its cover (with variants), an image in its Swedish text, and its first version's cover, replaced since.
    const cover = await storedWithVariants('blog-images/blogs/1-cover.1600x900', [480, 800, 1200], old);
    const chart = await stored('blog-images/blogs/2-chart.png', old);
    const replaced = await stored('blog-images/blogs/3-replaced.png', old);
    await storeItem(
      db,
      'blogs',
      'kept',
      { ...blog({ slug: 'kept' }), image_url: cover, content_sv: `![Ett diagram](${chart})` },
      [{ image_url: replaced }, {}],
    );
    // A case study whose results show an image.
    const graph = await stored('blog-images/case-studies/4-graph.png', old);
    await storeItem(db, 'case_studies', 'study', { ...caseStudy({ slug: 'study' }), results: `![Graph](${graph})` });
    // A post deleted (its leftovers, history included, removed as the trigger does): its images are no
    // one's, but for the chart, which the kept post shows too (a copied address).
    const goneCover = await storedWithVariants('blog-images/blogs/5-gone.1000x500', [480, 800, 1000], old);
    const goneInline = await stored('blog-images/blogs/6-gone-inline.png', old);
    await storeItem(db, 'blogs', 'gone', {
      ...blog({ slug: 'gone' }),
      image_url: goneCover,
      content: `![x](${goneInline})\n\n![Shared](${chart})`,
    });
    await db.doc('blogs/gone').delete();
    expect(await removeLeftovers(db, BLOG_TYPE, 'gone')).not.toBeNull();
    // Never saved into any item: an old upload with its variants, a stray variant, and this morning's upload.
    await storedWithVariants('blog-images/case-studies/7-orphan.900x600', [480, 800, 900], old);
    await stored('blog-images/blogs/8-stray.1200x800.w480.webp', old);
    await storedWithVariants('blog-images/blogs/9-open-editor.900x600', [480, 800, 900], 0.2);
    // Files outside the folders the console uploads to are not the sweep's.
    await stored('blog-images/other/10-elsewhere.png', old);
    await stored('team/11-portrait.png', old);

    // Pages of two files and two documents, so both are read in many pages. A dry run first: the
    // same names, nothing deleted.
    const bucket = emulatedImageBucket(storageHost(), BUCKET, 2);
    const before = names();
    const dry = await sweepImages(db, bucket, { dryRun: true, readPageSize: 2 });
    expect(names()).toEqual(before);
    const summary = await sweepImages(db, bucket, { readPageSize: 2 });
    expect(dry).toEqual({ ...summary, dry_run: true, cutoff: dry.cutoff });
    expect(summary.dry_run).toBe(false);

    expect(summary.removed).toEqual([
      'blog-images/blogs/5-gone.1000x500.png',
      'blog-images/blogs/5-gone.1000x500.w1000.webp',
      'blog-images/blogs/5-gone.1000x500.w480.webp',
      'blog-images/blogs/5-gone.1000x500.w800.webp',
      'blog-images/blogs/6-gone-inline.png',
      'blog-images/blogs/8-stray.1200x800.w480.webp',
      'blog-images/case-studies/7-orphan.900x600.png',
      'blog-images/case-studies/7-orphan.900x600.w480.webp',
      'blog-images/case-studies/7-orphan.900x600.w800.webp',
      'blog-images/case-studies/7-orphan.900x600.w900.webp',
    ]);
    expect(names()).toEqual([
      'blog-images/blogs/1-cover.1600x900.png',
      'blog-images/blogs/1-cover.1600x900.w1200.webp',
      'blog-images/blogs/1-cover.1600x900.w480.webp',
      'blog-images/blogs/1-cover.1600x900.w800.webp',
      'blog-images/blogs/2-chart.png',
      'blog-images/blogs/3-replaced.png',
      'blog-images/blogs/9-open-editor.900x600.png',
      'blog-images/blogs/9-open-editor.900x600.w480.webp',
      'blog-images/blogs/9-open-editor.900x600.w800.webp',
      'blog-images/blogs/9-open-editor.900x600.w900.webp',
      'blog-images/case-studies/4-graph.png',
      'blog-images/other/10-elsewhere.png',
      'team/11-portrait.png',
    ]);
    expect(summary).toMatchObject({ listed: 21, shown: 7, recent: 4, failed: [] });
    // Each document read once: a post and a case study, their 2 + 1 versions and 2 heads (the deleted post's went with it).
    expect(summary).toMatchObject({ items: 2, versions: 5 });
    // Billed reads: the read time's first read, then each page (one read for a page that found none).
    expect(summary.reads).toBe(1 + 1 + 1 + 5);
    expect(new Date(summary.cutoff).getTime()).toBeCloseTo(Date.now() - SWEEP_GRACE_MS, -4);

    // A second run finds nothing more to remove.
    const again = await sweepImages(db, emulatedImageBucket(storageHost(), BUCKET));
    expect(again).toMatchObject({ removed: [], listed: 11, shown: 7, recent: 4 });
  });

  it("keeps an animation a post shows, named with its size and no variants, and removes an unused one and a still copy's stray", async () => {
    const db = projectDb(PROJECT);
    const old = 30;
    const loop = await stored('blog-images/blogs/1-loop.640x360.animated.webp', old);
    await storeItem(db, 'blogs', 'moving', { ...blog({ slug: 'moving' }), content: `![A loop](${loop})` });
    await stored('blog-images/blogs/2-unused.640x360.animated.webp', old);
    // A still copy an animation never has, under the name a variant of it would have: no one's.
    await stored('blog-images/blogs/1-loop.640x360.animated.w480.webp', old);

    const summary = await sweepImages(db, emulatedImageBucket(storageHost(), BUCKET));
    expect(summary.removed).toEqual([
      'blog-images/blogs/1-loop.640x360.animated.w480.webp',
      'blog-images/blogs/2-unused.640x360.animated.webp',
    ]);
    expect(names()).toEqual(['blog-images/blogs/1-loop.640x360.animated.webp']);
    expect(summary).toMatchObject({ listed: 3, shown: 1, recent: 0, failed: [] });
  });

  it('deletes nothing when the documents cannot be read', async () => {
    const db = projectDb(PROJECT);
    await stored('blog-images/blogs/12-orphan.png', 30);
    const failing = {
      ...db,
      collection: () => {
        throw new Error('Firestore unavailable');
      },
    } as unknown as Firestore;
    await expect(sweepImages(failing, emulatedImageBucket(storageHost(), BUCKET))).rejects.toThrow(
      'Firestore unavailable',
    );
    expect(names()).toEqual(['blog-images/blogs/12-orphan.png']);
  });

  it("is the project's Storage server in the emulators, as the owner; none without one", () => {
    const config = JSON.stringify({ projectId: 'demo-nordic-ai', storageBucket: BUCKET });
    expect(projectImageBucket({ FUNCTIONS_EMULATOR: 'true', FIREBASE_CONFIG: config })).toBeNull();
    expect(
      projectImageBucket({
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_CONFIG: config,
        FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      })?.name,
    ).toBe(BUCKET);
  });
});
