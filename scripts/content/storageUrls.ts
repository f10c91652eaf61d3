/**
 * The image addresses documents hold. An image is stored in Firebase Storage and a document keeps
 * its download URL, `{origin}/v0/b/{bucket}/o/{url-encoded name}?alt=media&token={token}` (the
 * Storage API's address, as the web SDK's getDownloadURL, `storage-emulator/` and
 * `scripts/seed/seed.mjs` form it; the origin is `https://firebasestorage.googleapis.com` in
 * production, the emulator's `http://host:port` locally). The export keeps each file's name and
 * download tokens, so moving content to another project only has to change the origin and bucket
 * of those addresses; the token still opens the file there.
 */
import { parseSizedImagePath } from '../../domain/src/imageVariants';
import { IMAGES_FOLDER } from './collections';

/** Where a project's download URLs point: the Storage API's origin and the bucket. */
export interface StorageLocation {
  origin: string;
  bucket: string;
}

/** The origin of production download URLs. */
export const FIREBASE_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Download URLs of files under blog-images/ in `bucket`, from any origin: group 1 is the origin,
 * group 2 the encoded name. A URL ends where markdown, HTML or a query string would end it.
 */
function imageUrlPattern(bucket: string): RegExp {
  const folder = encodeURIComponent(IMAGES_FOLDER);
  return new RegExp(
    `(https?://[^/\\s"'()<>\\[\\]]+)/v0/b/${escapeRegExp(encodeURIComponent(bucket))}/o/(${escapeRegExp(folder)}[^?#\\s"'()<>\\[\\]]+)`,
    'g',
  );
}

/** The `blog-images/` files of `bucket` that a text's download URLs point at. */
export function imagesIn(text: string, bucket: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(imageUrlPattern(bucket))) {
    try {
      names.push(decodeURIComponent(match[2] ?? ''));
    } catch {
      // A malformed escape is not an address of ours.
    }
  }
  return names;
}

/** `names` with the WebP variants each sized original has (domain/src/imageVariants.ts), sorted, once each. */
export function withVariants(names: Iterable<string>): string[] {
  const all = new Set<string>();
  for (const name of names) {
    all.add(name);
    for (const variant of parseSizedImagePath(name)?.variants ?? []) all.add(variant.path);
  }
  return [...all].sort();
}

/**
 * The text with the download URLs of `from`'s blog-images/ files pointing at `to` instead (origin
 * and bucket); the file's name, the query and its token stay.
 */
export function moveImageUrls(text: string, from: string, to: StorageLocation): string {
  const base = `${to.origin}/v0/b/${encodeURIComponent(to.bucket)}/o/`;
  return text.replace(imageUrlPattern(from), (_url, _origin: string, name: string) => `${base}${name}`);
}
