import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore/lite';
import { emulator, firebaseApp } from './app';

let instance: Firestore | undefined;

/** Firestore through the small REST-based "lite" SDK: the public site only reads documents. */
export function db(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    const local = emulator('firestore');
    if (local) connectFirestoreEmulator(instance, local.host, local.port);
  }
  return instance;
}
