import type { TFunction } from 'i18next';

/**
 * The site's `t`, as a page's head builder takes it: each page exports one (`homeHead` …), a pure
 * function from its strings, the configuration and its data to its metadata, which the page
 * renders in the browser (`<PageMeta>`) and the server writes into the HTML before the render
 * (../server/pageOutcome.ts).
 */
export type SiteT = TFunction<'site'>;
