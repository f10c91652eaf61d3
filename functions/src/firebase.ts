import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

/** The Admin SDK's Firestore (security rules do not apply to it). */
export function db(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
