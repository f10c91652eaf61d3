import { logger } from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import { sitePaths } from '../domain';
import {
  answerSeoRequest,
  CACHE_CONTROL,
  FEED_SIZE,
  feedItems,
  type PublishedContent,
  type PublishedPost,
  sitemapEntries,
} from './functions';
import { elements, parseXml, text } from './xmlTesting';

const SETTINGS = { siteUrl: 'https://example.com', brand: 'Brand' };

function post(overrides: Partial<PublishedPost> = {}): PublishedPost {
  return {
    slug: 'a-post',
    title: 'A post',
    title_sv: null,
    excerpt: 'Excerpt',
    excerpt_sv: null,
    category: 'Strategy',
    category_sv: null,
    author: 'Anna',
    published_date: '2025-01-05',
    updated: null,
    ...overrides,
  };
}

const CONTENT: PublishedContent = {
  posts: [
    post({ slug: 'newer', published_date: '2025-03-01', updated: new Date('2025-03-02T08:00:00Z') }),
    post({ slug: 'older', published_date: '2025-01-05' }),
  ],
  caseStudiesUpdated: new Date('2025-02-10T12:00:00Z'),
};

const load = () => Promise.resolve(CONTENT);

describe('sitemapEntries', () => {
  const entries = sitemapEntries(CONTENT);

  it('is every public address and every published post', () => {
    expect(entries.map((entry) => entry.path)).toEqual(sitePaths(['newer', 'older']).map((entry) => entry.path));
  });

  it('dates a post by the last change of its content, else its publication date', () => {
    expect(entries.find((entry) => entry.path === '/blog/newer')?.lastmod).toBe('2025-03-02T08:00:00.000Z');
    expect(entries.find((entry) => entry.path === '/blog/older')?.lastmod).toBe('2025-01-05');
  });

  it('never dates a post before its published date: a draft edited before the day it was published on', () => {
    const early = sitemapEntries({
      posts: [post({ slug: 'early', published_date: '2025-03-01', updated: new Date('2025-02-27T10:00:00Z') })],
      caseStudiesUpdated: null,
    });
    expect(early.find((entry) => entry.path === '/blog/early')?.lastmod).toBe('2025-03-01');
    expect(early.find((entry) => entry.path === '/blog')?.lastmod).toBe('2025-03-01');
    // The list takes its newest post's, whichever form it has.
    const mixed = sitemapEntries({
      posts: [
        post({ slug: 'a', published_date: '2025-03-05' }),
        post({ slug: 'b', published_date: '2025-03-01', updated: new Date('2025-03-02T08:00:00Z') }),
      ],
      caseStudiesUpdated: null,
    });
    expect(mixed.find((entry) => entry.path === '/blog')?.lastmod).toBe('2025-03-05');
  });

  it('dates the lists by their newest content and leaves the static pages undated', () => {
    expect(entries.find((entry) => entry.path === '/blog')?.lastmod).toBe('2025-03-02T08:00:00.000Z');
    expect(entries.find((entry) => entry.path === '/case-studies')?.lastmod).toBe('2025-02-10T12:00:00.000Z');
    expect(entries.find((entry) => entry.path === '/about')?.lastmod).toBeUndefined();
    expect(entries.find((entry) => entry.path === '/')?.lastmod).toBeUndefined();
  });

  it('dates the blog list by the newest publication date when no change time is known', () => {
    const blog = sitemapEntries({ posts: [post({ published_date: '2024-06-01' })], caseStudiesUpdated: null }).find(
      (entry) => entry.path === '/blog',
    );
    expect(blog?.lastmod).toBe('2024-06-01');
    expect(sitemapEntries({ posts: [], caseStudiesUpdated: null }).find((e) => e.path === '/blog')?.lastmod).toBe(
      undefined,
    );
  });
});

describe('feedItems', () => {
  const bilingual = post({ title_sv: 'Ett inlägg', excerpt_sv: 'Utdrag', category_sv: 'Strategi' });
  const englishOnly = post({ slug: 'english-only', title: 'Only English', title_sv: null, excerpt_sv: '' });

  it('uses the Swedish text where it exists and the English elsewhere, as the site does', () => {
    expect(
      feedItems([bilingual, englishOnly], 'sv').map(({ title, excerpt, category }) => [title, excerpt, category]),
    ).toEqual([
      ['Ett inlägg', 'Utdrag', 'Strategi'],
      ['Only English', 'Excerpt', 'Strategy'],
    ]);
    expect(feedItems([bilingual], 'en')[0]?.title).toBe('A post');
  });
});

describe('answerSeoRequest', () => {
  it('answers the sitemap as cacheable XML', async () => {
    const answer = await answerSeoRequest({ method: 'GET', path: '/sitemap.xml' }, SETTINGS, load);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    });
    const locs = elements(parseXml(answer.body), 'loc').map((loc) => loc.textContent);
    expect(locs).toContain('https://example.com/sv/blog/newer');
  });

  it('answers each feed in its language', async () => {
    for (const [path, language] of [
      ['/rss.xml', 'en'],
      ['/sv/rss.xml', 'sv-SE'],
    ]) {
      const answer = await answerSeoRequest({ method: 'GET', path: path ?? '' }, SETTINGS, load);
      expect(answer.headers['Content-Type']).toBe('application/rss+xml; charset=utf-8');
      const doc = parseXml(answer.body);
      expect(text(doc, 'language')).toBe(language);
      expect(elements(doc, 'item')).toHaveLength(2);
      expect(text(doc, 'lastBuildDate')).toBe('Sun, 02 Mar 2025 08:00:00 GMT');
    }
  });

  it("dates a feed's last build no earlier than its newest item, with or without change times", async () => {
    const content: PublishedContent = {
      posts: [
        post({ slug: 'new', published_date: '2025-03-05' }),
        post({ slug: 'edited', published_date: '2025-03-01', updated: new Date('2025-03-02T08:00:00Z') }),
        post({ slug: 'early', published_date: '2025-02-01', updated: new Date('2025-01-20T08:00:00Z') }),
      ],
      caseStudiesUpdated: null,
    };
    const answer = await answerSeoRequest({ method: 'GET', path: '/rss.xml' }, SETTINGS, () =>
      Promise.resolve(content),
    );
    const doc = parseXml(answer.body);
    expect(text(doc, 'lastBuildDate')).toBe('Wed, 05 Mar 2025 12:00:00 GMT');
    expect(elements(doc, 'pubDate').map((date) => date.textContent)[0]).toBe('Wed, 05 Mar 2025 12:00:00 GMT');
  });

  it('dates no item of a feed after the time it answers: a post of today is not dated hours ahead', async () => {
    const today: PublishedContent = {
      posts: [post({ slug: 'today', published_date: '2025-03-02' })],
      caseStudiesUpdated: null,
    };
    const answer = await answerSeoRequest(
      { method: 'GET', path: '/rss.xml' },
      SETTINGS,
      () => Promise.resolve(today),
      new Date('2025-03-02T08:15:00Z'),
    );
    expect(text(parseXml(answer.body), 'pubDate')).toBe('Sun, 02 Mar 2025 08:15:00 GMT');
  });

  it('asks for the newest FEED_SIZE posts for a feed, and for every post for the sitemap', async () => {
    const asked: Array<number | undefined> = [];
    const loader = (newest?: number) => {
      asked.push(newest);
      return load();
    };
    for (const path of ['/rss.xml', '/sv/rss.xml', '/sitemap.xml'])
      await answerSeoRequest({ method: 'GET', path }, SETTINGS, loader);
    expect(asked).toEqual([FEED_SIZE, FEED_SIZE, undefined]);
  });

  it('carries the newest FEED_SIZE posts in a feed, and every post in the sitemap, at a thousand posts', async () => {
    const many: PublishedContent = {
      posts: Array.from({ length: 1000 }, (_, i) =>
        post({
          slug: `post-${i}`,
          published_date: new Date(Date.UTC(2025, 0, 1) - i * 86_400_000).toISOString().slice(0, 10),
        }),
      ),
      caseStudiesUpdated: null,
    };
    const feed = await answerSeoRequest({ method: 'GET', path: '/rss.xml' }, SETTINGS, () => Promise.resolve(many));
    const items = elements(parseXml(feed.body), 'item');
    expect(items).toHaveLength(FEED_SIZE);
    expect(feed.body).toContain('/blog/post-0<');
    expect(feed.body).toContain(`/blog/post-${FEED_SIZE - 1}<`);
    expect(feed.body).not.toContain(`/blog/post-${FEED_SIZE}<`);
    const sitemap = await answerSeoRequest({ method: 'GET', path: '/sitemap.xml' }, SETTINGS, () =>
      Promise.resolve(many),
    );
    expect(elements(parseXml(sitemap.body), 'url').length).toBeGreaterThan(1000);
  });

  it('answers HEAD like GET (the platform leaves the body out)', async () => {
    const answer = await answerSeoRequest({ method: 'HEAD', path: '/rss.xml' }, SETTINGS, load);
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('application/rss+xml; charset=utf-8');
  });

  it('does not answer robots.txt (a static file of the shell) and reads nothing for a 404', async () => {
    const loader = vi.fn(load);
    expect((await answerSeoRequest({ method: 'GET', path: '/robots.txt' }, SETTINGS, loader)).status).toBe(404);
    expect(loader).not.toHaveBeenCalled();
  });

  it('refuses other methods with 405 and names the allowed ones', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const answer = await answerSeoRequest({ method, path: '/sitemap.xml' }, SETTINGS, load);
      expect(answer.status).toBe(405);
      expect(answer.headers.Allow).toBe('GET, HEAD');
    }
  });

  it('answers 404 for any other path', async () => {
    for (const path of ['/', '/sv/sitemap.xml', '/sv/sitemap.xml/', '/rss', '/rss/', '/SITEMAP.XML', '//']) {
      expect((await answerSeoRequest({ method: 'GET', path }, SETTINGS, load)).status, path).toBe(404);
    }
  });

  it('moves the sitemap and the feeds asked for with a trailing slash to their address for good, reading nothing', async () => {
    const loader = vi.fn(load);
    for (const [path, location] of [
      ['/sitemap.xml/', '/sitemap.xml'],
      ['/rss.xml/', '/rss.xml'],
      ['/sv/rss.xml//', '/sv/rss.xml'],
    ] as const) {
      const answer = await answerSeoRequest({ method: 'GET', path }, SETTINGS, loader);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.Location, path).toBe(location);
      expect(answer.headers['Cache-Control'], path).toBe(CACHE_CONTROL);
    }
    expect(loader).not.toHaveBeenCalled();
  });

  it('answers 503, not cached, when Firestore fails or the site address is not configured', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failing = () => Promise.reject(new Error('Firestore down'));
    const down = await answerSeoRequest({ method: 'GET', path: '/rss.xml' }, SETTINGS, failing);
    expect(down.status).toBe(503);
    expect(down.headers['Cache-Control']).toBe('no-store');
    const unconfigured = await answerSeoRequest(
      { method: 'GET', path: '/sitemap.xml' },
      { siteUrl: null, brand: 'B' },
      load,
    );
    expect(unconfigured.status).toBe(503);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
