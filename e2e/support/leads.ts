/**
 * Reads the stored leads (Firestore collection `leads`, which only admins may read from a client)
 * as the project owner, through firebase-admin against the emulator the e2e run starts; runs the
 * delivery retries as an admin.
 */
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type DocumentData, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS, FUNCTIONS_REGION, PROJECT_ID } from '../../scripts/local-stack/ports.mjs';

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

/** A stored lead with its id (the webhook's Idempotency-Key). */
export interface StoredLeadWithId {
  id: string;
  type: string;
  forwarding: {
    state: 'pending' | 'delivered' | 'failed';
    attempts: number;
    next_attempt_at?: { toMillis(): number } | null;
  };
}

/** The one stored lead with this e-mail address (the tests use unique addresses). */
export async function storedLeadByEmail(email: string): Promise<StoredLeadWithId | undefined> {
  const snapshot = await db().collection('leads').where('payload.email', '==', email).get();
  const [doc] = snapshot.docs;
  return doc ? ({ id: doc.id, ...doc.data() } as StoredLeadWithId) : undefined;
}

/**
 * Runs the lead delivery retries now, as an admin would with retryLeadDeliveriesNow (the
 * emulator runs no scheduler, so nothing else retries a lead locally).
 */
export async function runLeadRetries(admin: { email: string; password: string }): Promise<void> {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const functionsHost = process.env.FUNCTIONS_EMULATOR_HOST ?? `${EMULATOR_HOST}:${EMULATOR_PORTS.functions}`;
  if (!authHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the e2e tests under the emulators');
  const signIn = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...admin, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken?: string };
  if (!idToken) throw new Error(`Signing in as ${admin.email} failed: HTTP ${signIn.status}`);
  const response = await fetch(
    `http://${functionsHost.replace(/^https?:\/\//, '')}/${PROJECT_ID}/${FUNCTIONS_REGION}/retryLeadDeliveriesNow`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data: {} }),
    },
  );
  if (!response.ok)
    throw new Error(`retryLeadDeliveriesNow answered HTTP ${response.status}: ${await response.text()}`);
}

type LeadType = 'newsletter' | 'quiz' | 'contact';
type ForwardingState = 'pending' | 'delivered' | 'failed';

/** What a contact message says beside its address, and the page it was sent from. */
export interface LeadDetails {
  firstName?: string;
  lastName?: string;
  company?: string;
  message?: string;
  page?: string;
}

/** A lead as the functions store it, received at `at` (ms) with its last attempt then. */
function leadDocument(
  type: LeadType,
  email: string,
  state: ForwardingState,
  attempts: number,
  at: number,
  { page, ...said }: LeadDetails = {},
) {
  return {
    type,
    payload: { email, ...said },
    ...(page ? { page } : {}),
    created_at: Timestamp.fromMillis(at),
    fingerprint: email,
    expires_at: Timestamp.fromMillis(at + 3 * 365 * 86_400_000),
    forwarding: {
      state,
      attempts,
      next_attempt_at: state === 'pending' ? Timestamp.fromMillis(at + 3_600_000) : null,
      last_attempt_at: Timestamp.fromMillis(at),
      last_error: state === 'delivered' ? null : 'webhook answered HTTP 500',
      delivered_at: state === 'delivered' ? Timestamp.fromMillis(at) : null,
    },
  };
}

/** Stores a lead as the functions would (for pages that show leads), answering its id. */
export async function seedLead(
  type: LeadType,
  email: string,
  state: ForwardingState,
  attempts: number,
  details?: LeadDetails,
): Promise<string> {
  return (
    await db()
      .collection('leads')
      .add(leadDocument(type, email, state, attempts, Date.now(), details))
  ).id;
}

/**
 * Marks the delivered newsletter lead `id` ended at `at` (ms), its `unsubscribed` event failed
 * after `attempts` attempts, as the functions leave one whose webhook refused every attempt.
 */
export async function seedFailedEnding(id: string, at: number, attempts: number): Promise<void> {
  await db()
    .collection('leads')
    .doc(id)
    .update({
      unsubscribe: {
        at: Timestamp.fromMillis(at),
        forwarding: {
          state: 'failed',
          attempts,
          next_attempt_at: null,
          last_attempt_at: Timestamp.fromMillis(at),
          last_error: 'webhook answered HTTP 500',
          delivered_at: null,
        },
      },
    });
}

/**
 * Queues the delivered newsletter lead `id`'s unsubscribe address (`unsubscribe_url`, as
 * `pnpm leads:unsubscribe-urls --send` does), failed after `attempts` attempts, as the functions
 * leave one whose webhook refused every attempt.
 */
export async function seedFailedUnsubscribeUrl(id: string, attempts: number): Promise<void> {
  await db()
    .collection('leads')
    .doc(id)
    .update({
      unsubscribe_url: {
        forwarding: {
          state: 'failed',
          attempts,
          next_attempt_at: null,
          last_attempt_at: Timestamp.now(),
          last_error: 'webhook answered HTTP 500',
          delivered_at: null,
        },
      },
    });
}

/**
 * Queues `id`'s unsubscribe address (as `pnpm leads:unsubscribe-urls` does) after `attempts` failed
 * attempts, its next one an hour away: retrying, and left alone by a retry run meanwhile.
 */
export async function seedRetryingUnsubscribeUrl(id: string, attempts: number): Promise<void> {
  await db()
    .collection('leads')
    .doc(id)
    .update({
      unsubscribe_url: {
        forwarding: {
          state: 'pending',
          attempts,
          next_attempt_at: Timestamp.fromMillis(Date.now() + 3_600_000),
          last_attempt_at: Timestamp.now(),
          last_error: 'webhook answered HTTP 503',
          delivered_at: null,
        },
      },
    });
}

/** The audit log's entries of one action, oldest first. */
export async function auditLogEntries(action: string): Promise<Record<string, unknown>[]> {
  const snapshot = await db().collection('audit_log').where('action', '==', action).get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => (a.at?.toMillis?.() ?? 0) - (b.at?.toMillis?.() ?? 0));
}

export function deleteLeads(ids: readonly string[]): Promise<void> {
  return deleteMany('leads', ids);
}

/** Removes every lead of `emails`: a spec's own, once its journeys are done. */
export async function deleteLeadsOf(emails: readonly string[]): Promise<void> {
  for (const email of emails) {
    const snapshot = await db().collection('leads').where('payload.email', '==', email).get();
    await deleteLeads(snapshot.docs.map((doc) => doc.id));
  }
}

/** Firestore's largest batch. */
const BATCH = 500;

/** Writes `documents` to `collection` in batches; answers their ids, in order. */
async function writeMany(collection: string, documents: readonly DocumentData[]): Promise<string[]> {
  const references = documents.map(() => db().collection(collection).doc());
  for (let start = 0; start < documents.length; start += BATCH) {
    const batch = db().batch();
    references.slice(start, start + BATCH).forEach((reference, index) => {
      batch.set(reference, documents[start + index] ?? {});
    });
    await batch.commit();
  }
  return references.map((reference) => reference.id);
}

/** Deletes the documents `ids` of `collection`, in batches. */
export async function deleteMany(collection: string, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = db().batch();
    for (const id of ids.slice(start, start + BATCH)) batch.delete(db().collection(collection).doc(id));
    await batch.commit();
  }
}

/**
 * Delivered newsletter leads from `emails`, the first the newest, a minute apart and all older than
 * `before`: older than any lead the run makes, so they never push another spec's lead off the top.
 */
export function seedDeliveredLeads(emails: readonly string[], before: Date): Promise<string[]> {
  const at = (index: number) => before.getTime() - (index + 1) * 60_000;
  return writeMany(
    'leads',
    emails.map((email, index) => leadDocument('newsletter', email, 'delivered', 1, at(index))),
  );
}

/** `count` audit entries by `actorEmail`, each publishing the post titled by its number, newest first, a minute apart. */
export function seedAuditEntries(actorEmail: string, count: number, before: Date): Promise<string[]> {
  return writeMany(
    'audit_log',
    Array.from({ length: count }, (_, index) => ({
      action: 'published',
      actor_email: actorEmail,
      at: Timestamp.fromMillis(before.getTime() - (index + 1) * 60_000),
      target: { collection: 'blogs', id: `e2e-gone-${index}`, title: `Entry ${index + 1}` },
      details: {},
    })),
  );
}
