#!/usr/bin/env node
/**
 * Makes the committed WebP variants of the demo content's generated covers
 * (scripts/seed/variants/{coverKey}.w{width}.webp), in headless Chromium (encode.mjs), and
 * removes those of covers that no longer exist. Run it after adding or changing a cover in
 * scripts/seed/content.mjs or png.mjs; the seed uploads these files beside each cover.
 *
 *   node scripts/images/seed-variants.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEED_BLOGS, SEED_CASE_STUDIES } from '../seed/content.mjs';
import { COVER_SIZE, cachedCover, coverKey, SEED_VARIANTS_DIR, seedVariantFile } from '../seed/seed.mjs';
import { withImageEncoder } from './encode.mjs';

const covers = [...SEED_BLOGS, ...SEED_CASE_STUDIES].flatMap((item) =>
  item.cover ? [{ cover: item.cover, seed: item.slug }] : [],
);
fs.mkdirSync(SEED_VARIANTS_DIR, { recursive: true });
const wanted = new Set();
await withImageEncoder(async (encode) => {
  for (const { cover, seed } of covers) {
    const key = coverKey(cover, seed);
    const encoded = await encode(cachedCover(cover, seed), 'image/png');
    if (encoded.width !== COVER_SIZE.width || encoded.height !== COVER_SIZE.height) {
      throw new Error(
        `the cover of ${seed} is ${encoded.width}×${encoded.height}, not ${COVER_SIZE.width}×${COVER_SIZE.height}`,
      );
    }
    for (const variant of encoded.variants) {
      const file = seedVariantFile(key, variant.width);
      wanted.add(path.basename(file));
      fs.writeFileSync(file, variant.bytes);
    }
    console.log(
      `${seed}: ${encoded.variants.map((v) => `${v.width} px ${(v.bytes.length / 1024).toFixed(1)} KB`).join(', ')}`,
    );
  }
});
for (const name of fs.readdirSync(SEED_VARIANTS_DIR)) {
  if (!wanted.has(name)) fs.rmSync(path.join(SEED_VARIANTS_DIR, name));
}
