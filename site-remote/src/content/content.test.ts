import { wrapIndex } from '@app/shared-ui';
import { describe, expect, it } from 'vitest';
import { siteStrings } from '../i18n';
import { journey, team } from './about';
import { externalProductLinks } from './externalLinks';
import { homeFaq } from './faq';
import { privacySections } from './privacy';
import { howItWorks, PRODUCT_CATEGORY_IDS, productCategories } from './products';
import { SERVICE_IDS, services } from './services';
import { testimonials } from './testimonials';

const SECTIONS = new Set(Object.keys(siteStrings.en));

function lookup(dictionary: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[part];
  }, dictionary);
}

/** Every string in the content modules that is a dictionary key (first segment names a section). */
function keysIn(value: unknown): string[] {
  if (typeof value === 'string') {
    const [section, rest] = value.split('.', 2);
    return section && rest && SECTIONS.has(section) && !value.includes(' ') ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(keysIn);
  return [];
}

describe('static content', () => {
  it('has the four services, each with exactly four steps and four features', () => {
    expect(services.map((service) => service.id)).toEqual([...SERVICE_IDS]);
    expect(SERVICE_IDS).toEqual(['ai-strategy', 'process-automation', 'upskill-workshops', 'ai-integration']);
    for (const service of services) {
      expect(service.steps).toHaveLength(4);
      expect(service.features).toHaveLength(4);
    }
  });

  it('has 4 testimonials, 6 home FAQ items, a team of 3, 6 journey entries and 11 privacy sections', () => {
    expect(testimonials).toHaveLength(4);
    expect(homeFaq).toHaveLength(6);
    expect(team).toHaveLength(3);
    expect(journey).toHaveLength(6);
    expect(privacySections).toHaveLength(11);
    expect(howItWorks.map((step) => step.id)).toEqual(['discover', 'integrate', 'optimize']);
  });

  it('lists five products per category and four for operations, each with four features', () => {
    expect(productCategories.map((category) => category.id)).toEqual([...PRODUCT_CATEGORY_IDS]);
    const counts = Object.fromEntries(productCategories.map((category) => [category.id, category.products.length]));
    expect(counts).toEqual({ sales: 5, marketing: 5, legal: 5, finance: 5, operations: 4 });
    for (const category of productCategories) {
      expect(category.results).toHaveLength(4);
      for (const product of category.products) expect(product.features).toHaveLength(4);
    }
  });

  it('gives external links only to the talent-management and trucking products', () => {
    const linked = productCategories.flatMap((category) =>
      category.products.filter((product) => product.externalUrl).map((product) => [category.id, product.id]),
    );
    expect(linked).toEqual([
      ['operations', 'talentManagement'],
      ['operations', 'truckingTms'],
    ]);
    for (const url of Object.values(externalProductLinks)) expect(url).toMatch(/^https:\/\/example\.com\//);
  });

  it.each(['en', 'sv'] as const)('resolves every key the content uses in %s', (language) => {
    const dictionary = siteStrings[language] as Record<string, unknown>;
    const keys = keysIn([services, productCategories, howItWorks, testimonials, homeFaq, team, journey]);
    expect(keys.length).toBeGreaterThan(300);
    const missing = keys.filter((key) => {
      const value = lookup(dictionary, key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);

    for (const section of privacySections) {
      expect(typeof lookup(dictionary, section.title)).toBe('string');
      for (const list of [section.paragraphs, section.list, section.after]) {
        expect(Array.isArray(lookup(dictionary, list))).toBe(true);
      }
    }
  });

  it('keeps the ai-strategy title in English in both languages', () => {
    expect(lookup(siteStrings.sv as Record<string, unknown>, 'services.items.aiStrategy.title')).toBe(
      'AI Strategy Advisory',
    );
  });
});

describe('wrapIndex', () => {
  it('wraps around in both directions', () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, -5, 4)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
