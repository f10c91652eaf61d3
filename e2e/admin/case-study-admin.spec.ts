/**
 * Case-study admin: missing fields, create with metrics in English and Swedish → the public
 * metrics grid in each language (the Swedish one in the HTML /sv/case-studies is served with),
 * the metrics boxes shown back the same way when editing, and delete with confirmation. Titles are unique
 * and removed again, so the public case-study specs keep seeing only the seeded ones.
 */
import type { Page } from '@playwright/test';
import { removedAfterEachTest, signInAsAdmin, storedByTitle, uniqueTitle } from '../support/admin';
import { expect, test } from '../support/csp';
import { main, openUntil } from '../support/page';
import { inLang } from '../support/test';

const created = removedAfterEachTest('case_studies');
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });

async function typeMarkdown(page: Page, name: string, text: string) {
  await field(page, name).click();
  await page.keyboard.type(text);
}

test.describe('case-study admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/case-studies');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Manage Case Studies' })).toBeVisible();
  });

  test('Save with required fields empty says so', async ({ page }) => {
    await main(page).getByRole('link', { name: 'New Case Study' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Create New Case Study' })).toBeVisible();
    await expect(main(page).getByRole('checkbox', { name: 'Published' })).toBeChecked();
    await main(page).getByRole('button', { name: 'Save Case Study' }).click();
    await expect(page.getByText(/Missing fields\s*Please fill in all required fields$/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/case-studies\/new$/);
  });

  test('a case study with metrics in both languages shows them in the public grids and back in the metrics boxes; delete asks', async ({
    page,
  }) => {
    const title = uniqueTitle('Case');
    created.push(title);
    await main(page).getByRole('link', { name: 'New Case Study' }).click();
    await field(page, 'Title').fill(title);
    await field(page, 'Client Name').fill('E2E Client AB');
    await main(page).getByRole('combobox', { name: 'Industry', exact: true }).fill('Logistics');
    await typeMarkdown(page, 'Challenge', 'Manual routing took hours.');
    await typeMarkdown(page, 'Solution', 'An assistant plans the routes.');
    await typeMarkdown(page, 'Results', 'Routes are planned in minutes.');
    await field(page, 'Metrics').fill('Cost reduction: 40%\n\nTime saved: 12 h: per week\n');
    await field(page, 'Testimonial').fill('It changed how we work.');
    await field(page, 'Testimonial Author').fill('Eva Example');
    await field(page, 'Testimonial Role').fill('COO');
    // The Swedish view has its own metrics box; the English one is not in it.
    await main(page).getByRole('button', { name: 'Swedish', exact: true }).click();
    await expect(field(page, 'Metrics')).toHaveCount(0);
    await field(page, 'Metrics (Swedish)').fill('Minskade kostnader: 40 %\nSparad tid: 12 tim: i veckan');
    await main(page).getByRole('button', { name: 'Save Case Study' }).click();
    await expect(page.getByText('Case study created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/case-studies$/);
    const row = main(page).getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Manual routing took hours.')).toBeVisible();
    // The focus is on the saved case study's Edit link, not at the top of the page.
    await expect(row.getByRole('link', { name: `Edit ${title}` })).toBeFocused();
    await expect(row.getByText('E2E Client AB')).toBeVisible();
    await expect(row.getByText('Logistics')).toBeVisible();

    const [stored] = await storedByTitle('case_studies', title);
    expect(stored?.data.metrics).toEqual([
      { metric: 'Cost reduction', value: '40%' },
      { metric: 'Time saved', value: '12 h: per week' },
    ]);
    expect(stored?.data.metrics_sv).toEqual([
      { metric: 'Minskade kostnader', value: '40 %' },
      { metric: 'Sparad tid', value: '12 tim: i veckan' },
    ]);

    const card = main(page).getByRole('article').filter({ hasText: title });
    // The case-study trigger indexes the saved story (domain/src/caseStudyIndex.ts): wait until the list has it.
    await openUntil(page, '/case-studies', () => expect(card).toHaveCount(1, { timeout: 1000 }));
    const grid = card.locator('dl');
    await expect(grid.locator('dt')).toHaveText(['Cost reduction', 'Time saved']);
    await expect(grid.locator('dd')).toHaveText(['40%', '12 h: per week']);

    // /sv/case-studies as served, before any JavaScript: the Swedish metrics, not marked English.
    const served = await (await page.request.get(inLang('/case-studies', 'sv'))).text();
    const servedCard = served.slice(served.indexOf(title));
    const servedGrid = /<dl[^>]*aria-label="Nyckelresultat"[^>]*>([\s\S]*?)<\/dl>/.exec(servedCard)?.[1] ?? '';
    expect([...servedGrid.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map(([, term]) => term)).toEqual([
      'Minskade kostnader',
      'Sparad tid',
    ]);
    expect([...servedGrid.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map(([, value]) => value)).toEqual([
      '40 %',
      '12 tim: i veckan',
    ]);
    expect(servedGrid).not.toContain('lang="en"');
    await page.goto(inLang('/case-studies', 'sv'));
    const swedishGrid = main(page).getByRole('article').filter({ hasText: title }).locator('dl');
    await expect(swedishGrid.locator('dt')).toHaveText(['Minskade kostnader', 'Sparad tid']);

    await page.goto('/admin/case-studies');
    await main(page)
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(field(page, 'Metrics')).toHaveValue('Cost reduction: 40%\nTime saved: 12 h: per week');
    await main(page).getByRole('button', { name: 'Swedish', exact: true }).click();
    await expect(field(page, 'Metrics (Swedish)')).toHaveValue(
      'Minskade kostnader: 40 %\nSparad tid: 12 tim: i veckan',
    );
    await main(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/case-studies$/);

    await main(page)
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
    await expect(dialog.getByText('Are you sure you want to delete this case study?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Case study deleted successfully')).toBeVisible();
    await expect(main(page).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });
});
