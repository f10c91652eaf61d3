import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from './blog';
import { BLOG_SEARCH_MAX_LENGTH, blogListApiQuery, parseBlogListApiQuery } from './blogListApi';

describe('blogListApiQuery', () => {
  it('names the language always, the rest only when not the default, in one order, the search trimmed', () => {
    expect(blogListApiQuery({ language: 'en', search: '', category: ALL_CATEGORIES, page: 1 })).toBe('lang=en');
    expect(blogListApiQuery({ language: 'sv', search: '  ai  ', category: 'AI-strategi', page: 2 })).toBe(
      'lang=sv&q=ai&category=AI-strategi&page=2',
    );
    expect(blogListApiQuery({ language: 'en', search: '   ', category: ALL_CATEGORIES, page: 3 })).toBe(
      'lang=en&page=3',
    );
  });

  it('is read back as the request it was written from (the search trimmed)', () => {
    const request = { language: 'sv', search: 'Färdplan & mål?', category: 'Data & AI', page: 4 } as const;
    expect(parseBlogListApiQuery(new URLSearchParams(blogListApiQuery(request)))).toEqual({ request });
  });
});

describe('parseBlogListApiQuery', () => {
  const parse = (query: string) => parseBlogListApiQuery(new URLSearchParams(query));

  it('defaults: no search, every category, the first page; an empty category is every one', () => {
    expect(parse('lang=en')).toEqual({ request: { language: 'en', search: '', category: ALL_CATEGORIES, page: 1 } });
    expect(parse('lang=sv&category=')).toEqual({
      request: { language: 'sv', search: '', category: ALL_CATEGORIES, page: 1 },
    });
  });

  it('refuses what no list page is, saying why', () => {
    expect(parse('')).toEqual({ error: 'lang must be one of en, sv.' });
    expect(parse('lang=EN')).toEqual({ error: 'lang must be one of en, sv.' });
    expect(parse('lang=en&page=0')).toHaveProperty('error');
    expect(parse(`lang=en&q=${'x'.repeat(BLOG_SEARCH_MAX_LENGTH + 1)}`)).toHaveProperty('error');
    expect(parse(`lang=en&category=${'x'.repeat(101)}`)).toHaveProperty('error');
    expect(parse('lang=en&utm_source=x')).toEqual({ error: 'Unknown parameter "utm_source".' });
    expect(parse('lang=en&page=2&page=3')).toEqual({ error: 'The parameter "page" is given more than once.' });
  });

  it('a search is at most as long as the longest title or excerpt', () => {
    expect(BLOG_SEARCH_MAX_LENGTH).toBe(1_000);
  });
});
