import { BLOG_INDEX_SHARDS, type BlogFields, blogIndexShards, publicBlog, SLUG_MAX_LENGTH } from '@app/domain';
import { blog, PUBLIC_BLOG_KEYS } from '@app/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { ListRefused } from './listApi';

const loadFirestore = vi.fn();
vi.mock('./firestore', () => ({ loadFirestore: () => loadFirestore() }));

const { fetchBlogListPage, fetchPublishedBlog, getBlogRedirect, getPublishedBlogBySlug, listBlogCards } = await import(
  './blogs'
);

describe('getPublishedBlogBySlug', () => {
  it('finds no post at an address no slug can have, without asking the store', async () => {
    for (const slug of ['x'.repeat(SLUG_MAX_LENGTH + 1), 'Not A Slug', '../etc', '']) {
      expect(await getPublishedBlogBySlug(slug)).toBeNull();
    }
    expect(loadFirestore).not.toHaveBeenCalled();
  });
});

/** A store whose queries all answer these stored posts (the query's own filters are Firestore's). */
function storeWith(posts: Record<string, BlogFields>) {
  const docs = Object.entries(posts).map(([id, fields]) => ({ id, data: () => fields }));
  const shards = blogIndexShards(
    Object.entries(posts).map(([id, fields]) => ({ ...fields, id })),
    new Date(Date.now() - 2 * 3_600_000),
  );
  const sdk = {
    doc: vi.fn((_db: unknown, _collection: string, id: string) => id),
    getDoc: vi.fn(async (id: string) => ({ data: () => shards[id] })),
    and: vi.fn(),
    collection: vi.fn(),
    getDocs: vi.fn(async () => ({ docs })),
    limit: vi.fn(),
    or: vi.fn(),
    query: vi.fn(),
    Timestamp: { fromMillis: vi.fn() },
    where: vi.fn(),
  };
  loadFirestore.mockResolvedValue({ db: {}, sdk });
}

describe('scheduled posts on the public pages', () => {
  const hour = 3_600_000;

  it('lists from the index only posts live now: none before its publish time, none after its unpublish time', async () => {
    storeWith({
      live: blog({ slug: 'live', unpublish_at: new Date(Date.now() + hour) }),
      early: blog({ slug: 'early', publish_at: new Date(Date.now() + hour) }),
      expired: blog({ slug: 'expired', unpublish_at: new Date(Date.now() - 1) }),
    });
    expect((await listBlogCards()).map((post) => post.slug)).toEqual(['live']);
  });

  it('reads every shard of the index on every call (the server, on every render)', async () => {
    storeWith({ live: blog({ slug: 'live' }) });
    await listBlogCards();
    await listBlogCards();
    expect((await loadFirestore()).sdk.getDoc).toHaveBeenCalledTimes(2 * BLOG_INDEX_SHARDS);
  });

  it("the post page's data is exactly what the page shows: no publication or review fields", async () => {
    storeWith({
      live: blog({ slug: 'live', unpublish_at: new Date(Date.now() + hour), updated_at: new Date('2025-03-01') }),
    });
    const post = await getPublishedBlogBySlug('live');
    expect(Object.keys(post ?? {}).sort()).toEqual(PUBLIC_BLOG_KEYS);
  });

  it("the blog list's cards (the list page's server data) are exactly what a card shows", async () => {
    storeWith({ live: blog({ slug: 'live', unpublish_at: new Date(Date.now() + hour) }) });
    const [card] = await listBlogCards();
    expect(Object.keys(card ?? {}).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'title_sv',
        'excerpt',
        'excerpt_sv',
        'category',
        'category_sv',
        'author',
        'published_date',
        'image_url',
        'image_alt',
        'image_alt_sv',
      ].sort(),
    );
  });

  it('answers no post at the address of one not live yet, or any more', async () => {
    storeWith({ early: blog({ slug: 'early', publish_at: new Date(Date.now() + hour) }) });
    expect(await getPublishedBlogBySlug('early')).toBeNull();
    storeWith({ expired: blog({ slug: 'expired', unpublish_at: new Date(Date.now() - 1) }) });
    expect(await getPublishedBlogBySlug('expired')).toBeNull();
    storeWith({ live: blog({ slug: 'live', publish_at: new Date(Date.now() - hour) }) });
    expect((await getPublishedBlogBySlug('live'))?.slug).toBe('live');
  });
});

describe('old addresses of renamed posts', () => {
  /** A store holding `redirects` (old slug → post id) and `posts`; `hidden` posts are refused as rules refuse drafts. */
  function redirectStore(redirects: Record<string, string>, posts: Record<string, BlogFields>, hidden: string[] = []) {
    const snapshot = (id: string, data: object | undefined) => ({
      id,
      exists: () => data !== undefined,
      data: () => data,
      get: (field: string) => (data as Record<string, unknown> | undefined)?.[field],
    });
    const sdk = {
      doc: vi.fn((_db: unknown, name: string, id: string) => ({ name, id })),
      getDoc: vi.fn(async ({ name, id }: { name: string; id: string }) => {
        if (name === 'blog_redirects') return snapshot(id, id in redirects ? { id: redirects[id] } : undefined);
        if (hidden.includes(id)) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
        return snapshot(id, posts[id]);
      }),
    };
    loadFirestore.mockResolvedValue({ db: {}, sdk });
    return sdk;
  }

  it("answers a live post's current slug, and nothing for a draft (refused), a deleted post or no redirect", async () => {
    redirectStore(
      { 'first-name': 'p1', 'second-name': 'p1', 'gone-post': 'p2', 'secret-old': 'p3' },
      { p1: blog({ slug: 'third-name' }) },
      ['p3'],
    );
    expect(await getBlogRedirect('first-name')).toBe('third-name');
    expect(await getBlogRedirect('second-name')).toBe('third-name');
    expect(await getBlogRedirect('gone-post')).toBeNull();
    expect(await getBlogRedirect('secret-old')).toBeNull();
    expect(await getBlogRedirect('never-was')).toBeNull();
  });

  it('asks nothing for an address no slug can have', async () => {
    const sdk = redirectStore({}, {});
    expect(await getBlogRedirect('../etc')).toBeNull();
    expect(sdk.getDoc).not.toHaveBeenCalled();
  });
});

describe('fetchBlogListPage (the browser)', () => {
  const request = { language: 'sv', search: ' ai ', category: 'AI-strategi', page: 2 } as const;
  const page = {
    posts: [],
    page: 2,
    pageCount: 2,
    total: 13,
    categories: ['AI-strategi'],
    englishCategories: [],
    category: 'AI-strategi',
    selectedCategories: ['AI-strategi'],
    categoryNames: { en: 'AI Strategy', sv: 'AI-strategi' },
  };

  it('asks the site for the page it shows, one address per request, and never reads Firestore', async () => {
    loadFirestore.mockClear();
    const fetch = vi.fn(async () => new Response(JSON.stringify(page), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchBlogListPage(request)).toEqual(page);
    expect(fetch).toHaveBeenCalledWith('/api/blog?lang=sv&q=ai&category=AI-strategi&page=2', {
      headers: { Accept: 'application/json' },
    });
    expect(loadFirestore).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('a page beyond the last (404 with its counts) is the page, which the list shows as its 404 page, not a failure', async () => {
    const beyond = { ...page, page: 9, pageCount: 2 };
    const error = 'Det finns ingen sida 9 med de här artiklarna: den sista är sida 2.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error, ...beyond }), { status: 404 })),
    );
    expect(await fetchBlogListPage({ ...request, page: 9 })).toEqual(beyond);
    vi.unstubAllGlobals();
  });

  it("a refusal (4xx) is a ListRefused with the server's reason; a failure (5xx) an Error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'q is longer than 1000 characters.' }), { status: 400 })),
    );
    const refused = await fetchBlogListPage(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ListRefused);
    expect(refused).toMatchObject({
      status: 400,
      message: 'The blog list answered 400: q is longer than 1000 characters.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Temporarily unavailable', { status: 503 })),
    );
    const failed = await fetchBlogListPage(request).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(ListRefused);
    vi.unstubAllGlobals();
  });
});

describe('fetchPublishedBlog (the browser)', () => {
  const shy = '\u00AD';
  const post = {
    ...publicBlog({
      id: 'p1',
      ...blog({ slug: 'long', title_sv: 'Dokumentautomatisering', updated_at: new Date('2025-04-02T08:15:00Z') }),
    }),
    hyphenated_titles: {
      title: 'Title',
      title_sv: `Do${shy}ku${shy}ment${shy}au${shy}to${shy}ma${shy}ti${shy}se${shy}ring`,
    },
  };

  it("asks the site for the post, with its titles' hyphenated copies, and never reads Firestore", async () => {
    loadFirestore.mockClear();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ...post, title: 'Title' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const read = await fetchPublishedBlog('long', 'sv');
    expect(fetch).toHaveBeenCalledWith('/api/blog/long?lang=sv', { headers: { Accept: 'application/json' } });
    expect(read).toEqual({ ...post, title: 'Title' });
    expect(read?.updated_at).toEqual(new Date('2025-04-02T08:15:00Z'));
    expect(loadFirestore).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('no live post (404) is none; an address no slug can have is none without asking; a 5xx fails', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'There is no published post at this address.' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await fetchPublishedBlog('gone', 'en')).toBeNull();
    expect(await fetchPublishedBlog('../etc', 'en')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Temporarily unavailable', { status: 503 })),
    );
    await expect(fetchPublishedBlog('long', 'en')).rejects.toThrow('The post answered 503');
    vi.unstubAllGlobals();
  });
});
