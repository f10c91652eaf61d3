/**
 * Firebase for the browser apps, created once from the runtime configuration. Each service
 * lives in its own module (firestore, auth, functions, storage) and connects to its local
 * emulator when the configuration names one. Import them lazily from a route's data layer,
 * so pages that need no data never download the Firebase SDK.
 */

// Through the package name, not a relative path: the shared singleton holds the loaded config.
import { type AppConfig, getAppConfig } from '@app/platform';
import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';

/** The key a configuration's Firebase clients are kept under: its project and emulators. */
export function firebaseKey(config: AppConfig): string {
  return JSON.stringify([config.firebase, config.emulators ?? null]);
}

/**
 * The Firebase app: the browser's (its one configuration) without `config`; with one (the server,
 * which renders each request with its own), an app of that configuration's, made once per key.
 */
export function firebaseApp(config?: AppConfig): FirebaseApp {
  if (config) {
    const name = firebaseKey(config);
    return getApps().find((app) => app.name === name) ?? initializeApp(config.firebase, name);
  }
  if (getApps().some((app) => app.name === '[DEFAULT]')) return getApp();
  return initializeApp(getAppConfig().firebase);
}

export function emulator(service: 'auth' | 'firestore' | 'functions' | 'storage', config = getAppConfig()) {
  return config.emulators?.[service];
}
