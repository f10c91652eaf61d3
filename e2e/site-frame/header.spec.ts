import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectTextInItsBoxes, setBrowserTextSize } from '../support/a11y';
import { axExpanded, axNode } from '../support/ax';
import { h1, linkTarget, open, pageReady, pathOf, scrollY } from '../support/page';
import { PRODUCT_PAGES, SERVICE_PAGES } from '../support/routes';
import { appConfig, expect, inLang, LANGS, type Lang, stubExternalPage, test } from '../support/test';
import { TEXT as SITE_TEXT } from '../support/text';

const TEXT = {
  en: {
    nav: 'Main navigation',
    home: 'Home',
    services: 'Services',
    products: 'Products',
    links: ['Home', 'Blog', 'Case Studies', 'About', 'Contact'],
    serviceItems: ['AI Strategy Advisory', 'Process Automation', 'Upskill Workshops', 'AI Integration', 'All services'],
    productItems: ['Sales', 'Marketing', 'Legal', 'Finance', 'Operations', 'All products'],
    code: 'EN',
    name: 'English',
    getStarted: 'Get started',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    aboutH1: 'About Northwind AI',
  },
  sv: {
    nav: 'Huvudmeny',
    home: 'Hem',
    services: 'Tjänster',
    products: 'Produkter',
    links: ['Hem', 'Blogg', 'Kundcase', 'Om oss', 'Kontakt'],
    serviceItems: [
      'AI-strategirådgivning',
      'Processautomatisering',
      'Kompetensutvecklande workshoppar',
      'AI-integration',
      'Alla tjänster',
    ],
    productItems: ['Försäljning', 'Marknadsföring', 'Juridik', 'Ekonomi', 'Verksamhet', 'Alla produkter'],
    code: 'SV',
    name: 'Svenska',
    getStarted: 'Kom igång',
    openMenu: 'Öppna menyn',
    closeMenu: 'Stäng menyn',
    aboutH1: 'Om Northwind AI',
  },
} as const;

// Each menu lists its pages, then the overview page.
const SERVICE_PATHS = [...SERVICE_PAGES, '/services'];
const PRODUCT_PATHS = [...PRODUCT_PAGES, '/products'];

const NO_UNDERLINE = 'rgba(0, 0, 0, 0)';

const desktopNav = (page: Page, lang: Lang) =>
  page.getByRole('banner').getByRole('navigation', { name: TEXT[lang].nav });

/** The popover showing now (the browser's own state: `:popover-open`). */
const openPopover = (page: Page) => page.locator('[popover]:popover-open');

/**
 * Opens a header drop-down: a native popover its button toggles, exposed by the browser as
 * expanded while it shows. Returns the panel's navigation (named after the drop-down) of links.
 */
async function openDropdown(page: Page, lang: Lang, name: string) {
  const button = desktopNav(page, lang).getByRole('button', { name });
  await expect.poll(() => axExpanded(button), `${name} is collapsed before it opens`).toBe(false);
  await button.click();
  const panel = openPopover(page);
  await expect(panel).toBeVisible();
  await expect.poll(() => axExpanded(button), `${name} is exposed as expanded`).toBe(true);
  const menu = panel.getByRole('navigation', { name });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const lang of LANGS) {
    const text = TEXT[lang];

    test(`drop-downs, current page and logo (${lang})`, async ({ page }) => {
      await open(page, '/about', lang);
      const nav = desktopNav(page, lang);
      for (const name of text.links) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

      // The current page's link is marked; the others are not.
      const current = nav.locator('[aria-current="page"]:visible');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(text.links[3]);

      // Services lists its sub-pages; the open page's entry is marked; choosing one navigates and closes the menu.
      let menu = await openDropdown(page, lang, text.services);
      await expect(menu.getByRole('link')).toHaveText([...text.serviceItems]);
      expect(await Promise.all((await menu.getByRole('link').all()).map(linkTarget))).toEqual(
        SERVICE_PATHS.map((path) => inLang(path, lang)),
      );
      await menu.getByRole('link', { name: text.serviceItems[1] }).click();
      await expect(openPopover(page)).toHaveCount(0);
      await pageReady(page);
      expect(pathOf(page)).toBe(inLang('/services/process-automation', lang));
      menu = await openDropdown(page, lang, text.services);
      await expect(menu.locator('[aria-current="page"]')).toHaveText(text.serviceItems[1]);
      await page.keyboard.press('Escape');
      await expect(openPopover(page)).toHaveCount(0);
      // Inside a section, its drop-down button is the highlighted entry (underlined in the primary colour).
      const servicesButton = nav.getByRole('button', { name: text.services });
      const productsButton = nav.getByRole('button', { name: text.products });
      const underline = (button: Locator) => () => button.evaluate((el) => getComputedStyle(el).borderBottomColor);
      await expect.poll(underline(servicesButton)).not.toBe(NO_UNDERLINE);
      await expect.poll(underline(productsButton)).toBe(NO_UNDERLINE);
      // (The closed drop-downs' entries are not shown: only what is on screen counts.)
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(0);

      menu = await openDropdown(page, lang, text.products);
      await expect(menu.getByRole('link')).toHaveText([...text.productItems]);
      expect(await Promise.all((await menu.getByRole('link').all()).map(linkTarget))).toEqual(
        PRODUCT_PATHS.map((path) => inLang(path, lang)),
      );
      await menu.getByRole('link', { name: text.productItems[2] }).click();
      await expect(openPopover(page)).toHaveCount(0);
      await pageReady(page);
      expect(pathOf(page)).toBe(inLang('/products/legal', lang));
      menu = await openDropdown(page, lang, text.products);
      await expect(menu.locator('[aria-current="page"]')).toHaveText(text.productItems[2]);
      await page.keyboard.press('Escape');
      await expect(openPopover(page)).toHaveCount(0);
      await expect(productsButton).toBeFocused();
      await expect.poll(() => axExpanded(productsButton)).toBe(false);
      await expect.poll(underline(productsButton)).not.toBe(NO_UNDERLINE);
      await expect.poll(underline(servicesButton)).toBe(NO_UNDERLINE);

      // The logo leads home, where Home is the current page.
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Northwind AI/ })
        .click();
      await pageReady(page);
      expect(pathOf(page)).toBe(inLang('/', lang));
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveText(text.links[0]);
    });

    test(`language link and Get started (${lang})`, async ({ page }) => {
      const { links } = await appConfig();
      await open(page, '/about', lang);
      const banner = page.getByRole('banner');
      // The header's own link (the drawer, closed, holds another).
      const toggle = banner.getByTestId('language-toggle').filter({ visible: true });
      const other: Lang = lang === 'en' ? 'sv' : 'en';
      // A link to this page in the other language. The visible label is the code; the accessible
      // name starts with it (label in name).
      await expect(toggle).toHaveRole('link');
      await expect(toggle).toHaveAttribute('href', inLang('/about', other));
      await expect(toggle).toHaveAttribute('hreflang', other);
      await expect(toggle.getByText(text.code, { exact: true })).toBeVisible();
      await expect(toggle).toHaveAccessibleName(new RegExp(`^${text.code}\\b`));

      const getStarted = banner.getByRole('link', { name: text.getStarted });
      await expect(getStarted).toHaveAttribute('target', '_blank');
      await expect(getStarted).toHaveAttribute('href', links.intakeForm);

      // Following it shows the whole page in the other language, and the choice is remembered.
      await toggle.click();
      await expect.poll(() => pathOf(page)).toBe(inLang('/about', other));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(toggle.getByText(TEXT[other].code, { exact: true })).toBeVisible();
      await expect(h1(page)).toHaveText(TEXT[other].aboutH1);
      await expect(desktopNav(page, other).getByRole('link', { name: TEXT[other].links[4] })).toBeVisible();
      await page.goto('/about');
      await pageReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(toggle.getByText(TEXT[other].code, { exact: true })).toBeVisible();
    });
  }

  test('route changes scroll to the top', async ({ page }) => {
    // The router renders the next page in a transition: the old page stays until the new one is
    // ready, so each check waits for the new page's heading before reading the scroll position.
    const atTop = () => expect.poll(() => scrollY(page), { timeout: 2_000 }).toBe(0);
    await open(page, '/about');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Process Automation' }).click();
    await expect(h1(page)).toHaveText('Process Automation');
    expect(pathOf(page)).toBe('/services/process-automation');
    await atTop();

    // From the header too, while scrolled down a long page.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    await desktopNav(page, 'en').getByRole('link', { name: 'Contact' }).click();
    await expect(h1(page)).toHaveText('Get in Touch');
    expect(pathOf(page)).toBe('/contact');
    await atTop();
  });
});

for (const lang of LANGS) {
  test(`the language link leaves a lead form's "sent" notice behind (${lang})`, async ({ page }) => {
    const other: Lang = lang === 'en' ? 'sv' : 'en';
    await page.goto(inLang('/contact?sent=contact', lang));
    await expect(page.getByText(SITE_TEXT[lang].contact.success)).toBeVisible();
    const toggle = page.getByRole('banner').getByTestId('language-toggle').filter({ visible: true });
    await expect(toggle).toHaveAttribute('href', inLang('/contact', other));
    await toggle.click();
    await expect.poll(() => pathOf(page)).toBe(inLang('/contact', other));
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('button', { name: SITE_TEXT[other].contact.submit })).toBeVisible();
    await expect(page.getByText(SITE_TEXT[other].contact.success)).toHaveCount(0);
  });
}

test.describe('mobile drawer', () => {
  for (const lang of LANGS) {
    const text = TEXT[lang];

    test(`at 360 px the drawer is 300 px wide, shows the language name and closes on any link (${lang})`, async ({
      page,
    }) => {
      const { links } = await appConfig();
      await stubExternalPage(page.context(), links.intakeForm, 'Intake form');
      await page.setViewportSize({ width: 360, height: 740 });
      await open(page, '/', lang);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('navigation')).toBeHidden();
      const menuButton = banner.getByRole('button', { name: text.openMenu });
      const drawer = page.getByRole('dialog', { name: text.nav });

      const openDrawer = async () => {
        // The button announces that it opens a dialog; the drawer is a modal dialog along the right
        // edge that takes focus (the page behind is inert).
        await expect.poll(async () => (await axNode(menuButton)).properties.hasPopup).toBe('dialog');
        await menuButton.click();
        await expect(drawer).toBeVisible();
        await expect.poll(async () => (await axNode(drawer)).properties.modal).toBe(true);
        await expect(drawer.locator(':focus')).toHaveCount(1);
        await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(360 - 300);
      };
      await openDrawer();
      expect((await drawer.boundingBox())?.width).toBe(300);
      const drawerToggle = drawer.getByTestId('language-toggle');
      await expect(drawerToggle.getByText(text.name, { exact: true })).toBeVisible();
      await expect(drawerToggle).toHaveAccessibleName(new RegExp(`^${text.name}\\b`));
      const nav = drawer.getByRole('navigation', { name: text.nav });
      await expect(nav.getByRole('link', { name: text.links[0], exact: true })).toHaveAttribute('aria-current', 'page');
      for (const name of [...text.links, ...text.serviceItems.slice(0, 4), ...text.productItems.slice(0, 5)]) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }

      // A top-level link.
      await nav.getByRole('link', { name: text.links[3], exact: true }).click();
      await expect(drawer).toBeHidden();
      await pageReady(page);
      expect(pathOf(page)).toBe(inLang('/about', lang));

      // A sub-page link.
      await openDrawer();
      await nav.getByRole('link', { name: text.productItems[0], exact: true }).click();
      await expect(drawer).toBeHidden();
      await pageReady(page);
      expect(pathOf(page)).toBe(inLang('/products/sales', lang));

      // The logo.
      await openDrawer();
      await drawer.getByRole('link', { name: /Northwind AI/ }).click();
      await expect(drawer).toBeHidden();
      await pageReady(page);
      expect(pathOf(page)).toBe(inLang('/', lang));

      // Get started: the intake form in a new tab; the drawer closes behind it.
      await openDrawer();
      const getStarted = drawer.getByRole('link', { name: text.getStarted });
      await expect(getStarted).toHaveAttribute('target', '_blank');
      await expect(getStarted).toHaveAttribute('href', links.intakeForm);
      const popup = page.waitForEvent('popup');
      await getStarted.click();
      await (await popup).waitForURL(links.intakeForm);
      await expect(drawer).toBeHidden();

      // The close button, which gives focus back to the menu button.
      await openDrawer();
      await drawer.getByRole('button', { name: text.closeMenu }).click();
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
    });
  }

  test('between 600 px and the desktop breakpoint the drawer is 400 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await open(page, '/');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    // The header's own Get started button is back at this width.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get started' })).toBeVisible();
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(768 - 400);
    expect((await drawer.boundingBox())?.width).toBe(400);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('the header by width', () => {
  for (const lang of LANGS) {
    test(`the header's row fits: the drawer below 1200 px, the whole navigation from 1200 px, each label on one line (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await open(page, '/', lang);
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation');
      const menuButton = banner.getByRole('button', { name: TEXT[lang].openMenu });
      for (const width of [900, 1199, 1200, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const desktop = width >= 1200;
        await expect(nav, `${width} px`).toBeVisible({ visible: desktop });
        await expect(menuButton, `${width} px`).toBeVisible({ visible: !desktop });
        // Every label of the row on one line, and nothing past the viewport's edge.
        const wrapped = await banner.evaluate((header) =>
          [...header.querySelectorAll('a, button')].flatMap((el) => {
            const box = el.getBoundingClientRect();
            if (box.width === 0) return [];
            const style = getComputedStyle(el);
            const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.75;
            const inner = box.height - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
            return inner > line * 1.5 || box.right > window.innerWidth ? [el.textContent?.trim() || el.ariaLabel] : [];
          }),
        );
        expect(wrapped, `${width} px: labels on two lines or past the edge`).toEqual([]);
      }
    });
  }
});

test.describe('the header with the browser set to a larger text size', () => {
  for (const lang of LANGS) {
    test(`at "Very large" (24 px) the header's row fits a 320 px phone: the menu button inside the screen (${lang})`, async ({
      page,
    }) => {
      await setBrowserTextSize(page, 24);
      await page.setViewportSize({ width: 320, height: 740 });
      await open(page, '/', lang);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
      const menuButton = page.getByRole('banner').getByRole('button', { name: TEXT[lang].openMenu });
      const box = await menuButton.boundingBox();
      expect(box && box.x + box.width, 'the menu button ends inside the 320 px').toBeLessThanOrEqual(320);
      await expectNoHorizontalOverflow(page, `/ (${lang}) at 320 px with 24 px text`);
      await menuButton.click();
      await expect(page.getByRole('dialog', { name: TEXT[lang].nav })).toBeVisible();
    });

    test(`the layout's breakpoints follow the text size: at 24 px a 1,280 px screen gets the menu button, not a row of wrapped labels; 1,920 px the row on one line; at 32 px nothing scrolls sideways from 768 px (${lang})`, async ({
      page,
    }) => {
      await setBrowserTextSize(page, 24);
      const menuButton = page.getByRole('banner').getByRole('button', { name: TEXT[lang].openMenu });
      const headerHeight = async () => (await page.getByRole('banner').boundingBox())?.height ?? 0;
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, '/', lang);
      await expect(menuButton).toBeVisible();
      await expect(desktopNav(page, lang)).toBeHidden();
      // One line of text at 24 px: the row of a 64 px toolbar (labels that wrap made it 88 px).
      expect(await headerHeight(), 'the header at 1,280 px').toBeLessThan(72);
      await page.setViewportSize({ width: 1920, height: 800 });
      await expect(desktopNav(page, lang)).toBeVisible();
      await expect(menuButton).toBeHidden();
      expect(await headerHeight(), 'the header at 1,920 px').toBeLessThan(72);
      await setBrowserTextSize(page, 32);
      for (const width of [1280, 1024, 768]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoHorizontalOverflow(page, `/ (${lang}) at ${width} px with 32 px text`);
      }
    });

    test(`at 32 px text (twice the default) a 360 or 320 px phone scrolls no page sideways: the header's logo and buttons, the footer's long words, the questions and the contact form fit (${lang})`, async ({
      page,
    }) => {
      await setBrowserTextSize(page, 32);
      for (const path of ['/', '/contact']) {
        for (const width of [360, 320]) {
          await page.setViewportSize({ width, height: 740 });
          await open(page, path, lang);
          await expectNoHorizontalOverflow(page, `${path} (${lang}) at ${width} px with 32 px text`);
          await expectTextInItsBoxes(page, `${path} (${lang}) at ${width} px with 32 px text`);
          const menuButton = page.getByRole('banner').getByRole('button', { name: TEXT[lang].openMenu });
          const box = await menuButton.boundingBox();
          expect(box && box.x + box.width, `the menu button ends inside the ${width} px`).toBeLessThanOrEqual(width);
        }
      }
    });
  }
});
