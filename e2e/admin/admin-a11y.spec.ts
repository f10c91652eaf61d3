/**
 * axe on the admin pages (login, lists, editors, dialogs) in light, and their colours in dark, plus
 * the admin-only components picking up the app theme, and a keyboard-only pass through the blog
 * editor.
 */
import type { Locator, Page } from '@playwright/test';
import { PUBLISHED_BLOGS, PUBLISHED_CASE_STUDIES } from '../../scripts/seed/content.mjs';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousViolations,
  expectTextInItsBoxes,
  setBrowserTextSize,
} from '../support/a11y';
import {
  blogBody,
  createAccount,
  createStored,
  deleteAccount,
  removedAfterEachTest,
  signInAsAdmin,
  signInWith,
  uniqueTag,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { closeLeadStore, deleteLeads, seedLead, uniqueEmail } from '../support/leads';

const main = (page: Page) => page.getByRole('main');

const created = removedAfterEachTest('blogs');

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: login, lists, editors and dialogs (${scheme})`, async ({ page }) => {
    test.slow();
    // Dark: the same pages in their other colours; their elements, names and roles are the light pass's.
    const axe = (what: string) =>
      expectNoSeriousViolations(page, `${what} (${scheme})`, { colourOnly: scheme === 'dark' });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/auth');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    await axe('login');

    await signInAsAdmin(page);
    await expect(main(page).getByRole('listitem').first()).toBeVisible();
    // The shell's filled success toast fails contrast in the dark theme (white on #388e3c,
    // 4.11:1); that is the shell's toast, not an admin page, so the sweep waits for it to close.
    await expect(page.getByText('Welcome back!')).toBeHidden({ timeout: 10_000 });
    await axe('Manage Blogs');

    // A seeded post: other specs add and remove their own while this one runs.
    const seeded = main(page)
      .getByRole('listitem')
      .filter({ hasText: PUBLISHED_BLOGS[0]?.title ?? '' });
    await seeded.getByRole('button', { name: /^Delete / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe('delete confirmation');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await seeded.getByRole('link', { name: /^Edit / }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: 'Content', exact: true })).toBeVisible();
    await axe('Edit Blog');

    await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill('Changed, not saved');
    await main(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await axe('unsaved-changes prompt');
    await page.getByRole('button', { name: 'Leave' }).click();

    await page.goto('/admin/case-studies/new');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Create New Case Study' })).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: 'Results', exact: true })).toBeVisible();
    await axe('Create New Case Study');
  });
}

test('admin-only components use the app theme: primary colour and dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAsAdmin(page);
  await page.goto('/admin/blog/new');
  const save = main(page).getByRole('button', { name: 'Save Blog' });
  const english = main(page).getByRole('button', { name: 'English', exact: true });
  const published = main(page).getByRole('checkbox', { name: 'Published' });
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  const colours = await page.evaluate(
    ([saveEl, toggleEl, checkEl]) => ({
      primary: getComputedStyle(saveEl as Element).backgroundColor,
      onPrimary: getComputedStyle(saveEl as Element).color,
      toggle: getComputedStyle(toggleEl as Element).backgroundColor,
      toggleText: getComputedStyle(toggleEl as Element).color,
      checkbox: getComputedStyle((checkEl as Element).parentElement as Element).color,
      paper: getComputedStyle(document.body).backgroundColor,
    }),
    [await save.elementHandle(), await english.elementHandle(), await published.elementHandle()],
  );
  // The selected toggle (filled, shared-ui's theme) and the ticked checkbox are drawn in the
  // theme's primary colour (the same as the contained Save button), not MUI's default blue; the
  // toggle's text in the colour made for it, as the button's.
  expect(colours.toggle).toBe(colours.primary);
  expect(colours.toggleText).toBe(colours.onPrimary);
  expect(colours.checkbox).toBe(colours.primary);
  expect(colours.primary).not.toBe('rgb(25, 118, 210)');
});

test('the blog editor works from the keyboard alone', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/blog/new');
  const title = main(page).getByRole('textbox', { name: 'Title', exact: true });
  await title.focus();
  await page.keyboard.type('Typed without a mouse');
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('textbox', { name: 'Slug', exact: true })).toBeFocused();
  // Tab leaves the rich text as any field (MDXEditor's lists plugin kept it and wrote a tab).
  const content = main(page).getByRole('textbox', { name: 'Content', exact: true });
  await content.click();
  await page.keyboard.type('Typed in the body');
  await page.keyboard.press('Tab');
  await expect(content).not.toBeFocused();
  await expect(content).toHaveText('Typed in the body');
  await page.keyboard.press('Shift+Tab');
  await expect(content).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(content).not.toBeFocused();
  await main(page).getByRole('button', { name: 'Swedish', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('textbox', { name: 'Title (Swedish)', exact: true })).toBeVisible();
  await main(page).getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the blog editor fits a 360 px phone in both languages: a long title’s search preview is cut, the page is not widened', async ({
  page,
}) => {
  const longest = [...PUBLISHED_BLOGS].sort((a, b) => b.title.length - a.title.length)[0];
  if (!longest) throw new Error('no seeded post');
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  for (const [prefix, heading, preview] of [
    ['', 'Edit Blog', 'Search result preview (English)'],
    ['/sv', 'Redigera blogginlägg', 'Förhandsvisning av sökresultat (Engelska)'],
  ] as const) {
    await page.goto(`${prefix}/admin/blog/${longest.slug}/edit`);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(main(page).getByRole('figure', { name: preview })).toContainText(longest.title);
    await expectNoHorizontalOverflow(page, `${prefix || '/'} blog editor at 360 px`);
  }
});

test('the editors fit a 320 px phone with the browser\'s text at "Very large" (24 px) in both languages: the date fields shrink, the markdown field\'s button groups wrap', async ({
  page,
}) => {
  const post = PUBLISHED_BLOGS[0];
  const study = PUBLISHED_CASE_STUDIES[0];
  if (!post || !study) throw new Error('no seeded post or case study');
  await signInAsAdmin(page);
  await setBrowserTextSize(page, 24);
  await page.setViewportSize({ width: 320, height: 740 });
  for (const [path, heading, view] of [
    ['/admin/blog/new', 'Create New Blog', 'View'],
    [`/sv/admin/blog/${post.slug}/edit`, 'Redigera blogginlägg', 'Visning'],
    [`/sv/admin/case-studies/${study.slug}/edit`, 'Redigera kundcase', 'Visning'],
  ] as const) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const group = main(page).getByRole('group', { name: view }).first();
    await expect(group).toBeVisible();
    for (const button of await group.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(
        box && box.x + box.width,
        `${path}: "${await button.textContent()}" ends inside the 320 px`,
      ).toBeLessThanOrEqual(320);
    }
    await expectNoHorizontalOverflow(page, `${path} at 320 px with 24 px text`);
  }
});

test('side by side fits the screen in both editors and languages: two equal columns on a laptop, one on a phone', async ({
  page,
}) => {
  const post = PUBLISHED_BLOGS[0];
  const study = PUBLISHED_CASE_STUDIES[0];
  if (!post || !study) throw new Error('no seeded post or case study');
  await signInAsAdmin(page);
  for (const [path, sideBySide] of [
    [`/admin/blog/${post.slug}/edit`, 'Side by side'],
    [`/sv/admin/case-studies/${study.slug}/edit`, 'Sida vid sida'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await main(page).getByRole('button', { name: sideBySide }).click();
    const columns = main(page).locator('section[aria-labelledby$="-column"]');
    await expect(columns).toHaveCount(2);
    for (const width of [1280, 1024, 360]) {
      await page.setViewportSize({ width, height: 900 });
      const where = `${path} side by side at ${width} px`;
      await expectNoHorizontalOverflow(page, where);
      const [en, sv] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
      if (!en || !sv) throw new Error(`${where}: a column has no box`);
      if (width >= 900) {
        expect(Math.abs(en.width - sv.width), `${where}: the columns' widths`).toBeLessThanOrEqual(1);
        expect(sv.x + sv.width, `${where}: the Swedish column's right edge`).toBeLessThanOrEqual(width);
      } else {
        expect(sv.y, `${where}: Swedish under English`).toBeGreaterThan(en.y + en.height - 1);
      }
    }
  }
});

test('every section of the console is reachable from its tabs on a 360 px phone in both languages: the row scrolls sideways to Audit log and Staff', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  for (const [prefix, sections, last, path] of [
    ['', 'Console sections', 'Staff', '/admin/staff'],
    ['/sv', 'Konsolens delar', 'Personal', '/sv/admin/staff'],
  ] as const) {
    await page.goto(`${prefix}/admin/blog`);
    const tabs = main(page).getByRole('tablist', { name: sections });
    const tab = tabs.getByRole('tab', { name: last, exact: true });
    await expect(tab).toBeAttached();
    // Five tabs are wider than the phone: the last starts off the screen.
    const before = await tab.boundingBox();
    expect(before && before.x + before.width > 360, `${prefix}/admin/blog: the tabs fit at 360 px`).toBe(true);
    // A sideways swipe or wheel over the row brings it in (MUI's fixed tabs clip it where no gesture reaches).
    const row = await tabs.boundingBox();
    if (!row) throw new Error('the tab row has no box');
    await page.mouse.move(row.x + row.width / 2, row.y + row.height / 2);
    await page.mouse.wheel(600, 0);
    await expect
      .poll(async () => {
        const box = await tab.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      }, `${prefix}/admin/blog: ${last} scrolled into the screen`)
      .toBeLessThanOrEqual(360);
    await tab.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectNoHorizontalOverflow(page, `${prefix}/admin/staff at 360 px`);
  }
});

test("the console's sections share one frame: moving between its tabs, the heading and the tabs stay where they are", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const places = new Map<string, string>();
  for (const [path, tab, heading] of [
    ['/admin/case-studies', 'Case studies', 'Manage Case Studies'],
    ['/admin/leads', 'Leads', 'Leads'],
    ['/admin/audit', 'Audit log', 'Audit log'],
    ['/admin/staff', 'Staff', 'Staff'],
    ['/admin/blog', 'Blogs', 'Manage Blogs'],
  ] as const) {
    await main(page).getByRole('tablist', { name: 'Console sections' }).getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const title = main(page).getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    const tabs = main(page).getByRole('tablist', { name: 'Console sections' });
    const [titleBox, tabsBox] = [await title.boundingBox(), await tabs.boundingBox()];
    places.set(path, `heading at x ${titleBox?.x}, tabs at x ${tabsBox?.x} wide ${tabsBox?.width}`);
  }
  expect(new Set(places.values()), JSON.stringify(Object.fromEntries(places), null, 1)).toHaveProperty('size', 1);
});

test("titles wrap in the console's list on a 360 px phone in both languages: whole words, and one without spaces inside its card with the row's buttons", async ({
  page,
}) => {
  // One unbroken word, as a pasted address or a Swedish compound can be: 63 characters and the tag.
  const title = `Kompetensutvecklingsprogrammetsomfattningsbeskrivningsunderlaget${uniqueTag()}`;
  created.push(title);
  await createStored('blogs', blogBody(title));
  const wordy = PUBLISHED_BLOGS.find((post) => post.title.includes('Translations'));
  if (!wordy) throw new Error('no seeded post with "Translations" in its title');
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  for (const [prefix, search] of [
    ['', 'Search by title, slug or text'],
    ['/sv', 'Sök på titel, slug eller text'],
  ] as const) {
    await page.goto(`${prefix}/admin/blog`);
    // A seeded title breaks between words only: the row's buttons sit under the text on a phone
    // (beside it they left the title 120 px, and "Translations" broke in two).
    await main(page).getByRole('searchbox', { name: search }).fill(wordy.title);
    const wordyTitle = main(page)
      .getByRole('listitem')
      .filter({ hasText: wordy.title })
      .getByRole('heading', { level: 2, name: wordy.title });
    await expect(wordyTitle).toHaveCount(1);
    const split = await wordyTitle.evaluate((heading) => {
      const text = heading.firstChild;
      if (!(text instanceof Text)) return ['(no text)'];
      return Array.from(text.data.matchAll(/\S+/g)).flatMap((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return range.getClientRects().length > 1 ? [word[0]] : [];
      });
    });
    expect(split, `${prefix}/admin/blog at 360 px: words of "${wordy.title}" split across lines`).toEqual([]);
    await main(page).getByRole('searchbox', { name: search }).fill(title);
    const card = main(page).getByRole('listitem').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    const cardBox = await card.boundingBox();
    for (const button of await card.getByRole('button').or(card.getByRole('link')).all()) {
      const box = await button.boundingBox();
      expect(
        box && cardBox && box.x + box.width <= cardBox.x + cardBox.width,
        `${prefix}/admin/blog: a row's control outside its card`,
      ).toBe(true);
    }
    await expectTextInItsBoxes(page, `${prefix}/admin/blog at 360 px`);
    await expectNoHorizontalOverflow(page, `${prefix}/admin/blog at 360 px`);
  }
});

test("the console's tables are cards on a 360 px phone in both languages: each cell named by its column, nothing scrolls sideways", async ({
  page,
}) => {
  // A failed lead: its row has every column, the Resend button included.
  const email = uniqueEmail('phone-width');
  const lead = await seedLead('newsletter', email, 'failed', 3);
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsAdmin(page);
    for (const prefix of ['', '/sv']) {
      for (const [path, table, firstColumn] of [
        ['/admin/leads', 'Leads', prefix ? 'Typ' : 'Kind'],
        ['/admin/audit', prefix ? 'Granskningslogg' : 'Audit log', prefix ? 'När' : 'When'],
        ['/admin/staff', prefix ? 'Personal' : 'Members of staff', prefix ? 'E-post' : 'E-mail'],
      ] as const) {
        const where = `${prefix}${path} at 360 px`;
        await page.goto(`${prefix}${path}`);
        const rows = main(page).getByRole('table', { name: table }).getByRole('row');
        // The header row and the rows keep their table roles.
        await expect(rows.nth(1)).toBeVisible();
        await expect(rows.first().getByRole('columnheader', { name: firstColumn })).toBeAttached();
        const layout = await main(page)
          .getByRole('table', { name: table })
          .evaluate((element) => {
            const cell = element.querySelector('tbody td');
            const row = element.querySelector('tbody tr');
            return {
              sideways: (element.parentElement?.scrollWidth ?? 0) - (element.parentElement?.clientWidth ?? 0),
              label: cell ? getComputedStyle(cell, '::before').content : '',
              rowWidth: row?.getBoundingClientRect().width ?? 0,
              headerShown: (element.querySelector('thead')?.getBoundingClientRect().height ?? 0) > 1,
            };
          });
        expect(layout.sideways, where).toBeLessThanOrEqual(0);
        expect(layout.label, where).toContain(firstColumn);
        expect(layout.headerShown, where).toBe(false);
        expect(layout.rowWidth, where).toBeLessThanOrEqual(360);
        await expectNoHorizontalOverflow(page, where);
      }
    }
    // The failed lead's card: its Resend button, and no name before the unnamed actions column.
    await page.goto('/admin/leads');
    const card = main(page).getByRole('row').filter({ hasText: email });
    await expect(card.getByRole('button', { name: `Resend the lead from ${email}` })).toBeVisible();
    await expectNoSeriousViolations(page, 'the leads inbox at 360 px');
  } finally {
    await deleteLeads([lead]);
    await closeLeadStore();
  }
});

test("the console's tables do not scroll sideways at a tablet's widths in both languages", async ({ page }) => {
  // A failed lead: its row has every column, the Resend button included.
  const email = uniqueEmail('tablet-width');
  const lead = await seedLead('newsletter', email, 'failed', 3);
  try {
    await signInAsAdmin(page);
    for (const prefix of ['', '/sv']) {
      for (const [path, table] of [
        ['/admin/leads', 'Leads'],
        ['/admin/audit', prefix ? 'Granskningslogg' : 'Audit log'],
        ['/admin/staff', prefix ? 'Personal' : 'Members of staff'],
      ] as const) {
        await page.setViewportSize({ width: 768, height: 900 });
        await page.goto(`${prefix}${path}`);
        const element = main(page).getByRole('table', { name: table });
        await expect(element.getByRole('row').nth(1)).toBeVisible();
        for (const width of [600, 700, 768, 820, 900, 1000]) {
          await page.setViewportSize({ width, height: 900 });
          await expectTableFits(page, element, `${prefix}${path} at ${width} px`);
        }
      }
    }
  } finally {
    await deleteLeads([lead]);
    await closeLeadStore();
  }
});

test("a colleague's long address wraps in the staff and audit tables: neither scrolls sideways at 900, 1024 and 1280 px in both languages, and a phone's card keeps it beside its name", async ({
  page,
}) => {
  test.slow();
  // An admin and the colleague they invite, each with an address of 80-odd characters: the staff
  // table shows both (the colleague's row says who invited them), the audit log's entry too (who
  // and the item).
  const tag = uniqueTag();
  const inviter = `an-admin-whose-address-is-long-${tag}@administration.example.com`;
  const colleague = `a-colleague-with-a-very-long-address-${tag}@department-of-examples.example.com`;
  const password = 'long-address-password-1';
  try {
    await createAccount(inviter, password, 'admin');
    await signInWith(page, { email: inviter, password });
    await page.goto('/admin/staff');
    const emailField = main(page).getByRole('textbox', { name: /E-mail address/ });
    await emailField.fill(colleague);
    await emailField.press('Enter');
    await expect(main(page).getByText('Invitation sent')).toBeVisible();

    for (const prefix of ['', '/sv']) {
      for (const [path, table] of [
        ['/admin/staff', prefix ? 'Personal' : 'Members of staff'],
        ['/admin/audit', prefix ? 'Granskningslogg' : 'Audit log'],
      ] as const) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${prefix}${path}`);
        const element = main(page).getByRole('table', { name: table });
        await expect(element.getByRole('row').filter({ hasText: colleague })).toBeVisible();
        // On a phone's card each part of a cell (the address, "(you)", "by …") is in the value
        // column, none under the column's name.
        await page.setViewportSize({ width: 360, height: 900 });
        expect(await textUnderNames(element), `${prefix}${path} at 360 px`).toEqual([]);
        await expectNoHorizontalOverflow(page, `${prefix}${path} at 360 px`);
        for (const width of [900, 1024, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await expectTableFits(page, element, `${prefix}${path} at ${width} px`);
        }
      }
    }
  } finally {
    await Promise.all([deleteAccount(colleague), deleteAccount(inviter)]);
  }
});

/** Neither the table nor the page scrolls sideways. */
async function expectTableFits(page: Page, table: Locator, where: string): Promise<void> {
  const sideways = await table.evaluate(
    (element) => (element.parentElement?.scrollWidth ?? 0) - (element.parentElement?.clientWidth ?? 0),
  );
  expect(sideways, `${where}: the table scrolls sideways`).toBeLessThanOrEqual(0);
  await expectNoHorizontalOverflow(page, where);
}

/** The texts of a card's cells (below its `cardsBelow`) that start left of the value column: under the column's name. */
function textUnderNames(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const found: string[] = [];
    for (const cell of element.querySelectorAll('tbody td[data-label]')) {
      const style = getComputedStyle(cell);
      if (style.display !== 'grid') continue;
      const names = Number.parseFloat(style.gridTemplateColumns.split(' ')[0] ?? '0');
      const gap = Number.parseFloat(style.columnGap) || 0;
      const valueStart = cell.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft) + names + gap;
      const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        if ([...range.getClientRects()].some((rect) => rect.width > 0 && rect.left < valueStart - 1)) {
          found.push(`${cell.getAttribute('data-label')}: "${text.textContent.trim()}"`);
        }
      }
    }
    return found;
  });
}
