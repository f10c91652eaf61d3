/**
 * Abuse limit: a burst from one client is cut off at the configured number of submissions per
 * window, across the lead functions; other clients are not affected.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from './support/admin';
import { type CallOutcome, callFunction, freshClientAddress } from './support/callables';
import { demoParameter, storedLeads } from './support/leads';
import { WebhookReceiver } from './support/webhookReceiver';

const receiver = new WebhookReceiver();
const limit = Number(demoParameter('LEAD_RATE_LIMIT_MAX'));

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
});
