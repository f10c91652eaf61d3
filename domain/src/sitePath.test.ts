import { describe, expect, it } from 'vitest';
import { localizedPath } from './routes';
import { isFoldableSpelling, normalizedPathSpelling, requestAddress, safeSitePath } from './sitePath';

/** Where a browser goes when a page of https://site.example answers `Location: location`. */
const followed = (location: string) => new URL(location, 'https://site.example/sv/page');

/** Every shape of "another site" we know of, as the path of a request or a built redirect. */
const HOSTILE = [
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example/path?x=1',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%5C%2Fevil.example',
  '/..//evil.example',
  '/./..//evil.example',
  '/sv/..//evil.example',
  '/sv/%2e%2e//evil.example',
  '/sv/.%2E/%2Fevil.example',
  '/a/../../..//evil.example',
  '/%252F%252Fevil.example',
  '/\u2215\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  '/\u2044evil.example',
  '/\uff3c\uff3cevil.example',
  '/\ufe68evil.example',
  '/evil.example',
  '/https://evil.example',
  '/javascript:alert(1)',
  '/@evil.example',
];

describe('safeSitePath', () => {
  it('keeps an ordinary site path, with its query and fragment, as it is', () => {
    for (const path of [
      '/',
      '/blog',
      '/sv/',
      '/sv/blog?q=ai',
      '/blog/my-first-post',
      '/contact?sent=contact#contact-form',
      '/?lang=sv&q=a+b%20c',
      '/services/ai-strategy',
      '/blog/caf%C3%A9',
      '/about/',
    ]) {
      expect(safeSitePath(path), path).toBe(path);
    }
  });

  it('turns every path that would lead a browser to another site into a path on this one', () => {
    for (const path of HOSTILE) {
      const safe = safeSitePath(path);
      expect(safe, path).not.toBeNull();
      expect(safe, path).toMatch(/^\/(?![/\\])/);
      expect(safe, path).toMatch(/^[\u0021-\u007e]+$/);
      expect(followed(safe ?? '').origin, path).toBe('https://site.example');
      // Already in its safe form: the same again.
      expect(safeSitePath(safe ?? ''), path).toBe(safe);
    }
  });

  it('collapses repeated separators, slashes and backslashes, raw and percent-encoded', () => {
    expect(safeSitePath('//evil.example')).toBe('/evil.example');
    expect(safeSitePath('///evil.example')).toBe('/evil.example');
    expect(safeSitePath('/\\evil.example')).toBe('/evil.example');
    expect(safeSitePath('\\\\evil.example')).toBe('/evil.example');
    expect(safeSitePath('/%2F%2Fevil.example/path?x=1')).toBe('/evil.example/path?x=1');
    expect(safeSitePath('/%5Cevil.example')).toBe('/evil.example');
    expect(safeSitePath('/blog//post/')).toBe('/blog/post/');
    expect(safeSitePath('/sv//evil.example')).toBe('/sv/evil.example');
    expect(safeSitePath('/sv/%2F%2Fevil.example')).toBe('/sv/evil.example');
  });

  it('resolves dot segments, encoded ones too, never above the root', () => {
    expect(safeSitePath('/sv/..//evil.example')).toBe('/evil.example');
    expect(safeSitePath('/sv/%2e%2e/%2e/blog')).toBe('/blog');
    expect(safeSitePath('/../../etc/passwd')).toBe('/etc/passwd');
    expect(safeSitePath('/blog/..')).toBe('/');
  });

  it('decodes once: an encoded percent stays a percent, not a separator', () => {
    expect(safeSitePath('/%252F%252Fevil.example')).toBe('/%252F%252Fevil.example');
  });

  it('encodes what a path segment may not hold, unicode slashes included', () => {
    expect(safeSitePath('/\uff0f\uff0fevil.example')).toBe('/%EF%BC%8F%EF%BC%8Fevil.example');
    expect(safeSitePath('/\u2215evil.example')).toBe('/%E2%88%95evil.example');
    expect(safeSitePath('/blog/café')).toBe('/blog/caf%C3%A9');
    expect(safeSitePath('/a b"<x>')).toBe('/a%20b%22%3Cx%3E');
    expect(safeSitePath('/a%3Fb%23c?q=1')).toBe('/a%3Fb%23c?q=1');
    expect(safeSitePath('/?q=å ä')).toBe('/?q=%C3%A5%20%C3%A4');
  });

  it('refuses control characters, raw or encoded in the path: tabs, newlines, NUL, DEL, C1', () => {
    for (const path of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/sv/\t/evil.example',
      '/%09/evil.example',
      '/%0A/evil.example',
      '/%0d%0aSet-Cookie:%20x=1',
      '/%00',
      '/%7F',
      '/%C2%85',
      '/blog?q=\n',
      '/blog#\u0000',
      '/\u0085',
    ]) {
      expect(safeSitePath(path), JSON.stringify(path)).toBeNull();
    }
  });

  it('refuses what is not a site path: relative or absolute URLs, malformed encoding, lone surrogates', () => {
    for (const path of [
      '',
      'evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      ' //evil.example',
      '/%',
      '/%zz',
      '/%C3',
      '/\ud800',
      '/?q=\ud800',
    ]) {
      expect(safeSitePath(path), JSON.stringify(path)).toBeNull();
    }
  });
});

describe('normalizedPathSpelling', () => {
  it('decodes percent-encoded unreserved characters (letters, digits, -._~), as RFC 3986 6.2.2.2 folds them', () => {
    expect(normalizedPathSpelling('/bl%6Fg')).toBe('/blog');
    expect(normalizedPathSpelling('/sv/bl%6fg')).toBe('/sv/blog');
    expect(normalizedPathSpelling('/blog/%6Dy-slug')).toBe('/blog/my-slug');
    expect(normalizedPathSpelling('/services/%61i%2Dstrategy')).toBe('/services/ai-strategy');
    expect(normalizedPathSpelling('/%41%5A%61%7A%30%39%2D%2E%5F%7E')).toBe('/AZaz09-._~');
  });

  it('upper-cases the hexadecimal digits of every other escape (6.2.2.1), and decodes nothing else', () => {
    expect(normalizedPathSpelling('/blog/caf%c3%a9-%f0%9f%98%80')).toBe('/blog/caf%C3%A9-%F0%9F%98%80');
    expect(normalizedPathSpelling('/a%2fb%3b%20c')).toBe('/a%2Fb%3B%20c');
    // Encoded twice: the percent is reserved, so it stays encoded; what follows it is no escape.
    expect(normalizedPathSpelling('/bl%256Fg')).toBe('/bl%256Fg');
    expect(normalizedPathSpelling('/bl%256fg')).toBe('/bl%256fg');
  });

  it('leaves a canonical path, and broken escapes, as they are', () => {
    for (const path of ['/', '/sv/', '/blog/my-slug', '/blog/caf%C3%A9', '/%zz', '/%', '/a%2', '/a%2/b']) {
      expect(normalizedPathSpelling(path), path).toBe(path);
    }
  });
});

describe('isFoldableSpelling', () => {
  it('is a path a cache may fold into another address: an escape RFC 3986 decodes or upper-cases, or an encoded %', () => {
    for (const path of ['/bl%6Fg', '/%73v/blog', '/blog/caf%c3%a9', '/a%2fb', '/%2573v/blog', '/blog/%25']) {
      expect(isFoldableSpelling(path), path).toBe(true);
    }
  });

  it('is no path already in its one spelling', () => {
    for (const path of ['/', '/blog', '/sv/blog/my-slug', '/blog/caf%C3%A9-%F0%9F%98%80', '/a%2Fb', '/%zz']) {
      expect(isFoldableSpelling(path), path).toBe(false);
    }
  });
});

describe('localizedPath on hostile input', () => {
  it('stays on the site in both languages; a refused path is the home page', () => {
    for (const path of [...HOSTILE, '/\t/evil.example', '/%0A/x', 'https://evil.example']) {
      for (const language of ['en', 'sv'] as const) {
        const location = localizedPath(path, language);
        expect(location, path).toMatch(language === 'sv' ? /^\/sv\/(?![/\\])/ : /^\/(?![/\\])/);
        expect(followed(location).origin, path).toBe('https://site.example');
      }
    }
    expect(localizedPath('//evil.example?x=1', 'en')).toBe('/evil.example?x=1');
    expect(localizedPath('/%0A/x', 'sv')).toBe('/sv/');
  });
});

describe('requestAddress', () => {
  it('reads a request target that starts with // as a path on the site, not another host', () => {
    expect(requestAddress('//evil.example/x?y=1').pathname).toBe('//evil.example/x');
    expect(requestAddress('//evil.example/x?y=1').search).toBe('?y=1');
    expect(requestAddress('/sv/\\evil.example').pathname).toBe('/sv//evil.example');
    expect(requestAddress('/sv/blog?q=ai').pathname).toBe('/sv/blog');
    expect(requestAddress('/sv/blog?q=ai').host).toBe('site.invalid');
  });
});
