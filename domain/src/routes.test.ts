import { describe, expect, it } from 'vitest';
import {
  blogPostPath,
  FEED_PATHS,
  languageOfPath,
  localizedPath,
  localizedUrl,
  normalizeSitePath,
  otherLanguagePath,
  PRODUCT_CATEGORY_IDS,
  routerBasename,
  SERVICE_IDS,
  SITE_ROUTE_IDS,
  SITE_ROUTES,
  sitePaths,
} from './routes';

describe('the public routes list', () => {
  it('names every public address of the product rules', () => {
    expect(SITE_ROUTE_IDS.map((id) => SITE_ROUTES[id].pattern)).toEqual([
      '/',
      '/services',
      '/services/:serviceId',
      '/products',
      '/products/:category',
      '/blog',
      '/blog/:slug',
      '/case-studies',
      '/about',
      '/contact',
      '/privacy-notice',
    ]);
  });

  it('expands to every static address, each service and product line, and the posts given', () => {
    const paths = sitePaths(['first-post', 'second-post']).map((entry) => entry.path);
    expect(paths).toEqual([
      '/',
      '/services',
      ...SERVICE_IDS.map((id) => `/services/${id}`),
      '/products',
      ...PRODUCT_CATEGORY_IDS.map((id) => `/products/${id}`),
      '/blog',
      '/blog/first-post',
      '/blog/second-post',
      '/case-studies',
      '/about',
      '/contact',
      '/privacy-notice',
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has no blog post addresses without posts, and names each address with its route and parameter', () => {
    const paths = sitePaths();
    expect(paths.some((entry) => entry.route === 'blogPost')).toBe(false);
    expect(paths).toContainEqual({ route: 'serviceDetail', path: '/services/ai-strategy', param: 'ai-strategy' });
    expect(sitePaths(['x'])).toContainEqual({ route: 'blogPost', path: '/blog/x', param: 'x' });
  });

  it('never lists an admin address', () => {
    for (const { path } of sitePaths(['a'])) expect(path).not.toMatch(/^\/(auth|admin)(\/|$)/);
  });

  it('encodes a slug that is not address-safe', () => {
    expect(blogPostPath('a b/c?d')).toBe('/blog/a%20b%2Fc%3Fd');
  });
});

describe('localizedUrl', () => {
  it('is the address for English and the same under /sv for Swedish', () => {
    expect(localizedUrl('https://example.com/', '/blog', 'en')).toBe('https://example.com/blog');
    expect(localizedUrl('https://example.com', '/blog/', 'sv')).toBe('https://example.com/sv/blog');
    expect(localizedUrl('https://example.com', '/', 'sv')).toBe('https://example.com/sv/');
  });

  it('drops a query, a fragment and trailing slashes from the path', () => {
    expect(normalizeSitePath('about?x=1#top')).toBe('/about');
    expect(normalizeSitePath('')).toBe('/');
  });
});

describe('localizedPath and languageOfPath', () => {
  it('put Swedish under /sv and take it back out, keeping query and fragment', () => {
    expect(localizedPath('/blog?q=ai#top', 'sv')).toBe('/sv/blog?q=ai#top');
    expect(localizedPath('/', 'sv')).toBe('/sv/');
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(languageOfPath('/sv/blog/x')).toEqual({ language: 'sv', path: '/blog/x' });
    expect(languageOfPath('/sv/')).toEqual({ language: 'sv', path: '/' });
    expect(languageOfPath('/sv')).toEqual({ language: 'sv', path: '/' });
    expect(languageOfPath('/svenska')).toEqual({ language: 'en', path: '/svenska' });
    // Another spelling of /sv is Swedish too (the server moves it to /sv).
    expect(languageOfPath('/SV/blog')).toEqual({ language: 'sv', path: '/blog' });
    expect(languageOfPath('/Sv')).toEqual({ language: 'sv', path: '/' });
    expect(languageOfPath('/SVENSKA')).toEqual({ language: 'en', path: '/SVENSKA' });
    // Percent-encoded too, as the router decodes it (`/%73v/blog` is `/sv/blog` to it): Swedish, the
    // rest of the path as it came. Encoded twice (`%2573v` is `%73v`) or broken, no language segment.
    expect(languageOfPath('/%73v/unsub%73cribe')).toEqual({ language: 'sv', path: '/unsub%73cribe' });
    expect(languageOfPath('/%53V/blog')).toEqual({ language: 'sv', path: '/blog' });
    expect(languageOfPath('/s%76')).toEqual({ language: 'sv', path: '/' });
    expect(languageOfPath('/%2573v/blog')).toEqual({ language: 'en', path: '/%2573v/blog' });
    expect(languageOfPath('/%zzv/blog')).toEqual({ language: 'en', path: '/%zzv/blog' });
    expect(languageOfPath('/sv%2Fblog')).toEqual({ language: 'en', path: '/sv%2Fblog' });
    expect(languageOfPath('/')).toEqual({ language: 'en', path: '/' });
    expect(routerBasename('sv')).toBe('/sv/');
    expect(routerBasename('en')).toBeUndefined();
  });
});

describe('otherLanguagePath (the language link)', () => {
  it('keeps the query of the page, not a form notice or an empty parameter', () => {
    expect(otherLanguagePath('/blog', '?category=AI+Strategy&page=2', 'sv')).toBe(
      '/sv/blog?category=AI+Strategy&page=2',
    );
    expect(otherLanguagePath('/contact', '?sent=contact', 'sv')).toBe('/sv/contact');
    expect(otherLanguagePath('/', '?sent=newsletter&sent=quiz', 'en')).toBe('/');
    expect(otherLanguagePath('/blog', '?category=Kundcase&q=', 'en')).toBe('/blog?category=Kundcase');
    expect(otherLanguagePath('/blog', '?q=ai&sent=newsletter', 'sv')).toBe('/sv/blog?q=ai');
    expect(otherLanguagePath('/', '', 'sv')).toBe('/sv/');
    // Still an address on this site whatever the path holds.
    expect(otherLanguagePath('//evil.example', '?sent=contact', 'en')).not.toMatch(/^\/\//);
  });
});

describe('FEED_PATHS', () => {
  it('gives each language its own path', () => {
    expect(FEED_PATHS).toEqual({ en: '/rss.xml', sv: '/sv/rss.xml' });
  });
});
