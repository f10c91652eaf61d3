// pnpm leads:keys when writes fail: a lead erased meanwhile is left erased, any other failure is said.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { addLeadEmailKeys } from './leadKeys';

/** Leads `ids` holding an address and no key; the update of each is answered by `outcome(id)`. */
function leads(ids: readonly string[], outcome: (id: string) => Error | null): Firestore {
  const docs = ids.map((id) => ({
    ref: { id, path: `leads/${id}` } as DocumentReference,
    get: (field: string) => (field === 'payload.email' ? `${id}@Example.com` : undefined),
  }));
  const query = { select: () => query, get: async () => ({ size: docs.length, docs }) };
  return {
    collection: () => query,
    bulkWriter: () => {
      const pending: Promise<unknown>[] = [];
      return {
        update: (ref: DocumentReference) => {
          const error = outcome(ref.id);
          const result = error ? Promise.reject(error) : Promise.resolve({});
          pending.push(result.catch(() => {}));
          return result;
        },
        close: async () => {
          await Promise.all(pending);
        },
      };
    },
  } as unknown as Firestore;
}

const failure = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('addLeadEmailKeys', () => {
  it('leaves a lead erased meanwhile erased, and names a lead whose key could not be written', async () => {
    const db = leads(['a', 'erased', 'refused'], (id) =>
      id === 'erased'
        ? failure(5, '5 NOT_FOUND: No document to update')
        : id === 'refused'
          ? failure(7, '7 PERMISSION_DENIED: Missing or insufficient permissions.')
          : null,
    );
    expect(await addLeadEmailKeys(db)).toEqual({
      leads: 3,
      keyed: 1,
      failed: ['leads/refused: 7 PERMISSION_DENIED: Missing or insufficient permissions.'],
    });
  });
});
