import type { Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectTextInItsBoxes } from '../support/a11y';
import { blogBody, createStored, deleteStored, uniqueTag } from '../support/admin';
import {
  blogCategoryButtons,
  blogListCategory,
  blogsInCategory,
  blogsMatching,
  blogText,
  coverIn,
  DRAFT_BLOG,
  PUBLISHED_BLOGS,
  type SeedBlog,
  seededCards,
  shortDate,
} from '../support/content';
import { jsonLdOfType, readHeadMeta } from '../support/meta';
import { BLOG_LIST_API, holdRequests, recordRequests } from '../support/network';
import { openInApp, startApps } from '../support/page';
import { expect, inLang, LANGS, type Lang, test } from '../support/test';
import { TEXT } from '../support/text';

test.describe.configure({ mode: 'parallel' });

const cards = seededCards;
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });
const searchBox = (page: Page, lang: Lang) => page.getByRole('searchbox', { name: TEXT[lang].blog.searchLabel });
const categoryGroup = (page: Page, lang: Lang) => page.getByRole('group', { name: TEXT[lang].blog.categoriesLabel });
/** The filter's buttons but the categories of posts an admin spec publishes meanwhile ("E2E …", as seededCards). */
const seededCategoryButtons = (page: Page, lang: Lang) =>
  categoryGroup(page, lang)
    .getByRole('button')
    .filter({ hasNotText: /\bE2E\b/i });
const titlesOf = (blogs: readonly SeedBlog[], lang: Lang) => blogs.map((blog) => blogText(blog, lang).title);

/** What each page of this spec logged and what the site answered its list requests, for a failure's message. */
const pageLogs = new WeakMap<Page, string[]>();

test.beforeEach(({ page }) => {
  const log: string[] = [];
  pageLogs.set(page, log);
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      log.push(`${at()} console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => log.push(`${at()} page error: ${error.message}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) log.push(`${at()} navigated to ${frame.url()}`);
  });
  page.on('response', async (response) => {
    if (!BLOG_LIST_API.test(response.url())) return;
    const body = await response.text().catch((error: unknown) => `(no body: ${String(error)})`);
    const titles = (() => {
      try {
        return (JSON.parse(body) as { posts?: { title?: string }[] }).posts?.map((post) => post.title);
      } catch {
        return body.slice(0, 300);
      }
    })();
    log.push(`${at()} ${response.status()} ${response.url()} → ${JSON.stringify(titles)}`);
  });
});

/**
 * Everything the page shows and logged, for a list that is not as expected: a list that another
 * spec's content or a failed request changed reads differently from one the page got wrong.
 */
async function listState(page: Page): Promise<string> {
  const headings = await page.locator('main article h3').allTextContents();
  const main = page.locator('main');
  const mains = await main.count();
  return [
    `address: ${page.url()}, apps: ${await page.locator('html').getAttribute('data-app')}`,
    `main: ${mains} element(s)${mains ? `, aria-hidden ${await main.first().getAttribute('aria-hidden')}` : ''}`,
    `every card's title (other specs' too): ${JSON.stringify(headings)}`,
    `the main's text: ${JSON.stringify(mains ? ((await main.first().textContent()) ?? '').slice(0, 600) : '')}`,
    ...(pageLogs.get(page) ?? []),
  ].join('\n');
}

/** The posts the list shows, in order, once loaded: exactly these titles, or the empty state. */
async function expectListed(page: Page, lang: Lang, blogs: readonly SeedBlog[]) {
  try {
    if (blogs.length === 0) {
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByRole('main').getByText(TEXT[lang].blog.empty, { exact: true })).toBeVisible();
    } else {
      await expect(cardTitles(page)).toHaveText(titlesOf(blogs, lang));
      await expect(page.getByText(TEXT[lang].blog.empty)).toHaveCount(0);
    }
  } catch (error) {
    if (error instanceof Error) error.message += `\n\nWhat the page showed and logged:\n${await listState(page)}`;
    throw error;
  }
}

function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

for (const lang of LANGS) {
  test.describe(`blog list (${lang})`, () => {
    test('lists only published posts, newest first, each card with category, title, excerpt, author, date and link', async ({
      page,
    }) => {
      await page.goto(inLang('/blog', lang));
      await expectListed(page, lang, PUBLISHED_BLOGS);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('main').getByText(DRAFT_BLOG.title)).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: DRAFT_BLOG.title })).toHaveCount(0);

      for (const [index, blog] of PUBLISHED_BLOGS.entries()) {
        const text = blogText(blog, lang);
        const card = cards(page).nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(text.title);
        await expect(card.getByText(text.category, { exact: true })).toBeVisible();
        await expect(card.getByText(text.excerpt, { exact: true })).toBeVisible();
        await expect(card).toContainText(blog.author);
        // 'Jan 14, 2025' in English, '14 jan. 2025' in Swedish.
        await expect(card.locator('time')).toHaveText(shortDate(blog.published_date, lang));
        await expect(card.locator('time')).toHaveAttribute('datetime', blog.published_date);
        await expect(card.getByRole('link', { name: text.title })).toHaveAttribute(
          'href',
          inLang(`/blog/${blog.slug}`, lang),
        );
        // The cover's alt text, or decorative (alt="") when none was written: the title follows it.
        if (blog.cover) await expect(coverIn(card, text.coverAlt)).toBeVisible();
        else await expect(card.locator('img')).toHaveCount(0);
      }

      // The card is one link to the post.
      const newest = PUBLISHED_BLOGS[0] as SeedBlog;
      await cards(page).first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogText(newest, lang).title);
    });

    test('search is a case-insensitive match on the title or the excerpt, kept in ?q=', async ({ page }) => {
      const terms = lang === 'sv' ? ['PILOTEN', 'FÄRDPLAN', 'Pilot', 'göteborg'] : ['PILOT', 'sMeS', 'CITATIONS'];
      // The terms cover a match by title alone and a match by excerpt alone.
      const matchedBy = (field: 'title' | 'excerpt') =>
        terms.some((term) =>
          PUBLISHED_BLOGS.some((blog) => {
            const text = blogText(blog, lang);
            const other = field === 'title' ? text.excerpt : text.title;
            return (
              text[field].toLocaleLowerCase().includes(term.toLocaleLowerCase()) &&
              !other.toLocaleLowerCase().includes(term.toLocaleLowerCase())
            );
          }),
        );
      expect(matchedBy('title') && matchedBy('excerpt'), 'search terms exercise both fields').toBe(true);

      await page.goto(inLang('/blog', lang));
      await expectListed(page, lang, PUBLISHED_BLOGS);
      const search = searchBox(page, lang);
      await expect(search).toHaveAttribute('placeholder', TEXT[lang].blog.searchPlaceholder);

      for (const term of terms) {
        const expected = blogsMatching(term, lang);
        expect(expected.length, `"${term}" finds something`).toBeGreaterThan(0);
        expect(expected.length, `"${term}" does not find everything`).toBeLessThan(PUBLISHED_BLOGS.length);
        await search.fill(term);
        await expectListed(page, lang, expected);
        await expect.poll(() => searchParam(page, 'q')).toBe(term);
        expect(new URL(page.url()).pathname).toBe(inLang('/blog', lang));
      }

      await search.fill('no-such-article-anywhere');
      await expectListed(page, lang, []);

      await search.fill('');
      await expectListed(page, lang, PUBLISHED_BLOGS);
      await expect.poll(() => searchParam(page, 'q')).toBeNull();
    });

    test('category buttons: All first, then each category; they combine with the search', async ({ page }) => {
      await page.goto(inLang('/blog', lang));
      await expectListed(page, lang, PUBLISHED_BLOGS);
      const group = categoryGroup(page, lang);
      const buttons = seededCategoryButtons(page, lang);
      const names = blogCategoryButtons(lang);
      await expect(buttons).toHaveText(names);
      await expect(group.getByRole('button', { name: names[0], exact: true })).toHaveAttribute('aria-pressed', 'true');

      for (const category of names.slice(1)) {
        const button = group.getByRole('button', { name: category, exact: true });
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await expect(group.getByRole('button', { name: names[0], exact: true })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
        await expectListed(page, lang, blogsInCategory(category, lang));
      }

      // A term found in one category only: that category keeps its posts, another shows none.
      const term = lang === 'sv' ? 'GÖTEBORG' : 'Planning';
      const matches = blogsMatching(term, lang);
      const [matchCategory, ...otherMatchCategories] = new Set(matches.map((blog) => blogListCategory(blog, lang)));
      expect(matchCategory, `"${term}" is found`).toBeDefined();
      expect(otherMatchCategories, `"${term}" is found in one category only`).toEqual([]);
      const otherCategory = names.slice(1).find((name) => name !== matchCategory) as string;

      await searchBox(page, lang).fill(term);
      await group.getByRole('button', { name: matchCategory as string, exact: true }).click();
      await expectListed(page, lang, matches);
      await group.getByRole('button', { name: otherCategory, exact: true }).click();
      await expectListed(page, lang, []);
      await expect(page.getByRole('main')).toContainText(TEXT[lang].blog.empty);
      await group.getByRole('button', { name: names[0], exact: true }).click();
      await expectListed(page, lang, matches);
    });

    test("?q= pre-fills the search: the WebSite SearchAction's target lands on the results", async ({ page }) => {
      await page.goto(inLang('/blog', lang));
      await expectListed(page, lang, PUBLISHED_BLOGS);
      const [website] = jsonLdOfType(await readHeadMeta(page), 'WebSite');
      const template: string = website?.potentialAction?.target?.urlTemplate;
      expect(template).toContain('{search_term_string}');

      const term = lang === 'sv' ? 'Färdplan' : 'Roadmap';
      // The target is the blog of the page's own language (each language's WebSite searches its own).
      expect(template).toBe(`${inLang(new URL('/blog', template).href, lang)}?q={search_term_string}`);
      await page.goto(template.replace('{search_term_string}', encodeURIComponent(term)));
      await expect(page).toHaveURL(/\/blog\?/);
      await expect(searchBox(page, lang)).toHaveValue(term);
      await expectListed(page, lang, blogsMatching(term, lang));
      expect(blogsMatching(term, lang).length).toBeLessThan(PUBLISHED_BLOGS.length);
    });

    test('a search typed asks the site for the page it shows, never Firestore for the blog index; a server-rendered list hydrates without asking', async ({
      page,
    }) => {
      const requests = recordRequests(page);
      await page.goto(inLang('/blog', lang));
      await expectListed(page, lang, PUBLISHED_BLOGS);
      await startApps(page);
      await page.waitForLoadState('networkidle');
      expect(requests.list(), 'the served list is hydrated from its own data').toEqual([]);

      const terms = lang === 'sv' ? ['Färdplan', 'GÖTEBORG'] : ['Roadmap', 'sMeS'];
      for (const term of terms) {
        await searchBox(page, lang).fill(term);
        await expectListed(page, lang, blogsMatching(term, lang));
        const asked = requests.list().at(-1);
        if (!asked) throw new Error(`"${term}" asked the site for nothing`);
        expect(asked.method()).toBe('GET');
        expect(Object.fromEntries(new URL(asked.url()).searchParams)).toEqual({ lang, q: term });
        const answer = await asked.response();
        expect(answer?.status()).toBe(200);
        expect(answer?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=21600');
      }
      // A category chosen with the search: asked of the site too.
      const category = blogListCategory(blogsMatching(terms[0] as string, lang)[0] as SeedBlog, lang);
      await searchBox(page, lang).fill(terms[0] as string);
      await categoryGroup(page, lang).getByRole('button', { name: category, exact: true }).click();
      await expectListed(page, lang, blogsMatching(terms[0] as string, lang, category));
      await expect
        .poll(() => requests.list().map((request) => new URL(request.url()).searchParams.get('category')))
        .toContain(category);
      expect(
        requests.firestore().map((request) => request.url()),
        'no Firestore read at all: the list no longer loads the SDK',
      ).toEqual([]);
      // Every address it asked is the page's one address (domain/src/listApi.ts): none was moved (301).
      expect(
        requests
          .list()
          .filter((request) => request.redirectedFrom() !== null)
          .map((request) => request.url()),
        'the site asks only canonical addresses',
      ).toEqual([]);
    });

    test('a spinner shows while the posts load', async ({ page }) => {
      // The browser asks the site for the page (/api/blog), which reads the blog index.
      const release = await holdRequests(page, BLOG_LIST_API);
      await openInApp(page, '/blog', lang);
      const spinner = page.getByRole('progressbar', { name: TEXT[lang].blog.loading });
      await expect(spinner).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(TEXT[lang].blog.empty)).toHaveCount(0);
      release();
      await expect(spinner).toHaveCount(0);
      await expectListed(page, lang, PUBLISHED_BLOGS);
    });
  });
}

test('the header language toggle switches the list, its categories and dates to Swedish and back', async ({ page }) => {
  await page.goto('/blog');
  await expectListed(page, 'en', PUBLISHED_BLOGS);
  await page.getByTestId('language-toggle').first().click();
  await expectListed(page, 'sv', PUBLISHED_BLOGS);
  await expect(seededCategoryButtons(page, 'sv')).toHaveText(blogCategoryButtons('sv'));
  const newest = PUBLISHED_BLOGS[0] as SeedBlog;
  await expect(cards(page).first().locator('time')).toHaveText(shortDate(newest.published_date, 'sv'));
  await page.getByTestId('language-toggle').first().click();
  await expectListed(page, 'en', PUBLISHED_BLOGS);
  await expect(seededCategoryButtons(page, 'en')).toHaveText(blogCategoryButtons('en'));
});

for (const lang of LANGS) {
  const other: Lang = lang === 'en' ? 'sv' : 'en';

  test(`the language link keeps a category's posts (${lang} to ${other}): under their name there, or every name they have there`, async ({
    page,
  }) => {
    for (const name of blogCategoryButtons(lang).slice(1)) {
      const seen = blogsInCategory(name, lang);
      await page.goto(inLang(`/blog?category=${encodeURIComponent(name)}`, lang));
      await expectListed(page, lang, seen);
      // Their names there: one is the category's address there (a redirect), several keep this one.
      const there = [...new Set(seen.map((blog) => blogListCategory(blog, other)))];
      const target = there.length === 1 ? (there[0] as string) : name;
      await page.getByTestId('language-toggle').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(inLang('/blog', other));
      await expect.poll(() => searchParam(page, 'category'), `${name} in ${other}`).toBe(target);
      const shown = blogsInCategory(target, other);
      for (const blog of seen) expect(shown, `${blogText(blog, lang).title} stays listed`).toContain(blog);
      await expectListed(page, other, shown);
      // Each of their names there is pressed, "All" is not.
      const pressed = [...new Set(shown.map((blog) => blogListCategory(blog, other)))];
      await expect(categoryGroup(page, other).locator('button[aria-pressed="true"]')).toHaveText(
        blogCategoryButtons(other).filter((button) => pressed.includes(button)),
      );
      // The link stored the choice: forget it, so the next address in this language stays in it.
      await page.evaluate(() => localStorage.clear());
    }
  });

  test(`a category named in the other language answers a 302 to its name here (${lang})`, async ({ page }) => {
    // The category of a post without a Swedish name: one name in each language, the Swedish one the
    // category's other posts give it.
    const blog = PUBLISHED_BLOGS.find((post) => !post.category_sv) as SeedBlog;
    const name = blogListCategory(blog, other);
    const here = blogListCategory(blog, lang);
    expect(name, 'the category has a Swedish name').not.toBe(here);
    const response = await page.request.get(inLang(`/blog?category=${encodeURIComponent(name)}&page=1`, lang), {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(inLang(`/blog?${new URLSearchParams({ category: here })}`, lang));
    expect(response.headers()['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
  });

  test(`a category chosen before the apps run leaves the empty search out of the address (${lang})`, async ({
    page,
  }) => {
    const name = blogCategoryButtons(lang)[1] as string;
    await page.goto(inLang('/blog', lang));
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');
    await categoryGroup(page, lang).getByRole('button', { name, exact: true }).click();
    await expect.poll(() => searchParam(page, 'category')).toBe(name);
    expect(new URL(page.url()).search).toBe(`?${new URLSearchParams({ category: name })}`);
    await expectListed(page, lang, blogsInCategory(name, lang));
    // With the apps, a category chosen after an address with an empty search drops it too.
    await page.goto(inLang(`/blog?q=&category=${encodeURIComponent(name)}`, lang));
    await startApps(page);
    const next = blogCategoryButtons(lang)[2] as string;
    await categoryGroup(page, lang).getByRole('button', { name: next, exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?${new URLSearchParams({ category: next })}`);
    // And the language link leaves an empty parameter behind.
    await page.goto(inLang(`/blog?q=&category=${encodeURIComponent(name)}`, lang));
    await expect(page.getByTestId('language-toggle').first()).not.toHaveAttribute('href', /q=/);
  });
}

test('in Swedish, a category button showing an English name for want of a Swedish one is marked lang="en", served and once the apps run', async ({
  page,
}) => {
  // Every seeded category has a Swedish name, shared by its posts without one: one button each, none
  // marked. A category no post names in Swedish is one the spec publishes (its name says E2E).
  const names = blogCategoryButtons('sv');
  expect(
    PUBLISHED_BLOGS.some((blog) => !blog.category_sv),
    'the seed has posts without a Swedish category name',
  ).toBe(true);
  const tag = uniqueTag();
  const category = `E2E English ${tag}`;
  const title = `E2E ${tag} untranslated`;
  const id = await createStored('blogs', blogBody(title, { category, is_published: true }));
  try {
    const buttons = seededCategoryButtons(page, 'sv');
    const seededLangs = () => buttons.evaluateAll((all) => all.map((button) => button.getAttribute('lang')));
    const english = categoryGroup(page, 'sv').getByRole('button', { name: category, exact: true });

    // As the server rendered it, before the apps run (the list's index follows the write a moment after).
    await expect(async () => {
      await page.goto(inLang('/blog', 'sv'));
      await expect(english).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(buttons).toHaveText(names);
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');
    expect(await seededLangs()).toEqual(names.map(() => null));
    await expect(english).toHaveAttribute('lang', 'en');
    // Hydrated: the same marks.
    await startApps(page);
    await expect.poll(seededLangs).toEqual(names.map(() => null));
    await expect(english).toHaveAttribute('lang', 'en');
    // Pressed, it stays marked and lists its post.
    await english.click();
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 })).toHaveText([title]);

    // Rendered in the browser from its own read (no server HTML): the same marks.
    await openInApp(page, '/blog', 'sv');
    await expect(buttons).toHaveText(names);
    await expect.poll(seededLangs).toEqual(names.map(() => null));
    await expect(english).toHaveAttribute('lang', 'en');
    // English page: nothing marked.
    await page.goto('/blog');
    await expect(seededCategoryButtons(page, 'en')).toHaveText(blogCategoryButtons('en'));
    await expect(categoryGroup(page, 'en').locator('button[lang]')).toHaveCount(0);
  } finally {
    await deleteStored('blogs', [id]);
  }
});

test.describe('far west of UTC (Honolulu)', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('cards show the calendar date as published, not the day before', async ({ page }) => {
    await page.goto('/blog');
    await expect(cards(page).locator('time')).toHaveText(
      PUBLISHED_BLOGS.map((blog) => shortDate(blog.published_date, 'en')),
    );
  });
});

/** The colour of the pixel at (x, y) of a PNG, decoded by the browser on a page of its own (no CSP). */
async function pixelOf(page: Page, png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(
      async ({ data, x, y }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0);
        const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
        return [r, g, b] as [number, number, number];
      },
      { data: png.toString('base64'), x, y },
    );
  } finally {
    await decoder.close();
  }
}

test('a card reached with Tab shows the focus ring around it, inside the card that clips its overflow', async ({
  page,
}) => {
  await page.goto('/blog');
  const card = cards(page).first();
  const link = card.getByRole('link');
  // Tab from the last category button onto the first card's link, as a keyboard user gets there.
  await categoryGroup(page, 'en').getByRole('button').last().focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true);

  const ring = await link.evaluate((element) => getComputedStyle(element, '::after').outlineColor);
  const [r, g, b] = (ring.match(/\d+/g) ?? []).map(Number);
  const box = await card.boundingBox();
  if (!box) throw new Error('the card has no box');
  const shot = await card.screenshot({ animations: 'disabled' });
  // The middle of each edge, 1 px in: where the ring is drawn.
  const edges: [string, number, number][] = [
    ['top', box.width / 2, 1],
    ['bottom', box.width / 2, box.height - 2],
    ['left', 1, box.height / 2],
    ['right', box.width - 2, box.height / 2],
  ];
  for (const [edge, x, y] of edges) {
    const pixel = await pixelOf(page, shot, Math.round(x), Math.round(y));
    expect(
      pixel.every((value, i) => Math.abs(value - ([r, g, b][i] ?? -100)) <= 24),
      `the ${edge} edge shows the ring's ${ring}, not ${pixel.join(',')}`,
    ).toBe(true);
  }
});

for (const lang of LANGS) {
  test(`a card with a long unbroken word wraps it inside the card on a 360 px phone (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    // A web address or a code name in a title or an excerpt is one word of 100+ characters.
    const tag = uniqueTag();
    const word = `E2E${tag}${'Lång'.repeat(30)}`;
    const id = await createStored(
      'blogs',
      blogBody(`E2E ${word}`, { excerpt: `See ${word}/${'x'.repeat(120)} now`, is_published: true }),
    );
    try {
      // The list's index follows a moment after the write (a trigger), so ask until the card is there.
      await expect(async () => {
        await page.goto(inLang(`/blog?q=${tag}`, lang));
        await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
          [`E2E ${word}`],
          { timeout: 2_000 },
        );
      }).toPass({ timeout: 30_000 });
      await expectNoHorizontalOverflow(page, `/blog?q= in ${lang}, served`);
      await expectTextInItsBoxes(page, `/blog?q= in ${lang}, served`);
      await startApps(page);
      await expectNoHorizontalOverflow(page, `/blog?q= in ${lang}, with the apps running`);
      await expectTextInItsBoxes(page, `/blog?q= in ${lang}, with the apps running`);
    } finally {
      await deleteStored('blogs', [id]);
    }
  });
}
