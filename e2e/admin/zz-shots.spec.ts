// Temporary: screenshots of the new admin screens (not committed).
import { blogBody, createStored, englishOnlyPost, removedAfterEachTest, signInAsAdmin, uniqueTitle } from '../support/admin';
import { expect, test } from '../support/csp';

const created = removedAfterEachTest('blogs');

for (const scheme of ['light', 'dark'] as const) {
  for (const [label, size] of [
    ['360', { width: 360, height: 780 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    test(`shots ${scheme} ${label}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(size);
      const title = uniqueTitle(`Shots ${scheme} ${label}`);
      created.push(title, `${title} edited`);
      const id = await createStored('blogs', englishOnlyPost(title, { title_sv: 'Svensk titel', excerpt_sv: 'Svenskt utdrag' }));
      await signInAsAdmin(page);
      await page.goto(`/admin/blog/${id}/edit`);
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} edited`);
      await page.getByRole('button', { name: 'Save Blog' }).click();
      await expect(page).toHaveURL(/\/admin\/blog$/);
      await page.screenshot({ path: `/tmp/shots/list-${scheme}-${label}.png`, fullPage: false });
      await page.goto(`/admin/blog/${id}/edit`);
      await page.getByRole('button', { name: 'Side by side' }).click();
      await page.screenshot({ path: `/tmp/shots/side-${scheme}-${label}.png`, fullPage: true });
      await page.getByRole('button', { name: 'History' }).click();
      await expect(page.getByRole('dialog', { name: 'Version history' })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/history-${scheme}-${label}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/admin/leads');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/leads-${scheme}-${label}.png` });
      void blogBody;
    });
  }
}
