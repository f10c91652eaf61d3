import { type CaseStudy, type CaseStudyFields, caseStudyIndexDocument } from '@app/domain';
import { caseStudy } from '@app/domain/testing';
import { describe, expect, it, vi } from 'vitest';

const loadFirestore = vi.fn();
vi.mock('./firestore', () => ({ loadFirestore: () => loadFirestore() }));

const { readCaseStudiesPage } = await import('./caseStudies');

const HOUR = 3_600_000;

/** Stories `story-1` … `story-n`, a larger number created later. */
function stories(n: number, overrides: (i: number) => Partial<CaseStudyFields> = () => ({})): CaseStudy[] {
  return Array.from({ length: n }, (_, i) => ({
    ...caseStudy({ slug: `story-${i + 1}`, created_at: new Date(Date.UTC(2025, 0, 1 + i)), ...overrides(i + 1) }),
    id: `story-${i + 1}`,
  }));
}

/**
 * A store holding `stored` and, unless null, the index document `index`. Its query answers the
 * stored stories among the ids asked for (`in`), live by their flags (what the rules and filters
 * let through), in no particular order; without ids, every live one.
 */
function storeWith(stored: readonly CaseStudy[], index: object | null) {
  const reads: string[] = [];
  const sdk = {
    doc: vi.fn((_db: unknown, collection: string, id: string) => `${collection}/${id}`),
    getDoc: vi.fn(async (path: string) => {
      reads.push(`get ${path}`);
      return { exists: () => index !== null, data: () => index ?? undefined };
    }),
    and: vi.fn((...filters: unknown[]) => filters.flat()),
    or: vi.fn(() => []),
    collection: vi.fn(),
    documentId: vi.fn(() => '__name__'),
    query: vi.fn((_collection: unknown, filters: unknown) => filters),
    getDocs: vi.fn(async (filters: Array<{ field: string; op: string; value: unknown }>) => {
      const ids = filters.find((filter) => filter.field === '__name__')?.value as string[] | undefined;
      reads.push(ids ? `query ${ids.join(',')}` : 'query all');
      const found = stored.filter((item) => item.is_published && (!ids || ids.includes(item.id)));
      return {
        docs: found.reverse().map(({ id, ...fields }) => ({ id, data: () => fields })),
      };
    }),
    limit: vi.fn(),
    Timestamp: { fromMillis: vi.fn() },
    where: vi.fn((field: string, op: string, value: unknown) => ({ field, op, value })),
  };
  loadFirestore.mockResolvedValue({ db: {}, sdk });
  return { reads, sdk };
}

const ids = (list: { items: CaseStudy[] }) => list.items.map((item) => item.id);

describe('readCaseStudiesPage', () => {
  it("reads the index, then the page's ten stories in one query, in the index's order", async () => {
    const all = stories(23);
    const { reads } = storeWith(all, caseStudyIndexDocument(all));
    const first = await readCaseStudiesPage(1);
    expect(ids(first)).toEqual(
      all
        .slice(13)
        .reverse()
        .map((item) => item.id),
    );
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 23 });
    expect(reads).toEqual([
      'get case_study_index/live',
      `query ${['23', '22', '21', '20', '19', '18', '17', '16', '15', '14'].map((n) => `story-${n}`).join(',')}`,
    ]);
    const last = await readCaseStudiesPage(3);
    expect(ids(last)).toEqual(['story-3', 'story-2', 'story-1']);
  });

  it('leaves out a story unpublished since the index listed it, and one whose unpublish time has come', async () => {
    const listed = stories(12, (i) => (i === 11 ? { unpublish_at: new Date(Date.now() + HOUR) } : {}));
    const index = caseStudyIndexDocument(listed);
    const entry = index.stories['story-11'];
    if (entry) entry.unpublish_at = new Date(Date.now() - 1_000);
    const stored = listed.map((item) => (item.id === 'story-12' ? { ...item, is_published: false } : item));
    storeWith(stored, index);
    const first = await readCaseStudiesPage(1);
    // story-11 is not listed (its time has come), story-12 listed but gone: nine of the ten.
    expect(ids(first)).toEqual([
      'story-10',
      'story-9',
      'story-8',
      'story-7',
      'story-6',
      'story-5',
      'story-4',
      'story-3',
      'story-2',
    ]);
    expect(first).toMatchObject({ pageCount: 2, total: 11 });
  });

  it('asks for no story on a page beyond the last, or when the index lists none', async () => {
    const all = stories(5);
    const { reads } = storeWith(all, caseStudyIndexDocument(all));
    expect(await readCaseStudiesPage(2)).toEqual({ items: [], page: 2, pageCount: 1, total: 5 });
    storeWith([], { stories: {} });
    expect(await readCaseStudiesPage(1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(reads).toEqual(['get case_study_index/live']);
  });

  it('reads the stories one by one when Firestore asks for an index for the query by ids', async () => {
    const all = stories(12, (i) => (i === 11 ? { is_published: false } : {}));
    const index = caseStudyIndexDocument(stories(12));
    const { reads, sdk } = storeWith(all, index);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sdk.getDocs.mockRejectedValueOnce(
      Object.assign(new Error('The query requires an index'), { code: 'failed-precondition' }),
    );
    sdk.getDoc.mockImplementation(async (path: string) => {
      reads.push(`get ${path}`);
      if (path === 'case_study_index/live') return { exists: () => true, data: () => index };
      const story = all.find((item) => `case_studies/${item.id}` === path);
      if (!story?.is_published) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
      const { id, ...fields } = story;
      return { id, exists: () => true, data: () => fields };
    });
    const first = await readCaseStudiesPage(1);
    expect(ids(first)).toEqual([
      'story-12',
      'story-10',
      'story-9',
      'story-8',
      'story-7',
      'story-6',
      'story-5',
      'story-4',
      'story-3',
    ]);
    expect(reads.filter((read) => read.startsWith('get case_studies/'))).toHaveLength(10);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('reads every live story, as before the index, when the index does not exist yet', async () => {
    const all = stories(23, (i) => (i === 20 ? { is_published: false } : {}));
    const { reads } = storeWith(all, null);
    const first = await readCaseStudiesPage(1);
    expect(reads).toEqual(['get case_study_index/live', 'query all']);
    expect(ids(first)).toEqual([
      'story-23',
      'story-22',
      'story-21',
      ...all
        .slice(12, 19)
        .reverse()
        .map((item) => item.id),
    ]);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 22 });
  });
});
