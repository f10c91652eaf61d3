import type { Page } from '@playwright/test';
import { h1, open, pageReady } from '../support/page';
import { expect, type Lang, test } from '../support/test';

const MODES = {
  en: { light: 'Light', dark: 'Dark', system: 'System' },
  sv: { light: 'Ljust', dark: 'Mörkt', system: 'System' },
} as const;

async function chooseTheme(page: Page, lang: Lang, mode: keyof (typeof MODES)['en']) {
  await page.getByTestId('theme-toggle').click();
  await page.getByRole('menu').getByRole('menuitem', { name: MODES[lang][mode], exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

const html = (page: Page) => page.locator('html');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('Dark is applied and remembered; System follows the operating system; the menu speaks Swedish', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/about');
  await expect(html(page)).toHaveClass(/\blight\b/);
  const lightBackground = await background(page);

  await chooseTheme(page, 'en', 'dark');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).not.toHaveClass(/\blight\b/);
  expect(await background(page)).not.toBe(lightBackground);
  await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Colour theme: Dark');

  // Remembered across a reload.
  await page.reload();
  await pageReady(page);
  await expect(html(page)).toHaveClass(/\bdark\b/);

  // System: follows the emulated colour scheme, live.
  await chooseTheme(page, 'en', 'system');
  await expect(html(page)).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.reload();
  await pageReady(page);
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveClass(/\blight\b/);

  // Light stays light even when the system turns dark.
  await chooseTheme(page, 'en', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await pageReady(page);
  await expect(html(page)).toHaveClass(/\blight\b/);
  expect(await background(page)).toBe(lightBackground);

  // The menu in Swedish.
  await open(page, '/about', 'sv');
  await page.getByTestId('theme-toggle').click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Ljust', 'Mörkt', 'System']);
  await page.keyboard.press('Escape');
  await chooseTheme(page, 'sv', 'dark');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Färgtema: Mörkt');
  await expect(h1(page)).toHaveText('Om Northwind AI');
});
