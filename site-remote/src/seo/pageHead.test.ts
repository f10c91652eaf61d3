// The section pages' heads, built by one sectionHead from their dictionary keys, in both languages.
import { createI18n, type Dictionaries } from '@app/platform';
import { describe, expect, it } from 'vitest';
import { aboutStrings } from '../i18n/strings/about';
import { contactStrings } from '../i18n/strings/contact';
import { homeStrings } from '../i18n/strings/home';
import { seoStrings } from '../i18n/strings/seo';
import { aboutHead } from '../pages/AboutPage';
import { contactHead } from '../pages/ContactPage';
import type { SiteT } from './pageHead';

const CONFIG = { brand: { name: 'Acme AI' } } as Parameters<typeof aboutHead>[1];

function siteT(language: 'en' | 'sv', ...parts: Dictionaries[]): SiteT {
  const i18n = createI18n(language, 'site', { en: {}, sv: {} });
  for (const part of parts) {
    for (const [lang, resources] of Object.entries(part)) i18n.addResourceBundle(lang, 'site', resources, true, true);
  }
  return i18n.getFixedT(language, 'site') as SiteT;
}

describe('sectionHead', () => {
  it.each(['en', 'sv'] as const)('builds a section page head from its keys (%s)', (language) => {
    const t = siteT(language, aboutStrings, homeStrings);
    const head = aboutHead(t, CONFIG);
    expect(head.title).toBe(t('about.meta.title'));
    expect(head.description).toContain('Acme AI');
    expect(head.description).not.toContain('{{');
    expect(head.keywords?.length).toBeGreaterThan(1);
    expect(head.keywords?.every((word) => word === word.trim() && word !== '')).toBe(true);
    expect(head.path).toBe('/about');
    expect(head.breadcrumbs).toEqual([
      { name: t('home.breadcrumb'), path: '/' },
      { name: t('about.breadcrumb'), path: '/about' },
    ]);
  });

  it('adds what a page adds (the contact page FAQ) and reads the seo group keys', () => {
    const t = siteT('sv', contactStrings, seoStrings);
    const head = contactHead(t);
    expect(head.title).toBe(t('seo.contact.title'));
    expect(head.breadcrumbs?.[0]).toEqual({ name: t('seo.home'), path: '/' });
    expect(head.breadcrumbs?.[1]?.path).toBe('/contact');
    expect(head.faq).toHaveLength(5);
    expect(head.faq?.every(({ question, answer }) => question !== '' && answer !== '')).toBe(true);
  });
});
