// What the inbox asks Firestore for each filter: the query's filters as listLeads builds them.
import { describe, expect, it, vi } from 'vitest';
import { listLeads } from './leads';

vi.mock('@app/platform/firestore', () => ({ db: () => ({}) }));
vi.mock('@app/platform/functions', () => ({ ensureAppCheck: async () => {}, functions: () => ({}) }));
// Each constraint as a plain value, so the query listLeads builds can be read back as it is asked.
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore/lite')>()),
  collection: (_db: unknown, path: string) => ({ collection: path }),
  where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
  or: (...filters: unknown[]) => ({ or: filters }),
  and: (...filters: unknown[]) => ({ and: filters }),
  orderBy: (field: string, direction: string) => ({ orderBy: [field, direction] }),
  query: (...parts: unknown[]) => ({ query: parts }),
  Timestamp: { fromDate: (date: Date) => ({ at: date.toISOString() }) },
}));
const pageReads = vi.hoisted(() => [] as ((id: string, data: Record<string, unknown>) => unknown)[]);
vi.mock('./lists', () => ({
  readPage: async (list: unknown, _size: number, _after: unknown, read: (typeof pageReads)[number]) => {
    pageReads.push(read);
    return { items: [list], next: null };
  },
}));

const now = new Date('2026-03-01T12:00:00Z');
/** The filters (inside the query's `and`) listLeads asks for. */
const asked = async (filters: Parameters<typeof listLeads>[0]) => {
  const [list] = (await listLeads(filters, null, now)).items as unknown as { query: [unknown, { and: unknown[] }] }[];
  return list?.query[1].and;
};
const notExpired = { where: ['expires_at', '>', { at: now.toISOString() }] };
const anyOf = (state: string) => ({
  or: [
    { where: ['forwarding.state', '==', state] },
    { where: ['unsubscribe.forwarding.state', '==', state] },
    { where: ['unsubscribe_url.forwarding.state', '==', state] },
  ],
});

describe('listLeads', () => {
  it('asks under Retrying for a lead whose own delivery, unsubscribe notice or unsubscribe address is pending', async () => {
    expect(await asked({ state: 'retrying' })).toEqual([anyOf('pending'), notExpired]);
    expect(await asked({ type: 'newsletter', state: 'retrying' })).toEqual([
      { where: ['type', '==', 'newsletter'] },
      anyOf('pending'),
      notExpired,
    ]);
  });

  it('asks under Failed for any of the three failed, and under Delivered for the lead itself', async () => {
    expect(await asked({ state: 'failed' })).toEqual([anyOf('failed'), notExpired]);
    expect(await asked({ state: 'delivered' })).toEqual([
      { where: ['forwarding.state', '==', 'delivered'] },
      notExpired,
    ]);
    expect(await asked({})).toEqual([notExpired]);
  });

  it('keeps the rows leadInDeliveryState puts under the filter: under Delivered only the leads whose every event was delivered too', async () => {
    const at = { toDate: () => new Date('2026-02-01T09:00:00Z') };
    const stored = (events: Record<string, unknown>) => ({
      type: 'newsletter',
      payload: { email: 'anna@example.se' },
      created_at: at,
      expires_at: at,
      forwarding: { state: 'delivered', attempts: 1 },
      ...events,
    });
    const done = stored({ unsubscribe_url: { forwarding: { state: 'delivered', attempts: 1 } } });
    const noticeFailed = stored({ unsubscribe: { at, forwarding: { state: 'failed', attempts: 8 } } });
    const addressPending = stored({ unsubscribe_url: { forwarding: { state: 'pending', attempts: 2 } } });
    const kept = async (filters: Parameters<typeof listLeads>[0]) => {
      await listLeads(filters, null, now);
      const read = pageReads.at(-1);
      return ['done', 'noticeFailed', 'addressPending', 'plain'].filter((id, index) =>
        read?.(id, [done, noticeFailed, addressPending, stored({})][index] ?? {}),
      );
    };
    expect(await kept({ state: 'delivered' })).toEqual(['done', 'plain']);
    expect(await kept({ state: 'failed' })).toEqual(['noticeFailed']);
    expect(await kept({ state: 'retrying' })).toEqual(['addressPending']);
    expect(await kept({})).toEqual(['done', 'noticeFailed', 'addressPending', 'plain']);
  });
});
