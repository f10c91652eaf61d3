import type { Page } from '@playwright/test';
import { h1, open, pageReady } from '../support/page';
import { expect, type Lang, test } from '../support/test';

const MODES = {
  en: { light: 'Light', dark: 'Dark', system: 'System' },
  sv: { light: 'Ljust', dark: 'Mörkt', system: 'System' },
} as const;
type Mode = keyof (typeof MODES)['en'];

const toggle = (page: Page) => page.getByTestId('theme-toggle');
/** The theme choice: a native popover the toggle opens, with one button per mode. */
const choices = (page: Page) => page.locator('[popover]:popover-open');

async function chooseTheme(page: Page, lang: Lang, mode: Mode) {
  await toggle(page).click();
  await choices(page).getByRole('button', { name: MODES[lang][mode], exact: true }).click();
  await expect(choices(page)).toHaveCount(0);
}

/**
 * The chosen mode as a visitor meets it: the toggle shows that mode's icon, and in the choice the
 * mode's button is the one pressed (what a screen reader announces) and the one highlighted.
 */
async function expectChosen(page: Page, lang: Lang, mode: Mode) {
  await expect(html(page)).toHaveAttribute('data-theme-mode', mode);
  for (const other of Object.keys(MODES.en) as Mode[]) {
    const icon = toggle(page).locator(`.mode-${other}`);
    if (other === mode) await expect(icon).toBeVisible();
    else await expect(icon).toBeHidden();
  }
  await toggle(page).click();
  // Soft: the rest of the walk-through still runs when the marking is missing.
  const modes = Object.keys(MODES.en) as Mode[];
  const buttons = modes.map((other) => choices(page).getByRole('button', { name: MODES[lang][other], exact: true }));
  await expect.soft
    .poll(() => Promise.all(buttons.map((button) => button.getAttribute('aria-pressed'))), {
      message: `${mode} is the pressed choice`,
      timeout: 2_000,
    })
    .toEqual(modes.map((other) => String(other === mode)));
  // And what a sighted visitor sees: the chosen entry is highlighted, as the drawer's current page is.
  const backgrounds = await Promise.all(
    buttons.map((button) => button.evaluate((element) => getComputedStyle(element).backgroundColor)),
  );
  const chosenBackground = backgrounds[modes.indexOf(mode)];
  expect
    .soft(
      backgrounds.filter((colour) => colour === chosenBackground),
      `${mode}'s entry alone is highlighted (${backgrounds.join(', ')})`,
    )
    .toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(choices(page)).toHaveCount(0);
}

const html = (page: Page) => page.locator('html');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('Dark is applied and remembered; System follows the operating system; the choice speaks Swedish', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/about');
  await expect(html(page)).toHaveClass(/\blight\b/);
  // The button says what it does and the mode in use.
  await expect(toggle(page)).toHaveAccessibleName('Change colour theme (now: same as the system)');
  const lightBackground = await background(page);

  await chooseTheme(page, 'en', 'dark');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).not.toHaveClass(/\blight\b/);
  expect(await background(page)).not.toBe(lightBackground);
  await expectChosen(page, 'en', 'dark');
  await expect(toggle(page)).toHaveAccessibleName('Change colour theme (now: dark)');

  // Remembered across a reload, and shown as chosen.
  await page.reload();
  await pageReady(page);
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expectChosen(page, 'en', 'dark');

  // System: follows the emulated colour scheme, live.
  await chooseTheme(page, 'en', 'system');
  await expect(html(page)).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.reload();
  await pageReady(page);
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expectChosen(page, 'en', 'system');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveClass(/\blight\b/);

  // Light stays light even when the system turns dark.
  await chooseTheme(page, 'en', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await pageReady(page);
  await expect(html(page)).toHaveClass(/\blight\b/);
  expect(await background(page)).toBe(lightBackground);

  // The choice in Swedish.
  await open(page, '/about', 'sv');
  await expect(toggle(page)).toHaveAccessibleName('Byt färgtema (nu: ljust)');
  await toggle(page).click();
  await expect(choices(page).getByRole('button')).toHaveText(['Ljust', 'Mörkt', 'System']);
  await page.keyboard.press('Escape');
  await chooseTheme(page, 'sv', 'dark');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expectChosen(page, 'sv', 'dark');
  await expect(h1(page)).toHaveText('Om Northwind AI');
});

test("a choice made in one tab shows in the site's other tabs, running the apps or not", async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // One tab with the apps running, one without (server-rendered, the boot script only).
  await open(page, '/about');
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/services');
  await expect(other.locator('html')).toHaveClass(/\blight\b/);

  await chooseTheme(page, 'en', 'dark');
  await expect(other.locator('html')).toHaveClass(/\bdark\b/);
  await expect(other.locator('html')).toHaveAttribute('data-theme-mode', 'dark');

  // And back, from the tab without the apps to the one running them.
  await other.getByTestId('theme-toggle').click();
  await other.locator('[popover]:popover-open').getByRole('button', { name: 'Light', exact: true }).click();
  await expect(html(page)).toHaveClass(/\blight\b/);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await expect(html(page)).toHaveAttribute('data-theme-mode', 'light');
  await expect(other.locator('html')).not.toHaveAttribute('data-app', 'running');
  await other.close();
});
