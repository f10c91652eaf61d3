/**
 * The console on a 360 px phone in both languages, as staff see it: every section fits the
 * screen, its own tab in full view (not under the row's arrow); the sign-in heading breaks
 * between words; a list card's long category, author, client or industry stays inside its card;
 * every label of the blog and case-study editors whole; a notification never lands on the control or
 * field staff need next (the saved post's buttons, the alt text fields an upload just showed, the
 * lead resent), and the long address it names wraps after its @ or before a dot, not mid-word, in
 * both languages, light and dark.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalOverflow, splitWords } from '../support/a11y';
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
import { deleteLeads, seedLead, uniqueEmail } from '../support/leads';
import { main } from '../support/page';

test.afterAll(closeAdminStore);

const PHONE = { width: 360, height: 740 };

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

/**
 * Where `email` inside `box` runs onto a next line: the characters either side of each break
 * (`"@|s"`). An address breaks after its `@`, before a dot or after a hyphen, never mid-word.
 */
function addressLineBreaks(box: Locator, email: string): Promise<string[]> {
  return box.evaluate((node, address) => {
    const characters: Array<{ character: string; top: number }> = [];
    const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
      for (let index = 0; index < text.data.length; index++) {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const box = Array.from(range.getClientRects()).find((rect) => rect.width > 0);
        characters.push({ character: text.data[index] ?? '', top: box?.top ?? Number.NaN });
      }
    }
    const whole = characters.map(({ character }) => character).join('');
    const start = whole.indexOf(address);
    if (start < 0) return [`"${address}" is not in "${whole}"`];
    const breaks: string[] = [];
    for (let index = start + 1; index < start + address.length; index++) {
      const [before, after] = [characters[index - 1], characters[index]];
      if (before && after && after.top > before.top + 1) breaks.push(`${before.character}|${after.character}`);
    }
    return breaks;
  }, email);
}

/** The labels in the page's main part whose text is cut off (to an ellipsis), each with its widths. */
function labelsCutOff(page: Page): Promise<string[]> {
  return main(page).evaluate((element) =>
    [...element.querySelectorAll('label')]
      .filter((label) => label.clientWidth > 2 && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `"${label.textContent?.trim()}": ${label.scrollWidth} px of text in ${label.clientWidth} px`),
  );
}

/**
 * Waits until the tab row around `tab` is still: its scroll position, its arrows and every tab's
 * box unchanged for 500 ms of animation frames (MUI scrolls the row in 300 ms). It waited a fixed
 * second before, ten times in the 360 px test; the same settled row is read, without the rest.
 */
async function untilStill(tab: Locator): Promise<void> {
  await tab.evaluate(async (element) => {
    const list = element.closest('[role="tablist"]');
    const scroller = list?.parentElement;
    const row = scroller?.parentElement;
    if (!list || !scroller || !row) return;
    const read = () =>
      JSON.stringify([
        scroller.scrollLeft,
        ...[row, scroller, ...row.querySelectorAll('button, [role="tab"]')].map((node) => {
          const box = node.getBoundingClientRect();
          return [box.left, box.right];
        }),
      ]);
    let last = read();
    let since = performance.now();
    while (performance.now() - since < 500) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = read();
      if (now !== last) {
        last = now;
        since = performance.now();
      }
    }
  });
}

/** How far the current section's tab reaches past the visible part of the tab row (0: in full view). */
async function selectedTabCutOff(page: Page, sections: string): Promise<number> {
  const tab = main(page).getByRole('tablist', { name: sections }).getByRole('tab', { selected: true });
  await expect(tab).toBeVisible();
  // The row scrolls the tab into view as it mounts (and again as its arrows appear): let it settle.
  await untilStill(tab);
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

/**
 * What of `control` a notification covers: the toast the point at its centre hits, or the toast its
 * box overlaps ('' when neither: staff can see and tap it).
 */
function underToast(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit?.closest('[data-testid="toast"]')) return `"${name}": its centre is under a toast`;
    for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
      const over = toast.getBoundingClientRect();
      if (box.right > over.left && box.left < over.right && box.bottom > over.top && box.top < over.bottom)
        return `"${name}" (${Math.round(box.top)}–${Math.round(box.bottom)} px) overlaps a toast (${Math.round(over.top)}–${Math.round(over.bottom)} px)`;
    }
    return '';
  });
}

/**
 * Checks, while `shown` is on screen (it closes itself after 4 seconds: a check after that would
 * pass whatever it covered), that no toast covers any of `controls`, each in the window's view.
 */
async function expectClearOfToasts(shown: Locator, controls: Locator[], where: string): Promise<void> {
  await expect(shown).toBeVisible();
  const covered = (await Promise.all(controls.map(underToast))).filter(Boolean);
  const inView = await Promise.all(
    controls.map((control) =>
      control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ),
  );
  await expect(shown, `${where}: checked while the notification showed`).toBeVisible({ timeout: 1 });
  expect(covered, where).toEqual([]);
  expect(inView, `${where}: each in the window's view`).toEqual(controls.map(() => true));
}

const LOOKS = [
  { prefix: '', scheme: 'light' },
  { prefix: '/sv', scheme: 'light' },
  { prefix: '', scheme: 'dark' },
  { prefix: '/sv', scheme: 'dark' },
] as const;

test("on a 360 px phone a notification never covers the saved post's Edit and Delete, nor the alt text fields an upload shows, in both languages, light and dark", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const title = `E2E Phone toast ${tag}`;
  await createStored('blogs', blogBody(title));
  try {
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
    for (const { prefix, scheme } of LOOKS) {
      const sv = prefix === '/sv';
      const where = `${prefix}/admin/blog at 360 px, ${scheme}`;
      await page.emulateMedia({ colorScheme: scheme });
      // Saved from the editor, the post is back in the list (searched for, as it was opened).
      await page.goto(`${prefix}/admin/blog`);
      await main(page).getByRole('searchbox').fill(tag);
      const card = main(page).getByRole('listitem').filter({ hasText: title });
      await card.getByRole('link', { name: `${sv ? 'Redigera' : 'Edit'} ${title}` }).click();
      await main(page)
        .getByRole('button', { name: sv ? 'Spara blogginlägg' : 'Save Blog' })
        .click();
      await expectClearOfToasts(
        page
          .getByTestId('toast')
          .filter({ hasText: sv ? 'Blogginlägget har uppdaterats' : 'Blog updated successfully' }),
        [
          card.getByRole('link', { name: `${sv ? 'Redigera' : 'Edit'} ${title}` }),
          card.getByRole('button', { name: `${sv ? 'Radera' : 'Delete'} ${title}` }),
        ],
        `${where}, after saving: the saved post's buttons under the notification`,
      );

      // A cover uploaded in the editor: its alt text fields appear under it, to be filled next. Staff
      // move on to them (Tab, or the keyboard's next field), which scrolls each into view.
      await page.goto(`${prefix}/admin/blog/new`);
      await page
        .getByLabel(sv ? 'Utvald bild' : 'Featured Image', { exact: true })
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(64, 48) });
      const uploaded = page
        .getByTestId('toast')
        .filter({ hasText: sv ? 'Bilden har laddats upp' : 'Image uploaded successfully' });
      await expect(uploaded).toBeVisible();
      for (const name of sv
        ? ['Bildens alternativtext', 'Bildens alternativtext (svenska)']
        : ['Image alt text', 'Image alt text (Swedish)']) {
        const field = main(page).getByRole('textbox', { name, exact: true });
        // Below the screen's foot, as when staff have not scrolled down to it yet.
        await field.evaluate((input) =>
          window.scrollBy(0, input.getBoundingClientRect().top - window.innerHeight - 40),
        );
        await field.focus();
        await expectClearOfToasts(
          uploaded,
          [field],
          `${prefix}/admin/blog/new at 360 px, ${scheme}, "${name}" focused after a cover's upload`,
        );
      }
    }
  } finally {
    await deleteByTitle('blogs', title);
  }
});

test('on a 360 px phone the answer to Resend never covers the lead resent, and swiped aside it closes, in both languages, light and dark', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const ids: string[] = [];
  try {
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
    for (const { prefix, scheme } of LOOKS) {
      const sv = prefix === '/sv';
      const where = `${prefix}/admin/leads at 360 px, ${scheme}, after Resend`;
      // A lead of its own each time: one delivered (another spec's webhook may be up) has no Resend.
      // A long address, which the notification's line cannot hold whole.
      const email = uniqueEmail('phone-toast').replace('@example.com', '@some-long-company-domain.example.se');
      ids.push(await seedLead('newsletter', email, 'failed', 4));
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${prefix}/admin/leads?email=${encodeURIComponent(email)}`);
      const resend = main(page).getByRole('button', {
        name: sv ? `Skicka igen: leadet från ${email}` : `Resend the lead from ${email}`,
      });
      await expect(resend).toBeVisible();
      // The lead's button at the foot of the screen, where a staff member scrolling the inbox taps it.
      await resend.evaluate((button) =>
        window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 24),
      );
      await resend.click();
      // Delivered or not, the answer is a notification naming the lead, and the focus is back on the
      // lead: its Resend, or its delivery state once delivered.
      const answer = page.getByTestId('toast').filter({ hasText: email });
      await expect(answer).toBeVisible();
      // The address wraps where an address breaks, not at whatever letter reached the edge.
      const breaks = await addressLineBreaks(answer, email);
      expect(breaks.length, `${where}: the address on one line (it cannot fit)`).toBeGreaterThan(0);
      expect(
        breaks.filter((pair) => !/^[@-]\||\|\.$/.test(pair)),
        `${where}: the address broken mid-word`,
      ).toEqual([]);
      const lead = main(page).locator('tr[data-lead-id]').filter({ hasText: email });
      await expect(lead.locator(':focus'), `${where}: the focus back on the lead`).toHaveCount(1);
      await expectClearOfToasts(
        answer,
        [lead.locator(':focus')],
        `${where}: what the focus is back on under the notification`,
      );
      // Swiped aside (an error stays until it is dismissed), it closes.
      const box = await answer.boundingBox();
      if (!box) throw new Error(`${where}: the notification has no box`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2, { steps: 3 });
      await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 3 });
      await page.mouse.up();
      await expect(answer, `${where}: swiped aside`).toHaveCount(0);
    }
  } finally {
    await deleteLeads(ids);
  }
});
