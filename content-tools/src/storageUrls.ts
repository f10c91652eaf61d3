/**
 * The image addresses documents hold. An image is stored in Firebase Storage and a document keeps
 * its download URL, `{origin}/v0/b/{bucket}/o/{url-encoded name}?alt=media&token={token}` (the
 * Storage API's address, as the web SDK's getDownloadURL, `storage-emulator/` and
 * `scripts/seed/seed.mjs` form it; the origin is `https://firebasestorage.googleapis.com` in
 * production, the emulator's `http://host:port` locally). The export keeps each file's name and
 * download tokens, so moving content to another project only has to change the origin and bucket
 * of those addresses; the token still opens the file there.
 */
import { storedImageUrlPattern } from '@app/domain';

/** Where a project's download URLs point: the Storage API's origin and the bucket. */
export interface StorageLocation {
  origin: string;
  bucket: string;
}

/** The origin of production download URLs. */
export const FIREBASE_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/**
 * The text with the download URLs of `from`'s blog-images/ files pointing at `to` instead (origin
 * and bucket); the file's name, the query and its token stay.
 */
export function moveImageUrls(text: string, from: string, to: StorageLocation): string {
  const base = `${to.origin}/v0/b/${encodeURIComponent(to.bucket)}/o/`;
  return text.replace(storedImageUrlPattern(from), (_url, _origin: string, name: string) => `${base}${name}`);
}
