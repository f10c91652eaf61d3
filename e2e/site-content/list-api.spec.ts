/**
 * The public lists' JSON (/api/blog, /api/case-studies: the function contentList behind Hosting's
 * rewrite of every address under /api) answers each page's one address as the list's page answers
 * the same address, in both languages: the same status, the same Cache-Control, a redirect to the
 * same page, and a 404 whose `error` says why in the language asked for (functions/README.md,
 * _The lists' JSON_, has the table). Any other address of a page moves (301) to its one address,
 * and a parameter given twice with different values is refused (400), where the page answers them.
 * Then, in the browser, a page beyond the last reached without a page load shows the list's "no
 * such page", from the API's 404, and no failure.
 */
import type { APIRequestContext } from '@playwright/test';
import { blogListCategory, PUBLISHED_BLOGS, type SeedBlog } from '../support/content';
import { BLOG_LIST_API, CASE_STUDY_LIST_API, recordRequests } from '../support/network';
import { openInApp } from '../support/page';
import { SHELL_URL } from '../support/ports';
import { expect, LANGS, type Lang, test, withLang } from '../support/test';

/** A page's address (`/blog?…`, in `lang`) and the API's for the same request. */
function addresses(list: 'blog' | 'case-studies', lang: Lang, query: string) {
  const page = withLang(`/${list}${query ? `?${query}` : ''}`, lang);
  const api = `/api/${list}?lang=${lang}${query ? `&${query}` : ''}`;
  return { page, api };
}

/** A redirect's target as the page it names: its path without `/api` or `/sv`, and its query without `lang`. */
function target(location: string): string {
  const url = new URL(location, SHELL_URL);
  url.searchParams.delete('lang');
  const path = url.pathname.replace(/^\/api/, '').replace(/^\/sv(?=\/)/, '');
  const query = url.searchParams.toString();
  return query ? `${path}?${query}` : path;
}

async function compare(request: APIRequestContext, page: string, api: string, lang: Lang) {
  const html = await request.get(`${SHELL_URL}${page}`, { maxRedirects: 0 });
  const json = await request.get(`${SHELL_URL}${api}`, { maxRedirects: 0 });
  const what = `${api} as ${page}`;
  expect(json.status(), what).toBe(html.status());
  expect(json.headers()['cache-control'], what).toBe(html.headers()['cache-control']);
  expect(json.headers()['content-type'], what).toBe('application/json; charset=utf-8');
  if (html.status() === 302 || html.status() === 301) {
    expect(target(json.headers().location ?? ''), what).toBe(target(html.headers().location ?? ''));
  }
  if (json.status() === 404) {
    const { error } = (await json.json()) as { error: string };
    expect(error, what).toMatch(lang === 'sv' ? /^Det finns ingen/ : /^There is no/);
  }
  return html.status();
}

/**
 * Another address of a page (`query`, after `lang`): the page answers it (200), the API moves it for
 * good to the page's one address (`canonical`, after `lang`), cached as the pages' redirects.
 */
async function expectOneAddress(
  request: APIRequestContext,
  list: 'blog' | 'case-studies',
  lang: Lang,
  moved: [query: string, canonical: string][],
) {
  for (const [query, canonical] of moved) {
    const { page, api } = addresses(list, lang, query);
    const html = await request.get(`${SHELL_URL}${page}`, { maxRedirects: 0 });
    const json = await request.get(`${SHELL_URL}${api}`, { maxRedirects: 0 });
    expect(html.status(), page).toBe(200);
    expect(json.status(), api).toBe(301);
    expect(json.headers()['cache-control'], api).toBe(html.headers()['cache-control']);
    expect(json.headers().location, api).toBe(addresses(list, lang, canonical).api);
  }
}

/** A parameter given twice with different values (`query`, after `lang`): the page reads the first, the API refuses it. */
async function expectRefused(request: APIRequestContext, list: 'blog' | 'case-studies', lang: Lang, queries: string[]) {
  for (const query of queries) {
    const { page, api } = addresses(list, lang, query);
    expect((await request.get(`${SHELL_URL}${page}`, { maxRedirects: 0 })).status(), page).toBe(200);
    const json = await request.get(`${SHELL_URL}${api}`, { maxRedirects: 0 });
    expect(json.status(), api).toBe(400);
    expect(json.headers()['cache-control'], api).toBe('public, max-age=0, s-maxage=21600');
    expect((await json.json()).error, api).toMatch(
      lang === 'sv'
        ? /^Parametern "\w+" anges mer än en gång med olika värden/
        : /^The parameter "\w+" is given more than once/,
    );
  }
}

const SEVEN_DIGITS = '1000000';
const HUGE = '9'.repeat(40);

for (const lang of LANGS) {
  test(`/api/blog answers each address as the blog list does (${lang})`, async ({ request }) => {
    const statuses: Record<string, number> = {};
    for (const query of [
      '',
      'page=99999',
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      `page=${SEVEN_DIGITS}`,
      `page=${HUGE}`,
      'q=ai&category=Nothing&page=x',
      'category=No+such+category',
      `category=${'c'.repeat(101)}`,
      `q=${'q'.repeat(1_001)}`,
      `q=${'q'.repeat(1_001)}&page=2`,
      'q=%00%1B%7F',
      // A search with ~: the one address spells it %7E, a normalizing front end ~; neither loops.
      'q=a~b',
      'q=a%7Eb',
    ]) {
      const { page, api } = addresses('blog', lang, query);
      statuses[query] = await compare(request, page, api, lang);
    }
    // What the pages answer, so the comparison above means something.
    expect(statuses).toMatchObject({
      '': 200,
      'page=99999': 404,
      'page=0': 302,
      'page=abc': 302,
      [`page=${HUGE}`]: 302,
      'category=No+such+category': 200,
      [`q=${'q'.repeat(1_001)}`]: 200,
      'q=%00%1B%7F': 200,
      'q=a~b': 200,
      'q=a%7Eb': 200,
    });
    await expectOneAddress(request, 'blog', lang, [
      ['utm_source=newsletter&ref=x', ''],
      ['page=1', ''],
      ['page=1&page=1', ''],
      ['category=Data&q=ai', 'q=ai&category=Data'],
      ['q=+ai+&x=1', 'q=ai'],
      // Not another spelling (`q=a%20b`): the Hosting emulator writes every query again as a form
      // does, so it reaches the function as the one address (tests/functions/contentList.test.ts asks it directly).
    ]);
    await expectRefused(request, 'blog', lang, ['page=1&page=2', 'category=a&category=b', 'q=a&q=b']);

    // A post's address, as its page answers it (the apps read a post there, /api/blog/<slug>): no
    // such post, one with an encoded slug no post can have, one with a control character.
    for (const slug of ['no-such-post', 'caf%C3%A9-%F0%9F%98%80']) {
      const page = await request.get(`${SHELL_URL}${withLang(`/blog/${slug}`, lang)}`, { maxRedirects: 0 });
      const json = await request.get(`${SHELL_URL}/api/blog/${slug}?lang=${lang}`, { maxRedirects: 0 });
      expect(page.status(), slug).toBe(404);
      expect(json.status(), slug).toBe(404);
      expect(json.headers()['cache-control'], slug).toBe(page.headers()['cache-control']);
      // A post may be published at a slug any moment: that 404 is kept by no CDN; the other is kept.
      expect(page.headers()['cache-control'], slug).toBe(
        slug === 'no-such-post' ? 'no-store' : 'public, max-age=0, s-maxage=21600',
      );
      expect((await json.json()).error, slug).toBe(
        lang === 'sv'
          ? 'Det finns ingen publicerad artikel på den här adressen.'
          : 'There is no published post at this address.',
      );
    }
    // A control character names nothing: 404, never kept.
    const control = await request.get(`${SHELL_URL}/api/blog/a%00b?lang=${lang}`, { maxRedirects: 0 });
    expect(control.status()).toBe(404);
    expect(control.headers()['cache-control']).toBe('no-store');
    // A trailing slash moves for good to the address without, as the page's does.
    const slash = await request.get(`${SHELL_URL}/api/blog/?lang=${lang}&page=2`, { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe(`/api/blog?lang=${lang}&page=2`);
  });

  test(`/api/case-studies answers each address as the case studies page does (${lang})`, async ({ request }) => {
    const statuses: Record<string, number> = {};
    for (const query of ['', 'page=99999', 'page=0', 'page=-1', 'page=1.5', 'page=abc', `page=${HUGE}`]) {
      const { page, api } = addresses('case-studies', lang, query);
      statuses[query] = await compare(request, page, api, lang);
    }
    expect(statuses).toMatchObject({
      '': 200,
      'page=99999': 404,
      'page=0': 302,
    });
    await expectOneAddress(request, 'case-studies', lang, [
      ['q=ai&utm_source=x', ''],
      ['page=1', ''],
    ]);
    await expectRefused(request, 'case-studies', lang, ['page=1&page=5']);
  });
}

test('no lang is English, as an address without /sv is: /api/blog?page=99999 moves to ?lang=en&page=99999, answered as /blog?page=99999', async ({
  request,
}) => {
  const page = await request.get(`${SHELL_URL}/blog?page=99999`, { maxRedirects: 0 });
  const moved = await request.get(`${SHELL_URL}/api/blog?page=99999`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/api/blog?lang=en&page=99999');
  const json = await request.get(`${SHELL_URL}/api/blog?page=99999`);
  expect(page.status()).toBe(404);
  expect(json.status()).toBe(404);
  expect(json.headers()['cache-control']).toBe(page.headers()['cache-control']);
  expect((await json.json()).error).toMatch(/^There is no page 99999 of these articles: the last is page \d+\.$/);
  const unknown = await request.get(`${SHELL_URL}/api/blog?lang=de`, { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: 'There is no list in the language "de": lang is en or sv.' });
});

for (const lang of LANGS) {
  test(`a page beyond the last reached in the app shows the list's "no such page" from the API's 404 (${lang})`, async ({
    page,
  }) => {
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    for (const [list, pattern, text] of [
      [
        'blog',
        BLOG_LIST_API,
        lang === 'sv' ? 'Det finns ingen sida 99 med de här artiklarna.' : 'There is no page 99 of these articles.',
      ],
      [
        'case-studies',
        CASE_STUDY_LIST_API,
        lang === 'sv' ? 'Det finns ingen sida 99 med kundcase.' : 'There is no page 99 of case studies.',
      ],
    ] as const) {
      const requests = recordRequests(page, pattern);
      await openInApp(page, `/${list}?page=99`, lang);
      await expect(page.getByRole('main').getByText(text)).toBeVisible();
      await expect(
        page.getByRole('link', { name: lang === 'sv' ? 'Gå till första sidan' : 'Go to the first page' }),
      ).toHaveAttribute('href', withLang(`/${list}`, lang));
      const asked = requests.list().at(-1);
      expect(asked, `${list}: asked the API`).toBeDefined();
      expect((await asked?.response())?.status()).toBe(404);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    // The browser logs the 404 response itself; the app logs no failure of its own.
    expect(failures.filter((text) => /Failed to load (blogs|case studies)/.test(text))).toEqual([]);
  });
}

for (const lang of LANGS) {
  const other: Lang = lang === 'en' ? 'sv' : 'en';
  test(`a category named in the other language, reached in the app, follows the API's 302 to its name here (${lang})`, async ({
    page,
  }) => {
    const blog = PUBLISHED_BLOGS.find((post) => !post.category_sv) as SeedBlog;
    const name = blogListCategory(blog, other);
    const here = blogListCategory(blog, lang);
    const requests = recordRequests(page, BLOG_LIST_API);
    await openInApp(page, `/blog?category=${encodeURIComponent(name)}`, lang);
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(here);
    expect(new URL(page.url()).pathname).toBe(withLang('/blog', lang));
    const first = requests.list().find((request) => new URL(request.url()).searchParams.get('category') === name);
    expect((await first?.response())?.status(), 'the API moved the other name').toBe(302);
    await expect(page.getByRole('main').getByRole('button', { name: here, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
}
