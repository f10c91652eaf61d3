import type { Page } from '@playwright/test';
import { blogBody, closeAdminStore, createNumbered, deleteStored } from '../support/admin';
import { PUBLISHED_BLOGS } from '../support/content';
import { recordRequests } from '../support/network';
import { h1, open, openUntil, startApps } from '../support/page';
import { expect, inLang, LANGS, type Lang, test } from '../support/test';
import { TEXT } from '../support/text';

/**
 * The blog in pages, with JavaScript off: plain links to the next and previous pages, a search
 * and a category over every post (not only the page shown), each at its own address. Runs in
 * the project `blog-pages`, after every other spec (playwright.config.ts), because the thirty
 * posts it adds would change the lists the other specs expect.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'serial' });

const COUNT = 30;
const PAGE_SIZE = 12;
const CATEGORY: Record<Lang, string> = { en: 'Paging', sv: 'Paginering' };
const TITLE: Record<Lang, string> = { en: 'Paging post', sv: 'Sidinlägg' };
const SEARCH: Record<Lang, string> = { en: 'Search articles', sv: 'Sök artiklar' };

const ids: string[] = [];
const total = PUBLISHED_BLOGS.length + COUNT;
const pageCount = Math.ceil(total / PAGE_SIZE);

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
const pages = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: lang === 'en' ? 'Pages of articles' : 'Sidor med artiklar' });
/** Titles n..m of the added posts, newest (1) first, in `lang`. */
const added = (lang: Lang, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${TITLE[lang]} ${String(from + i).padStart(2, '0')}`);

test.beforeAll(async () => {
  ids.push(
    ...(await createNumbered('blogs', COUNT, (number, n) =>
      blogBody(`Paging post ${number}`, {
        title_sv: `Sidinlägg ${number}`,
        excerpt_sv: `Utdrag ur sidinlägg ${number}`,
        content_sv: 'Brödtext.',
        category: CATEGORY.en,
        category_sv: CATEGORY.sv,
        is_published: true,
        // Older than every demo post, newest first: 01 is the newest of them.
        published_date: `2001-01-${String(31 - n).padStart(2, '0')}`,
      }),
    )),
  );
});

test.afterAll(async () => {
  await deleteStored('blogs', ids.splice(0));
  await closeAdminStore();
});

for (const lang of LANGS) {
  test.describe(`blog pages (${lang}, JavaScript off)`, () => {
    test('pages through every post with plain previous and next links, each page at its own address', async ({
      page,
    }) => {
      // The blog trigger indexes the added posts: wait until the list has all of them.
      await openUntil(page, inLang('/blog', lang), () =>
        expect(pages(page, lang)).toContainText(TEXT[lang].pages.position(1, pageCount), { timeout: 1000 }),
      );
      await expect(cardTitles(page)).toHaveCount(PAGE_SIZE);
      await expect(pages(page, lang).getByRole('link', { name: TEXT[lang].pages.previous })).toHaveCount(0);
      await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /\/blog\?page=2$/);

      await pages(page, lang).getByRole('link', { name: TEXT[lang].pages.next }).click();
      await expect(page).toHaveURL(new RegExp(`${lang === 'sv' ? '/sv' : ''}/blog\\?page=2$`));
      await expect(pages(page, lang)).toContainText(TEXT[lang].pages.position(2, pageCount));
      await expect(cardTitles(page)).toHaveCount(PAGE_SIZE);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?page=2$/);
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/blog$/);
      // On paper a page of the list says where it stands, without its links or its search (print.spec.ts).
      const links = [TEXT[lang].pages.previous, TEXT[lang].pages.next].map((name) =>
        pages(page, lang).getByRole('link', { name }),
      );
      const search = page.getByRole('searchbox', { name: SEARCH[lang] });
      for (const locator of [...links, search]) await expect(locator).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      for (const locator of [...links, search]) await expect(locator).toBeHidden();
      await expect(pages(page, lang).getByText(TEXT[lang].pages.position(2, pageCount))).toBeVisible();
      await page.emulateMedia({ media: 'screen' });

      await page.goto(inLang(`/blog?page=${pageCount}`, lang));
      await expect(cardTitles(page)).toHaveText(added(lang, COUNT - (total - (pageCount - 1) * PAGE_SIZE) + 1, COUNT));
      await expect(pages(page, lang).getByRole('link', { name: TEXT[lang].pages.next })).toHaveCount(0);
      await pages(page, lang).getByRole('link', { name: TEXT[lang].pages.previous }).click();
      await expect(pages(page, lang)).toContainText(TEXT[lang].pages.position(pageCount - 1, pageCount));
    });

    test('searches every post, pages the results, and keeps the search in the page links', async ({ page }) => {
      await page.goto(inLang('/blog', lang));
      await page.getByRole('searchbox', { name: SEARCH[lang] }).fill(TITLE[lang].toUpperCase());
      await page.getByRole('searchbox', { name: SEARCH[lang] }).press('Enter');
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(cardTitles(page)).toHaveText(added(lang, 1, PAGE_SIZE));
      await pages(page, lang).getByRole('link', { name: TEXT[lang].pages.next }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(new URL(page.url()).searchParams.get('q')).toBe(TITLE[lang].toUpperCase());
      await expect(cardTitles(page)).toHaveText(added(lang, PAGE_SIZE + 1, 2 * PAGE_SIZE));
      await pages(page, lang).getByRole('link', { name: TEXT[lang].pages.next }).click();
      await expect(cardTitles(page)).toHaveText(added(lang, 2 * PAGE_SIZE + 1, COUNT));
      await expect(pages(page, lang)).toContainText(TEXT[lang].pages.position(3, 3));
    });

    test('filters by a category over every post, in pages', async ({ page }) => {
      await page.goto(inLang('/blog', lang));
      await page.getByRole('button', { name: CATEGORY[lang], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`category=${CATEGORY[lang]}`));
      await expect(cardTitles(page)).toHaveText(added(lang, 1, PAGE_SIZE));
      await pages(page, lang).getByRole('link', { name: TEXT[lang].pages.next }).click();
      await expect(page).toHaveURL(new RegExp(`category=${CATEGORY[lang]}&page=2$`));
      await expect(cardTitles(page)).toHaveText(added(lang, PAGE_SIZE + 1, 2 * PAGE_SIZE));
    });

    test('moves a junk page number to the first page, and answers a page beyond the last with 404', async ({
      page,
    }) => {
      for (const junk of ['0', '-1', 'x']) {
        await page.goto(inLang(`/blog?page=${junk}`, lang));
        await expect(page).toHaveURL(new RegExp(`${lang === 'sv' ? '/sv' : ''}/blog$`));
      }
      const beyond = await page.goto(inLang(`/blog?page=${pageCount + 1}`, lang));
      expect(beyond?.status()).toBe(404);
    });
  });
}

test.describe('blog pages (en, with the apps running)', () => {
  test.use({ javaScriptEnabled: true });

  test('the next page opens at its top, as a loaded page does, not at the links the visitor pressed', async ({
    page,
  }) => {
    await open(page, '/blog');
    const next = pages(page, 'en').getByRole('link', { name: TEXT.en.pages.next });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next.click();
    await expect(pages(page, 'en')).toContainText(TEXT.en.pages.position(2, pageCount));
    await expect(cardTitles(page)).toHaveCount(PAGE_SIZE);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(h1(page)).toBeInViewport();
  });
});

for (const lang of LANGS) {
  test.describe(`blog pages (${lang}, with the apps running)`, () => {
    test.use({ javaScriptEnabled: true });

    test('the next page and a search over every post are asked of the site, the page the server renders, never the whole index', async ({
      page,
    }) => {
      await open(page, '/blog', lang);
      await startApps(page);
      const requests = recordRequests(page);
      await pages(page, lang).getByRole('link', { name: TEXT[lang].pages.next }).click();
      await expect(pages(page, lang)).toContainText(TEXT[lang].pages.position(2, pageCount));
      const second = added(lang, PAGE_SIZE - PUBLISHED_BLOGS.length + 1, 2 * PAGE_SIZE - PUBLISHED_BLOGS.length);
      await expect(cardTitles(page)).toHaveText(second);
      expect(requests.list().map((request) => new URL(request.url()).search)).toEqual([`?lang=${lang}&page=2`]);

      // A search over every post, then its second page: one small answer each.
      await page.getByRole('searchbox', { name: SEARCH[lang] }).fill(TITLE[lang].toUpperCase());
      await expect(cardTitles(page)).toHaveText(added(lang, 1, PAGE_SIZE));
      await pages(page, lang).getByRole('link', { name: TEXT[lang].pages.next }).click();
      await expect(cardTitles(page)).toHaveText(added(lang, PAGE_SIZE + 1, 2 * PAGE_SIZE));
      const asked = requests.list().map((request) => new URL(request.url()).searchParams);
      expect(asked.at(-1)?.get('page')).toBe('2');
      expect(asked.at(-1)?.get('q')).toBe(TITLE[lang].toUpperCase());
      for (const request of requests.list()) {
        const body = await (await request.response())?.json();
        expect(body.posts.length, request.url()).toBeLessThanOrEqual(PAGE_SIZE);
      }
      expect(requests.firestore().map((request) => request.url())).toEqual([]);

      // The same page as the server renders it at that address.
      const shown = await cardTitles(page).allTextContents();
      await page.goto(page.url());
      await expect(cardTitles(page)).toHaveText(shown);
    });
  });
}
