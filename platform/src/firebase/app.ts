/**
 * Firebase for the browser apps, created once from the runtime configuration. Each service
 * lives in its own module (firestore, auth, functions, storage) and connects to its local
 * emulator when the configuration names one. Import them lazily from a route's data layer,
 * so pages that need no data never download the Firebase SDK.
 */
import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';
import { getAppConfig } from '../config';

export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  return initializeApp(getAppConfig().firebase);
}

export function emulator(service: 'auth' | 'firestore' | 'functions' | 'storage') {
  return getAppConfig().emulators?.[service];
}
