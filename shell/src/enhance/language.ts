/**
 * The language without the apps. Every address names its language (English at the path, Swedish
 * under /sv), and the server renders it so. So:
 * - a visitor whose stored choice (or, with none, whose browser) is the other language is sent to
 *   the same page in that language at once, before anything else runs (`languageToFollow`);
 *   a browser preference alone only moves an English address (a Swedish one was asked for);
 * - the language links (`data-language-choice`) store the choice.
 */
import { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY, languageOfPath, localizedPath } from '@app/domain';
import { ENHANCE } from '@app/shared-ui/enhance';
import { readStored, writeStored } from './storage';

/** The address to move to, or null to stay. */
export function languageToFollow(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  pageLanguage: string,
  browser: readonly string[],
): string | null {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  if (!isLanguage(stored) && pageLanguage === 'sv') return null;
  const wanted = detectLanguage({ stored, browser });
  if (wanted === pageLanguage) return null;
  const { path } = languageOfPath(location.pathname);
  return localizedPath(`${path}${location.search}${location.hash}`, wanted);
}

export function installLanguage(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${ENHANCE.languageChoice}]`) : null;
    const chosen = link?.getAttribute(ENHANCE.languageChoice);
    if (isLanguage(chosen)) writeStored(LANGUAGE_STORAGE_KEY, chosen);
  });
}
