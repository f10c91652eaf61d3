/**
 * Featured images of blog posts and case studies: what the admin console accepts and where it
 * stores them. storage.rules enforces the same limits on the server (image content type, at most
 * 5 MB, create only), so a file this module refuses would be refused there too.
 */
/// <reference path="./js-binary-schema-parser.d.ts" />
import { GIF } from 'image-size/types/gif';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { View } from 'image-size/types/view';
import { WEBP } from 'image-size/types/webp';
import { parse } from 'js-binary-schema-parser';
import { buildStream } from 'js-binary-schema-parser/lib/parsers/uint8.js';
import GIF_MODULE from 'js-binary-schema-parser/lib/schemas/gif.js';

/** Every image lives under this top-level folder of the Storage bucket. */
export const IMAGES_ROOT = 'blog-images';

export const IMAGE_FOLDERS = ['blogs', 'case-studies'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/** Images default to the blog folder. */
export const DEFAULT_IMAGE_FOLDER: ImageFolder = 'blogs';

/** 5 MB: larger files are refused before any byte is sent. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The types the file picker offers (image/jpg is not a registered type, but some systems send it). */
export const IMAGE_ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The picker's `accept` attribute: the types above and their usual extensions. */
export const IMAGE_ACCEPT = [...IMAGE_ACCEPTED_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.gif'].join(',');

/** Browsers and the CDN may keep an image for an hour. */
export const IMAGE_CACHE_SECONDS = 3600;
export const IMAGE_CACHE_CONTROL = `public, max-age=${IMAGE_CACHE_SECONDS}`;

export type ImageProblem = 'invalid-type' | 'too-large';

/**
 * Why a chosen file cannot be uploaded, or null when it can: its type must be an image type
 * (`image/…`, whatever the picker offered, since a user can pick "all files") and its size at
 * most {@link IMAGE_MAX_BYTES}.
 */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!/^image\/.+/.test(file.type)) return 'invalid-type';
  if (file.size > IMAGE_MAX_BYTES) return 'too-large';
  return null;
}

/**
 * The types an image is stored as, each with the extensions its name may end in (the first is
 * the one it gets when its own name has none of them). storage.rules holds the same pairs.
 */
export const STORED_IMAGE_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
} as const satisfies Record<string, readonly string[]>;
export type StoredImageType = keyof typeof STORED_IMAGE_TYPES;

/** The type an image of `declaredType` is stored as (`image/jpg`, which some systems send, is `image/jpeg`), or null. */
export function storedImageType(declaredType: string): StoredImageType | null {
  const type = declaredType
    .trim()
    .toLowerCase()
    .replace(/^image\/jpg$/, 'image/jpeg');
  return Object.hasOwn(STORED_IMAGE_TYPES, type) ? (type as StoredImageType) : null;
}

/**
 * The extension the stored object gets: the file name's own, lower-cased, when it is one of its
 * type's (`.JPEG` stays `jpeg`), else its type's own (`photo.jfif` of type image/jpeg: `jpg`).
 */
export function imageExtension(file: { name: string; type: StoredImageType }): string {
  const extensions = STORED_IMAGE_TYPES[file.type];
  const dot = file.name.lastIndexOf('.');
  const fromName = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  return (extensions as readonly string[]).includes(fromName) ? fromName : extensions[0];
}

const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A short random lower-case token that keeps two uploads in the same millisecond apart. */
export function randomImageToken(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length]).join('');
}

/**
 * Where an upload is stored: `blog-images/{folder}/{timestamp}-{random}.{ext}`. A fresh path
 * for every upload, because an existing object is never overwritten (storage.rules allows
 * create only), and the original file name never reaches the address.
 */
export function imageObjectPath(
  folder: ImageFolder,
  file: { name: string; type: StoredImageType },
  now: number = Date.now(),
  random: string = randomImageToken(),
): string {
  return `${IMAGES_ROOT}/${folder}/${now}-${random}.${imageExtension(file)}`;
}

/** How many leading bytes {@link imageTypeOfBytes} needs. */
export const IMAGE_SIGNATURE_BYTES = 16;

/**
 * The image type the bytes are, by their signature ("magic number"), or null when they are none
 * of the accepted types: a file's declared type is only its name's or the sender's claim.
 */
export function imageTypeOfBytes(bytes: Uint8Array): StoredImageType | null {
  const at = (offset: number, ...expected: number[]) => expected.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (offset: number, text: string) => at(offset, ...Array.from(text, (char) => char.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  return null;
}

/** Whether the bytes are an image of the declared type (`image/jpg` counts as `image/jpeg`). */
export function bytesMatchImageType(bytes: Uint8Array, declaredType: string): boolean {
  const actual = imageTypeOfBytes(bytes);
  return actual !== null && actual === storedImageType(declaredType);
}

/**
 * The most pixels an image may have on a side: browsers' canvases and WebP stop about here, and no
 * page of the site shows an image a tenth as wide.
 */
export const IMAGE_MAX_SIDE = 16_384;

/**
 * The most pixels an image may have in all: 50 megapixels, 200 MB once decoded (four bytes a pixel).
 * A 48-megapixel phone photo fits; a "decompression bomb" (a small file of 30,000 × 30,000 pixels,
 * 3.6 GB decoded) does not: it would stall or crash the console's tab and every visitor's. An
 * animation (GIF, APNG, WebP) decodes each of its frames onto its whole size, so its frames count together.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** An image's size in pixels, and how many frames of that size it decodes to (an animation's; 1 for a still image). */
export interface ImageDimensions {
  width: number;
  height: number;
  frames: number;
}

/**
 * js-binary-schema-parser's GIF schema, a CommonJS module compiled by Babel (the schema is its
 * `exports.default`, an array). Bundlers and Vitest hand that over as the default import; Node's own
 * loader (the scripts, run with tsx: `pnpm images:variants`) hands the whole `exports`, where every
 * GIF's blocks failed to parse and an animated GIF counted as no image at all.
 */
const GIF_SCHEMA: unknown = Array.isArray(GIF_MODULE) ? GIF_MODULE : (GIF_MODULE as { default?: unknown }).default;

/** The reader of each accepted type's header (image-size's, imported one by one: its lookup reads twenty types). */
const HEADER_READERS = { 'image/png': PNG, 'image/jpeg': JPG, 'image/webp': WEBP, 'image/gif': GIF };

/** How many images an animation holds, at least 1, and how far right and down they reach (0 for none). */
interface Frames {
  frames: number;
  right: number;
  bottom: number;
}

/**
 * The frame counter of each type that can be animated: a GIF's blocks (js-binary-schema-parser), an
 * animated PNG's (APNG) and an animated WebP's chunks. None of them decodes an image.
 */
const FRAME_READERS: Partial<Record<StoredImageType, (bytes: Uint8Array) => Frames | null>> = {
  'image/gif': gifFrames,
  'image/png': apngFrames,
  'image/webp': webpFrames,
};

/**
 * An image's pixel size as its header states it, read without decoding it (image-size), or null
 * when the bytes are not the start of a JPEG, PNG, WebP or GIF a decoder could begin on (cut short,
 * a side of zero, a JPEG with no baseline, extended or progressive frame header before its image
 * data): such a file shows as a broken image. A JPEG's frame header follows its metadata, so give
 * it the whole file (the others' is in their first 30 bytes). The size is the one stored, before
 * any EXIF rotation. An animation's frames are counted without decoding them: a GIF's from its
 * blocks (js-binary-schema-parser's GIF schema), an animated PNG's and an animated WebP's from
 * their chunks; a browser decodes each onto the whole image, so each counts at its size.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const type = imageTypeOfBytes(bytes);
  if (!type) return null;
  const reader = HEADER_READERS[type];
  let width: number;
  let height: number;
  try {
    const view = View.from(bytes);
    if (!reader.validate(view)) return null;
    ({ width, height } = reader.calculate(view));
  } catch {
    // image-size throws on a header it cannot read: cut short, or without the chunk or frame it needs.
    return null;
  }
  if (!(width > 0 && height > 0)) return null;
  const framesOf = FRAME_READERS[type];
  if (!framesOf) return { width, height, frames: 1 };
  const animation = framesOf(bytes);
  // A frame reaching past the image's size enlarges it in browsers (Chromium's GIF reader): a small
  // image with a huge frame is a decompression bomb too. APNG and WebP forbid such a frame; counted
  // the same way, one is refused rather than trusted to be.
  return (
    animation && {
      width: Math.max(width, animation.right),
      height: Math.max(height, animation.bottom),
      frames: animation.frames,
    }
  );
}

/** What {@link gifFrames} reads of a GIF's parsed blocks: each image's place and size. */
interface GifBlocks {
  frames: ({ image: { descriptor: { left: number; top: number; width: number; height: number } } } | object)[];
}

/**
 * How many images a GIF's blocks hold, at least 1 (one cut short before its first is the decoder's
 * to refuse), and how far right and down they reach; or null when its blocks cannot be walked. The
 * blocks are read by js-binary-schema-parser's GIF schema, which is gifuct-js's `parseGIF` without
 * the rest of gifuct-js (its LZW decoder: 1.1 KB less in the admin remote, docs/performance.md).
 */
function gifFrames(bytes: Uint8Array): Frames | null {
  try {
    const blocks = parse(buildStream(bytes), GIF_SCHEMA) as GifBlocks;
    const images = blocks.frames.flatMap((frame) => ('image' in frame ? [frame.image.descriptor] : []));
    return {
      frames: Math.max(1, images.length),
      right: Math.max(0, ...images.map(({ left, width }) => left + width)),
      bottom: Math.max(0, ...images.map(({ top, height }) => top + height)),
    };
  } catch {
    return null;
  }
}

/** A chunk's four-character type (PNG) or code (RIFF) as the 32-bit big-endian number its bytes are. */
const chunkCode = (text: string) => Array.from(text).reduce((code, char) => code * 256 + char.charCodeAt(0), 0);
const ACTL = chunkCode('acTL');
const FCTL = chunkCode('fcTL');
const IDAT = chunkCode('IDAT');
const IEND = chunkCode('IEND');
const ANMF = chunkCode('ANMF');

/** Counts one more frame, of this offset and size, into `frames`. */
function addFrame(frames: Frames, x: number, y: number, width: number, height: number): void {
  frames.frames += 1;
  frames.right = Math.max(frames.right, x + width);
  frames.bottom = Math.max(frames.bottom, y + height);
}

/**
 * An animated PNG's (APNG) frames: one frame control chunk (`fcTL`) for each, holding its width,
 * height and x and y offsets (big-endian 32-bit, after its sequence number), in a PNG with an
 * animation control chunk (`acTL`) before its image data (its first `IDAT`, as the APNG
 * specification requires); 1 for a PNG without one, or with one only after its image data, which
 * browsers show still (they ignore an `acTL` after the first `IDAT`). A PNG is
 * its 8-byte signature and chunks of a 4-byte big-endian length, a 4-byte type, the data and a
 * 4-byte checksum. The walk stops at the end (`IEND`) or at a chunk cut short: the frames before
 * it count (a decoder has no more to decode).
 */
function apngFrames(bytes: Uint8Array): Frames {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const counted: Frames = { frames: 0, right: 0, bottom: 0 };
  let animated = false;
  let imageData = false;
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = view.getUint32(at + 4);
    const data = at + 8;
    if (data + length > bytes.length || type === IEND) break;
    if (type === IDAT) imageData = true;
    if (type === ACTL && !imageData) animated = true;
    if (type === FCTL && length >= 20) {
      // After the frame's sequence number: its width, height, x and y offsets.
      addFrame(
        counted,
        view.getUint32(data + 12),
        view.getUint32(data + 16),
        view.getUint32(data + 4),
        view.getUint32(data + 8),
      );
    }
    at = data + length + 4;
  }
  return animated && counted.frames > 0 ? counted : { frames: 1, right: 0, bottom: 0 };
}

/**
 * An animated WebP's frames: one `ANMF` chunk for each, starting with its x and y offsets (halved)
 * and its width and height (less one), each a 24-bit little-endian number; 1 for a WebP without
 * one. A WebP is its 12-byte RIFF header and chunks of a four-character code, a 32-bit little-endian
 * size, the data and a pad byte when the size is odd. The walk stops at a chunk cut short: the frames
 * before it count (a decoder has no more to decode).
 */
function webpFrames(bytes: Uint8Array): Frames {
  const counted: Frames = { frames: 0, right: 0, bottom: 0 };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u24 = (at: number) => view.getUint8(at) | (view.getUint16(at + 1, true) << 8);
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at + 4, true);
    const data = at + 8;
    if (data + size > bytes.length) break;
    if (view.getUint32(at) === ANMF && size >= 12) {
      addFrame(counted, u24(data) * 2, u24(data + 3) * 2, u24(data + 6) + 1, u24(data + 9) + 1);
    }
    at = data + size + (size & 1);
  }
  return counted.frames > 0 ? counted : { frames: 1, right: 0, bottom: 0 };
}

/**
 * Why an image of this size is refused (more than {@link IMAGE_MAX_SIDE} pixels on a side, or more
 * than {@link IMAGE_MAX_PIXELS} in all, its frames' together), or null when it is not.
 */
export function imageDimensionsProblem({
  width,
  height,
  frames = 1,
}: {
  width: number;
  height: number;
  frames?: number;
}): 'too-many-pixels' | null {
  return width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height * frames > IMAGE_MAX_PIXELS
    ? 'too-many-pixels'
    : null;
}
