/**
 * Slugs: transliterate Swedish and other Latin letters (so "Så här" becomes `sa-har`, not
 * `s-h-r`), lowercase, turn every run of characters outside a-z and 0-9 into one hyphen, trim
 * hyphens at both ends. Slugs are unique per collection: a clash gets `-2`, `-3` …
 */

/** Letters that Unicode decomposition does not reduce to a plain ASCII letter. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  ð: 'd',
  đ: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ŋ: 'n',
  ħ: 'h',
};

/** Used when a title has no letters or digits at all (e.g. only punctuation). */
export const FALLBACK_SLUG = 'untitled';

/** Longest slug we produce; long titles are cut at a word boundary. */
export const SLUG_MAX_LENGTH = 120;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Så här når du 50 % fler kunder" → "sa har nar du 50 % fler kunder" (lowercased). */
export function transliterate(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøœßðđþłıŋħ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

/** The slug rule after transliteration, before the length limit. */
function unlimitedSlug(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug rule after transliteration. May return '' (see {@link makeSlug}). */
export function slugify(text: string): string {
  const slug = unlimitedSlug(text);
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * `base`, `base-2`, `base-3` … in the order a clash is resolved; endless, so take what you need.
 * The console's save tries them in turn against the slug claims (admin-remote/src/data/collection.ts),
 * in the transaction that claims the one it keeps.
 */
export function* slugCandidates(base: string): Generator<string, never> {
  yield base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    yield `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
}

/**
 * The slug to save: the one the editor typed (normalised by the same rule) or, when that leaves
 * nothing (empty, or only characters the rule drops: "🙂", "---"), one made from the title; never
 * empty. Unique only once the save claims it (see {@link slugCandidates}).
 */
export function makeSlug(input: { slug?: string | null; title: string }): string {
  return slugify(input.slug ?? '') || slugify(input.title) || FALLBACK_SLUG;
}

/**
 * Whether {@link makeSlug} cut the slug it made (the one typed or, with none, the title's) to
 * {@link SLUG_MAX_LENGTH}: the console says so after a save, as it says when a taken slug got `-2`.
 */
export function slugWasShortened(input: { slug?: string | null; title: string }): boolean {
  const made = unlimitedSlug(input.slug ?? '') || unlimitedSlug(input.title);
  return made.length > SLUG_MAX_LENGTH;
}
