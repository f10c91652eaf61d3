/** The document head as crawlers read it: title, meta tags, canonical and language links, JSON-LD. */
import type { Page } from '@playwright/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is free-form; the specs check its shape.
export type JsonLd = Record<string, any>;

export interface HeadMeta {
  title: string;
  /** `name=` meta tags and `property=` meta tags, each with every value found (duplicates show). */
  names: Record<string, string[]>;
  properties: Record<string, string[]>;
  canonical: string[];
  /** hreflang → hrefs */
  alternates: Record<string, string[]>;
  jsonLd: JsonLd[];
}

/** Reads the document head as a crawler that runs the page's script would see it. */
export function readHeadMeta(page: Page): Promise<HeadMeta> {
  return page.evaluate(() => {
    const push = (map: Record<string, string[]>, key: string, value: string) => {
      map[key] = [...(map[key] ?? []), value];
    };
    const names: Record<string, string[]> = {};
    const properties: Record<string, string[]> = {};
    for (const meta of Array.from(document.head.querySelectorAll('meta'))) {
      const content = meta.getAttribute('content') ?? '';
      const name = meta.getAttribute('name');
      const property = meta.getAttribute('property');
      if (name) push(names, name, content);
      if (property) push(properties, property, content);
    }
    const alternates: Record<string, string[]> = {};
    for (const link of Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]'))) {
      push(alternates, link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '');
    }
    return {
      title: document.title,
      names,
      properties,
      canonical: Array.from(document.head.querySelectorAll('link[rel="canonical"]')).map(
        (link) => link.getAttribute('href') ?? '',
      ),
      alternates,
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) =>
        JSON.parse(script.textContent ?? 'null'),
      ),
    };
  });
}

/** The one value of a meta tag; throws when it is missing or repeated. */
export function single(values: string[] | undefined, what: string): string {
  if (values?.length !== 1) throw new Error(`expected exactly one ${what}, found ${JSON.stringify(values)}`);
  return values[0] as string;
}

export function jsonLdOfType(meta: HeadMeta, type: string): JsonLd[] {
  return meta.jsonLd.filter((data) => data?.['@type'] === type);
}
