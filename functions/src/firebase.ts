import { type App, type AppOptions, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

/**
 * The service account the Admin SDK names in the Cloud Tasks emulator when it has none
 * (firebase-admin's EMULATED_SERVICE_ACCOUNT_DEFAULT).
 */
const EMULATED_SERVICE_ACCOUNT = 'emulated-service-acct@email.com';

/**
 * The default app's options: in production none (the SDK reads FIREBASE_CONFIG itself); in the
 * Functions emulator the same with a service account, which queuing a task (the CDN clear) would
 * otherwise ask Google's metadata server for, making firebase-tools warn on every worker that a
 * production service was requested, before the SDK falls back to this very account.
 */
export function adminAppOptions(env: NodeJS.ProcessEnv = process.env): AppOptions | undefined {
  if (env.FUNCTIONS_EMULATOR !== 'true') return undefined;
  const config = env.FIREBASE_CONFIG?.trim().startsWith('{') ? (JSON.parse(env.FIREBASE_CONFIG) as AppOptions) : {};
  return { ...config, serviceAccountId: EMULATED_SERVICE_ACCOUNT };
}

/**
 * The Admin SDK's default app, created on first use. Another (named) app may exist before it: the
 * Functions emulator makes one for its own use when a Firestore trigger first runs.
 */
export function adminApp(): App {
  return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp(adminAppOptions());
}

/** The Admin SDK's Firestore (security rules do not apply to it). */
export function db(): Firestore {
  return getFirestore(adminApp());
}
