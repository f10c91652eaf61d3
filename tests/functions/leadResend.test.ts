/**
 * resendLead: an admin sends a failed lead again from the leads inbox. The webhook gets it with
 * the same Idempotency-Key as every earlier attempt, so the automation can drop a repeat; the
 * lead records the outcome. Only failed leads, only admins.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, signedInToken } from './support/admin';
import { callFunction } from './support/callables';
import { postLead } from './support/leadPosts';
import { demoParameter, runRetries, settledLeads, storedLead, useWebhookReceiver, waitUntilDue } from './support/leads';

const receiver = useWebhookReceiver();
const maxAttempts = Number(demoParameter('LEAD_MAX_ATTEMPTS'));
let adminToken: string;

beforeAll(async () => {
  adminToken = await signedInToken({ admin: true });
});

/** A newsletter lead whose every attempt the webhook refused: marked failed. */
async function failedLead(): Promise<string> {
  receiver.status = 500;
  const outcome = await postLead('newsletter', { email: 'anna@example.se', website: '' });
  expect(outcome.answer).toMatchObject({ sent: true });
  const id = (await settledLeads(1))[0]?.id ?? '';
  for (let attempt = 2; attempt <= maxAttempts; attempt++) {
    await waitUntilDue(id);
    await runRetries(adminToken);
  }
  expect((await storedLead(id)).forwarding).toMatchObject({ state: 'failed', attempts: maxAttempts });
  return id;
}

describe('resendLead', () => {
  it('delivers a failed lead once, with the same idempotency key, and records it', async () => {
    const id = await failedLead();
    receiver.status = 200;

    const outcome = await callFunction('resendLead', { leadId: id }, { idToken: adminToken });
    expect(outcome).toEqual({
      ok: true,
      httpStatus: 200,
      result: { state: 'delivered', attempts: maxAttempts + 1, lastError: null },
    });
    expect((await storedLead(id)).forwarding).toMatchObject({
      state: 'delivered',
      attempts: maxAttempts + 1,
      last_error: null,
    });
    expect(new Set(receiver.deliveries.map((delivery) => delivery.idempotencyKey))).toEqual(new Set([id]));
    expect(receiver.accepted()).toHaveLength(1);
    expect(receiver.deduplicated()).toHaveLength(1);
    // The audit log: who resent which lead (by id, none of its data) and how it went.
    const logged = await adminDb().collection('audit_log').where('target.id', '==', id).get();
    expect(logged.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        action: 'lead_resent',
        actor_uid: expect.any(String),
        target: { collection: 'leads', id, title: '' },
        details: { state: 'delivered' },
      }),
    ]);

    // Delivered now: a second resend is refused and sends nothing.
    expect(await callFunction('resendLead', { leadId: id }, { idToken: adminToken })).toMatchObject({
      ok: false,
      httpStatus: 400,
      error: { status: 'FAILED_PRECONDITION', message: 'Only a failed lead can be resent; this one is delivered.' },
    });
    expect(receiver.deliveries).toHaveLength(maxAttempts + 1);
  });

  it('sends a failed lead once when it is resent twice at once (a double click, two admins), recording one resend', async () => {
    const id = await failedLead();
    receiver.status = 200;
    const outcomes = await Promise.all(
      [0, 1].map(() => callFunction('resendLead', { leadId: id }, { idToken: adminToken })),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({
      httpStatus: 400,
      error: { status: 'FAILED_PRECONDITION' },
    });
    expect(receiver.accepted()).toHaveLength(1);
    expect(receiver.deliveries).toHaveLength(maxAttempts + 1);
    expect((await storedLead(id)).forwarding).toMatchObject({ state: 'delivered', attempts: maxAttempts + 1 });
    const logged = await adminDb().collection('audit_log').where('target.id', '==', id).get();
    expect(logged.docs.map((entry) => entry.get('action'))).toEqual(['lead_resent']);
  });

  it('leaves the lead failed, with the new error, when the webhook still fails', async () => {
    const id = await failedLead();
    receiver.status = 503;
    expect(await callFunction('resendLead', { leadId: id }, { idToken: adminToken })).toMatchObject({
      ok: true,
      result: { state: 'failed', lastError: 'webhook answered HTTP 503' },
    });
    // The retry run leaves it: its attempts are used up.
    expect(await runRetries(adminToken)).toMatchObject({ due: 0 });
  });

  it('is refused to visitors and to accounts without the admin claim, and for unknown leads', async () => {
    expect(await callFunction('resendLead', { leadId: 'x' })).toMatchObject({
      ok: false,
      error: { status: 'UNAUTHENTICATED' },
    });
    const userToken = await signedInToken();
    expect(await callFunction('resendLead', { leadId: 'x' }, { idToken: userToken })).toMatchObject({
      ok: false,
      error: { status: 'PERMISSION_DENIED' },
    });
    expect(await callFunction('resendLead', { leadId: 'missing' }, { idToken: adminToken })).toMatchObject({
      ok: false,
      error: { status: 'NOT_FOUND' },
    });
    // An id Firestore reserves: refusing to read it must not be a 500.
    expect(await callFunction('resendLead', { leadId: '__x__' }, { idToken: adminToken })).toMatchObject({
      ok: false,
      httpStatus: 400,
      error: { status: 'INVALID_ARGUMENT' },
    });
    expect(receiver.deliveries).toEqual([]);
  });
});
