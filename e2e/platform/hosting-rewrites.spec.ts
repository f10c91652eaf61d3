/**
 * The shell's Hosting rules as the Hosting emulator applies them (firebase.json): the sitemap and
 * the feeds are rewritten to the function seoFiles (running in the Functions emulator), the
 * shell's own files are served as they are, and any other address gets the app.
 */
import type { APIRequestContext } from '@playwright/test';
import { PUBLIC_BLOG_KEYS, PUBLIC_CASE_STUDY_KEYS } from '../../domain/src/testFixtures';
import { RICH_BLOG } from '../support/content';
import { expect, test } from '../support/csp';
import { SHELL_URL } from '../support/ports';
import { e2eAppConfig } from '../support/stack';
import { asRead } from '../support/text';

test('the sitemap and both feeds are answered by the function, for the shell origin', async ({ request }) => {
  const { siteUrl } = await e2eAppConfig();
  expect(siteUrl).toBe(SHELL_URL);

  const sitemap = await request.get(`${SHELL_URL}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  // The XML runs and loads nothing. (X-Powered-By is not checked here: the Functions emulator's
  // own proxy adds it; functions/src/http.test.ts shows the function drops it.)
  expect(sitemap.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(urls).toContain(`${siteUrl}/`);
  expect(urls.every((url) => url.startsWith(`${siteUrl}/`))).toBe(true);

  for (const [path, language] of [
    ['/rss.xml', 'en'],
    ['/sv/rss.xml', 'sv'],
  ] as const) {
    const feed = await request.get(`${SHELL_URL}${path}`);
    expect(feed.status(), path).toBe(200);
    const xml = await feed.text();
    expect(xml, path).toContain('<rss');
    expect(xml, path).toContain(`<language>${language}`);
    expect(xml, path).toContain(`<link>${siteUrl}/`);
  }
});

test('an address with a trailing slash moves for good to the one without, whichever function answers it', async ({
  request,
}) => {
  for (const [path, location] of [
    ['/blog/', '/blog'],
    ['/sv/blog/', '/sv/blog'],
    ['/sv/services/', '/sv/services'],
    ['/rss.xml/', '/rss.xml'],
    ['/sv/rss.xml/', '/sv/rss.xml'],
    ['/sitemap.xml/', '/sitemap.xml'],
  ] as const) {
    const moved = await request.get(`${SHELL_URL}${path}`, { maxRedirects: 0 });
    expect(moved.status(), path).toBe(301);
    expect(new URL(moved.headers().location ?? '', SHELL_URL).href, path).toBe(`${SHELL_URL}${location}`);
    expect((await request.get(`${SHELL_URL}${path}`)).status(), `${path}, followed`).toBe(200);
  }
});

test("the shell's files win over the catch-all; other addresses get the app, rendered by the server", async ({
  request,
}) => {
  const robots = await request.get(`${SHELL_URL}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${SHELL_URL}/sitemap.xml`);

  const config = await request.get(`${SHELL_URL}/app-config.json`);
  expect(config.status()).toBe(200);
  expect(await config.json()).toEqual(await e2eAppConfig());

  const favicon = await request.get(`${SHELL_URL}/favicon.svg`);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/svg\+xml/);

  const page = await request.get(`${SHELL_URL}/about`);
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
  expect(await page.text()).toContain('<div id="root"');
});

test("an address that only looks like one of the shell's files is a plain 404, which its files' policy lets the browser show", async ({
  page,
}) => {
  for (const path of ['/blog.json', '/sv/blog/post.js', '/photo.png']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
    expect(response?.headers()['cache-control'], path).not.toMatch(/public/);
    // No page whose inline styles and scripts the files' policy would refuse: the csp fixture fails the test on any violation.
    await expect(page.locator('body'), path).toHaveText('Not found.');
  }
});

test("a static site's page address (.html) moves to the page's for good, in both languages, cached as a redirect, and the page is shown", async ({
  page,
  request,
}) => {
  for (const [path, location] of [
    ['/index.html', '/'],
    ['/sv/index.html', '/sv/'],
    ['/about.html', '/about'],
    ['/sv/blog/index.html?q=ai', '/sv/blog?q=ai'],
  ]) {
    const moved = await request.get(`${SHELL_URL}${path}`, { maxRedirects: 0 });
    expect(moved.status(), path).toBe(301);
    expect(moved.headers().location, path).toBe(location);
    // A permanent redirect of a public address, the home page's as any: the CDN may keep it (and a
    // deploy or a content change clears it), not Hosting's no-cache for the shell's own files.
    expect(moved.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=21600');
  }
  // Followed by the browser: the page itself, under its own policy (the csp fixture fails the test on a violation).
  const response = await page.goto('/sv/about.html');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/sv/about');
  await expect(page.locator('h1')).toBeVisible();
});

test("the admin console's addresses are the shell's page from Hosting itself, in both languages: no function on the way", async ({
  request,
}) => {
  const shellPage = await (await request.get(`${SHELL_URL}/app.html`)).text();
  for (const path of ['/admin/blog', '/sv/admin/case-studies/new', '/auth']) {
    const page = await request.get(`${SHELL_URL}${path}`);
    expect(page.status(), path).toBe(200);
    expect(await page.text(), path).toBe(shellPage);
    const headers = page.headers();
    expect(headers['x-robots-tag'], path).toBe('noindex');
    expect(headers['cache-control'], path).toBe('no-cache');
    // The Functions emulator's proxy names itself; Hosting's own files do not.
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
  // A public page is the function's (the contrast that makes the check above mean something).
  expect((await request.get(`${SHELL_URL}/about`)).headers()['x-powered-by']).toBeDefined();
});

/**
 * A list's JSON answer at `address` (200, its own Cache-Control and policy: no rule for the shell's
 * files applies to an address without an extension), a post a 405, and an address further below it the
 * function's JSON 404 (Hosting rewrites every address under /api to it; each address against its
 * page: e2e/site-content/list-api.spec.ts). Returns the answer's page.
 */
async function expectListAnswers(request: APIRequestContext, address: string, query: string) {
  const answer = await request.get(`${SHELL_URL}${address}?${query}`);
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=21600');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const posted = await request.post(`${SHELL_URL}${address}?lang=en`, { data: {} });
  expect(posted.status()).toBe(405);
  expect(posted.headers().allow).toBe('GET, HEAD');
  // (`/api/blog/<slug>` is a post's address: below.)
  for (const below of [`${address}/x/y`, '/api', '/api/nothing']) {
    const answered = await request.get(`${SHELL_URL}${below}`);
    expect(answered.status(), below).toBe(404);
    expect(answered.headers()['content-type'], below).toBe('application/json; charset=utf-8');
    expect((await answered.json()).error, below).toMatch(/^There is no list at this address/);
  }
  return answer.json();
}

test("the blog list's page is answered by the function contentList as JSON, cached like the pages", async ({
  request,
}) => {
  const page = await expectListAnswers(request, '/api/blog', 'lang=sv');
  expect(page).toMatchObject({ page: 1 });
  expect(Array.isArray(page.posts)).toBe(true);
  expect(page.total).toBeGreaterThan(0);
});

test("the case-study list's page is answered by the function contentList as JSON, cached like the pages", async ({
  request,
}) => {
  const page = await expectListAnswers(request, '/api/case-studies', 'lang=sv');
  expect(page).toMatchObject({ page: 1 });
  expect(page.items.length).toBeGreaterThan(0);
  // What the list shows of a story and nothing of the console's (domain/src/publicContent.ts), and
  // for a story whose title has a long word its headings' display copy (domain/src/hyphenation.ts):
  // the titles with soft hyphens, nothing else.
  for (const { hyphenated_titles: hyphenated, ...item } of page.items) {
    expect(Object.keys(item).sort()).toEqual(PUBLIC_CASE_STUDY_KEYS);
    if (hyphenated === undefined) continue;
    expect(Object.keys(hyphenated).sort()).toEqual(['title', 'title_sv']);
    expect(asRead(hyphenated.title)).toBe(item.title);
    expect(hyphenated.title_sv === null ? null : asRead(hyphenated.title_sv)).toBe(item.title_sv || null);
  }
});

test('a published post is answered by the function contentList as JSON at /api/blog/<slug>, cached like the pages', async ({
  request,
}) => {
  const answer = await request.get(`${SHELL_URL}/api/blog/${RICH_BLOG.slug}?lang=sv`);
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=21600');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  // What its page shows of it and nothing of the console's, and when its title has a long word its
  // heading's display copy: the titles with soft hyphens, nothing else.
  const { hyphenated_titles: hyphenated, ...post } = await answer.json();
  expect(Object.keys(post).sort()).toEqual([...PUBLIC_BLOG_KEYS].sort());
  expect(post.slug).toBe(RICH_BLOG.slug);
  if (hyphenated !== undefined) {
    expect(Object.keys(hyphenated).sort()).toEqual(['title', 'title_sv']);
    expect(asRead(hyphenated.title)).toBe(post.title);
  }
  const posted = await request.post(`${SHELL_URL}/api/blog/${RICH_BLOG.slug}?lang=en`, { data: {} });
  expect(posted.status()).toBe(405);
});

test('every page names a tab icon for browsers without SVG icons and a home-screen icon, and both are served', async ({
  request,
}) => {
  for (const path of ['/', '/sv/blog', '/this-page-does-not-exist']) {
    const html = await (await request.get(`${SHELL_URL}${path}`)).text();
    const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
    const named = (rel: string, href: string) =>
      links.some((link) => link.includes(`rel="${rel}"`) && link.includes(`href="${href}"`));
    // The SVG for the browsers that take it, the ICO for those that do not (Safari before 26, feed
    // readers, bookmarks), the PNG for a phone's home screen.
    expect(named('icon', '/favicon.svg'), `${path}: the SVG icon`).toBe(true);
    expect(named('icon', '/favicon.ico'), `${path}: the ICO icon`).toBe(true);
    expect(named('apple-touch-icon', '/apple-touch-icon.png'), `${path}: the home-screen icon`).toBe(true);
  }

  const ico = await request.get(`${SHELL_URL}/favicon.ico`);
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An icon directory (reserved 0, type 1) of one 32 × 32 image.
  const icoBytes = await ico.body();
  expect([...icoBytes.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);

  const touch = await request.get(`${SHELL_URL}/apple-touch-icon.png`);
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toMatch(/^image\/png/);
  // The PNG's header: 180 × 180 (width and height of its IHDR chunk).
  const png = await touch.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
});
