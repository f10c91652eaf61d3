/**
 * pnpm images:variants repairing the animations stored as still images before the console knew
 * them (scripts/images/variants.mjs repairAnimations), against the emulators: the Firestore
 * emulator holds the posts, case studies and their kept versions (a project of its own, which no
 * function watches), the project's Storage server (started here, as the local stack starts it)
 * the files, read and written by the script's own store for the local stack (emulatorStore). An
 * animated GIF, APNG and WebP, each stored as `{stem}.{w}x{h}.{ext}` with still WebP variants as
 * the console stored them before, and a real still PNG stored the same way.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { animatedGif, apngFromPng } from '../../domain/src/testFixtures';
import { textFingerprint } from '../../domain/src/translationSources';
import { emulatorStore, repairAnimations, repairImages } from '../../scripts/images/variants.mjs';
import { uploadAsOwner } from '../../scripts/seed/seed.mjs';
import { startStorageEmulator } from '../../storage-emulator/server.mjs';
import { clearFirestore, projectDb } from './support/admin';

const PROJECT = 'demo-image-animations';
const BUCKET = 'demo-nordic-ai.appspot.com';

let storage: Awaited<ReturnType<typeof startStorageEmulator>>;
const storageHost = () => `127.0.0.1:${storage.port}`;
let lines: string[];

beforeAll(async () => {
  storage = await startStorageEmulator({ port: 0 });
});
afterAll(async () => {
  await storage.stop();
});
beforeEach(async () => {
  await clearFirestore(PROJECT);
  await storage.store.clear();
  lines = [];
  const note = (...parts: unknown[]) => {
    lines.push(parts.join(' '));
  };
  vi.spyOn(console, 'log').mockImplementation(note);
  vi.spyOn(console, 'warn').mockImplementation(note);
});
afterEach(() => vi.restoreAllMocks());

const TYPES: Record<string, string> = { gif: 'image/gif', png: 'image/png', webp: 'image/webp' };

/** Stores `name` as the console does (owner access here); answers its download URL. */
const store = (name: string, bytes: Buffer) =>
  uploadAsOwner({
    storageHost: storageHost(),
    bucket: BUCKET,
    objectPath: name,
    bytes,
    contentType: TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
  });

const names = () => storage.store.list(BUCKET).map((object) => object.name);
const bytesOf = async (name: string) => storage.store.read(BUCKET, name);

interface Fixture {
  still: string;
  animated: string;
  variants: string[];
  bytes: Buffer;
}

/** The files as the console stored them before it knew animations: each original with its still variants. */
async function storeFiles(): Promise<{ gif: Fixture; apng: Fixture; webp: Fixture; photo: Fixture }> {
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const twoFrames = Buffer.alloc(640 * 720 * 3, 0x66).fill(0x99, 640 * 360 * 3);
  const webp = await sharp(twoFrames, { raw: { width: 640, height: 720, channels: 3, pageHeight: 360 } })
    .webp()
    .toBuffer();
  const variant = await sharp(png).webp().toBuffer();
  const fixture = (stem: string, size: string, extension: string, bytes: Buffer, widths: number[]): Fixture => ({
    still: `blog-images/${stem}.${size}.${extension}`,
    animated: `blog-images/${stem}.${size}.animated.${extension}`,
    variants: widths.map((width) => `blog-images/${stem}.${size}.w${width}.webp`),
    bytes,
  });
  const files = {
    gif: fixture('blogs/1700000000001-loop', '64x48', 'gif', Buffer.from(animatedGif(64, 48, 3)), [64]),
    apng: fixture('blogs/1700000000002-chart', '640x360', 'png', Buffer.from(apngFromPng(png, 3)), [480, 640]),
    webp: fixture('case-studies/1700000000003-demo', '640x360', 'webp', webp, [480, 640]),
    photo: fixture('blogs/1700000000004-photo', '640x360', 'png', png, [480, 640]),
  };
  for (const file of Object.values(files)) {
    for (const name of file.variants) await store(name, variant);
    await store(file.still, file.bytes);
  }
  return files;
}

const urlOf = (name: string) =>
  `http://${storageHost()}/v0/b/${encodeURIComponent(BUCKET)}/o/${encodeURIComponent(name)}?alt=media&token=`;

/** Item `id` of `collection` with `versions` (each its fields as saved) and their head. */
async function storeItem(
  db: Firestore,
  collection: 'blogs' | 'case_studies',
  id: string,
  fields: Record<string, unknown>,
  versions: { fields: Record<string, unknown>; sources?: Record<string, string> }[],
): Promise<void> {
  const batch = db.batch();
  const item = db.collection(collection).doc(id);
  batch.set(item, { ...fields, revision: versions.length });
  for (const [index, version] of versions.entries()) {
    const number = index + 1;
    batch.set(item.collection('revisions').doc(String(number).padStart(6, '0')), {
      number,
      fields: { ...version.fields, revision: number },
      saved_at: Timestamp.now(),
      saved_by: 'admin@example.com',
      restored_from: null,
      ...(version.sources ? { translation_sources: version.sources } : {}),
    });
  }
  batch.set(item.collection('revisions').doc('head'), { next: versions.length + 1 });
  await batch.commit();
}

/** What the test reads of a stored item, version or translation source. */
interface StoredDocument {
  image_url?: string;
  content?: string;
  content_sv?: string;
  fields?: StoredDocument;
  [field: string]: unknown;
}

/** Every post, case study, version and translation source, by path. */
async function everything(db: Firestore): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const query of [
    db.collection('blogs'),
    db.collection('case_studies'),
    db.collectionGroup('revisions'),
    db.collection('translation_sources'),
  ])
    for (const document of (await query.get()).docs) all[document.ref.path] = document.data();
  return all;
}

/**
 * A post showing the GIF as its cover and the APNG and the still photo in its text (its Swedish
 * translated from that text), its older version showing the WebP; a case study showing the WebP;
 * a post whose only version names the GIF.
 */
async function storeContent(db: Firestore, files: Awaited<ReturnType<typeof storeFiles>>) {
  const [gif, apng, webp, photo] = await Promise.all(
    [files.gif, files.apng, files.webp, files.photo].map(async (file) => store(file.still, file.bytes)),
  );
  const content = `Intro\n\n![A chart](${apng})\n\n![A photo](${photo})`;
  const older = `Intro\n\n![A demo](${webp})`;
  await storeItem(db, 'blogs', 'p1', { slug: 'p1', title: 'One', image_url: gif, content, content_sv: 'Inledning' }, [
    { fields: { slug: 'p1', title: 'One', image_url: photo, content: older }, sources: {} },
    {
      fields: { slug: 'p1', title: 'One', image_url: gif, content, content_sv: 'Inledning' },
      sources: { content: textFingerprint(content) },
    },
  ]);
  await db.doc('translation_sources/blogs_p1').set({
    fields: { content: textFingerprint(content) },
    english: { content: textFingerprint(content), title: textFingerprint('One') },
  });
  await storeItem(db, 'case_studies', 'c1', { slug: 'c1', image_url: webp, solution: 'Built it.' }, [
    { fields: { slug: 'c1', image_url: webp, solution: 'Built it.' } },
  ]);
  await storeItem(db, 'blogs', 'p2', { slug: 'p2', title: 'Two', image_url: photo, content: 'Text' }, [
    { fields: { slug: 'p2', title: 'Two', image_url: gif, content: 'Text' } },
  ]);
  return { gif, apng, webp, photo, content };
}

describe('repairAnimations', () => {
  it('stores each animation stored as a still image as an animation, points every item and version at it, removes its still variants and leaves a still image alone', async () => {
    const db = projectDb(PROJECT);
    const files = await storeFiles();
    const urls = await storeContent(db, files);
    const run = (dryRun: boolean) =>
      repairAnimations({ db, store: emulatorStore(storageHost(), BUCKET), bucketName: BUCKET, dryRun, pageSize: 2 });

    // A dry run downloads nothing: no run has counted the frames of these originals, so it says
    // how many a run would inspect, and changes nothing.
    const before = await everything(db);
    const stored = names();
    const reads: string[] = [];
    const real = emulatorStore(storageHost(), BUCKET);
    const counting = {
      ...real,
      read: async (name: string) => {
        reads.push(name);
        return real.read(name);
      },
    };
    await expect(
      repairAnimations({ db, store: counting, bucketName: BUCKET, dryRun: true, pageSize: 2 }),
    ).resolves.toMatchObject({ repaired: 0, items: 0, versions: 0, inspect: 4 });
    expect(reads).toEqual([]);
    const size = [files.gif, files.apng, files.webp, files.photo].reduce((sum, file) => sum + file.bytes.length, 0);
    expect(lines.at(-1)).toContain(
      `; would inspect 4 originals (${(size / 1e6).toFixed(2)} MB) whose frames no run has counted yet`,
    );

    // Once a run has counted them (one that stopped before storing anything), a dry run lists
    // what it would do, still downloading nothing, and changes nothing.
    for (const file of [files.gif, files.apng, files.webp, files.photo]) {
      const frames = file === files.photo ? 1 : file === files.webp ? 2 : 3;
      await real.recordFrames(file.still, storage.store.get(BUCKET, file.still)?.generation ?? '', frames);
    }
    lines.length = 0;
    await expect(
      repairAnimations({ db, store: counting, bucketName: BUCKET, dryRun: true, pageSize: 2 }),
    ).resolves.toEqual({ repaired: 3, unsized: 0, items: 2, versions: 4, removed: 5, kept: [], inspect: 0 });
    expect(reads).toEqual([]);
    expect(await everything(db)).toEqual(before);
    expect(names()).toEqual(stored);
    expect(lines).toEqual(
      expect.arrayContaining([
        `${files.gif.still}: an animation of 3 frames stored as a still image; would store it again as ${files.gif.animated}`,
        `${files.apng.still}: an animation of 3 frames stored as a still image; would store it again as ${files.apng.animated}`,
        `${files.webp.still}: an animation of 2 frames stored as a still image; would store it again as ${files.webp.animated}`,
        'blogs/p1: image_url, content would be pointed at the animation',
        'blogs/p2/revisions/000001: image_url would be pointed at the animation',
        'case_studies/c1/revisions/000001: image_url would be pointed at the animation',
        `${files.gif.still}: would remove its still variants (64 px) once nothing names it`,
        `${files.webp.still}: would remove its still variants (480, 640 px) once nothing names it`,
        'Animations stored as still images: 3 found, would be stored again as animations; 2 posts and case studies and 4 kept versions would be pointed at them; 5 still variants would be removed',
      ]),
    );
    expect(lines.join('\n')).not.toContain(files.photo.still);

    lines.length = 0;
    await expect(run(false)).resolves.toEqual({
      repaired: 3,
      unsized: 0,
      items: 2,
      versions: 4,
      removed: 5,
      kept: [],
      inspect: 0,
    });
    expect(lines.at(-1)).toBe(
      'Animations stored as still images: 3 found, stored again as animations; 2 posts and case studies and 4 kept versions pointed at them; 5 still variants removed',
    );
    // Each animation stored under its animated name, as uploaded; its still variants gone; the
    // still original kept (the sweep takes it); the still photo and its variants untouched.
    for (const file of [files.gif, files.apng, files.webp]) {
      expect(await bytesOf(file.animated)).toEqual(file.bytes);
      expect(storage.store.get(BUCKET, file.animated)?.contentType).toBe(TYPES[file.animated.split('.').pop() ?? '']);
      for (const variant of file.variants) expect(names()).not.toContain(variant);
      expect(names()).toContain(file.still);
    }
    for (const name of [files.photo.still, ...files.photo.variants]) expect(names()).toContain(name);

    const after = (await everything(db)) as Record<string, StoredDocument | undefined>;
    const p1 = after['blogs/p1'];
    expect(p1?.image_url).toMatch(new RegExp(`^${literal(urlOf(files.gif.animated))}`));
    expect(p1?.content).toContain(urlOf(files.apng.animated));
    expect(p1?.content).toContain(urls.photo);
    expect(p1?.content_sv).toBe('Inledning');
    expect(after['blogs/p1/revisions/000002']?.fields).toEqual({ ...p1, revision: 2 });
    expect(after['blogs/p1/revisions/000001']?.fields?.content).toContain(urlOf(files.webp.animated));
    expect(after['blogs/p1/revisions/000001']?.fields?.image_url).toBe(urls.photo);
    expect(after['case_studies/c1']?.image_url).toContain(urlOf(files.webp.animated));
    expect(after['case_studies/c1/revisions/000001']?.fields?.image_url).toBe(after['case_studies/c1']?.image_url);
    expect(after['blogs/p2']).toEqual(before['blogs/p2']);
    expect(after['blogs/p2/revisions/000001']?.fields?.image_url).toContain(urlOf(files.gif.animated));
    // The Swedish was translated from the text whose addresses alone changed: still current.
    expect(after['translation_sources/blogs_p1']).toEqual({
      fields: { content: textFingerprint(p1?.content ?? '') },
      english: { content: textFingerprint(p1?.content ?? ''), title: textFingerprint('One') },
    });
    expect(after['blogs/p1/revisions/000002']?.translation_sources).toEqual({
      content: textFingerprint(p1?.content ?? ''),
    });
    // Nothing names a still name of an animation any more.
    const text = JSON.stringify(after);
    for (const file of [files.gif, files.apng, files.webp]) expect(text).not.toContain(encodeURIComponent(file.still));

    // A second run changes nothing.
    lines.length = 0;
    const repaired = await everything(db);
    const kept = names();
    await expect(run(false)).resolves.toEqual({
      repaired: 0,
      unsized: 0,
      items: 0,
      versions: 0,
      removed: 0,
      kept: [],
      inspect: 0,
    });
    expect(await everything(db)).toEqual(repaired);
    expect(names()).toEqual(kept);
    expect(lines).toEqual([
      'Animations stored as still images: 0 found, stored again as animations; 0 posts and case studies and 0 kept versions pointed at them; 0 still variants removed',
    ]);
  });

  it('finishes after a run that stopped partway, storing and removing each file once', async () => {
    const db = projectDb(PROJECT);
    const files = await storeFiles();
    await storeContent(db, files);
    const real = emulatorStore(storageHost(), BUCKET);
    const options = { db, bucketName: BUCKET, dryRun: false, pageSize: 2 };

    // Stopped while storing the animations: the WebP's copy fails.
    const failingWrite = {
      ...real,
      write: async (name: string, bytes: Buffer, type: string) => {
        if (name === files.webp.animated) throw new Error('network down');
        return real.write(name, bytes, type);
      },
    };
    await expect(repairAnimations({ ...options, store: failingWrite })).rejects.toThrow('network down');
    expect(names()).toContain(files.gif.animated);
    expect(names()).not.toContain(files.webp.animated);

    // Stopped while removing the variants: after the first.
    let removals = 0;
    const failingRemove = {
      ...real,
      remove: async (name: string) => {
        if (removals++ === 1) throw new Error('network down');
        await real.remove(name);
      },
    };
    await expect(repairAnimations({ ...options, store: failingRemove })).rejects.toThrow('network down');
    const pointed = await everything(db);

    // The next run takes the copies as they are and removes what is left.
    await expect(repairAnimations({ ...options, store: real })).resolves.toEqual({
      repaired: 0,
      unsized: 0,
      items: 0,
      versions: 0,
      removed: 4,
      kept: [],
      inspect: 0,
    });
    expect(await everything(db)).toEqual(pointed);
    for (const file of [files.gif, files.apng, files.webp]) {
      expect(await bytesOf(file.animated)).toEqual(file.bytes);
      for (const variant of file.variants) expect(names()).not.toContain(variant);
    }
    for (const name of [files.photo.still, ...files.photo.variants]) expect(names()).toContain(name);
  });

  it('downloads on a later run nothing an earlier run checked: it records on each original the frames it counted', async () => {
    const db = projectDb(PROJECT);
    const files = await storeFiles();
    await storeContent(db, files);
    const real = emulatorStore(storageHost(), BUCKET);
    const reads: string[] = [];
    const counting = {
      ...real,
      read: async (name: string) => {
        reads.push(name);
        return real.read(name);
      },
    };
    const run = (dryRun: boolean) => repairAnimations({ db, store: counting, bucketName: BUCKET, dryRun, pageSize: 2 });
    const originals = [files.apng.still, files.gif.still, files.photo.still, files.webp.still].sort();

    // A dry run reads no original and records nothing.
    await run(true);
    expect(reads).toEqual([]);
    for (const name of originals) expect(storage.store.get(BUCKET, name)?.customMetadata).toBeUndefined();

    reads.length = 0;
    await expect(run(false)).resolves.toMatchObject({ repaired: 3 });
    expect(reads.sort()).toEqual(originals);
    // Each original carries its count, for the object it was counted on (its generation).
    const photo = storage.store.get(BUCKET, files.photo.still);
    expect(photo?.customMetadata).toEqual({ frames: '1', framesGeneration: photo?.generation });
    expect(storage.store.get(BUCKET, files.gif.still)?.customMetadata).toMatchObject({ frames: '3' });

    // The still photo is the only original still named: checked, it is not downloaded again.
    reads.length = 0;
    await expect(run(false)).resolves.toEqual({
      repaired: 0,
      unsized: 0,
      items: 0,
      versions: 0,
      removed: 0,
      kept: [],
      inspect: 0,
    });
    expect(reads).toEqual([]);
  });

  it('trusts a count only on the object it was counted on: one an upload brought along is checked again', async () => {
    // storage.rules check an upload's type, size and name, not its custom metadata: a client may
    // send a count, never the generation the server gives the object it creates.
    const db = projectDb(PROJECT);
    const files = await storeFiles();
    await storeContent(db, files);
    const forged = await fetch(
      `http://${storageHost()}/v0/b/${encodeURIComponent(BUCKET)}/o/${encodeURIComponent(files.gif.still)}`,
      {
        method: 'PATCH',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ metadata: { frames: '1', framesGeneration: '1' } }),
      },
    );
    expect(forged.ok).toBe(true);
    const outcome = await repairAnimations({
      db,
      store: emulatorStore(storageHost(), BUCKET),
      bucketName: BUCKET,
      dryRun: false,
    });
    expect(outcome).toMatchObject({ repaired: 3 });
    expect(names()).toContain(files.gif.animated);
  });

  it('keeps the still variants of an animation something still names, and says which', async () => {
    const db = projectDb(PROJECT);
    const files = await storeFiles();
    await storeContent(db, files);
    const real = emulatorStore(storageHost(), BUCKET);
    // A document outside what the repair points (a field it does not rewrite) naming the GIF.
    const gifUrl = await store(files.gif.still, files.gif.bytes);
    await db.doc('blogs/p3').set({ slug: 'p3', excerpt: `See ${gifUrl}` });

    const outcome = await repairAnimations({ db, store: real, bucketName: BUCKET, dryRun: false });
    expect(outcome).toMatchObject({ repaired: 3, removed: 4, kept: [files.gif.still] });
    expect(lines).toContain(`${files.gif.still}: its still variants stay, blogs/p3 still names it`);
    for (const variant of files.gif.variants) expect(names()).toContain(variant);
  });
});

describe('repairAnimations, given animations stored without their size', () => {
  it('stores each under its sized animation name, as the console names one now, points every item and version at it and leaves a plain still image to the variants', async () => {
    // Uploads of 2026-11-22 to 11-25 were all stored plain, `{timestamp}-{random}.{ext}`, and from
    // then until 12-06 every GIF was (the console made variants of PNG and WebP only): pages show
    // such an animation moving, but without its size, so they keep no box for it.
    const db = projectDb(PROJECT);
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const gif = { plain: 'blog-images/blogs/1700000000005-wave.gif', bytes: Buffer.from(animatedGif(64, 48, 3)) };
    const apng = { plain: 'blog-images/case-studies/1700000000006-graph.png', bytes: Buffer.from(apngFromPng(png, 3)) };
    const still = { plain: 'blog-images/blogs/1700000000007-still.png', bytes: png };
    const [gifUrl, apngUrl, stillUrl] = await Promise.all(
      [gif, apng, still].map((file) => store(file.plain, file.bytes)),
    );
    const content = `![A wave](${gifUrl})\n\n![A still](${stillUrl})`;
    await storeItem(db, 'blogs', 'p4', { slug: 'p4', image_url: gifUrl, content }, [
      { fields: { slug: 'p4', image_url: stillUrl, content } },
    ]);
    await storeItem(db, 'case_studies', 'c2', { slug: 'c2', image_url: apngUrl, solution: 'Built it.' }, []);
    const run = () =>
      repairAnimations({ db, store: emulatorStore(storageHost(), BUCKET), bucketName: BUCKET, dryRun: false });

    await expect(run()).resolves.toEqual({
      repaired: 0,
      unsized: 2,
      items: 2,
      versions: 1,
      removed: 0,
      kept: [],
      inspect: 0,
    });
    const gifAnimated = 'blog-images/blogs/1700000000005-wave.64x48.animated.gif';
    const apngAnimated = 'blog-images/case-studies/1700000000006-graph.640x360.animated.png';
    expect(lines).toEqual(
      expect.arrayContaining([
        `${gif.plain}: an animation of 3 frames stored without its size; stored it again as ${gifAnimated}`,
        `${apng.plain}: an animation of 3 frames stored without its size; stored it again as ${apngAnimated}`,
        'Animations stored as still images: 0 found, stored again as animations; stored without their size: 2 found, stored again under their sized names; 2 posts and case studies and 1 kept version pointed at them; 0 still variants removed',
      ]),
    );
    expect(await bytesOf(gifAnimated)).toEqual(gif.bytes);
    expect(await bytesOf(apngAnimated)).toEqual(apng.bytes);
    expect(storage.store.get(BUCKET, apngAnimated)?.contentType).toBe('image/png');
    const after = (await everything(db)) as Record<string, StoredDocument | undefined>;
    expect(after['blogs/p4']?.image_url).toContain(urlOf(gifAnimated));
    expect(after['blogs/p4']?.content).toContain(`![A wave](${urlOf(gifAnimated)}`);
    expect(after['blogs/p4']?.content).toContain(`![A still](${stillUrl})`);
    expect(after['blogs/p4/revisions/000001']?.fields?.content).toBe(after['blogs/p4']?.content);
    expect(after['blogs/p4/revisions/000001']?.fields?.image_url).toBe(stillUrl);
    expect(after['case_studies/c2']?.image_url).toContain(urlOf(apngAnimated));
    // The still image is the variants' to resize; the plain originals stay for the sweep.
    expect(names().filter((name) => name.includes('1700000000007'))).toEqual([still.plain]);
    for (const file of [gif, apng, still]) expect(names()).toContain(file.plain);

    // A second run finds nothing more to do.
    lines.length = 0;
    const repaired = await everything(db);
    await expect(run()).resolves.toEqual({
      repaired: 0,
      unsized: 0,
      items: 0,
      versions: 0,
      removed: 0,
      kept: [],
      inspect: 0,
    });
    expect(await everything(db)).toEqual(repaired);
  });
});

describe('repairImages, the whole run', () => {
  it('downloads each original once: a still one the repair of animations read is made into variants then; a dry run downloads none', async () => {
    // Uploads of 2026-11-22 to 11-25 are stored plain (`{stem}.{ext}`): the repair of animations
    // reads a PNG to count its frames, and the variants need the same bytes; a sized still whose
    // variants a stopped run did not store is read by both too.
    const db = projectDb(PROJECT);
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const plain = 'blog-images/blogs/1700000000008-plain.png';
    const sized = 'blog-images/blogs/1700000000009-sized.640x360.png';
    const loop = { name: 'blog-images/blogs/1700000000010-loop.gif', bytes: Buffer.from(animatedGif(64, 48, 3)) };
    const [plainUrl, sizedUrl, loopUrl] = await Promise.all([
      store(plain, png),
      store(sized, png),
      store(loop.name, loop.bytes),
    ]);
    await storeItem(
      db,
      'blogs',
      'p5',
      { slug: 'p5', image_url: plainUrl, content: `![](${sizedUrl}) ![](${loopUrl})` },
      [],
    );
    const real = emulatorStore(storageHost(), BUCKET);
    const reads: string[] = [];
    const counting = {
      ...real,
      read: async (name: string) => {
        reads.push(name);
        return real.read(name);
      },
    };
    const encode = vi.fn(async () => ({
      width: 640,
      height: 360,
      variants: [
        { width: 480, bytes: Buffer.from('w480') },
        { width: 640, bytes: Buffer.from('w640') },
      ],
    }));
    const run = (dryRun: boolean) => repairImages({ db, store: counting, encode, bucketName: BUCKET, dryRun });

    const before = await everything(db);
    const stored = names();
    await run(true);
    expect(reads).toEqual([]);
    expect(encode).not.toHaveBeenCalled();
    expect(await everything(db)).toEqual(before);
    expect(names()).toEqual(stored);
    const size = (2 * png.length + loop.bytes.length) / 1e6;
    expect(lines).toEqual(
      expect.arrayContaining([
        `${plain}: would store it again as blog-images/blogs/1700000000008-plain.{w}x{h}.png with its variants if it is a still image (would inspect it)`,
        'blogs/p5: image_url, content would be pointed at the sized images',
        'Images without their variants: 1 document would change',
        `Would inspect 3 originals (${size.toFixed(2)} MB) in all whose frames no run has counted yet: a run downloads each once, to tell an animation from a still image`,
      ]),
    );

    lines.length = 0;
    await run(false);
    expect(reads.sort()).toEqual([plain, sized, loop.name].sort());
    expect(encode).toHaveBeenCalledTimes(2);
    const after = (await everything(db)) as Record<string, StoredDocument | undefined>;
    expect(after['blogs/p5']?.image_url).toContain(urlOf('blog-images/blogs/1700000000008-plain.640x360.png'));
    expect(after['blogs/p5']?.content).toContain(urlOf('blog-images/blogs/1700000000010-loop.64x48.animated.gif'));
    for (const name of [
      'blog-images/blogs/1700000000008-plain.640x360.w480.webp',
      'blog-images/blogs/1700000000008-plain.640x360.w640.webp',
      'blog-images/blogs/1700000000009-sized.640x360.w480.webp',
      'blog-images/blogs/1700000000009-sized.640x360.w640.webp',
    ])
      expect(names()).toContain(name);
    expect(lines).toEqual(
      expect.arrayContaining([
        `${plain} → blog-images/blogs/1700000000008-plain.640x360.png with 480 px, 640 px`,
        `${sized}: made 480 px, 640 px`,
        'Images without their variants: 1 document changed',
      ]),
    );

    // A second run downloads nothing and changes nothing.
    reads.length = 0;
    const repaired = await everything(db);
    await run(false);
    expect(reads).toEqual([]);
    expect(await everything(db)).toEqual(repaired);
  });
});

/** `text` as a regular expression matching it literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
