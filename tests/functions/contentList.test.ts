/**
 * contentList (/api/blog and /api/case-studies: one page of a public list as JSON; /api/blog/<slug>:
 * a published post) over real HTTP against the emulators: the indexes (and the case studies'
 * stories, the posts) as stored, read at request time, the answer the page renders from.
 */
import {
  ALL_CATEGORIES,
  BLOG_INDEX_COLLECTION,
  BLOG_REDIRECTS_COLLECTION,
  BLOGS_COLLECTION,
  type Blog,
  blogCardsFromIndex,
  blogIndexShards,
  blogListPage,
  blogPostFromJson,
  blogToFirestore,
  CASE_STUDIES_COLLECTION,
  CASE_STUDY_INDEX_COLLECTION,
  CASE_STUDY_INDEX_DOCUMENT,
  type CaseStudy,
  caseStudyForLanguage,
  caseStudyIndexDocument,
  caseStudyListPageFromJson,
  caseStudyToFirestore,
  publicBlog,
} from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { adminDb, clearFirestore, setBackgroundTriggers } from './support/admin';
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

function get(query: string, init: RequestInit = {}, path = '/api/blog'): Promise<Response> {
  return fetch(`${functionUrl('contentList')}${path}?${query}`, init);
}

const getCaseStudies = (query: string, init: RequestInit = {}) => get(query, init, '/api/case-studies');

function story(id: string, i: number, overrides: Partial<CaseStudy> = {}): CaseStudy {
  return {
    ...caseStudy({
      slug: id,
      title: `Story ${id}`,
      title_sv: `Berättelse ${id}`,
      created_at: new Date(Date.UTC(2025, 0, 1 + i)),
      ...overrides,
    }),
    id,
  };
}

/** Stores these stories and their index (as the seed does), the index written at `at`. */
async function storeCaseStudies(stories: CaseStudy[], at = new Date(Date.now() - hour)): Promise<void> {
  const batch = adminDb().batch();
  for (const item of stories) {
    batch.set(adminDb().collection(CASE_STUDIES_COLLECTION).doc(item.id), caseStudyToFirestore(item));
  }
  batch.set(
    adminDb().collection(CASE_STUDY_INDEX_COLLECTION).doc(CASE_STUDY_INDEX_DOCUMENT),
    caseStudyIndexDocument(stories, at),
  );
  await batch.commit();
}

// These tests store the indexes themselves. The triggers that keep the indexes would race them:
// one still running from an earlier test could write an index after the clear (CI saw an empty
// case-study index where the test had stored none).
beforeAll(() => setBackgroundTriggers(false));
afterAll(() => setBackgroundTriggers(true));

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
    const response = await get('lang=sv&category=Strategi');
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

  it('answers each address as /blog answers it, or moves it to its one address: 404 beyond the last page, 302 from a junk page, 301 from another address of a page, 400 for a parameter twice, never a 5xx', async () => {
    await storeIndex([post('only', { category: 'Strategy', category_sv: 'Strategi' })]);
    const cases: [string, number, string | RegExp][] = [
      // No lang is English, as /blog is: its one address names it.
      ['page=99999', 301, '/api/blog?lang=en&page=99999'],
      ['lang=en&page=99999', 404, 'There is no page 99999 of these articles: the last is page 1.'],
      ['lang=sv&page=2', 404, 'Det finns ingen sida 2 med de här artiklarna: den sista är sida 1.'],
      ['lang=de', 404, 'There is no list in the language "de": lang is en or sv.'],
      ['lang=en&page=0', 302, '/api/blog?lang=en'],
      ['lang=en&page=-1', 302, '/api/blog?lang=en'],
      ['lang=en&page=1.5', 302, '/api/blog?lang=en'],
      ['lang=sv&q=ai&page=abc', 302, '/api/blog?lang=sv&q=ai'],
      [`lang=en&page=${'9'.repeat(30)}`, 302, '/api/blog?lang=en'],
      ['lang=sv&category=Strategy', 302, '/api/blog?lang=sv&category=Strategi'],
      [
        'lang=en&page=1&page=2',
        400,
        'The parameter "page" is given more than once with different values: give it once.',
      ],
      ['lang=sv&q=a&q=b', 400, 'Parametern "q" anges mer än en gång med olika värden: ange den en gång.'],
      ['lang=en&debug=1', 301, '/api/blog?lang=en'],
      ['debug=2&lang=sv&page=1&q=+ai+', 301, '/api/blog?lang=sv&q=ai'],
      ['lang=en&q=a%20~b', 301, '/api/blog?lang=en&q=a+%7Eb'],
      ['lang=en&q=a+%7Eb', 200, ''],
      // As a front end that normalizes addresses passes it on: answered, not moved back (a loop).
      ['lang=en&q=a+~b', 200, ''],
      [`lang=en&q=${'x'.repeat(1_001)}`, 200, ''],
      ['lang=en&q=%00%01', 200, ''],
      [`lang=en&category=${'x'.repeat(101)}`, 200, ''],
    ];
    for (const [query, status, said] of cases) {
      const response = await get(query, { redirect: 'manual' });
      expect(response.status, query).toBe(status);
      expect(response.headers.get('cache-control'), query).toBe('public, max-age=0, s-maxage=21600');
      if (status === 302 || status === 301) expect(response.headers.get('location'), query).toBe(said);
      if (status === 404 || status === 400) expect((await response.json()).error, query).toBe(said);
    }
    const beyond = await (await get('lang=en&page=3')).json();
    expect(beyond).toMatchObject({ posts: [], page: 3, pageCount: 1, total: 1 });
    const posted = await get('lang=sv', { method: 'POST', body: '{}' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect((await posted.json()).error).toBe('Metoden är inte tillåten: använd GET eller HEAD.');
  });
});

describe('/api/blog/<slug>', () => {
  it("answers the live post as its page shows it, with its long titles' hyphenated copies; a draft, a scheduled or an unpublished post is 404", async () => {
    const live = post('live-post', {
      title_sv: 'Dokumentautomatisering',
      updated_at: new Date('2025-04-02T08:15:00Z'),
    });
    const stored: Blog[] = [
      live,
      post('draft-post', { is_published: false }),
      post('scheduled-post', { publish_at: new Date(Date.now() + hour) }),
      post('ended-post', { unpublish_at: new Date(Date.now() - 1000) }),
    ];
    const batch = adminDb().batch();
    // updated_at is the console's save's, beside the converter's fields.
    for (const item of stored) {
      const fields = { ...blogToFirestore(item), updated_at: item.updated_at ?? null };
      batch.set(adminDb().collection(BLOGS_COLLECTION).doc(item.id), fields);
    }
    await batch.commit();

    const response = await get('lang=sv', {}, '/api/blog/live-post');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=21600');
    const read = blogPostFromJson(await response.json());
    expect({ ...read, hyphenated_titles: undefined }).toEqual({ ...publicBlog(live), hyphenated_titles: undefined });
    expect(read.hyphenated_titles?.title_sv).toBe(
      'Do\u00ADku\u00ADment\u00ADau\u00ADto\u00ADma\u00ADti\u00ADse\u00ADring',
    );
    for (const slug of ['draft-post', 'scheduled-post', 'ended-post', 'no-such-post']) {
      const missing = await get('lang=en', {}, `/api/blog/${slug}`);
      expect(missing.status, slug).toBe(404);
      // Kept by no CDN: the draft or the scheduled post answers the moment it is published.
      expect(missing.headers.get('cache-control'), slug).toBe('no-store');
      expect(await missing.json(), slug).toEqual({ error: 'There is no published post at this address.' });
    }
    const swedish = await get('lang=sv', {}, '/api/blog/utkast');
    expect(await swedish.json()).toEqual({ error: 'Det finns ingen publicerad artikel på den här adressen.' });
    const moved = await get('lang=sv&utm_source=x', { redirect: 'manual' }, '/api/blog/live-post');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/api/blog/live-post?lang=sv');
  });

  it("moves a renamed post's old slugs (301, cached) to its current address in one hop; an old slug of a post not live is 404", async () => {
    const renamed = post('p-renamed', { slug: 'third-name' });
    const draft = post('p-draft', { slug: 'draft-now', is_published: false });
    const batch = adminDb().batch();
    for (const item of [renamed, draft]) {
      batch.set(adminDb().collection(BLOGS_COLLECTION).doc(item.id), blogToFirestore(item));
    }
    for (const [old, id] of [
      ['first-name', renamed.id],
      ['second-name', renamed.id],
      ['draft-old', draft.id],
      ['deleted-old', 'p-deleted'],
    ] as const) {
      batch.set(adminDb().collection(BLOG_REDIRECTS_COLLECTION).doc(old), { id });
    }
    await batch.commit();

    for (const [old, lang] of [
      ['first-name', 'sv'],
      ['second-name', 'en'],
    ] as const) {
      const moved = await get(`lang=${lang}`, { redirect: 'manual' }, `/api/blog/${old}`);
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get('location'), old).toBe(`/api/blog/third-name?lang=${lang}`);
      expect(moved.headers.get('cache-control'), old).toBe('public, max-age=0, s-maxage=21600');
    }
    for (const old of ['draft-old', 'deleted-old']) {
      const missing = await get('lang=en', { redirect: 'manual' }, `/api/blog/${old}`);
      expect(missing.status, old).toBe(404);
      expect(await missing.json(), old).toEqual({ error: 'There is no published post at this address.' });
    }
  });
});

describe('/api/case-studies', () => {
  it("answers the list's page from the stored index and stories, newest first, cached like the pages", async () => {
    const stories = Array.from({ length: 13 }, (_, i) => story(`s${String(i).padStart(2, '0')}`, i));
    await storeCaseStudies(stories);
    const response = await getCaseStudies('lang=sv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=21600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const first = caseStudyListPageFromJson(await response.json());
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 13 });
    expect(first.items.map((item) => item.id)).toEqual(
      stories
        .slice(3)
        .reverse()
        .map((item) => item.id),
    );
    // The stories as stored with only the Swedish reader's text and only what the list shows of
    // them: no slug, times, publication or review fields (domain/src/publicContent.ts).
    const [newest] = caseStudyListPageFromJson({ items: [caseStudyForLanguage(stories[12] as CaseStudy, 'sv')] }).items;
    expect(first.items[0]).toEqual(newest);
    expect(first.items[0]).toMatchObject({ title: '', title_sv: 'Berättelse s12' });
    for (const field of [
      'slug',
      'created_at',
      'updated_at',
      'is_published',
      'publish_at',
      'unpublish_at',
      'ready_for_review',
    ]) {
      expect(first.items[0], field).not.toHaveProperty(field);
    }

    const second = caseStudyListPageFromJson(await (await getCaseStudies('lang=en&page=2')).json());
    expect(second.items.map((item) => item.id)).toEqual(['s02', 's01', 's00']);
    // Beyond the last page: 404 as /case-studies?page=3, with the counts the list renders its 404 from.
    const beyond = await getCaseStudies('lang=en&page=3');
    expect(beyond.status).toBe(404);
    expect(await beyond.json()).toEqual({
      error: 'There is no page 3 of case studies: the last is page 2.',
      items: [],
      page: 3,
      pageCount: 2,
      total: 13,
    });
  });

  it('leaves out a story the index lists that is no longer live (unpublished since, or its time come)', async () => {
    const stories = [
      story('stays', 0),
      story('unpublished', 1),
      story('ended', 2, { unpublish_at: new Date(Date.now() + 1_000) }),
    ];
    await storeCaseStudies(stories, new Date());
    await adminDb().collection(CASE_STUDIES_COLLECTION).doc('unpublished').update({ is_published: false });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const page = caseStudyListPageFromJson(await (await getCaseStudies('lang=en')).json());
    expect(page.items.map((item) => item.id)).toEqual(['stays']);
  });

  it('without the index, every live story (as the render reads it)', async () => {
    const batch = adminDb().batch();
    for (const item of [story('a', 0), story('b', 1), story('draft', 2, { is_published: false })]) {
      batch.set(adminDb().collection(CASE_STUDIES_COLLECTION).doc(item.id), caseStudyToFirestore(item));
    }
    await batch.commit();
    const page = caseStudyListPageFromJson(await (await getCaseStudies('lang=en')).json());
    expect(page.items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(page.total).toBe(2);
  });

  it('answers each address as /case-studies answers it; HEAD like GET; another path 404 in JSON', async () => {
    await storeCaseStudies([story('one', 0)]);
    const cases: [string, number, string][] = [
      ['page=2', 301, '/api/case-studies?lang=en&page=2'],
      ['lang=en&page=2', 404, 'There is no page 2 of case studies: the last is page 1.'],
      ['lang=sv&page=99999', 404, 'Det finns ingen sida 99999 med kundcase: den sista är sida 1.'],
      ['lang=xx', 404, 'There is no list in the language "xx": lang is en or sv.'],
      ['lang=en&page=0', 302, '/api/case-studies?lang=en'],
      ['lang=sv&page=abc', 302, '/api/case-studies?lang=sv'],
      ['lang=en&q=ai', 301, '/api/case-studies?lang=en'],
      ['lang=en&page=1', 301, '/api/case-studies?lang=en'],
      [
        'lang=en&page=1&page=2',
        400,
        'The parameter "page" is given more than once with different values: give it once.',
      ],
    ];
    for (const [query, status, said] of cases) {
      const response = await getCaseStudies(query, { redirect: 'manual' });
      expect(response.status, query).toBe(status);
      expect(response.headers.get('cache-control'), query).toBe('public, max-age=0, s-maxage=21600');
      if (status === 302 || status === 301) expect(response.headers.get('location'), query).toBe(said);
      if (status === 404 || status === 400) expect((await response.json()).error, query).toBe(said);
    }
    const posted = await getCaseStudies('lang=en', { method: 'POST', body: '{}' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    const head = await getCaseStudies('lang=en', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    // (An address under /api/blog/ is a post's: /api/blog/<slug>, below.)
    const nothing = await get('lang=sv', {}, '/api/case-studies/ingen-sadan');
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toEqual({
      error: 'Det finns ingen lista på den här adressen: listorna är /api/blog och /api/case-studies.',
    });
    const slash = await get('lang=en', { redirect: 'manual' }, '/api/case-studies/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/api/case-studies?lang=en');
    const both = await get('page=1&utm_source=x', { redirect: 'manual' }, '/api/case-studies/');
    expect(both.status).toBe(301);
    expect(both.headers.get('location')).toBe('/api/case-studies?lang=en');
  });
});
