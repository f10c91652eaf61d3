import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VARIANT_QUALITY as CONSOLE_QUALITY } from '../../admin-remote/src/features/image/variants';
import {
  VARIANT_STEPS as DOMAIN_STEPS,
  variantWidths as domainWidths,
  parseSizedImagePath,
  sizedImagePath,
} from '../../domain/src/imageVariants';
import { SEED_BLOGS, SEED_CASE_STUDIES } from '../seed/content.mjs';
import { COVER_SIZE, coverKey, seedVariantFile } from '../seed/seed.mjs';
import { VARIANT_QUALITY, VARIANT_STEPS, variantWidths } from './encode.mjs';
import { objectOf, planFor } from './variants.mjs';

describe('variants made outside the console', () => {
  it('have the widths and quality the console makes and the pages expect', () => {
    expect([...VARIANT_STEPS]).toEqual([...DOMAIN_STEPS]);
    expect(VARIANT_QUALITY).toBe(CONSOLE_QUALITY);
    for (const width of [1, 300, 480, 481, 799, 800, 1000, 1200, 5000]) {
      expect(variantWidths(width)).toEqual(domainWidths(width));
    }
  });

  it('exist, committed, for every generated cover of the demo content (node scripts/images/seed-variants.mjs)', () => {
    for (const item of [...SEED_BLOGS, ...SEED_CASE_STUDIES]) {
      if (!item.cover) continue;
      for (const width of variantWidths(COVER_SIZE.width)) {
        const file = seedVariantFile(coverKey(item.cover, item.slug), width);
        expect(fs.existsSync(file), `${item.slug} ${width} px`).toBe(true);
        expect(fs.readFileSync(file).subarray(8, 12).toString('ascii')).toBe('WEBP');
      }
    }
  });
});

describe('pnpm images:variants', () => {
  it('names what it makes as the console does', () => {
    const sized = sizedImagePath('blog-images/blogs/1-abc.jpg', { width: 1000, height: 500 });
    expect(planFor(sized)).toEqual({
      kind: 'sized',
      variants: parseSizedImagePath(sized)?.variants.map((v) => ({ width: v.width, name: v.path })),
    });
    expect(planFor('blog-images/blogs/1-abc.jpg')).toEqual({
      kind: 'plain',
      stem: 'blog-images/blogs/1-abc',
      extension: 'jpg',
      type: 'image/jpeg',
    });
    // A GIF is read like the others: its frames, not its type, decide (an animation is left as it is).
    expect(planFor('blog-images/blogs/1-abc.gif')).toEqual({
      kind: 'plain',
      stem: 'blog-images/blogs/1-abc',
      extension: 'gif',
      type: 'image/gif',
    });
    const animation = sizedImagePath('blog-images/blogs/1-abc.webp', { width: 480, height: 270, animated: true });
    for (const name of [animation, 'other/1-abc.png', 'blog-images/blogs/x/1.png']) {
      expect(planFor(name)).toEqual({ kind: 'skip' });
    }
    expect(
      objectOf('http://127.0.0.1:9199/v0/b/demo.appspot.com/o/blog-images%2Fblogs%2F1-a.png?alt=media&token=t'),
    ).toEqual({
      origin: 'http://127.0.0.1:9199',
      bucket: 'demo.appspot.com',
      name: 'blog-images/blogs/1-a.png',
    });
  });
});
