/**
 * What checkUploadedImage (functions.ts) does with each new object: one under `blog-images/` is
 * read back and deleted unless it is an image of the type it was declared with whose header a
 * decoder could start from, of at most IMAGE_MAX_SIDE pixels a side and IMAGE_MAX_PIXELS in all
 * (the domain's imageDimensions and imageDimensionsProblem: a small file of 30,000 × 30,000 pixels,
 * a "decompression bomb", would stall every visitor's tab). storage.rules can see only the declared
 * type and the size; the admin console checks the same before uploading, and also that the browser
 * decodes the whole image (admin-remote/src/features/image/uploadImageFile.ts), and this catches
 * whatever reaches the bucket another way (a script, a tampered client): an HTML page or SVG
 * declared as `image/png` never stays on the site's image host. Damage after a sound header (image
 * data cut short or garbled) only a decoder finds: that is the console's check alone.
 *
 * Production only: the local stack's Storage server (storage-emulator/) has no triggers, so
 * locally the console's own check is the one that runs. The trigger is its own module because
 * `onObjectFinalized` needs the project's bucket when it is loaded.
 */
import { logger } from 'firebase-functions/logger';
import { bytesMatchImageType, IMAGE_MAX_BYTES, IMAGES_ROOT, imageDimensions, imageDimensionsProblem } from '../domain';

export interface StoredObject {
  name: string;
  contentType: string | undefined;
  /** Its size in bytes. */
  size: number;
  /** The object's first `count` bytes (all of it when it is no longer). */
  readHead: (count: number) => Promise<Uint8Array>;
  remove: () => Promise<void>;
}

export type ImageCheck = 'not-an-image-upload' | 'kept' | 'removed';

/** Why an upload is removed: its bytes are not its type's, its header is unreadable, or it has too many pixels. */
type RemovalReason = 'not-its-type' | 'unreadable' | 'too-many-pixels';

/** Keeps an upload that is the image its type says, of a sane size, and removes any other; objects elsewhere are left alone. */
export async function checkImageObject(object: StoredObject): Promise<ImageCheck> {
  if (!object.name.startsWith(`${IMAGES_ROOT}/`)) return 'not-an-image-upload';
  // An empty object has no first bytes to read (a ranged read of it fails): it is no image. The rest
  // is read whole (storage.rules let in 5 MB at most): a JPEG's frame header follows its metadata.
  const bytes = object.size > 0 ? await object.readHead(Math.min(object.size, IMAGE_MAX_BYTES)) : new Uint8Array();
  const reason = removalReason(bytes, object.contentType ?? '');
  if (!reason) return 'kept';
  await object.remove();
  logger.warn('Removed an upload that is not the image its type says, or not one a page can show', {
    event: 'image_upload_removed',
    object: object.name,
    contentType: object.contentType ?? null,
    reason,
  });
  return 'removed';
}

function removalReason(bytes: Uint8Array, contentType: string): RemovalReason | null {
  if (!bytesMatchImageType(bytes, contentType)) return 'not-its-type';
  const size = imageDimensions(bytes);
  if (!size) return 'unreadable';
  return imageDimensionsProblem(size);
}
