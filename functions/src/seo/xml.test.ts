import { describe, expect, it } from 'vitest';
import { buildRssFeed, buildSitemap, escapeXml, type FeedItem, rfc822Date } from './xml';
import { elements, parseXml, readAsHtml, text } from './xmlTesting';

const SITE = 'https://example.com';
const HOSTILE = 'Tips & tricks <script>alert(1)</script> ]]> "quoted" \'single\'';

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });

  it('makes ]]> harmless and drops characters XML cannot carry', () => {
    expect(escapeXml(']]>')).toBe(']]&gt;');
    expect(escapeXml('a\u0000b\u0008c\uFFFEd\uD800e')).toBe('abcde');
    expect(escapeXml('tab\tnew\nline 😀 åäö')).toBe('tab\tnew\nline 😀 åäö');
  });
});

describe('buildSitemap', () => {
  const xml = buildSitemap(`${SITE}/`, [{ path: '/' }, { path: '/blog/a-post', lastmod: '2025-01-05' }]);
  const doc = parseXml(xml);
  const urls = elements(doc, 'url');

  it('lists each entry once per language, English first', () => {
    expect(doc.documentElement.tagName).toBe('urlset');
    expect(urls.map((url) => text(url, 'loc'))).toEqual([
      'https://example.com/',
      'https://example.com/sv/',
      'https://example.com/blog/a-post',
      'https://example.com/sv/blog/a-post',
    ]);
  });

  it('gives every address en, sv and x-default alternates', () => {
    for (const url of urls.slice(2)) {
      expect(
        elements(url, 'xhtml:link').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ).toEqual([
        ['en', 'https://example.com/blog/a-post'],
        ['sv', 'https://example.com/sv/blog/a-post'],
        ['x-default', 'https://example.com/blog/a-post'],
      ]);
    }
  });

  it('carries lastmod only where it is known', () => {
    expect(urls.map((url) => text(url, 'lastmod'))).toEqual(['', '', '2025-01-05', '2025-01-05']);
  });

  it('escapes the ampersand of an address', () => {
    const sv = buildSitemap(SITE, [{ path: '/blog/a&b' }]);
    expect(sv).toContain('<loc>https://example.com/sv/blog/a&amp;b</loc>');
    expect(text(parseXml(sv), 'loc')).toBe('https://example.com/blog/a&b');
  });
});

describe('buildRssFeed', () => {
  const item: FeedItem = {
    path: '/blog/a-post',
    title: HOSTILE,
    excerpt: `Excerpt ${HOSTILE}`,
    category: 'AI & Co',
    author: 'Anna <anna@example.com>',
    publishedDate: '2025-01-05',
  };

  it('is well-formed RSS 2.0 with the hostile text intact as text', () => {
    const doc = parseXml(buildRssFeed({ siteUrl: SITE, brand: 'Brand', language: 'en' }, [item]));
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const [entry] = elements(doc, 'item');
    expect(entry && text(entry, 'title')).toBe(HOSTILE);
    expect(readAsHtml(entry ? text(entry, 'description') : '').text).toBe(`Excerpt ${HOSTILE}`);
    expect(entry && text(entry, 'category')).toBe('AI & Co');
    expect(entry && text(entry, 'dc:creator')).toBe('Anna <anna@example.com>');
    expect(elements(doc, 'script')).toHaveLength(0);
  });

  it("writes the plain-text elements' & < > as the hexadecimal references the RSS profile asks for", () => {
    // RSS 2.0 leaves open whether a title is text or HTML, and readers differ; the RSS Advisory
    // Board's profile (Character Data) has plain text carry &#x26; &#x3C; &#x3E;, which both kinds
    // show as typed (an &lt; some readers take for escaped markup and drop the "tag").
    const feed = buildRssFeed({ siteUrl: SITE, brand: 'R&D <Lab>', language: 'en' }, [
      { ...item, title: 'Why <canvas> & AT&T', category: 'AI & Co', author: 'Anna <anna@example.com>' },
    ]);
    expect(feed).toContain('<title>R&#x26;D &#x3C;Lab&#x3E; Blog (English)</title>');
    expect(feed).toContain('<title>Why &#x3C;canvas&#x3E; &#x26; AT&#x26;T</title>');
    expect(feed).toContain('<category>AI &#x26; Co</category>');
    expect(feed).toContain('<dc:creator>Anna &#x3C;anna@example.com&#x3E;</dc:creator>');
    const [entry] = elements(parseXml(feed), 'item');
    expect(entry && text(entry, 'title')).toBe('Why <canvas> & AT&T');
  });

  it("sends the excerpt, plain text, as HTML showing that text: its markup reaches no reader's page", () => {
    // RSS 2.0's description is HTML (readers render it), the excerpt plain text (the site shows it
    // as text): markup typed into an excerpt is text in a reader too, never an element.
    const excerpt = 'Why <canvas> & not <img src=x onerror="alert(1)"> <a href="https://evil.example">win</a>';
    for (const language of ['en', 'sv'] as const) {
      const doc = parseXml(buildRssFeed({ siteUrl: SITE, brand: 'Brand', language }, [{ ...item, excerpt }]));
      const [entry] = elements(doc, 'item');
      const description = readAsHtml(entry ? text(entry, 'description') : '');
      expect(description.elements, language).toEqual([]);
      expect(description.text, language).toBe(excerpt);
    }
  });

  it('links each post and the channel in the feed language', () => {
    const doc = parseXml(
      buildRssFeed({ siteUrl: `${SITE}/`, brand: 'Brand', language: 'sv', updated: new Date('2025-02-01T10:00:00Z') }, [
        item,
      ]),
    );
    const channel = elements(doc, 'channel')[0];
    expect(channel && text(channel, 'title')).toBe('Brand – blogg (svenska)');
    expect(text(doc, 'language')).toBe('sv-SE');
    expect(text(doc, 'lastBuildDate')).toBe('Sat, 01 Feb 2025 10:00:00 GMT');
    expect(elements(doc, 'atom:link')[0]?.getAttribute('href')).toBe('https://example.com/sv/rss.xml');
    const [entry] = elements(doc, 'item');
    expect(entry && text(entry, 'link')).toBe('https://example.com/sv/blog/a-post');
    expect(entry && text(entry, 'guid')).toBe('https://example.com/sv/blog/a-post');
    expect(entry && text(entry, 'pubDate')).toBe('Sun, 05 Jan 2025 12:00:00 GMT');
  });

  it('dates the items of a feed by the time it was built', () => {
    const doc = parseXml(
      buildRssFeed({ siteUrl: SITE, brand: 'B', language: 'en', builtAt: new Date('2025-01-05T08:30:00Z') }, [item]),
    );
    expect(text(doc, 'pubDate')).toBe('Sun, 05 Jan 2025 08:30:00 GMT');
  });

  it('is an empty channel without posts, and leaves out a date it cannot read', () => {
    expect(elements(parseXml(buildRssFeed({ siteUrl: SITE, brand: 'B', language: 'en' }, [])), 'item')).toHaveLength(0);
    const doc = parseXml(buildRssFeed({ siteUrl: SITE, brand: 'B', language: 'en' }, [{ ...item, publishedDate: '' }]));
    expect(elements(doc, 'pubDate')).toHaveLength(0);
  });
});

describe('rfc822Date', () => {
  it('formats a calendar date and refuses anything else', () => {
    expect(rfc822Date('2024-02-29')).toBe('Thu, 29 Feb 2024 12:00:00 GMT');
    expect(rfc822Date('05/01/2025')).toBeNull();
  });

  it("gives a reader on either side of UTC the post's own day, as the site shows it", () => {
    // Midnight UTC was the evening before in the Americas: a post of 5 January read as 4 January.
    const pubDate = rfc822Date('2025-01-05') ?? '';
    for (const timeZone of ['America/Los_Angeles', 'America/New_York', 'Europe/Stockholm', 'Asia/Tokyo']) {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      expect(day.format(new Date(pubDate)), timeZone).toBe('2025-01-05');
    }
  });

  it('never dates a post after the feed was built, nor before its day began', () => {
    // A post of today, in a feed built at 08:30 UTC: not 12:00, still to come.
    expect(rfc822Date('2025-01-05', new Date('2025-01-05T08:30:00Z'))).toBe('Sun, 05 Jan 2025 08:30:00 GMT');
    expect(rfc822Date('2025-01-05', new Date('2025-01-06T08:30:00Z'))).toBe('Sun, 05 Jan 2025 12:00:00 GMT');
    // Dated today in Stockholm (00:30 there), built at 23:30 UTC the day before.
    expect(rfc822Date('2025-01-05', new Date('2025-01-04T23:30:00Z'))).toBe('Sun, 05 Jan 2025 00:00:00 GMT');
  });
});
