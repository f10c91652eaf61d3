import {
  IMAGE_CACHE_CONTROL,
  type ImageFolder,
  imageObjectPath,
  parseSizedImagePath,
  sizedImagePath,
  storedImageType,
  VARIANT_TYPE,
} from '@app/domain';
import { storage } from '@app/platform/storage';
import { getDownloadURL, ref, type UploadTask, uploadBytesResumable } from 'firebase/storage';
import { makeImageVariants } from '../features/image/variants';

/**
 * Uploads an image with its responsive variants and resolves with the original's public download
 * URL, the address the post or case study stores.
 *
 * The variants (WebP, 480/800/1200 px wide, never wider than the image) are made here, in the
 * browser, before any byte is sent: that works the same against the local Storage server, which
 * runs no triggers, and in production, and costs no function. They go first, each to the name
 * derived from the original's (`{stem}.{w}x{h}.w{N}.webp`, see the domain's imageVariants); the
 * original (`{stem}.{w}x{h}.{ext}`, kept as uploaded) goes last, so a name with a size always has
 * its variants. An animation (more than one frame in its bytes, whatever its type) gets none and is
 * stored alone as `{stem}.{w}x{h}.animated.{ext}`: pages show it as uploaded, moving, in a box of
 * its size. An image the browser cannot make variants of is stored as
 * `blog-images/{folder}/{timestamp}-{random}.{ext}`, as before. The original is stored as its
 * type (`image/jpg`, which some systems send, as `image/jpeg`) and named with one of its
 * extensions (storage.rules accept no other pair). Every upload gets fresh names
 * (storage.rules allows creating objects, never overwriting them). `onProgress` hears the
 * percentage of all the bytes sent so far.
 */
export async function uploadImage(
  file: File,
  folder: ImageFolder,
  onProgress: (percent: number) => void,
): Promise<string> {
  // What storage.rules accept: one of four types, named with one of its extensions.
  const type = storedImageType(file.type);
  if (!type) throw new Error(`${file.type} is not an image type the site stores`);
  const made = await makeImageVariants(file);
  const plainPath = imageObjectPath(folder, { name: file.name, type });
  const path = made ? sizedImagePath(plainPath, made) : plainPath;
  const variantPaths = new Map((parseSizedImagePath(path)?.variants ?? []).map((v) => [v.width, v.path]));
  const variants = (made?.variants ?? []).map((variant) => {
    const variantPath = variantPaths.get(variant.width);
    if (!variantPath) throw new Error(`no name for the ${variant.width} px variant of ${path}`);
    return { path: variantPath, blob: variant.blob, contentType: VARIANT_TYPE };
  });

  const total = variants.reduce((sum, v) => sum + v.blob.size, file.size);
  const sent = new Map<string, number>();
  const report = () => {
    if (total > 0) onProgress(Math.round(([...sent.values()].reduce((a, b) => a + b, 0) / total) * 100));
  };
  const upload = (objectPath: string, blob: Blob, contentType: string): UploadTask => {
    const task = uploadBytesResumable(ref(storage(), objectPath), blob, {
      contentType,
      cacheControl: IMAGE_CACHE_CONTROL,
    });
    task.on('state_changed', (snapshot) => {
      sent.set(objectPath, snapshot.bytesTransferred);
      report();
    });
    return task;
  };

  await Promise.all(variants.map((variant) => upload(variant.path, variant.blob, variant.contentType)));
  const snapshot = await upload(path, file, type);
  return getDownloadURL(snapshot.ref);
}
