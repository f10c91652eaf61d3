/**
 * `pnpm leads:unsubscribe-urls` (scripts/content/leadUnsubscribeUrls.ts): the subscriptions the
 * newsletter tool got before it was sent unsubscribe addresses get theirs, through the retry run,
 * once, with a key of their own; a dry run writes nothing; a second run queues nothing; a lead
 * whose own delivery carried its address, an ended or undelivered one, an expired one and any other
 * kind of lead are left alone. Measured with 1,000 older subscribers.
 */
import { type DocumentData, Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../functions/src/leads/unsubscribeToken';
import { queueUnsubscribeUrls } from '../../scripts/content/leadUnsubscribeUrls';
import { readFunctionsConfig } from '../../scripts/local-stack/functions-env.mjs';
import { adminDb, setBackgroundTriggers, signedInToken } from './support/admin';
import { freshClientAddress } from './support/callables';
import { postLead } from './support/leadPosts';
import { eventually, runRetries, useWebhookReceiver } from './support/leads';

const receiver = useWebhookReceiver();
const KEY = readFunctionsConfig().NEWSLETTER_UNSUBSCRIBE_KEY ?? '';
const DAY = 86_400_000;
let adminToken: string;

beforeAll(async () => {
  adminToken = await signedInToken({ admin: true });
});
// The measurement turns the triggers off while it seeds: on again for whatever runs next.
afterEach(() => setBackgroundTriggers(true));

/** A lead as an older version stored and delivered it: no mark, no event. */
function olderLead(email: string, overrides: DocumentData = {}): DocumentData {
  const at = Timestamp.fromMillis(Date.now() - 400 * DAY);
  return {
    type: 'newsletter',
    payload: { email },
    email_key: email,
    created_at: at,
    fingerprint: `f-${email}`,
    forwarding: {
      state: 'delivered',
      attempts: 1,
      next_attempt_at: null,
      last_attempt_at: at,
      last_error: null,
      delivered_at: at,
    },
    expires_at: Timestamp.fromMillis(Date.now() + 700 * DAY),
    ...overrides,
  };
}

const addressEvents = () =>
  receiver.accepted('/webhooks/newsletter').filter((delivery) => delivery.body.event === 'unsubscribe_url');

describe('pnpm leads:unsubscribe-urls', () => {
  it('sends each older subscription its address once, through the retry run, and leaves every other lead alone', async () => {
    const leads = adminDb().collection('leads');
    await Promise.all([
      leads.doc('older').set(olderLead('older@example.se', { page: '/sv/blog' })),
      leads.doc('ended').set(olderLead('ended@example.se', { unsubscribe: { at: Timestamp.now() } })),
      leads.doc('failed').set(olderLead('failed@example.se')),
      leads.doc('expired').set(olderLead('expired@example.se', { expires_at: Timestamp.fromMillis(Date.now() - DAY) })),
      leads.doc('quiz').set(olderLead('quiz@example.se', { type: 'quiz' })),
    ]);
    await leads.doc('failed').update({ 'forwarding.state': 'failed' });
    // A subscription delivered today: its own delivery carried the address, and marked it.
    const posted = await postLead('newsletter', { email: 'new@example.se' }, { clientAddress: freshClientAddress() });
    expect(posted.answer).toMatchObject({ sent: true });
    const fresh = await eventually(
      async () => (await leads.where('email_key', '==', 'new@example.se').get()).docs[0],
      (lead) => lead?.get('forwarding.state') === 'delivered',
    );
    expect(fresh?.get('unsubscribe_url_sent')).toBe(true);

    const before = (await leads.get()).docs.map((lead) => lead.updateTime.toMillis());
    expect(await queueUnsubscribeUrls(adminDb(), { send: false })).toEqual({
      subscriptions: 5,
      lacking: 1,
      queued: 0,
      changed: 0,
      failed: [],
    });
    // A dry run writes nothing.
    expect((await leads.get()).docs.map((lead) => lead.updateTime.toMillis())).toEqual(before);

    expect(await queueUnsubscribeUrls(adminDb(), { send: true })).toMatchObject({ lacking: 1, queued: 1 });
    expect(await queueUnsubscribeUrls(adminDb(), { send: true })).toMatchObject({ lacking: 0, queued: 0 });

    expect(await runRetries(adminToken)).toMatchObject({ due: 1, delivered: 1 });
    expect(addressEvents()).toEqual([
      expect.objectContaining({
        idempotencyKey: 'older:unsubscribe_url',
        body: {
          event: 'unsubscribe_url',
          lead_id: 'older',
          type: 'newsletter',
          email: 'older@example.se',
          // In the language of the page it was made on.
          unsubscribe_url: `http://localhost:3000/sv/unsubscribe?token=${unsubscribeToken(KEY, 'older')}`,
        },
      }),
    ]);
    expect((await leads.doc('older').get()).get('unsubscribe_url.forwarding')).toMatchObject({
      state: 'delivered',
      attempts: 1,
    });
    expect(await runRetries(adminToken)).toMatchObject({ due: 0 });
    expect(await queueUnsubscribeUrls(adminDb(), { send: true })).toMatchObject({ lacking: 0, queued: 0 });
  });

  it('queues 1,000 older subscribers in one run, and the retry run sends them 50 at a time (measured)', async () => {
    const count = 1000;
    // Seeded and queued without the triggers: each write would start one (in production the queue's
    // 1,000 updates start deliverUnsubscribed 1,000 times, each returning at once, isNewEnding).
    await setBackgroundTriggers(false);
    const writer = adminDb().bulkWriter();
    for (let index = 0; index < count; index++) {
      void writer.set(
        adminDb()
          .collection('leads')
          .doc(`older${String(index).padStart(4, '0')}`),
        olderLead(`older${index}@example.se`),
      );
    }
    await writer.close();

    let started = performance.now();
    const dry = await queueUnsubscribeUrls(adminDb(), { send: false });
    const dryMs = performance.now() - started;
    expect(dry).toMatchObject({ subscriptions: count, lacking: count, queued: 0 });

    started = performance.now();
    const sent = await queueUnsubscribeUrls(adminDb(), { send: true });
    const sendMs = performance.now() - started;
    expect(sent).toMatchObject({ lacking: count, queued: count, changed: 0, failed: [] });

    started = performance.now();
    expect(await queueUnsubscribeUrls(adminDb(), { send: true })).toMatchObject({ lacking: 0, queued: 0 });
    const againMs = performance.now() - started;

    await setBackgroundTriggers(true);
    started = performance.now();
    expect(await runRetries(adminToken)).toMatchObject({ due: 50, delivered: 50 });
    const retryMs = performance.now() - started;
    expect(new Set(addressEvents().map((event) => event.idempotencyKey)).size).toBe(50);
    console.info(
      `leads:unsubscribe-urls with ${count} older subscribers: dry run ${Math.round(dryMs)} ms, --send ${Math.round(sendMs)} ms, a second --send ${Math.round(againMs)} ms; one retry run of 50 ${Math.round(retryMs)} ms`,
    );
  });
});
