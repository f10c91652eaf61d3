/**
 * Abuse limits: a burst from one client is cut off at the configured number of submissions per
 * window, across the lead functions; other clients are not affected; only valid submissions
 * count; forged X-Forwarded-For entries do not make a new client; and all clients together are
 * held to a global ceiling per minute that protects the webhooks. Also: CORS for the configured
 * site origins only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from './support/admin';
import { type CallOutcome, callFunction, freshClientAddress } from './support/callables';
import { demoParameter, storedLeads } from './support/leads';
import { functionUrl } from './support/stack';
import { WebhookReceiver } from './support/webhookReceiver';

const receiver = new WebhookReceiver();
const limit = Number(demoParameter('LEAD_RATE_LIMIT_MAX'));
const globalLimit = Number(demoParameter('LEAD_GLOBAL_RATE_LIMIT_PER_MINUTE'));
const siteOrigin = demoParameter('LEAD_ALLOWED_ORIGINS').split(',')[0] ?? '';

beforeAll(() => receiver.start());
afterAll(() => receiver.stop());
beforeEach(async () => {
  await clearFirestore();
  receiver.reset();
});

function rejected(outcomes: CallOutcome<unknown>[]) {
  return outcomes.filter((outcome) => !outcome.ok);
}

describe('per-client rate limit', () => {
  it('limits a burst from one client and leaves other clients alone', async () => {
    const burstClient = freshClientAddress();
    const burst = await Promise.all(
      Array.from({ length: limit + 3 }, (_, i) =>
        callFunction('subscribeNewsletter', { email: `burst-${i}@example.se` }, { clientAddress: burstClient }),
      ),
    );

    expect(burst.filter((outcome) => outcome.ok)).toHaveLength(limit);
    const refusals = rejected(burst);
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        httpStatus: 429,
        error: {
          status: 'RESOURCE_EXHAUSTED',
          message: expect.stringMatching(
            /^Too many submissions from your network\. Please try again in \d+ minutes?\.$/,
          ),
        },
      });
    }

    // Another client, at the same time, is served normally.
    const other = await callFunction(
      'sendQuizLead',
      { email: 'someone@example.se' },
      { clientAddress: freshClientAddress() },
    );
    expect(other).toMatchObject({ ok: true, result: { ok: true } });

    // Only accepted submissions were stored and forwarded.
    expect(await storedLeads()).toHaveLength(limit + 1);
    expect(receiver.accepted()).toHaveLength(limit + 1);
  });

  it('counts one client across all lead functions', async () => {
    const client = freshClientAddress();
    for (let i = 0; i < limit; i++) {
      const outcome = await callFunction('sendQuizLead', { email: `quiz-${i}@example.se` }, { clientAddress: client });
      expect(outcome.ok).toBe(true);
    }
    const contact = await callFunction(
      'sendContact',
      { firstName: 'A', lastName: 'B', email: 'c@example.se', company: 'D', message: 'E' },
      { clientAddress: client },
    );
    expect(contact).toMatchObject({ ok: false, error: { status: 'RESOURCE_EXHAUSTED' } });
  });

  it('treats addresses in one IPv6 /64 network as one client', async () => {
    for (let i = 0; i < limit; i++) {
      const outcome = await callFunction(
        'subscribeNewsletter',
        { email: `v6-${i}@example.se` },
        { clientAddress: `2001:db8:aa:bb::${(i + 1).toString(16)}` },
      );
      expect(outcome.ok).toBe(true);
    }
    const sameNetwork = await callFunction(
      'subscribeNewsletter',
      { email: 'v6-next@example.se' },
      { clientAddress: '2001:db8:aa:bb:ffff::1' },
    );
    expect(sameNetwork).toMatchObject({ ok: false, error: { status: 'RESOURCE_EXHAUSTED' } });
    const otherNetwork = await callFunction(
      'subscribeNewsletter',
      { email: 'v6-other@example.se' },
      { clientAddress: '2001:db8:aa:cc::1' },
    );
    expect(otherNetwork.ok).toBe(true);
  });

  it('counts only valid submissions: typos do not use up the quota', async () => {
    const client = freshClientAddress();
    for (let i = 0; i < limit + 2; i++) {
      const typo = await callFunction('subscribeNewsletter', { email: `typo-${i}@example` }, { clientAddress: client });
      expect(typo).toMatchObject({ ok: false, httpStatus: 400, error: { status: 'INVALID_ARGUMENT' } });
    }
    for (let i = 0; i < limit; i++) {
      const outcome = await callFunction(
        'subscribeNewsletter',
        { email: `fixed-${i}@example.se` },
        { clientAddress: client },
      );
      expect(outcome.ok).toBe(true);
    }
    const over = await callFunction('subscribeNewsletter', { email: 'one-more@example.se' }, { clientAddress: client });
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
        await callFunction(
          'sendQuizLead',
          { email: `rotating-${i}@example.se` },
          { headers: { 'x-forwarded-for': `${forged}, ${realClient}` } },
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(limit);
    expect(rejected(outcomes)).toHaveLength(3);
    expect(rejected(outcomes)[0]).toMatchObject({ httpStatus: 429, error: { status: 'RESOURCE_EXHAUSTED' } });
    expect(await storedLeads()).toHaveLength(limit);
  });
});

describe('global ceiling', () => {
  it(`accepts at most ${globalLimit} submissions a minute from all clients together`, async () => {
    const outcomes = [];
    for (let i = 0; i < globalLimit + 2; i++) {
      outcomes.push(
        await callFunction(
          'subscribeNewsletter',
          { email: `many-${i}@example.se` },
          { clientAddress: freshClientAddress() },
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(globalLimit);
    const refusals = rejected(outcomes);
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({
      httpStatus: 429,
      error: {
        status: 'RESOURCE_EXHAUSTED',
        message: expect.stringMatching(
          /^We are receiving unusually many submissions\. Please try again in 1 minute\.$/,
        ),
      },
    });
    expect(await storedLeads()).toHaveLength(globalLimit);
    expect(receiver.accepted()).toHaveLength(globalLimit);
  });
});

describe('CORS', () => {
  it('lets the configured site origin call, after a preflight', async () => {
    const preflight = await fetch(functionUrl('sendQuizLead'), {
      method: 'OPTIONS',
      headers: {
        origin: siteOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');

    const outcome = await callFunction(
      'sendQuizLead',
      { email: 'cors@example.se' },
      { clientAddress: freshClientAddress(), headers: { origin: siteOrigin } },
    );
    expect(outcome).toMatchObject({ ok: true });
  });

  it('refuses a preflight and a call from any other origin', async () => {
    const preflight = await fetch(functionUrl('sendQuizLead'), {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const outcome = await callFunction(
      'sendQuizLead',
      { email: 'cors@example.se' },
      { clientAddress: freshClientAddress(), headers: { origin: 'https://evil.example' } },
    );
    expect(outcome).toMatchObject({ ok: false, httpStatus: 403, error: { status: 'PERMISSION_DENIED' } });
    expect(await storedLeads()).toEqual([]);
  });
});
