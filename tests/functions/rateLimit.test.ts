/**
 * Abuse limits: a burst from one client is cut off at the configured number of submissions per
 * window, across the lead forms; other clients are not affected; only valid submissions
 * count; forged X-Forwarded-For entries do not make a new client; and all clients together are
 * held to a global ceiling per minute that protects the webhooks. All through the one endpoint,
 * posted as the apps post a form. Also: posts from pages of other sites are refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from './support/admin';
import { freshClientAddress } from './support/callables';
import { type LeadPostOptions, postLead } from './support/leadPosts';
import { demoParameter, quietDeliveries, settledLeads, storedLeads } from './support/leads';
import { functionUrl } from './support/stack';
import { WebhookReceiver } from './support/webhookReceiver';

const receiver = new WebhookReceiver();
const limit = Number(demoParameter('LEAD_RATE_LIMIT_MAX'));
const globalLimit = Number(demoParameter('LEAD_GLOBAL_RATE_LIMIT_PER_MINUTE'));
const siteOrigin = demoParameter('LEAD_ALLOWED_ORIGINS').split(',')[0] ?? '';

beforeAll(() => receiver.start());
afterAll(() => receiver.stop());
beforeEach(async () => {
  await quietDeliveries();
  await clearFirestore();
  receiver.reset();
});

interface Outcome {
  ok: boolean;
  httpStatus: number;
  reason: string | undefined;
}

/** A lead form posted as the apps post it: sent, or refused with a status and a reason. */
async function send(form: string, fields: Record<string, string>, options: LeadPostOptions = {}): Promise<Outcome> {
  const { httpStatus, answer } = await postLead(form, fields, options);
  return { ok: answer?.sent === true, httpStatus, reason: answer && !answer.sent ? answer.reason : undefined };
}

function rejected(outcomes: Outcome[]) {
  return outcomes.filter((outcome) => !outcome.ok);
}

describe('per-client rate limit', () => {
  it('limits a burst from one client and leaves other clients alone', async () => {
    const burstClient = freshClientAddress();
    const burst = await Promise.all(
      Array.from({ length: limit + 3 }, (_, i) =>
        send('newsletter', { email: `burst-${i}@example.se` }, { clientAddress: burstClient }),
      ),
    );

    expect(burst.filter((outcome) => outcome.ok)).toHaveLength(limit);
    const refusals = rejected(burst);
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) {
      expect(refusal).toEqual({ ok: false, httpStatus: 429, reason: 'limited' });
    }

    // Another client, at the same time, is served normally.
    const other = await send('quiz', { email: 'someone@example.se' }, { clientAddress: freshClientAddress() });
    expect(other).toMatchObject({ ok: true });

    // Only accepted submissions were stored and forwarded.
    expect(await settledLeads(limit + 1)).toHaveLength(limit + 1);
    expect(receiver.accepted()).toHaveLength(limit + 1);
  });

  it('counts one client across all lead forms', async () => {
    const client = freshClientAddress();
    for (let i = 0; i < limit; i++) {
      const outcome = await send('quiz', { email: `quiz-${i}@example.se` }, { clientAddress: client });
      expect(outcome.ok).toBe(true);
    }
    const contact = await send(
      'contact',
      { firstName: 'A', lastName: 'B', email: 'c@example.se', company: 'D', message: 'E' },
      { clientAddress: client },
    );
    expect(contact).toEqual({ ok: false, httpStatus: 429, reason: 'limited' });
  });

  it('treats addresses in one IPv6 /64 network as one client', async () => {
    for (let i = 0; i < limit; i++) {
      const outcome = await send(
        'newsletter',
        { email: `v6-${i}@example.se` },
        { clientAddress: `2001:db8:aa:bb::${(i + 1).toString(16)}` },
      );
      expect(outcome.ok).toBe(true);
    }
    const sameNetwork = await send(
      'newsletter',
      { email: 'v6-next@example.se' },
      { clientAddress: '2001:db8:aa:bb:ffff::1' },
    );
    expect(sameNetwork).toEqual({ ok: false, httpStatus: 429, reason: 'limited' });
    const otherNetwork = await send(
      'newsletter',
      { email: 'v6-other@example.se' },
      { clientAddress: '2001:db8:aa:cc::1' },
    );
    expect(otherNetwork.ok).toBe(true);
  });

  it('counts only valid submissions: typos do not use up the quota', async () => {
    const client = freshClientAddress();
    for (let i = 0; i < limit + 2; i++) {
      const typo = await send('newsletter', { email: `typo-${i}@example` }, { clientAddress: client });
      expect(typo).toEqual({ ok: false, httpStatus: 400, reason: 'invalid' });
    }
    for (let i = 0; i < limit; i++) {
      const outcome = await send('newsletter', { email: `fixed-${i}@example.se` }, { clientAddress: client });
      expect(outcome.ok).toBe(true);
    }
    const over = await send('newsletter', { email: 'one-more@example.se' }, { clientAddress: client });
    expect(over).toMatchObject({ ok: false, httpStatus: 429 });
  });

  it('gives no fresh quota to forged X-Forwarded-For entries in the deployed header shape', async () => {
    // What the function receives in production: whatever the client put in X-Forwarded-For
    // itself, then the address Google's front end saw (appended, so always last).
    const realClient = freshClientAddress();
    const outcomes = [];
    for (let i = 0; i < limit + 3; i++) {
      const forged = `10.${i}.0.1, 192.0.2.${i + 1}`;
      outcomes.push(
        await send(
          'quiz',
          { email: `rotating-${i}@example.se` },
          { headers: { 'x-forwarded-for': `${forged}, ${realClient}` } },
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(limit);
    expect(rejected(outcomes)).toHaveLength(3);
    expect(rejected(outcomes)[0]).toEqual({ ok: false, httpStatus: 429, reason: 'limited' });
    expect(await storedLeads()).toHaveLength(limit);
  });

  it("counts posts through Hosting's CDN by the client the CDN saw, each client apart", async () => {
    // Through Hosting: "<client's entries>, <client>, <the CDN's address>" (the last appended by
    // Google's front end). Two visitors behind one CDN edge must not share a quota.
    const cdnHop = '151.101.86.42';
    const [first, second] = [freshClientAddress(), freshClientAddress()];
    const outcomes = [];
    for (let i = 0; i < limit + 2; i++) {
      outcomes.push(
        await send(
          'newsletter',
          { email: `via-cdn-${i}@example.se` },
          { headers: { 'x-forwarded-for': `192.0.2.${i + 1}, ${first}, ${cdnHop}` } },
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(limit);
    expect(rejected(outcomes)[0]).toEqual({ ok: false, httpStatus: 429, reason: 'limited' });
    const neighbour = await send(
      'newsletter',
      { email: 'neighbour@example.se' },
      { headers: { 'x-forwarded-for': `${second}, ${cdnHop}` } },
    );
    expect(neighbour.ok).toBe(true);
  });

  it("gives a call to the function's own address, bypassing Hosting, no fresh quota for forged entries, even the CDN's", async () => {
    // Called at cloudfunctions.net / run.app: "<client's entries>, <client>". Entries naming the
    // CDN's addresses are the client's own writing too: they come before the one it cannot write.
    const realClient = freshClientAddress();
    const outcomes = [];
    for (let i = 0; i < limit + 2; i++) {
      const forged = i % 2 === 0 ? `192.0.2.${i + 1}` : `192.0.2.${i + 1}, 151.101.${i}.1`;
      outcomes.push(
        await send(
          'contact',
          { firstName: 'D', lastName: 'C', email: `direct-${i}@example.se`, company: 'X', message: `Message ${i}` },
          { headers: { 'x-forwarded-for': `${forged}, ${realClient}` } },
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(limit);
    expect(rejected(outcomes)).toHaveLength(2);
  });
});

describe('global ceiling', () => {
  it(`accepts at most ${globalLimit} submissions a minute from all clients together`, async () => {
    const outcomes = [];
    for (let i = 0; i < globalLimit + 2; i++) {
      outcomes.push(
        await send('newsletter', { email: `many-${i}@example.se` }, { clientAddress: freshClientAddress() }),
      );
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(globalLimit);
    const refusals = rejected(outcomes);
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toEqual({ ok: false, httpStatus: 429, reason: 'limited' });
    expect(await settledLeads(globalLimit)).toHaveLength(globalLimit);
    expect(receiver.accepted()).toHaveLength(globalLimit);
  });
});

describe('the pages the forms may be posted from', () => {
  it('takes a post from a page of the configured site origin', async () => {
    expect(await send('quiz', { email: 'origin@example.se' }, { headers: { origin: siteOrigin } })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a post from any other origin, without one, or that the browser calls cross-site, storing nothing', async () => {
    const pages: Array<Record<string, string | null>> = [
      { origin: 'https://evil.example' },
      { origin: null },
      { origin: siteOrigin, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of pages) {
      const outcome = await postLead('quiz', { email: 'cors@example.se' }, { headers });
      expect(outcome.httpStatus, JSON.stringify(headers)).toBe(403);
      expect(outcome.text).toMatch(/can only be sent from a page of this site/);
    }
    expect(await storedLeads()).toEqual([]);
  });

  it('grants no other site a cross-origin call: a preflight gets no CORS headers', async () => {
    const preflight = await fetch(`${functionUrl('renderPage')}/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
