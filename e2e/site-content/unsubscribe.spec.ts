/**
 * "No spam. Unsubscribe anytime.": a newsletter subscription's unsubscribe address, as the
 * webhook hands it to the newsletter tool (the local webhook sink), in the language of the page it
 * was made on. Opening it changes nothing; its button ends the subscription, with JavaScript or
 * without, and the tool gets the `unsubscribed` event once; twice is harmless; the way back is the
 * footer's form, which clears the mark. A forged token is a 404 in the page's language.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectHeadingsWhole } from '../support/a11y';
import { signInAsAdmin } from '../support/admin';
import {
  uniqueEmail as anyEmail,
  closeLeadStore,
  deleteLeadsOf,
  seedFailedEnding,
  seedFailedUnsubscribeUrl,
  seedLead,
  seedRetryingUnsubscribeUrl,
  storedLeads,
} from '../support/leads';
import { asOwnVisitor, warmUpLeadFunctions } from '../support/network';
import { startApps } from '../support/page';
import { expect, inLang, LANGS, test } from '../support/test';
import { TEXT } from '../support/text';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook';

/** A real call to the Functions emulator can wait for a worker to start on a busy machine. */
const FUNCTION_ANSWER = { timeout: 30_000 };

let receiver: WebhookReceiver | undefined;

test.beforeAll(async () => {
  // Another spec (the leads inbox, the forms without JavaScript) may hold the webhook port a while.
  test.setTimeout(120_000);
  receiver = await startWebhookReceiver();
  await warmUpLeadFunctions();
});
/**
 * The addresses this spec signs up. Subscribing again makes a second lead of one address, which no
 * other spec does: the leads go once the spec is done, so the inbox other specs read (long-lists
 * counts each address once) is as they expect.
 */
const used: string[] = [];
function uniqueEmail(tag: string): string {
  const email = anyEmail(tag);
  used.push(email);
  return email;
}

test.afterAll(async () => {
  await receiver?.close();
  await deleteLeadsOf(used);
  await closeLeadStore();
});

/** What the newsletter webhook got for `email`: the subscriptions, the unsubscribed events and the unsubscribe addresses. */
function sent(email: string) {
  const bodies = (receiver?.received ?? [])
    .filter((hit) => hit.path === '/webhooks/newsletter' && hit.status < 300 && hit.body.includes(email))
    .map((hit) => ({ key: hit.idempotencyKey, body: JSON.parse(hit.body) as Record<string, unknown> }));
  return {
    subscriptions: bodies.filter((hit) => hit.body.event === undefined),
    unsubscribed: bodies.filter((hit) => hit.body.event === 'unsubscribed'),
    addresses: bodies.filter((hit) => hit.body.event === 'unsubscribe_url'),
  };
}

/** Signs `email` up with the footer's form on `path`, and answers the unsubscribe address the tool got for it. */
async function subscribe(page: Page, path: string, email: string, lang: (typeof LANGS)[number]): Promise<string> {
  const t = TEXT[lang];
  await page.goto(path);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: t.newsletter.label }).fill(email);
  await footer.getByRole('button', { name: t.newsletter.subscribe }).click();
  await expect.poll(() => sent(email).subscriptions.length, FUNCTION_ANSWER).toBeGreaterThan(0);
  const url = String(sent(email).subscriptions.at(-1)?.body.unsubscribe_url);
  const address = new URL(url);
  return `${address.pathname}${address.search}`;
}

for (const lang of LANGS) {
  const t = TEXT[lang].unsubscribe;

  test(`unsubscribes with the mailed address: opening changes nothing, the button does, once (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await asOwnVisitor(page, testInfo);
    const email = uniqueEmail(`unsubscribe-${lang}`);
    const address = await subscribe(page, inLang('/about', lang), email, lang);
    expect(address.startsWith(inLang('/unsubscribe?token=', lang))).toBe(true);

    // Opening it (as a mail scanner would) only asks.
    const opened = await page.goto(address);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex');
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('heading', { level: 1, name: t.confirmTitle })).toBeVisible();
    await expect(page.getByTestId('unsubscribe-email')).toHaveText(email);
    expect((await storedLeads('newsletter', email))[0]?.unsubscribe).toBeUndefined();
    expect(sent(email).unsubscribed).toHaveLength(0);
    // On a 360 px phone its heading breaks between words (a Swedish compound cut in two once did).
    await page.setViewportSize({ width: 360, height: 740 });
    await expectHeadingsWhole(page, `${address} at 360 px`);

    // With the apps running (the page hydrated), the button is still the page's plain form post.
    await startApps(page);
    await page.getByRole('button', { name: t.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.doneTitle })).toBeVisible(FUNCTION_ANSWER);
    await expect(page.getByTestId('unsubscribe-email')).toHaveText(email);
    await expectHeadingsWhole(page, `${address}, done, at 360 px`);
    const [lead] = await storedLeads('newsletter', email);
    expect(lead?.unsubscribe?.at).toBeTruthy();
    await expect.poll(() => sent(email).unsubscribed.length, FUNCTION_ANSWER).toBe(1);
    expect(sent(email).unsubscribed[0]?.body).toMatchObject({ event: 'unsubscribed', email, type: 'newsletter' });
    expect(sent(email).unsubscribed[0]?.key).toMatch(/:unsubscribed:\d+$/);

    // Twice, and a mail client's one-click on the same address: the same confirmation, no second event.
    const again = await page.request.post(address, {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: { origin: 'https://mail.example' },
    });
    expect(again.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.doneTitle })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(sent(email).unsubscribed).toHaveLength(1);

    // The way back: the footer's form on this very page subscribes again and clears the mark.
    await page.getByRole('link', { name: t.again }).click();
    await startApps(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('textbox', { name: TEXT[lang].newsletter.label })).toBeInViewport();
    await footer.getByRole('textbox', { name: TEXT[lang].newsletter.label }).fill(email);
    await footer.getByRole('button', { name: TEXT[lang].newsletter.subscribe }).click();
    await expect(page.getByTestId('toast').filter({ hasText: TEXT[lang].newsletter.successTitle })).toBeVisible(
      FUNCTION_ANSWER,
    );
    await expect.poll(() => sent(email).subscriptions.length, FUNCTION_ANSWER).toBe(2);
    const leads = await storedLeads('newsletter', email);
    expect(leads).toHaveLength(2);
    expect(leads.every((one) => one.unsubscribe === undefined)).toBe(true);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: t.confirmTitle })).toBeVisible();
  });

  test(`answers a forged or cut-short address with a 404 in its language, changing nothing (${lang})`, async ({
    page,
  }) => {
    for (const token of [`${'A'.repeat(20)}.${'b'.repeat(43)}`, 'cut-short']) {
      const answer = await page.goto(inLang(`/unsubscribe?token=${token}`, lang));
      expect(answer?.status()).toBe(404);
      expect(answer?.headers()['x-robots-tag']).toBe('noindex');
      await expect(page.getByRole('heading', { level: 1, name: t.invalidTitle })).toBeVisible();
      await expect(page.getByText(t.invalidText)).toBeVisible();
      await expect(page.getByRole('button', { name: t.button })).toHaveCount(0);
    }
    const posted = await page.request.post(inLang(`/unsubscribe?token=${'A'.repeat(20)}.${'b'.repeat(43)}`, lang), {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(posted.status()).toBe(404);
  });
}

test('every other form of the address moves to the page, token and all, kept by no cache and naming no referrer', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = `${'A'.repeat(20)}.${'b'.repeat(43)}`;
  const variants = [
    ['/Unsubscribe', '/unsubscribe'],
    ['/UNSUBSCRIBE', '/unsubscribe'],
    ['/unsubscribe/', '/unsubscribe'],
    ['/unsubscribe.html', '/unsubscribe'],
    ['/sv/Unsubscribe', '/sv/unsubscribe'],
    ['/SV/UNSUBSCRIBE.html', '/sv/unsubscribe'],
    // Percent-encoded letters or slash, which the router decodes (Hosting's rule matches them as sent).
    ['/unsub%73cribe', '/unsubscribe'],
    ['/sv/%55nsubscribe/', '/sv/unsubscribe'],
    ['/unsubscribe%2F', '/unsubscribe'],
    // Its language percent-encoded, which the router decodes too.
    ['/%73v/unsubscribe', '/sv/unsubscribe'],
    ['/%53V/Unsub%73cribe', '/sv/unsubscribe'],
  ] as const;
  for (const [path, to] of variants) {
    const answer = await page.request.get(`${path}?token=${token}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(301);
    const location = new URL(answer.headers().location ?? '', 'http://localhost');
    expect(`${location.pathname}${location.search}`, path).toBe(`${to}?token=${token}`);
    expect(answer.headers(), path).toMatchObject({
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    });
  }

  // A real subscription's address, typed in capitals: the page in its language, naming the address.
  await asOwnVisitor(page, testInfo);
  const email = uniqueEmail('unsubscribe-case');
  const address = await subscribe(page, inLang('/about', 'sv'), email, 'sv');
  const opened = await page.goto(address.replace('/sv/unsubscribe', '/SV/Unsubscribe'));
  expect(new URL(page.url()).pathname).toBe('/sv/unsubscribe');
  expect(opened?.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' });
  await expect(page.getByRole('heading', { level: 1, name: TEXT.sv.unsubscribe.confirmTitle })).toBeVisible();
  await expect(page.getByTestId('unsubscribe-email')).toHaveText(email);
});

test('the leads inbox says the subscription was ended, on screen and in the CSV, in both languages', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await asOwnVisitor(page, testInfo);
  const email = uniqueEmail('unsubscribe-inbox');
  const address = await subscribe(page, inLang('/about', 'en'), email, 'en');
  // A mail client's one-click, from its own servers.
  expect((await page.request.post(address, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200);
  await expect.poll(() => sent(email).unsubscribed.length, FUNCTION_ANSWER).toBe(1);

  await signInAsAdmin(page);
  for (const [path, label, heading] of [
    [`/admin/leads?email=${encodeURIComponent(email)}`, 'Unsubscribed', 'Unsubscribed (Stockholm time)'],
    [`/sv/admin/leads?email=${encodeURIComponent(email)}`, 'Avregistrerad', 'Avregistrerad (svensk tid)'],
  ] as const) {
    await page.goto(path);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.locator('[data-lead-unsubscribed]')).toContainText(label, FUNCTION_ANSWER);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: path.startsWith('/sv/') ? 'Exportera CSV' : 'Export CSV' }).click(),
    ]);
    const [header = '', line = ''] = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    const separator = path.startsWith('/sv/') ? ';' : ',';
    expect(header.split(separator).at(-1)).toBe(heading);
    expect(line.split(separator).at(-1)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  }
});

test("staff resend an ended subscription's failed unsubscribed event from the inbox, once, in both languages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const emails = [uniqueEmail('unsubscribe-resend-en'), uniqueEmail('unsubscribe-resend-sv')];
  await signInAsAdmin(page);
  for (const [index, [path, notice, resend, done]] of (
    [
      ['/admin/leads', 'Unsubscribe notice: Failed', 'Resend the unsubscribe of', 'Unsubscribe delivered'],
      [
        '/sv/admin/leads',
        'Besked om avregistreringen: Misslyckad',
        'Skicka igen: avregistreringen för',
        'Avregistreringen levererades',
      ],
    ] as const
  ).entries()) {
    const email = emails[index] ?? '';
    const id = await seedLead('newsletter', email, 'delivered', 1);
    const endedAt = Date.now() - 60_000;
    await seedFailedEnding(id, endedAt, 8);
    await page.goto(`${path}?email=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.locator('[data-lead-delivery]')).toContainText(notice, FUNCTION_ANSWER);
    await row.getByRole('button', { name: `${resend} ${email}` }).click();
    await expect(page.getByText(done)).toBeVisible(FUNCTION_ANSWER);
    await expect(row.locator('[data-lead-delivery]')).not.toContainText(notice);
    await expect(row.getByRole('button')).toHaveCount(0);
    // The tool got the event once, with the key every earlier attempt had.
    await expect
      .poll(() => sent(email).unsubscribed.map((hit) => hit.key), FUNCTION_ANSWER)
      .toEqual([`${id}:unsubscribed:${endedAt}`]);
  }
});

test("the inbox's Failed filter lists a subscription whose unsubscribe notice or address failed; staff resend the address, once, in both languages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  for (const [lang, path, notice, address, resend, done] of [
    [
      'en',
      '/admin/leads',
      'Unsubscribe notice: Failed',
      'Unsubscribe address: Failed',
      'Resend the unsubscribe address of',
      'Unsubscribe address delivered',
    ],
    [
      'sv',
      '/sv/admin/leads',
      'Besked om avregistreringen: Misslyckad',
      'Avregistreringsadressen: Misslyckad',
      'Skicka igen: avregistreringsadressen för',
      'Avregistreringsadressen levererades',
    ],
  ] as const) {
    const ended = uniqueEmail(`failed-notice-${lang}`);
    const older = uniqueEmail(`failed-address-${lang}`);
    await seedFailedEnding(await seedLead('newsletter', ended, 'delivered', 1), Date.now() - 60_000, 8);
    const id = await seedLead('newsletter', older, 'delivered', 1);
    await seedFailedUnsubscribeUrl(id, 8);
    // The whole inbox under Failed (Firestore's OR query), not a person's leads.
    await page.goto(`${path}?state=failed`);
    const row = (email: string) => page.getByRole('row').filter({ hasText: email });
    await expect(row(ended).locator('[data-lead-delivery]')).toContainText(notice, FUNCTION_ANSWER);
    await expect(row(older).locator('[data-lead-delivery]')).toContainText(address);
    await row(older)
      .getByRole('button', { name: `${resend} ${older}` })
      .click();
    await expect(page.getByText(done)).toBeVisible(FUNCTION_ANSWER);
    await expect(row(older).locator('[data-lead-delivery]')).not.toContainText(address);
    await expect(row(older).getByRole('button')).toHaveCount(0);
    // The tool got the address once, with the key every attempt of it has.
    await expect
      .poll(() => sent(older).addresses.map((hit) => hit.key), FUNCTION_ANSWER)
      .toEqual([`${id}:unsubscribe_url`]);
  }
});

test("the inbox's Retrying filter lists a subscription whose unsubscribe address is being retried, in both languages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  for (const [lang, path, address, filter] of [
    ['en', '/admin/leads', 'Unsubscribe address: Retrying', 'Retrying'],
    ['sv', '/sv/admin/leads', 'Avregistreringsadressen: Försöker igen', 'Försöker igen'],
  ] as const) {
    const older = uniqueEmail(`retrying-address-${lang}`);
    const plain = uniqueEmail(`delivered-plain-${lang}`);
    await seedRetryingUnsubscribeUrl(await seedLead('newsletter', older, 'delivered', 1), 2);
    await seedLead('newsletter', plain, 'delivered', 1);
    // The whole inbox under Retrying (Firestore's OR query), not a person's leads.
    await page.goto(`${path}?state=retrying`);
    await expect(page.getByRole('button', { name: filter, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const row = (email: string) => page.getByRole('row').filter({ hasText: email });
    await expect(row(older).locator('[data-lead-delivery]')).toContainText(address, FUNCTION_ANSWER);
    await expect(row(plain)).toHaveCount(0);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page asks, and its button ends the subscription (sv)', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await asOwnVisitor(page, testInfo);
    const t = TEXT.sv.unsubscribe;
    const email = uniqueEmail('unsubscribe-no-script');
    const address = await subscribe(page, inLang('/about', 'sv'), email, 'sv');
    await page.goto(address);
    await expect(page.getByTestId('unsubscribe-email')).toHaveText(email);
    await page.getByRole('button', { name: t.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.doneTitle })).toBeVisible(FUNCTION_ANSWER);
    await expect.poll(() => sent(email).unsubscribed.length, FUNCTION_ANSWER).toBe(1);
    expect(page.url()).toContain(address);

    // The way back without JavaScript: the footer's plain post from a page sent without a referrer
    // (the browser's Origin is then `null`) subscribes again, as it does on any other page.
    await page.getByRole('link', { name: t.again }).click();
    const footer = page.locator('form#newsletter');
    await footer.getByRole('textbox').fill(email);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await footer.getByRole('button').click();
    expect((await answer).status()).toBeLessThan(400);
    await expect(page.locator('form#newsletter').getByRole('status')).toContainText(TEXT.sv.newsletter.successTitle);
    await expect.poll(async () => (await storedLeads('newsletter', email)).length, FUNCTION_ANSWER).toBe(2);
  });
});
