import { describe, expect, it } from 'vitest';
import { parseSiteUrl } from './config';

describe('parseSiteUrl', () => {
  it('keeps the origin of an http(s) address', () => {
    expect(parseSiteUrl(' https://example.com/ ')).toBe('https://example.com');
    expect(parseSiteUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(parseSiteUrl('https://example.com/some/path?q=1')).toBe('https://example.com');
  });

  it('refuses anything else', () => {
    for (const value of ['', 'example.com', 'ftp://example.com', 'javascript:alert(1)']) {
      expect(parseSiteUrl(value)).toBeNull();
    }
  });
});
