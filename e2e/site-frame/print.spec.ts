import type { Locator, Page } from '@playwright/test';
import { blogText, PUBLISHED_BLOGS, RICH_BLOG, type SeedBlog } from '../support/content';
import { open } from '../support/page';
import { expect, LANGS, type Lang, test } from '../support/test';
import { TEXT } from '../support/text';

/**
 * A printed page is its content: the header keeps its logo, the footer who we are and how to reach
 * us; navigation, the language and theme controls, every form, the calls to action and the links
 * back to a list are left out; an FAQ's answers and a card's details are unfolded, without the
 * button that unfolds them (shared-ui/src/print.ts, theme.ts).
 */
test.use({ viewport: { width: 1280, height: 900 } });

const CTA_TITLE = { en: 'Ready to Take the First Step?', sv: 'Redo att ta första steget?' } as const;

interface PrintCase {
  path: string;
  /** Shown on screen, left out on paper. */
  screenOnly: (page: Page, lang: Lang) => Locator[] | Promise<Locator[]>;
  /** Shown on screen and on paper. */
  kept: (page: Page, lang: Lang) => Locator[];
}

const newest = PUBLISHED_BLOGS[0] as SeedBlog;

const CASES: PrintCase[] = [
  {
    path: '/',
    screenOnly: (page, lang) => [page.getByRole('heading', { name: CTA_TITLE[lang] })],
    kept: (page) => [page.getByRole('main').getByRole('heading', { level: 1 })],
  },
  {
    path: `/blog/${newest.slug}`,
    // The link back to the list above the post and below it.
    screenOnly: (page, lang) => page.getByRole('link', { name: TEXT[lang].blog.backToBlog }).all(),
    kept: (page, lang) => [
      page.getByRole('heading', { level: 1, name: blogText(newest, lang).title }),
      page.getByRole('article').getByText(TEXT[lang].blog.by(newest.author)),
    ],
  },
  {
    path: '/blog',
    // The search form (every form is checked below) with its category buttons.
    screenOnly: (page, lang) => [
      page.getByRole('searchbox', { name: TEXT[lang].blog.searchLabel }),
      page.getByRole('group', { name: TEXT[lang].blog.categoriesLabel }),
    ],
    kept: (page) => [page.getByRole('main').getByRole('article').first()],
  },
  {
    path: '/case-studies',
    // A card's "Read Full Case Study": on paper its details are unfolded (checked below).
    screenOnly: (page) => page.locator('main details > summary').all(),
    kept: (page, lang) => [page.getByRole('heading', { level: 1, name: TEXT[lang].caseStudies.heading })],
  },
  {
    path: '/contact',
    screenOnly: () => [],
    kept: (page) => [page.getByRole('main').getByRole('link', { name: /@/ })],
  },
];

/** The frame's parts every page has. */
function frame(page: Page) {
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  return {
    screenOnly: [
      header.getByRole('navigation'),
      page.getByTestId('language-toggle').first(),
      // The one below the columns (the Company column has one too).
      footer.getByRole('link', { name: /Blogger Login|Bloggarinloggning/ }).last(),
      ...[0, 1, 2, 3].map((column) => footer.getByRole('heading', { level: 2 }).nth(column)),
    ],
    kept: [header.getByRole('link').first(), footer.getByRole('link', { name: /@/ })],
  };
}

for (const lang of LANGS) {
  for (const { path, screenOnly, kept } of CASES) {
    test(`${lang} ${path} printed: the content, without what only a screen can use`, async ({ page }) => {
      await open(page, path, lang);
      const own = await screenOnly(page, lang);
      const forms = await page.locator('form').all();
      expect(forms.length, 'the page has a form (the footer newsletter at least)').toBeGreaterThan(0);
      const frameParts = frame(page);
      const left = [...frameParts.screenOnly, ...own, ...forms];
      const keep = [...frameParts.kept, ...kept(page, lang)];
      // Each is there on screen (so the check below means something).
      for (const locator of [...left, ...keep]) await expect(locator).toBeVisible();
      const answers = page.locator('main details > :not(summary)');
      const folded = await answers.count();
      for (let i = 0; i < folded; i++) await expect(answers.nth(i)).toBeHidden();

      await page.emulateMedia({ media: 'print' });
      for (const locator of left) await expect(locator).toBeHidden();
      for (const locator of keep) await expect(locator).toBeVisible();
      for (let i = 0; i < folded; i++) await expect(answers.nth(i)).toBeVisible();

      await page.emulateMedia({ media: 'screen' });
      for (const locator of left) await expect(locator).toBeVisible();
    });
  }
}

for (const lang of LANGS) {
  test(`${lang} a post printed on a narrow page: its code wraps instead of being cut, its headings stay with what follows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, `/blog/${RICH_BLOG.slug}`, lang);
    const code = page.getByRole('article').locator('pre').first();
    const overflow = () => code.evaluate((pre) => pre.scrollWidth - pre.clientWidth);
    // On screen the block scrolls sideways (its region has a name for that).
    expect(await overflow(), 'a line of the code block is wider than a phone').toBeGreaterThan(0);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    const heading = page.getByRole('article').locator('h2').first();
    expect(await heading.evaluate((h2) => getComputedStyle(h2).breakAfter)).toBe('avoid');
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(overflow).toBeGreaterThan(0);
  });

  test(`${lang} a post printed on a narrow page: its table fits the page instead of being cut at its edge`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, `/blog/${RICH_BLOG.slug}`, lang);
    const region = page.getByRole('article').locator('table').first().locator('xpath=..');
    const overflow = () => region.evaluate((box) => box.scrollWidth - box.clientWidth);
    // On screen the table scrolls sideways in its region (a phone is narrower than its columns).
    expect(await overflow(), 'the table is wider than a phone').toBeGreaterThan(0);
    // Paper does not scroll: what lies past the region's edge would not be printed.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(overflow).toBeGreaterThan(0);
  });
}
