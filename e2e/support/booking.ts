/**
 * The booking dialog as a visitor meets it, from any button that opens it (at most 56rem wide, 80%
 * of the viewport high).
 */
import type { Locator, Page } from '@playwright/test';
import { appConfig, expect, type Lang } from './test';
import { TEXT } from './text';

/** 56rem (Tailwind's 4xl) at the default 16 px root font size. */
const DIALOG_MAX_WIDTH = 896;

export function bookingDialog(page: Page, lang: Lang): Locator {
  return page.getByRole('dialog', { name: TEXT[lang].booking.title });
}

/**
 * Opens the dialog with `opener` and checks the title, the embedded calendar, the size (80% of the
 * viewport's height, at most 56rem wide), then closes it (with its close button, with Escape, or
 * with each in turn) and checks that focus went back to `opener`.
 */
export async function expectOpensBooking(
  page: Page,
  opener: Locator,
  lang: Lang,
  closeWith: readonly ('close button' | 'Escape')[] = ['close button', 'Escape'],
): Promise<void> {
  const { links } = await appConfig();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The page has no fixed viewport');
  const dialog = bookingDialog(page, lang);
  // While the dialog is open the page behind it is hidden from assistive technology (and role queries).
  const openerName = await opener.textContent();

  for (const how of closeWith) {
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    await expect(dialog, `the booking dialog opens from "${openerName}"`).toBeVisible();
    await expect(dialog.getByRole('heading', { name: TEXT[lang].booking.title })).toBeVisible();

    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Schedule a consultation');
    // The specification's fixed English title: marked as English on a Swedish page, unmarked on an English one.
    if (lang === 'sv') await expect(frame).toHaveAttribute('lang', 'en');
    else await expect(frame).not.toHaveAttribute('lang');
    await expect(frame).toHaveAttribute('src', links.booking);
    await expect(frame).toBeVisible();

    const box = await dialog.boundingBox();
    if (!box) throw new Error('The dialog has no box');
    expect(Math.abs(box.height - viewport.height * 0.8), `dialog height ${box.height} vs 80vh`).toBeLessThanOrEqual(1);
    expect(box.width).toBeLessThanOrEqual(DIALOG_MAX_WIDTH + 0.5);
    if (viewport.width >= DIALOG_MAX_WIDTH + 64) expect(Math.round(box.width)).toBe(DIALOG_MAX_WIDTH);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const frameBox = await frame.boundingBox();
    expect(frameBox?.height ?? 0, 'the calendar fills the dialog below its title').toBeGreaterThan(box.height * 0.6);

    if (how === 'close button') await dialog.getByRole('button', { name: TEXT[lang].booking.close }).click();
    else await page.keyboard.press('Escape');
    await expect(dialog, `"${openerName}": closes with the ${how}`).toBeHidden();
    await expect(opener, `"${openerName}": focus returns to the opener after the ${how}`).toBeFocused();
  }
}
