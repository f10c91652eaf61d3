/**
 * What checkUploadedImage (functions.ts) does with each new object: one under `blog-images/` is
 * read back and deleted unless it is an image of the type it was declared with whose header a
 * decoder could start from, of at most IMAGE_MAX_SIDE pixels a side and IMAGE_MAX_PIXELS in all, an
 * animation's frames together, a GIF's, an animated WebP's or PNG's (the domain's imageDimensions and imageDimensionsProblem: a small
 * file of 30,000 × 30,000 pixels, or of thousands of frames, a "decompression bomb", would stall
 * every visitor's tab), and that then decodes whole without an error (sharp, libvips: image data
 * cut short or garbled). storage.rules can see only the declared type and the size; the admin
 * console checks the same before uploading (admin-remote/src/features/image/uploadImageFile.ts,
 * where the browser decodes it), and this catches whatever reaches the bucket another way (a
 * script, a tampered client): an HTML page or SVG declared as `image/png` never stays on the site's
 * image host. The decode runs only once the size is known to be sane, never on a bomb.
 *
 * Production only: the local stack's Storage server (storage-emulator/) has no triggers, so
 * locally the console's own check is the one that runs. The trigger is its own module because
 * `onObjectFinalized` needs the project's bucket when it is loaded.
 */
import { logger } from 'firebase-functions/logger';
import sharp from 'sharp';
import {
  bytesMatchImageType,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGES_ROOT,
  imageDimensions,
  imageDimensionsProblem,
} from '../domain';

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

/**
 * Why an upload is removed: its bytes are not its type's, its header is unreadable, it has too many
 * pixels, or its image data does not decode.
 */
type RemovalReason = 'not-its-type' | 'unreadable' | 'too-many-pixels' | 'damaged';

/** Keeps an upload that is the image its type says, of a sane size, and removes any other; objects elsewhere are left alone. */
export async function checkImageObject(object: StoredObject): Promise<ImageCheck> {
  if (!object.name.startsWith(`${IMAGES_ROOT}/`)) return 'not-an-image-upload';
  // An empty object has no first bytes to read (a ranged read of it fails): it is no image. The rest
  // is read whole (storage.rules let in 5 MB at most): a JPEG's frame header follows its metadata.
  const bytes = object.size > 0 ? await object.readHead(Math.min(object.size, IMAGE_MAX_BYTES)) : new Uint8Array();
  const reason = await removalReason(bytes, object.contentType ?? '');
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

async function removalReason(bytes: Uint8Array, contentType: string): Promise<RemovalReason | null> {
  if (!bytesMatchImageType(bytes, contentType)) return 'not-its-type';
  const size = imageDimensions(bytes);
  if (!size) return 'unreadable';
  return imageDimensionsProblem(size) ?? ((await decodes(bytes, size.frames > 1)) ? null : 'damaged');
}

/**
 * Whether libvips decodes every pixel of the image (an animation's every frame: a GIF's or an
 * animated WebP's, told by the frames its bytes hold, not by its type; libvips reads an APNG's
 * default image only) without an error: image data cut short, a PNG chunk that fails its checksum, a
 * garbled frame of a GIF or of an animated WebP after its first. Its recoverable
 * warnings (a JPEG's corrupt entropy data, which browsers draw anyway) pass, as they do in the
 * console's browser decode. The image is shrunk to 8 px wide as it is decoded, so it is never held
 * whole (a 48-megapixel JPEG: 81 ms, 1 MB), and sharp's own pixel limit is the domain's.
 */
async function decodes(bytes: Uint8Array, animated: boolean): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: 'error', animated, limitInputPixels: IMAGE_MAX_PIXELS }).resize(8).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
