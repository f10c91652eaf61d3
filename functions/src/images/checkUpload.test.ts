import { logger } from 'firebase-functions/logger';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  animatedGif,
  animatedWebpFrom,
  apngFromPng,
  apngWithLateAnimationControl,
} from '../../../domain/src/testFixtures';
import { checkImageObject, type StoredObject } from './checkUpload';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** A PNG's signature and header chunk (IHDR) for an image `width` × `height` px. */
const png = (width: number, height: number) => [
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
  ...u32(width),
  ...u32(height),
  ...[8, 6, 0, 0, 0],
];
const PNG = png(1600, 900);
const HTML = Array.from('<html><script>alert(1)</script>', (char) => char.charCodeAt(0));

function stored(name: string, contentType: string | undefined, bytes: number[]) {
  const remove = vi.fn(async () => undefined);
  const readHead = vi.fn(async (count: number) => new Uint8Array(bytes.slice(0, count)));
  const object: StoredObject = { name, contentType, size: bytes.length, readHead, remove };
  return { object, remove, readHead };
}

afterEach(() => vi.restoreAllMocks());

/** Real images of each type, 160 × 120 px of noise (so they compress little), made by sharp. */
const images: Record<'jpeg' | 'png' | 'webp' | 'gif' | 'animated', number[]> = {
  jpeg: [],
  png: [],
  webp: [],
  gif: [],
  animated: [],
};
beforeAll(async () => {
  const noise = sharp({
    create: {
      width: 160,
      height: 120,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  const frames = Buffer.alloc(64 * 48 * 3 * 30, 0).map((_, i) => (i * 7) % 251);
  const made = await Promise.all([
    noise.clone().jpeg().toBuffer(),
    noise.clone().png().toBuffer(),
    noise.clone().webp().toBuffer(),
    noise.clone().gif().toBuffer(),
    // 30 frames of 64 × 48 px.
    sharp(frames, { raw: { width: 64, height: 48 * 30, channels: 3, pageHeight: 48 } })
      .gif()
      .toBuffer(),
  ]);
  for (const [i, key] of (['jpeg', 'png', 'webp', 'gif', 'animated'] as const).entries())
    images[key] = [...(made[i] ?? [])];
});

/** The image's bytes with the 200 from its middle on garbled. */
function garbled(bytes: number[]): number[] {
  const middle = Math.floor(bytes.length / 2);
  return bytes.map((byte, i) => (i >= middle && i < middle + 200 ? byte ^ 0x5a : byte));
}

describe('checkImageObject', () => {
  it('keeps an upload whose bytes are a whole image of the declared type, an animated GIF of a sane size too', async () => {
    for (const [name, type, bytes] of [
      ['1-abc.jpg', 'image/jpeg', images.jpeg],
      ['1-abc.png', 'image/png', images.png],
      ['1-abc.webp', 'image/webp', images.webp],
      ['1-abc.gif', 'image/gif', images.gif],
      ['1-anim.gif', 'image/gif', images.animated],
    ] as const) {
      const { object, remove } = stored(`blog-images/blogs/${name}`, type, bytes);
      expect(await checkImageObject(object), name).toBe('kept');
      expect(remove).not.toHaveBeenCalled();
    }
  });

  it('removes an image whose header is sound but whose data is cut short or garbled, as the console does', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const cut = (bytes: number[]) => bytes.slice(0, Math.floor(bytes.length * 0.6));
    for (const [name, type, bytes] of [
      ['2-cut.jpg', 'image/jpeg', cut(images.jpeg)],
      ['2-cut.png', 'image/png', cut(images.png)],
      ['2-cut.webp', 'image/webp', cut(images.webp)],
      ['2-cut.gif', 'image/gif', cut(images.gif)],
      ['2-garbled.png', 'image/png', garbled(images.png)],
      ['2-garbled.gif', 'image/gif', garbled(images.animated)],
    ] as const) {
      const { object, remove } = stored(`blog-images/blogs/${name}`, type, bytes);
      expect(await checkImageObject(object), name).toBe('removed');
      expect(remove).toHaveBeenCalledOnce();
      expect(warn).toHaveBeenLastCalledWith(expect.any(String), {
        event: 'image_upload_removed',
        object: `blog-images/blogs/${name}`,
        contentType: type,
        reason: 'damaged',
      });
    }
  });

  it("keeps a JPEG or WebP whose data is garbled but decodes, with the decoder's warnings: browsers draw it, and the console lets it through", async () => {
    for (const [name, type, bytes] of [
      ['3-garbled.jpg', 'image/jpeg', garbled(images.jpeg)],
      ['3-garbled.webp', 'image/webp', garbled(images.webp)],
    ] as const) {
      const { object } = stored(`blog-images/blogs/${name}`, type, bytes);
      expect(await checkImageObject(object), name).toBe('kept');
    }
  });

  it('removes an animated GIF whose frames make more than 50 megapixels together (a decompression bomb), and keeps one of 50', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    // 51 frames of a 1000 × 1000 px screen, in a few hundred bytes.
    const bomb = stored('blog-images/blogs/4-loop.gif', 'image/gif', animatedGif(1000, 1000, 51));
    expect(await checkImageObject(bomb.object)).toBe('removed');
    expect(bomb.remove).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.any(String), {
      event: 'image_upload_removed',
      object: 'blog-images/blogs/4-loop.gif',
      contentType: 'image/gif',
      reason: 'too-many-pixels',
    });
    const fits = stored('blog-images/blogs/4-short.gif', 'image/gif', animatedGif(1000, 1000, 50));
    expect(await checkImageObject(fits.object)).toBe('kept');
  });

  it('removes an animated WebP or PNG (APNG) whose frames make more than 50 megapixels together, and keeps one of 50', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    // Real files: sharp's PNG and two-frame WebP of 1000 × 1000 px, their frame repeated.
    const raw = Buffer.alloc(1000 * 2000 * 3, 0x66).fill(0x99, 1000 * 1000 * 3);
    const [png, webp] = await Promise.all([
      sharp(raw.subarray(0, 1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
        .png()
        .toBuffer(),
      sharp(raw, { raw: { width: 1000, height: 2000, channels: 3, pageHeight: 1000 } })
        .webp({ lossless: true })
        .toBuffer(),
    ]);
    const made = {
      webp: (frames: number) => [...animatedWebpFrom(new Uint8Array(webp), frames)],
      png: (frames: number) => [...apngFromPng(new Uint8Array(png), frames)],
    };
    for (const type of ['webp', 'png'] as const) {
      const bomb = stored(`blog-images/blogs/5-loop.${type}`, `image/${type}`, made[type](51));
      expect(await checkImageObject(bomb.object)).toBe('removed');
      expect(bomb.remove).toHaveBeenCalledOnce();
      expect(warn).toHaveBeenLastCalledWith(expect.any(String), {
        event: 'image_upload_removed',
        object: `blog-images/blogs/5-loop.${type}`,
        contentType: `image/${type}`,
        reason: 'too-many-pixels',
      });
      const fits = stored(`blog-images/blogs/5-short.${type}`, `image/${type}`, made[type](50));
      expect(await checkImageObject(fits.object)).toBe('kept');
    }
  });

  it('decodes every frame of an animated WebP, told by its frames, not its type: one whose later frame is garbled is removed', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    // Three differing frames of 64 × 48 px, lossy (VP8): the last frame's data garbled after its header.
    const raw = Buffer.alloc(64 * 48 * 3 * 3).map((_, i) => (i * 7) % 251);
    const webp = await sharp(raw, { raw: { width: 64, height: 48 * 3, channels: 3, pageHeight: 48 } })
      .webp()
      .toBuffer();
    const lastFrame = webp.lastIndexOf('VP8 ');
    expect(lastFrame).toBeGreaterThan(webp.indexOf('VP8 '));
    const damaged = [...webp].map((byte, i) => (i >= lastFrame + 18 && i < lastFrame + 48 ? byte ^ 0x5a : byte));
    // Its first frame decodes: only a decode of every frame finds the damage.
    expect((await sharp(Buffer.from(damaged), { failOn: 'error' }).raw().toBuffer()).length).toBe(64 * 48 * 3);
    const broken = stored('blog-images/blogs/6-loop.webp', 'image/webp', damaged);
    expect(await checkImageObject(broken.object)).toBe('removed');
    expect(warn).toHaveBeenLastCalledWith(expect.any(String), {
      event: 'image_upload_removed',
      object: 'blog-images/blogs/6-loop.webp',
      contentType: 'image/webp',
      reason: 'damaged',
    });
    const whole = stored('blog-images/blogs/6-whole.webp', 'image/webp', [...webp]);
    expect(await checkImageObject(whole.object)).toBe('kept');
  });

  it('keeps a PNG whose animation control comes after its image data, whatever its frame controls: browsers show it still', async () => {
    const png = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    // 600 frames of 1000 × 1000 px would be 600 megapixels; the misplaced acTL makes it one still image.
    const late = apngWithLateAnimationControl(apngFromPng(new Uint8Array(png), 600));
    const { object, remove } = stored('blog-images/blogs/7-still.png', 'image/png', [...late]);
    expect(await checkImageObject(object)).toBe('kept');
    expect(remove).not.toHaveBeenCalled();
  });

  it('removes a page declared as an image, or bytes of another type, and logs it as a structured warning', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const page = stored('blog-images/blogs/1-abc.png', 'image/png', HTML);
    expect(await checkImageObject(page.object)).toBe('removed');
    expect(page.remove).toHaveBeenCalledOnce();
    const mislabelled = stored('blog-images/case-studies/2-def.jpg', 'image/jpeg', PNG);
    expect(await checkImageObject(mislabelled.object)).toBe('removed');
    const untyped = stored('blog-images/blogs/3-ghi.png', undefined, PNG);
    expect(await checkImageObject(untyped.object)).toBe('removed');
    expect(warn).toHaveBeenCalledWith(expect.any(String), {
      event: 'image_upload_removed',
      object: 'blog-images/blogs/1-abc.png',
      contentType: 'image/png',
      reason: 'not-its-type',
    });
  });

  it('removes an image of more pixels than a page can decode (a decompression bomb), or one whose header is cut short', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const bomb = stored('blog-images/blogs/5-mno.png', 'image/png', png(30_000, 30_000));
    expect(await checkImageObject(bomb.object)).toBe('removed');
    expect(bomb.remove).toHaveBeenCalledOnce();
    const cut = stored('blog-images/blogs/6-pqr.png', 'image/png', PNG.slice(0, 12));
    expect(await checkImageObject(cut.object)).toBe('removed');
    expect(cut.remove).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.any(String), {
      event: 'image_upload_removed',
      object: 'blog-images/blogs/5-mno.png',
      contentType: 'image/png',
      reason: 'too-many-pixels',
    });
    expect(warn).toHaveBeenCalledWith(expect.any(String), {
      event: 'image_upload_removed',
      object: 'blog-images/blogs/6-pqr.png',
      contentType: 'image/png',
      reason: 'unreadable',
    });
  });

  it("reads the whole upload (up to 5 MB, as much as storage.rules let in): a JPEG's frame header follows its metadata", async () => {
    const { object, readHead } = stored('blog-images/blogs/7-stu.png', 'image/png', images.png);
    await checkImageObject({ ...object, size: 3 * 1024 * 1024 });
    expect(readHead).toHaveBeenCalledWith(3 * 1024 * 1024);
    await checkImageObject({ ...object, size: 80 * 1024 * 1024 });
    expect(readHead).toHaveBeenLastCalledWith(5 * 1024 * 1024);
  });

  it('removes an empty object declared as an image without reading it (a ranged read of nothing fails)', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const empty = stored('blog-images/blogs/4-jkl.png', 'image/png', []);
    expect(await checkImageObject(empty.object)).toBe('removed');
    expect(empty.readHead).not.toHaveBeenCalled();
    expect(empty.remove).toHaveBeenCalledOnce();
  });

  it('leaves objects outside the image folder alone without reading them', async () => {
    const { object, remove, readHead } = stored('exports/report.csv', 'text/csv', HTML);
    expect(await checkImageObject(object)).toBe('not-an-image-upload');
    expect(readHead).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});
