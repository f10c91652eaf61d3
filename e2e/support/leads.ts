/**
 * Reads the stored leads (Firestore collection `leads`, no client access) as the project owner,
 * through firebase-admin against the emulator the e2e run starts.
 */
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type DocumentData, getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../../scripts/local-stack/ports.mjs';

let app: App | undefined;

function db() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the e2e tests under the emulators (with-emulators.mjs)');
  }
  // Against the emulator no credentials are needed: skip the probe for a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app ??= initializeApp({ projectId: PROJECT_ID }, `e2e-site-content-${process.pid}`);
  return getFirestore(app);
}

/** Stored leads of `type` whose payload has this e-mail address. */
export async function storedLeads(type: 'newsletter' | 'quiz' | 'contact', email: string): Promise<DocumentData[]> {
  const snapshot = await db().collection('leads').where('payload.email', '==', email).get();
  return snapshot.docs.map((doc) => doc.data()).filter((lead) => lead.type === type);
}

export async function closeLeadStore(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
