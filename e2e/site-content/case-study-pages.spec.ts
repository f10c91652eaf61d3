import type { Page } from '@playwright/test';
import { closeAdminStore, createNumbered, deleteStored, englishOnlyCaseStudy } from '../support/admin';
import { PUBLISHED_CASE_STUDIES } from '../support/content';
import { openUntil } from '../support/page';
import { expect, inLang, LANGS, type Lang, test } from '../support/test';
import { TEXT } from '../support/text';

/**
 * The case studies in pages, with JavaScript off: ten stories a page, newest first, with the blog
 * list's plain previous and next links, each page at its own address and only its stories in the
 * page's server data. Runs in the project `case-study-pages`, after every other spec
 * (playwright.config.ts), because the stories it adds would change what the other specs expect.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'serial' });

const COUNT = 20;
const PAGE_SIZE = 10;
const TITLE: Record<Lang, string> = { en: 'Paging story', sv: 'Sidberättelse' };

const ids: string[] = [];
const total = PUBLISHED_CASE_STUDIES.length + COUNT;
const pageCount = Math.ceil(total / PAGE_SIZE);

const storyTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
const pages = (page: Page, lang: Lang) => page.getByRole('navigation', { name: TEXT[lang].caseStudies.pages });
/** Titles n..m of the added stories, newest (1) first, in `lang`. */
const added = (lang: Lang, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${TITLE[lang]} ${String(from + i).padStart(2, '0')}`);
/** The page's server data (the request's cache as JSON). */
const serverData = (page: Page) => page.locator('#server-data').textContent();
/** The address of the case studies in `lang` (a whole URL or a path), with `query` (a pattern). */
const path = (lang: Lang, query = '') =>
  new RegExp(`^(?:https?://[^/]+)?${lang === 'sv' ? '/sv' : ''}/case-studies${query}$`);

test.beforeAll(async () => {
  ids.push(
    ...(await createNumbered('case_studies', COUNT, (number, n) =>
      englishOnlyCaseStudy(`Paging story ${number}`, {
        title_sv: `Sidberättelse ${number}`,
        is_published: true,
        // Older than every demo story, newest first: 01 is the newest of them.
        created_at: new Date(Date.UTC(2001, 0, 31 - n)),
      }),
    )),
  );
});

test.afterAll(async () => {
  await deleteStored('case_studies', ids.splice(0));
  await closeAdminStore();
});

for (const lang of LANGS) {
  test.describe(`case study pages (${lang}, JavaScript off)`, () => {
    test('pages through every story, newest first, with plain previous and next links, each page at its own address', async ({
      page,
    }) => {
      // The case-study trigger indexes the added stories (domain/src/caseStudyIndex.ts): wait
      // until the list has all of them.
      await openUntil(page, inLang('/case-studies', lang), () =>
        expect(pages(page, lang)).toContainText(TEXT[lang].pages.position(1, pageCount), { timeout: 1000 }),
      );
      await expect(storyTitles(page)).toHaveCount(PAGE_SIZE);
      await expect(storyTitles(page).nth(PUBLISHED_CASE_STUDIES.length)).toHaveText(added(lang, 1, 1));
      await expect(pages(page, lang).getByRole('link', { name: TEXT[lang].pages.previous })).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', path(lang));
      await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', path(lang, '\\?page=2'));
      // Only the page's stories reach the browser: its last is in its data, the next page's first is not.
      const onFirst = PAGE_SIZE - PUBLISHED_CASE_STUDIES.length;
      const data = await serverData(page);
      expect(data).toContain(added('en', onFirst, onFirst)[0]);
      expect(data).not.toContain(added('en', onFirst + 1, onFirst + 1)[0]);
      // And of each story only what the list shows: none of the console's fields (domain/src/publicContent.ts).
      for (const field of ['ready_for_review', 'is_published', 'publish_at', 'unpublish_at', 'created_at', '"slug"']) {
        expect(data, field).not.toContain(field);
      }
      // The closing call to action is on every page.
      await expect(page.getByRole('button', { name: TEXT[lang].caseStudies.schedule })).toBeVisible();

      await pages(page, lang).getByRole('link', { name: TEXT[lang].pages.next }).click();
      await expect(page).toHaveURL(path(lang, '\\?page=2'));
      await expect(pages(page, lang)).toContainText(TEXT[lang].pages.position(2, pageCount));
      const from = PAGE_SIZE - PUBLISHED_CASE_STUDIES.length + 1;
      await expect(storyTitles(page)).toHaveText(added(lang, from, from + PAGE_SIZE - 1));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', path(lang, '\\?page=2'));
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', path(lang));
      await expect(page).toHaveTitle(new RegExp(TEXT[lang].pages.position(2, pageCount)));
      // The language link keeps the page.
      const other: Lang = lang === 'en' ? 'sv' : 'en';
      await expect(page.getByTestId('language-toggle').first()).toHaveAttribute('href', path(other, '\\?page=2'));
      await expect(page.getByRole('button', { name: TEXT[lang].caseStudies.schedule })).toBeVisible();

      await page.goto(inLang(`/case-studies?page=${pageCount}`, lang));
      await expect(storyTitles(page)).toHaveText(
        added(lang, (pageCount - 1) * PAGE_SIZE - PUBLISHED_CASE_STUDIES.length + 1, COUNT),
      );
      await expect(pages(page, lang).getByRole('link', { name: TEXT[lang].pages.next })).toHaveCount(0);
      await pages(page, lang).getByRole('link', { name: TEXT[lang].pages.previous }).click();
      await expect(pages(page, lang)).toContainText(TEXT[lang].pages.position(pageCount - 1, pageCount));
    });

    test('moves a junk page number to the first page, and answers a page beyond the last with 404 and a way back', async ({
      page,
    }) => {
      for (const junk of ['0', '-1', 'x']) {
        await page.goto(inLang(`/case-studies?page=${junk}`, lang));
        await expect(page).toHaveURL(path(lang));
      }
      const beyond = await page.goto(inLang(`/case-studies?page=${pageCount + 1}`, lang));
      expect(beyond?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(storyTitles(page)).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: TEXT[lang].pages.first }).click();
      await expect(page).toHaveURL(path(lang));
      await expect(storyTitles(page)).toHaveCount(PAGE_SIZE);
    });
  });
}
