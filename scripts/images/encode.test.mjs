import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VARIANT_QUALITY as CONSOLE_QUALITY } from '../../admin-remote/src/features/image/variants';
import { VARIANT_STEPS as DOMAIN_STEPS, variantWidths as domainWidths } from '../../domain/src/imageVariants';
import { SEED_BLOGS, SEED_CASE_STUDIES } from '../seed/content.mjs';
import { COVER_SIZE, coverKey, seedVariantFile } from '../seed/seed.mjs';
import { VARIANT_QUALITY, VARIANT_STEPS, variantWidths } from './encode.mjs';

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
