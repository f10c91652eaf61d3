/**
 * The console on a 360 px phone in both languages, as staff see it: every section fits the
 * screen, its own tab in full view (not under the row's arrow).
 */
import type { Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from '../support/a11y';
import { closeAdminStore, signInAsAdmin } from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

test.afterAll(closeAdminStore);

const PHONE = { width: 360, height: 740 };

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
