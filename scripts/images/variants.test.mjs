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
  missingVariants,
  movedFields,
  planFor,
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
    const metadata = (/** @type {unknown} */ custom) => async () => [{ generation: '1712', metadata: custom }];
    await expect(
      storeOf({ getMetadata: metadata({ frames: '1', framesGeneration: '1712' }) }).frameRecord('a'),
    ).resolves.toEqual({
      generation: '1712',
      frames: 1,
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
    const process = imageProcessor({ store, encode, bucketName: BUCKET, dryRun: false });

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
      read: async (/** @type {string} */ name) => files.get(name) ?? null,
      write: async (/** @type {string} */ name) => {
        written.push(name);
        return urlOf(name);
      },
    };
    const encode = vi.fn(async () => ({ width: 64, height: 48, variants: [{ width: 64, bytes: Buffer.from('w') }] }));
    const process = imageProcessor({ store, encode, bucketName: BUCKET, dryRun: false });
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
