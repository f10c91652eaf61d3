import { describe, expect, it } from 'vitest';
import {
  coverAlt,
  makesVariants,
  parseSizedImagePath,
  responsiveImage,
  sizedImagePath,
  storedImagesIn,
  storedImageUrlsIn,
  variantHeight,
  variantWidths,
  withImageVariants,
} from './imageVariants';

const EMULATOR = 'http://127.0.0.1:9199/v0/b/demo-nordic-ai.appspot.com/o/';
const PROD = 'https://firebasestorage.googleapis.com/v0/b/prod.appspot.com/o/';
const enc = encodeURIComponent;

describe('variantWidths', () => {
  it('makes 480, 800 and 1200 px of a wide image, never wider than the original', () => {
    expect(variantWidths(4000)).toEqual([480, 800, 1200]);
    expect(variantWidths(1200)).toEqual([480, 800, 1200]);
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('keeps the aspect ratio', () => {
    expect(variantHeight({ width: 1200, height: 630 }, 480)).toBe(252);
    expect(variantHeight({ width: 1200, height: 630 }, 800)).toBe(420);
    expect(variantHeight({ width: 3000, height: 1 }, 480)).toBe(1);
  });
});

describe('makesVariants', () => {
  it('for still images (one frame) of the stored types, a still GIF too', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif', ' IMAGE/PNG '])
      expect(makesVariants({ type, frames: 1 })).toBe(true);
    for (const type of ['image/svg+xml', 'image/avif', '']) expect(makesVariants({ type, frames: 1 })).toBe(false);
  });

  it('never for an animation, by its frames, whatever its type: a GIF, an animated PNG (APNG) or WebP', () => {
    for (const type of ['image/gif', 'image/png', 'image/webp'])
      for (const frames of [2, 60]) expect(makesVariants({ type, frames })).toBe(false);
  });
});

describe('sized names', () => {
  it('put the pixel size before the extension and name each variant after it', () => {
    const path = sizedImagePath('blog-images/blogs/1700000000000-abc123.png', { width: 1200, height: 630 });
    expect(path).toBe('blog-images/blogs/1700000000000-abc123.1200x630.png');
    expect(parseSizedImagePath(path)).toEqual({
      width: 1200,
      height: 630,
      animated: false,
      variants: [
        { width: 480, path: 'blog-images/blogs/1700000000000-abc123.1200x630.w480.webp' },
        { width: 800, path: 'blog-images/blogs/1700000000000-abc123.1200x630.w800.webp' },
        { width: 1200, path: 'blog-images/blogs/1700000000000-abc123.1200x630.w1200.webp' },
      ],
    });
  });

  it("put an animation's pixel size before `.animated` and its extension, naming no variants", () => {
    const path = sizedImagePath('blog-images/blogs/1700000000000-abc123.webp', {
      width: 480,
      height: 270,
      animated: true,
    });
    expect(path).toBe('blog-images/blogs/1700000000000-abc123.480x270.animated.webp');
    expect(parseSizedImagePath(path)).toEqual({ width: 480, height: 270, animated: true, variants: [] });
    expect(parseSizedImagePath('blog-images/case-studies/1-a.1200x630.animated.png')).toMatchObject({
      width: 1200,
      height: 630,
      animated: true,
      variants: [],
    });
    // `animated` in the stem is only part of its name.
    expect(parseSizedImagePath('blog-images/blogs/1-animated.64x48.gif')).toMatchObject({ animated: false });
  });

  it('finds nothing in names without a size, or in variant names', () => {
    expect(parseSizedImagePath('blog-images/blogs/1700000000000-abc123.png')).toBeNull();
    expect(parseSizedImagePath('blog-images/blogs/1-a.1200x630.w480.webp')).toBeNull();
    expect(parseSizedImagePath('blog-images/blogs/1-a.0x630.png')).toBeNull();
    expect(parseSizedImagePath('blog-images/blogs/1-a.animated.webp')).toBeNull();
    expect(parseSizedImagePath('blog-images/blogs/1-a.1200x630.animated.w480.webp')).toBeNull();
  });
});

describe('storedImageUrlsIn', () => {
  const BUCKET = 'demo-nordic-ai.appspot.com';
  const url = `${EMULATOR}${enc('blog-images/blogs/1-a.64x48.gif')}?alt=media&token=t1`;
  const other = `${PROD}${enc('blog-images/blogs/2-b.png')}?alt=media&token=t2`;

  it('finds each address of the bucket whole, with its query, ended where markdown, HTML or a fragment ends it', () => {
    const text = [
      `![A](${url}) and <img src="${url}"> and <${url}>`,
      // A link whose text is the image's address (what an editor writes for a pasted address): two addresses.
      `[${url}](${url})`,
      `[${url}] and ${url}#top`,
      `elsewhere: ${other}`,
    ].join('\n');
    const found = storedImageUrlsIn(text, BUCKET);
    expect(found.map((address) => address.url)).toEqual(Array(7).fill(url));
    expect(found.map((address) => address.name)).toEqual(Array(7).fill('blog-images/blogs/1-a.64x48.gif'));
    // The names are the ones the sweep, export and import read (storedImagesIn), one for one.
    expect(storedImagesIn(text, BUCKET)).toEqual(found.map((address) => address.name));
  });

  it('takes an address without a query as it is, and skips one whose name is not a valid escape', () => {
    const plain = `${EMULATOR}${enc('blog-images/blogs/3-c.png')}`;
    expect(storedImageUrlsIn(`(${plain}) ${EMULATOR}blog-images%2F%E0%A4%A.png`, BUCKET)).toEqual([
      { url: plain, name: 'blog-images/blogs/3-c.png' },
    ]);
  });
});

describe('withImageVariants', () => {
  it("adds a still image's variants and none for an animation (the sweep, export and import keep what it names)", () => {
    expect(
      withImageVariants([
        'blog-images/blogs/1-a.1000x500.png',
        'blog-images/blogs/2-b.1000x500.animated.webp',
        'blog-images/blogs/3-c.gif',
      ]),
    ).toEqual([
      'blog-images/blogs/1-a.1000x500.png',
      'blog-images/blogs/1-a.1000x500.w1000.webp',
      'blog-images/blogs/1-a.1000x500.w480.webp',
      'blog-images/blogs/1-a.1000x500.w800.webp',
      'blog-images/blogs/2-b.1000x500.animated.webp',
      'blog-images/blogs/3-c.gif',
    ]);
  });
});

describe('responsiveImage', () => {
  const name = 'blog-images/blogs/1700000000000-abc123.1200x630.png';

  it('builds srcset from a download URL of ours, without the token', () => {
    expect(responsiveImage(`${PROD}${enc(name)}?alt=media&token=t-1`)).toEqual({
      width: 1200,
      height: 630,
      srcSet: [480, 800, 1200]
        .map((w) => `${PROD}${enc(`blog-images/blogs/1700000000000-abc123.1200x630.w${w}.webp`)}?alt=media ${w}w`)
        .join(', '),
    });
    expect(responsiveImage(`${EMULATOR}${enc(name)}?alt=media&token=t`)?.srcSet).toContain(
      `${EMULATOR}blog-images%2Fblogs%2F1700000000000-abc123.1200x630.w480.webp?alt=media 480w`,
    );
  });

  it("is an animation's size without srcset (it has no still variants): pages reserve its box and show it as uploaded", () => {
    const animation = 'blog-images/blogs/1700000000000-abc123.480x270.animated.webp';
    expect(responsiveImage(`${PROD}${enc(animation)}?alt=media&token=t-1`)).toEqual({ width: 480, height: 270 });
    expect(responsiveImage(`${EMULATOR}${enc(animation)}?alt=media&token=t`)).toEqual({ width: 480, height: 270 });
  });

  it('is null for images without variants, other sites and nonsense', () => {
    for (const url of [
      `${PROD}${enc('blog-images/blogs/1-a.png')}?alt=media&token=t`,
      `${PROD}${enc('other/1-a.1200x630.png')}?alt=media`,
      'https://example.com/pic.1200x630.png',
      'javascript:alert(1)',
      'not a url',
      `${PROD}%E0%A4%A?alt=media`,
      '',
      null,
      undefined,
    ]) {
      expect(responsiveImage(url)).toBeNull();
    }
  });
});

describe('coverAlt', () => {
  const title = { alt: 'Title' };
  const englishTitle = { alt: 'Title', lang: 'en' } as const;

  it("is the alt text written in the page's language", () => {
    const both = { image_alt: '  A chart ', image_alt_sv: ' Ett diagram ' };
    expect(coverAlt(both, 'en', title)).toEqual({ alt: 'A chart', lang: undefined });
    expect(coverAlt(both, 'sv', title)).toEqual({ alt: 'Ett diagram', lang: undefined });
  });

  it('on a Swedish page without Swedish alt text, is the English one, marked as English', () => {
    for (const image_alt_sv of [null, undefined, '   ']) {
      expect(coverAlt({ image_alt: 'A chart', image_alt_sv }, 'sv', title)).toEqual({ alt: 'A chart', lang: 'en' });
    }
  });

  it("without alt text, is the fallback in the fallback's language; Swedish alt text alone is not read in English", () => {
    for (const image_alt of [null, undefined, '   ']) {
      expect(coverAlt({ image_alt }, 'en', title)).toEqual({ alt: 'Title', lang: undefined });
      expect(coverAlt({ image_alt }, 'sv', englishTitle)).toEqual({ alt: 'Title', lang: 'en' });
    }
    expect(coverAlt({ image_alt: null, image_alt_sv: 'Ett diagram' }, 'en', title)).toEqual({
      alt: 'Title',
      lang: undefined,
    });
  });
});
