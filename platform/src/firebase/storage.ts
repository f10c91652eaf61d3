import { connectStorageEmulator, type FirebaseStorage, getStorage } from 'firebase/storage';
import { emulator, firebaseApp } from './app';

let instance: FirebaseStorage | undefined;

export function storage(): FirebaseStorage {
  if (!instance) {
    instance = getStorage(firebaseApp());
    const local = emulator('storage');
    if (local) connectStorageEmulator(instance, local.host, local.port);
  }
  return instance;
}
