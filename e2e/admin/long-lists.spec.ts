/**
 * The console's lists that grow without bound, at real size: a thousand leads in the inbox and 250
 * entries of one person in the audit log, read a page at a time with "Show older …" to the end,
 * each item once and newest first, with how many are shown said, as staff would page through them.
 * Runs in the project `long-lists`, after every other spec (playwright.config.ts): the emulator
 * reads the whole collection for each query, and a thousand more leads would slow theirs.
 */
import type { Page } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from '../support/admin';
import { expect, test } from '../support/csp';
import { closeLeadStore, deleteMany, seedAuditEntries, seedDeliveredLeads } from '../support/leads';
import { main } from '../support/page';

const LEADS = 1_000;
const ENTRIES = 250;
const tag = uniqueTag();
const emails = Array.from({ length: LEADS }, (_, index) => `e2e-paging-${tag}-${index + 1}@example.com`);
const actor = `e2e-auditor-${tag}@example.com`;
const seeded: { leads: string[]; entries: string[] } = { leads: [], entries: [] };

test.beforeAll(async () => {
  // A day old: older than any lead or entry the run makes, so other specs' stay on top.
  const before = new Date(Date.now() - 86_400_000);
  seeded.leads = await seedDeliveredLeads(emails, before);
  seeded.entries = await seedAuditEntries(actor, ENTRIES, before);
});

test.afterAll(async () => {
  await deleteMany('leads', seeded.leads);
  await deleteMany('audit_log', seeded.entries);
  await closeLeadStore();
});

/** Clicks `name` until the list has no older page, each time waiting for the page it added; answers the clicks. */
async function readToTheEnd(page: Page, name: string, shownRows: () => Promise<number>): Promise<number> {
  const button = main(page).getByRole('button', { name });
  let clicks = 0;
  while (await button.isVisible()) {
    const before = await shownRows();
    await button.click();
    await expect.poll(shownRows, { timeout: 30_000 }).toBeGreaterThan(before);
    clicks += 1;
    if (clicks > 20) throw new Error(`${name} still shown after 20 pages`);
  }
  return clicks;
}

test('a thousand leads are read a page at a time to the oldest, each once and newest first', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  // In the console, as staff go there (a new page load would start the console again).
  await main(page).getByRole('tab', { name: 'Leads' }).click();
  const table = main(page).getByRole('table', { name: 'Leads' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(200);
  await expect(main(page).getByRole('status')).toHaveText('Showing the newest 200 leads.');

  const clicks = await readToTheEnd(page, 'Show older leads', () => rows.count());
  // 200 a page: the first and at least four more (other specs' leads may add one).
  expect(clicks).toBeGreaterThanOrEqual(LEADS / 200 - 1);
  const total = await rows.count();
  const status = main(page).getByRole('status');
  // Written as English groups digits (1,006): the console formats its counts (admin-remote/src/i18n).
  await expect(status).toHaveText(`All ${new Intl.NumberFormat('en').format(total)} leads are shown.`);
  expect(total).toBeGreaterThanOrEqual(LEADS);
  // The button it was on is gone: focus is on what it did.
  await expect(status).toBeFocused();

  const shown = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(shown.filter((email) => email.startsWith(`e2e-paging-${tag}-`))).toEqual(emails);
  expect(new Set(shown).size).toBe(shown.length);
});

test("one person's 250 audit entries are read a page at a time, newest first", async ({ page }) => {
  await signInAsAdmin(page);
  await main(page).getByRole('tab', { name: 'Audit log' }).click();
  await main(page).getByRole('textbox', { name: 'Filter by person (e-mail)' }).fill(actor);
  await main(page).getByRole('textbox', { name: 'Filter by person (e-mail)' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?person=${encodeURIComponent(actor)}$`));
  const rows = main(page).getByRole('table', { name: 'Audit log' }).locator('tbody tr');
  // The address changes before the list does: until the person's newest entry leads it, the rows
  // and the status may still be the whole log's newest 100.
  await expect(rows.first().locator('td:nth-child(4)')).toHaveText('Post: Entry 1 (no longer exists)');
  await expect(rows).toHaveCount(100);
  await expect(main(page).getByRole('status')).toHaveText('Showing the newest 100 entries.');

  expect(await readToTheEnd(page, 'Show older entries', () => rows.count())).toBe(2);
  await expect(rows).toHaveCount(ENTRIES);
  await expect(main(page).getByRole('status')).toHaveText(`All ${ENTRIES} entries are shown.`);
  const items = await rows.locator('td:nth-child(4)').allTextContents();
  expect(items).toEqual(Array.from({ length: ENTRIES }, (_, index) => `Post: Entry ${index + 1} (no longer exists)`));
});
