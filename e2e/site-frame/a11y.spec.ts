import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { axExpanded } from '../support/ax';
import { bookingDialog } from '../support/booking';
import { h1, linkTarget, main, open, section, startApps } from '../support/page';
import { expect, LANGS, test, withLang } from '../support/test';

test.describe.configure({ mode: 'parallel' });

// Every route in both languages (and in the dark theme) is swept in every-route.spec.ts; these are
// the states a page load does not show.
test('axe: home in sv, dark theme, with the booking dialog, a drop-down and the drawer open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/', 'sv');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(page, 'home (sv, dark)');

  await section(page, 'Redo att ta första steget?').getByRole('button').click();
  await expect(bookingDialog(page, 'sv')).toBeVisible();
  await expectNoSeriousViolations(page, 'home with the booking dialog open (sv, dark)');
  await page.keyboard.press('Escape');
  await expect(bookingDialog(page, 'sv')).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Tjänster' }).click();
  await expect(openPopover(page).getByRole('navigation', { name: 'Tjänster' })).toBeVisible();
  await expectNoSeriousViolations(page, 'home with the Services drop-down open (sv, dark)');
  await page.keyboard.press('Escape');
  await expect(openPopover(page)).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('banner').getByRole('button', { name: 'Öppna menyn' }).click();
  await expect(page.getByRole('dialog', { name: 'Huvudmeny' })).toBeVisible();
  await expectNoSeriousViolations(page, 'home with the drawer open (sv, dark, 360 px)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expectNoSeriousViolations(page, 'home with the drawer open (sv, light, 360 px)');
});

/** The popover showing now (the browser's own state: `:popover-open`). */
const openPopover = (page: Page) => page.locator('[popover]:popover-open');

/** Whether the focused element shows an outline, and whether it sits in the header. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      inHeader: Boolean(el.closest('header')),
    };
  });
}

const SKIP = { en: 'Skip to main content', sv: 'Hoppa till huvudinnehållet' } as const;

for (const lang of LANGS) {
  test(`keyboard (${lang}): the skip link comes first and moves focus to the content`, async ({ page }) => {
    await open(page, '/services', lang);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: SKIP[lang] });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect((await focused(page))?.outline, 'the skip link shows a focus outline').toBe(true);
    await page.keyboard.press('Enter');
    await expect(main(page)).toBeFocused();
    // The next Tab goes into the page's content, past the header.
    await page.keyboard.press('Tab');
    expect((await focused(page))?.inHeader).toBe(false);
  });
}

test('keyboard: every header link and button is reachable by Tab and shows a focus outline', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/');
  const expected: (string | RegExp)[] = [
    SKIP.en,
    'Northwind AI home',
    'Home',
    'Services',
    'Products',
    'Blog',
    'Case Studies',
    'About',
    'Contact',
    /^EN\b/,
    /^Change colour theme/,
    'Get started',
  ];
  for (const name of expected) {
    await page.keyboard.press('Tab');
    const current = page.locator(':focus');
    await expect(current).toHaveAccessibleName(name);
    const state = await focused(page);
    expect(state?.outline, `${name} shows a focus outline`).toBe(true);
    expect(state?.inHeader || name === SKIP.en, `${name} is in the header`).toBe(true);
    if (name === 'Services') {
      // A drop-down opens from the keyboard (a disclosure of links: the button is exposed as
      // expanded and keeps focus), the next Tab enters it at its first link, and Escape closes it
      // and gives focus back to the button.
      await page.keyboard.press('Enter');
      const menu = openPopover(page).getByRole('navigation', { name: 'Services' });
      await expect(menu).toBeVisible();
      await expect.poll(() => axExpanded(current)).toBe(true);
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').first()).toBeFocused();
      expect((await focused(page))?.outline, 'the first entry shows a focus outline').toBe(true);
      await page.keyboard.press('Escape');
      await expect(openPopover(page)).toHaveCount(0);
      await expect(current).toHaveAccessibleName('Services');
      await expect.poll(() => axExpanded(current)).toBe(false);
    }
  }
  // The next stop is the page itself.
  await page.keyboard.press('Tab');
  expect((await focused(page))?.inHeader).toBe(false);
});

test('keyboard at 360 px: the header controls in order; the drawer opens, and Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/');
  for (const name of [SKIP.en, 'Northwind AI home', /^Change colour theme/, 'Open menu']) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(name);
    expect((await focused(page))?.outline, `${name} shows a focus outline`).toBe(true);
  }
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

const NAV = {
  en: { blog: 'Blog', about: 'About', openMenu: 'Open menu', drawer: 'Main navigation' },
  sv: { blog: 'Blogg', about: 'Om oss', openMenu: 'Öppna menyn', drawer: 'Huvudmeny' },
} as const;

for (const lang of LANGS) {
  test(`keyboard (${lang}): a link followed inside the apps puts the focus at the start of the new page`, async ({
    page,
  }) => {
    const nav = NAV[lang];
    await page.setViewportSize({ width: 1440, height: 900 });
    // Before the apps run, a link loads the page: the browser starts the focus from its top.
    await page.goto(withLang('/contact', lang));
    await page.getByRole('banner').getByRole('link', { name: nav.about, exact: true }).click();
    await expect(page).toHaveURL(withLang('/about', lang));
    await expect(h1(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: SKIP[lang] })).toBeFocused();

    await startApps(page);
    // A header link: the focus leaves the header for the new page's content.
    await page.getByRole('banner').getByRole('link', { name: nav.blog, exact: true }).press('Enter');
    await expect(page).toHaveURL(withLang('/blog', lang));
    await expect(main(page)).toBeFocused();
    await page.keyboard.press('Tab');
    expect((await focused(page))?.inHeader, 'the first Tab after the header link is in the page').toBe(false);
    // A link in the content, which the new page replaces: the focus does not fall back to the document.
    const post = main(page).getByRole('article').first().getByRole('link').first();
    const target = await linkTarget(post);
    await post.press('Enter');
    await expect(page).toHaveURL(target);
    await expect(main(page)).toBeFocused();
    await page.keyboard.press('Tab');
    expect((await focused(page))?.inHeader, 'the first Tab on the new page is in the page').toBe(false);
    // Back: the page before, from the start of its content again.
    await page.goBack();
    await expect(page).toHaveURL(withLang('/blog', lang));
    await expect(main(page)).toBeFocused();

    // A link in the drawer closes it: the focus goes to the page, not back to the menu button.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('banner').getByRole('button', { name: nav.openMenu }).click();
    await page.getByRole('dialog', { name: nav.drawer }).getByRole('link', { name: nav.about, exact: true }).click();
    await expect(page).toHaveURL(withLang('/about', lang));
    await expect(page.getByRole('dialog', { name: nav.drawer })).toBeHidden();
    await expect(main(page)).toBeFocused();
  });
}

for (const lang of LANGS) {
  for (const [route, width] of [
    ['/services', 360],
    ['/blog', 1440],
  ] as const) {
    test(`keyboard (${lang}, ${route}, ${width} px): Shift+Tab back up the page never leaves the focus under the sticky header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await open(page, route, lang);
      // From the footer's last control back up to the header, as a keyboard user goes back.
      await page.getByRole('contentinfo').locator('a[href], button:not([disabled]), input').last().focus();
      const hidden: string[] = [];
      for (let step = 0; step < 120; step += 1) {
        await page.keyboard.press('Shift+Tab');
        const state = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const header = document.querySelector('header');
          if (!el || !header || header.contains(el) || el === document.body) return null;
          const box = el.getBoundingClientRect();
          return {
            name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
            top: box.top,
            headerBottom: header.getBoundingClientRect().bottom,
            skip: el.getAttribute('href') === '#main',
          };
        });
        if (!state || state.skip) break;
        if (state.top < state.headerBottom - 1) hidden.push(`${state.name} at ${Math.round(state.top)}`);
      }
      expect(hidden, 'controls the focus reached behind the header').toEqual([]);
    });
  }
}
