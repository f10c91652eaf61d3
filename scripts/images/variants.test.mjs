// pnpm images:variants on Cloud Storage, run again after a run that stopped partway.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { animatedGif, apngFromPng } from '../../domain/src/testFixtures.ts';
import {
  animatedNameFor,
  cloudStore,
  imageProcessor,
  inspectSummary,
  missingVariants,
  movedFields,
  planFor,
  repairAnimations,
  sizedAnimationNameFor,
  stillNameOf,
  storageUrlsIn,
} from './variants.mjs';

/** @typedef {Parameters<typeof cloudStore>[0]} Bucket */

/**
 * `fake` as the Bucket cloudStore takes: a fake has only the methods of a file cloudStore calls.
 * @param {{ file: (name: string) => object }} fake
 */
const asBucket = (fake) => /** @type {Bucket} */ (/** @type {unknown} */ (fake));

/**
 * A bucket holding `stored` (name → download tokens); a save of a name it holds is refused as Cloud Storage refuses ifGenerationMatch: 0.
 * @param {Map<string, string[]>} stored
 */
function bucket(stored) {
  /** @type {string[]} */
  const saved = [];
  return {
    saved,
    file: (/** @type {string} */ name) => ({
      exists: async () => [stored.has(name)],
      download: async () => [Buffer.from(name)],
      /** @param {Buffer} _bytes @param {{ preconditionOpts?: { ifGenerationMatch?: number }, metadata: { metadata: { firebaseStorageDownloadTokens: string } } }} options */
      save: async (_bytes, options) => {
        if (options.preconditionOpts?.ifGenerationMatch === 0 && stored.has(name))
          throw Object.assign(new Error('At least one of the pre-conditions you specified did not hold.'), {
            code: 412,
          });
        stored.set(name, [options.metadata.metadata.firebaseStorageDownloadTokens]);
        saved.push(name);
      },
      getMetadata: async () => [{ metadata: { firebaseStorageDownloadTokens: (stored.get(name) ?? []).join(',') } }],
    }),
  };
}

describe('cloudStore', () => {
  it('takes a file a stopped run already stored as it is, with its own download token, instead of failing', async () => {
    const stored = new Map([
      ['blog-images/blogs/a.800x600.w480.webp', ['t-480']],
      ['blog-images/blogs/a.800x600.png', ['t-original']],
    ]);
    const store = cloudStore(asBucket(bucket(stored)), 'demo.appspot.com');
    await expect(store.write('blog-images/blogs/a.800x600.w480.webp', Buffer.from('x'), 'image/webp')).resolves.toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/blog-images%2Fblogs%2Fa.800x600.w480.webp?alt=media&token=t-480',
    );
    await expect(store.write('blog-images/blogs/a.800x600.png', Buffer.from('x'), 'image/png')).resolves.toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/blog-images%2Fblogs%2Fa.800x600.png?alt=media&token=t-original',
    );
    const url = await store.write('blog-images/blogs/a.800x600.w800.webp', Buffer.from('x'), 'image/webp');
    expect(url).toMatch(/\/o\/blog-images%2Fblogs%2Fa\.800x600\.w800\.webp\?alt=media&token=[0-9a-f-]{36}$/);
  });
});

describe('cloudStore, the frames a run counted', () => {
  /** @param {{ getMetadata?: () => Promise<unknown>, setMetadata?: (...args: unknown[]) => Promise<unknown> }} file */
  const storeOf = (file) => cloudStore(asBucket({ file: () => file }), 'demo.appspot.com');
  const notFound = () => Promise.reject(Object.assign(new Error('No such object'), { code: 404 }));

  it('reads a count from the metadata, only for the object it was counted on, downloading nothing', async () => {
    const metadata = (/** @type {unknown} */ custom) => async () => [
      { generation: '1712', size: '2048', metadata: custom },
    ];
    await expect(
      storeOf({ getMetadata: metadata({ frames: '1', framesGeneration: '1712' }) }).frameRecord('a'),
    ).resolves.toEqual({
      generation: '1712',
      frames: 1,
      size: 2048,
    });
    for (const custom of [
      undefined,
      { frames: '1' },
      { frames: '1', framesGeneration: '1711' },
      { frames: 'x', framesGeneration: '1712' },
    ])
      await expect(storeOf({ getMetadata: metadata(custom) }).frameRecord('a')).resolves.toEqual({
        generation: '1712',
        frames: null,
        size: 2048,
      });
    await expect(storeOf({ getMetadata: notFound }).frameRecord('a')).resolves.toBeNull();
  });

  it('records a count on that generation only; one deleted or stored again meanwhile is no error', async () => {
    /** @type {unknown[][]} */
    const calls = [];
    const setMetadata = async (/** @type {unknown[]} */ ...args) => {
      calls.push(args);
      return [{}];
    };
    await storeOf({ setMetadata }).recordFrames('a', '1712', 3);
    expect(calls).toEqual([[{ metadata: { frames: '3', framesGeneration: '1712' } }, { ifGenerationMatch: '1712' }]]);
    const changed = () => Promise.reject(Object.assign(new Error('conditionNotMet'), { code: 412 }));
    await expect(storeOf({ setMetadata: changed }).recordFrames('a', '1712', 1)).resolves.toBeUndefined();
    await expect(storeOf({ setMetadata: notFound }).recordFrames('a', '1712', 1)).resolves.toBeUndefined();
  });
});

describe('missingVariants, at a thousand covers', () => {
  it('finds the variants a run must make by asking whether each exists, downloading none', async () => {
    /** @type {Map<string, string[]>} */
    const stored = new Map();
    const covers = Array.from({ length: 1_000 }, (_, n) => `blog-images/blogs/${n}-cover.1600x900.png`);
    for (const cover of covers) {
      const plan = planFor(cover);
      for (const variant of plan.kind === 'sized' ? plan.variants : []) stored.set(variant.name, ['t']);
    }
    // One variant a stopped run did not store.
    stored.delete('blog-images/blogs/7-cover.1600x900.w800.webp');
    const files = bucket(stored);
    let downloads = 0;
    const counting = {
      file: (/** @type {string} */ name) => ({
        ...files.file(name),
        download: async () => {
          downloads++;
          return [Buffer.from(name)];
        },
      }),
    };
    const store = cloudStore(asBucket(counting), 'demo.appspot.com');
    const missing = [];
    for (const cover of covers) {
      const plan = planFor(cover);
      if (plan.kind === 'sized') missing.push(...(await missingVariants(store, plan.variants)));
    }
    expect(missing.map((variant) => variant.name)).toEqual(['blog-images/blogs/7-cover.1600x900.w800.webp']);
    expect(downloads).toBe(0);
  });
});

describe('imageProcessor, given an image no browser can decode', () => {
  afterEach(() => vi.restoreAllMocks());

  const BUCKET = 'demo.appspot.com';
  const urlOf = (/** @type {string} */ name) =>
    `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media&token=t`;

  it('leaves that image as it is, says so, and goes on with the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // A file the console stored plain because the uploader's browser could not decode it either
    // (a truncated photo, a decompression bomb Chromium refuses): its first bytes are a PNG's.
    const broken = 'blog-images/blogs/1-broken.png';
    const good = 'blog-images/blogs/2-good.png';
    /** @type {string[]} */
    const written = [];
    const store = {
      exists: async () => false,
      frameRecord: async () => null,
      recordFrames: async () => undefined,
      read: async (/** @type {string} */ name) => Buffer.from(name),
      write: async (/** @type {string} */ name) => {
        written.push(name);
        return urlOf(name);
      },
    };
    const encode = async (/** @type {Buffer} */ bytes) => {
      if (bytes.toString() === broken) throw new Error('InvalidStateError: The source image could not be decoded.');
      return {
        width: 800,
        height: 400,
        variants: [
          { width: 480, bytes: Buffer.from('a') },
          { width: 800, bytes: Buffer.from('b') },
        ],
      };
    };
    const { address: process } = imageProcessor({ store, encode, bucketName: BUCKET, dryRun: false });

    await expect(process(urlOf(broken))).resolves.toBe(urlOf(broken));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(broken));
    await expect(process(urlOf(good))).resolves.toBe(urlOf('blog-images/blogs/2-good.800x400.png'));
    expect(written).toEqual([
      'blog-images/blogs/2-good.800x400.w480.webp',
      'blog-images/blogs/2-good.800x400.w800.webp',
      'blog-images/blogs/2-good.800x400.png',
    ]);
  });
});

describe('imageProcessor, given animations', () => {
  afterEach(() => vi.restoreAllMocks());

  const BUCKET = 'demo.appspot.com';
  const urlOf = (/** @type {string} */ name) =>
    `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media&token=t`;

  it('leaves a GIF, APNG or WebP of more than one frame as it is, told by its bytes, and makes variants of a still GIF', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // Real files: sharp's PNG made an APNG of three frames, and its WebP of two differing frames.
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const twoFrames = Buffer.alloc(640 * 720 * 3, 0x66).fill(0x99, 640 * 360 * 3);
    const webp = await sharp(twoFrames, { raw: { width: 640, height: 720, channels: 3, pageHeight: 360 } })
      .webp()
      .toBuffer();
    const files = new Map([
      ['blog-images/blogs/1-loop.gif', Buffer.from(animatedGif(64, 48, 3))],
      ['blog-images/blogs/2-loop.png', Buffer.from(apngFromPng(new Uint8Array(png), 3))],
      ['blog-images/blogs/3-loop.640x360.webp', webp],
      ['blog-images/blogs/4-still.gif', Buffer.from(animatedGif(64, 48, 1))],
    ]);
    /** @type {string[]} */
    const written = [];
    const store = {
      exists: async () => false,
      frameRecord: async () => null,
      recordFrames: async () => undefined,
      read: async (/** @type {string} */ name) => files.get(name) ?? null,
      write: async (/** @type {string} */ name) => {
        written.push(name);
        return urlOf(name);
      },
    };
    const encode = vi.fn(async () => ({ width: 64, height: 48, variants: [{ width: 64, bytes: Buffer.from('w') }] }));
    const { address: process } = imageProcessor({ store, encode, bucketName: BUCKET, dryRun: false });
    for (const name of [
      'blog-images/blogs/1-loop.gif',
      'blog-images/blogs/2-loop.png',
      'blog-images/blogs/3-loop.640x360.webp',
    ])
      await expect(process(urlOf(name)), name).resolves.toBe(urlOf(name));
    expect(encode).not.toHaveBeenCalled();
    expect(written).toEqual([]);
    await expect(process(urlOf('blog-images/blogs/4-still.gif'))).resolves.toBe(
      urlOf('blog-images/blogs/4-still.64x48.gif'),
    );
    expect(encode).toHaveBeenCalledWith(files.get('blog-images/blogs/4-still.gif'), 'image/gif');
    expect(written).toEqual(['blog-images/blogs/4-still.64x48.w64.webp', 'blog-images/blogs/4-still.64x48.gif']);
  });

  it('has nothing to do for an animation the console named with its size', () => {
    expect(planFor('blog-images/blogs/1-loop.480x270.animated.webp')).toEqual({ kind: 'skip' });
    expect(planFor('blog-images/blogs/1-loop.480x270.webp')).toMatchObject({ kind: 'sized' });
  });
});

describe('the repair of animations stored as still images', () => {
  it('names an animation stored as a still image as the console names an animation now, and back', () => {
    for (const extension of ['gif', 'png', 'webp']) {
      const still = `blog-images/blogs/1712-ab.cd.640x360.${extension}`;
      const animated = `blog-images/blogs/1712-ab.cd.640x360.animated.${extension}`;
      expect(animatedNameFor(still)).toBe(animated);
      expect(stillNameOf(animated)).toBe(still);
      expect(planFor(animated)).toEqual({ kind: 'skip' });
    }
    // A JPEG is never an animation (never downloaded to ask); a plain name has no still variants;
    // an animation's name is one already.
    for (const name of [
      'blog-images/blogs/1-a.640x360.jpg',
      'blog-images/blogs/1-a.gif',
      'blog-images/blogs/1-a.640x360.animated.gif',
      'blog-images/blogs/1-a.640x360.w480.webp',
    ])
      expect(animatedNameFor(name), name).toBeNull();
    expect(stillNameOf('blog-images/blogs/1-a.640x360.gif')).toBeNull();
  });

  it('names an animation stored without its size as the console names an animation now, once its size is known', () => {
    for (const extension of ['gif', 'png', 'webp'])
      expect(sizedAnimationNameFor(`blog-images/case-studies/1712-ab.${extension}`)?.({ width: 64, height: 48 })).toBe(
        `blog-images/case-studies/1712-ab.64x48.animated.${extension}`,
      );
    // A JPEG is never an animation; a sized name is the still repair's; an animation's, a variant's and
    // another folder's are none of the repair's.
    for (const name of [
      'blog-images/blogs/1-a.jpg',
      'blog-images/blogs/1-a.640x360.gif',
      'blog-images/blogs/1-a.640x360.animated.gif',
      'blog-images/blogs/1-a.640x360.w480.webp',
      'blog-images/other/1-a.gif',
    ])
      expect(sizedAnimationNameFor(name), name).toBeNull();
  });

  it('replaces an address in a cover, in markdown and in HTML, leaving what surrounds it', () => {
    const old = 'https://firebasestorage.googleapis.com/v0/b/b/o/blog-images%2Fblogs%2F1-a.64x48.gif?alt=media&token=t';
    const next =
      'https://firebasestorage.googleapis.com/v0/b/b/o/blog-images%2Fblogs%2F1-a.64x48.animated.gif?alt=media&token=u';
    const moved = new Map([[old, next]]);
    const data = {
      image_url: old,
      content: `![Loop](${old} "A loop") and <img src="${old}">, again ![](${old})`,
      content_sv: 'Ingen bild',
    };
    expect(movedFields(data, ['content', 'content_sv'], moved, 'b')).toEqual({
      image_url: { before: old, after: next },
      content: {
        before: data.content,
        after: `![Loop](${next} "A loop") and <img src="${next}">, again ![](${next})`,
      },
    });
    expect(movedFields({ image_url: next, content: 'text' }, ['content'], moved, 'b')).toEqual({});
  });

  it("finds the addresses the domain finds (storedImageUrlPattern, the sweep's and the export's), so a link whose text is the image's address keeps its brackets", () => {
    // Its own pattern took `…token=t](https://…token=t` for one address (it ended an address at a
    // space, `)`, a quote, `<` or `>` only): the repair replaced the link's `](` and its target with
    // the new address, leaving `[https://…animated.gif…)`.
    const old = 'https://firebasestorage.googleapis.com/v0/b/b/o/blog-images%2Fblogs%2F1-a.64x48.gif?alt=media&token=t';
    const next =
      'https://firebasestorage.googleapis.com/v0/b/b/o/blog-images%2Fblogs%2F1-a.64x48.animated.gif?alt=media&token=u';
    const content = `See [${old}](${old}), or [${old}] as a footnote.`;
    expect(storageUrlsIn(content, 'b')).toEqual([old]);
    expect(movedFields({ content }, ['content'], new Map([[old, next]]), 'b')).toEqual({
      content: { before: content, after: `See [${next}](${next}), or [${next}] as a footnote.` },
    });
    // Another bucket's address is not ours to move.
    expect(storageUrlsIn(content, 'other')).toEqual([]);
  });

  it('removes a file from Cloud Storage, one already gone being no error', async () => {
    /** @type {unknown[]} */
    const deletes = [];
    const fake = {
      file: (/** @type {string} */ name) => ({
        delete: async (/** @type {unknown} */ options) => {
          deletes.push([name, options]);
        },
      }),
    };
    await cloudStore(asBucket(fake), 'demo.appspot.com').remove('blog-images/blogs/a.64x48.w64.webp');
    expect(deletes).toEqual([['blog-images/blogs/a.64x48.w64.webp', { ignoreNotFound: true }]]);
  });
});

describe('the frames of an image, as the script runs (tsx, Node loading the domain)', () => {
  it('counts an animated GIF as the console does', () => {
    // Vitest loads modules as a bundler does; `pnpm images:variants` runs as an ES module in Node
    // (through tsx), whose loader handed js-binary-schema-parser's GIF schema over differently:
    // every GIF read as no image, so an animated one counted as a still one.
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const code = [
      "import { imageDimensions } from './domain/src/images.ts';",
      "import { animatedGif } from './domain/src/testFixtures.ts';",
      'console.log(JSON.stringify([3, 1].map((n) => imageDimensions(Uint8Array.from(animatedGif(64, 48, n))))));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', code], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      { width: 64, height: 48, frames: 3 },
      { width: 64, height: 48, frames: 1 },
    ]);
  }, 30_000);
});

/**
 * A bucket in memory as the script's store sees it, counting what a run asks of it: calls of each
 * kind, the bytes its reads answered, and the most calls open at once (each answers after `delay`
 * ms, so calls made together overlap).
 * @param {Map<string, Buffer>} files
 * @param {(name: string) => number} [delay]
 */
function countingStore(files, delay = () => 2) {
  /** @type {Map<string, { bytes: Buffer, generation: string, custom: Record<string, string> }>} */
  const objects = new Map();
  let generation = 1000;
  for (const [name, bytes] of files) objects.set(name, { bytes, generation: String(generation++), custom: {} });
  /** @type {Record<string, number>} */
  const calls = {};
  const counts = { calls, bytes: 0, open: 0, most: 0 };
  /** @template T @param {string} kind @param {string} name @param {() => T} answer @returns {Promise<T>} */
  const call = async (kind, name, answer) => {
    calls[kind] = (calls[kind] ?? 0) + 1;
    counts.open++;
    counts.most = Math.max(counts.most, counts.open);
    await new Promise((resolve) => setTimeout(resolve, delay(name)));
    counts.open--;
    return answer();
  };
  /** @type {import('./variants.mjs').ImageStore} */
  const store = {
    exists: (name) => call('exists', name, () => objects.has(name)),
    read: (name) =>
      call('read', name, () => {
        const bytes = objects.get(name)?.bytes ?? null;
        counts.bytes += bytes?.length ?? 0;
        return bytes;
      }),
    write: (name, bytes) =>
      call('write', name, () => {
        if (!objects.has(name)) objects.set(name, { bytes, generation: String(generation++), custom: {} });
        return `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(name)}?alt=media&token=t`;
      }),
    remove: (name) => call('remove', name, () => void objects.delete(name)),
    frameRecord: (name) =>
      call('frameRecord', name, () => {
        const object = objects.get(name);
        if (!object) return null;
        const counted = object.custom.framesGeneration === object.generation;
        return {
          generation: object.generation,
          frames: counted ? Number(object.custom.frames) : null,
          size: object.bytes.length,
        };
      }),
    recordFrames: (name, generation, frames) =>
      call('recordFrames', name, () => {
        const object = objects.get(name);
        if (object?.generation === generation) object.custom = { frames: String(frames), framesGeneration: generation };
      }),
  };
  return { store, counts, objects };
}

/**
 * A project's posts (no case studies, no kept versions) as the script reads them from Firestore: a
 * page at a time in the order of their ids. Enough for a run that points nothing (its transactions
 * are the backend tests', tests/functions/imageAnimations.test.ts).
 * @param {[string, Record<string, unknown>][]} posts
 */
function postsDb(posts) {
  const docs = posts.map(([id, data]) => ({
    id,
    ref: { path: `blogs/${id}`, parent: { id: 'blogs', parent: null } },
    data: () => data,
    get: (/** @type {string} */ field) => data[field],
  }));
  /** @param {typeof docs} all @returns {unknown} */
  const query = (all) => {
    const ordered = {
      orderBy: () => ordered,
      startAfter: (/** @type {(typeof docs)[number]} */ last) => query(all.slice(all.indexOf(last) + 1)),
      limit: (/** @type {number} */ size) => ({
        get: async () => ({ docs: all.slice(0, size), size: Math.min(size, all.length) }),
      }),
    };
    return ordered;
  };
  const db = {
    collection: (/** @type {string} */ name) => query(name === 'blogs' ? docs : []),
    collectionGroup: () => query([]),
  };
  return /** @type {import('firebase-admin/firestore').Firestore} */ (/** @type {unknown} */ (db));
}

const BUCKET_NAME = 'demo.appspot.com';
const addressOf = (/** @type {string} */ name) =>
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET_NAME}/o/${encodeURIComponent(name)}?alt=media&token=t`;

describe('repairAnimations at a thousand covers, against a store that counts', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A thousand sized still PNG covers (a real PNG each), each named by one post. */
  async function covers() {
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const names = Array.from({ length: 1_000 }, (_, n) => `blog-images/blogs/${1_700_000_000_000 + n}-c.64x36.png`);
    const db = postsDb(names.map((name, n) => [`p${String(n).padStart(4, '0')}`, { image_url: addressOf(name) }]));
    return { names, db, files: new Map(names.map((name) => [name, png])), png };
  }

  it('makes its Storage calls eight at a time, and a rerun reads metadata only', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { db, files, png } = await covers();
    const { store, counts } = countingStore(files);
    const options = { db, store, bucketName: BUCKET_NAME, dryRun: false };

    await expect(repairAnimations(options)).resolves.toMatchObject({ repaired: 0, inspect: 0 });
    expect(counts.calls).toEqual({ frameRecord: 1_000, read: 1_000, recordFrames: 1_000 });
    expect(counts.bytes).toBe(1_000 * png.length);
    expect(counts.most).toBe(8);

    counts.bytes = 0;
    for (const kind of Object.keys(counts.calls)) delete counts.calls[kind];
    await repairAnimations(options);
    expect(counts.calls).toEqual({ frameRecord: 1_000 });
    expect(counts.bytes).toBe(0);
  });

  it('downloads nothing in a dry run: it says how many originals a run would inspect, and their size', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { db, files, png } = await covers();
    const { store, counts, objects } = countingStore(files);
    /** @type {Map<string, number>} */
    const inspect = new Map();

    await expect(repairAnimations({ db, store, bucketName: BUCKET_NAME, dryRun: true, inspect })).resolves.toEqual({
      repaired: 0,
      unsized: 0,
      items: 0,
      versions: 0,
      removed: 0,
      kept: [],
      inspect: 1_000,
    });
    expect(counts.calls).toEqual({ frameRecord: 1_000 });
    expect(counts.bytes).toBe(0);
    expect(inspect.size).toBe(1_000);
    expect(inspectSummary(inspect)).toBe(`1000 originals (${((1_000 * png.length) / 1e6).toFixed(1)} MB)`);
    expect(log.mock.calls.at(-1)?.[0]).toContain(
      `would inspect ${inspectSummary(inspect)} whose frames no run has counted yet`,
    );
    for (const object of objects.values()) expect(object.custom).toEqual({});
  });

  it('prints what it found in the order of the names, however the calls finish', async () => {
    const lines = /** @type {string[]} */ ([]);
    vi.spyOn(console, 'log').mockImplementation((line) => void lines.push(line));
    const gif = Buffer.from(animatedGif(64, 48, 3));
    const names = Array.from({ length: 20 }, (_, n) => `blog-images/blogs/${1_700_000_000_000 + n}-loop.64x48.gif`);
    const db = postsDb(
      names.map((name, n) => [`p${String(n).padStart(2, '0')}`, { content: `![](${addressOf(name)})` }]),
    );
    // The first names answer last.
    const { store, objects } = countingStore(
      new Map(names.map((name) => [name, gif])),
      (name) => 40 - names.indexOf(name) * 2,
    );
    // Counted by an earlier run: the dry run knows them for animations without downloading them.
    for (const object of objects.values()) object.custom = { frames: '3', framesGeneration: object.generation };

    await expect(repairAnimations({ db, store, bucketName: BUCKET_NAME, dryRun: true })).resolves.toMatchObject({
      repaired: 20,
      items: 20,
      inspect: 0,
    });
    const found = lines.filter((line) => line.includes(': an animation of 3 frames stored as a still image'));
    expect(found).toEqual(
      names.map(
        (name) =>
          `${name}: an animation of 3 frames stored as a still image; would store it again as ${name.replace('.gif', '.animated.gif')}`,
      ),
    );
  });

  it('names the image a failed call was about, and stops', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { db, files, names } = await covers();
    const { store } = countingStore(files);
    const failing = {
      ...store,
      read: async (/** @type {string} */ name) => {
        if (name === names[500]) throw new Error('HTTP 503');
        return store.read(name);
      },
    };
    await expect(repairAnimations({ db, store: failing, bucketName: BUCKET_NAME, dryRun: false })).rejects.toThrow(
      `${names[500]}: HTTP 503`,
    );

    // A failure while making the variants of an original the repair handed over is named once.
    const writeFails = { ...store, write: async () => Promise.reject(new Error('HTTP 429')) };
    const encode = async () => ({ width: 64, height: 36, variants: [{ width: 64, bytes: Buffer.from('w') }] });
    const processor = imageProcessor({ store: writeFails, encode, bucketName: BUCKET_NAME, dryRun: false });
    const plain = 'blog-images/blogs/1700000000001-plain.png';
    const { store: one } = countingStore(new Map([[plain, files.get(names[0] ?? '') ?? Buffer.alloc(0)]]));
    await expect(
      repairAnimations({
        db: postsDb([['p1', { image_url: addressOf(plain) }]]),
        store: one,
        bucketName: BUCKET_NAME,
        dryRun: false,
        stillOriginal: processor.original,
      }),
    ).rejects.toThrow(new Error(`${plain}: HTTP 429`));
  });

  it('hands a still original a post names to the variants while its bytes are at hand, downloading it once', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const plain = 'blog-images/blogs/1700000000001-plain.png';
    const sized = 'blog-images/blogs/1700000000002-sized.64x36.png';
    const db = postsDb([['p1', { image_url: addressOf(plain), content: `![](${addressOf(sized)})` }]]);
    const { store, counts } = countingStore(
      new Map([
        [plain, png],
        [sized, png],
      ]),
    );
    const encode = vi.fn(async () => ({ width: 64, height: 36, variants: [{ width: 64, bytes: Buffer.from('w') }] }));
    const processor = imageProcessor({ store, encode, bucketName: BUCKET_NAME, dryRun: false });

    await repairAnimations({ db, store, bucketName: BUCKET_NAME, dryRun: false, stillOriginal: processor.original });
    await expect(processor.address(addressOf(plain))).resolves.toContain(
      encodeURIComponent('blog-images/blogs/1700000000001-plain.64x36.png'),
    );
    await expect(processor.address(addressOf(sized))).resolves.toBe(addressOf(sized));
    expect(counts.calls.read).toBe(2);
    expect(counts.bytes).toBe(2 * png.length);
    expect(encode).toHaveBeenCalledTimes(2);
  });
});

describe('imageProcessor, in a dry run', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads and encodes nothing: it says what a run would do, from the names and the counts recorded', async () => {
    const lines = /** @type {string[]} */ ([]);
    vi.spyOn(console, 'log').mockImplementation((line) => void lines.push(line));
    const bytes = Buffer.alloc(2_000_000);
    const files = new Map(
      [
        'blog-images/blogs/1-photo.jpg',
        'blog-images/blogs/2-still.gif',
        'blog-images/blogs/3-loop.gif',
        'blog-images/blogs/4-unknown.png',
        'blog-images/blogs/5-cover.1600x900.png',
        'blog-images/blogs/6-cover.1600x900.png',
      ].map((name) => [name, bytes]),
    );
    const { store, counts, objects } = countingStore(files);
    for (const [name, frames] of Object.entries({
      'blog-images/blogs/2-still.gif': '1',
      'blog-images/blogs/3-loop.gif': '4',
      'blog-images/blogs/5-cover.1600x900.png': '1',
    })) {
      const object = objects.get(name);
      if (object) object.custom = { frames, framesGeneration: object.generation };
    }
    const encode = vi.fn();
    /** @type {Map<string, number>} */
    const inspect = new Map();
    const processor = imageProcessor({ store, encode, bucketName: BUCKET_NAME, dryRun: true, inspect });

    const answers = [];
    for (const name of files.keys()) answers.push(await processor.address(addressOf(name)));
    expect(counts.bytes).toBe(0);
    expect(counts.calls.read).toBeUndefined();
    expect(counts.calls.write).toBeUndefined();
    expect(encode).not.toHaveBeenCalled();
    expect(lines).toEqual([
      'blog-images/blogs/1-photo.jpg: would store it again as blog-images/blogs/1-photo.{w}x{h}.jpg with its variants',
      'blog-images/blogs/2-still.gif: would store it again as blog-images/blogs/2-still.{w}x{h}.gif with its variants',
      'blog-images/blogs/3-loop.gif: left as it is, an animation of 4 frames',
      'blog-images/blogs/4-unknown.png: would store it again as blog-images/blogs/4-unknown.{w}x{h}.png with its variants if it is a still image (would inspect it)',
      'blog-images/blogs/5-cover.1600x900.png: would make 480 px, 800 px, 1200 px',
      'blog-images/blogs/6-cover.1600x900.png: would make 480 px, 800 px, 1200 px if it is a still image (would inspect it)',
    ]);
    // The documents naming the plain stills would change; the addresses stay as they are.
    expect(answers.map((answer) => answer.startsWith('('))).toEqual([true, true, false, true, false, false]);
    expect([...inspect.keys()]).toEqual(['blog-images/blogs/4-unknown.png', 'blog-images/blogs/6-cover.1600x900.png']);
    expect(inspectSummary(inspect)).toBe('2 originals (4.0 MB)');
  });
});
