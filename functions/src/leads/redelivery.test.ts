import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import type { LeadDocument } from './leadDocument';
import { testLeadSettings } from './testRequest';

const attempted: string[] = [];
vi.mock('./delivery', () => ({
  // The second lead's claim fails (contention, a lost connection); the others are delivered.
  claimDueLead: async (_firestore: Firestore, ref: DocumentReference) => {
    if (ref.id === 'lead-2') throw new Error('10 ABORTED: Too much contention on these documents');
    return { type: 'contact' } as LeadDocument;
  },
  attemptDelivery: async (ref: DocumentReference) => {
    attempted.push(ref.id);
    return 'delivered';
  },
}));

const { retryDueLeads } = await import('./redelivery');

/** A Firestore whose due-leads query answers `ids`. */
function dueLeads(ids: readonly string[]): Firestore {
  const query = {
    where: () => query,
    orderBy: () => query,
    limit: () => query,
    get: async () => ({ size: ids.length, docs: ids.map((id) => ({ ref: { id } as DocumentReference })) }),
  };
  return { collection: () => query } as unknown as Firestore;
}

describe('retryDueLeads', () => {
  it('attempts every due lead when one of them fails, and counts the failure', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const ids = Array.from({ length: 50 }, (_, i) => `lead-${i + 1}`);
    const summary = await retryDueLeads(dueLeads(ids), testLeadSettings());
    expect(summary).toEqual({ due: 50, delivered: 49, rescheduled: 0, failed: 0, skipped: 0, errors: 1 });
    expect(attempted.sort()).toEqual(ids.filter((id) => id !== 'lead-2').sort());
    expect(logged).toHaveBeenCalledWith(
      'A lead delivery retry could not be made; the next run tries again',
      expect.objectContaining({ event: 'lead_retry_error', leadId: 'lead-2' }),
    );
    logged.mockRestore();
  });
});
