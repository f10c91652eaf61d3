/** checkUploadedImage: the Storage trigger around checkImageObject (checkUpload.ts). */
import { getStorage } from 'firebase-admin/storage';
import { onObjectFinalized } from 'firebase-functions/storage';
import { REGION } from '../config';
import { adminApp } from '../firebase';
import { checkImageObject } from './checkUpload';

export const checkUploadedImage = onObjectFinalized({ region: REGION, memory: '256MiB' }, async (event) => {
  const { bucket, name, contentType, size } = event.data;
  const file = getStorage(adminApp()).bucket(bucket).file(name);
  await checkImageObject({
    name,
    contentType,
    size: Number(size),
    readHead: async (count) => {
      const [bytes] = await file.download({ start: 0, end: count - 1 });
      return new Uint8Array(bytes);
    },
    remove: async () => {
      await file.delete({ ignoreNotFound: true });
    },
  });
});
