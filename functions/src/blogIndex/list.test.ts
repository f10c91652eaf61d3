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
  const response = await answerBlogListRequest({ method, query: new URLSearchParams(query) }, loadCards);
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

  it('a page beyond the last is an empty page with the count, as the list page renders its 404 from', async () => {
    const { status, json } = await answer('lang=en&page=9');
    expect(status).toBe(200);
    expect(json).toMatchObject({ posts: [], page: 9, pageCount: 3, total: 30 });
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

describe('answerBlogListRequest: refusals are 4xx, never read the index', () => {
  const refused: [string, string, RegExp][] = [
    ['no language', 'q=ai', /lang must be one of en, sv/],
    ['an unknown language', 'lang=de', /lang must be one of en, sv/],
    ['an empty language', 'lang=', /lang must be/],
    ['page 0', 'lang=en&page=0', /page must be a whole number/],
    ['a negative page', 'lang=en&page=-1', /page must be/],
    ['a page that is no number', 'lang=en&page=x', /page must be/],
    ['a fractional page', 'lang=en&page=1.5', /page must be/],
    ['an empty page', 'lang=en&page=', /page must be/],
    ['a page of seven digits', 'lang=en&page=1000000', /page must be/],
    ['an over-long search', `lang=en&q=${'a'.repeat(BLOG_SEARCH_MAX_LENGTH + 1)}`, /q is longer than 1000/],
    ['a category longer than any', `lang=en&category=${'c'.repeat(101)}`, /category is longer than 100/],
    ['an unknown parameter', 'lang=en&x=1', /Unknown parameter "x"/],
    ['a parameter twice', 'lang=en&q=a&q=b', /"q" is given more than once/],
    ['a language twice', 'lang=en&lang=sv', /"lang" is given more than once/],
  ];
  for (const [name, query, message] of refused) {
    it(`${name}: 400 with the reason`, async () => {
      const { status, headers, json, loadCards } = await answer(query);
      expect(status).toBe(400);
      expect(headers['Content-Type']).toBe('application/json; charset=utf-8');
      expect((json as { error: string }).error).toMatch(message);
      expect(loadCards).not.toHaveBeenCalled();
    });
  }

  it('a search at the limit is answered', async () => {
    const { status } = await answer(`lang=en&q=${'a'.repeat(BLOG_SEARCH_MAX_LENGTH)}`);
    expect(status).toBe(200);
  });

  it('malformed percent-encoding is read as text, not an error', async () => {
    const { status, json } = await answer('lang=en&q=%E0%A4%A');
    expect(status).toBe(200);
    expect(json).toMatchObject({ total: 0 });
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    it(`${method}: 405 naming GET and HEAD, not cached`, async () => {
      const { status, headers, loadCards } = await answer('lang=en', method);
      expect(status).toBe(405);
      expect(headers.Allow).toBe('GET, HEAD');
      expect(headers['Cache-Control']).toBe('no-store');
      expect(loadCards).not.toHaveBeenCalled();
    });
  }

  it('a failed read of the index: 503, not cached, logged', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = await answerBlogListRequest({ method: 'GET', query: new URLSearchParams('lang=en') }, () =>
      Promise.reject(new Error('unavailable')),
    );
    expect(response.status).toBe(503);
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(response.headers['Retry-After']).toBe('60');
    expect(error).toHaveBeenCalledWith('The blog index could not be read for the blog list', { error: 'unavailable' });
    error.mockRestore();
  });
});
