import { type CaseStudy, type CaseStudyFields, caseStudyIndexDocument, publicCaseStudy } from '@app/domain';
import { caseStudy, PUBLIC_CASE_STUDY_KEYS } from '@app/domain/testing';
import { describe, expect, it, vi } from 'vitest';

const loadFirestore = vi.fn();
vi.mock('./firestore', () => ({ loadFirestore: () => loadFirestore() }));

const { fetchCaseStudiesPage, readCaseStudiesPage } = await import('./caseStudies');
const { ListRefused } = await import('./listApi');

const HOUR = 3_600_000;

/** Stories `story-1` … `story-n`, a larger number created later. */
function stories(n: number, overrides: (i: number) => Partial<CaseStudyFields> = () => ({})): CaseStudy[] {
  return Array.from({ length: n }, (_, i) => ({
    ...caseStudy({ slug: `story-${i + 1}`, created_at: new Date(Date.UTC(2025, 0, 1 + i)), ...overrides(i + 1) }),
    // As the server reads it: every other story changed since it was made, the rest never (null).
    updated_at: i % 2 === 1 ? new Date(Date.UTC(2025, 1, 1 + i)) : null,
    id: `story-${i + 1}`,
  }));
}

/**
 * A store holding `stored` and, unless null, the index document `index`. A get of a story answers
 * it when it is published and refuses it otherwise (a draft, a deleted one), as firestore.rules
 * does; the query (the read without the index) answers every published story, in no order.
 */
function storeWith(stored: readonly CaseStudy[], index: object | null) {
  const reads: string[] = [];
  const sdk = {
    doc: vi.fn((_db: unknown, collection: string, id: string) => `${collection}/${id}`),
    getDoc: vi.fn(async (path: string) => {
      reads.push(`get ${path}`);
      if (path === 'case_study_index/live') return { exists: () => index !== null, data: () => index ?? undefined };
      const story = stored.find((item) => `case_studies/${item.id}` === path);
      if (!story?.is_published) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
      const { id, ...fields } = story;
      return { id, exists: () => true, data: () => fields };
    }),
    and: vi.fn(),
    or: vi.fn(),
    collection: vi.fn(),
    query: vi.fn(),
    getDocs: vi.fn(async () => {
      reads.push('query');
      const found = stored.filter((item) => item.is_published).reverse();
      return { docs: found.map(({ id, ...fields }) => ({ id, data: () => fields })) };
    }),
    limit: vi.fn(),
    Timestamp: { fromMillis: vi.fn() },
    where: vi.fn(),
  };
  loadFirestore.mockResolvedValue({ db: {}, sdk });
  return { reads, sdk };
}

const ids = (list: { items: readonly { id: string }[] }) => list.items.map((item) => item.id);

describe('readCaseStudiesPage', () => {
  it("reads the index, then the page's ten stories, in the index's order", async () => {
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
      ...['23', '22', '21', '20', '19', '18', '17', '16', '15', '14'].map((n) => `get case_studies/story-${n}`),
    ]);
    const last = await readCaseStudiesPage(3);
    expect(ids(last)).toEqual(['story-3', 'story-2', 'story-1']);
  });

  it("carries exactly what the list shows of a story (the page's server data): no slug, times, publication or review fields", async () => {
    const all = stories(3, () => ({ ready_for_review: false, unpublish_at: new Date(Date.now() + HOUR) }));
    storeWith(all, caseStudyIndexDocument(all));
    const page = await readCaseStudiesPage(1);
    expect(page.items).toHaveLength(3);
    for (const item of page.items) {
      expect(Object.keys(item).sort()).toEqual(PUBLIC_CASE_STUDY_KEYS);
    }
    // The same without the index (every live story read).
    storeWith(all, null);
    const read = await readCaseStudiesPage(1);
    expect(read.items.map((item) => Object.keys(item).length)).toEqual([22, 22, 22]);
  });

  it('leaves out a story unpublished or deleted since the index listed it, and one whose unpublish time has come', async () => {
    const listed = stories(12, (i) => (i === 11 ? { unpublish_at: new Date(Date.now() + HOUR) } : {}));
    const index = caseStudyIndexDocument(listed);
    const entry = index.stories['story-11'];
    if (entry) entry.unpublish_at = new Date(Date.now() - 1_000);
    const stored = listed
      .filter((item) => item.id !== 'story-10')
      .map((item) => (item.id === 'story-12' ? { ...item, is_published: false } : item));
    const { reads } = storeWith(stored, index);
    const first = await readCaseStudiesPage(1);
    // story-11 is not listed (its time has come); story-12 (unpublished) and story-10 (deleted)
    // are listed but refused: eight of the page's ten.
    expect(ids(first)).toEqual([
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
    expect(reads).toContain('get case_studies/story-12');
    expect(reads).not.toContain('get case_studies/story-11');
  });

  it('passes on a failure other than a refusal', async () => {
    const all = stories(3);
    const { sdk } = storeWith(all, caseStudyIndexDocument(all));
    const { getDoc } = storeWith(all, caseStudyIndexDocument(all)).sdk;
    sdk.getDoc.mockImplementation(async (path: string) => {
      if (path === 'case_studies/story-2') throw Object.assign(new Error('offline'), { code: 'unavailable' });
      return getDoc(path);
    });
    loadFirestore.mockResolvedValue({ db: {}, sdk });
    await expect(readCaseStudiesPage(1)).rejects.toThrow('offline');
  });

  it('asks for no story on a page beyond the last, or when the index lists none', async () => {
    const all = stories(5);
    const { reads } = storeWith(all, caseStudyIndexDocument(all));
    expect(await readCaseStudiesPage(2)).toEqual({ items: [], page: 2, pageCount: 1, total: 5 });
    storeWith([], { stories: {} });
    expect(await readCaseStudiesPage(1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(reads).toEqual(['get case_study_index/live']);
  });

  it('reads every live story, as before the index, when the index does not exist yet', async () => {
    const all = stories(23, (i) => (i === 20 ? { is_published: false } : {}));
    const { reads } = storeWith(all, null);
    const first = await readCaseStudiesPage(1);
    expect(reads).toEqual(['get case_study_index/live', 'query']);
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

describe('fetchCaseStudiesPage (the browser)', () => {
  it('asks the server for the page, once, reading nothing from Firestore; reads back what the list shows', async () => {
    loadFirestore.mockClear();
    const page = { items: stories(2).map(publicCaseStudy), page: 2, pageCount: 2, total: 12 };
    const fetch = vi.fn(async () => new Response(JSON.stringify(page), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const answered = await fetchCaseStudiesPage({ language: 'sv', page: 2 });
    expect(answered).toEqual(page);
    expect(fetch).toHaveBeenCalledWith('/api/case-studies?lang=sv&page=2', { headers: { Accept: 'application/json' } });
    expect(loadFirestore).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('a page beyond the last (404 with its counts) is the page, which the list shows as its 404 page, not a failure', async () => {
    const beyond = { items: [], page: 9, pageCount: 2, total: 12 };
    const error = 'There is no page 9 of case studies: the last is page 2.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error, ...beyond }), { status: 404 })),
    );
    expect(await fetchCaseStudiesPage({ language: 'en', page: 9 })).toEqual(beyond);
    // A 404 without a page (no list at the address) is refused.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'No list.' }), { status: 404 })),
    );
    const refused = await fetchCaseStudiesPage({ language: 'en', page: 1 }).catch((failure: unknown) => failure);
    expect(refused).toBeInstanceOf(ListRefused);
    vi.unstubAllGlobals();
  });

  it("a refusal (4xx) is a ListRefused with the server's reason; a failure (5xx) an Error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'page must be a whole number.' }), { status: 400 })),
    );
    const refused = await fetchCaseStudiesPage({ language: 'en', page: 1 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ListRefused);
    expect(refused).toMatchObject({
      status: 400,
      message: 'The case-study list answered 400: page must be a whole number.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Temporarily unavailable', { status: 503 })),
    );
    const failed = await fetchCaseStudiesPage({ language: 'en', page: 1 }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(ListRefused);
    vi.unstubAllGlobals();
  });
});
