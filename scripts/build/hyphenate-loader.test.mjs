import { describe, expect, it } from 'vitest';
import hyphenateLoader from './hyphenate-loader.mjs';

/**
 * The loader's output for `source` as the module at `resourcePath`.
 * @param {string} source
 * @param {string} resourcePath
 * @returns {Promise<string>}
 */
function load(source, resourcePath) {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath,
      /** @returns {(error: unknown, output?: string) => void} */
      async: () => (error, output) => (error ? reject(error) : resolve(output ?? '')),
    };
    hyphenateLoader.call(
      /** @type {import('@rspack/core').LoaderContext} */ (/** @type {unknown} */ (context)),
      source,
    );
  });
}

/**
 * The module's exports (the loader's output is ES module source).
 * @param {string} source
 * @returns {Promise<any>}
 */
async function evaluate(source) {
  return import(`data:text/javascript,${encodeURIComponent(source)}`);
}

const SV = '/app/site-remote/src/i18n/sv/services.ts';
const points = (/** @type {string} */ text) => text.replaceAll('\u00AD', '|');

describe('hyphenate-loader', () => {
  it("hyphenates the long words of a dictionary's headings, in its language", async () => {
    const source = `const NBSP = '\\u00A0';
export const services = {
  'process-automation': 'Processautomatisering',
  items: { processAutomation: { title: 'Processautomatisering', summary: 'Automatisera manuella arbetsflöden' } },
  featuresTitle: \`Automatiserade\${NBSP}arbetsflöden\`,
  products: [{ name: 'Transportledningssystem för åkerier' }],
  faq: { question: 'Vad kostar dokumentautomatisering?' },
};`;
    const { services } = await evaluate(await load(source, SV));
    expect(points(services.items.processAutomation.title)).toBe('Pro|cess|au|to|ma|ti|se|ring');
    expect(points(services.featuresTitle)).toBe('Au|to|ma|ti|se|ra|de\u00A0ar|bets|flö|den');
    expect(points(services.products[0].name)).toBe('Trans|port|led|nings|sy|stem för åkerier');
    expect(points(services.faq.question)).toContain('au|to|ma|ti|se|ring?');
    // Not headings: a paragraph, and a property's name.
    expect(services.items.processAutomation.summary).toBe('Automatisera manuella arbetsflöden');
    expect(services['process-automation']).toBe('Processautomatisering');
  });

  it('leaves the head alone: seo.ts and meta objects', async () => {
    const source = `export const notFound = { meta: { title: 'Framgångsberättelser' }, title: 'Framgångsberättelser' };`;
    const { notFound } = await evaluate(await load(source, '/app/site-remote/src/i18n/sv/notFound.ts'));
    expect(notFound.meta.title).toBe('Framgångsberättelser');
    expect(points(notFound.title)).toBe('Fram|gångs|be|rät|tel|ser');
    const seo = `export const seo = { title: 'Framgångsberättelser' };`;
    expect(await load(seo, '/app/site-remote/src/i18n/sv/seo.ts')).toBe(seo);
  });

  it('uses the English patterns for an English dictionary', async () => {
    const source = `export const about = { title: 'Organisational transformation' };`;
    const { about } = await evaluate(await load(source, '/app/site-remote/src/i18n/en/about.ts'));
    expect(points(about.title)).toBe('Or|gan|isa|tion|al trans|form|a|tion');
  });
});
