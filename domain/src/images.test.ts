import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bytesMatchImageType,
  IMAGE_ACCEPT,
  IMAGE_CACHE_CONTROL,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  imageDimensions,
  imageDimensionsProblem,
  imageExtension,
  imageObjectPath,
  imageProblem,
  imageTypeOfBytes,
  randomImageToken,
  storedImageType,
} from './images';
import { animatedWebpFrom, apngFromPng, apngWithLateAnimationControl, pngChunks } from './testFixtures';

describe('imageProblem', () => {
  it('accepts any image type up to exactly 5 MB', () => {
    expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(imageProblem({ type, size: IMAGE_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses files whose type is not an image type', () => {
    for (const type of ['application/pdf', 'text/plain', '', 'image/', 'video/mp4', 'text/image/png']) {
      expect(imageProblem({ type, size: 10 })).toBe('invalid-type');
    }
  });

  it('refuses images over 5 MB, one byte is enough', () => {
    expect(imageProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('too-large');
  });

  it('reports the type before the size', () => {
    expect(imageProblem({ type: 'application/zip', size: IMAGE_MAX_BYTES * 2 })).toBe('invalid-type');
  });
});

describe('picker and cache settings', () => {
  it('offers jpeg, jpg, png, webp and gif', () => {
    const accepted = IMAGE_ACCEPT.split(',');
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif']) {
      expect(accepted).toContain(type);
    }
  });

  it('caches for one hour', () => {
    expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=3600');
  });
});

describe('imageObjectPath', () => {
  it('builds blog-images/{folder}/{timestamp}-{random}.{ext}', () => {
    expect(imageObjectPath('blogs', { name: 'Team Photo.JPG', type: 'image/jpeg' }, 1_700_000_000_000, 'abc123')).toBe(
      'blog-images/blogs/1700000000000-abc123.jpg',
    );
    expect(imageObjectPath('case-studies', { name: 'chart.webp', type: 'image/webp' }, 5, 'x')).toBe(
      'blog-images/case-studies/5-x.webp',
    );
  });

  it('gives a fresh path each time by default', () => {
    const file = { name: 'a.png', type: 'image/png' } as const;
    const paths = new Set(Array.from({ length: 50 }, () => imageObjectPath('blogs', file)));
    expect(paths.size).toBe(50);
    for (const path of paths) expect(path).toMatch(/^blog-images\/blogs\/\d{13}-[a-z0-9]{10}\.png$/);
  });
});

describe('imageExtension', () => {
  it.each([
    [{ name: 'photo.PNG', type: 'image/png' }, 'png'],
    [{ name: 'archive.tar.gif', type: 'image/gif' }, 'gif'],
    [{ name: 'no-extension', type: 'image/webp' }, 'webp'],
    [{ name: '.hidden', type: 'image/jpeg' }, 'jpg'],
    [{ name: 'Team.JPEG', type: 'image/jpeg' }, 'jpeg'],
    [{ name: 'photo.jfif', type: 'image/jpeg' }, 'jpg'],
    [{ name: 'page.html', type: 'image/png' }, 'png'],
    [{ name: 'evil.p/../hp', type: 'image/png' }, 'png'],
    [{ name: 'trailing.', type: 'image/gif' }, 'gif'],
  ] as const)('%j → %s', (file, extension) => {
    expect(imageExtension(file)).toBe(extension);
  });
});

describe('storedImageType', () => {
  it('is one of the four stored types; image/jpg, which some systems send, is image/jpeg', () => {
    expect(storedImageType('image/jpg')).toBe('image/jpeg');
    expect(storedImageType(' IMAGE/PNG ')).toBe('image/png');
    for (const type of ['image/webp', 'image/gif', 'image/jpeg']) expect(storedImageType(type)).toBe(type);
    for (const type of ['image/svg+xml', 'image/avif', 'image/', 'text/html', '', 'toString', '__proto__']) {
      expect(storedImageType(type)).toBeNull();
    }
  });
});

describe('randomImageToken', () => {
  it('is lower-case letters and digits of the asked length', () => {
    expect(randomImageToken()).toMatch(/^[a-z0-9]{10}$/);
    expect(randomImageToken(4)).toMatch(/^[a-z0-9]{4}$/);
  });
});

describe('imageTypeOfBytes / bytesMatchImageType', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(
      values.flatMap((value) => (typeof value === 'string' ? Array.from(value, (c) => c.charCodeAt(0)) : [value])),
    );
  const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0);
  const webp = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
  const gif = bytes('GIF89a', 1, 0, 1, 0);

  it('names the type by the signature, whatever the name or declared type says', () => {
    expect([png, jpeg, webp, gif].map(imageTypeOfBytes)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
    ]);
    expect(imageTypeOfBytes(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageTypeOfBytes(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(imageTypeOfBytes(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(imageTypeOfBytes(new Uint8Array())).toBeNull();
  });

  it('accepts bytes of the declared type only (image/jpg is image/jpeg)', () => {
    expect(bytesMatchImageType(png, 'image/png')).toBe(true);
    expect(bytesMatchImageType(jpeg, 'image/jpg')).toBe(true);
    expect(bytesMatchImageType(jpeg, 'IMAGE/JPEG')).toBe(true);
    expect(bytesMatchImageType(png, 'image/jpeg')).toBe(false);
    expect(bytesMatchImageType(bytes('<html>'), 'image/png')).toBe(false);
  });
});

const chunkTypes = (png: Uint8Array) => pngChunks(png).map(({ type }) => type);

describe('imageDimensions / imageDimensionsProblem', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(
      values.flatMap((value) => (typeof value === 'string' ? Array.from(value, (c) => c.charCodeAt(0)) : [value])),
    );
  const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const u16be = (n: number) => [(n >>> 8) & 255, n & 255];
  const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
  const u24le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
  const png = (width: number, height: number) =>
    bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR', ...u32be(width), ...u32be(height), 8, 6, 0, 0, 0);
  const gif = (width: number, height: number) => bytes('GIF89a', ...u16le(width), ...u16le(height), 0xf7, 0, 0);
  /** An animated GIF: `frames` images of one pixel each (each with its delay), decoded onto a `width` × `height` screen. */
  const animatedGif = (width: number, height: number, frames: number) =>
    bytes(
      'GIF89a',
      ...u16le(width),
      ...u16le(height),
      0x80,
      0,
      0,
      ...[0, 0, 0, 255, 255, 255],
      ...Array.from({ length: frames }, () => [
        0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0,
      ]).flat(),
      0x3b,
    );
  /** A JPEG with an EXIF segment and a quantisation table before its frame header. */
  const jpeg = (width: number, height: number) =>
    bytes(
      0xff,
      0xd8,
      0xff,
      0xe1,
      ...u16be(18),
      'Exif',
      0,
      0,
      // Its TIFF header: big-endian, its first directory (of no entries) right after it.
      'MM',
      0,
      42,
      ...u32be(8),
      0,
      0,
      0xff,
      0xdb,
      ...u16be(4),
      0,
      0,
      0xff,
      0xc2,
      ...u16be(11),
      8,
      ...u16be(height),
      ...u16be(width),
      1,
      1,
      0x11,
      0,
      0xff,
      0xda,
      ...u16be(8),
      1,
      1,
      0,
      0,
      63,
      0,
    );
  const vp8 = (width: number, height: number) =>
    bytes('RIFF', 0, 0, 0, 0, 'WEBP', 'VP8 ', 0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height));
  const vp8l = (width: number, height: number) => {
    const bits = (width - 1) | ((height - 1) << 14);
    return bytes('RIFF', 0, 0, 0, 0, 'WEBP', 'VP8L', 0, 0, 0, 0, 0x2f, ...u32be(bits).reverse());
  };
  const vp8x = (width: number, height: number) =>
    bytes('RIFF', 0, 0, 0, 0, 'WEBP', 'VP8X', 10, 0, 0, 0, 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1));

  it('reads the pixel size from the header of each type, without decoding', () => {
    expect(imageDimensions(png(1600, 900))).toEqual({ width: 1600, height: 900, frames: 1 });
    expect(imageDimensions(png(30_000, 30_000))).toEqual({ width: 30_000, height: 30_000, frames: 1 });
    expect(imageDimensions(gif(320, 200))).toEqual({ width: 320, height: 200, frames: 1 });
    expect(imageDimensions(jpeg(4032, 3024))).toEqual({ width: 4032, height: 3024, frames: 1 });
    expect(imageDimensions(vp8(1200, 630))).toEqual({ width: 1200, height: 630, frames: 1 });
    expect(imageDimensions(vp8l(1200, 630))).toEqual({ width: 1200, height: 630, frames: 1 });
    expect(imageDimensions(vp8x(16_383, 2))).toEqual({ width: 16_383, height: 2, frames: 1 });
  });

  it("counts an animated GIF's frames from its blocks, without decoding them", () => {
    expect(imageDimensions(animatedGif(480, 270, 3))).toEqual({ width: 480, height: 270, frames: 3 });
    expect(imageDimensions(animatedGif(1000, 1000, 5000))).toEqual({ width: 1000, height: 1000, frames: 5000 });
    // A frame larger than the GIF's screen enlarges it (browsers draw it whole): 1 × 1 with a 30,000 × 30,000 frame.
    const frameBeyond = bytes(
      'GIF89a',
      ...u16le(1),
      ...u16le(1),
      0x80,
      0,
      0,
      ...[0, 0, 0, 255, 255, 255],
      ...[0x2c, ...u16le(0), ...u16le(0), ...u16le(30_000), ...u16le(30_000), 0, 2, 2, 0x4c, 0x01, 0],
      0x3b,
    );
    expect(imageDimensions(frameBeyond)).toEqual({ width: 30_000, height: 30_000, frames: 1 });
    // Bytes that are not at the start of their buffer.
    const inside = new Uint8Array([1, 2, ...animatedGif(10, 10, 2)]).subarray(2);
    expect(imageDimensions(inside)).toEqual({ width: 10, height: 10, frames: 2 });
  });

  describe('animated PNG (APNG) and WebP, real files', () => {
    /** A still PNG of 1000 × 1000 px of one colour, and an animated WebP of two such frames, made by sharp. */
    let png: Uint8Array;
    let webp: Uint8Array;
    beforeAll(async () => {
      const colour = { width: 1000, height: 1000, channels: 3 as const, background: '#3366cc' };
      png = new Uint8Array(await sharp({ create: colour }).png().toBuffer());
      // Two frames that differ (libwebp merges equal ones): blue, then grey.
      const twoFrames = Buffer.alloc(1000 * 2000 * 3, 0x66).fill(0x99, 1000 * 1000 * 3);
      webp = new Uint8Array(
        await sharp(twoFrames, { raw: { width: 1000, height: 2000, channels: 3, pageHeight: 1000 } })
          .webp({ lossless: true })
          .toBuffer(),
      );
    });

    it("counts an animated WebP's frames from its ANMF chunks: sharp's own, and 5,000 of them", async () => {
      expect(imageDimensions(webp)).toEqual({ width: 1000, height: 1000, frames: 2 });
      const long = animatedWebpFrom(webp, 5000);
      // A real animation: libvips reads its 5,000 pages.
      expect((await sharp(long, { pages: -1, limitInputPixels: false }).metadata()).pages).toBe(5000);
      expect(imageDimensions(long)).toEqual({ width: 1000, height: 1000, frames: 5000 });
      expect(imageDimensionsProblem(imageDimensions(long) ?? { width: 0, height: 0 })).toBe('too-many-pixels');
      expect(imageDimensionsProblem(imageDimensions(animatedWebpFrom(webp, 50)) ?? { width: 0, height: 0 })).toBeNull();
      expect(imageDimensionsProblem(imageDimensions(animatedWebpFrom(webp, 51)) ?? { width: 0, height: 0 })).toBe(
        'too-many-pixels',
      );
      // A still WebP (VP8X without ANMF) is one frame.
      const still = new Uint8Array(await sharp(webp).webp({ lossless: true }).toBuffer());
      expect(imageDimensions(still)).toEqual({ width: 1000, height: 1000, frames: 1 });
      // Cut short in its last frame: the frames before it count.
      expect(imageDimensions(long.subarray(0, long.length - 10))).toEqual({ width: 1000, height: 1000, frames: 4999 });
    });

    it("counts an APNG's frames from its fcTL chunks, a frame reaching past the image enlarging it", async () => {
      expect(imageDimensions(png)).toEqual({ width: 1000, height: 1000, frames: 1 });
      const apng = apngFromPng(png, 3);
      // A real PNG: libvips decodes its default image.
      expect((await sharp(apng).metadata()).width).toBe(1000);
      expect(imageDimensions(apng)).toEqual({ width: 1000, height: 1000, frames: 3 });
      expect(imageDimensions(apngFromPng(png, 600))).toEqual({ width: 1000, height: 1000, frames: 600 });
      expect(imageDimensionsProblem(imageDimensions(apngFromPng(png, 50)) ?? { width: 0, height: 0 })).toBeNull();
      expect(imageDimensionsProblem(imageDimensions(apngFromPng(png, 51)) ?? { width: 0, height: 0 })).toBe(
        'too-many-pixels',
      );
      const beyond = apngFromPng(png, 1, { width: 30_000, height: 20_000, x: 5, y: 7 });
      expect(imageDimensions(beyond)).toEqual({ width: 30_005, height: 20_007, frames: 1 });
      // Frame controls without the animation control chunk: browsers show the PNG still.
      const withoutAnimation = apngFromPng(png, 60);
      const at = Buffer.from(withoutAnimation).indexOf('acTL');
      withoutAnimation.set([0x61, 0x62, 0x63, 0x64], at);
      expect(imageDimensions(withoutAnimation)).toEqual({ width: 1000, height: 1000, frames: 1 });
      // Bytes that are not at the start of their buffer.
      const inside = new Uint8Array([1, 2, ...apng]).subarray(2);
      expect(imageDimensions(inside)).toEqual({ width: 1000, height: 1000, frames: 3 });
    });

    it('counts an APNG whose animation control (acTL) comes after its first image data (IDAT) as one frame, as browsers show it', async () => {
      const apng = apngFromPng(png, 3);
      const late = apngWithLateAnimationControl(apng);
      // The same chunks in another order, in a PNG libvips still reads whole.
      expect(late.length).toBe(apng.length);
      expect(chunkTypes(late)).toEqual(['IHDR', 'fcTL', 'IDAT', 'acTL', 'fcTL', 'fdAT', 'fcTL', 'fdAT', 'IEND']);
      expect(await sharp(late).stats()).toMatchObject({ channels: [{ mean: 0x33 }, { mean: 0x66 }, { mean: 0xcc }] });
      expect(imageDimensions(late)).toEqual({ width: 1000, height: 1000, frames: 1 });
      // 600 frames after the image data are no animation either: not refused for its frames' pixels.
      const long = apngWithLateAnimationControl(apngFromPng(png, 600));
      expect(imageDimensionsProblem(imageDimensions(long) ?? { width: 0, height: 0 })).toBeNull();
    });
  });

  it('answers null for a header no decoder could start from: cut short, a zero side, a JPEG without its frame', () => {
    expect(imageDimensions(png(1600, 900).slice(0, 20))).toBeNull();
    expect(imageDimensions(png(0, 900))).toBeNull();
    expect(
      imageDimensions(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IEND', 0, 0, 0, 1, 0, 0, 0, 1)),
    ).toBeNull();
    // Scan data before any frame header, and a segment running past the end.
    expect(imageDimensions(bytes(0xff, 0xd8, 0xff, 0xda, ...u16be(8), 1, 1, 0, 0, 63, 0))).toBeNull();
    expect(imageDimensions(bytes(0xff, 0xd8, 0xff, 0xe1, ...u16be(4000), 'Exif'))).toBeNull();
    expect(imageDimensions(jpeg(0, 100))).toBeNull();
    expect(imageDimensions(bytes('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(imageDimensions(new Uint8Array())).toBeNull();
  });

  it('refuses more than IMAGE_MAX_SIDE pixels on a side or IMAGE_MAX_PIXELS in all (a decompression bomb)', () => {
    expect(IMAGE_MAX_SIDE).toBe(16_384);
    expect(IMAGE_MAX_PIXELS).toBe(50_000_000);
    expect(imageDimensionsProblem({ width: 8064, height: 6048 })).toBeNull();
    expect(imageDimensionsProblem({ width: 16_384, height: 1 })).toBeNull();
    expect(imageDimensionsProblem({ width: 16_385, height: 1 })).toBe('too-many-pixels');
    expect(imageDimensionsProblem({ width: 10_000, height: 5_001 })).toBe('too-many-pixels');
    expect(imageDimensionsProblem({ width: 30_000, height: 30_000 })).toBe('too-many-pixels');
  });

  it("counts an animated GIF's frames together: 1000 × 1000 pixels 50 times fit, 51 times do not", () => {
    expect(imageDimensionsProblem({ width: 1000, height: 1000, frames: 50 })).toBeNull();
    expect(imageDimensionsProblem({ width: 1000, height: 1000, frames: 51 })).toBe('too-many-pixels');
    expect(imageDimensionsProblem(imageDimensions(animatedGif(1000, 1000, 5000)) ?? { width: 0, height: 0 })).toBe(
      'too-many-pixels',
    );
  });
});
