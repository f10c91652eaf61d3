import type { Page } from '@playwright/test';
import { expectSubmitHeld, expectSubmitReady } from '../support/forms';
import { h1, linkTarget, open, pageReady, pathOf } from '../support/page';
import { appConfig, expect, inLang, LANGS, test } from '../support/test';

const TEXT = {
  en: {
    columns: ['Services', 'Products', 'Company', 'Newsletter'],
    copyright: (brand: string) => `© 2025 ${brand}. All rights reserved.`,
    privacy: 'Privacy notice',
    bloggerLogin: 'Blogger Login',
    companyProfile: 'Company profile',
    email: 'Email us',
    newsletterLabel: 'Email address',
    placeholder: 'Enter your email',
    subscribe: 'Subscribe',
    disclaimer: 'No spam. Unsubscribe anytime.',
    privacyH1: 'Privacy Notice',
  },
  sv: {
    columns: ['Tjänster', 'Produkter', 'Företaget', 'Nyhetsbrev'],
    copyright: (brand: string) => `© 2025 ${brand}. Alla rättigheter förbehållna.`,
    privacy: 'Integritetspolicy',
    bloggerLogin: 'Bloggarinloggning',
    companyProfile: 'Företagsprofil',
    email: 'Mejla oss',
    newsletterLabel: 'E-postadress',
    placeholder: 'Ange din e-post',
    subscribe: 'Prenumerera',
    disclaimer: 'Ingen spam. Avregistrera dig när du vill.',
    privacyH1: 'Integritetspolicy',
  },
} as const;

test.use({ viewport: { width: 1440, height: 900 } });

for (const lang of LANGS) {
  const text = TEXT[lang];

  test(`footer (${lang}): five columns, 2025 copyright, privacy, blogger login, profile, e-mail, newsletter`, async ({
    page,
  }) => {
    const { brand } = await appConfig();
    await open(page, '/about', lang);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();

    // Five columns side by side: the brand column, then Services, Products, Company and Newsletter.
    const columnHeadings = footer.getByRole('heading', { level: 2 });
    await expect(columnHeadings).toHaveText([...text.columns]);
    const grid = footer.locator(':scope > div').first();
    const columns = await grid.evaluate((el) =>
      [...el.children].map((child) => {
        const box = child.getBoundingClientRect();
        return { top: Math.round(box.top), left: Math.round(box.left) };
      }),
    );
    expect(columns, 'five columns').toHaveLength(5);
    expect(new Set(columns.map((c) => c.top)).size, 'all five on one row').toBe(1);
    expect(columns.map((c) => c.left)).toEqual([...columns.map((c) => c.left)].sort((a, b) => a - b));

    const services = footer.getByRole('region', { name: text.columns[0] });
    await expect(services.getByRole('link')).toHaveCount(5);
    const products = footer.getByRole('region', { name: text.columns[1] });
    await expect(products.getByRole('link')).toHaveCount(6);

    await expect(footer).toContainText(text.copyright(brand.name));

    const mail = footer.getByRole('link', { name: new RegExp(`^${text.email}`) });
    await expect(mail).toHaveAttribute('href', `mailto:${brand.email}`);
    const profile = footer.getByRole('link', { name: new RegExp(`^${text.companyProfile}`) });
    await expect(profile).toHaveAttribute('href', brand.companyProfileUrl);
    await expect(profile).toHaveAttribute('target', '_blank');

    // Newsletter: e-mail field, Subscribe disabled until the address is valid, the disclaimer.
    const newsletter = footer.getByRole('region', { name: text.columns[3] });
    const field = newsletter.getByRole('textbox', { name: text.newsletterLabel });
    await expect(field).toHaveAttribute('placeholder', text.placeholder);
    const subscribe = newsletter.getByRole('button', { name: text.subscribe });
    await expectSubmitHeld(subscribe);
    await field.fill('not-an-address');
    await expectSubmitHeld(subscribe);
    await field.fill('visitor@example.com');
    await expectSubmitReady(subscribe);
    await expect(newsletter).toContainText(text.disclaimer);

    // Privacy notice and Blogger Login (both in the company column and the bottom line).
    const privacy = footer.getByRole('link', { name: text.privacy, exact: true });
    await expect(privacy).toHaveCount(2);
    for (const link of await privacy.all()) expect(await linkTarget(link)).toBe(inLang('/privacy-notice', lang));
    const login = footer.getByRole('link', { name: text.bloggerLogin, exact: true });
    await expect(login).toHaveCount(2);
    for (const link of await login.all()) expect(await linkTarget(link)).toBe(inLang('/auth', lang));

    await privacy.last().click();
    await pageReady(page);
    expect(pathOf(page)).toBe(inLang('/privacy-notice', lang));
    await expect(h1(page)).toHaveText(text.privacyH1);
  });
}

for (const lang of LANGS) {
  test(`footer (${lang}): the newsletter field's placeholder fits its box where the five columns are narrowest`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    // From 1200 px the five columns share the content's width (at most 1200 px): the narrowest field.
    await page.setViewportSize({ width: 1200, height: 900 });
    await open(page, '/about', lang);
    const field = page
      .getByRole('contentinfo')
      .getByRole('region', { name: text.columns[3] })
      .getByRole('textbox', { name: text.newsletterLabel });
    await expect(field).toHaveAttribute('placeholder', text.placeholder);
    // An input clips its placeholder without an ellipsis: its text's width against the field's room.
    const { needed, room } = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = style.font;
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      return { needed: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
    });
    expect(needed, `"${text.placeholder}" in a ${room.toFixed(0)} px field`).toBeLessThanOrEqual(room);
  });
}

test('footer: Blogger Login opens the admin login', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blogger Login' }).last().click();
  await expect.poll(() => pathOf(page)).toBe('/auth');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

/**
 * Each `·` of the footer's bottom line with what it separates: whether some text sits left of it
 * and some right of it on its own line (a separator left at a line's end or start separates
 * nothing). A separator that is not shown has no box and is not listed.
 */
async function bottomLineSeparators(page: Page) {
  return page
    .getByRole('contentinfo')
    .locator('p', { hasText: '© 2025' })
    .evaluate((line) => {
      const glyphs: { ch: string; left: number; right: number; top: number }[] = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          if (/\s/.test(text[i] ?? ' ')) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          for (const box of range.getClientRects())
            if (box.width > 0) glyphs.push({ ch: text[i] ?? '', left: box.left, right: box.right, top: box.top });
        }
      }
      const others = glyphs.filter((glyph) => glyph.ch !== '·');
      return glyphs
        .filter((glyph) => glyph.ch === '·')
        .map((dot) => {
          const sameLine = others.filter((other) => Math.abs(other.top - dot.top) < 2);
          return {
            before: sameLine.some((other) => other.right <= dot.left + 0.5),
            after: sameLine.some((other) => other.left >= dot.right - 0.5),
          };
        });
    });
}

for (const lang of LANGS) {
  for (const width of [360, 600, 1440]) {
    test(`footer (${lang}, ${width} px): every separator of the copyright line stands between two items on its line`, async ({
      page,
    }) => {
      const text = TEXT[lang];
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/about', lang);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const separators = await bottomLineSeparators(page);
      // Privacy notice · Blogger Login at least: one separator is always shown.
      expect(separators.length).toBeGreaterThanOrEqual(1);
      expect(separators, `a "·" at the end or start of a line at ${width} px`).toEqual(
        separators.map(() => ({ before: true, after: true })),
      );
      const line = footer.locator('p', { hasText: '© 2025' });
      await expect(line.getByRole('link', { name: text.privacy, exact: true })).toBeVisible();
      await expect(line.getByRole('link', { name: text.bloggerLogin, exact: true })).toBeVisible();
    });
  }
}
