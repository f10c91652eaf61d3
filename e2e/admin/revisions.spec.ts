/**
 * Revision history: an edit saved in the console keeps both versions (the one stored before
 * history was kept, and the admin's); the history shows who and when and what the save changed;
 * restoring the older one saves it again as a new version, and the public page shows it.
 */
import { SEED_USERS } from '../../scripts/seed/content.mjs';
import { expectNoSeriousViolations } from '../support/a11y';
import {
  blogBody,
  createAccount,
  createStored,
  deleteAccount,
  englishOnlyPost,
  openBlogEditor,
  removedAfterEachTest,
  signInAsAdmin,
  signInWith,
  storedByTitle,
  uniqueTag,
  uniqueTitle,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const created = removedAfterEachTest('blogs');

test('an edit is kept as a version, the history shows it, and restoring the older one publishes it again', async ({
  page,
}) => {
  const title = uniqueTitle('History');
  const edited = `${title} edited`;
  created.push(title, edited);
  const slug = englishOnlyPost(title).slug as string;
  await createStored('blogs', englishOnlyPost(title));
  await signInAsAdmin(page);

  await openBlogEditor(page, title);
  await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill(edited);
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();

  await openBlogEditor(page, edited);
  await main(page).getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Version history' });
  const versions = dialog.getByRole('list', { name: 'Saved versions' }).getByRole('button');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Version 2');
  await expect(versions.nth(0)).toContainText(SEED_USERS.admin.email);
  await expect(versions.nth(1)).toContainText('Version 1Before history was kept');
  // Each version is an item of the list holding its button (axe: a list holds items only), and a
  // screen reader hears its number apart from its time ("Version 2 7 Dec…", never "Version 27 Dec").
  await expect(dialog.getByRole('list', { name: 'Saved versions' }).getByRole('listitem')).toHaveCount(2);
  await expect(versions.nth(0)).toHaveAccessibleName(/^Version 2 \d/);
  await expectNoSeriousViolations(page, 'the version history', { include: '[role="dialog"]' });
  await expect(dialog.getByRole('heading', { name: 'What version 2 changed' })).toBeVisible();
  const titleChange = dialog.locator('section').filter({ has: page.getByRole('heading', { name: 'Title' }) });
  await expect(titleChange.locator('del')).toHaveText(`Removed: ${title}`);
  await expect(titleChange.locator('ins')).toHaveText(`Added: ${edited}`);

  await versions.nth(1).click();
  await dialog.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 restored (saved as a new version)')).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  expect(await storedByTitle('blogs', title)).toHaveLength(1);

  await main(page).getByRole('button', { name: 'History' }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('restored version 1');
  await page.keyboard.press('Escape');

  await page.goto(`/blog/${slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test("the history on a 360 px phone in both languages: a saver's long address wraps, the dialog does not scroll sideways", async ({
  page,
}) => {
  test.slow();
  // An admin whose address is 80-odd characters saves a post twice: each version names them.
  const admin = `an-admin-whose-address-is-long-${uniqueTag()}@administration.example.com`;
  const password = 'long-address-password-1';
  const title = uniqueTitle('Long saver');
  created.push(title);
  const id = await createStored('blogs', blogBody(title));
  try {
    await createAccount(admin, password, 'admin');
    await signInWith(page, { email: admin, password });
    for (const excerpt of ['First edit', 'Second edit']) {
      await page.goto(`/admin/blog/${id}/edit`);
      await main(page)
        .getByRole('textbox', { name: /^Excerpt/ })
        .fill(excerpt);
      await main(page).getByRole('button', { name: 'Save Blog' }).click();
      await expect(page).toHaveURL(/\/admin\/blog$/);
    }
    await page.setViewportSize({ width: 360, height: 800 });
    for (const [prefix, history, versions] of [
      ['', 'History', 'Saved versions'],
      ['/sv', 'Historik', 'Sparade versioner'],
    ] as const) {
      const where = `${prefix || '/'} history at 360 px`;
      await page.goto(`${prefix}/admin/blog/${id}/edit`);
      await main(page).getByRole('button', { name: history }).click();
      const dialog = page.getByRole('dialog');
      const list = dialog.getByRole('list', { name: versions });
      await expect(list.getByText(admin).first()).toBeVisible();
      const layout = await dialog.evaluate(
        (element, listElement) => {
          const content = listElement?.parentElement?.parentElement;
          return {
            sideways: (content?.scrollWidth ?? 0) - (content?.clientWidth ?? 0),
            listRight: listElement?.getBoundingClientRect().right ?? 0,
            dialogRight: element.getBoundingClientRect().right,
          };
        },
        await list.elementHandle(),
      );
      expect(layout.sideways, `${where}: the dialog scrolls sideways`).toBeLessThanOrEqual(0);
      expect(layout.listRight, `${where}: the versions run past the dialog`).toBeLessThanOrEqual(layout.dialogRight);
    }
  } finally {
    await deleteAccount(admin);
  }
});
