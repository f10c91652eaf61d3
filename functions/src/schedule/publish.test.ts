import { type DocumentReference, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import type { PublicationFields } from '../domain';
import { publishDueContent, scheduledChange } from './publish';

const NOW = new Date('2026-11-25T13:00:00Z');
const before = new Date(NOW.getTime() - 1);
const after = new Date(NOW.getTime() + 60_000);
const fields = (overrides: Partial<PublicationFields>): PublicationFields => ({
  is_published: false,
  publish_at: null,
  unpublish_at: null,
  ...overrides,
});

describe('scheduledChange', () => {
  it('publishes a document whose publish time has come (to the millisecond), and clears the time', () => {
    expect(scheduledChange(fields({ publish_at: before }), NOW)).toEqual({ is_published: true, publish_at: null });
    expect(scheduledChange(fields({ publish_at: NOW }), NOW)).toEqual({ is_published: true, publish_at: null });
  });

  it('leaves a document whose publish time is still to come', () => {
    expect(scheduledChange(fields({ publish_at: after }), NOW)).toBeNull();
    expect(scheduledChange(fields({ publish_at: after, unpublish_at: new Date(after.getTime() + 1) }), NOW)).toBeNull();
  });

  it('publishes and keeps the unpublish time still to come', () => {
    expect(scheduledChange(fields({ publish_at: before, unpublish_at: after }), NOW)).toEqual({
      is_published: true,
      publish_at: null,
    });
  });

  it('unpublishes a document whose unpublish time has come, and clears the time', () => {
    expect(scheduledChange(fields({ is_published: true, unpublish_at: NOW }), NOW)).toEqual({
      is_published: false,
      unpublish_at: null,
    });
  });

  it('lets the later unpublish time win when both have come (a run was missed)', () => {
    const publishAt = new Date(NOW.getTime() - 120_000);
    expect(scheduledChange(fields({ publish_at: publishAt, unpublish_at: before }), NOW)).toEqual({
      is_published: false,
      publish_at: null,
      unpublish_at: null,
    });
  });

  it('clears the review mark of a document it publishes (one only the Admin SDK could have left scheduled), and leaves it otherwise', () => {
    expect(scheduledChange({ ...fields({ publish_at: before }), ready_for_review: true }, NOW)).toEqual({
      is_published: true,
      publish_at: null,
      ready_for_review: false,
    });
    expect(scheduledChange({ ...fields({ publish_at: before }), ready_for_review: false }, NOW)).toEqual({
      is_published: true,
      publish_at: null,
    });
    expect(scheduledChange({ ...fields({ publish_at: after }), ready_for_review: true }, NOW)).toBeNull();
  });

  it('only clears a past publish time of a document already published, and leaves one without times', () => {
    expect(scheduledChange(fields({ is_published: true, publish_at: before }), NOW)).toEqual({ publish_at: null });
    expect(scheduledChange(fields({ is_published: true }), NOW)).toBeNull();
    expect(scheduledChange(fields({}), NOW)).toBeNull();
  });
});

/**
 * A Firestore holding `documents` (by path) as far as publishDueContent uses it: the due queries
 * (every document with the time set, the transaction judges it again) and one transaction per
 * document, whose update is applied; the transaction of a path in `failing` fails.
 */
function fakeFirestore(documents: Record<string, Record<string, unknown>>, failing: ReadonlySet<string>): Firestore {
  const reference = (path: string) => ({ path }) as DocumentReference;
  const fake = {
    collection: (name: string) => ({
      where: (field: string) => ({
        select: () => ({
          get: async () => ({
            docs: Object.entries(documents)
              .filter(([path, data]) => path.startsWith(`${name}/`) && data[field] instanceof Timestamp)
              .map(([path]) => ({ ref: reference(path) })),
          }),
        }),
      }),
    }),
    runTransaction: async <T>(update: (transaction: Transaction) => Promise<T>): Promise<T> => {
      const changes: [string, Record<string, unknown>][] = [];
      let path = '';
      const transaction = {
        get: async (ref: DocumentReference) => {
          path = ref.path;
          return { data: () => documents[ref.path] };
        },
        update: (ref: DocumentReference, change: Record<string, unknown>) => changes.push([ref.path, change]),
      } as unknown as Transaction;
      const result = await update(transaction);
      if (failing.has(path)) throw new Error(`10 ABORTED: Too much contention on ${path}`);
      for (const [changed, change] of changes) Object.assign(documents[changed] ?? {}, change);
      return result;
    },
  };
  return fake as unknown as Firestore;
}

describe('publishDueContent', () => {
  it('publishes every item due at the same minute when one of them fails, and names the one that failed', async () => {
    const due = Timestamp.fromDate(new Date(NOW.getTime() - 60_000));
    const documents: Record<string, Record<string, unknown>> = {};
    for (let i = 0; i < 1_000; i++)
      documents[`blogs/post-${String(i).padStart(4, '0')}`] = {
        is_published: false,
        publish_at: due,
        unpublish_at: null,
      };
    documents['case_studies/story'] = { is_published: true, publish_at: null, unpublish_at: due };
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const summary = await publishDueContent(fakeFirestore(documents, new Set(['blogs/post-0003'])), NOW);
    expect(logged).toHaveBeenCalledWith(
      'Scheduled publishing could not change blogs/post-0003; the next run tries again',
      expect.objectContaining({ event: 'content_schedule_failed', document: 'blogs/post-0003' }),
    );
    logged.mockRestore();
    expect(summary.failed).toEqual(['blogs/post-0003']);
    expect(summary.published).toHaveLength(999);
    expect(summary.unpublished).toEqual(['case_studies/story']);
    expect(documents['blogs/post-0999']).toMatchObject({ is_published: true, publish_at: null });
    expect(documents['blogs/post-0003']).toMatchObject({ is_published: false, publish_at: due });

    // The next run publishes it, and finds nothing else to do.
    expect(await publishDueContent(fakeFirestore(documents, new Set()), NOW)).toEqual({
      published: ['blogs/post-0003'],
      unpublished: [],
      failed: [],
    });
  });
});

describe('publishDueContent and the review mark', () => {
  it('stores a marked item it publishes without the mark', async () => {
    const documents: Record<string, Record<string, unknown>> = {
      'blogs/marked': { is_published: false, publish_at: Timestamp.fromDate(before), ready_for_review: true },
    };
    await publishDueContent(fakeFirestore(documents, new Set()), NOW);
    expect(documents['blogs/marked']).toMatchObject({ is_published: true, publish_at: null, ready_for_review: false });
  });
});
