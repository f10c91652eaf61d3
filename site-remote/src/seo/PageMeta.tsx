import { scriptJson } from '@app/domain';
import { useAppConfig, useLanguage } from '@app/platform';
import { useEffect, useMemo } from 'react';
import {
  buildPageMeta,
  type LinkTag,
  linkAttributes,
  MANAGED_ATTRIBUTE,
  type MetaTag,
  metaContext,
  type PageMetaInput,
  type PageMetaOutput,
} from './meta';

export type PageMetaProps = PageMetaInput;

function metaSelector(tag: MetaTag): string {
  return 'name' in tag ? `meta[name="${CSS.escape(tag.name)}"]` : `meta[property="${CSS.escape(tag.property)}"]`;
}

function linkSelector(link: LinkTag): string {
  // A feed (typed, no hreflang) is known by its address; a page alternate by its hreflang.
  if (link.type) return `link[rel="alternate"][type="${CSS.escape(link.type)}"][href="${CSS.escape(link.href)}"]`;
  return link.hreflang
    ? `link[rel="alternate"][hreflang="${CSS.escape(link.hreflang)}"]:not([type])`
    : `link[rel="${CSS.escape(link.rel)}"]`;
}

/**
 * Writes the page's metadata into document.head. Tags it owns carry `data-page-meta`; a tag
 * with the same key left by static HTML (pre-rendered head, index.html defaults) is replaced,
 * never duplicated. JSON-LD is written here too, because React does not hoist scripts.
 */
function applyHeadMeta(meta: PageMetaOutput, doc: Document = document): void {
  const head = doc.head;
  for (const el of Array.from(head.querySelectorAll(`[${MANAGED_ATTRIBUTE}]`))) el.remove();

  doc.title = meta.title;
  const fragment = doc.createDocumentFragment();
  for (const tag of meta.metaTags) {
    for (const el of Array.from(head.querySelectorAll(metaSelector(tag)))) el.remove();
    const el = doc.createElement('meta');
    if ('name' in tag) el.setAttribute('name', tag.name);
    else el.setAttribute('property', tag.property);
    el.setAttribute('content', tag.content);
    el.setAttribute(MANAGED_ATTRIBUTE, '');
    fragment.appendChild(el);
  }
  for (const link of meta.links) {
    for (const el of Array.from(head.querySelectorAll(linkSelector(link)))) el.remove();
    const el = doc.createElement('link');
    for (const [name, value] of linkAttributes(link)) el.setAttribute(name, value);
    el.setAttribute(MANAGED_ATTRIBUTE, '');
    fragment.appendChild(el);
  }
  for (const data of meta.jsonLd) {
    const el = doc.createElement('script');
    el.setAttribute('type', 'application/ld+json');
    el.setAttribute(MANAGED_ATTRIBUTE, '');
    el.textContent = scriptJson(data);
    fragment.appendChild(el);
  }
  head.appendChild(fragment);
}

/**
 * Every page's metadata (title, description, keywords, Open Graph, Twitter, canonical,
 * hreflang, JSON-LD) in the browser. Renders nothing; the head follows the props and the current
 * language. On the server the same metadata is the route's (site-remote/src/server/pageOutcome.ts,
 * from the page's own head builder), written into the HTML before the apps run.
 */
export function PageMeta(props: PageMetaProps) {
  const language = useLanguage((s) => s.language);
  const config = useAppConfig();
  // A stable key so a re-render with equal props does not rewrite the head.
  const key = JSON.stringify(props);

  const meta = useMemo(() => {
    const input = JSON.parse(key) as PageMetaInput;
    return buildPageMeta(input, metaContext(config, language));
  }, [key, language, config]);

  useEffect(() => {
    applyHeadMeta(meta);
  }, [meta]);

  return null;
}
