/**
 * Responsive variants made outside the admin console (the seed's covers, `pnpm images:variants`):
 * Node has no image codecs here (no sharp), so the same browser code the console runs
 * (createImageBitmap, OffscreenCanvas, WebP at VARIANT_QUALITY) runs in headless Chromium through
 * Playwright (Debian's Chromium, or CHROMIUM_PATH). The widths and quality are the domain's and
 * the console's (`domain/src/imageVariants.ts`, `admin-remote/src/features/image/variants.ts`;
 * a unit test keeps them equal).
 */
import { launchPlaywrightChromium } from '../bench/common.mjs';

export const VARIANT_STEPS = Object.freeze([480, 800, 1200]);
export const VARIANT_QUALITY = 0.8;

/** @param {number} originalWidth */
export function variantWidths(originalWidth) {
  const widest = VARIANT_STEPS[VARIANT_STEPS.length - 1] ?? 1200;
  const top = Math.min(Math.max(1, Math.floor(originalWidth)), widest);
  return [...VARIANT_STEPS.filter((step) => step < top), top];
}

/**
 * @typedef {object} Encoded
 * @property {number} width the original's
 * @property {number} height
 * @property {{ width: number, bytes: Buffer }[]} variants WebP, narrowest first
 */

/**
 * Opens Chromium, hands `use` an encoder, closes it.
 * @template T
 * @param {(encode: (bytes: Buffer, type: string) => Promise<Encoded>) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withImageEncoder(use) {
  const browser = await launchPlaywrightChromium();
  try {
    const page = await browser.newPage();
    /** @param {Buffer} bytes @param {string} type */
    const encode = async (bytes, type) => {
      const result = await page.evaluate(
        async ({ base64, type, steps, quality }) => {
          const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([data], { type }));
          const widest = steps.at(-1);
          if (widest === undefined) throw new Error('no variant widths');
          const top = Math.min(bitmap.width, widest);
          const widths = [...steps.filter((/** @type {number} */ s) => s < top), top];
          const variants = [];
          for (const width of widths) {
            const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
            const canvas = new OffscreenCanvas(width, height);
            const context = /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext('2d'));
            context.imageSmoothingEnabled = true;
            context.imageSmoothingQuality = 'high';
            context.drawImage(bitmap, 0, 0, width, height);
            const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
            if (blob.type !== 'image/webp') throw new Error(`this browser encodes ${blob.type}, not WebP`);
            const buffer = new Uint8Array(await blob.arrayBuffer());
            let binary = '';
            for (let i = 0; i < buffer.length; i += 0x8000)
              binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
            variants.push({ width, base64: btoa(binary) });
          }
          const size = { width: bitmap.width, height: bitmap.height };
          bitmap.close();
          return { ...size, variants };
        },
        { base64: bytes.toString('base64'), type, steps: [...VARIANT_STEPS], quality: VARIANT_QUALITY },
      );
      return {
        width: result.width,
        height: result.height,
        variants: result.variants.map((v) => ({ width: v.width, bytes: Buffer.from(v.base64, 'base64') })),
      };
    };
    return await use(encode);
  } finally {
    await browser.close();
  }
}
