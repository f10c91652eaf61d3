/**
 * Firebase for the browser apps, created once from the runtime configuration. Each service
 * lives in its own module (firestore, auth, functions, storage) and connects to its local
 * emulator when the configuration names one. Import them lazily from a route's data layer,
 * so pages that need no data never download the Firebase SDK.
 */

// Through the package name, not a relative path: the shared singleton holds the loaded config.
import { getAppConfig } from '@app/platform';
import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';

export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  return initializeApp(getAppConfig().firebase);
}

export function emulator(service: 'auth' | 'firestore' | 'functions' | 'storage') {
  return getAppConfig().emulators?.[service];
}
