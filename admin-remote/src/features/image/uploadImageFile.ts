import { bytesMatchImageType, IMAGE_SIGNATURE_BYTES, type ImageFolder, imageProblem } from '@app/domain';
import { notify } from '@app/platform';
import { FirebaseError } from 'firebase/app';
import type { TFunction } from 'i18next';
import { uploadImage } from '../../data/images';

/**
 * Checks a chosen image and uploads it with its variants (data/images.ts), telling the admin how it
 * went in a toast; resolves with the stored original's download URL, or null when the file was
 * refused or the upload failed (the toast has said why). The file must be an image type, at most
 * 5 MB, and its first bytes must be an image of that type; the type and size are checked before
 * anything is read, and nothing is sent until all three hold. The cover's ImageField and the
 * markdown editor's image dialog both upload through here.
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
    const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    if (!bytesMatchImageType(head, file.type)) {
      notify({ kind: 'error', title: t('image.notAnImageTitle'), description: t('image.notAnImageDescription') });
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
