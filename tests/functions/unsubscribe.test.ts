/**
 * Unsubscribing from the newsletter without signing in: each subscription's unsubscribe address
 * goes to the newsletter webhook with it; a POST to that address (the page's button, or a mail
 * client's RFC 8058 one-click, from anywhere: the token is what counts) marks the lead and sends
 * the `unsubscribed` event through the lead's delivery path, once, with its own idempotency key;
 * twice is harmless; a forged token, another lead's, or an erased lead's changes nothing; a new
 * sign-up of the address clears the mark and is sent as a new subscription.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../functions/src/leads/unsubscribeToken';
import { readFunctionsConfig } from '../../scripts/local-stack/functions-env.mjs';
import { adminDb, signedInToken } from './support/admin';
import { callFunction, freshClientAddress } from './support/callables';
import { postLead } from './support/leadPosts';
import {
  demoParameter,
  eventually,
  runRetries,
  settledLeads,
  sleep,
  storedLead,
  useWebhookReceiver,
  waitUntilDue,
} from './support/leads';
import { functionUrl } from './support/stack';

const receiver = useWebhookReceiver();
const KEY = readFunctionsConfig().NEWSLETTER_UNSUBSCRIBE_KEY ?? '';
const maxAttempts = Number(demoParameter('LEAD_MAX_ATTEMPTS'));
let adminToken: string;

beforeAll(async () => {
  adminToken = await signedInToken({ admin: true });
});

/** A POST to the unsubscribe address `path` as a mail client's one-click sends it: no Origin, no form token. */
async function oneClick(path: string, body = 'List-Unsubscribe=One-Click') {
  const response = await fetch(`${functionUrl('renderPage')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Anna's subscription from a Swedish page, delivered: its id and the address it was sent with. */
async function subscribe(email = 'anna@example.se'): Promise<{ id: string; url: string }> {
  const posted = await postLead('newsletter', { email }, { page: '/sv/blog', clientAddress: freshClientAddress() });
  expect(posted.answer).toMatchObject({ sent: true });
  // The address's newest lead, once delivered.
  const newest = async () =>
    (await adminDb().collection('leads').where('email_key', '==', email).orderBy('created_at', 'desc').get()).docs[0];
  const lead = await eventually(newest, (doc) => doc?.get('forwarding.state') === 'delivered');
  const id = lead?.id ?? '';
  const delivery = receiver.accepted('/webhooks/newsletter').find((one) => one.body.lead_id === id);
  return { id, url: String(delivery?.body.unsubscribe_url) };
}

const pathOf = (url: string) => {
  const address = new URL(url);
  return `${address.pathname}${address.search}`;
};

const unsubscribedEvents = () =>
  receiver.accepted('/webhooks/newsletter').filter((delivery) => delivery.body.event === 'unsubscribed');

describe('the newsletter unsubscribe', () => {
  it("sends each subscription its own address, in its page's language, that nobody can make without the key", async () => {
    const { id, url } = await subscribe();
    expect(url).toBe(`http://localhost:3000/sv/unsubscribe?token=${unsubscribeToken(KEY, id)}`);
    expect(url).not.toContain(unsubscribeToken('another-key', id));
  });

  it('marks the lead and sends the unsubscribed event once, however often the address is posted to', async () => {
    const { id, url } = await subscribe();
    const first = await oneClick(pathOf(url));
    expect(first.headers.get('cache-control')).toBe('no-store');
    const lead = await storedLead(id);
    const marked = (lead as unknown as { unsubscribe: { at: { toMillis(): number } } }).unsubscribe;
    expect(marked.at.toMillis()).toBeGreaterThan(lead.created_at.toMillis());
    // Marketing data is kept until the person unsubscribes: 30 days more at most, then the TTL policy deletes it.
    expect(lead.expires_at.toMillis()).toBe(marked.at.toMillis() + 30 * 24 * 60 * 60 * 1000);
    const events = await eventually(unsubscribedEvents, (all) => all.length === 1);
    expect(events[0]?.idempotencyKey).toBe(`${id}:unsubscribed:${marked.at.toMillis()}`);
    expect(events[0]?.body).toEqual({
      event: 'unsubscribed',
      lead_id: id,
      type: 'newsletter',
      email: 'anna@example.se',
      unsubscribed_at: new Date(marked.at.toMillis()).toISOString(),
    });
    // The sink has the event a moment before the function, its answer in hand, records the delivery.
    const delivered = await eventually(
      async () => (await storedLead(id)) as unknown as { unsubscribe?: { forwarding?: { state?: string } } },
      (stored) => stored.unsubscribe?.forwarding?.state !== 'pending',
    );
    expect(delivered).toMatchObject({ unsubscribe: { forwarding: { state: 'delivered' } } });

    // Twice (and the English address of the same token): the same mark, no second event.
    await oneClick(pathOf(url));
    await oneClick(pathOf(url).replace('/sv/', '/'));
    expect((await runRetries(adminToken)).due).toBe(0);
    expect(unsubscribedEvents()).toHaveLength(1);
    expect(
      ((await storedLead(id)) as unknown as { unsubscribe: { at: { toMillis(): number } } }).unsubscribe.at.toMillis(),
    ).toBe(marked.at.toMillis());
  });

  it("answers without waiting for the webhook: a sink that never answers delays neither the page nor the event's one delivery", async () => {
    const { id, url } = await subscribe();
    // The sink now answers nothing within the functions' timeout (LEAD_WEBHOOK_TIMEOUT_SECONDS).
    const timeoutMs = Number(demoParameter('LEAD_WEBHOOK_TIMEOUT_SECONDS')) * 1000;
    receiver.delayMs = timeoutMs + 1_500;
    const answer = await oneClick(pathOf(url));
    expect(answer.status).toBe(200);
    // The page waited for the transaction and its render, not for an attempt: an attempt is recorded
    // only once the sink has kept it the whole timeout, and none is recorded when the page answers
    // (one made in the request would be).
    const ended = (await storedLead(id)) as unknown as {
      unsubscribe: { at: unknown; forwarding: { attempts: number } };
    };
    expect(ended.unsubscribe.at).toBeTruthy();
    expect(ended.unsubscribe.forwarding.attempts).toBe(0);

    // The trigger makes the first attempt (no retry run is asked), which times out and is recorded.
    await eventually(unsubscribedEvents, (all) => all.length === 1);
    const attempted = await eventually(
      async () => (await storedLead(id)) as unknown as { unsubscribe: { forwarding: { attempts: number } } },
      (lead) => lead.unsubscribe.forwarding.attempts === 1,
    );
    expect(attempted.unsubscribe.forwarding).toMatchObject({ state: 'pending', last_error: expect.any(String) });

    // The sink answers again: the retry run sends it once more with the same key, and it is delivered.
    receiver.delayMs = 0;
    await eventually(
      async () => {
        await runRetries(adminToken);
        return (await storedLead(id)) as unknown as { unsubscribe: { forwarding: { state: string } } };
      },
      (lead) => lead.unsubscribe.forwarding.state === 'delivered',
    );
    expect(new Set(unsubscribedEvents().map((one) => one.idempotencyKey)).size).toBe(1);
  });

  it('changes nothing for a forged token, another lead id under a signature, or a post without the one-click field', async () => {
    const { id, url } = await subscribe();
    const token = new URL(url).searchParams.get('token') ?? '';
    const [, signature] = token.split('.');
    const other = `${'Z'.repeat(20)}.${signature}`;
    const forged = `${id}.${'A'.repeat(43)}`;
    for (const bad of [other, forged, 'junk', '']) {
      await oneClick(`/unsubscribe?token=${encodeURIComponent(bad)}`);
    }
    // Not a one-click: the footer's lead form would be, which this is not either (no Origin, no form).
    expect((await oneClick(pathOf(url), 'confirm=yes')).status).toBe(403);
    expect((await storedLead(id)) as unknown).not.toHaveProperty('unsubscribe');
    expect(unsubscribedEvents()).toHaveLength(0);
  });

  it('ends the subscription at any spelling of its address, answering the page, never a redirect a mail client would not follow', async () => {
    const { id, url } = await subscribe();
    // The Swedish address with its language and a letter percent-encoded, in capitals.
    const spelled = pathOf(url).replace('/sv/unsubscribe', '/%53V/Unsub%73cribe');
    const answer = await oneClick(spelled);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The heading carries soft hyphens where its long words may break.
    expect(answer.text.replaceAll('\u00ad', '')).toContain('Din prenumeration är avslutad');
    expect(((await storedLead(id)) as unknown as { unsubscribe?: { at: unknown } }).unsubscribe?.at).toBeTruthy();
    await eventually(unsubscribedEvents, (all) => all.length === 1);
    // Encoded twice: no address of the page, a plain refusal, nothing more sent.
    const twice = await oneClick(pathOf(url).replace('/sv/unsubscribe', '/%2573v/unsubscribe'));
    expect(twice.status).toBeGreaterThanOrEqual(400);
    expect(twice.status).toBeLessThan(500);
    expect(unsubscribedEvents()).toHaveLength(1);
  });

  it("changes nothing for an erased lead's address", async () => {
    const { id, url } = await subscribe();
    const erased = await callFunction('eraseLeads', { email: 'anna@example.se' }, { idToken: adminToken });
    expect(erased.ok).toBe(true);
    await oneClick(pathOf(url));
    expect((await adminDb().collection('leads').doc(id).get()).exists).toBe(false);
    expect(unsubscribedEvents()).toHaveLength(0);
  });

  it('waits with the event until the subscription itself has been delivered', async () => {
    receiver.status = 500;
    const posted = await postLead('newsletter', { email: 'olle@example.se' }, { clientAddress: freshClientAddress() });
    expect(posted.answer).toMatchObject({ sent: true });
    const [lead] = await settledLeads(1);
    const id = lead?.id ?? '';
    await oneClick(`/unsubscribe?token=${unsubscribeToken(KEY, id)}`);
    // Not attempted: the tool has not got the subscription yet.
    expect(unsubscribedEvents()).toHaveLength(0);
    expect(receiver.deliveries.filter((one) => one.body.event === 'unsubscribed')).toHaveLength(0);

    receiver.status = 200;
    await waitUntilDue(id);
    // The subscription goes first; the ending once its own wait has passed, after it.
    await eventually(
      async () => {
        await runRetries(adminToken);
        return unsubscribedEvents();
      },
      (events) => events.length === 1,
    );
    expect(receiver.accepted().map((one) => one.body.event ?? 'subscription')).toEqual([
      'subscription',
      'unsubscribed',
    ]);
  });

  it('lets an admin resend a failed unsubscribed event once, with its own key, audit-logged; others may not', async () => {
    const { id, url } = await subscribe();
    receiver.status = 500;
    await oneClick(pathOf(url));
    const ending = async () =>
      (await storedLead(id)) as unknown as {
        unsubscribe: {
          at: { toMillis(): number };
          forwarding: { state: string; attempts: number; next_attempt_at: { toMillis(): number } | null };
        };
      };
    // Every attempt the webhook refuses: the event is marked failed, the lead itself stays delivered.
    await eventually(
      async () => {
        const current = (await ending()).unsubscribe.forwarding;
        if (current.state === 'pending' && current.next_attempt_at) {
          await sleep(Math.max(0, current.next_attempt_at.toMillis() - Date.now()) + 150);
          await runRetries(adminToken);
        }
        return (await ending()).unsubscribe.forwarding;
      },
      (current) => current.state === 'failed',
      60_000,
    );
    const failed = await ending();
    expect(failed.unsubscribe.forwarding.attempts).toBe(maxAttempts);
    expect((await storedLead(id)).forwarding.state).toBe('delivered');
    const key = `${id}:unsubscribed:${failed.unsubscribe.at.toMillis()}`;

    // Not for a visitor, nor an account without the admin claim; not for the lead itself (delivered).
    expect(await callFunction('resendLead', { leadId: id, event: 'unsubscribed' })).toMatchObject({
      ok: false,
      error: { status: 'UNAUTHENTICATED' },
    });
    const userToken = await signedInToken();
    expect(
      await callFunction('resendLead', { leadId: id, event: 'unsubscribed' }, { idToken: userToken }),
    ).toMatchObject({ ok: false, error: { status: 'PERMISSION_DENIED' } });
    expect(await callFunction('resendLead', { leadId: id }, { idToken: adminToken })).toMatchObject({
      ok: false,
      error: { status: 'FAILED_PRECONDITION', message: 'Only a failed lead can be resent; this one is delivered.' },
    });

    receiver.status = 200;
    const outcomes = await Promise.all(
      [0, 1].map(() => callFunction('resendLead', { leadId: id, event: 'unsubscribed' }, { idToken: adminToken })),
    );
    // A double click (or two admins) sends it once.
    expect(outcomes.filter((outcome) => outcome.ok)).toEqual([
      { ok: true, httpStatus: 200, result: { state: 'delivered', attempts: maxAttempts + 1, lastError: null } },
    ]);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
    expect(unsubscribedEvents().map((event) => event.idempotencyKey)).toEqual([key]);
    expect((await ending()).unsubscribe.forwarding).toMatchObject({ state: 'delivered', attempts: maxAttempts + 1 });
    const logged = await adminDb().collection('audit_log').where('target.id', '==', id).get();
    expect(logged.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        action: 'lead_resent',
        target: { collection: 'leads', id, title: '' },
        details: { state: 'delivered', event: 'unsubscribed' },
      }),
    ]);
    // Delivered now: resending it again is refused and sends nothing.
    expect(
      await callFunction('resendLead', { leadId: id, event: 'unsubscribed' }, { idToken: adminToken }),
    ).toMatchObject({
      ok: false,
      error: {
        status: 'FAILED_PRECONDITION',
        message: 'Only a failed unsubscribed event can be resent; this one is delivered.',
      },
    });
    expect(unsubscribedEvents()).toHaveLength(1);
  });

  it('takes a new sign-up of the address as a new subscription, also within the duplicate window, and clears the mark', async () => {
    const { id, url } = await subscribe();
    await oneClick(pathOf(url));
    await eventually(unsubscribedEvents, (all) => all.length === 1);

    // The same sign-up again, minutes later: not a repeat of the ended one.
    const again = await subscribe();
    expect(again.id).not.toBe(id);
    expect(again.url).not.toBe(url);
    expect((await storedLead(id)) as unknown).not.toHaveProperty('unsubscribe');
    const subscriptions = receiver.accepted('/webhooks/newsletter').filter((one) => one.body.event === undefined);
    expect(subscriptions.map((one) => one.body.lead_id)).toEqual([id, again.id]);

    // A link in an earlier mail ends it again, with an event of its own (another idempotency key).
    await oneClick(pathOf(url));
    const events = await eventually(unsubscribedEvents, (all) => all.length === 2);
    expect(new Set(events.map((one) => one.idempotencyKey)).size).toBe(2);
  });
});
