import type { Language } from './language';

/**
 * The soft hyphen (U+00AD): an invisible hyphenation point that the browser draws as a hyphen only
 * when it breaks a line there. Long words of the site's headings carry them (see `hyphenation.ts`,
 * which only the build and the server load); text that is not drawn on a page (the head's title,
 * description and structured data, an address) is written without them.
 */
export const SOFT_HYPHEN = '\u00AD';

/** `text` as a reader sees it, without its soft hyphens. */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll(SOFT_HYPHEN, '');
}

/**
 * Copies of a post's or case study's titles with soft hyphens at their long words' hyphenation
 * points, for its headings only. The server adds them (`withHyphenatedTitles`) to what it reads for a
 * page or a list, so they reach the browser in the page's data and the list API's JSON beside the
 * titles themselves, which stay as written (the head, the search, links' names). Never stored.
 */
export interface HyphenatedTitles {
  title: string;
  title_sv: string | null;
}

/** An item as the server hands it over: with its hyphenated titles when a title has a long word. */
export interface TitledItem {
  title: string;
  title_sv?: string | null;
  hyphenated_titles?: HyphenatedTitles;
}

/**
 * The title a heading shows in `language` (the Swedish one in sv when there is one, as `localize`
 * picks it): the server's hyphenated copy when the item carries one. An item the browser read
 * itself (a post opened inside the apps) has none, and its heading wraps as the theme lets it.
 */
export function headingTitle(item: TitledItem, language: Language): string {
  const titles = item.hyphenated_titles ?? item;
  return (language === 'sv' && titles.title_sv) || titles.title;
}
