import type { AppConfig } from '@app/platform';
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore/lite';
import { emulator, firebaseApp, firebaseKey } from './app';

let instance: Firestore | undefined;
const byConfig = new Map<string, Firestore>();

function connect(store: Firestore, config?: AppConfig): Firestore {
  const local = emulator('firestore', config);
  if (local) connectFirestoreEmulator(store, local.host, local.port);
  return store;
}

/**
 * Firestore through the small REST-based "lite" SDK: the public site only reads documents. The
 * browser's without `config`; the server names the request's configuration (one client per key).
 */
export function db(config?: AppConfig): Firestore {
  if (!config) {
    instance ??= connect(getFirestore(firebaseApp()));
    return instance;
  }
  const key = firebaseKey(config);
  let store = byConfig.get(key);
  if (!store) {
    store = connect(getFirestore(firebaseApp(config)), config);
    byConfig.set(key, store);
  }
  return store;
}

/**
 * The address of Firestore's REST API for the browser's project (`…/databases/(default)/documents`),
 * the emulator's when the configuration names one: for what the SDK cannot ask for, such as a
 * query that returns only some fields of each document (`runQuery` with `select`).
 */
export function firestoreRestDocuments(): string {
  const local = emulator('firestore');
  const origin = local ? `http://${local.host}:${local.port}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${firebaseApp().options.projectId}/databases/(default)/documents`;
}
