import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptDelivery, claimDueLead, deliverNewLead } from './delivery';
import type { LeadDocument } from './leadDocument';
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

/** Applies dotted field paths (`forwarding.next_attempt_at`) as Firestore's update does. */
function apply(lead: LeadDocument, fields: Record<string, unknown>): LeadDocument {
  const next: LeadDocument = { ...lead, forwarding: { ...lead.forwarding } };
  for (const [path, value] of Object.entries(fields)) {
    const [head, tail] = path.split('.');
    if (head === 'forwarding' && tail) (next.forwarding as unknown as Record<string, unknown>)[tail] = value;
    else (next as unknown as Record<string, unknown>)[path] = value;
  }
  return next;
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

describe('deliverNewLead (the new-lead trigger)', () => {
  it('claims a just-stored lead and makes one attempt with it', async () => {
    const { ref, firestore, current } = oneLead(newLead());
    const deliver = vi.fn().mockResolvedValue('delivered');
    expect(await deliverNewLead(firestore, ref, settings, new Date(), deliver)).toEqual({
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
      deliverNewLead(firestore, ref, settings, new Date(), deliver),
      deliverNewLead(firestore, ref, settings, new Date(), deliver),
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
    expect(await deliverNewLead(first.firestore, first.ref, settings, new Date(), deliver)).toEqual({ claimed: false });
    const delivered = newLead();
    delivered.forwarding.state = 'delivered';
    const second = oneLead(delivered);
    expect(await deliverNewLead(second.firestore, second.ref, settings, new Date(), deliver)).toEqual({
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
