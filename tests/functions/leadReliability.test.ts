/**
 * Leads survive every failure of the webhook, and the automation never has to process one twice:
 * every attempt for a lead carries the same Idempotency-Key (the lead id) and a valid signature,
 * so a receiver that keeps the keys it has seen (WebhookReceiver.deduplicated, as n8n does in
 * functions/README.md) ends up with each lead exactly once.
 */
import fs from 'node:fs';
import { withFunctionTriggersDisabled } from '@firebase/rules-unit-testing';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, signedInToken } from './support/admin';
import { postLead } from './support/leadPosts';
import {
  demoParameter,
  eventually,
  type RetrySummary,
  runRetries,
  settledLeads,
  sleep,
  storedLead,
  storedLeads,
  useWebhookReceiver,
} from './support/leads';
import { repoPath } from './support/stack';

const receiver = useWebhookReceiver({ restartEachTest: true });
const timeoutMs = Number(demoParameter('LEAD_WEBHOOK_TIMEOUT_SECONDS')) * 1000;
let adminToken: string;

beforeAll(async () => {
  adminToken = await signedInToken({ admin: true });
});

async function submit(email: string): Promise<void> {
  const outcome = await postLead('newsletter', { email });
  expect(outcome.answer).toEqual({ sent: true, form: 'newsletter' });
}

/** Waits until every pending lead's next attempt is due. */
async function waitUntilAllDue(): Promise<void> {
  const due = (await storedLeads())
    .filter((lead) => lead.forwarding.state === 'pending')
    .map((lead) => lead.forwarding.next_attempt_at?.toMillis() ?? 0);
  await sleep(Math.max(0, ...due.map((at) => at - Date.now())) + 150);
}

function keys(deliveries: { idempotencyKey: string | undefined }[]): string[] {
  return deliveries.map((delivery) => delivery.idempotencyKey ?? '').sort();
}

describe('a webhook that is down, then back', () => {
  it('gets every lead exactly once', async () => {
    await receiver.stop();
    for (let i = 0; i < 6; i++) await submit(`down-${i}@example.se`);
    const leads = await settledLeads(6);
    expect(leads.map((lead) => lead.forwarding.state)).toEqual(Array(6).fill('pending'));

    await receiver.start();
    await waitUntilAllDue();
    expect(await runRetries(adminToken)).toMatchObject({ due: 6, delivered: 6, skipped: 0 });
    expect(await runRetries(adminToken)).toMatchObject({ due: 0 });

    expect(keys(receiver.accepted())).toEqual(leads.map((lead) => lead.id).sort());
    expect(receiver.unsigned).toEqual([]);
  });
});

describe('a webhook slower than its timeout', () => {
  it('gets the retry with the same idempotency key, so it keeps the lead once', async () => {
    // The receiver takes the lead in but answers only after the sender has given up.
    receiver.delayMs = timeoutMs + 1_500;
    await submit('slow@example.se');
    const [lead] = await eventually(storedLeads, (leads) => leads[0]?.forwarding.last_error != null, 20_000);
    const id = lead?.id ?? '';
    expect(lead?.forwarding).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: 'webhook unreachable: no answer before the timeout',
    });

    receiver.delayMs = 0;
    await waitUntilAllDue();
    expect(await runRetries(adminToken)).toMatchObject({ due: 1, delivered: 1 });

    expect(keys(receiver.deliveries)).toEqual([id, id]);
    expect(receiver.deduplicated()).toHaveLength(1);
    expect(receiver.unsigned).toEqual([]);
  }, 30_000);
});

describe('a crash after the webhook answered 200, before the lead was marked delivered', () => {
  it('re-sends with the same idempotency key, so the receiver keeps the lead once', async () => {
    await submit('crash@example.se');
    const [lead] = await settledLeads(1);
    const id = lead?.id ?? '';
    expect(lead?.forwarding.state).toBe('delivered');

    // What such a crash leaves behind: the lead still pending, held by an attempt that never
    // finished (its hold ended, so the next retry run takes it).
    await adminDb()
      .collection('leads')
      .doc(id)
      .update({
        'forwarding.state': 'pending',
        'forwarding.attempts': 0,
        'forwarding.delivered_at': null,
        'forwarding.next_attempt_at': Timestamp.fromMillis(Date.now() - 1_000),
      });
    expect(await runRetries(adminToken)).toMatchObject({ due: 1, delivered: 1 });

    expect(keys(receiver.deliveries)).toEqual([id, id]);
    expect(receiver.deduplicated()).toHaveLength(1);
    expect((await storedLead(id)).forwarding.state).toBe('delivered');
  });
});

describe('a backlog of more than 50 due leads with a hanging webhook', () => {
  const BACKLOG = 60;

  /**
   * Due leads, written while the functions' triggers are off (the Functions emulator's switch): the
   * new-lead trigger, however late it would run on a busy machine, leaves them to the runs.
   */
  async function seedBacklog(): Promise<string[]> {
    const now = Date.now();
    const batch = adminDb().batch();
    const ids = Array.from({ length: BACKLOG }, (_, i) => `backlog-${String(i).padStart(2, '0')}`);
    for (const [i, id] of ids.entries()) {
      batch.set(adminDb().collection('leads').doc(id), {
        type: 'quiz',
        payload: { email: `${id}@example.se` },
        created_at: Timestamp.fromMillis(now - 60_000),
        fingerprint: id,
        expires_at: Timestamp.fromMillis(now + 86_400_000),
        forwarding: {
          state: 'pending',
          attempts: 0,
          next_attempt_at: Timestamp.fromMillis(now - 10_000 + i),
          last_attempt_at: null,
          last_error: null,
          delivered_at: null,
        },
      });
    }
    await withFunctionTriggersDisabled(async () => {
      await batch.commit();
      // The Firestore emulator sends each write's event at once; a second for them to arrive.
      await sleep(1_000);
    });
    return ids;
  }

  it('drains over successive runs, overlapping runs never sending a lead twice', async () => {
    const ids = await seedBacklog();

    // Two runs at once while the webhook hangs: each takes at most 50 leads, and a lead claimed
    // by one run is skipped by the other.
    receiver.delayMs = timeoutMs + 1_000;
    const overlapping: RetrySummary[] = await Promise.all([runRetries(adminToken), runRetries(adminToken)]);
    const attempted = overlapping.reduce((sum, run) => sum + run.rescheduled + run.delivered + run.failed, 0);
    expect(new Set(keys(receiver.deliveries)).size).toBe(receiver.deliveries.length);
    expect(receiver.deliveries).toHaveLength(attempted);
    expect(attempted).toBeGreaterThanOrEqual(50);
    for (const run of overlapping) expect(run.due).toBeLessThanOrEqual(50);

    // The webhook recovers; the next runs deliver what is left.
    receiver.delayMs = 0;
    for (let run = 0; run < 4; run++) {
      const pending = (await storedLeads()).filter((lead) => lead.forwarding.state === 'pending');
      if (pending.length === 0) break;
      await waitUntilAllDue();
      await runRetries(adminToken);
    }
    const leads = await storedLeads();
    expect(leads.filter((lead) => lead.forwarding.state !== 'delivered')).toEqual([]);
    // The automation, keeping the keys it has seen, has every lead exactly once.
    expect(keys(receiver.deduplicated())).toEqual(ids);
    expect(receiver.unsigned).toEqual([]);
  }, 180_000);
});

describe('the new-lead trigger racing retry runs', () => {
  it('sends each lead once when the trigger and two retry runs take the same due leads at once', async () => {
    const now = Date.now();
    const ids = Array.from({ length: 20 }, (_, i) => `race-${String(i).padStart(2, '0')}`);
    // A slow webhook widens the window in which a second sender could slip in.
    receiver.delayMs = 300;
    const batch = adminDb().batch();
    for (const id of ids) {
      batch.set(adminDb().collection('leads').doc(id), {
        type: 'newsletter',
        payload: { email: `${id}@example.se` },
        created_at: Timestamp.fromMillis(now),
        fingerprint: id,
        expires_at: Timestamp.fromMillis(now + 86_400_000),
        forwarding: {
          state: 'pending',
          attempts: 0,
          next_attempt_at: Timestamp.fromMillis(now),
          last_attempt_at: null,
          last_error: null,
          delivered_at: null,
        },
      });
    }
    // Stored: each lead's trigger fires, while two retry runs (a scheduled one, and one standing in
    // for a retried trigger arriving late) take the same due leads.
    await batch.commit();
    const runs: RetrySummary[] = await Promise.all([runRetries(adminToken), runRetries(adminToken)]);
    const leads = await eventually(
      storedLeads,
      (all) => all.length === ids.length && all.every((lead) => lead.forwarding.state === 'delivered'),
      30_000,
    );
    await sleep(1_000);
    // Exactly one attempt per lead reached the webhook, whoever made it.
    expect(keys(receiver.deliveries)).toEqual(ids);
    expect(leads.every((lead) => lead.forwarding.attempts === 1)).toBe(true);
    const byRuns = runs.reduce((sum, run) => sum + run.delivered, 0);
    expect(byRuns).toBeLessThanOrEqual(ids.length);
  }, 60_000);
});

describe('the test receiver', () => {
  it('accepts only deliveries signed with the signing key, like the automation', async () => {
    const body = JSON.stringify({ lead_id: 'forged', email: 'x@example.se' });
    const t = Math.floor(Date.now() / 1000);
    for (const signature of [undefined, `t=${t},v1=${'0'.repeat(64)}`, 'v1=abc']) {
      await fetch(`http://127.0.0.1:${receiver.port}/webhooks/quiz`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
        body,
      });
    }
    expect(receiver.deliveries).toEqual([]);
    expect(receiver.unsigned).toHaveLength(3);
  });
});

describe('how long leads are kept', () => {
  const THREE_YEARS_MS = 3 * 365 * 24 * 60 * 60 * 1000;

  it('sets expires_at three years after the last submission, which a TTL policy deletes by', async () => {
    const contact = { firstName: 'A', lastName: 'B', email: 'keep@example.se', company: 'C', message: 'D' };
    const client = '198.51.100.77';
    await postLead('contact', contact, { clientAddress: client });
    const [first] = await storedLeads();
    const firstExpiry = first?.expires_at.toMillis() ?? 0;
    expect(firstExpiry - (first?.created_at.toMillis() ?? 0)).toBe(THREE_YEARS_MS);

    // The same submission again is an interaction too: the lead is kept three years from then.
    await sleep(50);
    await postLead('contact', contact, { clientAddress: client });
    const [again] = await storedLeads();
    expect((await storedLeads()).length).toBe(1);
    expect(again?.expires_at.toMillis()).toBeGreaterThan(firstExpiry);

    const indexes = JSON.parse(fs.readFileSync(repoPath('firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    const ttl = indexes.fieldOverrides.filter((field) => field.ttl && field.fieldPath === 'expires_at');
    expect(ttl.map((field) => field.collectionGroup).sort()).toEqual([
      'lead_erasures',
      'lead_fingerprints',
      'leads',
      'preview_links',
      'rate_limits',
    ]);
  });
});
