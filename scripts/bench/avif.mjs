#!/usr/bin/env node
// Would AVIF make a post's cover smaller than the WebP variants the console makes, at equal
// quality? For each image and each variant width (480, 800, 1200 px, as domain/src/imageVariants.ts),
// the original is resized once (sharp, lossless), encoded as WebP at the console's quality (80,
// libwebp: what Chromium's canvas.convertToBlob({ quality: 0.8 }) runs), and as AVIF at the lowest
// quality whose SSIM against the resized original is at least the WebP's (binary search, sharp's
// libheif/aom, effort 4). Equal quality means equal SSIM on luma (8×8 windows, step 4).
//
//   node scripts/bench/avif.mjs [image file…]
//
// With no files it measures the demo content's generated covers (scripts/seed), and prints the
// committed Chromium-made variant beside sharp's WebP so the two encoders can be compared.
// Prints one row per image and width; asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { VARIANT_QUALITY, variantWidths } from '../images/encode.mjs';
import { SEED_BLOGS } from '../seed/content.mjs';
import { cachedCover, coverKey, seedVariantFile } from '../seed/seed.mjs';

/** @param {Buffer} image @returns {Promise<{ luma: Float64Array, width: number, height: number }>} */
async function lumaOf(image) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const luma = new Float64Array(info.width * info.height);
  for (let i = 0; i < luma.length; i++) {
    luma[i] = 0.299 * (data[3 * i] ?? 0) + 0.587 * (data[3 * i + 1] ?? 0) + 0.114 * (data[3 * i + 2] ?? 0);
  }
  return { luma, width: info.width, height: info.height };
}

/** Mean SSIM of two same-sized luma planes over 8×8 windows every 4 px. */
function ssim(
  /** @type {{ luma: Float64Array, width: number, height: number }} */ a,
  /** @type {{ luma: Float64Array }} */ b,
) {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let windows = 0;
  for (let y = 0; y + 8 <= a.height; y += 4) {
    for (let x = 0; x + 8 <= a.width; x += 4) {
      let meanA = 0;
      let meanB = 0;
      for (let j = 0; j < 8; j++) {
        for (let i = 0; i < 8; i++) {
          const k = (y + j) * a.width + x + i;
          meanA += a.luma[k] ?? 0;
          meanB += b.luma[k] ?? 0;
        }
      }
      meanA /= 64;
      meanB /= 64;
      let varA = 0;
      let varB = 0;
      let cov = 0;
      for (let j = 0; j < 8; j++) {
        for (let i = 0; i < 8; i++) {
          const k = (y + j) * a.width + x + i;
          const da = (a.luma[k] ?? 0) - meanA;
          const db = (b.luma[k] ?? 0) - meanB;
          varA += da * da;
          varB += db * db;
          cov += da * db;
        }
      }
      varA /= 63;
      varB /= 63;
      cov /= 63;
      sum += ((2 * meanA * meanB + c1) * (2 * cov + c2)) / ((meanA ** 2 + meanB ** 2 + c1) * (varA + varB + c2));
      windows++;
    }
  }
  return sum / windows;
}

/** The smallest AVIF of `reference` whose SSIM is at least `target` (null when even quality 100 is not). */
async function avifAtLeast(/** @type {Buffer} */ reference, /** @type {number} */ target) {
  const planes = await lumaOf(reference);
  let low = 1;
  let high = 100;
  /** @type {{ quality: number, bytes: number, ssim: number } | null} */
  let best = null;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const avif = await sharp(reference).avif({ quality, effort: 4 }).toBuffer();
    const score = ssim(planes, await lumaOf(avif));
    if (score >= target) {
      best = { quality, bytes: avif.length, ssim: score };
      high = quality - 1;
    } else {
      low = quality + 1;
    }
  }
  return best;
}

const files = process.argv.slice(2);
/** @type {{ name: string, bytes: Buffer, committed?: (width: number) => string }[]} */
const images = files.length
  ? files.map((file) => ({ name: path.basename(file), bytes: fs.readFileSync(file) }))
  : SEED_BLOGS.flatMap(({ cover, slug }) =>
      cover
        ? [
            {
              name: `cover of ${slug}`,
              bytes: cachedCover(cover, slug),
              committed: (/** @type {number} */ width) => seedVariantFile(coverKey(cover, slug), width),
            },
          ]
        : [],
    );

const quality = Math.round(VARIANT_QUALITY * 100);
console.log(
  'image'.padEnd(52),
  'width',
  'webp B'.padStart(8),
  'chromium B'.padStart(10),
  'ssim'.padStart(7),
  'avif q'.padStart(6),
  'avif B'.padStart(8),
  'ssim'.padStart(7),
  'saving'.padStart(7),
);
let webpTotal = 0;
let avifTotal = 0;
for (const image of images) {
  const { width: originalWidth = 0 } = await sharp(image.bytes).metadata();
  for (const width of variantWidths(originalWidth)) {
    const reference = await sharp(image.bytes).resize({ width }).png().toBuffer();
    const webp = await sharp(reference).webp({ quality }).toBuffer();
    const webpSsim = ssim(await lumaOf(reference), await lumaOf(webp));
    const avif = await avifAtLeast(reference, webpSsim);
    const committed = image.committed?.(width);
    const chromium = committed && fs.existsSync(committed) ? String(fs.statSync(committed).size) : '-';
    webpTotal += webp.length;
    avifTotal += avif?.bytes ?? webp.length;
    console.log(
      image.name.slice(0, 52).padEnd(52),
      String(width).padStart(5),
      String(webp.length).padStart(8),
      chromium.padStart(10),
      webpSsim.toFixed(4).padStart(7),
      String(avif?.quality ?? '-').padStart(6),
      String(avif?.bytes ?? '-').padStart(8),
      (avif?.ssim.toFixed(4) ?? '-').padStart(7),
      (avif ? `${Math.round(100 - (100 * avif.bytes) / webp.length)}%` : '-').padStart(7),
    );
  }
}
console.log(
  `total: WebP ${webpTotal} B, AVIF ${avifTotal} B at equal SSIM (${Math.round(100 - (100 * avifTotal) / webpTotal)}% smaller)`,
);
