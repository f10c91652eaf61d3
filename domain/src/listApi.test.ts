import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from './blog';
import type { CaseStudy } from './caseStudy';
import { withHyphenatedTitles } from './hyphenation';
import {
  BLOG_SEARCH_MAX_LENGTH,
  blogListApiQuery,
  blogPostApiAddress,
  blogPostFromJson,
  caseStudyListApiQuery,
  caseStudyListPageFromJson,
  matchBlogPostApiPath,
  parseBlogListApiQuery,
  parseBlogPostApiQuery,
  parseCaseStudyListApiQuery,
} from './listApi';
import type { ListPage } from './paging';
import { type PublicCaseStudy, publicBlog, publicCaseStudy } from './publicContent';
import { blog, caseStudy } from './testFixtures';

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
    expect(parseBlogListApiQuery(blogListApiQuery(request))).toEqual({
      request: { ...request, search: 'Färdplan & mål?' },
    });
  });

  it('what the site asks is the address the API answers: every query it writes is canonical', () => {
    for (const request of [
      { language: 'en', search: '', category: ALL_CATEGORIES, page: 1 },
      { language: 'sv', search: '  ai  ', category: 'AI-strategi', page: 2 },
      { language: 'en', search: "a~b+c%d 'e' (f) *g* ä \u{1F600}", category: 'Data & AI', page: 999_999 },
      { language: 'sv', search: '\u0000\u001f', category: 'x'.repeat(101), page: 7 },
    ] as const) {
      const query = blogListApiQuery(request);
      expect(parseBlogListApiQuery(query), query).toEqual({ request: { ...request, search: request.search.trim() } });
    }
  });

  it('spells its query as a form encodes it, as a front end that writes the query again spells it', () => {
    const query = blogListApiQuery({ language: 'en', search: "a~b ä'", category: ALL_CATEGORIES, page: 1 });
    expect(query).toBe('lang=en&q=a%7Eb+%C3%A4%27');
    expect(query).toBe(new URLSearchParams(query).toString());
  });

  it('takes ~ for %7E, as a front end that normalizes addresses (RFC 3986) passes it on: moving it back would loop', () => {
    expect(parseBlogListApiQuery('lang=en&q=a~b')).toEqual({
      request: { language: 'en', search: 'a~b', category: ALL_CATEGORIES, page: 1 },
    });
    expect(parseBlogListApiQuery('lang=en&q=a%7Eb')).toEqual({
      request: { language: 'en', search: 'a~b', category: ALL_CATEGORIES, page: 1 },
    });
  });
});

describe('parseBlogListApiQuery', () => {
  const parse = parseBlogListApiQuery;

  it('the canonical address is the request: the language always, the rest only when not the default, in one order', () => {
    expect(parse('lang=en')).toEqual({ request: { language: 'en', search: '', category: ALL_CATEGORIES, page: 1 } });
    expect(parse('lang=sv&q=ai&category=Data+och+analys&page=2')).toEqual({
      request: { language: 'sv', search: 'ai', category: 'Data och analys', page: 2 },
    });
    // A search or category no post can have is a request too: it finds no post, or every one.
    const long = 'x'.repeat(BLOG_SEARCH_MAX_LENGTH + 1);
    expect(parse(`lang=en&q=${long}&category=${long}`)).toEqual({
      request: { language: 'en', search: long, category: long, page: 1 },
    });
  });

  it('another address of the same request leads to its canonical one (301): one CDN entry per answer', () => {
    const moved: [string, string][] = [
      ['', 'lang=en'],
      ['lang=', 'lang=en'],
      ['page=2', 'lang=en&page=2'],
      ['lang=en&utm_source=x', 'lang=en'],
      ['lang=en&x=1', 'lang=en'],
      ['x=2&lang=sv', 'lang=sv'],
      ['lang=en&lang=en', 'lang=en'],
      ['lang=en&page=2&page=2', 'lang=en&page=2'],
      ['page=2&lang=sv', 'lang=sv&page=2'],
      ['lang=sv&category=Data&q=ai', 'lang=sv&q=ai&category=Data'],
      ['lang=en&page=1', 'lang=en'],
      ['lang=en&q=', 'lang=en'],
      ['lang=en&q=+ai+', 'lang=en&q=ai'],
      ['lang=en&q=%20%20', 'lang=en'],
      ['lang=en&category=', 'lang=en'],
      [`lang=en&category=${ALL_CATEGORIES}`, 'lang=en'],
      // Another spelling of the same text: `%20` for `+`, an escaped letter, lower-case escapes, `&&`.
      ['lang=en&q=a%20b', 'lang=en&q=a+b'],
      ['l%61ng=en', 'lang=en'],
      ['lang=sv&q=%c3%a4', 'lang=sv&q=%C3%A4'],
      ['lang=en&q=a%7eb', 'lang=en&q=a%7Eb'],
      ['lang=en&&', 'lang=en'],
      ['lang=en&=', 'lang=en'],
      ['lang=en&q=%E0%A4%A', 'lang=en&q=%EF%BF%BD%25A'],
    ];
    for (const [query, canonical] of moved) expect(parse(query), query).toEqual({ canonical });
  });

  it('a parameter of the list given twice with different values names no one request: refused (400), naming it', () => {
    expect(parse('lang=en&page=2&page=3')).toEqual({ repeated: 'page' });
    expect(parse('lang=sv&lang=en')).toEqual({ repeated: 'lang' });
    expect(parse('lang=en&q=a&q=b')).toEqual({ repeated: 'q' });
    expect(parse('lang=en&category=Data&category=')).toEqual({ repeated: 'category' });
    expect(parse('lang=en&page=x&page=0')).toEqual({ repeated: 'page' });
    // A parameter the list does not take is dropped however often it comes.
    expect(parse('lang=en&x=1&x=2')).toEqual({ canonical: 'lang=en' });
  });

  it('a junk page leads to the first page with the search and category asked for', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', '1000000']) {
      expect(parse(`lang=sv&q=ai&category=Data&page=${page}`), page).toEqual({
        firstPage: 'lang=sv&q=ai&category=Data',
      });
    }
    expect(parse('page=0')).toEqual({ firstPage: 'lang=en' });
    expect(parse('page=0&utm_source=x')).toEqual({ firstPage: 'lang=en' });
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
    expect(parseCaseStudyListApiQuery(caseStudyListApiQuery(request))).toEqual({ request });
    expect(parseCaseStudyListApiQuery(caseStudyListApiQuery({ language: 'en', page: 1 }))).toEqual({
      request: { language: 'en', page: 1 },
    });
  });
});

describe('parseCaseStudyListApiQuery', () => {
  const parse = parseCaseStudyListApiQuery;

  it('defaults to the first page', () => {
    expect(parse('lang=sv')).toEqual({ request: { language: 'sv', page: 1 } });
    expect(parse('lang=en&page=12')).toEqual({ request: { language: 'en', page: 12 } });
  });

  it('another address of a page leads to its canonical one; a page given twice with different values is refused', () => {
    expect(parse('')).toEqual({ canonical: 'lang=en' });
    expect(parse('lang=sv&page=1')).toEqual({ canonical: 'lang=sv' });
    expect(parse('page=2&lang=sv')).toEqual({ canonical: 'lang=sv&page=2' });
    // The blog's search and category are no parameters of this list: dropped, even given twice.
    expect(parse('lang=sv&q=ai&category=AI&q=x&page=2')).toEqual({ canonical: 'lang=sv&page=2' });
    expect(parse('lang=sv&page=2&page=3')).toEqual({ repeated: 'page' });
  });

  it('a junk page leads to the first, an unknown language is named back', () => {
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

describe('a post as JSON (/api/blog/<slug>)', () => {
  it('has one address per post: its slug under the blog list, and the language', () => {
    expect(blogPostApiAddress('ai-in-sales', 'sv')).toBe('/api/blog/ai-in-sales?lang=sv');
    expect(parseBlogPostApiQuery('lang=sv')).toEqual({ request: { language: 'sv' } });
    expect(parseBlogPostApiQuery('lang=en')).toEqual({ request: { language: 'en' } });
  });

  it('another address of a post leads to its one address; a language given twice, or unknown, is refused', () => {
    expect(parseBlogPostApiQuery('')).toEqual({ canonical: 'lang=en' });
    expect(parseBlogPostApiQuery('lang=sv&utm_source=x&page=2')).toEqual({ canonical: 'lang=sv' });
    expect(parseBlogPostApiQuery('lang=sv&lang=sv')).toEqual({ canonical: 'lang=sv' });
    expect(parseBlogPostApiQuery('lang=sv&lang=en')).toEqual({ repeated: 'lang' });
    expect(parseBlogPostApiQuery('lang=de')).toEqual({ unknownLanguage: 'de' });
  });

  it('finds the slug a path under /api/blog/ names: as it is, spelled otherwise (moved), or none a post can have', () => {
    expect(matchBlogPostApiPath('/api/blog/ai-in-sales')).toEqual({ slug: 'ai-in-sales' });
    expect(matchBlogPostApiPath('/api/blog/ai-in-sales/')).toEqual({ moved: '/api/blog/ai-in-sales' });
    expect(matchBlogPostApiPath('/api/blog/%61i-in-sales')).toEqual({ moved: '/api/blog/ai-in-sales' });
    for (const path of [
      '/api/blog/caf%C3%A9',
      '/api/blog/%2E%2E%2Fadmin',
      '/api/blog/AI',
      `/api/blog/${'a'.repeat(200)}`,
    ]) {
      expect(matchBlogPostApiPath(path), path).toEqual({ noPost: true });
    }
    for (const path of ['/api/blog', '/api/blog/', '/api/blog//', '/api/blog/a/b', '/api/case-studies/a', '/blog/a']) {
      expect(matchBlogPostApiPath(path), path).toBeNull();
    }
  });

  it("reads a post back from its JSON as it was, with its titles' hyphenated copies when they are the titles", () => {
    const post = withHyphenatedTitles(
      publicBlog({
        id: 'p1',
        ...blog({ title_sv: 'Dokumentautomatisering i praktiken', updated_at: new Date('2025-04-02T08:15:00Z') }),
      }),
    );
    expect(post.hyphenated_titles?.title_sv).toContain('\u00AD');
    expect(blogPostFromJson(JSON.parse(JSON.stringify(post)))).toEqual(post);
    const plain = publicBlog({ id: 'p2', ...blog({ updated_at: null }) });
    expect(blogPostFromJson(JSON.parse(JSON.stringify(plain)))).toEqual(plain);
    // A copy that is not the title with soft hyphens (another text) is not shown; nor fields beyond the public ones.
    const other = { ...plain, ready_for_review: true, hyphenated_titles: { title: 'Another title', title_sv: null } };
    expect(blogPostFromJson(JSON.parse(JSON.stringify(other)))).toEqual(plain);
  });
});
