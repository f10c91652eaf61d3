/**
 * What the lead tests need to know about stored leads and the demo configuration.
 */
import fs from 'node:fs';
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RetrySummary } from '../../../functions/src/leads/redelivery';
import { adminDb, clearFirestore } from './admin';
import { callFunction } from './callables';
import { repoPath } from './stack';
import { WebhookReceiver } from './webhookReceiver';

/** A valid contact request, as a visitor would send it. */
export const contact = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.se',
  company: 'Acme AB',
  message: 'We would like to automate invoicing.',
};

export interface StoredLead {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  created_at: Timestamp;
  /** When Firestore's TTL policy deletes the lead. */
  expires_at: Timestamp;
  forwarding: {
    state: 'pending' | 'delivered' | 'failed';
    attempts: number;
    next_attempt_at: Timestamp | null;
    last_attempt_at: Timestamp | null;
    last_error: string | null;
    delivered_at: Timestamp | null;
  };
}

export async function storedLeads(): Promise<StoredLead[]> {
  const snapshot = await adminDb().collection('leads').orderBy('created_at').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as StoredLead);
}

export async function storedLead(id: string): Promise<StoredLead> {
  const snapshot = await adminDb().collection('leads').doc(id).get();
  if (!snapshot.exists) throw new Error(`Lead ${id} is gone`);
  return { id, ...snapshot.data() } as StoredLead;
}

/** A parameter of the Functions' demo configuration (functions/.env.demo-nordic-ai). */
export function demoParameter(name: string): string {
  const text = fs.readFileSync(repoPath('functions', '.env.demo-nordic-ai'), 'utf8');
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}=`));
  if (!line) throw new Error(`${name} is not set in functions/.env.demo-nordic-ai`);
  return line.slice(name.length + 1).trim();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the lead's next attempt is due (its back-off has passed). */
export async function waitUntilDue(id: string): Promise<void> {
  const lead = await storedLead(id);
  const due = lead.forwarding.next_attempt_at?.toMillis();
  if (due === undefined) throw new Error(`Lead ${id} has no next attempt (state ${lead.forwarding.state})`);
  await sleep(Math.max(0, due - Date.now()) + 150);
}

export type { RetrySummary };

/** Runs the retry routine now, as an admin would (the scheduler does the same every minute). */
export async function runRetries(adminToken: string): Promise<RetrySummary> {
  const outcome = await callFunction<RetrySummary>('retryLeadDeliveriesNow', {}, { idToken: adminToken });
  if (!outcome.ok) throw new Error(`retryLeadDeliveriesNow failed: ${outcome.error.message}`);
  return outcome.result;
}

/**
 * Lets the first attempts still running finish (the new-lead trigger works off the request, so
 * a test's last lead can still be on its way to the webhook when the next test starts): waits,
 * at most `timeoutMs`, until no stored lead is pending without an attempt made.
 */
export async function quietDeliveries(timeoutMs = 5_000): Promise<void> {
  await eventually(
    storedLeads,
    (leads) => leads.every((lead) => lead.forwarding.state !== 'pending' || lead.forwarding.attempts > 0),
    timeoutMs,
  ).catch(() => undefined);
}

/**
 * The webhook receiver of one test file, with Firestore emptied before each test (after the
 * previous test's deliveries have finished, so none reaches the next test's receiver). A file whose
 * tests stop the receiver on purpose asks for it to be started again before each test.
 */
export function useWebhookReceiver(options: { restartEachTest?: boolean } = {}): WebhookReceiver {
  const receiver = new WebhookReceiver();
  if (!options.restartEachTest) beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    await quietDeliveries();
    await clearFirestore();
    receiver.reset();
    if (options.restartEachTest) await receiver.start();
  });
  return receiver;
}

/**
 * Waits until `read` gives a value `done` accepts (deliveries happen off the visitor's request,
 * in the new-lead trigger, so a test waits for them), or fails after `timeoutMs`.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  // The rules tests run beside these against the same emulator, and the previous file's triggers
  // may still be queued: a fresh-clone run on a loaded 2-core machine once took longer than 15 s
  // for a first delivery.
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`Still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

/** The leads once none is waiting for its first attempt (the trigger has run for each). */
export async function settledLeads(count: number): Promise<StoredLead[]> {
  return eventually(
    storedLeads,
    (leads) => leads.length === count && leads.every((lead) => lead.forwarding.attempts > 0),
  );
}
