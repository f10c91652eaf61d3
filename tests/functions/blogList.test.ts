/**
 * blogList (/api/blog: one page of the public blog list as JSON) over real HTTP against the
 * emulators: the index as stored, read at request time, the answer the list page renders from.
 */
import {
  ALL_CATEGORIES,
  BLOG_INDEX_COLLECTION,
  type Blog,
  blogCardsFromIndex,
  blogIndexShards,
  blogListPage,
} from '@app/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { blog } from '../../domain/src/testFixtures';
import { adminDb, clearFirestore } from './support/admin';
import { functionUrl } from './support/stack';

const hour = 3_600_000;

function post(id: string, overrides: Partial<Blog> = {}): Blog {
  return {
    ...blog({ slug: id, title: `Title of ${id}`, excerpt: `Excerpt of ${id}`, category: 'Strategy', ...overrides }),
    id,
  };
}

/** Writes the index of these posts whole, as the seed does (the posts themselves are not stored). */
async function storeIndex(posts: Blog[], at = new Date(Date.now() - hour)): Promise<void> {
  const batch = adminDb().batch();
  for (const [id, body] of Object.entries(blogIndexShards(posts, at))) {
    batch.set(adminDb().collection(BLOG_INDEX_COLLECTION).doc(id), body);
  }
  await batch.commit();
}

function get(query: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${functionUrl('blogList')}?${query}`, init);
}

beforeEach(async () => {
  await clearFirestore();
});

describe('/api/blog', () => {
  it("answers the list page's page from the stored index, cached like the pages", async () => {
    const posts = Array.from({ length: 14 }, (_, i) =>
      post(`p${i}`, {
        published_date: `2025-01-${String(i + 1).padStart(2, '0')}`,
        category: i % 2 ? 'Data' : 'Strategy',
        category_sv: i % 2 ? 'Data' : 'Strategi',
      }),
    );
    await storeIndex(posts);
    const response = await get('lang=sv&category=Strategi&page=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=21600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const cards = blogCardsFromIndex(Object.values(blogIndexShards(posts)));
    expect(await response.json()).toEqual(
      blogListPage(cards, { language: 'sv', search: '', category: 'Strategi', page: 1 }),
    );

    const second = await (await get('lang=en&page=2')).json();
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 14 });
    expect(second.posts.map((card: { id: string }) => card.id)).toEqual(['p1', 'p0']);
  });

  it('leaves out a post whose unpublish time has passed, before the scheduled function unpublishes it', async () => {
    await storeIndex(
      [
        post('stays', { unpublish_at: new Date(Date.now() + hour) }),
        post('ended', { unpublish_at: new Date(Date.now() + 1_000) }),
      ],
      new Date(),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const page = await (await get('lang=en')).json();
    expect(page.posts.map((card: { slug: string }) => card.slug)).toEqual(['stays']);
    expect(page).toMatchObject({ total: 1, category: ALL_CATEGORIES });
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await get('lang=en', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('refuses hostile requests with a 4xx and the reason, never a 5xx', async () => {
    for (const [query, message] of [
      ['', /lang must be/],
      ['lang=fr', /lang must be/],
      ['lang=en&page=0', /page must be/],
      ['lang=en&page=abc', /page must be/],
      [`lang=en&q=${'x'.repeat(1_001)}`, /q is longer/],
      [`lang=en&category=${'x'.repeat(101)}`, /category is longer/],
      ['lang=en&debug=1', /Unknown parameter/],
    ] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error, query).toMatch(message);
    }
    const posted = await get('lang=en', { method: 'POST', body: '{}' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });
});
