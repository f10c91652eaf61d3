import type { Query } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { type PageCursor, readPage } from './lists';

/** A collection in Firestore's order: each query answers the documents after its cursor, up to its limit. */
const stored = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, data: () => ({ title: id === 'c' ? 7 : id }) }));
type Constraint = { limit: number } | { after: { id: string } };
vi.mock('firebase/firestore/lite', () => ({
  limit: (count: number) => ({ limit: count }),
  startAfter: (document: { id: string }) => ({ after: document }),
  query: (_list: unknown, ...constraints: Constraint[]) => constraints,
  getDocs: async (constraints: Constraint[]) => {
    let from = 0;
    let count = Number.POSITIVE_INFINITY;
    for (const constraint of constraints) {
      if ('after' in constraint) from = stored.findIndex((document) => document.id === constraint.after.id) + 1;
      else count = constraint.limit;
    }
    return { docs: stored.slice(from, from + count) };
  },
}));

const list = {} as Query;
/** A document's title, or null (unreadable) when it is not text. */
const title = (id: string, data: Record<string, unknown>) =>
  typeof data.title === 'string' ? `${id}:${data.title}` : null;

describe('readPage', () => {
  it('reads a page at a time after the last document of the one before, to the end', async () => {
    const first = await readPage(list, 2, null, title);
    expect(first.items).toEqual(['a:a', 'b:b']);
    expect(first.next).toMatchObject({ id: 'b' });

    // 'c' cannot be read: left out, and the list goes on after it.
    const second = await readPage(list, 2, first.next, title);
    expect(second.items).toEqual(['d:d']);
    expect(second.next).toMatchObject({ id: 'd' });

    const last = await readPage(list, 2, second.next, title);
    expect(last).toEqual({ items: ['e:e'], next: null });
  });

  it('says there is no older page when the list ends exactly with a page', async () => {
    const whole = await readPage(list, 5, null, title);
    expect(whole.items).toEqual(['a:a', 'b:b', 'd:d', 'e:e']);
    expect(whole.next).toBeNull();
    const tail = await readPage(list, 2, { id: 'c' } as unknown as PageCursor, title);
    expect(tail).toEqual({ items: ['d:d', 'e:e'], next: null });
  });
});
