import { type App, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

/**
 * The Admin SDK's default app, created on first use. Another (named) app may exist before it: the
 * Functions emulator makes one for its own use when a Firestore trigger first runs.
 */
export function adminApp(): App {
  return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp();
}

/** The Admin SDK's Firestore (security rules do not apply to it). */
export function db(): Firestore {
  return getFirestore(adminApp());
}
