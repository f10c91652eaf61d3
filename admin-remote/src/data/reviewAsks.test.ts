import { Timestamp } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLogStore } from '../test/auditLogFirestore';
import { reviewAsksOf, standingAsk } from './reviewAsks';

vi.mock('@app/platform/firestore', () => ({ db: () => ({}) }));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore/lite')>()),
  ...(await import('../test/auditLogFirestore')).auditLogFirestore(),
}));

const time = (minute: number) => new Date(Date.UTC(2026, 2, 4, 8, minute));

/** An entry of the log: `action` on item `id` of `collection` by `actor`, at `minute`. */
const entry = (id: string, action: string, actor: string | null, minute: number, collection = 'blogs') => ({
  id: `${id}-${action}-${minute}`,
  data: {
    action,
    actor_email: actor,
    at: Timestamp.fromDate(time(minute)),
    target: { collection, id, title: id },
    details: {},
  },
});

describe('standingAsk', () => {
  const ask = (action: string, minute: number, actorEmail: string | null = 'eva@example.se') => ({
    action: action as 'review_requested',
    actorEmail,
    at: time(minute),
  });

  it('is the latest ask, whatever the order the entries come in; other entries do not count', () => {
    expect(
      standingAsk([ask('review_requested', 1, 'anna@example.com'), ask('renamed', 9), ask('review_requested', 5)]),
    ).toEqual({ email: 'eva@example.se', at: time(5) });
    expect(standingAsk([ask('review_requested', 5), ask('review_withdrawn', 3), ask('restored', 8)])).toEqual({
      email: 'eva@example.se',
      at: time(5),
    });
  });

  it('is none once the ask was withdrawn, or the item published or scheduled after it (those clear the mark)', () => {
    for (const action of ['review_withdrawn', 'published', 'scheduled']) {
      expect(standingAsk([ask('review_requested', 1), ask(action, 2)]), action).toBeNull();
      // An ask of the same instant as an end is not taken for the standing one.
      expect(standingAsk([ask(action, 2), ask('review_requested', 2)]), action).toBeNull();
    }
    expect(standingAsk([])).toBeNull();
    // The mark set again by a write the log has not recorded yet: the older ask is not shown for it.
    expect(standingAsk([ask('review_requested', 1), ask('published', 2), ask('unpublished', 3)])).toBeNull();
  });

  it('keeps an ask the log could not name the asker of', () => {
    expect(standingAsk([ask('review_requested', 4, null)])).toEqual({ email: null, at: time(4) });
  });
});

describe('reviewAsksOf', () => {
  beforeEach(() => {
    auditLogStore.filters = [];
    auditLogStore.entries = [];
  });

  it('answers who asked for each item of the collection, from its own entries only', async () => {
    auditLogStore.entries = [
      entry('a', 'review_requested', 'eva@example.se', 5),
      entry('a', 'published', 'admin@example.com', 2),
      entry('b', 'review_requested', 'olle@example.se', 1),
      entry('b', 'review_withdrawn', 'olle@example.se', 3),
      // The same id in the other collection is another item.
      entry('c', 'review_requested', 'anna@example.com', 1, 'case_studies'),
      entry('d', 'review_requested', 'anna@example.com', 1),
    ];
    const asks = await reviewAsksOf('blogs', ['a', 'b', 'c']);
    expect([...asks]).toEqual([['a', { email: 'eva@example.se', at: time(5) }]]);
    expect(auditLogStore.filters).toEqual([
      [
        ['target.collection', '==', 'blogs'],
        ['target.id', 'in', ['a', 'b', 'c']],
      ],
    ]);
  });

  it('reads the entries of 30 items a query (Firestore’s most `in` values), one query for a page of the list', async () => {
    const ids = Array.from({ length: 61 }, (_, index) => `item-${index}`);
    auditLogStore.entries = ids.map((id, index) => entry(id, 'review_requested', 'eva@example.se', index % 60));
    const asks = await reviewAsksOf('blogs', [...ids, 'item-0']);
    expect(asks.size).toBe(61);
    expect(auditLogStore.filters.map((filters) => ((filters[1]?.[2] ?? []) as string[]).length)).toEqual([30, 30, 1]);
    auditLogStore.filters = [];
    await reviewAsksOf('blogs', ids.slice(0, 25));
    expect(auditLogStore.filters).toHaveLength(1);
  });
});
