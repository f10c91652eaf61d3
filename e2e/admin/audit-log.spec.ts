/**
 * The audit log: an admin publishes a draft in the editor, and the Audit log tab then lists who
 * published it, linking to its editor; filtered by action with the keyboard; axe clean.
 */

import { expectNoSeriousViolations } from '../support/a11y';
import { blogBody, createStored, removedAfterEachTest, SEED_USERS, signInAsAdmin, uniqueTitle } from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const created = removedAfterEachTest('blogs');

test('a post published in the editor is listed in the audit log with who published it', async ({ page }) => {
  test.slow();
  const title = uniqueTitle('Audited');
  created.push(title);
  const id = await createStored('blogs', blogBody(title, { is_published: false }));
  await signInAsAdmin(page);

  await page.goto(`/admin/blog/${id}/edit`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
  await main(page).getByRole('checkbox', { name: 'Published' }).check();
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();

  await main(page).getByRole('tab', { name: 'Audit log' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // The trigger writes the entry a moment after the save: refresh until it is there.
  const row = main(page).getByRole('row').filter({ hasText: title });
  await expect(async () => {
    await main(page).getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText(SEED_USERS.admin.email);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Published');
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/admin/blog/${id}/edit`);
  await expectNoSeriousViolations(page, 'Audit log');

  // Filtered by action with the keyboard: the entry stays, kept in the address.
  const action = main(page).getByRole('combobox', { name: 'Filter by action' });
  await action.focus();
  await action.selectOption('published');
  await expect(page).toHaveURL(/\/admin\/audit\?action=published$/);
  await expect(row).toBeVisible();
});

test("an address that is not one is held back with the browser's message in the console's language", async ({
  page,
}) => {
  // Chromium's interface is English: its own message would be "Please include an '@' …" in both.
  await signInAsAdmin(page);
  for (const [prefix, label, apply, said] of [
    ['/sv', 'Filtrera på person (e-post)', 'Filtrera', 'Ange en giltig e-postadress, till exempel namn@exempel.se.'],
    ['', 'Filter by person (e-mail)', 'Filter', 'Enter a valid e-mail address, such as name@example.com.'],
  ] as const) {
    await page.goto(`${prefix}/admin/audit`);
    const person = main(page).getByRole('textbox', { name: label });
    await person.fill('eva');
    await main(page).getByRole('button', { name: apply, exact: true }).click();
    expect(await person.evaluate((field: HTMLInputElement) => field.validationMessage)).toBe(said);
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/audit$`));
    // Corrected, it is sent.
    await person.fill(SEED_USERS.admin.email);
    await main(page).getByRole('button', { name: apply, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/audit\\?person=`));
  }
});
