/**
 * The sitemap and the RSS feeds as text, from plain data. Pure: no Firestore, no
 * request, no clock, so every rule here is unit-tested without the emulators (xml.test.ts).
 *
 * Addresses follow the site's URL policy (domain/src/routes.ts): English is the address itself,
 * Swedish the same address with `?lang=sv`, x-default the English one.
 */
import { FEED_DESCRIPTIONS, FEED_PATHS, feedTitle, LANGUAGES, type Language, localizedUrl } from '../domain';

/** Characters XML 1.0 cannot carry at all: control characters other than tab, newline and carriage return, lone surrogates, U+FFFE/FFFF. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for XML character data and attribute values. Characters XML cannot carry are dropped;
 * `]]>` needs nothing more, since `>` is escaped.
 */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Plain text as the character data of a feed element that holds text, not HTML (titles, category,
 * author): `&`, `<` and `>` as the hexadecimal references the RSS Advisory Board's profile asks for
 * (Character Data), which readers that take such an element as text and those that take it as HTML
 * both show as typed. Characters XML cannot carry are dropped, as escapeXml does.
 */
function plainTextXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&#x26;').replace(/</g, '&#x3C;').replace(/>/g, '&#x3E;');
}

/**
 * Plain text as HTML showing that text: an item's description is HTML (RSS 2.0: readers render
 * it), an excerpt plain text (the site shows it as text), so markup typed into an excerpt (`<img
 * onerror>`, `<a href>`, or `<canvas>` in a post about it) reaches a reader as text, never as an
 * element. The feed then escapes the HTML as XML text (escapeXml).
 */
function textAsHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One public address of the sitemap (without language) and when its content last changed. */
export interface SitemapEntry {
  path: string;
  /** W3C date or date-time ('2025-01-05' or '2025-01-05T10:00:00.000Z'); omitted when unknown. */
  lastmod?: string;
}

/** hreflang value of each language, and x-default for the English address. */
const HREFLANGS: readonly [string, Language][] = [
  ['en', 'en'],
  ['sv', 'sv'],
  ['x-default', 'en'],
];

/**
 * The sitemap: each entry once per language, each `<url>` listing all language versions of its
 * page (en, sv, x-default) as `xhtml:link` alternates, itself included, as Google asks.
 */
export function buildSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const alternates = HREFLANGS.map(
      ([hreflang, language]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(localizedUrl(siteUrl, entry.path, language))}"/>`,
    );
    for (const language of LANGUAGES) {
      lines.push('  <url>', `    <loc>${escapeXml(localizedUrl(siteUrl, entry.path, language))}</loc>`);
      if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** A published post as a feed shows it, already in the feed's language. */
export interface FeedItem {
  path: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** 'YYYY-MM-DD'. */
  publishedDate: string;
}

export interface FeedChannel {
  siteUrl: string;
  brand: string;
  language: Language;
  /** When the newest content changed (lastBuildDate); omitted when unknown. */
  updated?: Date;
  /** When the feed is built: no item is dated later (rfc822Date). */
  builtAt?: Date;
}

const HOUR_MS = 3_600_000;

/**
 * RFC 822 date-time of a calendar date ('YYYY-MM-DD'), as RSS 2.0 wants: noon UTC, which every
 * reader from UTC−11 to UTC+11 shows on that very day, as the site does (midnight UTC was the
 * evening before in the Americas: a post of 5 January read as 4 January there). A post dated the
 * day the feed is built is dated no later than `builtAt` (never in the future), and no earlier
 * than the start of its day in UTC.
 */
export function rfc822Date(calendarDate: string, builtAt?: Date): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(calendarDate);
  if (!match) return null;
  const noon = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  const at = builtAt ? Math.max(noon - 12 * HOUR_MS, Math.min(noon, builtAt.getTime())) : noon;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

/** The absolute address of a feed. */
function feedUrl(siteUrl: string, language: Language): string {
  return `${siteUrl.replace(/\/+$/, '')}${FEED_PATHS[language]}`;
}

/**
 * An RSS 2.0 feed of one language: the posts given (published ones, newest first), each linking
 * to its page in that language. The channel names its own address (atom:link rel="self").
 */
export function buildRssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const { siteUrl, brand, language } = channel;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${plainTextXml(feedTitle(brand, language))}</title>`,
    `    <link>${escapeXml(localizedUrl(siteUrl, '/blog', language))}</link>`,
    `    <description>${plainTextXml(FEED_DESCRIPTIONS[language])}</description>`,
    `    <language>${language === 'sv' ? 'sv-SE' : 'en'}</language>`,
    `    <atom:link href="${escapeXml(feedUrl(siteUrl, language))}" rel="self" type="application/rss+xml"/>`,
  ];
  if (channel.updated) lines.push(`    <lastBuildDate>${channel.updated.toUTCString()}</lastBuildDate>`);
  for (const item of items) {
    const url = escapeXml(localizedUrl(siteUrl, item.path, language));
    const pubDate = rfc822Date(item.publishedDate, channel.builtAt);
    lines.push(
      '    <item>',
      `      <title>${plainTextXml(item.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <description>${escapeXml(textAsHtml(item.excerpt))}</description>`,
    );
    if (item.category) lines.push(`      <category>${plainTextXml(item.category)}</category>`);
    if (item.author) lines.push(`      <dc:creator>${plainTextXml(item.author)}</dc:creator>`);
    if (pubDate) lines.push(`      <pubDate>${pubDate}</pubDate>`);
    lines.push('    </item>');
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}
