// What the server sends before any JavaScript runs (fetched without a browser, as a link
// preview crawler or a search engine reads it): every public address in both languages carries its
// metadata and content, unknown addresses are real 404s, moved ones redirect, and published content
// shows up, and goes away, without a rebuild.
import type { APIRequestContext } from '@playwright/test';
import { blogPostPath, sitePaths } from '../../domain/src/routes';
import { blogBody, changeStored, createStored, deleteStored, uniqueTitle } from '../support/admin';
import { blogText, firstParagraph, PUBLISHED_BLOGS, RICH_BLOG } from '../support/content';
import { appConfig, expect, inLang, LANGS, type Lang, test } from '../support/test';
import { TEXT } from '../support/text';

test.describe.configure({ mode: 'parallel' });

const NOT_FOUND_HEADING: Record<Lang, string> = { en: 'Page Not Found', sv: 'Sidan hittades inte' };

interface Served {
  status: number;
  html: string;
  headers: Record<string, string>;
}

async function serve(request: APIRequestContext, path: string): Promise<Served> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`));
const link = (html: string, hreflang: string) =>
  attr(html, new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]*)"`));
/** The page's text as a reader sees it: no tags, entities decoded, whitespace collapsed. */
const visibleText = (html: string) =>
  decode(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' '),
  );
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The head items every public page carries, in `lang`, for `path`. */
async function expectHead(html: string, path: string, lang: Lang) {
  const { siteUrl } = await appConfig();
  expect(html).toMatch(new RegExp(`<html lang="${lang}">`));
  expect(attr(html, /<title[^>]*>([^<]+)<\/title>/)).toBeTruthy();
  expect(meta(html, 'description')).toBeTruthy();
  expect(meta(html, 'keywords')).toBeTruthy();
  expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(inLang(`${siteUrl}${path}`, lang));
  expect(link(html, 'en')).toBe(`${siteUrl}${path}`);
  expect(link(html, 'sv')).toBe(inLang(`${siteUrl}${path}`, 'sv'));
  expect(link(html, 'x-default')).toBe(`${siteUrl}${path}`);
  for (const key of [
    'og:title',
    'og:description',
    'og:url',
    'og:image',
    'twitter:card',
    'twitter:title',
    'twitter:image',
  ])
    expect(meta(html, key), key).toBeTruthy();
  expect(meta(html, 'og:locale')).toBe(lang === 'sv' ? 'sv_SE' : 'en_US');
  expect(html).toContain('<script type="application/ld+json"');
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  expect(visibleText(heading).trim()).not.toBe('');
}

for (const lang of LANGS) {
  test(`every public address is served as its own page, in ${lang}`, async ({ request }) => {
    const paths = sitePaths(PUBLISHED_BLOGS.map((blog) => blog.slug)).map((entry) => entry.path);
    for (const path of paths) {
      const page = await serve(request, inLang(path, lang));
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=21600');
      await expectHead(page.html, path, lang);
    }
  });

  test(`a post's served HTML has its title, first paragraph, cover and article data, in ${lang}`, async ({
    request,
  }) => {
    const post = RICH_BLOG;
    const text = blogText(post, lang);
    const page = await serve(request, inLang(blogPostPath(post.slug), lang));
    expect(page.status).toBe(200);
    expect(decode(page.html)).toContain(text.title);
    expect(visibleText(page.html)).toContain(visibleText(firstParagraph(text.content)));
    expect(meta(page.html, 'og:type')).toBe('article');
    // The post's cover, not the site's default share image.
    expect(meta(page.html, 'og:image')).toMatch(/^https?:\/\//);
    expect(meta(page.html, 'og:image')).not.toContain('/share-image.png');
    expect(page.html).toContain('"@type":"Article"');
  });

  test(`the blog list's served HTML has every published post's card, in ${lang}`, async ({ request }) => {
    const page = decode((await serve(request, inLang('/blog', lang))).html);
    for (const post of PUBLISHED_BLOGS) expect(page).toContain(blogText(post, lang).title);
  });

  test(`unknown addresses and posts are 404 pages, moved ones redirect, in ${lang}`, async ({ request }) => {
    const unknown = await serve(request, inLang('/no-such-page', lang));
    expect(unknown.status).toBe(404);
    expect(decode(unknown.html)).toContain(NOT_FOUND_HEADING[lang]);
    expect(meta(unknown.html, 'robots')).toBe('noindex');

    const missingPost = await serve(request, inLang('/blog/no-such-post', lang));
    expect(missingPost.status).toBe(404);
    expect(decode(missingPost.html)).toContain(TEXT[lang].blog.notFoundTitle);

    const service = await serve(request, inLang('/services/unknown', lang));
    expect(service.status).toBe(302);
    expect(service.headers.location).toBe(inLang('/services', lang));
  });
}

test('a post published through the Admin SDK is served, listed in the sitemap and the feeds, and gone when unpublished', async ({
  request,
}) => {
  const title = uniqueTitle('SSR');
  const body = blogBody(title, { is_published: true, content: `First paragraph of ${title}.\n\nMore.` });
  const slug = String(body.slug);
  const id = await createStored('blogs', body);
  try {
    const post = await serve(request, blogPostPath(slug));
    expect(post.status).toBe(200);
    expect(decode(post.html)).toContain(title);
    expect(decode(post.html)).toContain(`First paragraph of ${title}.`);
    expect(decode((await serve(request, '/blog')).html)).toContain(title);
    expect((await serve(request, '/sitemap.xml')).html).toContain(`${blogPostPath(slug)}</loc>`);
    expect(decode((await serve(request, '/rss.xml')).html)).toContain(title);

    await changeStored('blogs', id, { is_published: false });
    const gone = await serve(request, blogPostPath(slug));
    expect(gone.status).toBe(404);
    expect(decode((await serve(request, '/blog')).html)).not.toContain(title);
    expect((await serve(request, '/sitemap.xml')).html).not.toContain(blogPostPath(slug));
    expect(decode((await serve(request, '/rss.xml')).html)).not.toContain(title);
  } finally {
    await deleteStored('blogs', [id]);
  }
});

test('the admin console is served as the browser-rendered page, kept out of search results', async ({ request }) => {
  const page = await serve(request, '/admin/blog');
  expect(page.status).toBe(200);
  expect(page.html).toContain('<div id="root"></div>');
  expect(page.headers['x-robots-tag'] ?? '').toContain('noindex');
});

test('a first visit downloads no JavaScript until the visitor interacts, then takes the page over in place', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  const heading = await page.locator('h1').elementHandle();
  const name = page.getByRole('textbox').first();
  await name.pressSequentially('Anna', { delay: 20 });
  await expect(name).toHaveValue('Anna');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // The server's elements are the ones React now runs: nothing rendered again, nothing lost.
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  await expect(name).toHaveValue('Anna');
  // No part of the page failed to match the server's HTML (bootstrap.tsx logs each as 'Hydration:').
  expect(errors).toEqual([]);
});

test("a page with content is taken over with the server's data: nothing read again, nothing rendered again", async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    // Firestore's REST reads (firebase/firestore/lite): getDocs is …/documents:runQuery.
    if (/\/documents(:|\/)/.test(request.url())) reads.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  const cards = page.getByRole('main').getByRole('article');
  const served = await cards.count();
  expect(served).toBeGreaterThan(0);
  const firstCard = await cards.first().elementHandle();
  // Focusing the search starts the apps, which hydrate the page from its dehydrated queries.
  await page.getByRole('searchbox').focus();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await page.waitForLoadState('networkidle');
  expect(await cards.count()).toBe(served);
  expect(await firstCard?.evaluate((element) => element.isConnected)).toBe(true);
  expect(reads).toEqual([]);
  expect(errors).toEqual([]);
});
