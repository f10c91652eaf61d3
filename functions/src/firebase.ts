import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

/**
 * The Admin SDK's default app, created on first use. Looked up by name: firebase-functions creates
 * an app of its own for Firestore triggers' snapshots, so "some app exists" is not "ours does".
 */
export function adminApp(): App {
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp();
}

/** The Admin SDK's Firestore (security rules do not apply to it). */
export function db(): Firestore {
  return getFirestore(adminApp());
}
