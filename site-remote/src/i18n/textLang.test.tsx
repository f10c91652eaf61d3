import { isLanguage, LANGUAGES, type Language } from '@app/domain';
import { createI18n } from '@app/platform';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteKey } from '../content/keys';
import { services } from '../content/services';
import { siteStrings } from './index';
import { textLang, withLangValue } from './textLang';

/** Every `[key, value]` of a dictionary, by dotted key. */
function entries(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
}

const i18nIn = (language: Language) => createI18n(language, 'site', siteStrings);

describe('texts in another language than their dictionary', () => {
  it.each(LANGUAGES)('each …Lang key of the %s dictionary names a language and sits next to its text', (language) => {
    const dictionary = new Map(entries(siteStrings[language]));
    const langKeys = [...dictionary.keys()].filter((key) => key.endsWith('Lang'));
    expect(langKeys.length).toBeGreaterThan(0);
    for (const key of langKeys) {
      expect(isLanguage(dictionary.get(key)), key).toBe(true);
      expect(typeof dictionary.get(key.slice(0, -'Lang'.length)), key).toBe('string');
    }
  });

  it('marks exactly the ai-strategy title, the fixed English heading, in Swedish, and nothing in English', () => {
    const marked = (language: Language) => {
      const i18n = i18nIn(language);
      return entries(siteStrings[language])
        .filter(([key, value]) => typeof value === 'string' && !key.endsWith('Lang'))
        .flatMap(([key]) => {
          const lang = textLang(i18n, key as SiteKey);
          return lang ? [[key, lang]] : [];
        });
    };
    expect(marked('sv')).toEqual([['services.items.aiStrategy.title', 'en']]);
    expect(i18nIn('sv').t('services.items.aiStrategy.title')).toBe('AI Strategy Advisory');
    expect(marked('en')).toEqual([]);
    // The other service titles are Swedish in Swedish.
    const sv = i18nIn('sv');
    expect(services.map((service) => textLang(sv, service.title))).toEqual(['en', undefined, undefined, undefined]);
  });
});

describe('withLangValue', () => {
  it('is the plain translated string when the value is in the page language', () => {
    const { t } = i18nIn('en');
    expect(withLangValue(t, 'services.list.learnMoreAbout', 'service', 'AI Strategy Advisory', undefined)).toBe(
      'about AI Strategy Advisory',
    );
  });

  it('puts a value in another language in a span of its own, inside the translated sentence', () => {
    const { t } = i18nIn('sv');
    const { container } = render(
      <p>{withLangValue(t, 'services.list.learnMoreAbout', 'service', 'AI Strategy Advisory', 'en')}</p>,
    );
    expect(container.innerHTML).toBe('<p>om <span lang="en">AI Strategy Advisory</span></p>');
  });
});
