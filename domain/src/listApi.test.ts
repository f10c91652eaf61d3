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

  it('refuses what no list page is, saying why: the language, the page, a parameter it does not take', () => {
    expect(parse('')).toEqual({ error: 'lang must be one of en, sv.' });
    expect(parse('lang=de')).toEqual({ error: 'lang must be one of en, sv.' });
    expect(parse('lang=en&page=0')).toEqual({ error: 'page must be a whole number from 1 to 999999.' });
    expect(parse('lang=en&page=x')).toHaveProperty('error');
    // The blog list's search and category are not the case studies'.
    expect(parse('lang=en&q=ai')).toEqual({ error: 'Unknown parameter "q".' });
    expect(parse('lang=en&category=AI')).toEqual({ error: 'Unknown parameter "category".' });
    expect(parse('lang=en&lang=sv')).toEqual({ error: 'The parameter "lang" is given more than once.' });
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
