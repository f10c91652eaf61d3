// The server's per-request i18next clones keep what their plain lookups found, per string store:
// the same answers as i18next's, interpolation and plurals still i18next's, a changed store heard.

import { describe, expect, it } from 'vitest';
import { cloneI18n, createI18n } from './i18n';

const strings = {
  en: {
    hello: 'Hello',
    greet: 'Hello {{name}}',
    item_one: 'one item',
    item_other: '{{count}} items',
    nested: { a: 'A' },
  },
  sv: { hello: 'Hej', greet: 'Hej {{name}}', item_one: 'en sak', item_other: '{{count}} saker', nested: { a: 'Å' } },
};

describe('cloneI18n', () => {
  it('answers as i18next does, in each clone’s language', () => {
    const base = createI18n('en', 'app', strings);
    const english = cloneI18n(base, 'en');
    const swedish = cloneI18n(base, 'sv');
    for (let round = 0; round < 2; round++) {
      expect(english.getFixedT('en', 'app')('hello')).toBe('Hello');
      expect(swedish.getFixedT('sv', 'app')('hello')).toBe('Hej');
      expect(english.getFixedT('en', 'app')('nested.a')).toBe('A');
      expect(swedish.getFixedT('sv', 'app')('nested.a')).toBe('Å');
      expect(english.getFixedT('en', 'app')('greet', { name: 'Ada' })).toBe('Hello Ada');
      expect(swedish.getFixedT('sv', 'app')('greet', { name: 'Ada' })).toBe('Hej Ada');
      expect(english.getFixedT('en', 'app')('item', { count: 1 })).toBe('one item');
      expect(english.getFixedT('en', 'app')('item', { count: 3 })).toBe('3 items');
      expect(english.getFixedT('en', 'app')('missing')).toBe('missing');
      expect(english.getFixedT('en', 'app', 'nested')('a')).toBe('A');
    }
  });

  it('hears strings added to the shared store', () => {
    const base = createI18n('en', 'app', strings);
    const first = cloneI18n(base, 'en');
    expect(first.getFixedT('en', 'app')('hello')).toBe('Hello');
    first.addResourceBundle('en', 'app', { hello: 'Hi' }, true, true);
    expect(cloneI18n(base, 'en').getFixedT('en', 'app')('hello')).toBe('Hi');
    first.addResourceBundle('en', 'other', { hello: 'Howdy' }, true, true);
    expect(cloneI18n(base, 'en').getFixedT('en', 'other')('hello')).toBe('Howdy');
  });
});
