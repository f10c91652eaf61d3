/**
 * The language without the apps. The server renders the language an address names (`?lang=`),
 * English without one. So:
 * - a visitor who chose Swedish (or whose browser is Swedish) and opens an address without
 *   `?lang=` is sent to its `?lang=sv` address at once (`languageToFollow`);
 * - the language links (`data-language-choice`) store the choice;
 * - a same-site link followed from a `?lang=` page keeps the parameter.
 */
import { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@app/domain';
import { ENHANCE } from '@app/shared-ui/enhance';
import { readStored, writeStored } from './storage';

/** The address to move to, or null to stay: only for addresses that name no language. */
export function languageToFollow(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  pageLanguage: string,
  browser: readonly string[],
): string | null {
  const params = new URLSearchParams(location.search);
  const query = params.get('lang');
  if (isLanguage(query)) {
    writeStored(LANGUAGE_STORAGE_KEY, query);
    return null;
  }
  const wanted: Language = detectLanguage({ stored: readStored(LANGUAGE_STORAGE_KEY), browser });
  if (wanted === pageLanguage) return null;
  params.set('lang', wanted);
  return `${location.pathname}?${params}${location.hash}`;
}

export function installLanguage(doc: Document): void {
  const win = doc.defaultView ?? window;
  const query = new URLSearchParams(win.location.search).get('lang');
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof win.HTMLAnchorElement)) return;
    const chosen = link.getAttribute(ENHANCE.languageChoice);
    if (isLanguage(chosen)) {
      writeStored(LANGUAGE_STORAGE_KEY, chosen);
      return;
    }
    // Apps running: their router keeps the language. Otherwise a plain page load keeps `?lang=`.
    if (!isLanguage(query) || doc.documentElement.dataset.app === 'running') return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== win.location.origin || url.searchParams.has('lang')) return;
    url.searchParams.set('lang', query);
    event.preventDefault();
    win.location.assign(url.href);
  });
}
