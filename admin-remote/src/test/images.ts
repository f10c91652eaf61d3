/**
 * Test images as the console's upload checks read them (domain imageDimensions, then a decode):
 * real headers, and a decoder for happy-dom, whose createImageBitmap takes no Blob.
 */
import { vi } from 'vitest';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** A PNG's signature and header chunk (IHDR) for an image `width` × `height` px. */
export const pngHeader = (width: number, height: number): number[] => [
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  ...[0x49, 0x48, 0x44, 0x52], // IHDR
  ...u32(width),
  ...u32(height),
  ...[8, 6, 0, 0, 0],
];

/** A PNG file `name` of `width` × `height` px (its header; the decoder below stands in for the rest). */
export function pngFile(name: string, width = 1600, height = 900): File {
  return new File([new Uint8Array(pngHeader(width, height))], name, { type: 'image/png' });
}

/** Stubs createImageBitmap: every file decodes, as a sound one does in a browser, to `width` × `height`. */
export function decodeEveryImage(width = 1600, height = 900): void {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: () => {} })),
  );
}

const u24le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const u32le = (n: number) => [...u24le(n), (n >>> 24) & 255];
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * An animated WebP's chunks (its extended header, VP8X, with the animation flag, and ANIM) and
 * `frames` frame headers (ANMF) of the whole `width` × `height` image: each decodes to the whole image.
 */
export const animatedWebp = (width: number, height: number, frames: number): number[] => {
  const chunk = (code: string, data: number[]) => [...ascii(code), ...u32le(data.length), ...data];
  const body = [
    ...ascii('WEBP'),
    ...chunk('VP8X', [0x02, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]),
    ...chunk('ANIM', [255, 255, 255, 255, 0, 0]),
    ...Array.from({ length: frames }, () =>
      chunk('ANMF', [...u24le(0), ...u24le(0), ...u24le(width - 1), ...u24le(height - 1), ...u24le(100), 0]),
    ).flat(),
  ];
  return [...ascii('RIFF'), ...u32le(body.length), ...body];
};
