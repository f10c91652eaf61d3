import { logger } from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import { blog } from '../../../domain/src/testFixtures';
import { LIST_CACHE_CONTROL } from '../contentList/answer';
import {
  ALL_CATEGORIES,
  BLOG_PAGE_SIZE,
  BLOG_SEARCH_MAX_LENGTH,
  type BlogCardFields,
  type BlogListPage,
  blogCardsFromIndex,
  blogIndexDocument,
  blogListPage,
} from '../domain';
import { answerBlogListRequest } from './list';

function card(id: string, overrides: Partial<BlogCardFields> = {}): BlogCardFields {
  return {
    id,
    slug: id,
    title: `Title ${id}`,
    title_sv: null,
    excerpt: `Excerpt ${id}`,
    excerpt_sv: null,
    category: 'Strategy',
    category_sv: 'Strategi',
    author: 'Anna',
    published_date: '2025-01-05',
    image_url: null,
    image_alt: null,
    image_alt_sv: null,
    ...overrides,
  };
}

/** 30 posts, the newest first: every third about forecasting, every fifth in Data. */
const CARDS = Array.from({ length: 30 }, (_, i) =>
  card(`p${String(i).padStart(2, '0')}`, {
    title: i % 3 === 0 ? `Forecasting ${i}` : `Post ${i}`,
    published_date: new Date(Date.UTC(2025, 1, 28) - i * 86_400_000).toISOString().slice(0, 10),
    ...(i % 5 === 0 ? { category: 'Data', category_sv: 'Data och analys' } : {}),
  }),
);

async function answer(query: string, method = 'GET', cards: BlogCardFields[] = CARDS) {
  const loadCards = vi.fn(async () => cards);
  const response = await answerBlogListRequest({ method, query }, loadCards);
  return { ...response, json: JSON.parse(response.body) as unknown, loadCards };
}

describe('answerBlogListRequest: a page of the list', () => {
  it("answers the list page's own page: blogListPage over the cards, as JSON cached like the pages", async () => {
    const { status, headers, json } = await answer('lang=en');
    expect(status).toBe(200);
    expect(headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
    expect(LIST_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=21600');
    expect(headers['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(json).toEqual(blogListPage(CARDS, { language: 'en', search: '', category: ALL_CATEGORIES, page: 1 }));
    const page = json as BlogListPage;
    expect(page.posts).toHaveLength(BLOG_PAGE_SIZE);
    expect(page).toMatchObject({ page: 1, pageCount: 3, total: 30, categories: ['Data', 'Strategy'] });
  });

  it('takes the search, the category and the page, in either language', async () => {
    const request = { language: 'sv', search: 'forecasting', category: 'Data och analys', page: 1 } as const;
    const { status, json } = await answer('lang=sv&q=forecasting&category=Data+och+analys');
    expect(status).toBe(200);
    expect(json).toEqual(blogListPage(CARDS, request));
    // Every third post, and of those every fifth: p00, p15.
    expect((json as BlogListPage).posts.map((post) => post.id)).toEqual(['p00', 'p15']);
    const second = await answer('lang=en&page=2');
    expect((second.json as BlogListPage).posts.map((post) => post.id)).toEqual(
      CARDS.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE).map((post) => post.id),
    );
  });

  it('holds only the page: its cards, counts and the category filter, no other post', async () => {
    const { body, json } = await answer('lang=en&page=3');
    expect(Object.keys(json as object).sort()).toEqual(
      [
        'categories',
        'category',
        'categoryNames',
        'englishCategories',
        'page',
        'pageCount',
        'posts',
        'selectedCategories',
        'total',
      ].sort(),
    );
    expect((json as BlogListPage).posts).toHaveLength(30 - 2 * BLOG_PAGE_SIZE);
    expect(body).not.toContain(CARDS[0]?.title);
  });

  it('a page beyond the last: 404 as the list page, cached as its 404, with the counts it renders from and why, in the language asked', async () => {
    const english = await answer('lang=en&page=9');
    expect(english.status).toBe(404);
    expect(english.headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
    expect(english.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(english.json).toMatchObject({ posts: [], page: 9, pageCount: 3, total: 30 });
    expect((english.json as { error: string }).error).toBe('There is no page 9 of these articles: the last is page 3.');
    const swedish = await answer('lang=sv&page=99999');
    expect(swedish.status).toBe(404);
    expect((swedish.json as { error: string }).error).toBe(
      'Det finns ingen sida 99999 med de här artiklarna: den sista är sida 3.',
    );
    // A search or a category narrows the list: its pages are the ones beyond its own last.
    expect((await answer('lang=en&q=forecasting&page=2')).status).toBe(404);
    expect((await answer('lang=en&category=Data&page=2')).status).toBe(404);
    // No post at all: the first page is there (empty, 200), the second is not.
    expect((await answer('lang=en', 'GET', [])).status).toBe(200);
    expect((await answer('lang=en&page=2', 'GET', [])).status).toBe(404);
  });

  it('no lang is English, as /blog is: /api/blog?page=99999 moves for good to ?lang=en&page=99999, nothing read', async () => {
    for (const [query, location] of [
      ['page=99999', '/api/blog?lang=en&page=99999'],
      ['', '/api/blog?lang=en'],
      ['lang=', '/api/blog?lang=en'],
    ]) {
      const { status, headers, loadCards } = await answer(query as string);
      expect(status, query).toBe(301);
      expect(headers.Location, query).toBe(location);
      expect(loadCards).not.toHaveBeenCalled();
    }
  });

  it('a category named in the other language: 302 to its name here, as the list page moves it', async () => {
    const { status, headers, loadCards } = await answer('lang=sv&q=forecasting&category=Data');
    expect(loadCards).toHaveBeenCalled();
    expect(status).toBe(302);
    expect(headers.Location).toBe('/api/blog?lang=sv&q=forecasting&category=Data+och+analys');
    expect(headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
    // Its name here stays.
    expect((await answer('lang=sv&category=Data+och+analys')).status).toBe(200);
  });

  it("a category no post has lists every post, as the list page does, and says so (category 'all')", async () => {
    const { status, json } = await answer('lang=en&category=Nothing+here');
    expect(status).toBe(200);
    expect(json).toMatchObject({ category: ALL_CATEGORIES, total: 30 });
  });

  it('leaves out a post whose unpublish time has passed, as the index is read', async () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const stored = blogIndexDocument(
      [
        blog({ slug: 'stays', title: 'Stays', published_date: '2025-01-02' }),
        blog({
          slug: 'ended',
          title: 'Ended',
          published_date: '2025-01-03',
          unpublish_at: new Date('2025-06-01T11:59:00Z'),
        }),
      ].map((post, i) => ({ ...post, id: `b${i}` })),
      new Date('2025-05-01T00:00:00Z'),
    );
    expect(Object.keys(stored.posts)).toHaveLength(2);
    const { json } = await answer('lang=en', 'GET', blogCardsFromIndex(stored, now));
    expect((json as BlogListPage).posts.map((post) => post.slug)).toEqual(['stays']);
  });

  it('HEAD is answered as GET', async () => {
    const { status, headers } = await answer('lang=sv', 'HEAD');
    expect(status).toBe(200);
    expect(headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
  });
});

describe('answerBlogListRequest: every address answered as the list page answers it', () => {
  const firstPage: [string, string, string][] = [
    ['page 0', 'lang=en&page=0', '/api/blog?lang=en'],
    ['a negative page', 'lang=en&page=-1', '/api/blog?lang=en'],
    ['a fractional page', 'lang=en&page=1.5', '/api/blog?lang=en'],
    ['a page that is no number', 'lang=sv&page=abc', '/api/blog?lang=sv'],
    ['an empty page', 'lang=en&page=', '/api/blog?lang=en'],
    ['a page of seven digits', 'lang=en&page=1000000', '/api/blog?lang=en'],
    ['a huge page', `lang=en&page=${'9'.repeat(40)}`, '/api/blog?lang=en'],
    ['a junk page, with a search and a category', 'q=ai&category=Data&page=x', '/api/blog?lang=en&q=ai&category=Data'],
  ];
  for (const [name, query, location] of firstPage) {
    it(`${name}: 302 to the first page (as the page's redirect), cached, nothing read`, async () => {
      const { status, headers, json, loadCards } = await answer(query);
      expect(status).toBe(302);
      expect(headers.Location).toBe(location);
      expect(headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
      expect(json).toEqual({ location });
      expect(loadCards).not.toHaveBeenCalled();
    });
  }

  const moved: [string, string, string][] = [
    ['an unknown parameter (dropped)', 'lang=en&utm_source=x', '/api/blog?lang=en'],
    ['unknown parameters, one given twice', 'x=1&lang=sv&x=2&page=2', '/api/blog?lang=sv&page=2'],
    ['another order', 'lang=sv&page=2&category=Data&q=ai', '/api/blog?lang=sv&q=ai&category=Data&page=2'],
    ['a parameter twice with one value', 'lang=en&page=2&page=2', '/api/blog?lang=en&page=2'],
    ['the first page named', 'lang=sv&q=ai&page=1', '/api/blog?lang=sv&q=ai'],
    ['an empty search', 'lang=en&q=', '/api/blog?lang=en'],
    ['a search with spaces around it', 'lang=en&q=++ai+', '/api/blog?lang=en&q=ai'],
    ['an empty category', 'lang=en&category=', '/api/blog?lang=en'],
    ['every category named', `lang=en&category=${ALL_CATEGORIES}`, '/api/blog?lang=en'],
    ['another spelling', 'lang=en&q=a%20b', '/api/blog?lang=en&q=a+b'],
    ['malformed percent-encoding (read as text)', 'lang=en&q=%E0%A4%A', '/api/blog?lang=en&q=%EF%BF%BD%25A'],
  ];
  for (const [name, query, location] of moved) {
    it(`${name}: 301 to the page's one address, cached as the redirects, nothing read`, async () => {
      const { status, headers, json, loadCards } = await answer(query);
      expect(status).toBe(301);
      expect(headers.Location).toBe(location);
      expect(headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
      expect(json).toEqual({ location });
      expect(loadCards).not.toHaveBeenCalled();
    });
  }

  const repeated: [string, string, string][] = [
    ['a page twice', 'lang=en&page=2&page=3', 'page'],
    ['a language twice', 'lang=en&lang=sv', 'lang'],
    ['a search twice', 'lang=en&q=forecasting&q=nothing', 'q'],
    ['a category twice', 'lang=en&category=Data&category=Strategy', 'category'],
  ];
  for (const [name, query, parameter] of repeated) {
    it(`${name} with different values: 400 naming it, cached, nothing read`, async () => {
      const { status, headers, json, loadCards } = await answer(query);
      expect(status).toBe(400);
      expect(headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
      expect(headers['Content-Type']).toBe('application/json; charset=utf-8');
      expect(json).toEqual({
        error: `The parameter "${parameter}" is given more than once with different values: give it once.`,
      });
      expect(loadCards).not.toHaveBeenCalled();
    });
  }

  it('the 400 in Swedish for a Swedish request', async () => {
    const { json } = await answer('lang=sv&page=2&page=3');
    expect(json).toEqual({ error: 'Parametern "page" anges mer än en gång med olika värden: ange den en gång.' });
  });

  const answered: [string, string, Partial<BlogListPage>][] = [
    ['a search longer than any title (no post)', `lang=en&q=${'a'.repeat(BLOG_SEARCH_MAX_LENGTH + 1)}`, { total: 0 }],
    ['a search of control characters (no post)', 'lang=en&q=%00%1F%7F', { total: 0 }],
    [
      'a category longer than any (every post)',
      `lang=en&category=${'c'.repeat(101)}`,
      { category: ALL_CATEGORIES, total: 30 },
    ],
    ['a category of control characters (every post)', 'lang=en&category=%00', { category: ALL_CATEGORIES, total: 30 }],
  ];
  for (const [name, query, page] of answered) {
    it(`${name}: 200 with the page`, async () => {
      const { status, headers, json } = await answer(query);
      expect(status).toBe(200);
      expect(headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
      expect(json).toMatchObject(page);
    });
  }

  it('an over-long search past the first page: 404, as the page (its one page is empty)', async () => {
    expect((await answer(`lang=sv&q=${'a'.repeat(2_000)}&page=2`)).status).toBe(404);
  });

  it('a language the site has not: 404 (as /de/blog), cached, nothing read, saying which there are', async () => {
    const { status, headers, json, loadCards } = await answer('lang=de&page=2');
    expect(status).toBe(404);
    expect(headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
    expect(json).toEqual({ error: 'There is no list in the language "de": lang is en or sv.' });
    expect(loadCards).not.toHaveBeenCalled();
  });

  it('a search at the limit is answered', async () => {
    const { status } = await answer(`lang=en&q=${'a'.repeat(BLOG_SEARCH_MAX_LENGTH)}`);
    expect(status).toBe(200);
  });

  it('malformed percent-encoding is read as text, not an error: its one address finds no post', async () => {
    const { status, json } = await answer('lang=en&q=%EF%BF%BD%25A');
    expect(status).toBe(200);
    expect(json).toMatchObject({ total: 0 });
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    it(`${method}: 405 naming GET and HEAD, not cached`, async () => {
      const { status, headers, json, loadCards } = await answer('lang=en', method);
      expect(status).toBe(405);
      expect(headers.Allow).toBe('GET, HEAD');
      expect(headers['Cache-Control']).toBe('no-store');
      expect(json).toEqual({ error: 'Method not allowed: use GET or HEAD.' });
      expect(loadCards).not.toHaveBeenCalled();
    });
  }

  it('405 in Swedish for a Swedish request', async () => {
    const { json } = await answer('lang=sv', 'POST');
    expect(json).toEqual({ error: 'Metoden är inte tillåten: använd GET eller HEAD.' });
  });

  it('a failed read of the index: 503, not cached, logged', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = await answerBlogListRequest({ method: 'GET', query: 'lang=en' }, () =>
      Promise.reject(new Error('unavailable')),
    );
    expect(response.status).toBe(503);
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(response.headers['Retry-After']).toBe('60');
    expect(error).toHaveBeenCalledWith('The blog index could not be read for the blog list', { error: 'unavailable' });
    const swedish = await answerBlogListRequest({ method: 'GET', query: 'lang=sv' }, () =>
      Promise.reject(new Error('unavailable')),
    );
    expect(JSON.parse(swedish.body)).toEqual({ error: 'Tillfälligt otillgänglig; försök igen om en stund.' });
    error.mockRestore();
  });
});

describe('answerBlogListRequest: hyphenated titles for the cards’ headings', () => {
  it('adds a display copy with soft hyphens to a card whose title has a long word; the title, and search by it, stay as written', async () => {
    const cards = [
      card('long', {
        title: 'Document Automation Internationalisation',
        title_sv: 'Dokumentautomatisering i praktiken',
      }),
      card('short', { title: 'A short title' }),
    ];
    const { json } = await answer('lang=sv&q=automatisering', 'GET', cards);
    const page = json as BlogListPage;
    expect(page.posts.map((post) => post.id)).toEqual(['long']);
    const [post] = page.posts as Array<BlogCardFields & { hyphenated_titles?: { title: string; title_sv: string } }>;
    expect(post?.title_sv).toBe('Dokumentautomatisering i praktiken');
    expect(post?.hyphenated_titles?.title_sv.replaceAll('\u00AD', '|')).toBe(
      'Do|ku|ment|au|to|ma|ti|se|ring i praktiken',
    );
    expect(post?.hyphenated_titles?.title.replaceAll('\u00AD', '')).toBe('Document Automation Internationalisation');
    const all = (await answer('lang=en', 'GET', cards)).json as BlogListPage;
    expect(all.posts.find((p) => p.id === 'short')).not.toHaveProperty('hyphenated_titles');
  });
});
