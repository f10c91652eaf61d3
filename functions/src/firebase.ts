import { type App, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

/** The Admin SDK's default app, created on first use. */
export function adminApp(): App {
  return getApps().length === 0 ? initializeApp() : getApp();
}

/** The Admin SDK's Firestore (security rules do not apply to it). */
export function db(): Firestore {
  return getFirestore(adminApp());
}
