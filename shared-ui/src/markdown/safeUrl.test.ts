import { describe, expect, it } from 'vitest';
import { isExternal, safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'mailto:hello@example.com',
    'tel:+46310000000',
    '/blog/post',
    'relative/path',
    '#section',
    '?q=ai',
    '/path:with-colon',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    '',
  ])('makes %j inert', (url) => {
    expect(safeUrl(url)).toBeNull();
  });
});

describe('isExternal', () => {
  const origin = 'https://site.example';
  it('tells other sites from this one', () => {
    expect(isExternal('https://other.example/x', origin)).toBe(true);
    expect(isExternal('//other.example/x', origin)).toBe(true);
    expect(isExternal('/\\other.example/x', origin)).toBe(true);
    expect(isExternal('https://site.example/blog', origin)).toBe(false);
    expect(isExternal('/blog', origin)).toBe(false);
    expect(isExternal('mailto:a@b.se', origin)).toBe(false);
  });
});
