import { imageDimensions, makesVariants, VARIANT_TYPE, variantHeight, variantWidths } from '@app/domain';

/** WebP quality of the variants: on photos and the demo covers about a fifth of the PNG's bytes, no visible loss. */
export const VARIANT_QUALITY = 0.8;

export interface ImageVariants {
  /** The original's size in pixels, as it is shown (EXIF orientation applied). */
  width: number;
  height: number;
  /** An animation (more than one frame in its bytes): it gets no variants and is shown as uploaded. */
  animated: boolean;
  /** One WebP per width of variantWidths(width), narrowest first; none for an animation. */
  variants: { width: number; blob: Blob }[];
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * The responsive variants of an image, made in the browser before upload: decoded once, drawn
 * at each width of variantWidths (never wider than the original) and encoded as WebP. An animation,
 * told by the frames its bytes hold (domain imageDimensions: a GIF's, an animated PNG's or WebP's),
 * not by its type, gets its size alone (`animated`, no variants): a canvas draws its first frame
 * only, and pages would show visitors that still picture. Null when the browser cannot make them
 * (its header cannot be read, it cannot decode the file, or its canvas cannot encode WebP and
 * would hand back a PNG: then the image is uploaded alone, as before, and pages show it as it is).
 * AVIF is not made: no browser's canvas encodes it.
 */
export async function makeImageVariants(file: Blob): Promise<ImageVariants | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const frames = imageDimensions(new Uint8Array(await file.arrayBuffer()))?.frames;
  if (frames === undefined) return null;
  const animated = frames > 1;
  if (!animated && !makesVariants({ type: file.type, frames })) return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    if (original.width < 1 || original.height < 1) return null;
    // Its size as shown (the first frame's decode): the stored name carries it, so pages keep its box.
    if (animated) return { ...original, animated, variants: [] };
    const variants: ImageVariants['variants'] = [];
    for (const width of variantWidths(original.width)) {
      const height = variantHeight(original, width);
      const canvas = canvasOf(width, height);
      const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!context) return null;
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await encode(canvas, VARIANT_TYPE, VARIANT_QUALITY);
      if (!blob || blob.type !== VARIANT_TYPE) return null;
      variants.push({ width, blob });
    }
    return { ...original, animated, variants };
  } finally {
    bitmap.close();
  }
}
