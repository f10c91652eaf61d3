import type { TFunction } from 'i18next';
import type { PrefixOf, SiteKey } from '../content/keys';
import { keywordList } from '../content/text';
import type { PageMetaInput } from './meta';

/**
 * The site's `t`, as a page's head builder takes it: each page exports one (`homeHead` …), a pure
 * function from its strings, the configuration and its data to its metadata, which the page
 * renders in the browser (`<PageMeta>`) and the server writes into the HTML before the render
 * (../server/pageOutcome.ts).
 */
export type SiteT = TFunction<'site'>;

/** Key groups that hold a page's metadata texts: `<group>.title`, `.description` and `.keywords`. */
type MetaGroup = PrefixOf<SiteKey, 'title'> & PrefixOf<SiteKey, 'description'> & PrefixOf<SiteKey, 'keywords'>;

/** Where a section page's head texts are in the dictionary. */
export interface SectionHeadKeys {
  /** The group of its title, description and keywords ('about.meta'). */
  meta: MetaGroup;
  /** The section's name in the breadcrumb trail. */
  breadcrumb: SiteKey;
  /** The home page's name in the trail (each page's strings carry one: 'home.breadcrumb' or 'seo.home'). */
  home: SiteKey;
}

/**
 * The head of a section's own page (About, Services, Contact …) at `path`: its title, description
 * and keywords, and the breadcrumb trail Home › the section. `values` fill the texts' placeholders
 * (`{{brand}}`); `extra` adds to the head (the page's FAQ).
 */
export function sectionHead(
  t: SiteT,
  path: string,
  keys: SectionHeadKeys,
  values: Record<string, string> = {},
  extra: Partial<PageMetaInput> = {},
): PageMetaInput {
  return {
    title: t(`${keys.meta}.title`, values),
    description: t(`${keys.meta}.description`, values),
    keywords: keywordList(t(`${keys.meta}.keywords`, values)),
    path,
    breadcrumbs: [
      { name: t(keys.home), path: '/' },
      { name: t(keys.breadcrumb), path },
    ],
    ...extra,
  };
}
