import { isLanguage, type Language } from '@app/domain';
import type { i18n as I18n } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import type { SiteKey } from '../content/keys';
import type { SiteT } from '../seo/pageHead';

/**
 * The language of the site text at `key` when it is not the language of the page showing it, for
 * the `lang` attribute of the element holding exactly that text (so screen readers pronounce it in
 * its own language); undefined when the text is in the page's language.
 *
 * A text written in another language than its dictionary's says so next to it: the key with `Lang`
 * added names the language it is in. The ai-strategy title is the fixed English heading in Swedish
 * too (`title: 'AI Strategy Advisory', titleLang: 'en'`); both dictionaries carry the key (they
 * have the same keys), and on English pages it names the page's own language, so nothing is marked.
 */
export function textLang(i18n: I18n, key: SiteKey): Language | undefined {
  const lang: unknown = i18n.getResource(i18n.language, 'site', `${key}Lang`);
  return isLanguage(lang) && lang !== i18n.language ? lang : undefined;
}

/** Stands for the value while its sentence is translated: a private-use character no text holds. */
const SLOT = '\uE000';

/**
 * `t(key, { [name]: value })`, with `value` in a `<span lang>` of its own when `lang` is given (a
 * Swedish link name "om AI Strategy Advisory" marks the English title: `om <span lang="en">…</span>`);
 * the plain string otherwise.
 */
export function withLangValue(
  t: SiteT,
  key: SiteKey,
  name: string,
  value: string,
  lang: Language | undefined,
): ReactNode {
  if (!lang) return t(key, { [name]: value });
  const parts = t(key, { [name]: SLOT }).split(SLOT);
  return parts.map((part, index) => (
    // The parts and values of one sentence, in their fixed order.
    // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never move
    <Fragment key={index}>
      {index > 0 ? <span lang={lang}>{value}</span> : null}
      {part}
    </Fragment>
  ));
}

/**
 * A card's title at `key`, its language ({@link textLang}) and the rest of its link's name from
 * `aboutKey` (a sentence with `{{service}}`), the title in its own `<span lang>` when marked.
 */
export function cardTitle(t: SiteT, i18n: I18n, key: SiteKey, aboutKey: SiteKey) {
  const title = t(key);
  const titleLang = textLang(i18n, key);
  return { title, titleLang, about: withLangValue(t, aboutKey, 'service', title, titleLang) };
}
