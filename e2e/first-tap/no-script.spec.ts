/**
 * Every public control with JavaScript disabled: the browser runs them from the server's HTML
 * (native dialogs, popovers, details, radios, links and forms), so the site is usable end to end
 * without any script, in both languages.
 */
import type { Page } from '@playwright/test';
import { bookingDialog } from '../support/booking';
import { NATIVE_TEXT, openServed } from '../support/native';
import { appConfig, expect, LANGS, test } from '../support/test';

test.use({ javaScriptEnabled: false });

const slideShown = (page: Page) => page.locator('[aria-roledescription="slide"]:visible');

for (const lang of LANGS) {
  const text = NATIVE_TEXT[lang];

  test.describe(`without JavaScript (${lang})`, () => {
    test('the mobile drawer opens, takes focus, closes on Escape, outside and on a link', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await openServed(page, '/', lang);
      const opener = page.getByRole('button', { name: text.openMenu });
      const drawer = page.getByRole('dialog', { name: text.nav });

      await opener.click();
      await expect(drawer).toBeVisible();
      await expect(drawer.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(drawer).toBeVisible();
      await page.mouse.click(20, 400); // the backdrop, left of the drawer
      await expect(drawer).toBeHidden();

      await opener.click();
      await drawer.getByRole('button', { name: text.closeMenu }).click();
      await expect(drawer).toBeHidden();

      await opener.click();
      await drawer.getByRole('link', { name: text.blog, exact: true }).click();
      await expect(page).toHaveURL(/\/blog/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    test('the Services menu opens from the header and closes on Escape', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openServed(page, '/', lang);
      const nav = page.getByRole('banner').getByRole('navigation', { name: text.nav });
      await nav.getByRole('button', { name: text.services }).click();
      const menu = page.locator('[popover]:popover-open');
      await expect(menu).toHaveCount(1);
      await expect(menu.getByRole('link')).toHaveCount(5);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    });

    test('the language link opens the same page in the other language', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openServed(page, '/about', lang);
      await page.getByRole('banner').locator('[data-testid="language-toggle"]:visible').click();
      const other = lang === 'en' ? 'sv' : 'en';
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      expect(new URL(page.url()).pathname).toBe(other === 'sv' ? '/sv/about' : '/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NATIVE_TEXT[other].aboutH1);
    });

    test('FAQ questions open one at a time', async ({ page }) => {
      await openServed(page, '/', lang);
      const first = page.locator('details', { has: page.getByText(text.faq, { exact: true }) });
      const second = page.locator('details', { has: page.getByText(text.faq2, { exact: true }) });
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
      await second.locator('summary').click();
      await expect(second).toHaveAttribute('open', '');
      await expect(first).not.toHaveAttribute('open', '');
      await second.locator('summary').click();
      await expect(second).not.toHaveAttribute('open', '');
    });

    test('the testimonial carousel moves by its dots and by previous/next, wrapping around', async ({ page }) => {
      await openServed(page, '/', lang);
      await expect(slideShown(page)).toHaveAttribute('aria-label', text.slide(1));
      await page.getByRole('radio', { name: text.dot(3) }).click();
      await expect(slideShown(page)).toHaveAttribute('aria-label', text.slide(3));
      // Without script the arrows are labels of the neighbouring dots.
      await page
        .locator('label:visible', { has: page.locator('svg') })
        .last()
        .click();
      await expect(slideShown(page)).toHaveAttribute('aria-label', text.slide(4));
      await page
        .locator('label:visible', { has: page.locator('svg') })
        .last()
        .click();
      await expect(slideShown(page)).toHaveAttribute('aria-label', text.slide(1));
      await page
        .locator('label:visible', { has: page.locator('svg') })
        .first()
        .click();
      await expect(slideShown(page)).toHaveAttribute('aria-label', text.slide(4));
      await expect(page.getByRole('button', { name: text.next })).toBeHidden();
    });

    test('the products page opens one portfolio at a time', async ({ page }) => {
      await openServed(page, '/products', lang);
      const portfolios = page.getByRole('main').locator('details');
      await expect(portfolios).toHaveCount(5);
      await portfolios.nth(0).locator('summary').click();
      await expect(portfolios.nth(0).getByRole('listitem').first()).toBeVisible();
      await portfolios.nth(4).locator('summary').click();
      await expect(portfolios.nth(4).getByRole('listitem').first()).toBeVisible();
      await expect(portfolios.nth(0).getByRole('listitem').first()).toBeHidden();
    });

    test('View Calendar opens the booking dialog with a link to the booking page, which no page view loads; Escape closes it', async ({
      page,
    }) => {
      const { links } = await appConfig();
      // A browser loads a frame without a script at once, lazy or not: the booking page's frame
      // names it only once a script opens the dialog, so no page view here asks the calendar for it.
      const calendar: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(new URL(links.booking).origin)) calendar.push(request.url());
      });
      await openServed(page, '/contact', lang);
      const opener = page.getByRole('button', { name: text.viewCalendar });
      await opener.click();
      const dialog = bookingDialog(page, lang);
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('iframe')).toBeHidden();
      await expect(dialog.locator('iframe')).not.toHaveAttribute('src');
      await expect(dialog.getByRole('link', { name: text.openBookingPage })).toHaveAttribute('href', links.booking);
      expect(calendar, 'requests of the booking page without its link followed').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('the blog filters by its form and by address', async ({ page }) => {
      await openServed(page, '/blog', lang);
      const cards = page.getByRole('main').getByRole('article');
      const all = await cards.count();
      expect(all).toBeGreaterThan(1);
      const category = page.getByRole('main').getByRole('group').getByRole('button').nth(1);
      const name = (await category.textContent()) ?? '';
      await category.click();
      await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(name).replace(/%20/g, '\\+')}`));
      await expect(page.getByRole('button', { name, pressed: true })).toBeVisible();
      const filtered = await cards.count();
      expect(filtered).toBeLessThan(all);

      await page.getByRole('searchbox').fill('zzzz-no-such-post');
      await page.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/q=zzzz-no-such-post/);
      await expect(cards).toHaveCount(0);
    });
  });
}
