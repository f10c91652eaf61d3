import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { bookingDialog } from '../support/booking';
import { main, open, section } from '../support/page';
import { expect, LANGS, test } from '../support/test';

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
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, 'home with the Services drop-down open (sv, dark)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('banner').getByRole('button', { name: 'Öppna menyn' }).click();
  await expect(page.locator('#mobile-drawer .MuiDrawer-paper')).toBeVisible();
  await expectNoSeriousViolations(page, 'home with the drawer open (sv, dark, 360 px)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expectNoSeriousViolations(page, 'home with the drawer open (sv, light, 360 px)');
});

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
    /^Colour theme/,
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
      // A drop-down opens from the keyboard, focuses its first entry and gives focus back on Escape.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(current).toHaveAccessibleName('Services');
    }
  }
  // The next stop is the page itself.
  await page.keyboard.press('Tab');
  expect((await focused(page))?.inHeader).toBe(false);
});

test('keyboard at 360 px: the header controls in order; the drawer opens, and Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/');
  for (const name of [SKIP.en, 'Northwind AI home', /^Colour theme/, 'Open menu']) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(name);
    expect((await focused(page))?.outline, `${name} shows a focus outline`).toBe(true);
  }
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.locator('#mobile-drawer .MuiDrawer-paper');
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});
