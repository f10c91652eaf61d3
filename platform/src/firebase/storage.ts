import { connectStorageEmulator, type FirebaseStorage, getStorage } from 'firebase/storage';
import { emulator, firebaseApp } from './app';

let instance: FirebaseStorage | undefined;

/**
 * How long an upload that keeps failing is retried before it fails with
 * `storage/retry-limit-exceeded`. The SDK's default is 10 minutes, all of it shown to staff as an
 * upload stuck at "Uploading… 0%" with the button disabled; after a minute the field says the
 * image store cannot be reached and can be tried again.
 */
export const UPLOAD_RETRY_MS = 60_000;

export function storage(): FirebaseStorage {
  if (!instance) {
    instance = getStorage(firebaseApp());
    instance.maxUploadRetryTime = UPLOAD_RETRY_MS;
    const local = emulator('storage');
    if (local) connectStorageEmulator(instance, local.host, local.port);
  }
  return instance;
}
