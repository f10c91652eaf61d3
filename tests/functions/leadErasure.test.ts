/**
 * eraseLeads: an admin erases every lead of one person (GDPR erasure) from the leads inbox. Found
 * however the person typed their address, leads stored before `email_key` existed included; the
 * duplicate-check fingerprints go with them; the audit log records who erased how many, without
 * the address. Only admins; other people's leads stay.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, signedInToken } from './support/admin';
import { callFunction, freshClientAddress } from './support/callables';
import { postLead } from './support/leadPosts';
import { contact, settledLeads, storedLeads, useWebhookReceiver } from './support/leads';

useWebhookReceiver();
let adminToken: string;

beforeAll(async () => {
  adminToken = await signedInToken({ admin: true });
});

/** Anna's contact message and newsletter sign-up (typed differently), a lead of hers stored before email_key, and Olle's. */
async function seedLeads(): Promise<void> {
  const client = { clientAddress: freshClientAddress() };
  expect((await postLead('contact', { ...contact, email: 'Anna.Berg@Example.se' }, client)).answer).toMatchObject({
    sent: true,
  });
  expect((await postLead('newsletter', { email: 'anna.berg@example.se' }, client)).answer).toMatchObject({
    sent: true,
  });
  expect((await postLead('newsletter', { email: 'olle@example.se' }, client)).answer).toMatchObject({ sent: true });
  // Their first delivery attempts are done (the new-lead trigger), so nothing writes to them meanwhile.
  await settledLeads(3);
  await adminDb()
    .collection('leads')
    .doc('before-email-key')
    .set({
      type: 'quiz',
      payload: { email: 'anna.berg@example.se' },
      created_at: Timestamp.fromDate(new Date('2025-01-01T10:00:00Z')),
      fingerprint: 'f-before',
      forwarding: { state: 'delivered', attempts: 1 },
      expires_at: Timestamp.fromDate(new Date('2028-01-01T10:00:00Z')),
    });
}

describe('eraseLeads', () => {
  it('stores every new lead with its address lower-cased, to be found by', async () => {
    await seedLeads();
    const keys = (await storedLeads()).map((lead) => (lead as unknown as { email_key?: string }).email_key);
    expect(keys).toEqual(expect.arrayContaining(['anna.berg@example.se', 'anna.berg@example.se', 'olle@example.se']));
  });

  it('erases every lead of the address and their fingerprints, and logs it without the address', async () => {
    await seedLeads();
    const fingerprintsBefore = (await adminDb().collection('lead_fingerprints').get()).size;

    const outcome = await callFunction('eraseLeads', { email: '  ANNA.BERG@example.SE ' }, { idToken: adminToken });
    expect(outcome).toEqual({ ok: true, httpStatus: 200, result: { erased: 3 } });

    expect((await storedLeads()).map((lead) => lead.payload.email)).toEqual(['olle@example.se']);
    // Anna's two fingerprints are gone, Olle's stays.
    expect(fingerprintsBefore).toBe(3);
    expect((await adminDb().collection('lead_fingerprints').get()).size).toBe(1);

    const log = (await adminDb().collection('audit_log').get()).docs.map((entry) => entry.data());
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'leads_erased',
      actor_uid: expect.any(String),
      details: { count: 3, kinds: { contact: 1, newsletter: 1, quiz: 1 } },
    });
    expect(log[0]?.at).toBeInstanceOf(Timestamp);
    expect(JSON.stringify(log).toLowerCase()).not.toContain('anna');

    // Asked again: nothing left, and that is logged too.
    expect(await callFunction('eraseLeads', { email: 'anna.berg@example.se' }, { idToken: adminToken })).toMatchObject({
      ok: true,
      result: { erased: 0 },
    });
  });

  it('is refused to visitors, to accounts without the admin claim and for anything but an address; nothing is erased', async () => {
    await seedLeads();
    expect(await callFunction('eraseLeads', { email: 'anna.berg@example.se' })).toMatchObject({
      ok: false,
      error: { status: 'UNAUTHENTICATED' },
    });
    const userToken = await signedInToken();
    expect(await callFunction('eraseLeads', { email: 'anna.berg@example.se' }, { idToken: userToken })).toMatchObject({
      ok: false,
      error: { status: 'PERMISSION_DENIED' },
    });
    for (const data of [{ email: '' }, { email: 'anna' }, { email: ['anna.berg@example.se'] }, {}]) {
      expect(await callFunction('eraseLeads', data, { idToken: adminToken })).toMatchObject({
        ok: false,
        httpStatus: 400,
        error: { status: 'INVALID_ARGUMENT' },
      });
    }
    expect(await storedLeads()).toHaveLength(4);
    expect((await adminDb().collection('audit_log').get()).size).toBe(0);
  });
});
