import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptDelivery, claimDueLead, deliverFirst, isNewEnding } from './delivery';
import type { Forwarding, LeadDocument } from './leadDocument';
import { testLeadSettings } from './testRequest';

const settings = testLeadSettings({ claimSeconds: 60 });
const NOW = new Date();

/**
 * One lead document behind Firestore's transaction guarantee: transactions on it run one after
 * another (as Firestore serializes conflicting ones), each reading what the previous one wrote.
 */
function oneLead(lead: LeadDocument) {
  let data: LeadDocument = lead;
  let queue: Promise<unknown> = Promise.resolve();
  const ref = {
    id: 'lead-1',
    update: async (fields: Record<string, unknown>) => {
      data = apply(data, fields);
    },
  } as unknown as DocumentReference;
  const firestore = {
    runTransaction<T>(run: (transaction: unknown) => Promise<T>): Promise<T> {
      const result = queue.then(() =>
        run({
          get: async () => ({ data: () => data, exists: true }),
          update: (_ref: unknown, fields: Record<string, unknown>) => {
            data = apply(data, fields);
          },
        }),
      );
      queue = result.catch(() => undefined);
      return result;
    },
  } as unknown as Firestore;
  return { ref, firestore, current: () => data };
}

/** A copy of a lead's plain objects, its Timestamps kept as they are. */
function copy<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Timestamp) return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, copy(field)])) as T;
}

/** Applies dotted field paths (`unsubscribe.forwarding.next_attempt_at`) as Firestore's update does. */
function apply(lead: LeadDocument, fields: Record<string, unknown>): LeadDocument {
  const next = copy(lead) as unknown as Record<string, unknown>;
  for (const [path, value] of Object.entries(fields)) {
    const keys = path.split('.');
    const last = keys.pop() ?? path;
    let at = next;
    for (const key of keys) at = at[key] as Record<string, unknown>;
    at[last] = value;
  }
  return next as unknown as LeadDocument;
}

function newLead(): LeadDocument {
  return {
    type: 'newsletter',
    payload: { email: 'anna@example.se' },
    created_at: Timestamp.fromDate(NOW),
    fingerprint: 'f',
    forwarding: {
      state: 'pending',
      attempts: 0,
      next_attempt_at: Timestamp.fromDate(NOW),
      last_attempt_at: null,
      last_error: null,
      delivered_at: null,
    },
    expires_at: Timestamp.fromMillis(NOW.getTime() + 1000_000),
  };
}

beforeEach(() => {
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('deliverFirst of a new lead (the new-lead trigger)', () => {
  it('claims a just-stored lead and makes one attempt with it', async () => {
    const { ref, firestore, current } = oneLead(newLead());
    const deliver = vi.fn().mockResolvedValue('delivered');
    expect(await deliverFirst(firestore, ref, settings, 'subscription', new Date(), deliver)).toEqual({
      claimed: true,
      state: 'delivered',
    });
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver.mock.calls[0]?.[1]).toMatchObject({ type: 'newsletter', payload: { email: 'anna@example.se' } });
    // Held while the attempt runs: nobody else finds it due.
    expect(current().forwarding.next_attempt_at?.toMillis()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('sends once when the trigger, a retry of it and a retry run all take the lead at the same time', async () => {
    const { ref, firestore } = oneLead(newLead());
    const deliver = vi.fn().mockResolvedValue('delivered');
    const [trigger, triggerRetry, retryRunClaim] = await Promise.all([
      deliverFirst(firestore, ref, settings, 'subscription', new Date(), deliver),
      deliverFirst(firestore, ref, settings, 'subscription', new Date(), deliver),
      claimDueLead(firestore, ref, new Date(), settings),
    ]);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect([trigger.claimed, triggerRetry.claimed, retryRunClaim !== null].filter(Boolean)).toHaveLength(1);
  });

  it('leaves a lead another sender holds, or one already delivered, alone', async () => {
    const held = newLead();
    held.forwarding.next_attempt_at = Timestamp.fromMillis(Date.now() + 30_000);
    const deliver = vi.fn();
    const first = oneLead(held);
    expect(await deliverFirst(first.firestore, first.ref, settings, 'subscription', new Date(), deliver)).toEqual({
      claimed: false,
    });
    const delivered = newLead();
    delivered.forwarding.state = 'delivered';
    const second = oneLead(delivered);
    expect(await deliverFirst(second.firestore, second.ref, settings, 'subscription', new Date(), deliver)).toEqual({
      claimed: false,
    });
    expect(deliver).not.toHaveBeenCalled();
  });

  it('records nothing for a lead erased while its attempt ran, and does not fail', async () => {
    const { firestore, current } = oneLead(newLead());
    const gone = Object.assign(new Error('5 NOT_FOUND: no entity to update'), { code: 5 });
    const ref = {
      id: 'lead-1',
      update: vi.fn().mockRejectedValue(gone),
    } as unknown as DocumentReference;
    const claimed = await claimDueLead(firestore, ref, new Date(), settings);
    expect(claimed).not.toBeNull();
    // A real attempt against an unreachable webhook, then the lead is found gone.
    await expect(attemptDelivery(ref, current(), settings)).resolves.toBe('pending');
  });
});

function pending(at: Date): Forwarding {
  return {
    state: 'pending',
    attempts: 0,
    next_attempt_at: Timestamp.fromDate(at),
    last_attempt_at: null,
    last_error: null,
    delivered_at: null,
  };
}

/** A delivered subscription, ended at `at` (its `unsubscribed` event pending and due), as unsubscribe() writes it. */
function endedLead(at = NOW): LeadDocument {
  const lead = newLead();
  lead.forwarding = { ...lead.forwarding, state: 'delivered', attempts: 1, next_attempt_at: null };
  lead.unsubscribe = { at: Timestamp.fromDate(at), forwarding: pending(at) };
  return lead;
}

describe('deliverFirst of an ended subscription (the unsubscribed trigger)', () => {
  it('claims the unsubscribed event and makes one attempt of it, not of the subscription', async () => {
    const { ref, firestore, current } = oneLead(endedLead());
    const deliver = vi.fn().mockResolvedValue('delivered');
    expect(await deliverFirst(firestore, ref, settings, 'unsubscribed', new Date(), deliver)).toEqual({
      claimed: true,
      state: 'delivered',
    });
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver.mock.calls[0]?.[3]).toBe('unsubscribed');
    expect(current().unsubscribe?.forwarding.next_attempt_at?.toMillis()).toBeGreaterThan(Date.now() + 50_000);
    expect(current().forwarding.state).toBe('delivered');
  });

  it('sends once when the trigger, a retry of it and a retry run all take the ending at the same time', async () => {
    const { ref, firestore } = oneLead(endedLead());
    const deliver = vi.fn().mockResolvedValue('delivered');
    const [trigger, triggerRetry, retryRunClaim] = await Promise.all([
      deliverFirst(firestore, ref, settings, 'unsubscribed', new Date(), deliver),
      deliverFirst(firestore, ref, settings, 'unsubscribed', new Date(), deliver),
      claimDueLead(firestore, ref, new Date(), settings, 'unsubscribed'),
    ]);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect([trigger.claimed, triggerRetry.claimed, retryRunClaim !== null].filter(Boolean)).toHaveLength(1);
  });

  it('sends nothing before the subscription itself is delivered: the ending waits its back-off, no attempt counted', async () => {
    const lead = endedLead();
    lead.forwarding = { ...lead.forwarding, state: 'pending', attempts: 1, last_error: 'HTTP 500' };
    const { ref, firestore, current } = oneLead(lead);
    const deliver = vi.fn();
    expect(await deliverFirst(firestore, ref, settings, 'unsubscribed', new Date(), deliver)).toEqual({
      claimed: false,
    });
    expect(deliver).not.toHaveBeenCalled();
    expect(current().unsubscribe?.forwarding.attempts).toBe(0);
    expect(current().unsubscribe?.forwarding.next_attempt_at?.toMillis()).toBeGreaterThan(Date.now());
  });
});

describe('isNewEnding (what starts the unsubscribed trigger)', () => {
  it('is the update that ends a subscription: the mark added, or a later ending after subscribing again', () => {
    const subscribed = newLead();
    expect(isNewEnding(subscribed, endedLead())).toBe(true);
    const later = endedLead(new Date(NOW.getTime() + 60_000));
    expect(isNewEnding(endedLead(), later)).toBe(true);
  });

  it("is no other update: the lead's own claims and records, the ending's claim and attempts, the mark cleared", () => {
    const subscribed = newLead();
    const claimed = { ...subscribed, forwarding: { ...subscribed.forwarding, next_attempt_at: Timestamp.now() } };
    expect(isNewEnding(subscribed, claimed)).toBe(false);
    const ended = endedLead();
    const endingClaimed = endedLead();
    endingClaimed.unsubscribe = {
      at: ended.unsubscribe?.at ?? Timestamp.now(),
      forwarding: { ...pending(NOW), next_attempt_at: Timestamp.fromMillis(Date.now() + 60_000) },
    };
    expect(isNewEnding(ended, endingClaimed)).toBe(false);
    const endingAttempted = copy(endingClaimed);
    if (endingAttempted.unsubscribe) endingAttempted.unsubscribe.forwarding.attempts = 1;
    expect(isNewEnding(endingClaimed, endingAttempted)).toBe(false);
    const delivered = endedLead();
    if (delivered.unsubscribe) delivered.unsubscribe.forwarding.state = 'delivered';
    expect(isNewEnding(endingAttempted, delivered)).toBe(false);
    expect(isNewEnding(ended, subscribed)).toBe(false);
    expect(isNewEnding(undefined, undefined)).toBe(false);
  });
});

/** A subscription delivered before the tool was sent unsubscribe addresses, its address queued (pnpm leads:unsubscribe-urls). */
function olderSubscription(): LeadDocument {
  const lead = newLead();
  lead.forwarding = { ...lead.forwarding, state: 'delivered', attempts: 1, next_attempt_at: null };
  lead.unsubscribe_url = { forwarding: pending(NOW) };
  return lead;
}

describe("an older subscription's unsubscribe address (the unsubscribeUrl event)", () => {
  let posted: Array<{ headers: Record<string, string>; body: Record<string, unknown> }>;
  beforeEach(() => {
    posted = [];
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async (_url: string, init: { headers: Record<string, string>; body: string }) => {
      posted.push({ headers: init.headers, body: JSON.parse(init.body) as Record<string, unknown> });
      return new Response('{}', { status: 200 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the address with a key of its own and records its delivery apart from the lead', async () => {
    const { ref, firestore, current } = oneLead(olderSubscription());
    expect(await deliverFirst(firestore, ref, settings, 'unsubscribeUrl')).toEqual({
      claimed: true,
      state: 'delivered',
    });
    expect(posted).toHaveLength(1);
    expect(posted[0]?.headers['idempotency-key']).toBe('lead-1:unsubscribe_url');
    expect(posted[0]?.body).toEqual({
      event: 'unsubscribe_url',
      lead_id: 'lead-1',
      type: 'newsletter',
      email: 'anna@example.se',
      unsubscribe_url: expect.stringMatching(/^https?:\/\/[^/]+\/unsubscribe\?token=lead-1\./),
    });
    expect(current().unsubscribe_url?.forwarding).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(current().forwarding).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('is never attempted without an address to send (no key or SITE_URL): a failed attempt that says why', async () => {
    const { ref, firestore, current } = oneLead(olderSubscription());
    const unset = testLeadSettings({ unsubscribeKey: '', maxAttempts: 1 });
    expect(await deliverFirst(firestore, ref, unset, 'unsubscribeUrl')).toEqual({ claimed: true, state: 'failed' });
    expect(posted).toEqual([]);
    expect(current().unsubscribe_url?.forwarding.last_error).toMatch(/no unsubscribe address/);
  });

  it('marks a newsletter lead whose own delivery carried its address, so the command never queues it', async () => {
    const { ref, current } = oneLead(newLead());
    expect(await attemptDelivery(ref, current(), settings)).toBe('delivered');
    expect(posted[0]?.body.unsubscribe_url).toEqual(expect.any(String));
    expect(current().unsubscribe_url_sent).toBe(true);
  });
});
