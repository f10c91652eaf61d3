/**
 * The first tap answers before any app script is requested: every public control works from the
 * server's HTML (shell/src/boot.ts installs only small delegated handlers). Then the apps take the
 * page over without losing what the visitor typed or opened. Deterministic: no timing, only what
 * was requested and what is on screen.
 */
import type { Page } from '@playwright/test';
import { bookingDialog } from '../support/booking';
import { NATIVE_TEXT, openServed, watchAppScripts } from '../support/native';
import { expect, test } from '../support/test';

const text = NATIVE_TEXT.en;
const appsNotRunning = async (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');

test('every control of the home page answers with no app script requested', async ({ page }) => {
  const scripts = watchAppScripts(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await openServed(page, '/', 'en');

  await page.getByRole('button', { name: text.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: text.nav });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const faq = page.locator('details', { has: page.getByText(text.faq, { exact: true }) });
  await faq.locator('summary').click();
  await expect(faq).toHaveAttribute('open', '');

  const shown = page.locator('[aria-roledescription="slide"]:visible');
  await page.getByRole('button', { name: text.next }).click();
  await expect(shown).toHaveAttribute('aria-label', text.slide(2));
  await page.getByRole('button', { name: text.previous }).click();
  await page.getByRole('button', { name: text.previous }).click();
  await expect(shown).toHaveAttribute('aria-label', text.slide(4));

  await page.getByTestId('theme-toggle').click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('dark');

  expect(scripts.map((request) => request.url())).toEqual([]);
  await appsNotRunning(page);
});

test('the booking dialog, the portfolios and the language link answer with no app script requested', async ({
  page,
}) => {
  const scripts = watchAppScripts(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openServed(page, '/contact', 'en');
  await page.getByRole('button', { name: text.viewCalendar }).click();
  await expect(bookingDialog(page, 'en')).toBeVisible();
  await page.keyboard.press('Escape');

  await openServed(page, '/products', 'en');
  const portfolios = page.getByRole('main').locator('details');
  await portfolios.nth(1).locator('summary').click();
  await expect(portfolios.nth(1)).toHaveAttribute('open', '');

  await page.getByRole('banner').locator('[data-testid="language-toggle"]:visible').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('sv');

  expect(scripts.map((request) => request.url())).toEqual([]);
  await appsNotRunning(page);
});

test('the apps take over without losing typed text or what was opened', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openServed(page, '/contact', 'en');
  const faq = page.getByRole('main').locator('details').first();
  await faq.locator('summary').click();
  // Focusing a field of the form starts the apps; typing goes on meanwhile.
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.pressSequentially('Anna Lindqvist', { delay: 20 });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await expect(firstName).toHaveValue('Anna Lindqvist');
  await expect(faq).toHaveAttribute('open', '');
  expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
});

test('the blog search typed before the apps run filters once they do', async ({ page }) => {
  await openServed(page, '/blog', 'en');
  const cards = page.getByRole('main').getByRole('article');
  const before = await cards.count();
  await page.getByRole('searchbox').pressSequentially('zzzz-no-such-post');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await expect(page.getByRole('searchbox')).toHaveValue('zzzz-no-such-post');
  await expect(cards).toHaveCount(0);
  expect(before).toBeGreaterThan(0);
});
