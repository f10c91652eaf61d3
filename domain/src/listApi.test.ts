import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from './blog';
import type { CaseStudy } from './caseStudy';
import {
  BLOG_SEARCH_MAX_LENGTH,
  blogListApiQuery,
  caseStudyListApiQuery,
  caseStudyListPageFromJson,
  parseBlogListApiQuery,
  parseCaseStudyListApiQuery,
} from './listApi';
import type { ListPage } from './paging';
import { type PublicCaseStudy, publicCaseStudy } from './publicContent';
import { caseStudy } from './testFixtures';

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

  it('reads the address as the list page reads its own: no lang is English, first values, other parameters left alone', () => {
    const english = { request: { language: 'en', search: '', category: ALL_CATEGORIES, page: 1 } };
    expect(parse('')).toEqual(english);
    expect(parse('lang=')).toEqual(english);
    expect(parse('lang=en&utm_source=x')).toEqual(english);
    expect(parse('page=2&page=3')).toEqual({ request: { ...english.request, page: 2 } });
    expect(parse('lang=sv&lang=en&q=a&q=b')).toEqual({
      request: { language: 'sv', search: 'a', category: ALL_CATEGORIES, page: 1 },
    });
    // A search or category no post can have is a request too: it finds no post, or every one.
    const long = 'x'.repeat(BLOG_SEARCH_MAX_LENGTH + 1);
    expect(parse(`q=${long}&category=${long}`)).toEqual({
      request: { language: 'en', search: long, category: long, page: 1 },
    });
  });

  it('a junk page leads to the first page with the search and category asked for', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', '1000000']) {
      expect(parse(`lang=sv&q=ai&category=Data&page=${page}`), page).toEqual({
        firstPage: 'lang=sv&q=ai&category=Data',
      });
    }
    expect(parse('page=0')).toEqual({ firstPage: 'lang=en' });
  });

  it('a language the site has not is named back', () => {
    expect(parse('lang=EN')).toEqual({ unknownLanguage: 'EN' });
    expect(parse('lang=de&page=0')).toEqual({ unknownLanguage: 'de' });
  });

  it('a search is at most as long as the longest title or excerpt', () => {
    expect(BLOG_SEARCH_MAX_LENGTH).toBe(1_000);
  });
});

describe('caseStudyListApiQuery', () => {
  it('names the language always, the page only when not the first', () => {
    expect(caseStudyListApiQuery({ language: 'en', page: 1 })).toBe('lang=en');
    expect(caseStudyListApiQuery({ language: 'sv', page: 3 })).toBe('lang=sv&page=3');
  });

  it('is read back as the request it was written from', () => {
    const request = { language: 'sv', page: 4 } as const;
    expect(parseCaseStudyListApiQuery(new URLSearchParams(caseStudyListApiQuery(request)))).toEqual({ request });
  });
});

describe('parseCaseStudyListApiQuery', () => {
  const parse = (query: string) => parseCaseStudyListApiQuery(new URLSearchParams(query));

  it('defaults to the first page', () => {
    expect(parse('lang=sv')).toEqual({ request: { language: 'sv', page: 1 } });
    expect(parse('lang=en&page=12')).toEqual({ request: { language: 'en', page: 12 } });
  });

  it('reads the address as the case studies page reads its own; a junk page leads to the first, an unknown language is named back', () => {
    expect(parse('')).toEqual({ request: { language: 'en', page: 1 } });
    expect(parse('lang=sv&q=ai&category=AI&page=2&page=3')).toEqual({ request: { language: 'sv', page: 2 } });
    expect(parse('lang=sv&page=0')).toEqual({ firstPage: 'lang=sv' });
    expect(parse('page=x')).toEqual({ firstPage: 'lang=en' });
    expect(parse('lang=de')).toEqual({ unknownLanguage: 'de' });
  });
});

describe('caseStudyListPageFromJson', () => {
  it('reads a page back from its JSON as it was: what the list shows of each story', () => {
    const stories: CaseStudy[] = [
      {
        id: 'a',
        ...caseStudy({
          created_at: new Date('2025-03-01T10:00:00Z'),
          unpublish_at: new Date('2030-01-01T00:00:00Z'),
          updated_at: new Date('2025-04-02T08:15:00Z'),
        }),
      },
      {
        id: 'b',
        ...caseStudy({ title_sv: 'Svensk titel', metrics_sv: [{ metric: 'Tid', value: '−40 %' }], updated_at: null }),
      },
    ];
    const page: ListPage<PublicCaseStudy> = { items: stories.map(publicCaseStudy), page: 2, pageCount: 3, total: 22 };
    expect(caseStudyListPageFromJson(JSON.parse(JSON.stringify(page)))).toEqual(page);
  });

  it('keeps only those fields of an answer that carries more (one cached before they were left out)', () => {
    const stored = { id: 'a', ...caseStudy({ ready_for_review: false }) };
    const read = caseStudyListPageFromJson(
      JSON.parse(JSON.stringify({ items: [stored], page: 1, pageCount: 1, total: 1 })),
    );
    expect(read.items[0]).toEqual(publicCaseStudy(stored));
    expect(read.items[0]).not.toHaveProperty('ready_for_review');
  });
});
