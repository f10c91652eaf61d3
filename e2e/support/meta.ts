/** The document head as crawlers read it: title, meta tags, canonical and language links, JSON-LD. */
import type { Page } from '@playwright/test';
import { parseHTML } from 'linkedom';

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is free-form; the specs check its shape.
export type JsonLd = Record<string, any>;

export interface HeadMeta {
  title: string;
  /** `name=` meta tags and `property=` meta tags, each with every value found (duplicates show). */
  names: Record<string, string[]>;
  properties: Record<string, string[]>;
  canonical: string[];
  /** hreflang → hrefs of the page's language versions (links without a type) */
  alternates: Record<string, string[]>;
  /** The RSS feeds the head links (`<link rel="alternate" type="application/rss+xml">`). */
  feeds: { hreflang: string | null; title: string; href: string }[];
  jsonLd: JsonLd[];
}

/** The head of `document` (a served page parsed, or a page's DOM serialized and parsed) as crawlers read it. */
export function headMetaOf(document: Document): HeadMeta {
  const push = (map: Record<string, string[]>, key: string, value: string) => {
    map[key] = [...(map[key] ?? []), value];
  };
  const names: Record<string, string[]> = {};
  const properties: Record<string, string[]> = {};
  for (const meta of document.head.querySelectorAll('meta')) {
    const content = meta.getAttribute('content') ?? '';
    const name = meta.getAttribute('name');
    const property = meta.getAttribute('property');
    if (name) push(names, name, content);
    if (property) push(properties, property, content);
  }
  const alternates: Record<string, string[]> = {};
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')) {
    push(alternates, link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '');
  }
  const feeds = Array.from(
    document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]'),
    (link) => ({
      hreflang: link.getAttribute('hreflang'),
      title: link.getAttribute('title') ?? '',
      href: link.getAttribute('href') ?? '',
    }),
  );
  return {
    title: document.title,
    names,
    properties,
    canonical: Array.from(
      document.head.querySelectorAll('link[rel="canonical"]'),
      (link) => link.getAttribute('href') ?? '',
    ),
    alternates,
    feeds,
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) =>
      JSON.parse(script.textContent ?? 'null'),
    ),
  };
}

/** Reads the document head as it is now (the apps may have changed it since the page loaded). */
export async function readHeadMeta(page: Page): Promise<HeadMeta> {
  return headMetaOf(parseHTML(await page.content()).document);
}

/** The one value of a meta tag; throws when it is missing or repeated. */
export function single(values: string[] | undefined, what: string): string {
  if (values?.length !== 1) throw new Error(`expected exactly one ${what}, found ${JSON.stringify(values)}`);
  return values[0] as string;
}

export function jsonLdOfType(meta: HeadMeta, type: string): JsonLd[] {
  return meta.jsonLd.filter((data) => data?.['@type'] === type);
}
