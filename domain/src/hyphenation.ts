/**
 * Soft hyphens at the hyphenation points of a text's long words, from the TeX hyphenation patterns
 * of its language (the `hyphen` package: Swedish, and British English, the site's spelling).
 *
 * Browsers hyphenate with `hyphens: auto` only where they carry a dictionary for the language, and
 * many (headless Chromium, most Android WebViews, Chrome on Linux) carry none for Swedish: there a
 * compound wider than a 360 px heading was cut at whatever letter reached the edge
 * ("Processautomatiser / ing"). With soft hyphens the break is the same everywhere and drawn as a
 * hyphen. The patterns are about 90 KB per language, so they are never sent to a browser: the
 * site's dictionaries get their soft hyphens when they are built (`scripts/build/hyphenate-loader.mjs`)
 * and staff-written titles when the server reads them (a display copy beside the text). This module
 * is imported by that build step and by server code only (`@app/domain/hyphenation`, not the
 * package's index, which the browser bundles import).
 */
// Default imports: the package is CommonJS, whose named exports Node's ES modules cannot see.
import british from 'hyphen/en-gb';
import swedish from 'hyphen/sv';
import type { Language } from './language';
import { type HyphenatedTitles, SOFT_HYPHEN, type TitledItem, withoutSoftHyphens } from './textFields';

/**
 * Words of fewer letters are left alone: they fit any heading's line at 360 px (a line of the
 * largest heading holds about 16 letters), and a short word broken in two reads badly.
 */
export const HYPHENATE_FROM_LETTERS = 12;

const HYPHENATORS: Record<Language, typeof swedish.hyphenateSync> = {
  sv: swedish.hyphenateSync,
  en: british.hyphenateSync,
};

/** A run of letters long enough to hyphenate (an inner hyphen ends it: "AI-strategirådgivning"). */
const LONG_WORD = new RegExp(`\\p{L}{${HYPHENATE_FROM_LETTERS},}`, 'gu');

/** i18next's placeholders (`{{title}}`) are names, not words: they stay as they are. */
const PLACEHOLDER = /(\{\{[^}]*\}\})/;

/**
 * Compounds of the site's own texts whose parts the patterns miss (they were made from a word list,
 * and Swedish makes new compounds at will): without these, 'Dokumen-tautomatisering' was a possible
 * break. Lower case, `-` at each point.
 */
const EXCEPTIONS: Record<Language, string[]> = {
  sv: [
    'do-ku-ment-au-to-ma-ti-se-ring',
    'do-ku-ment-han-te-ring',
    'kom-pe-tens-kart-lägg-ning',
    'stra-te-gi-råd-giv-ning',
  ],
  en: [],
};

/** `word` (letters only) with soft hyphens at its hyphenation points. */
function hyphenateWord(word: string, language: Language): string {
  // The patterns and exceptions are lower case (the library misreads an exception in a capitalised
  // word): the points are found in the lower-case word and put into the word as written.
  const lower = word.toLocaleLowerCase(language);
  if (lower.length !== word.length) return word;
  const marked = HYPHENATORS[language](lower, {
    hyphenChar: SOFT_HYPHEN,
    minWordLength: HYPHENATE_FROM_LETTERS,
    exceptions: EXCEPTIONS[language],
  });
  let letter = 0;
  let result = '';
  for (const unit of marked.split('')) result += unit === SOFT_HYPHEN ? unit : word[letter++];
  return result;
}

/**
 * `text` with soft hyphens at the hyphenation points of its long words (any it had before are
 * replaced, so hyphenating twice changes nothing).
 */
export function hyphenate(text: string, language: Language): string {
  return withoutSoftHyphens(text)
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(LONG_WORD, (word) => hyphenateWord(word, language))))
    .join('');
}

/**
 * `item` with its titles' hyphenated copies (`headingTitle` shows them), when a title has a word
 * long enough; else `item` as it is. The title is English, `title_sv` Swedish.
 */
export function withHyphenatedTitles<T extends TitledItem>(item: T): T & { hyphenated_titles?: HyphenatedTitles } {
  const titles: HyphenatedTitles = {
    title: hyphenate(item.title, 'en'),
    title_sv: item.title_sv ? hyphenate(item.title_sv, 'sv') : null,
  };
  if (titles.title === item.title && titles.title_sv === (item.title_sv || null)) return item;
  return { ...item, hyphenated_titles: titles };
}
