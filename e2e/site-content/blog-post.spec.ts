import type { Locator, Page } from '@playwright/test';
import { searchDescription } from '../../domain/src/contentType';
import {
  blogText,
  coverIn,
  DRAFT_BLOG,
  ENGLISH_ONLY_BLOG,
  longDate,
  markdownFacts,
  PUBLISHED_BLOGS,
  RICH_BLOG,
  type SeedBlog,
  seededCards,
  shortDate,
} from '../support/content';
import { jsonLdOfType, readHeadMeta, single } from '../support/meta';
import { abortPostReads, rewritePostReads } from '../support/network';
import { openInApp } from '../support/page';
import { appConfig, expect, inLang, LANGS, type Lang, test } from '../support/test';
import { TEXT } from '../support/text';

test.describe.configure({ mode: 'parallel' });

const article = (page: Page) => page.getByRole('main').getByRole('article');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Header of a post: cover, category, title, author and long date, as a visitor sees them. */
async function expectPostHeader(page: Page, blog: SeedBlog, lang: Lang, textLang: Lang = lang) {
  const text = blogText(blog, textLang);
  const post = article(page);
  await expect(h1(page)).toHaveText(text.title);
  // The cover's alt text, or decorative (alt="") when none was written: the title is beside it.
  await expect(coverIn(post, text.coverAlt)).toBeVisible();
  await expect(post.locator('header').getByText(text.category, { exact: true })).toBeVisible();
  await expect(post.locator('header')).toContainText(TEXT[lang].blog.by(blog.author));
  await expect(post.locator('header time')).toHaveText(longDate(blog.published_date, lang));
}

async function expectNotFound(page: Page, lang: Lang, message: string) {
  await expect(h1(page)).toHaveText(TEXT[lang].blog.notFoundTitle);
  await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible();
  const back = page.getByRole('main').getByRole('link', { name: TEXT[lang].blog.backToBlog });
  await expect(back).toHaveAttribute('href', inLang('/blog', lang));
  await back.click();
  // A link followed before the apps run loads the page, keeping the address's language.
  await expect(page).toHaveURL(lang === 'sv' ? /\/sv\/blog$/ : /\/blog$/);
  await expect(seededCards(page)).toHaveCount(PUBLISHED_BLOGS.length);
}

for (const lang of LANGS) {
  test.describe(`blog post (${lang})`, () => {
    test('shows back link, cover, category, title, author, long date and the markdown body', async ({ page }) => {
      const text = blogText(RICH_BLOG, lang);
      await page.goto(inLang(`/blog/${RICH_BLOG.slug}`, lang));
      await expectPostHeader(page, RICH_BLOG, lang);
      const post = article(page);

      // In order: back link, cover, category, title …, then the body, then Back to Blog.
      const backLinks = post.getByRole('link', { name: TEXT[lang].blog.backToBlog });
      await expect(backLinks).toHaveCount(2);
      await expect(backLinks.first()).toHaveAttribute('href', inLang('/blog', lang));
      const facts = markdownFacts(text.content);
      const order = await post.evaluate(
        (root, back) =>
          Array.from(root.querySelectorAll(`a[href="${back}"], img, header, h1, h2`)).map((el) =>
            el.tagName.toLowerCase(),
          ),
        inLang('/blog', lang),
      );
      expect(order).toEqual(['a', 'img', 'header', 'h1', ...facts.headings.map(() => 'h2'), 'a']);

      // The markdown body, rendered.
      expect(facts.headings.length && facts.listItems.length && facts.links.length).toBeTruthy();
      await expect(post.getByRole('heading', { level: 2 })).toHaveText(facts.headings);
      await expect(post.getByRole('listitem')).toHaveText(facts.listItems);
      for (const link of facts.links) {
        // A link within the site stays in the page's language (the router's basename).
        const href = link.href.startsWith('/') ? inLang(link.href, lang) : link.href;
        await expect(post.getByRole('link', { name: link.text, exact: true })).toHaveAttribute('href', href);
      }
      await expect(post.locator('pre code')).toHaveText(facts.code ?? 'a code block');
      const table = post.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(facts.table?.header ?? []);
      await expect(table.getByRole('row')).toHaveCount((facts.table?.rows.length ?? 0) + 1);
      await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(facts.table?.rows[0] ?? []);
      // No markdown syntax is left as text.
      const body = (await post.textContent()) ?? '';
      expect(body).not.toMatch(/^#{1,6} /m);
      expect(body).not.toContain('```');
      expect(body).not.toContain('| ---');
      expect(body).not.toContain('**');

      await backLinks.last().click();
      // Before the apps run the link loads the page, keeping the address's language.
      await expect(page).toHaveURL(lang === 'sv' ? /\/sv\/blog$/ : /\/blog$/);
      await expect(seededCards(page)).toHaveCount(PUBLISHED_BLOGS.length);
    });

    test('page metadata: title, description, keywords, Open Graph article, canonical, hreflang, JSON-LD', async ({
      page,
    }) => {
      const {
        siteUrl,
        brand: { name: brand },
      } = await appConfig();
      const text = blogText(RICH_BLOG, lang);
      const base = `${siteUrl}/blog/${RICH_BLOG.slug}`;
      const canonical = lang === 'sv' ? `${siteUrl}/sv/blog/${RICH_BLOG.slug}` : base;
      await page.goto(inLang(`/blog/${RICH_BLOG.slug}`, lang));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      const cover = await coverIn(article(page), text.coverAlt).getAttribute('src');
      const meta = await readHeadMeta(page);

      // The cover, the page's largest paint, is fetched at high priority and preloaded once, with the
      // sources it is shown from.
      const [srcset, sizes, priority] = await coverIn(article(page), text.coverAlt).evaluate((img) =>
        ['srcset', 'sizes', 'fetchpriority'].map((name) => img.getAttribute(name)),
      );
      expect(srcset).toContain(' 480w');
      expect(priority).toBe('high');
      const preloads = await page
        .locator('link[rel="preload"][as="image"]')
        .evaluateAll((links) =>
          links.map((link) => [
            link.getAttribute('imagesrcset'),
            link.getAttribute('imagesizes'),
            link.getAttribute('fetchpriority'),
          ]),
        );
      expect(preloads).toEqual([[srcset, sizes, 'high']]);

      expect(meta.title).toBe(`${text.title} | ${TEXT[lang].blog.titleSuffix(brand)}`);
      // The excerpt, cut to a search result's length (its demo text is longer).
      const description = searchDescription(text.excerpt);
      expect(text.excerpt.length).toBeGreaterThan(description.length);
      expect(single(meta.names.description, 'description')).toBe(description);
      const keywords = single(meta.names.keywords, 'keywords').split(', ');
      expect(keywords).toEqual(expect.arrayContaining([text.category, RICH_BLOG.author]));
      expect(single(meta.properties['og:type'], 'og:type')).toBe('article');
      expect(single(meta.properties['og:title'], 'og:title')).toBe(meta.title);
      expect(single(meta.properties['og:description'], 'og:description')).toBe(description);
      expect(single(meta.properties['og:url'], 'og:url')).toBe(canonical);
      expect(single(meta.properties['og:locale'], 'og:locale')).toBe(TEXT[lang].seo.ogLocale);
      expect(single(meta.properties['article:published_time'], 'published time')).toBe(RICH_BLOG.published_date);
      expect(single(meta.properties['article:author'], 'article:author')).toBe(RICH_BLOG.author);
      // The social image is the cover the visitor sees, at an absolute address that serves an image.
      const image = single(meta.properties['og:image'], 'og:image');
      expect(image).toBe(cover);
      expect(image).toMatch(/^https?:\/\//);
      const served = await page.request.get(image);
      expect(served.ok()).toBe(true);
      expect(served.headers()['content-type']).toMatch(/^image\//);
      expect(single(meta.names['twitter:card'], 'twitter:card')).toBe('summary_large_image');

      expect(meta.canonical).toEqual([canonical]);
      expect(meta.alternates).toEqual({
        en: [base],
        sv: [`${siteUrl}/sv/blog/${RICH_BLOG.slug}`],
        'x-default': [base],
      });

      const [articleLd, ...moreArticles] = jsonLdOfType(meta, 'Article');
      expect(moreArticles).toEqual([]);
      expect(articleLd).toMatchObject({
        '@context': 'https://schema.org',
        headline: text.title,
        description,
        datePublished: RICH_BLOG.published_date,
        author: { '@type': 'Person', name: RICH_BLOG.author },
        image: [image],
        mainEntityOfPage: { '@id': canonical },
        inLanguage: lang,
      });
      const [breadcrumbs] = jsonLdOfType(meta, 'BreadcrumbList');
      expect(breadcrumbs?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: TEXT[lang].seo.home, item: inLang(`${siteUrl}/`, lang) },
        { '@type': 'ListItem', position: 2, name: TEXT[lang].seo.blog, item: inLang(`${siteUrl}/blog`, lang) },
        { '@type': 'ListItem', position: 3, name: text.title, item: canonical },
      ]);
      expect(jsonLdOfType(meta, 'Organization')).toHaveLength(1);
      expect(jsonLdOfType(meta, 'WebSite')).toHaveLength(1);
    });

    test('an unknown slug and a draft are "not found", with a way back to the blog', async ({ page }) => {
      await page.goto(inLang('/blog/no-such-post-here', lang));
      await expectNotFound(page, lang, TEXT[lang].blog.notFoundText);

      await page.goto(inLang(`/blog/${DRAFT_BLOG.slug}`, lang));
      await expectNotFound(page, lang, TEXT[lang].blog.notFoundText);
      await page.goto(inLang(`/blog/${DRAFT_BLOG.slug}`, lang));
      await expect(h1(page)).toHaveText(TEXT[lang].blog.notFoundTitle);
      await expect(page.getByText(DRAFT_BLOG.title)).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test('a post that cannot be loaded says so', async ({ page }) => {
      await abortPostReads(page);
      await page.clock.install();
      await openInApp(page, `/blog/${RICH_BLOG.slug}`, lang);
      // The read is retried (3 retries, 1 s doubling) before the failure shows: skip the waits.
      await expect(async () => {
        await page.clock.fastForward(2_000);
        await expect(h1(page)).toHaveText(TEXT[lang].blog.notFoundTitle, { timeout: 250 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('main').getByText(TEXT[lang].blog.loadError, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: TEXT[lang].blog.backToBlog })).toHaveAttribute(
        'href',
        inLang('/blog', lang),
      );
    });
  });
}

test('in Swedish, a post without a Swedish variant shows its English text with Swedish page text', async ({ page }) => {
  await page.goto(inLang(`/blog/${ENGLISH_ONLY_BLOG.slug}`, 'sv'));
  await expectPostHeader(page, ENGLISH_ONLY_BLOG, 'sv', 'en');
  // Its English text is read as English, as served: the language in effect (the nearest lang) of
  // the title, the category, the body and the cover's English alt text (none written: the cover
  // is decorative, nothing to read); the page's own words stay Swedish.
  const post = article(page);
  const facts = markdownFacts(ENGLISH_ONLY_BLOG.content);
  const langOf = (element: Locator) => element.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'));
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');
  expect(await langOf(h1(page))).toBe('en');
  expect(await langOf(post.locator('header').getByText(ENGLISH_ONLY_BLOG.category, { exact: true }))).toBe('en');
  expect(await langOf(post.getByRole('heading', { level: 2 }).first())).toBe('en');
  const coverAltText = blogText(ENGLISH_ONLY_BLOG, 'en').coverAlt;
  if (coverAltText) expect(await langOf(coverIn(post, coverAltText))).toBe('en');
  expect(await langOf(post.getByRole('link', { name: TEXT.sv.blog.backToBlog }).first())).toBe('sv');
  await expect(article(page).getByRole('heading', { level: 2 })).toHaveText(facts.headings);
  await expect(article(page).getByRole('link', { name: TEXT.sv.blog.backToBlog })).toHaveCount(2);
});

test('the header toggle switches an open post between its English and Swedish variants', async ({ page }) => {
  await page.goto(`/blog/${RICH_BLOG.slug}`);
  await expectPostHeader(page, RICH_BLOG, 'en');
  await page.getByTestId('language-toggle').first().click();
  await expectPostHeader(page, RICH_BLOG, 'sv');
  await expect(article(page).getByRole('heading', { level: 2 })).toHaveText(
    markdownFacts(blogText(RICH_BLOG, 'sv').content).headings,
  );
  await expect(page).toHaveTitle(new RegExp(`^${blogText(RICH_BLOG, 'sv').title} \\|`));
});

test('raw HTML in a post is not rendered and unsafe links are inert', async ({ page }) => {
  const injected = [
    '<b id="raw-html">raw bold</b>',
    '<img id="raw-img" src="/x.png" onerror="window.__rawHtmlRan = true">',
    '<script>window.__rawHtmlRan = true</script>',
    '<iframe id="raw-frame" src="/"></iframe>',
    '[an unsafe link](javascript:window.__rawHtmlRan=true)',
  ].join('\n\n');
  await rewritePostReads(page, (post) => ({ ...post, content: `${String(post.content)}\n\n${injected}\n` }));
  await openInApp(page, `/blog/${RICH_BLOG.slug}`);
  await expect(h1(page)).toHaveText(RICH_BLOG.title);
  const post = article(page);
  await expect(post.getByText('an unsafe link')).toBeVisible();
  await expect(post.locator('#raw-html, #raw-img, #raw-frame, script')).toHaveCount(0);
  await expect(post.locator('b, iframe')).toHaveCount(0);
  await expect(post.getByRole('link', { name: 'an unsafe link' })).toHaveCount(0);
  await expect(post.locator('[href^="javascript:" i]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __rawHtmlRan?: boolean }).__rawHtmlRan)).toBeUndefined();
});

test.describe('far east of UTC (Kiritimati, UTC+14)', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('a post and its card show the calendar date as published, not the day after or before', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('main').getByRole('article').locator('time')).toHaveText(
      PUBLISHED_BLOGS.map((blog) => shortDate(blog.published_date, 'en')),
    );
    await page.goto(`/blog/${RICH_BLOG.slug}`);
    await expect(article(page).locator('header time')).toHaveText(longDate(RICH_BLOG.published_date, 'en'));
  });
});
