import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromRestValue, restExisting, restProjection } from './projection';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fromRestValue', () => {
  it('reads each kind of value the content documents hold, as the SDK hands it', () => {
    expect(fromRestValue({ stringValue: 'Hej' })).toBe('Hej');
    expect(fromRestValue({ booleanValue: false })).toBe(false);
    expect(fromRestValue({ integerValue: '42' })).toBe(42);
    expect(fromRestValue({ doubleValue: 1.5 })).toBe(1.5);
    expect(fromRestValue({ nullValue: null })).toBeNull();
    expect(fromRestValue({ timestampValue: '2026-11-28T10:00:00Z' })).toEqual(new Date('2026-11-28T10:00:00Z'));
    expect(
      fromRestValue({
        arrayValue: {
          values: [{ mapValue: { fields: { label: { stringValue: 'ROI' }, value: { integerValue: '3' } } } }],
        },
      }),
    ).toEqual([{ label: 'ROI', value: 3 }]);
    expect(fromRestValue({ arrayValue: {} })).toEqual([]);
  });
});

describe('restProjection', () => {
  it('asks runQuery for the fields alone, newest first, with the bearer token, and reads the documents', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([
        {
          document: {
            name: 'projects/p/databases/(default)/documents/blogs/abc',
            fields: { title: { stringValue: 'A post' } },
          },
        },
        { readTime: '2026-11-28T10:00:00Z' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const run = restProjection(async () => ({ documents: 'http://127.0.0.1:8080/v1/x/documents', token: 'tok' }));
    expect(await run({ collection: 'blogs', fields: ['title', 'slug'], newestFirstBy: 'published_date' })).toEqual([
      { id: 'abc', data: { title: 'A post' } },
    ]);
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:8080/v1/x/documents:runQuery', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'blogs' }],
          select: { fields: [{ fieldPath: 'title' }, { fieldPath: 'slug' }] },
          orderBy: [{ field: { fieldPath: 'published_date' }, direction: 'DESCENDING' }],
        },
      }),
    });
  });

  it("asks a subcollection's documents below their document, at most `limit` of them", async () => {
    const fetchMock = vi.fn(async () => Response.json([{ readTime: '2026-11-28T10:00:00Z' }]));
    vi.stubGlobal('fetch', fetchMock);
    const run = restProjection(async () => ({ documents: 'http://127.0.0.1:8080/v1/x/documents', token: 'tok' }));
    await run({ collection: 'revisions', parent: 'blogs/a b', fields: ['number'], newestFirstBy: 'number', limit: 50 });
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:8080/v1/x/documents/blogs/a%20b:runQuery', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'revisions' }],
          select: { fields: [{ fieldPath: 'number' }] },
          orderBy: [{ field: { fieldPath: 'number' }, direction: 'DESCENDING' }],
          limit: 50,
        },
      }),
    });
  });

  it('fails with the answer’s status when the rules refuse it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    const run = restProjection(async () => ({ documents: 'http://x/documents', token: 'tok' }));
    await expect(run({ collection: 'blogs', fields: ['title'], newestFirstBy: 'published_date' })).rejects.toThrow(
      'Reading blogs answered 403',
    );
  });
});

describe('restExisting', () => {
  it('names the documents in one batchGet with a one-field mask, each once, and answers the ids found', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: { body: string }) =>
      Response.json([
        { found: { name: 'projects/p/databases/(default)/documents/blogs/p3', fields: {} }, readTime: 't' },
        { missing: 'projects/p/databases/(default)/documents/blogs/p0', readTime: 't' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const existing = restExisting(async () => ({
      documents: 'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents',
      token: 'tok',
    }));
    expect(await existing('blogs', ['p0', 'p3', 'p3', 'a/b', ''])).toEqual(new Set(['p3']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents:batchGet');
    expect(JSON.parse(init?.body ?? '')).toEqual({
      documents: [
        'projects/p/databases/(default)/documents/blogs/p0',
        'projects/p/databases/(default)/documents/blogs/p3',
      ],
      mask: { fieldPaths: ['is_published'] },
    });
    expect(await existing('blogs', [])).toEqual(new Set());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for a hundred names a request', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: { body: string }) => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const existing = restExisting(async () => ({
      documents: 'http://x/v1/projects/p/databases/(default)/documents',
      token: 't',
    }));
    await existing(
      'blogs',
      Array.from({ length: 250 }, (_, index) => `p${index}`),
    );
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body).documents.length)).toEqual([100, 100, 50]);
  });
});
