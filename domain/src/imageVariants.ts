/**
 * Responsive variants of uploaded images, found from the stored image URL alone.
 *
 * An image uploaded with variants is stored as `blog-images/{folder}/{stem}.{w}x{h}.{ext}`: the
 * original, kept as uploaded, with its pixel size in its name. Beside it are WebP copies
 * `{stem}.{w}x{h}.w{N}.webp`, {@link variantWidths}`(w)` wide (480, 800 and 1200 px, never wider
 * than the original). Because the name says which variants exist and how large the original is,
 * the public pages build `srcset`, `width` and `height` from the URL a post already stores,
 * without reading anything else. An animation (a GIF, APNG or WebP of more than one frame) gets no
 * variants, which would be still copies of its first frame: it is stored as
 * `{stem}.{w}x{h}.animated.{ext}`, so pages still reserve its box (`width`, `height`) and show it
 * as uploaded. A name without the size (uploads from before variants, or from before animations
 * were named so, images from other sites) has no variants: it is shown as it is.
 *
 * Variants are read without a download token (`…/o/{name}?alt=media`): storage.rules lets anyone
 * read an image, and Firebase Storage (and the local storage-emulator) serve a readable object
 * without one.
 */

import type { Language } from './language';

/** The widths variants are made at, narrowest first. */
export const VARIANT_STEPS = [480, 800, 1200] as const;

/** What variants are encoded as (Chromium's canvas encodes WebP, not AVIF). */
export const VARIANT_TYPE = 'image/webp';
export const VARIANT_EXTENSION = 'webp';

/** The types whose still uploads get variants: every type the site stores, all of which a canvas draws. */
export const VARIANT_SOURCE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * Whether an upload gets variants: an image of one of {@link VARIANT_SOURCE_TYPES} of one frame,
 * `frames` being what its bytes hold (images.ts imageDimensions), never what its type suggests. An
 * animation, a GIF's, an animated PNG's (APNG) or an animated WebP's alike, gets none: a canvas
 * draws its first frame only, and a `srcset` of those would show visitors a still picture.
 */
export function makesVariants(image: { type: string; frames: number }): boolean {
  const normalized = image.type
    .trim()
    .toLowerCase()
    .replace(/^image\/jpg$/, 'image/jpeg');
  return image.frames === 1 && (VARIANT_SOURCE_TYPES as readonly string[]).includes(normalized);
}

/**
 * The widths of an image's variants: each step narrower than the original, then one as wide as
 * the original or the widest step, whichever is narrower (an image is never made larger).
 */
export function variantWidths(originalWidth: number): number[] {
  const widest = VARIANT_STEPS[VARIANT_STEPS.length - 1] ?? 1200;
  const top = Math.min(Math.max(1, Math.floor(originalWidth)), widest);
  return [...VARIANT_STEPS.filter((step) => step < top), top];
}

/** The height of a variant `width` wide of an image `original` px (rounded, at least 1). */
export function variantHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/** `{stem}.{w}x{h}.{ext}`, or an animation's `{stem}.{w}x{h}.animated.{ext}`. */
const SIZED_NAME = /^(.+)\.([1-9][0-9]{0,4})x([1-9][0-9]{0,4})(\.animated)?\.([a-z0-9]{1,10})$/;

/**
 * The stored name of an original with its size: `{stem}.{w}x{h}.{ext}` (an image with variants) or,
 * for an animation, `{stem}.{w}x{h}.animated.{ext}` (one without), from the plain upload path
 * `{stem}.{ext}` (see imageObjectPath).
 */
export function sizedImagePath(
  objectPath: string,
  size: { width: number; height: number; animated?: boolean },
): string {
  const dot = objectPath.lastIndexOf('.');
  if (dot <= 0) throw new Error(`no extension in ${objectPath}`);
  const mark = size.animated ? '.animated' : '';
  return `${objectPath.slice(0, dot)}.${size.width}x${size.height}${mark}${objectPath.slice(dot)}`;
}

/**
 * The original's size and its variants' names, when the name is one of a sized original (none for
 * an animation's, which has no variants).
 */
export function parseSizedImagePath(
  objectPath: string,
): { width: number; height: number; animated: boolean; variants: { width: number; path: string }[] } | null {
  const match = SIZED_NAME.exec(objectPath);
  if (!match?.[1]) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  const animated = match[4] !== undefined;
  const base = `${match[1]}.${match[2]}x${match[3]}`;
  return {
    width,
    height,
    animated,
    variants: animated
      ? []
      : variantWidths(width).map((w) => ({ width: w, path: `${base}.w${w}.${VARIANT_EXTENSION}` })),
  };
}

export interface ResponsiveImage {
  /** The image's intrinsic size (the original's). */
  width: number;
  height: number;
  /** `url {w}w, …`, narrowest first; none for an animation, which is shown as uploaded. */
  srcSet?: string | undefined;
}

const STORAGE_OBJECT = /^\/v0\/b\/([^/]+)\/o\/([^/?#]+)$/;

/**
 * The `srcset` and intrinsic size of a stored image URL (a Firebase Storage download URL,
 * `…/v0/b/{bucket}/o/{name}?alt=media&token=…`), its size alone for an animation of ours, or null
 * when the URL is not one of ours with its size in its name: then the page shows the URL alone.
 */
export function responsiveImage(url: string | null | undefined): ResponsiveImage | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const match = STORAGE_OBJECT.exec(parsed.pathname);
  if (!match?.[2]) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  if (!name.startsWith('blog-images/')) return null;
  const sized = parseSizedImagePath(name);
  if (!sized) return null;
  if (sized.animated) return { width: sized.width, height: sized.height };
  const prefix = `${parsed.origin}/v0/b/${match[1]}/o/`;
  return {
    width: sized.width,
    height: sized.height,
    srcSet: sized.variants
      .map((variant) => `${prefix}${encodeURIComponent(variant.path)}?alt=media ${variant.width}w`)
      .join(', '),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Download URLs of files under `blog-images/` in `bucket`, from any origin (production's, an
 * emulator's): group 1 is the origin, group 2 the encoded name. A URL ends where markdown, HTML or
 * a query string would end it.
 */
export function storedImageUrlPattern(bucket: string): RegExp {
  const folder = encodeURIComponent('blog-images/');
  return new RegExp(
    `(https?://[^/\\s"'()<>\\[\\]]+)/v0/b/${escapeRegExp(encodeURIComponent(bucket))}/o/(${escapeRegExp(folder)}[^?#\\s"'()<>\\[\\]]+)`,
    'g',
  );
}

/** A download URL's query (`?alt=media&token=…`), right after its name: it ends where the name would end. */
const URL_QUERY = String.raw`\?[^#\s"'()<>[\]]*`;

/** A download URL of `bucket`'s in a text: the address as written, its query included, and the file it names. */
export interface StoredImageUrl {
  url: string;
  name: string;
}

/**
 * The download URLs of `bucket`'s `blog-images/` files in `text`, in order, each as written with
 * its query (its download token), found by {@link storedImageUrlPattern}: what a repair replaces,
 * whole, to point a text at another file.
 */
export function storedImageUrlsIn(text: string, bucket: string): StoredImageUrl[] {
  const found: StoredImageUrl[] = [];
  const query = new RegExp(URL_QUERY, 'y');
  for (const match of text.matchAll(storedImageUrlPattern(bucket))) {
    let name: string;
    try {
      name = decodeURIComponent(match[2] ?? '');
    } catch {
      // A malformed escape is not an address of ours.
      continue;
    }
    query.lastIndex = match.index + match[0].length;
    found.push({ url: match[0] + (query.exec(text)?.[0] ?? ''), name });
  }
  return found;
}

/** The `blog-images/` files of `bucket` that a text's download URLs point at. */
export function storedImagesIn(text: string, bucket: string): string[] {
  return storedImageUrlsIn(text, bucket).map((address) => address.name);
}

/** `names` with the WebP variants each sized original has, sorted, once each. */
export function withImageVariants(names: Iterable<string>): string[] {
  const all = new Set<string>();
  for (const name of names) {
    all.add(name);
    for (const variant of parseSizedImagePath(name)?.variants ?? []) all.add(variant.path);
  }
  return [...all].sort();
}

/** Longest alt text a cover takes (blogs and case studies; mirrored in firestore.rules). */
export const IMAGE_ALT_MAX_LENGTH = 300;

/** What a cover's alt text is when staff wrote none, and its `lang` (see {@link coverAlt}). */
export interface CoverAltFallback {
  /** The title the reader is shown (or a case study's client name). */
  alt: string;
  /** 'en' when that is the English title on a Swedish page (`fallbackLang`). */
  lang?: 'en' | undefined;
}

/**
 * The fallback of a cover whose title is next to it (a post's page and its card): without alt text
 * written, the image is decorative (alt=""), so a screen reader does not read the title twice.
 */
export const DECORATIVE_COVER: CoverAltFallback = { alt: '' };

/**
 * A cover's alt text in `language`, with the `lang` screen readers pronounce it in (undefined: the
 * page's): the alt text staff wrote in that language; on a Swedish page without one, the English
 * one, marked as English; without either, `fallback`.
 */
export function coverAlt(
  document: { image_alt?: string | null | undefined; image_alt_sv?: string | null | undefined },
  language: Language,
  fallback: CoverAltFallback,
): { alt: string; lang: 'en' | undefined } {
  const swedish = language === 'sv' ? document.image_alt_sv?.trim() : undefined;
  if (swedish) return { alt: swedish, lang: undefined };
  const english = document.image_alt?.trim();
  if (english) return { alt: english, lang: language === 'sv' ? 'en' : undefined };
  return { alt: fallback.alt, lang: fallback.lang };
}
