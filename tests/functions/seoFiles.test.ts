/**
 * seoFiles (the sitemap and the two RSS feeds) over real HTTP against the emulators:
 * what Firebase Hosting's rewrites in firebase.json send it. Content is read at request time, so
 * a post published, edited or unpublished shows at the next request.
 */
import { BLOGS_COLLECTION, type BlogFields, CASE_STUDIES_COLLECTION, sitePaths } from '@app/domain';
import { Query } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { FEED_SIZE, loadPublishedContent } from '../../functions/src/seo/functions';
import { elements, parseXml, text, type XmlDocument } from '../../functions/src/seo/xmlTesting';
import { adminDb, clearFirestore, projectDb } from './support/admin';
import { functionUrl } from './support/stack';

/** SITE_URL of functions/.env.demo-nordic-ai: the shell of pnpm start. */
const SITE = 'http://localhost:3000';

function post(slug: string, overrides: Partial<BlogFields> = {}): BlogFields {
  return blog({
    title: `Title of ${slug}`,
    slug,
    excerpt: `Excerpt of ${slug}`,
    content: '# Content',
    category: 'Strategy',
    author: 'Anna Berg',
    published_date: '2025-01-05',
    ...overrides,
  });
}

async function store(id: string, blog: BlogFields): Promise<void> {
  await adminDb().collection(BLOGS_COLLECTION).doc(id).set(blog);
}

async function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${functionUrl('seoFiles')}${path}`, init);
}

async function getXml(path: string): Promise<{ response: Response; doc: XmlDocument; body: string }> {
  const response = await get(path);
  const body = await response.text();
  expect(response.status, body).toBe(200);
  return { response, doc: parseXml(body), body };
}

async function sitemapLocs(): Promise<string[]> {
  const { doc } = await getXml('/sitemap.xml');
  return elements(doc, 'loc').map((loc) => loc.textContent ?? '');
}

function urlFor(path: string, language: 'en' | 'sv'): string {
  return language === 'sv' ? `${SITE}/sv${path}` : `${SITE}${path}`;
}

beforeEach(async () => {
  await clearFirestore();
});

describe('/sitemap.xml', () => {
  it('lists every public address in both languages and each published post, never a draft', async () => {
    await store('p1', post('published-one', { published_date: '2025-03-01' }));
    await store('p2', post('published-two'));
    await store('d1', post('a-draft', { is_published: false }));
    const { response, doc } = await getXml('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(doc.documentElement.tagName).toBe('urlset');

    const locs = elements(doc, 'loc').map((loc) => loc.textContent);
    const expected = sitePaths(['published-one', 'published-two']).flatMap(({ path }) => [
      urlFor(path, 'en'),
      urlFor(path, 'sv'),
    ]);
    expect(locs).toEqual(expected);
    expect(locs.some((loc) => loc?.includes('a-draft'))).toBe(false);
    expect(locs.some((loc) => /\/(auth|admin)(\/|$|\?)/.test(loc ?? ''))).toBe(false);
  });

  it('gives every address en, sv and x-default alternates and posts a lastmod', async () => {
    await store('p1', { ...post('with-date'), updated_at: new Date('2025-02-03T04:05:06Z') });
    const { doc } = await getXml('/sitemap.xml');
    for (const url of elements(doc, 'url')) {
      const hreflangs = elements(url, 'xhtml:link').map((link) => link.getAttribute('hreflang'));
      expect(hreflangs).toEqual(['en', 'sv', 'x-default']);
    }
    const postUrl = elements(doc, 'url').find((url) => text(url, 'loc') === `${SITE}/sv/blog/with-date`);
    expect(postUrl && text(postUrl, 'lastmod')).toBe('2025-02-03T04:05:06.000Z');
  });

  it('dates a post by the last change of its content, not by a write of its publication, nor before its date', async () => {
    // Stored before change times were kept, then published by a later write (the scheduled function's).
    await store('p1', post('old-post', { is_published: false }));
    await adminDb().collection(BLOGS_COLLECTION).doc('p1').update({ is_published: true });
    await store('p2', {
      ...post('edited', { published_date: '2025-03-01' }),
      updated_at: new Date('2025-04-02T10:00:00Z'),
    });
    await store('p3', {
      ...post('early', { published_date: '2025-03-01' }),
      updated_at: new Date('2025-02-20T10:00:00Z'),
    });
    const { doc } = await getXml('/sitemap.xml');
    const lastmod = (slug: string) => {
      const url = elements(doc, 'url').find((entry) => text(entry, 'loc') === `${SITE}/blog/${slug}`);
      return url && text(url, 'lastmod');
    };
    expect(lastmod('old-post')).toBe('2025-01-05');
    expect(lastmod('edited')).toBe('2025-04-02T10:00:00.000Z');
    expect(lastmod('early')).toBe('2025-03-01');
    const feed = (await getXml('/rss.xml')).doc;
    expect(text(feed, 'lastBuildDate')).toBe('Wed, 02 Apr 2025 10:00:00 GMT');
  });

  it('shows a post at once when it is published and drops it at once when unpublished', async () => {
    await store('p1', post('coming-soon', { is_published: false }));
    expect(await sitemapLocs()).not.toContain(`${SITE}/blog/coming-soon`);

    await adminDb().collection(BLOGS_COLLECTION).doc('p1').update({ is_published: true });
    expect(await sitemapLocs()).toContain(`${SITE}/blog/coming-soon`);

    await adminDb().collection(BLOGS_COLLECTION).doc('p1').update({ is_published: false });
    expect(await sitemapLocs()).not.toContain(`${SITE}/blog/coming-soon`);
  });

  it('leaves out a post whose publish time is still to come or whose unpublish time has passed, before the scheduled function has acted', async () => {
    const hour = 3_600_000;
    // Written with the Admin SDK, which firestore.rules do not govern: published, but not yet live.
    await store('p1', post('early', { publish_at: new Date(Date.now() + hour) }));
    await store('p2', post('expired', { unpublish_at: new Date(Date.now() - 1000) }));
    await store('p3', post('until-later', { unpublish_at: new Date(Date.now() + hour) }));
    await store('p4', post('scheduled', { is_published: false, publish_at: new Date(Date.now() + hour) }));
    const locs = await sitemapLocs();
    expect(locs).toContain(`${SITE}/blog/until-later`);
    for (const slug of ['early', 'expired', 'scheduled']) expect(locs).not.toContain(`${SITE}/blog/${slug}`);
    const { doc } = await getXml('/rss.xml');
    expect(elements(doc, 'item').map((item) => text(item, 'link'))).toEqual([`${SITE}/blog/until-later`]);
  });

  it('leaves out a published post whose slug no address carries (stored before the slug checks): its page answers 404', async () => {
    // Written with the Admin SDK, as an import before the checks did: firestore.rules refuse such a slug to any client.
    await store('p1', post('fine-slug'));
    await store('p2', post('Hello World'));
    await store('p3', post('a/b'));
    const locs = await sitemapLocs();
    expect(locs).toContain(`${SITE}/blog/fine-slug`);
    expect(locs.filter((loc) => loc.includes('/blog/'))).toEqual([
      `${SITE}/blog/fine-slug`,
      `${SITE}/sv/blog/fine-slug`,
    ]);
    for (const feed of ['/rss.xml', '/sv/rss.xml']) {
      const { doc } = await getXml(feed);
      expect(
        elements(doc, 'item').map((item) => text(item, 'title')),
        feed,
      ).toEqual(['Title of fine-slug']);
    }
  });

  it('dates the case-study list by its newest published case study', async () => {
    await adminDb()
      .collection(CASE_STUDIES_COLLECTION)
      .doc('c1')
      .set({ title: 'Case', slug: 'case', is_published: true, created_at: new Date('2025-01-01T00:00:00Z') });
    const { doc } = await getXml('/sitemap.xml');
    const list = elements(doc, 'url').find((url) => text(url, 'loc') === `${SITE}/case-studies`);
    expect(list && text(list, 'lastmod')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const about = elements(doc, 'url').find((url) => text(url, 'loc') === `${SITE}/about`);
    expect(about && elements(about, 'lastmod')).toHaveLength(0);
  });
});

describe('the RSS feeds', () => {
  it('carry the published posts, newest first, in English at /rss.xml', async () => {
    await store('p1', post('older', { published_date: '2025-01-05' }));
    await store('p2', post('newer', { published_date: '2025-02-05', title_sv: 'Nyare' }));
    await store('d1', post('draft', { is_published: false }));
    const { response, doc } = await getXml('/rss.xml');
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(text(doc, 'language')).toBe('en');
    const items = elements(doc, 'item');
    expect(items.map((item) => text(item, 'title'))).toEqual(['Title of newer', 'Title of older']);
    expect(items.map((item) => text(item, 'link'))).toEqual([`${SITE}/blog/newer`, `${SITE}/blog/older`]);
    expect(items[0] && text(items[0], 'pubDate')).toBe('Wed, 05 Feb 2025 12:00:00 GMT');
  });

  it('carry the Swedish title and excerpt at /sv/rss.xml where they exist, else the English', async () => {
    await store(
      'p1',
      post('translated', { title_sv: 'Svensk titel', excerpt_sv: 'Svenskt utdrag', category_sv: 'Strategi' }),
    );
    await store('p2', post('english-only', { published_date: '2024-12-01' }));
    const { doc } = await getXml('/sv/rss.xml');
    expect(text(doc, 'language')).toBe('sv-SE');
    const items = elements(doc, 'item');
    expect(items.map((item) => [text(item, 'title'), text(item, 'description'), text(item, 'category')])).toEqual([
      ['Svensk titel', 'Svenskt utdrag', 'Strategi'],
      ['Title of english-only', 'Excerpt of english-only', 'Strategy'],
    ]);
    expect(items.map((item) => text(item, 'link'))).toEqual([
      `${SITE}/sv/blog/translated`,
      `${SITE}/sv/blog/english-only`,
    ]);
  });

  it('reflect an edit and an unpublish at the next request', async () => {
    await store('p1', post('changing'));
    expect(text((await getXml('/rss.xml')).doc, 'item')).toContain('Title of changing');
    await adminDb().collection(BLOGS_COLLECTION).doc('p1').update({ title: 'A new title' });
    const item = elements((await getXml('/rss.xml')).doc, 'item')[0];
    expect(item && text(item, 'title')).toBe('A new title');
    await adminDb().collection(BLOGS_COLLECTION).doc('p1').update({ is_published: false });
    expect(elements((await getXml('/rss.xml')).doc, 'item')).toHaveLength(0);
  });

  it('stay well-formed and keep hostile titles as text', async () => {
    const hostile = 'Tips & <script>alert("x")</script> ]]> <![CDATA[ \u0007bell';
    await store('p1', post('hostile', { title: hostile, excerpt: `</description><evil/> & ${hostile}` }));
    for (const path of ['/rss.xml', '/sv/rss.xml', '/sitemap.xml']) {
      const { doc, body } = await getXml(path);
      expect(body).not.toContain('<script>');
      expect(elements(doc, 'script')).toHaveLength(0);
      expect(elements(doc, 'evil')).toHaveLength(0);
    }
    const item = elements((await getXml('/rss.xml')).doc, 'item')[0];
    expect(item && text(item, 'title')).toBe('Tips & <script>alert("x")</script> ]]> <![CDATA[ bell');
  });
});

describe('HTTP', () => {
  const PATHS = ['/sitemap.xml', '/rss.xml', '/sv/rss.xml'];

  it('lets browsers and the CDN cache every answer for 5 minutes', async () => {
    for (const path of PATHS) {
      const response = await get(path);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=21600');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await get('/sitemap.xml', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('refuses other methods with 405 and names the allowed ones', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await get('/sitemap.xml', {
        method,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('ignores odd query strings: same document, never a 5xx', async () => {
    await store('p1', post('queried'));
    const plain = await (await get('/rss.xml')).text();
    for (const query of [
      '?lang=sv',
      '?lang=xx&lang=en',
      '?%E0%A4%A',
      '?a[b][c]=1&a[b][d]=2',
      `?q=${'x'.repeat(4000)}`,
      '?__proto__[x]=1',
      '?%00=%00',
      '?utm_source=feed&utm_medium=rss',
    ]) {
      const response = await get(`/rss.xml${query}`);
      expect(response.status, query).toBe(200);
      expect(await response.text()).toBe(plain);
    }
  });

  it('answers 404 for other paths', async () => {
    for (const path of ['/', '/sitemap', '/sitemap.xml/x', '/sv/sitemap.xml', '/feed.xml', '/robots.txt.xml']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('the feeds at a thousand posts', () => {
  it('read the newest posts a feed carries, not every published post', async () => {
    // Another project of the emulator: a thousand writes there fire no trigger.
    const db = projectDb('demo-seo-size');
    await clearFirestore('demo-seo-size');
    const day = 86_400_000;
    const writer = db.bulkWriter();
    for (let n = 0; n < 1_000; n++) {
      const published_date = new Date(Date.UTC(2025, 0, 1) - n * day).toISOString().slice(0, 10);
      // Among the newest: every fifth post's unpublish time has passed (the scheduled function
      // has not acted yet), and post 3 shares post 2's slug (only the newer is reachable).
      const ended = n % 5 === 4 ? { unpublish_at: new Date(Date.now() - day) } : {};
      const slug = n === 3 ? 'post-2' : `post-${n}`;
      void writer.set(db.collection(BLOGS_COLLECTION).doc(`post-${n}`), post(slug, { published_date, ...ended }));
    }
    await writer.close();

    const read = { queries: 0, documents: 0 };
    const get = Query.prototype.get;
    const spy = vi.spyOn(Query.prototype, 'get').mockImplementation(async function (this: Query) {
      const snapshot = await get.call(this);
      read.queries++;
      read.documents += snapshot.size;
      return snapshot;
    });
    try {
      const { posts } = await loadPublishedContent(db, new Date(), FEED_SIZE);
      const expected = Array.from({ length: 80 }, (_, n) => n)
        .filter((n) => n % 5 !== 4 && n !== 3)
        .slice(0, FEED_SIZE)
        .map((n) => `post-${n}`);
      expect(posts.map((item) => item.slug)).toEqual(expected);
      // The feed's posts and the pages it took to find them past the ones left out, not 1,000.
      expect(read.documents).toBeLessThanOrEqual(3 * FEED_SIZE);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the sitemap at a thousand case studies', () => {
  it('dates the case-study list by its newest live change, reading the newest stories, not all of them', async () => {
    const db = projectDb('demo-seo-stories');
    await clearFirestore('demo-seo-stories');
    const day = 86_400_000;
    const now = new Date();
    const writer = db.bulkWriter();
    for (let n = 0; n < 1_000; n++) {
      // Story n was made n days before; among the newest, every fifth's unpublish time has passed
      // and every seventh's publish time is to come (both not live: their dates do not count), and
      // story 40, made long ago, was changed an hour ago (its change dates the list).
      const created_at = new Date(now.getTime() - (n + 1) * day);
      const timing =
        n % 5 === 4
          ? { unpublish_at: new Date(now.getTime() - day) }
          : n % 7 === 0
            ? { publish_at: new Date(now.getTime() + day) }
            : {};
      const changed = n === 40 ? { updated_at: new Date(now.getTime() - 3_600_000) } : {};
      const lately = n === 3 ? { updated_at: new Date(now.getTime() - 60_000) } : {};
      void writer.set(
        db.collection(CASE_STUDIES_COLLECTION).doc(`story-${n}`),
        caseStudy({ slug: `story-${n}`, created_at, ...timing, ...changed, ...lately }),
      );
    }
    await writer.close();
    // Story 4 (not live) was changed a minute ago: not the list's date either.
    await db.doc(`${CASE_STUDIES_COLLECTION}/story-4`).update({ updated_at: new Date(now.getTime() - 60_000) });

    const read = { stories: 0 };
    const get = Query.prototype.get;
    const spy = vi.spyOn(Query.prototype, 'get').mockImplementation(async function (this: Query) {
      const snapshot = await get.call(this);
      read.stories += snapshot.docs.filter((document) => document.ref.parent.id === CASE_STUDIES_COLLECTION).length;
      return snapshot;
    });
    try {
      const { caseStudiesUpdated } = await loadPublishedContent(db, now);
      // Story 3 is live and changed a minute ago (story 4's change, a minute ago too, is not live).
      expect(caseStudiesUpdated).toEqual(new Date(now.getTime() - 60_000));
      await db.doc(`${CASE_STUDIES_COLLECTION}/story-3`).update({ is_published: false });
      // Without it: story 40's change an hour ago, later than the newest live story's creation (story 1, a day and more).
      expect((await loadPublishedContent(db, now)).caseStudiesUpdated).toEqual(new Date(now.getTime() - 3_600_000));
      // The newest stories until a live one, by creation and by change, not the thousand.
      expect(read.stories).toBeLessThanOrEqual(100);
    } finally {
      spy.mockRestore();
    }
  });
});
