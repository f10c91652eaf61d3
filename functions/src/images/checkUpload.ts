/**
 * What checkUploadedImage (functions.ts) does with each new object: one under `blog-images/` is
 * read back (its first bytes) and deleted unless they are an image of the type it was declared with. storage.rules can see
 * only the declared type and the size; the admin console checks the bytes before uploading
 * (admin-remote/src/features/image/ImageField.tsx), and this catches whatever reaches the bucket
 * another way (a script, a tampered client): an HTML page or SVG declared as `image/png` never
 * stays on the site's image host.
 *
 * Production only: the local stack's Storage server (storage-emulator/) has no triggers, so
 * locally the console's own check is the one that runs. The trigger is its own module because
 * `onObjectFinalized` needs the project's bucket when it is loaded.
 */
import { logger } from 'firebase-functions/logger';
import { bytesMatchImageType, IMAGE_SIGNATURE_BYTES, IMAGES_ROOT } from '../domain';

export interface StoredObject {
  name: string;
  contentType: string | undefined;
  /** Its size in bytes. */
  size: number;
  /** The object's first `count` bytes. */
  readHead: (count: number) => Promise<Uint8Array>;
  remove: () => Promise<void>;
}

export type ImageCheck = 'not-an-image-upload' | 'kept' | 'removed';

/** Keeps an upload whose bytes are the image its type says, removes any other; objects elsewhere are left alone. */
export async function checkImageObject(object: StoredObject): Promise<ImageCheck> {
  if (!object.name.startsWith(`${IMAGES_ROOT}/`)) return 'not-an-image-upload';
  // An empty object has no first bytes to read (a ranged read of it fails): it is no image.
  const head = object.size > 0 ? await object.readHead(IMAGE_SIGNATURE_BYTES) : new Uint8Array();
  if (bytesMatchImageType(head, object.contentType ?? '')) return 'kept';
  await object.remove();
  logger.warn('Removed an upload that is not the image its type says', {
    event: 'image_upload_removed',
    object: object.name,
    contentType: object.contentType ?? null,
  });
  return 'removed';
}
