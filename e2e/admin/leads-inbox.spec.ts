/**
 * The leads inbox (/admin/leads) with the real lead functions: a newsletter sign-up whose webhook
 * keeps failing shows as retrying, then, once its attempts are used up, as failed; after the
 * webhook is fixed the admin resends it and it shows as delivered. The webhook got it exactly once
 * with a 2xx, and every attempt carried the lead's id as its Idempotency-Key, so the automation
 * could drop a repeat.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from '../support/a11y';
import { SEED_USERS, signInAsAdmin, toast } from '../support/admin';
import {
  auditLogEntries,
  closeLeadStore,
  deleteLeads,
  runLeadRetries,
  seedLead,
  storedLeadByEmail,
  uniqueEmail,
} from '../support/leads';
import { asOwnVisitor, warmUpLeadFunctions } from '../support/network';
import { appsRunning } from '../support/page';
import { expect, test } from '../support/test';
import { TEXT } from '../support/text';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook';

/** A real call to the Functions emulator can wait for a worker to start on a busy machine. */
const FUNCTION_ANSWER = { timeout: 30_000 };
/** functions/.env.demo-nordic-ai: LEAD_MAX_ATTEMPTS. */
const MAX_ATTEMPTS = 4;

const email = uniqueEmail('leads-inbox');
/** The webhook refuses this spec's lead until the test fixes it. */
let webhookFixed = false;
let receiver: WebhookReceiver | undefined;

test.beforeAll(async () => {
  // Another spec (the forms without JavaScript) may hold the webhook port for a while.
  test.setTimeout(120_000);
  receiver = await startWebhookReceiver(({ body }) => (body.includes(email) && !webhookFixed ? 500 : 200));
  await warmUpLeadFunctions();
});
test.afterAll(async () => {
  await receiver?.close();
  await closeLeadStore();
});

const ours = () => (receiver?.received ?? []).filter((hit) => hit.body.includes(email));
const leadRow = (page: Page): Locator => page.getByRole('row').filter({ hasText: email });

/** Waits until the lead's back-off has passed, then runs the retries, until it is failed. */
async function retryUntilFailed(): Promise<void> {
  for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
    const lead = await storedLeadByEmail(email);
    if (lead?.forwarding.state === 'failed') return;
    const due = lead?.forwarding.next_attempt_at?.toMillis() ?? Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()) + 200));
    await runLeadRetries(SEED_USERS.admin);
  }
}

test('a lead whose webhook fails shows as failed; after Resend it is delivered, once, with the same idempotency key', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);

  // A visitor signs up for the newsletter; the webhook answers 500.
  await asOwnVisitor(page, testInfo);
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: TEXT.en.newsletter.label });
  await field.fill(email);
  await appsRunning(page);
  await footer.getByRole('button', { name: TEXT.en.newsletter.subscribe }).click();
  await expect(page.getByTestId('toast').filter({ hasText: TEXT.en.newsletter.successTitle })).toBeVisible(
    FUNCTION_ANSWER,
  );
  await expect.poll(async () => (await storedLeadByEmail(email))?.forwarding.attempts).toBe(1);
  const lead = await storedLeadByEmail(email);
  if (!lead) throw new Error('The lead was not stored');

  // The admin's inbox: reached from the console's navigation, the lead retrying after one attempt.
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(leadRow(page)).toContainText('Newsletter');
  await expect(leadRow(page)).toContainText('Retrying');
  await expect(leadRow(page).getByRole('cell').nth(5)).toHaveText('1');
  await expect(leadRow(page).getByRole('button', { name: /^Resend/ })).toHaveCount(0);

  // The retries fail too, until the attempts are used up: failed, with the webhook's answer.
  await retryUntilFailed();
  expect((await storedLeadByEmail(email))?.forwarding).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
  await page.getByRole('group', { name: 'Filter by delivery state' }).getByRole('button', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?state=failed$/);
  await expect(leadRow(page)).toContainText('Failed');
  await expect(leadRow(page)).toContainText('Last error: webhook answered HTTP 500');
  await expect(leadRow(page).getByRole('cell').nth(5)).toHaveText(String(MAX_ATTEMPTS));

  // The webhook is fixed; the admin resends the lead.
  webhookFixed = true;
  await leadRow(page)
    .getByRole('button', { name: `Resend the lead from ${email}` })
    .click();
  await expect(toast(page, 'Lead delivered')).toBeVisible(FUNCTION_ANSWER);
  await expect(leadRow(page)).toContainText('Delivered');
  await expect(leadRow(page).getByRole('cell').nth(5)).toHaveText(String(MAX_ATTEMPTS + 1));
  await expect(leadRow(page).getByRole('button', { name: /^Resend/ })).toHaveCount(0);
  // Resend went with the failure: the focus is on the row's delivery state, not dropped to the page.
  await expect(leadRow(page).getByRole('cell').nth(4)).toBeFocused();
  expect((await storedLeadByEmail(email))?.forwarding).toMatchObject({ state: 'delivered' });

  // What the webhook saw: every attempt with the lead's id as its key, exactly one accepted.
  expect(ours().map((hit) => hit.status)).toEqual([...Array(MAX_ATTEMPTS).fill(500), 200]);
  expect(new Set(ours().map((hit) => hit.idempotencyKey))).toEqual(new Set([lead.id]));
  expect(ours().every((hit) => hit.path === '/webhooks/newsletter')).toBe(true);

  // The delivered lead is among the delivered ones; the address keeps the filter.
  await page
    .getByRole('group', { name: 'Filter by delivery state' })
    .getByRole('button', { name: 'Delivered' })
    .click();
  await expect(page).toHaveURL(/\/admin\/leads\?state=delivered$/);
  await expect(leadRow(page)).toContainText('Delivered');
});

test("a person's leads: what they sent, found by e-mail however typed, exported as JSON and CSV, erased and logged without the address", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const person = uniqueEmail('gdpr-request');
  const other = uniqueEmail('gdpr-other');

  // The person writes through the contact form; someone else signs up for the newsletter.
  await asOwnVisitor(page, testInfo);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: TEXT.en.contact.form });
  const message = 'Hej! We would like to automate invoicing,\nand "talk" about =AI.';
  const values = { firstName: 'Greta', lastName: 'Dahl', email: person, company: 'Dahl & Söner AB', message };
  for (const [name, value] of Object.entries(values)) {
    await form
      .getByRole('textbox', { name: TEXT.en.contact.fields[name as keyof typeof values], exact: true })
      .fill(value);
  }
  await appsRunning(page);
  await form.getByRole('button', { name: TEXT.en.contact.submit }).click();
  await expect(form.getByRole('status')).toHaveText(TEXT.en.contact.success, FUNCTION_ANSWER);
  const ids = [await seedLead('newsletter', other, 'delivered', 1)];
  try {
    // The inbox shows what the person wrote.
    await signInAsAdmin(page);
    await page.goto('/admin/leads?kind=contact');
    const row = page.getByRole('row').filter({ hasText: person });
    await expect(row).toContainText('Greta Dahl, Dahl & Söner AB');
    await expect(row).toContainText('We would like to automate invoicing,');
    // And the page the form was sent from.
    await expect(row).toContainText('Sent from: /contact');

    // Found by e-mail, typed in capitals.
    const search = page.getByRole('search', { name: "Find a person's leads by e-mail" });
    await page.goto('/admin/leads');
    await search.getByRole('textbox').fill(person.toUpperCase());
    await search.getByRole('textbox').press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `1 lead of ${person.toUpperCase()}` })).toBeVisible();
    // The search added a history entry, where the shell moves the focus to the page's start: it is
    // back in Find's field, where staff were typing.
    await expect(search.getByRole('textbox')).toBeFocused();
    await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(0);

    // Exported: JSON for the person's access request, CSV for a spreadsheet.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    const exported = JSON.parse(await readFile(await json.path(), 'utf8'));
    expect(exported.leads).toEqual([
      expect.objectContaining({
        type: 'contact',
        email: person,
        name: 'Greta Dahl',
        company: 'Dahl & Söner AB',
        message,
        page: '/contact',
      }),
    ]);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text).toContain(
      `Contact,${person},Greta Dahl,Dahl & Söner AB,"Hej! We would like to automate invoicing,\n` +
        `and ""talk"" about =AI.",/contact,`,
    );

    // Erased, after asking; the other person's lead stays; the audit log has no address.
    await page.getByRole('button', { name: `Erase all leads of ${person.toUpperCase()}` }).click();
    await page
      .getByRole('dialog', { name: 'Erase this person’s leads?' })
      .getByRole('button', { name: 'Erase' })
      .click();
    await expect(toast(page, 'Leads erased')).toBeVisible(FUNCTION_ANSWER);
    await expect(page.getByText(`No leads of ${person.toUpperCase()}.`)).toBeVisible();
    expect(await storedLeadByEmail(person)).toBeUndefined();
    expect(await storedLeadByEmail(other)).toBeDefined();
    const log = await auditLogEntries('leads_erased');
    expect(log.some((entry) => JSON.stringify(entry).includes(person))).toBe(false);
    expect(log.at(-1)).toMatchObject({ details: { count: 1, kinds: { contact: 1 } } });
  } finally {
    await deleteLeads(ids);
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: the leads inbox with a lead in each state (${scheme})`, async ({ page }) => {
    const tag = uniqueEmail(`inbox-a11y-${scheme}`);
    const ids = [
      await seedLead('contact', `failed-${tag}`, 'failed', 4),
      await seedLead('quiz', `retrying-${tag}`, 'pending', 2),
      await seedLead('newsletter', `delivered-${tag}`, 'delivered', 1),
    ];
    try {
      await page.emulateMedia({ colorScheme: scheme });
      await signInAsAdmin(page);
      await page.goto('/admin/leads');
      for (const state of ['Failed', 'Retrying', 'Delivered']) {
        await expect(page.getByRole('row').filter({ hasText: tag }).filter({ hasText: state })).toHaveCount(1);
      }
      // The shell's success toast is not the inbox's (see admin-a11y.spec.ts): wait for it to close.
      await expect(page.getByText('Welcome back!')).toBeHidden({ timeout: 10_000 });
      await expectNoSeriousViolations(page, `leads inbox (${scheme})`);
    } finally {
      await deleteLeads(ids);
    }
  });
}

/**
 * A lead of each kind, the failed one a contact message with long Swedish words and a long address
 * (the widest row the inbox shows); answers their ids and the failed one's address.
 */
async function seedLeadsOfEachKind(): Promise<{ ids: string[]; failed: string }> {
  const tag = uniqueEmail('inbox-widths');
  // A contact message with long Swedish words and a long address, beside the shorter kinds.
  const failed = `failed-kontaktformular-med-en-lang-adress-${tag}`;
  const ids = [
    await seedLead('newsletter', `delivered-${tag}`, 'delivered', 1),
    await seedLead('quiz', `retrying-${tag}`, 'pending', 2),
    await seedLead('contact', failed, 'failed', 4, {
      firstName: 'Karl-Johan',
      lastName: 'Östergren-Lindqvist',
      company: 'Norrlandskustens Fastighetsförvaltningsaktiebolag',
      message:
        'Hej! Vi vill automatisera vår fakturahantering och kundtjänst med AI. Vi är ungefär tvåhundra ' +
        'anställda och använder ett äldre affärssystem. Kan ni ringa mig nästa vecka?',
      page: '/sv/contact',
    }),
  ];
  return { ids, failed };
}

/** The inbox in one language: its table, the failed lead's Resend button and the words it is checked by. */
interface InboxInLanguage {
  prefix: '' | '/sv';
  table: Locator;
  resendButton: Locator;
  resend: string;
  said: string;
}

/**
 * Seeds a lead of each kind (seedLeadsOfEachKind), signs in and opens the inbox at `width` in English,
 * then in Swedish, showing the failed lead's Resend; `check` runs on each. The leads go afterwards.
 */
async function inEachLanguage(page: Page, width: number, check: (inbox: InboxInLanguage) => Promise<void>) {
  const { ids, failed } = await seedLeadsOfEachKind();
  try {
    await signInAsAdmin(page);
    for (const [prefix, resend, said] of [
      ['', 'Resend', 'What they sent'],
      ['/sv', 'Skicka igen', 'Vad de skickade'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/admin/leads`);
      const table = page.getByRole('table', { name: 'Leads' });
      const resendButton = table.getByRole('row').filter({ hasText: failed }).getByRole('button');
      await expect(resendButton).toHaveText(resend);
      await check({ prefix, table, resendButton, resend, said });
    }
  } finally {
    await deleteLeads(ids);
  }
}

test('at desktop widths in both languages the dates and Resend keep to one line, the message and the address wrap, nothing scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await inEachLanguage(page, 1280, async ({ prefix, table, said }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const where = `${prefix}/admin/leads at ${width} px`;
      const layout = await table.evaluate((element) => {
        const px = (value: string) => Number.parseFloat(value) || 0;
        /** How many lines an element's text takes: its height inside its padding and borders over its line height. */
        const lines = (item: Element) => {
          const style = getComputedStyle(item);
          const inner =
            item.getBoundingClientRect().height -
            [style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth]
              .map(px)
              .reduce((sum, value) => sum + value, 0);
          return Math.round(inner / px(style.lineHeight));
        };
        const container = element.parentElement as HTMLElement;
        const headers = [...element.querySelectorAll('thead th')];
        return {
          sideways: container.scrollWidth - container.clientWidth,
          dates: [...element.querySelectorAll('tbody time')].map((time) => ({
            text: time.textContent,
            // An inline element has a box for each line it takes.
            lines: time.getClientRects().length,
          })),
          buttons: [...element.querySelectorAll('tbody button')].map((button) => ({
            text: button.textContent,
            lines: lines(button),
          })),
          widths: Object.fromEntries(
            headers.map((header) => [header.textContent, header.getBoundingClientRect().width]),
          ),
        };
      });
      expect(layout.sideways, `${where}: the table scrolls sideways`).toBeLessThanOrEqual(0);
      for (const date of layout.dates) expect(date.lines, `${where}: ${date.text}`).toBe(1);
      expect(layout.buttons.length, where).toBeGreaterThan(0);
      for (const button of layout.buttons) expect(button.lines, `${where}: ${button.text}`).toBe(1);
      // What they sent takes the width the one-line columns leave.
      expect(Math.max(...Object.values(layout.widths)), where).toBe(layout.widths[said]);
      await expectNoHorizontalOverflow(page, where);
    }
  });
});

test('at tablet widths in both languages nothing scrolls sideways: Resend is in view without scrolling the table', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await inEachLanguage(page, 768, async ({ prefix, resendButton: button, resend }) => {
    for (const width of [600, 700, 768, 820, 900, 1000, 1023]) {
      await page.setViewportSize({ width, height: 900 });
      const where = `${prefix}/admin/leads at ${width} px`;
      const layout = await button.evaluate((element) => {
        const container = element.closest('table')?.parentElement as HTMLElement;
        return {
          sideways: container.scrollWidth - container.clientWidth,
          containerRight: container.getBoundingClientRect().right,
          buttonRight: element.getBoundingClientRect().right,
        };
      });
      expect(layout.sideways, `${where}: the table scrolls sideways`).toBeLessThanOrEqual(0);
      expect(layout.buttonRight, `${where}: ${resend} is cut off`).toBeLessThanOrEqual(layout.containerRight);
      await expectNoHorizontalOverflow(page, where);
    }
  });
});
