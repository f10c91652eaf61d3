// pnpm images:variants on Cloud Storage, run again after a run that stopped partway.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cloudStore, imageProcessor, missingVariants, planFor } from './variants.mjs';

/** A bucket holding `stored` (name → download tokens); a save of a name it holds is refused as Cloud Storage refuses ifGenerationMatch: 0. */
function bucket(stored) {
  const saved = [];
  return {
    saved,
    file: (name) => ({
      exists: async () => [stored.has(name)],
      download: async () => [Buffer.from(name)],
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
    const store = cloudStore(bucket(stored), 'demo.appspot.com');
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

describe('missingVariants, at a thousand covers', () => {
  it('finds the variants a run must make by asking whether each exists, downloading none', async () => {
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
      file: (name) => ({
        ...files.file(name),
        download: async () => {
          downloads++;
          return [Buffer.from(name)];
        },
      }),
    };
    const store = cloudStore(counting, 'demo.appspot.com');
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
  const urlOf = (name) =>
    `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media&token=t`;

  it('leaves that image as it is, says so, and goes on with the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // A file the console stored plain because the uploader's browser could not decode it either
    // (a truncated photo, a decompression bomb Chromium refuses): its first bytes are a PNG's.
    const broken = 'blog-images/blogs/1-broken.png';
    const good = 'blog-images/blogs/2-good.png';
    const written = [];
    const store = {
      exists: async () => false,
      read: async (name) => Buffer.from(name),
      write: async (name) => {
        written.push(name);
        return urlOf(name);
      },
    };
    const encode = async (bytes) => {
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
