import {
  bytesMatchImageType,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  type ImageFolder,
  imageDimensions,
  imageDimensionsProblem,
  imageProblem,
} from '@app/domain';
import { notify } from '@app/platform';
import { FirebaseError } from 'firebase/app';
import type { TFunction } from 'i18next';
import { uploadImage } from '../../data/images';
import { canDecodeImage } from './decode';

/**
 * Checks a chosen image and uploads it with its variants (data/images.ts), telling the admin how it
 * went in a toast; resolves with the stored original's download URL, or null when the file was
 * refused or the upload failed (the toast has said why, naming a refused image). The file must be
 * an image type, at most 5 MB; its bytes must be an image of that type whose header states a size
 * of at most IMAGE_MAX_SIDE pixels a side and IMAGE_MAX_PIXELS in all, an animation's frames
 * together (a GIF's, an animated WebP's or PNG's) (domain imageDimensions: a "decompression bomb" is refused before anything decodes it); and this browser must decode it
 * (a damaged file would be a broken image on the site). The type and size are checked before
 * anything is read, and nothing is sent until all of it holds. An animation (more than one frame,
 * whatever its type) is stored as uploaded, without still variants (data/images.ts). The cover's
 * ImageField and the markdown editor's image dialog both upload through here.
 */
export async function uploadImageFile(
  file: File,
  folder: ImageFolder,
  t: TFunction<'admin'>,
  onProgress: (percent: number) => void,
): Promise<string | null> {
  const problem = imageProblem(file);
  if (problem === 'invalid-type') {
    notify({ kind: 'error', title: t('image.invalidTypeTitle'), description: t('image.invalidTypeDescription') });
    return null;
  }
  if (problem === 'too-large') {
    notify({ kind: 'error', title: t('image.tooLargeTitle'), description: t('image.tooLargeDescription') });
    return null;
  }
  try {
    // At most 5 MB: a JPEG's frame header comes after its metadata, anywhere in the file.
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!bytesMatchImageType(bytes, file.type)) {
      notify({ kind: 'error', title: t('image.notAnImageTitle'), description: t('image.notAnImageDescription') });
      return null;
    }
    const size = imageDimensions(bytes);
    if (size && imageDimensionsProblem(size)) {
      const { width, height, frames } = size;
      const limits = {
        name: file.name,
        width,
        height,
        maxSide: IMAGE_MAX_SIDE,
        maxMegapixels: IMAGE_MAX_PIXELS / 1_000_000,
      };
      notify({
        kind: 'error',
        title: t('image.tooManyPixelsTitle'),
        // An animation whose frames are each of a sane size says how many pixels they make together.
        description:
          frames > 1 && !imageDimensionsProblem({ width, height })
            ? t('image.tooManyFramesDescription', {
                ...limits,
                frames,
                megapixels: Math.ceil((width * height * frames) / 100_000) / 10,
              })
            : t('image.tooManyPixelsDescription', limits),
      });
      return null;
    }
    if (!size || !(await canDecodeImage(file))) {
      notify({
        kind: 'error',
        title: t('image.unreadableTitle'),
        description: t('image.unreadableDescription', { name: file.name }),
      });
      return null;
    }
    const url = await uploadImage(file, folder, onProgress);
    notify({ kind: 'success', title: t('image.successTitle'), description: t('image.successDescription') });
    return url;
  } catch (error) {
    notify({ kind: 'error', title: t('image.failureTitle'), description: uploadFailure(error, t) });
    return null;
  }
}

/**
 * What a failed upload says. Storage's own errors carry English SDK text ("Firebase Storage: User
 * does not have permission to access …"): the console says those by their code, in its language.
 */
function uploadFailure(error: unknown, t: TFunction<'admin'>): string {
  if (error instanceof FirebaseError && error.code.startsWith('storage/')) {
    if (error.code === 'storage/unauthorized' || error.code === 'storage/unauthenticated')
      return t('image.failureDenied');
    if (error.code === 'storage/retry-limit-exceeded') return t('image.failureUnreachable');
    return t('image.failureDescription');
  }
  return error instanceof Error && error.message ? error.message : t('image.failureDescription');
}
