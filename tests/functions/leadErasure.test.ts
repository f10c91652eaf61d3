/**
 * eraseLeads: an admin erases every lead of one person (GDPR erasure) from the leads inbox. Found
 * however the person typed their address, leads stored before `email_key` existed included; the
 * duplicate-check fingerprints go with them; the audit log records who erased how many, without
 * the address. Only admins; other people's leads stay.
 */
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { eraseLeadsOf } from '../../functions/src/leads/erase';
import { eraseLeadsAgain } from '../../scripts/content/leadErasures';
import { addLeadEmailKeys } from '../../scripts/content/leadKeys';
import { adminDb, clearFirestore, projectDb, signedInToken } from './support/admin';
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

const erasures = () => adminDb().collection('audit_log').where('action', '==', 'leads_erased').get();

/**
 * The Admin SDK on another demo project of the emulator, emptied: its hundreds of leads fire no
 * new-lead trigger (only the functions' project has them), which would keep the Functions emulator
 * busy past the next tests' waits for their own leads' deliveries.
 */
async function quietProject(name: string): Promise<Firestore> {
  const projectId = `demo-${name}`;
  await clearFirestore(projectId);
  return projectDb(projectId);
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

    // (The audit log has other writers too: the erasures' entries.)
    const log = (await erasures()).docs.map((entry) => entry.data());
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'leads_erased',
      actor_uid: expect.any(String),
      target: null,
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

  it('erases again, once a backup is restored, the leads erased since it was taken (`pnpm leads:erase-again`), and only those', async () => {
    await seedLeads();
    const db = adminDb();
    const copy = async (name: string) =>
      (await db.collection(name).get()).docs.map((doc) => [doc.id, doc.data()] as const);
    // The backup: every lead and fingerprint as they are before the erasure.
    const backup = { leads: await copy('leads'), lead_fingerprints: await copy('lead_fingerprints') };
    expect(await callFunction('eraseLeads', { email: 'Anna.Berg@example.se' }, { idToken: adminToken })).toMatchObject({
      ok: true,
      result: { erased: 3 },
    });
    // The record of which leads went holds neither the address nor anything else the person sent.
    const records = (await db.collection('lead_erasures').get()).docs.map((doc) => doc.data());
    expect(JSON.stringify(records).toLowerCase()).not.toContain('anna');
    // Kept for a while only (Firestore's TTL deletes it), longer than any backup is kept.
    for (const record of records) {
      const days = (record.expires_at.toMillis() - record.erased_at.toMillis()) / (24 * 60 * 60 * 1000);
      expect(Math.round(days)).toBe(400);
    }

    // The backup is imported over the database (an import deletes nothing): Anna is back.
    const restore = db.batch();
    for (const [name, documents] of Object.entries(backup)) {
      for (const [id, data] of documents) restore.set(db.collection(name).doc(id), data);
    }
    await restore.commit();
    expect(await storedLeads()).toHaveLength(4);

    expect(await eraseLeadsAgain(db)).toEqual({ erased: 3 });
    expect((await storedLeads()).map((lead) => lead.payload.email)).toEqual(['olle@example.se']);
    expect((await db.collection('lead_fingerprints').get()).docs.map((doc) => doc.get('lead_id'))).toEqual([
      (await storedLeads())[0]?.id,
    ]);
    // A second run changes nothing.
    expect(await eraseLeadsAgain(db)).toEqual({ erased: 0 });
  });

  it('records an erasure of many leads (600: three parts) in one audit entry with the whole count', async () => {
    const db = await quietProject('erase-at-size');
    const leads = db.collection('leads');
    const seeded = db.batch();
    for (let index = 0; index < 600; index++) {
      seeded.set(leads.doc(`bulk-${index}`), {
        type: index < 450 ? 'newsletter' : 'contact',
        email_key: 'bulk@example.se',
        payload: { email: 'bulk@example.se' },
        created_at: Timestamp.now(),
        fingerprint: `f-bulk-${index}`,
        forwarding: { state: 'delivered', attempts: 1 },
        expires_at: Timestamp.fromDate(new Date('2028-01-01T10:00:00Z')),
      });
      seeded.set(db.collection('lead_fingerprints').doc(`f-bulk-${index}`), { lead_id: `bulk-${index}` });
    }
    await seeded.commit();

    expect(await eraseLeadsOf(db, 'Bulk@Example.se', { uid: 'admin-uid', email: 'admin@example.se' })).toBe(600);
    expect((await leads.get()).size).toBe(0);
    expect((await db.collection('lead_fingerprints').get()).size).toBe(0);

    const log = (await db.collection('audit_log').get()).docs.map((entry) => entry.data());
    expect(log).toEqual([
      {
        action: 'leads_erased',
        actor_uid: 'admin-uid',
        actor_email: 'admin@example.se',
        at: expect.any(Timestamp),
        target: null,
        details: { count: 600, kinds: { newsletter: 450, contact: 150 } },
      },
    ]);
  });

  it('records every part of an erasure it made, also when a later part fails (many leads of one address)', async () => {
    // 300 sign-ups of one address (a bot, say): more than one batch of deletions.
    const db = await quietProject('erase-partial');
    const leads = db.collection('leads');
    const seeded = db.batch();
    for (let index = 0; index < 300; index++) {
      seeded.set(leads.doc(`many-${index}`), {
        type: 'newsletter',
        email_key: 'many@example.se',
        payload: { email: 'many@example.se' },
        created_at: Timestamp.now(),
        forwarding: { state: 'delivered', attempts: 1 },
        expires_at: Timestamp.fromDate(new Date('2028-01-01T10:00:00Z')),
      });
    }
    await seeded.commit();
    // The second part's transaction fails (a timeout, a quota): the first one's deletions stay done.
    let parts = 0;
    const failingSecond = Object.create(db, {
      runTransaction: {
        value: (...args: Parameters<Firestore['runTransaction']>) => {
          parts += 1;
          if (parts === 2) return Promise.reject(new Error('deadline exceeded'));
          return db.runTransaction(...args);
        },
      },
    }) as Firestore;
    const actor = { uid: 'admin-uid', email: 'admin@example.se' };
    await expect(eraseLeadsOf(failingSecond, 'many@example.se', actor)).rejects.toThrow('deadline exceeded');
    const left = (await leads.where('email_key', '==', 'many@example.se').get()).size;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(300);
    const erasuresThere = () => db.collection('audit_log').where('action', '==', 'leads_erased').get();
    const logged = (await erasuresThere()).docs.map((entry) => entry.data().details.count as number);
    // The failed erasure's one entry says how many it erased before it stopped.
    expect(logged).toEqual([300 - left]);

    // The retry erases the rest and records it: every erased lead is in the log once.
    expect(await eraseLeadsOf(db, 'many@example.se', actor)).toBe(left);
    const all = (await erasuresThere()).docs.map((entry) => entry.data().details.count as number);
    expect(all).toHaveLength(2);
    expect(all.reduce((sum, count) => sum + count, 0)).toBe(300);
  });

  it('counts and records each lead once when two erasures of the same person run at once (two tabs, two admins)', async () => {
    await seedLeads();
    const before = (await erasures()).docs.map((entry) => entry.data().details.count as number);
    const actor = { uid: 'admin-uid', email: 'admin@example.se' };
    const results = await Promise.all([
      eraseLeadsOf(adminDb(), 'anna.berg@example.se', actor),
      eraseLeadsOf(adminDb(), 'Anna.Berg@Example.se', actor),
    ]);
    expect(results[0] + results[1]).toBe(3);
    expect((await storedLeads()).map((lead) => lead.payload.email)).toEqual(['olle@example.se']);
    const after = (await erasures()).docs.map((entry) => entry.data().details.count as number);
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
    expect(sum(after) - sum(before)).toBe(3);
  });

  it('finds a lead stored before email_key however it was typed once `pnpm leads:keys` has given it its key', async () => {
    const leads = adminDb().collection('leads');
    const legacy = {
      type: 'contact',
      payload: { email: 'KALLE.ANKA@Example.se' },
      created_at: Timestamp.fromDate(new Date('2025-01-01T10:00:00Z')),
      forwarding: { state: 'delivered', attempts: 1 },
      expires_at: Timestamp.fromDate(new Date('2028-01-01T10:00:00Z')),
    };
    await leads.doc('legacy-kalle').set(legacy);
    await leads.doc('legacy-no-address').set({ ...legacy, payload: {} });
    await leads.doc('keyed').set({ ...legacy, payload: { email: 'olle@example.se' }, email_key: 'olle@example.se' });
    const actor = { uid: 'admin-uid', email: 'admin@example.se' };
    // Typed neither as stored nor lower-cased: not found without the key.
    expect(await eraseLeadsOf(adminDb(), 'kalle.ANKA@example.se', actor)).toBe(0);

    expect(await addLeadEmailKeys(adminDb())).toEqual({ leads: 3, keyed: 1, failed: [] });
    expect((await leads.doc('legacy-kalle').get()).get('email_key')).toBe('kalle.anka@example.se');
    expect((await leads.doc('legacy-no-address').get()).get('email_key')).toBeUndefined();
    // A second run changes nothing.
    expect(await addLeadEmailKeys(adminDb())).toEqual({ leads: 3, keyed: 0, failed: [] });

    expect(await callFunction('eraseLeads', { email: 'kalle.ANKA@example.se' }, { idToken: adminToken })).toMatchObject(
      { ok: true, result: { erased: 1 } },
    );
    expect((await leads.get()).docs.map((lead) => lead.id).sort()).toEqual(['keyed', 'legacy-no-address']);
  });

  it('finds an address with an international domain however it was written: Unicode or ASCII, composed or not', async () => {
    const client = { clientAddress: freshClientAddress() };
    // Sent with the domain in Unicode (its letters decomposed, as some keyboards and pastes give them) and in ASCII.
    const decomposed = 'åsa@exämple.se'.normalize('NFD');
    expect((await postLead('newsletter', { email: decomposed }, client)).answer).toMatchObject({ sent: true });
    expect((await postLead('quiz', { email: 'Åsa@xn--exmple-cua.se' }, client)).answer).toMatchObject({ sent: true });
    await settledLeads(2);
    // One stored before keys were made this way, with the key it was given then.
    const legacy = {
      type: 'contact',
      payload: { email: decomposed },
      email_key: decomposed,
      created_at: Timestamp.fromDate(new Date('2025-01-01T10:00:00Z')),
      forwarding: { state: 'delivered', attempts: 1 },
      expires_at: Timestamp.fromDate(new Date('2028-01-01T10:00:00Z')),
    };
    await adminDb().collection('leads').doc('keyed-before').set(legacy);
    // `pnpm leads:keys` gives it the key of today.
    expect(await addLeadEmailKeys(adminDb())).toMatchObject({ keyed: 1 });
    expect(await addLeadEmailKeys(adminDb())).toMatchObject({ keyed: 0 });

    // The admin types the address as the person's e-mail shows it: composed, in capitals.
    const outcome = await callFunction('eraseLeads', { email: 'ÅSA@Exämple.se' }, { idToken: adminToken });
    expect(outcome).toEqual({ ok: true, httpStatus: 200, result: { erased: 3 } });
    expect(await storedLeads()).toHaveLength(0);
  });

  it('finds a lead stored before email_key with an international domain by the address lower-cased, before `pnpm leads:keys`', async () => {
    await adminDb()
      .collection('leads')
      .doc('unkeyed-idn')
      .set({
        type: 'newsletter',
        payload: { email: 'åsa@exämple.se' },
        created_at: Timestamp.fromDate(new Date('2025-01-01T10:00:00Z')),
        forwarding: { state: 'delivered', attempts: 1 },
        expires_at: Timestamp.fromDate(new Date('2028-01-01T10:00:00Z')),
      });
    const actor = { uid: 'admin-uid', email: 'admin@example.se' };
    expect(await eraseLeadsOf(adminDb(), 'Åsa@Exämple.se', actor)).toBe(1);
  });

  it('erases nobody’s leads for an address that reads as a pattern or a filter: the address is matched whole', async () => {
    await seedLeads();
    for (const email of ['*@*', '.*@.*', '%@%', '@example.se', 'anna.berg@example.se*', "' OR 1=1 --@example.se"]) {
      const outcome = await callFunction<{ erased: number }>('eraseLeads', { email }, { idToken: adminToken });
      if (outcome.ok) expect(outcome.result, email).toEqual({ erased: 0 });
      else expect(outcome, email).toMatchObject({ httpStatus: 400, error: { status: 'INVALID_ARGUMENT' } });
    }
    expect(await storedLeads()).toHaveLength(4);
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
    expect((await erasures()).size).toBe(0);
  });
});
