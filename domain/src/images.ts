/**
 * Featured images of blog posts and case studies: what the admin console accepts and where it
 * stores them. storage.rules enforces the same limits on the server (image content type, at most
 * 5 MB, create only), so a file this module refuses would be refused there too.
 */

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
 * 3.6 GB decoded) does not: it would stall or crash the console's tab and every visitor's.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** An image's size in pixels. */
export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * An image's pixel size as its header states it, read without decoding it, or null when the bytes
 * are not the start of a JPEG, PNG, WebP or GIF a decoder could begin on (cut short, a side of
 * zero, a JPEG with no frame header before its image data): such a file shows as a broken image.
 * A JPEG's frame header follows its metadata, so give it the whole file (the others' is in their
 * first 30 bytes). The size is the one stored, before any EXIF rotation.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (end: number) => end <= bytes.length;
  const ascii = (offset: number, text: string) =>
    has(offset + text.length) && Array.from(text).every((char, i) => bytes[offset + i] === char.charCodeAt(0));
  switch (imageTypeOfBytes(bytes)) {
    case 'image/png':
      // The IHDR chunk comes first: width and height as big-endian 32-bit numbers.
      return ascii(12, 'IHDR') && has(24) ? size(view.getUint32(16), view.getUint32(20)) : null;
    case 'image/gif':
      // The logical screen: little-endian 16-bit width and height.
      return has(10) ? size(view.getUint16(6, true), view.getUint16(8, true)) : null;
    case 'image/webp':
      if (ascii(12, 'VP8 ') && has(30) && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a)
        return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
      if (ascii(12, 'VP8L') && has(25) && bytes[20] === 0x2f) {
        const bits = view.getUint32(21, true);
        return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
      }
      if (ascii(12, 'VP8X') && has(30)) {
        const u24 = (offset: number) => view.getUint16(offset, true) + ((bytes[offset + 2] ?? 0) << 16);
        return size(u24(24) + 1, u24(27) + 1);
      }
      return null;
    case 'image/jpeg':
      return jpegDimensions(bytes, view);
    default:
      return null;
  }
}

/** The size in a JPEG's frame header (SOF0–SOF15), found by walking its segments from the start. */
function jpegDimensions(bytes: Uint8Array, view: DataView): ImageDimensions | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes before a marker, and markers without a length (TEM, RST0–7).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // Image data (SOS) or the end (EOI) before any frame header: nothing to decode.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    // SOFn, but not DHT (C4), JPG (C8) or DAC (CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 7) return null;
      const height = view.getUint16(offset + 5);
      const width = view.getUint16(offset + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * Why an image of this size is refused (more than {@link IMAGE_MAX_SIDE} pixels on a side or
 * {@link IMAGE_MAX_PIXELS} in all), or null when it is not.
 */
export function imageDimensionsProblem({ width, height }: ImageDimensions): 'too-many-pixels' | null {
  return width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS
    ? 'too-many-pixels'
    : null;
}
