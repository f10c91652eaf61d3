/**
 * The console on a 360 px phone in both languages, as staff see it: every section fits the
 * screen, its own tab in full view (not under the row's arrow); the sign-in heading breaks
 * between words; a list card's long category, author, client or industry stays inside its card;
 * every label of the blog and case-study editors whole.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from '../support/a11y';
import {
  blogBody,
  closeAdminStore,
  createStored,
  deleteByTitle,
  englishOnlyCaseStudy,
  pngImage,
  signInAsAdmin,
  uniqueTag,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

test.afterAll(closeAdminStore);

const PHONE = { width: 360, height: 740 };

/** The words of `element`'s text that the line breaks split in two. */
function splitWords(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const split: string[] = [];
    const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
      for (const word of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        if (range.getClientRects().length > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

/** The texts inside `box` that reach past its right edge (cut off where it clips them). */
function textPastItsEdge(box: Locator): Promise<string[]> {
  return box.evaluate((node) => {
    const right = node.getBoundingClientRect().right;
    const out: string[] = [];
    const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (!text.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const end = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
      if (end > right + 0.5) out.push(`"${text.textContent.trim().slice(0, 40)}" ends at ${Math.round(end)} px`);
    }
    return out;
  });
}

/** The labels in the page's main part whose text is cut off (to an ellipsis), each with its widths. */
function labelsCutOff(page: Page): Promise<string[]> {
  return main(page).evaluate((element) =>
    [...element.querySelectorAll('label')]
      .filter((label) => label.clientWidth > 2 && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `"${label.textContent?.trim()}": ${label.scrollWidth} px of text in ${label.clientWidth} px`),
  );
}

/** How far the current section's tab reaches past the visible part of the tab row (0: in full view). */
async function selectedTabCutOff(page: Page, sections: string): Promise<number> {
  const tab = main(page).getByRole('tablist', { name: sections }).getByRole('tab', { selected: true });
  await expect(tab).toBeVisible();
  // The row scrolls the tab into view as it mounts (and again as its arrows appear): let it settle.
  await page.waitForTimeout(1_000);
  return tab.evaluate((element) => {
    const row = element.closest('[role="tablist"]')?.parentElement;
    if (!row) return Number.POSITIVE_INFINITY;
    const [tabBox, rowBox] = [element.getBoundingClientRect(), row.getBoundingClientRect()];
    return Math.max(0, rowBox.left - tabBox.left, tabBox.right - rowBox.right);
  });
}

test("every section on a 360 px phone in both languages: nothing scrolls sideways, the section's own tab is in full view", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  for (const [prefix, sections] of [
    ['', 'Console sections'],
    ['/sv', 'Konsolens delar'],
  ] as const) {
    for (const path of ['/admin/blog', '/admin/case-studies', '/admin/leads', '/admin/audit', '/admin/staff']) {
      const where = `${prefix}${path} at 360 px`;
      await page.goto(`${prefix}${path}`);
      // Less than a pixel is the row's rounding.
      expect(await selectedTabCutOff(page, sections), `${where}: px of its tab out of view`).toBeLessThan(1);
      await expectNoHorizontalOverflow(page, where);
    }
  }
});

test('the sign-in page on a 360 px phone in both languages: its heading breaks between words, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  for (const [prefix, heading] of [
    ['', 'Admin Login'],
    ['/sv', 'Admininloggning'],
  ] as const) {
    await page.goto(`${prefix}/auth`);
    const title = main(page).getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    expect(await splitWords(title), `${prefix}/auth: words of "${heading}" split across lines`).toEqual([]);
    await expectNoHorizontalOverflow(page, `${prefix}/auth at 360 px`);
  }
});

test("a list card's long category, author, client and industry stay inside the card on a 360 px phone in both languages", async ({
  page,
}) => {
  const tag = uniqueTag();
  // One unbroken word each, as Swedish compounds are.
  const post = `E2E Phone card ${tag}`;
  const study = `E2E Phone story ${tag}`;
  await createStored(
    'blogs',
    blogBody(post, {
      category: `Verksamhetsutvecklingskonsultationstjänster${tag}`,
      author: `Anna-Karin-Johansson-Lindqvist-Östergren-${tag}`,
    }),
  );
  await createStored(
    'case_studies',
    englishOnlyCaseStudy(study, {
      is_published: false,
      client_name: `Informationssäkerhetskonsultföretaget${tag}`,
      industry: `Livsmedelsförsörjningsberedskapsmyndigheten${tag}`,
    }),
  );
  try {
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
    for (const prefix of ['', '/sv']) {
      for (const [path, title] of [
        ['/admin/blog', post],
        ['/admin/case-studies', study],
      ] as const) {
        const where = `${prefix}${path} at 360 px`;
        await page.goto(`${prefix}${path}`);
        await main(page).getByRole('searchbox').fill(tag);
        const card = main(page).getByRole('listitem').filter({ hasText: title });
        await expect(card).toHaveCount(1);
        expect(await textPastItsEdge(card), `${where}: text cut off at the card's edge`).toEqual([]);
        await expectNoHorizontalOverflow(page, where);
      }
    }
  } finally {
    await Promise.all([deleteByTitle('blogs', post), deleteByTitle('case_studies', study)]);
  }
});

test("the markdown editor's toolbar in both languages, on a 360 px phone and beside the preview at 1280 px: every button in view, none scrolled off its end", async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const [prefix, heading, width] of [
    ['', 'Create New Blog', 360],
    ['/sv', 'Skapa nytt blogginlägg', 360],
    ['', 'Create New Blog', 1280],
    ['/sv', 'Skapa nytt blogginlägg', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`${prefix}/admin/blog/new`);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const toolbar = main(page).getByRole('toolbar').first();
    await expect(toolbar.getByRole('button').first()).toBeVisible();
    const outside = await toolbar.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll('button, [role="combobox"]')].flatMap((control) => {
        const rect = control.getBoundingClientRect();
        if (rect.width === 0) return [];
        const name = control.getAttribute('aria-label') ?? control.getAttribute('title') ?? control.textContent ?? '';
        return rect.right > box.right + 0.5 || rect.left < box.left - 0.5
          ? [`"${name.trim()}" at ${Math.round(rect.left)}–${Math.round(rect.right)} px`]
          : [];
      });
    });
    expect(
      outside,
      `${prefix}/admin/blog/new at ${width} px: toolbar controls out of view (toolbar ends at the field's edge)`,
    ).toEqual([]);
    await expectNoHorizontalOverflow(page, `${prefix}/admin/blog/new at ${width} px`);
  }
});

test("from 600 px up (a small tablet, where the row has no arrows to spare) every section's tabs are in full view in both languages", async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const [prefix, sections] of [
    ['', 'Console sections'],
    ['/sv', 'Konsolens delar'],
  ] as const) {
    for (const width of [600, 620, 639]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${prefix}/admin/staff`);
      const row = main(page).getByRole('tablist', { name: sections });
      await expect(row.getByRole('tab', { selected: true })).toBeVisible();
      await page.waitForTimeout(500);
      // Each tab's box inside the part of the row that shows (less than a pixel is rounding).
      const cut = await row.evaluate((list) => {
        const shown = (list.parentElement ?? list).getBoundingClientRect();
        return [...list.querySelectorAll('[role="tab"]')].flatMap((tab) => {
          const box = tab.getBoundingClientRect();
          const out = Math.max(0, shown.left - box.left, box.right - shown.right);
          return out >= 1 ? [`${tab.textContent}: ${Math.round(out)} px out of view`] : [];
        });
      });
      expect(cut, `${prefix}/admin/staff at ${width} px`).toEqual([]);
      await expectNoHorizontalOverflow(page, `${prefix}/admin/staff at ${width} px`);
    }
  }
});

test("the editor's field labels whole on a 360 px phone in both languages, the cover's alt text fields too (nothing cut to an ellipsis)", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  for (const [prefix, heading, cover, altSwedish] of [
    ['', 'Create New Blog', 'Featured Image', 'Image alt text (Swedish)'],
    ['/sv', 'Skapa nytt blogginlägg', 'Utvald bild', 'Bildens alternativtext (svenska)'],
  ] as const) {
    await page.goto(`${prefix}/admin/blog/new`);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByLabel(cover, { exact: true }).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: pngImage(64, 48),
    });
    // Empty, the Swedish alt text's label rests inside its field at full size: the longest there is.
    const field = main(page).getByRole('textbox', { name: altSwedish, exact: true });
    await expect(field).toBeVisible();
    await expect(field).toHaveValue('');
    expect(await labelsCutOff(page), `${prefix}/admin/blog/new at 360 px: labels cut off`).toEqual([]);
  }
});

test("the case-study editor's field labels whole on a 360 px phone in both languages, in each of its views, with an image uploaded; the backup's offer breaks between words; nothing scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  for (const [prefix, heading, image, altSwedish, restore, views] of [
    [
      '',
      'Create New Case Study',
      'Featured Image',
      'Image alt text (Swedish)',
      'Restore backup',
      ['English', 'Swedish', 'Side by side'],
    ],
    [
      '/sv',
      'Skapa nytt kundcase',
      'Utvald bild',
      'Bildens alternativtext (svenska)',
      'Återställ säkerhetskopian',
      ['Engelska', 'Svenska', 'Sida vid sida'],
    ],
  ] as const) {
    await page.goto(`${prefix}/admin/case-studies/new`);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByLabel(image, { exact: true }).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: pngImage(64, 48),
    });
    await expect(main(page).getByRole('textbox', { name: altSwedish, exact: true })).toBeVisible();
    // The upload is backed up in this browser: opened again, the editor offers it back above the fields.
    await page.reload();
    const offer = main(page)
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: restore }) });
    await expect(offer).toBeVisible();
    expect(
      await splitWords(offer),
      `${prefix}/admin/case-studies/new at 360 px: words of the backup's offer split across lines`,
    ).toEqual([]);
    await expectNoHorizontalOverflow(page, `${prefix}/admin/case-studies/new at 360 px, the backup offered`);
    await offer.getByRole('button', { name: restore }).click();
    // The restored image's alt text fields: the Swedish one empty, its label inside it at full size.
    await expect(main(page).getByRole('textbox', { name: altSwedish, exact: true })).toHaveValue('');
    for (const view of views) {
      const where = `${prefix}/admin/case-studies/new, ${view}, at 360 px`;
      await main(page).getByRole('button', { name: view, exact: true }).click();
      await expect(main(page).getByRole('button', { name: view, exact: true })).toHaveAttribute('aria-pressed', 'true');
      // Every field of the view there (the markdown editors load lazily) before measuring.
      await expect(main(page).getByRole('textbox', { name: altSwedish, exact: true })).toBeVisible();
      await expect(main(page).getByRole('toolbar').first()).toBeVisible();
      expect(await labelsCutOff(page), `${where}: labels cut off`).toEqual([]);
      await expectNoHorizontalOverflow(page, where);
    }
  }
});
