import { logger } from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import { caseStudy, PUBLIC_CASE_STUDY_KEYS } from '../../../domain/src/testFixtures';
import {
  CASE_STUDIES_PAGE_SIZE,
  type CaseStudy,
  caseStudyForLanguage,
  caseStudyListPageFromJson,
  type ListPage,
  listPage,
  type PublicCaseStudy,
  publicCaseStudy,
} from '../domain';
import { answerCaseStudyListRequest } from './list';

/** 25 stories, the newest first, with dates (every other one changed since: updated_at) and Swedish text. */
const STORIES: CaseStudy[] = Array.from({ length: 25 }, (_, i) => ({
  id: `cs${String(i).padStart(2, '0')}`,
  ...caseStudy({
    slug: `story-${i}`,
    title: `Story ${i}`,
    title_sv: `Berättelse ${i}`,
    created_at: new Date(Date.UTC(2025, 1, 28) - i * 86_400_000),
    unpublish_at: i === 0 ? new Date('2030-01-01T00:00:00Z') : null,
  }),
  updated_at: i % 2 === 1 ? new Date(Date.UTC(2025, 2, 1) - i * 3_600_000) : null,
}));

async function answer(query: string, method = 'GET') {
  const loadPage = vi.fn(async (page: number) => listPage(STORIES, page, CASE_STUDIES_PAGE_SIZE));
  const response = await answerCaseStudyListRequest({ method, query }, loadPage);
  return { ...response, json: JSON.parse(response.body) as unknown, loadPage };
}

describe('answerCaseStudyListRequest: a page of the list', () => {
  it('answers the page the list renders, as JSON cached like the pages, read back as it was', async () => {
    const { status, headers, json, loadPage } = await answer('lang=sv&page=2');
    expect(status).toBe(200);
    expect(headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(headers['Cache-Control']).toBe('public, max-age=0, s-maxage=21600');
    expect(headers['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(loadPage).toHaveBeenCalledWith(2);
    const page: ListPage<PublicCaseStudy> = caseStudyListPageFromJson(json);
    expect(page).toEqual(
      listPage(
        STORIES.map((story) => publicCaseStudy(caseStudyForLanguage(story, 'sv'))),
        2,
        CASE_STUDIES_PAGE_SIZE,
      ),
    );
    expect(page).toMatchObject({ page: 2, pageCount: 3, total: 25 });
  });

  it("carries only the language's text: the Swedish the English answer has no use for, and back", async () => {
    const english = caseStudyListPageFromJson((await answer('lang=en')).json).items[0];
    const swedish = caseStudyListPageFromJson((await answer('lang=sv')).json).items[0];
    expect(english).toMatchObject({ title: 'Story 0', title_sv: null });
    expect(swedish).toMatchObject({ title: '', title_sv: 'Berättelse 0', challenge: STORIES[0]?.challenge });
  });

  it('carries exactly what the list shows of a story: no slug, times, publication or review fields', async () => {
    const { json } = await answer('lang=en');
    const items = (json as { items: Record<string, unknown>[] }).items;
    expect(items).toHaveLength(CASE_STUDIES_PAGE_SIZE);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(PUBLIC_CASE_STUDY_KEYS);
    expect(Object.keys(json as object).sort()).toEqual(['items', 'page', 'pageCount', 'total']);
  });

  it('the first page when none is named; HEAD as GET', async () => {
    const { loadPage } = await answer('lang=en');
    expect(loadPage).toHaveBeenCalledWith(1);
    const head = await answer('lang=en', 'HEAD');
    expect(head.status).toBe(200);
  });

  it('a page beyond the last: 404 as the list page, cached as its 404, with the counts and why, in the language asked', async () => {
    const english = await answer('lang=en&page=9');
    expect(english.status).toBe(404);
    expect(english.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=21600');
    expect(english.json).toEqual({
      error: 'There is no page 9 of case studies: the last is page 3.',
      items: [],
      page: 9,
      pageCount: 3,
      total: 25,
    });
    const swedish = await answer('lang=sv&page=99999');
    expect(swedish.status).toBe(404);
    expect((swedish.json as { error: string }).error).toBe(
      'Det finns ingen sida 99999 med kundcase: den sista är sida 3.',
    );
    expect((await answer('lang=en&page=4')).status).toBe(404);
  });
});

describe('answerCaseStudyListRequest: every address answered as the list page answers it', () => {
  const firstPage: [string, string, string][] = [
    ['page 0', 'lang=en&page=0', '/api/case-studies?lang=en'],
    ['a negative page', 'lang=sv&page=-1', '/api/case-studies?lang=sv'],
    ['a fractional page', 'lang=en&page=1.5', '/api/case-studies?lang=en'],
    ['a page that is no number', 'lang=en&page=abc', '/api/case-studies?lang=en'],
    ['a page of seven digits', 'page=1000000', '/api/case-studies?lang=en'],
  ];
  for (const [name, query, location] of firstPage) {
    it(`${name}: 302 to the first page (as /case-studies?page=x), cached, nothing read`, async () => {
      const { status, headers, loadPage } = await answer(query);
      expect(status).toBe(302);
      expect(headers.Location).toBe(location);
      expect(headers['Cache-Control']).toBe('public, max-age=0, s-maxage=21600');
      expect(loadPage).not.toHaveBeenCalled();
    });
  }

  const moved: [string, string, string][] = [
    ['no language (English, as /case-studies)', 'page=2', '/api/case-studies?lang=en&page=2'],
    ['an unknown parameter (dropped)', 'lang=en&utm_source=x', '/api/case-studies?lang=en'],
    ["the blog list's search (no parameter of this list)", 'lang=en&q=ai', '/api/case-studies?lang=en'],
    ['the first page named', 'lang=sv&page=1', '/api/case-studies?lang=sv'],
    ['another order', 'page=3&lang=sv', '/api/case-studies?lang=sv&page=3'],
    ['a page twice with one value', 'lang=en&page=2&page=2', '/api/case-studies?lang=en&page=2'],
  ];
  for (const [name, query, location] of moved) {
    it(`${name}: 301 to the page's one address, cached, nothing read`, async () => {
      const { status, headers, loadPage } = await answer(query);
      expect(status).toBe(301);
      expect(headers.Location).toBe(location);
      expect(headers['Cache-Control']).toBe('public, max-age=0, s-maxage=21600');
      expect(loadPage).not.toHaveBeenCalled();
    });
  }

  it('a page twice with different values: 400 naming it in the language asked, cached, nothing read', async () => {
    const english = await answer('lang=en&page=2&page=3');
    expect(english.status).toBe(400);
    expect(english.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=21600');
    expect(english.json).toEqual({
      error: 'The parameter "page" is given more than once with different values: give it once.',
    });
    expect(english.loadPage).not.toHaveBeenCalled();
    const swedish = await answer('lang=sv&page=2&page=3');
    expect(swedish.json).toEqual({
      error: 'Parametern "page" anges mer än en gång med olika värden: ange den en gång.',
    });
  });

  it('a language the site has not: 404 (as /de/case-studies), nothing read', async () => {
    const { status, json, loadPage } = await answer('lang=de');
    expect(status).toBe(404);
    expect(json).toEqual({ error: 'There is no list in the language "de": lang is en or sv.' });
    expect(loadPage).not.toHaveBeenCalled();
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    it(`${method}: 405 naming GET and HEAD, not cached`, async () => {
      const { status, headers, loadPage } = await answer('lang=en', method);
      expect(status).toBe(405);
      expect(headers.Allow).toBe('GET, HEAD');
      expect(headers['Cache-Control']).toBe('no-store');
      expect(loadPage).not.toHaveBeenCalled();
    });
  }

  it('a failed read: 503, not cached, logged', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = await answerCaseStudyListRequest({ method: 'GET', query: 'lang=en' }, () =>
      Promise.reject(new Error('unavailable')),
    );
    expect(response.status).toBe(503);
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(response.headers['Retry-After']).toBe('60');
    expect(error).toHaveBeenCalledWith('The case studies could not be read for the case-study list', {
      error: 'unavailable',
    });
    error.mockRestore();
  });
});
