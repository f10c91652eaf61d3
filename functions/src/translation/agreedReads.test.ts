/**
 * What the agreed category names cost in Firestore reads (documents read: a query's results and
 * each document a get or getAll asks for, as Firestore bills them), with 1,000 posts in one
 * category: an in-memory Firestore that counts them, the fake model as the provider.
 * docs/performance.md has the figures before and after the translation sources were read.
 */
import { describe, expect, it, vi } from 'vitest';
import { TRANSLATION_SOURCES_COLLECTION, textFingerprint, translationSourcesId } from '../domain';
import { translateBlog } from './functions';
import { asAdmin, withFakeTranslator } from './testCaller';

type Data = Record<string, unknown>;

const store = vi.hoisted(() => ({
  /** collection → id → document. */
  collections: new Map<string, Map<string, Record<string, unknown>>>(),
  /** Documents read from the content and the sources collections. */
  reads: 0,
}));

vi.mock('../firebase', () => {
  const counted = (collection: string) => collection === 'blogs' || collection === 'translation_sources';
  const valueAt = (data: Record<string, unknown> | undefined, path: string): unknown =>
    path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
  const snapshot = (id: string, data: Record<string, unknown> | undefined) => ({
    id,
    exists: data !== undefined,
    data: () => data,
    get: (path: string) => valueAt(data, path),
  });
  const documentRef = (collection: string, id: string) => ({
    collection,
    id,
    get: async () => {
      if (counted(collection)) store.reads += 1;
      return snapshot(id, store.collections.get(collection)?.get(id));
    },
  });
  const query = (collection: string, field: string, value: unknown, limit = Number.POSITIVE_INFINITY) => ({
    select: () => query(collection, field, value, limit),
    limit: (count: number) => query(collection, field, value, count),
    get: async () => {
      const docs = [...(store.collections.get(collection) ?? new Map()).entries()]
        .filter(([, data]) => valueAt(data, field) === value)
        .slice(0, limit)
        .map(([id, data]) => snapshot(id, data));
      if (counted(collection)) store.reads += Math.max(docs.length, 1);
      return { docs };
    },
  });
  const counter = { get: async () => snapshot('counter', undefined) };
  return {
    db: () => ({
      collection: (collection: string) => ({
        doc: (id: string) => documentRef(collection, id),
        where: (field: string, _op: string, value: unknown) => query(collection, field, value),
      }),
      getAll: async (...refs: unknown[]) =>
        Promise.all(
          refs
            .filter(
              (ref): ref is ReturnType<typeof documentRef> => typeof (ref as { get?: unknown }).get === 'function',
            )
            .map((ref) => ref.get()),
        ),
      runTransaction: async (work: (transaction: unknown) => Promise<unknown>) =>
        work({ get: async () => counter.get(), set: () => undefined }),
    }),
  };
});

/** 1,000 posts in 'Logistics', each named 'Logistik' and its sources recording that pair (current). */
function storeLogistics(stale: (index: number) => boolean = () => false): void {
  const posts = new Map<string, Data>();
  const sources = new Map<string, Data>();
  for (let index = 0; index < 1000; index++) {
    const id = `post-${String(index).padStart(4, '0')}`;
    posts.set(id, { category: 'Logistics', category_sv: stale(index) ? 'Transport' : 'Logistik' });
    const english = stale(index) ? 'Transport' : 'Logistics';
    sources.set(translationSourcesId('blogs', id), { fields: { category: textFingerprint(english) } });
  }
  store.collections = new Map([
    ['blogs', posts],
    [TRANSLATION_SOURCES_COLLECTION, sources],
  ]);
}

/** The category one Translate into Swedish answers, and the documents it read. */
async function translate(request: Data): Promise<{ category: unknown; reads: number }> {
  store.reads = 0;
  const answer = (await translateBlog.run(asAdmin({ category: 'Logistics', targetLang: 'sv', ...request }))) as Data;
  return { category: answer.category, reads: store.reads };
}

describe('the reads of one Translate with 1,000 posts in its category', () => {
  withFakeTranslator();

  it('reads the query (500) and the sources of one post when all agree and are current', async () => {
    storeLogistics();
    expect(await translate({})).toEqual({ category: 'Logistik', reads: 501 });
    expect(await translate({ documentId: 'post-0000' })).toEqual({ category: 'Logistik', reads: 501 });
  });

  it('reads one more for a renamed post with its old Swedish, and leaves its name out', async () => {
    storeLogistics((index) => index === 0);
    expect(await translate({ documentId: 'post-0999' })).toEqual({ category: 'Logistik', reads: 502 });
  });

  it("reads every post's sources of a name only when its first post is out of date", async () => {
    // The first 500 (all the query reads) renamed from 'Transport', then current ones.
    storeLogistics((index) => index < 500);
    expect(await translate({})).toEqual({ category: '[sv] Logistics', reads: 1000 });
  });
});
