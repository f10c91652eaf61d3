// A page's answer on the server, as data: what `loadPage` returns for an address once its route's
// loader has read the page's data (the site's Firestore reads replaced at their interface), before
// anything is rendered. shell/src/server/renderPage.test.ts renders the same pages into HTML.
import { headingTitle, type Language, type PreviewContent, type UnsubscribeView } from '@app/domain';
import { createI18n, createQueryClient, defaultAppConfig, mergeConfig } from '@app/platform';
import { describe, expect, it, vi } from 'vitest';
import { blog, caseStudy } from '../test/fixtures';
import { loadPage } from './pageOutcome';

const stored = vi.hoisted(() => ({
  posts: [] as import('@app/domain').Blog[],
  /** Old slugs of renamed posts, by the slug of the live post each now leads to. */
  redirects: {} as Record<string, string>,
  caseStudies: [] as import('@app/domain').CaseStudy[],
  down: false,
}));
vi.mock('../data/caseStudies', async (importOriginal) => {
  const { CASE_STUDIES_PAGE_SIZE, listPage } = await import('@app/domain');
  return {
    ...(await importOriginal<typeof import('../data/caseStudies')>()),
    readCaseStudiesPage: (page: number) => Promise.resolve(listPage(stored.caseStudies, page, CASE_STUDIES_PAGE_SIZE)),
  };
});
vi.mock('../data/blogs', async () => {
  const { blogCardsFromIndex, blogIndexDocument } = await import('@app/domain');
  const read = <T>(value: () => T) =>
    stored.down ? Promise.reject(new Error('store down')) : Promise.resolve().then(value);
  return {
    listBlogCards: () => read(() => blogCardsFromIndex(blogIndexDocument(stored.posts))),
    getPublishedBlogBySlug: (slug: string) => read(() => stored.posts.find((post) => post.slug === slug) ?? null),
    getBlogRedirect: (slug: string) => read(() => stored.redirects[slug] ?? null),
  };
});

const CONFIG = mergeConfig(defaultAppConfig, { siteUrl: 'https://example.com' });

/** The outcome for `url` ('/sv/blog?page=2'), and the request's cache it loaded; `preview`, what a preview link shows. */
async function outcome(
  url: string,
  preview?: (token: string) => Promise<PreviewContent | null>,
  unsubscribe?: (token: string) => Promise<UnsubscribeView | null>,
) {
  const address = new URL(url, 'https://example.com');
  const swedish = address.pathname === '/sv' || address.pathname.startsWith('/sv/');
  const language: Language = swedish ? 'sv' : 'en';
  const client = createQueryClient();
  const answer = await loadPage({
    client,
    i18n: createI18n(language, 'shell', { en: {}, sv: {} }),
    pathname: (swedish ? address.pathname.slice(3) : address.pathname) || '/',
    search: address.search,
    language,
    config: CONFIG,
    loadPreview: preview,
    loadUnsubscribe: unsubscribe,
  });
  return { answer, client };
}

describe('loadPage', () => {
  it("answers a page's status and head tags, built from its data, before any render", async () => {
    stored.posts = [blog({ id: 'p1', slug: 'sales-ai', title: 'How AI lifted sales', title_sv: 'Hur AI lyfte' })];
    const { answer, client } = await outcome('/sv/blog/sales-ai');
    expect(answer).toEqual({ status: 200, head: expect.any(String) });
    expect(answer.head).toContain('<title data-page-meta>Hur AI lyfte | Northwind AI Blogg</title>');
    expect(answer.head).toContain('<link rel="canonical" href="https://example.com/sv/blog/sales-ai" data-page-meta>');
    expect(answer.head).toContain('<meta property="og:type" content="article" data-page-meta>');
    expect(answer.head).not.toContain('noindex');
    // The data the page renders with (and the browser starts from) is in the request's cache.
    expect(client.getQueryData(['blogs', 'slug', 'sales-ai'])).toMatchObject({ slug: 'sales-ai' });

    const about = (await outcome('/about')).answer;
    expect(about.status).toBe(200);
    expect(about.head).toContain('<title data-page-meta>About Us | Northwind AI</title>');
    expect(about.head).toContain('"@type":"BreadcrumbList"');
  });

  it("dates a post's Article and article tags modified when its content last changed, never before it was published", async () => {
    stored.posts = [
      blog({
        id: 'p1',
        slug: 'edited',
        title: 'Edited',
        published_date: '2025-01-05',
        updated_at: new Date('2025-02-10T09:30:00Z'),
      }),
      blog({ id: 'p2', slug: 'older', title: 'Older', published_date: '2025-01-05', updated_at: null }),
      blog({
        id: 'p3',
        slug: 'early',
        title: 'Early',
        published_date: '2025-01-05',
        updated_at: new Date('2024-12-20T08:00:00Z'),
      }),
    ];
    const head = async (slug: string) => (await outcome(`/blog/${slug}`)).answer.head ?? '';
    const edited = await head('edited');
    expect(edited).toContain('"datePublished":"2025-01-05","dateModified":"2025-02-10T09:30:00.000Z"');
    expect(edited).toContain(
      '<meta property="article:modified_time" content="2025-02-10T09:30:00.000Z" data-page-meta>',
    );
    expect(await head('older')).toContain('"datePublished":"2025-01-05","dateModified":"2025-01-05"');
    // Edited as a draft before the day it was published on.
    expect(await head('early')).toContain('"datePublished":"2025-01-05","dateModified":"2025-01-05"');
  });

  it('answers 404 with the 404 head for an address, post, category or list page that is not there', async () => {
    stored.posts = Array.from({ length: 13 }, (_, n) => blog({ id: `p${n}`, slug: `post-${n}`, title: `Post ${n}` }));
    stored.redirects = {};
    for (const [url, title] of [
      ['/no-such-page', 'Page Not Found | Northwind AI'],
      ['/sv/no-such-page', 'Sidan hittades inte | Northwind AI'],
      ['/products/unknown', 'Page Not Found | Northwind AI'],
      ['/blog/never-was', 'Blog Post Not Found | Northwind AI'],
      ['/blog?page=3', 'Blog – AI Insights for Nordic Businesses | Northwind AI'],
    ] as const) {
      const { answer } = await outcome(url);
      expect(answer.status, url).toBe(404);
      expect(answer.redirect, url).toBeUndefined();
      expect(answer.head, url).toContain(`<title data-page-meta>${title}</title>`);
      expect(answer.head, url).toContain('<meta name="robots" content="noindex" data-page-meta>');
    }
    expect((await outcome('/blog?page=2')).answer.status).toBe(200);
  });

  it('answers a page of the case studies with its own head and only its stories in the cache, 404 beyond the last', async () => {
    stored.caseStudies = Array.from({ length: 23 }, (_, n) => caseStudy({ id: `s${n + 1}`, title: `Story ${n + 1}` }));
    const first = await outcome('/case-studies');
    expect(first.answer.status).toBe(200);
    expect(first.answer.head).toContain(
      '<link rel="canonical" href="https://example.com/case-studies" data-page-meta>',
    );
    expect(first.answer.head).toContain(
      '<link rel="next" href="https://example.com/case-studies?page=2" data-page-meta>',
    );
    expect(first.answer.head).not.toContain('rel="prev"');

    const { answer, client } = await outcome('/sv/case-studies?page=2');
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('· Sida 2 av 3');
    expect(answer.head).toContain(
      '<link rel="canonical" href="https://example.com/sv/case-studies?page=2" data-page-meta>',
    );
    expect(answer.head).toContain('<link rel="prev" href="https://example.com/sv/case-studies" data-page-meta>');
    expect(answer.head).toContain('<link rel="next" href="https://example.com/sv/case-studies?page=3" data-page-meta>');
    expect(answer.head).not.toContain('noindex');
    // Only the page's ten stories are in the cache the page's server data is made from.
    const cached = client
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data);
    expect(cached).toEqual([
      expect.objectContaining({ page: 2, pageCount: 3, total: 23, items: stored.caseStudies.slice(10, 20) }),
    ]);

    const beyond = (await outcome('/case-studies?page=4')).answer;
    expect(beyond.status).toBe(404);
    expect(beyond.head).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect((await outcome('/case-studies?page=3')).answer.status).toBe(200);
  });

  it('answers where a moved address leads, permanent or not, without a head', async () => {
    stored.posts = [blog({ id: 'p1', slug: 'third-name', title: 'Renamed twice' })];
    stored.redirects = { 'first-name': 'third-name' };
    // [address, status, where it leads (a site path: the language is the request's)]
    const moves: [string, 301 | 302, string][] = [
      ['/blog/first-name', 301, '/blog/third-name'],
      ['/sv/blog/first-name?utm_source=mail', 301, '/blog/third-name?utm_source=mail'],
      ['/sv/services/unknown', 302, '/services'],
      ['/services/unknown?x=1', 302, '/services?x=1'],
      ['/blog?category=X&page=x', 302, '/blog?category=X'],
      ['/blog?page=0', 302, '/blog'],
      ['/case-studies?page=x', 302, '/case-studies'],
      ['/sv/case-studies?page=-1', 302, '/case-studies'],
    ];
    for (const [url, status, redirect] of moves) {
      expect((await outcome(url)).answer, url).toEqual({ status, redirect, head: '' });
    }
  });

  it('answers the unsubscribe page for its private holder, never indexed, and 404 when the token does not work', async () => {
    const token = `${'A'.repeat(20)}.${'b'.repeat(43)}`;
    const views: Record<string, UnsubscribeView> = {
      [token]: { email: 'anna@example.se', unsubscribed: false },
    };
    const loadUnsubscribe = vi.fn(async (asked: string) => views[asked] ?? null);
    const { answer, client } = await outcome(`/sv/unsubscribe?token=${token}`, undefined, loadUnsubscribe);
    expect(answer).toMatchObject({ status: 200, private: true });
    expect(answer.head).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect(answer.head).toContain(
      '<title data-page-meta>Avsluta prenumerationen på nyhetsbrevet | Northwind AI</title>',
    );
    // The canonical never carries the subscriber's token.
    expect(answer.head).toContain('<link rel="canonical" href="https://example.com/sv/unsubscribe" data-page-meta>');
    expect(answer.head).not.toContain(token);
    expect(client.getQueryData(['unsubscribe', token])).toEqual(views[token]);

    const forged = `${'A'.repeat(20)}.${'c'.repeat(43)}`;
    for (const url of [`/unsubscribe?token=${forged}`, '/unsubscribe?token=short', '/sv/unsubscribe']) {
      const refused = await outcome(url, undefined, loadUnsubscribe);
      expect(refused.answer, url).toMatchObject({ status: 404, private: true });
      expect(refused.answer.head, url).toContain('noindex');
    }
    // A malformed token (or none) is looked up nowhere; without a reader every token is refused.
    expect(loadUnsubscribe.mock.calls.map(([asked]) => asked)).toEqual([token, forged]);
    expect((await outcome(`/unsubscribe?token=${token}`)).answer.status).toBe(404);
    expect((await outcome('/about', undefined, loadUnsubscribe)).answer.private).toBeUndefined();
  });

  it("answers a preview link's item under its own address, never indexed, and 404 when the link does not work", async () => {
    const token = 'a'.repeat(43);
    const draft: PreviewContent = {
      collection: 'blogs',
      item: blog({ id: 'd1', slug: 'draft', title: 'A draft', is_published: false }),
    };
    const loadPreview = vi.fn(async (asked: string) => (asked === token ? draft : null));
    const { answer, client } = await outcome(`/preview/${token}`, loadPreview);
    expect(answer).toMatchObject({ status: 200, private: true });
    // Where the preview page reads it.
    expect(client.getQueryData(['preview', token])).toEqual(draft);
    expect(answer.head).toContain(`<link rel="canonical" href="https://example.com/preview/${token}" data-page-meta>`);
    expect(answer.head).toContain('<meta name="robots" content="noindex" data-page-meta>');
    for (const url of [`/preview/${'b'.repeat(43)}`, '/sv/preview/short']) {
      expect((await outcome(url, loadPreview)).answer, url).toMatchObject({ status: 404, private: true });
    }
    // A malformed token is looked up nowhere; without a resolver no preview works.
    expect(loadPreview.mock.calls.map(([asked]) => asked)).toEqual([token, 'b'.repeat(43)]);
    expect((await outcome(`/preview/${token}`)).answer.status).toBe(404);
    expect((await outcome('/about', loadPreview)).answer.private).toBeUndefined();
  });

  it("hands the page's posts and stories over with hyphenated copies of titles that have a long word; the head has none", async () => {
    const shy = '\u00AD';
    stored.posts = [
      blog({ id: 'p1', slug: 'long', title: 'Process automation', title_sv: 'Processautomatisering i praktiken' }),
      blog({ id: 'p2', slug: 'short', title: 'Short title', title_sv: 'Kort titel' }),
    ];
    stored.caseStudies = [caseStudy({ id: 's1', title: 'Transport planning', title_sv: 'Transportledningssystem' })];
    const post = await outcome('/sv/blog/long');
    const cached = post.client.getQueryData<Record<string, unknown>>(['blogs', 'slug', 'long']);
    expect(cached?.title_sv).toBe('Processautomatisering i praktiken');
    expect(cached?.hyphenated_titles).toEqual({
      title: 'Process automation',
      title_sv: `Pro${shy}cess${shy}au${shy}to${shy}ma${shy}ti${shy}se${shy}ring i praktiken`,
    });
    expect(JSON.stringify(post.answer)).not.toContain(shy);
    const list = await outcome('/sv/blog');
    const page = list.client.getQueryCache().findAll({ queryKey: ['blogs', 'list'] })[0]?.state.data as {
      posts: Array<Record<string, unknown>>;
    };
    expect(page.posts.map((card) => card.hyphenated_titles !== undefined)).toEqual([true, false]);
    const stories = await outcome('/sv/case-studies');
    const storyPage = stories.client.getQueryCache().findAll({ queryKey: ['case_studies'] })[0]?.state.data as {
      items: Array<{ hyphenated_titles?: { title_sv: string } }>;
    };
    expect(storyPage.items[0]?.hyphenated_titles?.title_sv).toBe(
      `Trans${shy}port${shy}led${shy}nings${shy}sy${shy}stem`,
    );
  });

  it("hands a preview link's post or story over with hyphenated copies of its long titles; the head has none", async () => {
    const shy = '\u00AD';
    const token = 'c'.repeat(43);
    const items: Record<string, PreviewContent> = {
      blogs: {
        collection: 'blogs',
        item: blog({ id: 'd1', slug: 'draft', title: 'Draft', title_sv: 'Processautomatisering', is_published: false }),
      },
      case_studies: {
        collection: 'case_studies',
        item: caseStudy({ id: 'd2', title: 'Draft', title_sv: 'Transportledningssystem', is_published: false }),
      },
    };
    for (const content of Object.values(items)) {
      const { answer, client } = await outcome(`/sv/preview/${token}`, async () => content);
      const shown = client.getQueryData<PreviewContent>(['preview', token]);
      expect(shown?.item.title_sv, content.collection).toBe(content.item.title_sv);
      expect(shown && headingTitle(shown.item, 'sv'), content.collection).toMatch(
        /^(Pro\u00ADcess\u00ADau\u00ADto\u00ADma\u00ADti\u00ADse\u00ADring|Trans\u00ADport\u00ADled\u00ADnings\u00ADsy\u00ADstem)$/,
      );
      expect(JSON.stringify(answer), content.collection).not.toContain(shy);
    }
  });

  it("leaves a failed read in the cache as its error and answers the page's head (the render answers 503)", async () => {
    stored.down = true;
    const { answer, client } = await outcome('/blog/sales-ai');
    stored.down = false;
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect(client.getQueryState(['blogs', 'slug', 'sales-ai'])?.status).toBe('error');
  });
});
