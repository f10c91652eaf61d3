/**
 * The leads inbox's filter buttons (MUI toggle buttons, styled by the shared theme) against WCAG AA
 * in both schemes and languages: each state's text at 4.5:1 on what is behind it (1.4.3), and the
 * button's boundary, the pressed one's fill included, at 3:1 on the page (1.4.11). A disabled
 * button is exempt (1.4.3, inactive components); the inbox has none.
 */
import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { expect, test } from '../support/test';

interface Colours {
  /** Contrast of the text on the button's own background (over what is behind it). */
  text: number;
  /** Contrast of the button's boundary (its border, or its fill where it has one) on the page behind it. */
  boundary: number;
}

/** The colours a button is drawn with right now, as contrast ratios (WCAG 2's relative luminance). */
function colours(button: Locator): Promise<Colours> {
  return button.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, value.startsWith('rgba') ? a : 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const alpha = top[3];
      return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (below[i] ?? 0) * (1 - alpha)).concat(1) as Rgba;
    };
    /** What an element's own background lies on: its ancestors' backgrounds, composited. */
    const behind = (node: Element | null): Rgba => {
      const chain: Rgba[] = [];
      for (let at = node; at; at = at.parentElement) chain.push(parse(getComputedStyle(at).backgroundColor));
      return chain.reverse().reduce((below, top) => over(top, below), [255, 255, 255, 1] as Rgba);
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
    };
    const style = getComputedStyle(element);
    const page = behind(element.parentElement);
    const fill = over(parse(style.backgroundColor), page);
    const text = over(parse(style.color), fill);
    const border = over(parse(style.borderTopColor), page);
    return { text: ratio(text, fill), boundary: Math.max(ratio(border, page), ratio(fill, page)) };
  });
}

async function expectReadable(page: Page, what: string) {
  const buttons = page.getByRole('group').getByRole('button');
  const count = await buttons.count();
  expect(count, what).toBeGreaterThan(6);
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    const name = `${what}: ${await button.textContent()} (${(await button.getAttribute('aria-pressed')) === 'true' ? 'pressed' : 'unpressed'})`;
    const still = await colours(button);
    expect(still.text, name).toBeGreaterThanOrEqual(4.5);
    expect(still.boundary, name).toBeGreaterThanOrEqual(3);
    await button.hover();
    const hovered = await colours(button);
    expect(hovered.text, `${name}, hovered`).toBeGreaterThanOrEqual(4.5);
    expect(hovered.boundary, `${name}, hovered`).toBeGreaterThanOrEqual(3);
    await page.mouse.move(0, 0);
  }
  // The focus ring (the theme's, 3 px of the warning colour) on the first button, from the keyboard.
  const first = buttons.first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  const ring = await first.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(ring, `${what}: focus ring`).toBe('solid');
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the leads inbox's filter buttons keep WCAG AA contrast in every state, in both languages (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAsAdmin(page);
    for (const path of ['/admin/leads', '/sv/admin/leads', '/admin/leads?kind=newsletter']) {
      await page.goto(path);
      await expect(page.getByRole('group').first()).toBeVisible();
      await expectReadable(page, `${path} (${scheme})`);
    }
    // On a phone the buttons are a grid, each with a border of its own.
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/sv/admin/leads?state=failed', '/admin/leads']) {
      await page.goto(path);
      await expect(page.getByRole('group').first()).toBeVisible();
      await expectReadable(page, `${path} at 360 px (${scheme})`);
    }
  });
}
