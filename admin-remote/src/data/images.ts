import { IMAGE_CACHE_CONTROL, type ImageFolder, imageObjectPath } from '@app/domain';
import { storage } from '@app/platform/storage';
import { getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';

/**
 * Uploads an image to `blog-images/{folder}/{timestamp}-{random}.{ext}` and resolves with its
 * public download URL, the address the post or case study stores. Every upload gets a fresh path
 * (storage.rules allows creating objects, never overwriting them). The resumable protocol sends
 * the file in chunks, so `onProgress` hears the percentage sent so far.
 */
export async function uploadImage(
  file: File,
  folder: ImageFolder,
  onProgress: (percent: number) => void,
): Promise<string> {
  const objectRef = ref(storage(), imageObjectPath(folder, file));
  const task = uploadBytesResumable(objectRef, file, {
    contentType: file.type,
    cacheControl: IMAGE_CACHE_CONTROL,
  });
  task.on('state_changed', (snapshot) => {
    if (snapshot.totalBytes > 0) onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100));
  });
  const snapshot = await task;
  return getDownloadURL(snapshot.ref);
}
