import { Timestamp } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLogStore } from '../test/auditLogFirestore';
import { listAuditLog } from './audit';

vi.mock('@app/platform/firestore', () => ({ db: () => ({}) }));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore/lite')>()),
  ...(await import('../test/auditLogFirestore')).auditLogFirestore(),
}));
// No post or case study exists, unless a test asks with its own reader.
vi.mock('./projection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./projection')>()),
  signedInExisting: async () => new Set<string>(),
}));

/** An entry of `actor` (stored as written), newest first by its place in the log. */
const entry = (id: string, actor: string | null, action = 'published') => ({
  id,
  data: {
    action,
    actor_email: actor,
    at: Timestamp.fromDate(new Date('2026-03-01T12:00:00Z')),
    target: { collection: 'blogs', id: 'post-1', title: 'Hello' },
    details: {},
  },
});

const ids = async (filters: Parameters<typeof listAuditLog>[0]) =>
  (await listAuditLog(filters)).items.map((item) => item.id);

beforeEach(() => {
  auditLogStore.filters = [];
  auditLogStore.entries = [
    entry('anna-new', 'anna@example.com'),
    entry('eva', 'eva@example.se'),
    entry('anna-deleted', 'anna@example.com', 'deleted'),
    // Written before the log lower-cased who did it (an account whose address carried its case).
    entry('anna-old', 'Anna@Example.com'),
    entry('system', null, 'unpublished'),
  ];
});

describe('listAuditLog by person', () => {
  it('finds a person’s entries however the address is typed: spaces around it and its case do not matter', async () => {
    expect(await ids({ actorEmail: '  ANNA@EXAMPLE.COM ' })).toEqual(['anna-new', 'anna-deleted']);
    expect(auditLogStore.filters).toEqual([[['actor_email', 'in', ['anna@example.com', 'ANNA@EXAMPLE.COM']]]]);
    expect(await ids({ actorEmail: 'anna@example.com', action: 'deleted' })).toEqual(['anna-deleted']);
  });

  it('asks for the lower-cased address alone when typed so', async () => {
    expect(await ids({ actorEmail: 'anna@example.com' })).toEqual(['anna-new', 'anna-deleted']);
    expect(auditLogStore.filters).toEqual([[['actor_email', '==', 'anna@example.com']]]);
  });

  it('also finds an entry stored before addresses were lower-cased, typed as it was stored', async () => {
    expect(await ids({ actorEmail: 'Anna@Example.com' })).toEqual(['anna-new', 'anna-deleted', 'anna-old']);
  });

  it('filters by nobody when nothing but spaces is typed', async () => {
    expect(await ids({ actorEmail: '   ' })).toEqual(['anna-new', 'eva', 'anna-deleted', 'anna-old', 'system']);
    expect(auditLogStore.filters).toEqual([[]]);
  });
});

describe('listAuditLog, which items still exist', () => {
  it('asks once per collection for the page’s posts and case studies by id, and marks the ones found', async () => {
    // A page of a hundred entries naming sixty posts (some twice) and ten case studies.
    auditLogStore.entries = Array.from({ length: 100 }, (_, index) => ({
      id: `e${index}`,
      data: {
        action: 'published',
        actor_email: 'anna@example.com',
        at: Timestamp.fromDate(new Date('2026-03-01T12:00:00Z')),
        target:
          index < 90
            ? { collection: 'blogs', id: `post-${index % 60}`, title: 'A post' }
            : { collection: 'case_studies', id: `study-${index}`, title: 'A story' },
        details: {},
      },
    }));
    const asked: Array<[string, string[]]> = [];
    const existing = vi.fn(async (collection: string, ids: readonly string[]) => {
      asked.push([collection, [...ids]]);
      return new Set(ids.filter((id) => id.endsWith('0')));
    });
    const page = await listAuditLog({}, null, existing);
    expect(asked.map(([collection, ids]) => [collection, new Set(ids).size])).toEqual([
      ['blogs', 60],
      ['case_studies', 10],
    ]);
    const found = page.items.filter((row) => row.targetExists).map((row) => row.target?.id);
    expect(found).toEqual([
      'post-0',
      'post-10',
      'post-20',
      'post-30',
      'post-40',
      'post-50',
      'post-0',
      'post-10',
      'post-20',
      'study-90',
    ]);
  });
});
