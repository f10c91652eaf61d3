// (platform/src/i18n.ts) The server renders each request with an i18next instance of its own (createI18n, or cloneI18n
// over a site container's string store): the strings a page adds while rendering go there, never into the browser's
// shared instance.

import { cloneI18n, createI18n, initI18n, useStrings } from '@app/platform';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

const shell = { en: { hello: 'Hello' }, sv: { hello: 'Hej' } };
const page = { en: { title: 'About us' }, sv: { title: 'Om oss' } };

function Page() {
  const { t } = useStrings('site', [page]);
  return createElement('h1', null, t('title'));
}

describe('createI18n', () => {
  it('is ready at once, in its language, with its own strings', () => {
    const sv = createI18n('sv', 'shell', shell);
    const en = createI18n('en', 'shell', shell);
    expect(sv.t('hello')).toBe('Hej');
    expect(en.t('hello')).toBe('Hello');
    expect(sv).not.toBe(i18next);
  });

  it("takes the strings a page registers while rendering, leaving the shared instance's alone", async () => {
    // The browser's shared instance, started as the shell's bootstrap starts it.
    await initI18n('en', 'shell', shell);
    const sv = createI18n('sv', 'shell', shell);
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: sv }, createElement(Page)));
    expect(html).toBe('<h1>Om oss</h1>');
    expect(sv.getResource('en', 'site', 'title')).toBe('About us');
    expect(createI18n('sv', 'shell', shell).getResource('sv', 'site', 'title')).toBeUndefined();
    expect(i18next.getResource('sv', 'site', 'title')).toBeUndefined();
  });
});

describe('cloneI18n', () => {
  it("is ready at once in its own language, over its base's strings", () => {
    const base = createI18n('en', 'shell', shell);
    const sv = cloneI18n(base, 'sv');
    const en = cloneI18n(base, 'en');
    expect(sv.t('hello')).toBe('Hej');
    expect(en.t('hello')).toBe('Hello');
    expect(sv.language).toBe('sv');
    expect(base.language).toBe('en');
  });

  it('shares the strings a render registers with the other clones of its base, and with no other instance', async () => {
    await initI18n('en', 'shell', shell);
    const base = createI18n('en', 'shell', shell);
    const html = renderToStaticMarkup(
      createElement(I18nextProvider, { i18n: cloneI18n(base, 'sv') }, createElement(Page)),
    );
    expect(html).toBe('<h1>Om oss</h1>');
    expect(cloneI18n(base, 'en').t('site:title')).toBe('About us');
    expect(cloneI18n(createI18n('en', 'shell', shell), 'en').getResource('en', 'site', 'title')).toBeUndefined();
    expect(i18next.getResource('en', 'site', 'title')).toBeUndefined();
  });
});
