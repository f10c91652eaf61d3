/**
 * Page metadata as plain data (title, description, keywords, social tags, canonical, hreflang,
 * structured data). Pure: no React, no DOM, so a build step can render exactly the same tags into
 * static HTML without running the app.
 *
 * URL policy (one rule, used for canonical, hreflang and structured data):
 *  - English is the default language, at the specification's addresses  → {siteUrl}{path}
 *  - Swedish lives under /sv/                                            → {siteUrl}/sv{path}
 *  - x-default points at the English address.
 * Each language version's canonical is its own address, and the hreflang alternates point at
 * exactly those canonical addresses, so the two never disagree. The rule itself is
 * `localizedUrl` in @app/domain, which the sitemap and the feeds use too.
 *
 * Every page also links both RSS feeds (one per language, `FEED_PATHS`), whatever its language,
 * without hreflang (see feedLinks).
 */
import {
  FEED_PATHS,
  feedTitle,
  LANGUAGES,
  type Language,
  localizedUrl,
  ogLocale,
  scriptJson,
  searchDescription,
  withoutSoftHyphens,
} from '@app/domain';
import type { AppConfig } from '@app/platform';

interface Breadcrumb {
  name: string;
  path: string;
}

interface FaqItem {
  question: string;
  answer: string;
}

interface ArticleMeta {
  /** ISO date or date-time, e.g. '2025-01-05'. */
  publishedTime: string;
  /** When its content last changed (a post's: postModifiedTime in @app/domain); absent: the published time. */
  modifiedTime?: string;
  author: string;
  section?: string;
}

export interface PageMetaInput {
  title: string;
  description: string;
  keywords?: string[];
  /** Site-relative path without language parameter, e.g. '/services/ai-strategy'. */
  path: string;
  breadcrumbs?: Breadcrumb[];
  faq?: FaqItem[];
  /** Absolute URL or site-relative path of the social preview image. */
  image?: string;
  type?: 'website' | 'article';
  article?: ArticleMeta;
  /**
   * Text after ' | ' in the document title; defaults to the brand. The blog post uses
   * '{brand} Blog'. When the title already equals the suffix, the title stands alone.
   */
  titleSuffix?: string;
  /** Keep the page out of search results (e.g. a post that does not exist). */
  noindex?: boolean;
  /**
   * The image that is the page's largest paint (a post's cover): the head preconnects to its origin
   * when it is not the site's. Its preload is React's, from the image's own render (a priority
   * `CoverImage` calls `preload()`), which the server writes into the head (one per image).
   */
  leadImage?: { src: string };
  /**
   * A document's own search-result title and description in this language (`headOverrides` in
   * @app/domain): when set, the title is the whole `<title>` (no suffix) and each replaces the
   * page's in the meta description, Open Graph and Twitter tags.
   */
  overrides?: { title: string | null; description: string | null };
  /**
   * The page's query in each language ('page=2&category=Strategi'; '' for none): its canonical
   * address (and og:url, the same) and the hreflang alternates keep it (a list's pages and filters
   * are pages of their own).
   */
  queries?: Record<Language, string>;
  /** The queries of the previous and next pages of a paged list in this language (rel prev/next). */
  pagination?: { prev: string | null; next: string | null };
}

export interface MetaContext {
  language: Language;
  /** Public origin, e.g. 'https://example.com' (a trailing slash is ignored). */
  siteUrl: string;
  brand: string;
  /** Optional organisation details for the Organization structured data. */
  organization?: { email?: string; phone?: string; sameAs?: string[]; logo?: string };
}

export type MetaTag = { name: string; content: string } | { property: string; content: string };

export interface LinkTag {
  rel: 'canonical' | 'alternate' | 'preconnect' | 'prev' | 'next';
  href: string;
  hreflang?: string;
  /** Set for the feeds: 'application/rss+xml'. */
  type?: 'application/rss+xml';
  title?: string;
}

export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

export interface PageMetaOutput {
  title: string;
  metaTags: MetaTag[];
  links: LinkTag[];
  jsonLd: JsonLd[];
}

/**
 * The share image of pages without one of their own (a post's cover is its own): a file of the
 * shell (shell/public), 1200×630 as LinkedIn, Facebook and X want it.
 */
const DEFAULT_SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630, alt: '' } as const;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The one address of `path` in `language` (see the URL policy above). */
export function pageUrl(siteUrl: string, path: string, language: Language): string {
  return localizedUrl(siteUrl, path, language);
}

/** `url` with `query` ('a=1&b=2') added, when there is one. */
function withQuery(url: string, query: string | null | undefined): string {
  return query ? `${url}?${query}` : url;
}

/**
 * The `<link rel="alternate" type="application/rss+xml">` of each language's feed, its title naming
 * the language. No hreflang: search engines take every alternate with one for a language version
 * of the page, so the feeds gave each page a second "en" and "sv" beside its own.
 */
function feedLinks(siteUrl: string, brand: string): LinkTag[] {
  return LANGUAGES.map((language) => ({
    rel: 'alternate',
    type: 'application/rss+xml',
    title: feedTitle(brand, language),
    href: `${trimSlash(siteUrl)}${FEED_PATHS[language]}`,
  }));
}

/** Makes a site-relative image path absolute; absolute http(s) URLs pass through. */
function absoluteUrl(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return `${trimSlash(siteUrl)}${url.startsWith('/') ? url : `/${url}`}`;
}

/** The metadata context of a page rendered with `config` in `language`. */
export function metaContext(config: Pick<AppConfig, 'siteUrl' | 'brand'>, language: Language): MetaContext {
  return {
    language,
    siteUrl: config.siteUrl,
    brand: config.brand.name,
    organization: {
      email: config.brand.email,
      phone: config.brand.phone,
      sameAs: config.brand.companyProfileUrl ? [config.brand.companyProfileUrl] : [],
    },
  };
}

/**
 * `value` with the soft hyphens taken out of every text in it: a heading's text carries them (at its
 * long words' hyphenation points, for the page's line breaks), the head's tags never do.
 */
function withoutSoftHyphensIn<T>(value: T): T {
  if (typeof value === 'string') return withoutSoftHyphens(value) as T;
  if (Array.isArray(value)) return value.map(withoutSoftHyphensIn) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutSoftHyphensIn(item)])) as T;
  }
  return value;
}

export function buildPageMeta(pageInput: PageMetaInput, context: MetaContext): PageMetaOutput {
  const input = withoutSoftHyphensIn(pageInput);
  const { language, brand } = context;
  const siteUrl = trimSlash(context.siteUrl);
  const type = input.type ?? 'website';
  const url = pageUrl(siteUrl, input.path, language);
  // The page's one address, its own query kept (a list's page or category): the canonical and og:url.
  const canonical = withQuery(url, input.queries?.[language]);
  const suffix = input.titleSuffix ?? brand;
  const title =
    input.overrides?.title ??
    (input.title.trim() === '' || input.title === suffix ? suffix : `${input.title} | ${suffix}`);
  const description = input.overrides?.description ?? searchDescription(input.description);
  const image = absoluteUrl(siteUrl, input.image ?? DEFAULT_SHARE_IMAGE.path);
  const keywords = (input.keywords ?? []).map((k) => k.trim()).filter((k) => k !== '');
  const otherLanguage: Language = language === 'sv' ? 'en' : 'sv';

  const metaTags: MetaTag[] = [{ name: 'description', content: description }];
  if (input.noindex) metaTags.push({ name: 'robots', content: 'noindex' });
  if (keywords.length > 0) metaTags.push({ name: 'keywords', content: Array.from(new Set(keywords)).join(', ') });
  metaTags.push(
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: ogLocale(language) },
    { property: 'og:locale:alternate', content: ogLocale(otherLanguage) },
  );
  metaTags.push({ property: 'og:image', content: image });
  if (!input.image) {
    metaTags.push(
      { property: 'og:image:width', content: String(DEFAULT_SHARE_IMAGE.width) },
      { property: 'og:image:height', content: String(DEFAULT_SHARE_IMAGE.height) },
    );
  }
  if (type === 'article' && input.article) {
    const { publishedTime, modifiedTime, author, section } = input.article;
    metaTags.push({ property: 'article:published_time', content: publishedTime });
    metaTags.push({ property: 'article:modified_time', content: modifiedTime ?? publishedTime });
    metaTags.push({ property: 'article:author', content: author });
    if (section) metaTags.push({ property: 'article:section', content: section });
  }
  metaTags.push(
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  );
  metaTags.push({ name: 'twitter:image', content: image });

  const links: LinkTag[] = [
    ...leadImagePreconnect(siteUrl, input.leadImage),
    { rel: 'canonical', href: canonical },
    { rel: 'alternate', hreflang: 'en', href: withQuery(pageUrl(siteUrl, input.path, 'en'), input.queries?.en) },
    { rel: 'alternate', hreflang: 'sv', href: withQuery(pageUrl(siteUrl, input.path, 'sv'), input.queries?.sv) },
    {
      rel: 'alternate',
      hreflang: 'x-default',
      href: withQuery(pageUrl(siteUrl, input.path, 'en'), input.queries?.en),
    },
    ...(input.pagination?.prev != null ? [{ rel: 'prev' as const, href: withQuery(url, input.pagination.prev) }] : []),
    ...(input.pagination?.next != null ? [{ rel: 'next' as const, href: withQuery(url, input.pagination.next) }] : []),
    ...feedLinks(siteUrl, brand),
  ];

  const home = pageUrl(siteUrl, '/', language);
  const org = context.organization;
  // The company is one node in either language (its address the x-default home); each language's
  // site is a node of its own, named by its own home (two @ids for two urls and two languages).
  const organization: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: brand,
    url: pageUrl(siteUrl, '/', 'en'),
    ...(org?.logo ? { logo: absoluteUrl(siteUrl, org.logo) } : {}),
    ...(org?.email ? { email: org.email } : {}),
    ...(org?.phone ? { telephone: org.phone } : {}),
    ...(org?.sameAs && org.sameAs.length > 0 ? { sameAs: org.sameAs } : {}),
  };
  const website: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: brand,
    url: home,
    inLanguage: language,
    publisher: { '@id': `${siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${pageUrl(siteUrl, '/blog', language)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  const jsonLd: JsonLd[] = [organization, website];

  if (input.breadcrumbs && input.breadcrumbs.length > 0) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: input.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: pageUrl(siteUrl, crumb.path, language),
      })),
    });
  }

  if (input.faq && input.faq.length > 0) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: input.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }

  if (type === 'article' && input.article) {
    const { publishedTime, modifiedTime, author, section } = input.article;
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: input.title,
      description,
      image: [image],
      datePublished: publishedTime,
      dateModified: modifiedTime ?? publishedTime,
      author: { '@type': 'Person', name: author },
      publisher: {
        '@type': 'Organization',
        name: brand,
        ...(org?.logo ? { logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, org.logo) } } : {}),
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      inLanguage: language,
      ...(section ? { articleSection: section } : {}),
      ...(keywords.length > 0 ? { keywords: keywords.join(', ') } : {}),
    });
  }

  return { title, metaTags, links, jsonLd };
}

/** A preconnect to the lead image's origin, when it is not the site's. */
function leadImagePreconnect(siteUrl: string, image: PageMetaInput['leadImage']): LinkTag[] {
  if (!image) return [];
  let origin: string;
  try {
    origin = new URL(image.src, siteUrl).origin;
  } catch {
    return [];
  }
  return origin === new URL(siteUrl).origin ? [] : [{ rel: 'preconnect', href: origin }];
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A link tag's attributes, in the order they are written, the ones it has. */
export function linkAttributes(link: LinkTag): Array<[string, string]> {
  const attributes: Array<[string, string | undefined]> = [
    ['rel', link.rel],
    ['type', link.type],
    ['hreflang', link.hreflang],
    ['title', link.title],
    ['href', link.href],
  ];
  return attributes.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/** Attribute that marks managed head tags, so the app (or a later render) can replace them. */
export const MANAGED_ATTRIBUTE = 'data-page-meta';

/**
 * A page's `<head>` tags as HTML (the server's render writes them into the page). Every tag carries
 * `data-page-meta`, so the running app replaces rather than duplicates them.
 */
export function renderHeadHtml(meta: PageMetaOutput): string {
  const lines = [`<title ${MANAGED_ATTRIBUTE}>${escapeHtml(meta.title)}</title>`];
  for (const tag of meta.metaTags) {
    const key = 'name' in tag ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property)}"`;
    lines.push(`<meta ${key} content="${escapeHtml(tag.content)}" ${MANAGED_ATTRIBUTE}>`);
  }
  for (const link of meta.links) {
    const attributes = linkAttributes(link)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    lines.push(`<link${attributes} ${MANAGED_ATTRIBUTE}>`);
  }
  for (const data of meta.jsonLd) {
    lines.push(`<script type="application/ld+json" ${MANAGED_ATTRIBUTE}>${scriptJson(data)}</script>`);
  }
  return lines.join('\n');
}
