/**
 * The first tap answers before any app script is requested: every public control works from the
 * server's HTML (shell/src/boot.ts installs only small delegated handlers). Then the apps take the
 * page over without losing what the visitor typed or opened. Deterministic: no timing, only what
 * was requested and what is on screen.
 */
import type { Locator, Page } from '@playwright/test';
import { bookingDialog } from '../support/booking';
import { closeLeadStore, storedLeads, uniqueEmail } from '../support/leads';
import { NATIVE_TEXT, openServed, TEXT, watchAppScripts } from '../support/native';
import { asOwnVisitor } from '../support/network';
import { appConfig, expect, stubExternalPage, test } from '../support/test';

const text = NATIVE_TEXT.en;
const appsNotRunning = async (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');

test.afterAll(closeLeadStore);

test('every control of the home page answers with no app script requested', async ({ page }) => {
  const scripts = watchAppScripts(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await openServed(page, '/', 'en');

  await page.getByRole('button', { name: text.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: text.nav });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const faq = page.locator('details', { has: page.getByText(text.faq, { exact: true }) });
  await faq.locator('summary').click();
  await expect(faq).toHaveAttribute('open', '');

  const shown = page.locator('[aria-roledescription="slide"]:visible');
  await page.getByRole('button', { name: text.next }).click();
  await expect(shown).toHaveAttribute('aria-label', text.slide(2));
  await page.getByRole('button', { name: text.previous }).click();
  await page.getByRole('button', { name: text.previous }).click();
  await expect(shown).toHaveAttribute('aria-label', text.slide(4));

  await page.getByTestId('theme-toggle').click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('dark');

  expect(scripts.map((request) => request.url())).toEqual([]);
  await appsNotRunning(page);
});

test('the booking dialog, the portfolios and the language link answer with no app script requested', async ({
  page,
}) => {
  const scripts = watchAppScripts(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openServed(page, '/contact', 'en');
  await page.getByRole('button', { name: text.viewCalendar }).click();
  await expect(bookingDialog(page, 'en')).toBeVisible();
  // The boot script gives the frame its page as the dialog opens, before any app runs.
  await expect(bookingDialog(page, 'en').locator('iframe')).toHaveAttribute('src', (await appConfig()).links.booking);
  await page.keyboard.press('Escape');

  await openServed(page, '/products', 'en');
  const portfolios = page.getByRole('main').locator('details');
  await portfolios.nth(1).locator('summary').click();
  await expect(portfolios.nth(1)).toHaveAttribute('open', '');

  await page.getByRole('banner').locator('[data-testid="language-toggle"]:visible').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('sv');

  expect(scripts.map((request) => request.url())).toEqual([]);
  await appsNotRunning(page);
});

test('the apps take over without losing typed text or what was opened', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openServed(page, '/contact', 'en');
  const faq = page.getByRole('main').locator('details').first();
  await faq.locator('summary').click();
  // Focusing a field of the form starts the apps; typing goes on meanwhile.
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.pressSequentially('Anna Lindqvist', { delay: 20 });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await expect(firstName).toHaveValue('Anna Lindqvist');
  await expect(faq).toHaveAttribute('open', '');
  expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
});

test('the blog search typed before the apps run filters once they do', async ({ page }) => {
  await openServed(page, '/blog', 'en');
  const cards = page.getByRole('main').getByRole('article');
  const before = await cards.count();
  await page.getByRole('searchbox').pressSequentially('zzzz-no-such-post');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await expect(page.getByRole('searchbox')).toHaveValue('zzzz-no-such-post');
  await expect(cards).toHaveCount(0);
  expect(before).toBeGreaterThan(0);
});

test.describe('a lead form sent before the apps take over', () => {
  // As a visitor who types and presses Enter at once: the apps are not there yet (here they never
  // come), so the browser posts the form itself.
  test.beforeEach(async ({ context }, testInfo) => {
    await context.route(/\/static\/js\//, (route) => route.abort());
    await asOwnVisitor(context, testInfo);
  });

  test('the buttons are disabled from the start, by the page itself, until the address is valid', async ({ page }) => {
    await openServed(page, '/', 'en');
    const quiz = page.locator('form#quiz');
    const newsletter = page.locator('form#newsletter');
    for (const form of [quiz, newsletter]) {
      await expect(form.getByRole('button')).toBeDisabled();
      await form.getByRole('textbox').fill('user@domain');
      await expect(form.getByRole('button')).toBeDisabled();
      await form.getByRole('textbox').fill('user@domain.se');
      await expect(form.getByRole('button')).toBeEnabled();
    }
    await appsNotRunning(page);
  });

  test("a field's message is in the page's language from the first press, not the browser's (en and sv)", async ({
    page,
  }) => {
    // Chromium's interface is English: its own messages would say "Please fill out this field." and
    // "Please match the requested format." on both pages.
    const email = {
      en: 'Enter a valid e-mail address, such as name@example.com.',
      sv: 'Ange en giltig e-postadress, till exempel namn@exempel.se.',
    };
    const message = (field: Locator) => field.evaluate((el: HTMLInputElement) => el.validationMessage);
    for (const lang of ['en', 'sv'] as const) {
      const t = TEXT[lang].contact;
      await openServed(page, '/contact', lang);
      const form = page.getByRole('form', { name: t.form });
      const field = (name: keyof typeof t.fields) => form.getByRole('textbox', { name: t.fields[name], exact: true });
      await form.getByRole('button', { name: t.submit }).click();
      // The browser held the post back at the first empty field, and said so in the page's language.
      await expect(field('firstName')).toBeFocused();
      expect(await message(field('firstName'))).toBe(t.missing);
      for (const name of ['firstName', 'lastName', 'company', 'message'] as const) await field(name).fill('Anna');
      await field('email').fill('anna@example');
      await form.getByRole('button', { name: t.submit }).click();
      await expect(field('email')).toBeFocused();
      expect(await message(field('email'))).toBe(email[lang]);
      await field('email').fill('anna@example.se');
      expect(await message(field('email'))).toBe('');
      await expect(form).not.toHaveAttribute('aria-busy', 'true');

      // Enter on an invalid quiz address: the boot script asks the browser to show the field's message.
      await openServed(page, '/', lang);
      const quiz = page.locator('form#quiz').getByRole('textbox');
      await quiz.fill('user@domain');
      await quiz.press('Enter');
      expect(await message(quiz)).toBe(email[lang]);
      await appsNotRunning(page);
    }
  });

  test('the quiz says it was received, then opens the quiz in the tab it posted in (en and sv)', async ({
    page,
    context,
  }) => {
    const { links } = await appConfig();
    await stubExternalPage(context, links.quizForm, 'AI readiness quiz');
    for (const [lang, success] of [
      ['en', "Success! We've received your information. Opening the quiz..."],
      ['sv', 'Klart! Vi har tagit emot dina uppgifter. Öppnar testet...'],
    ] as const) {
      const address = uniqueEmail(`first-tap-quiz-${lang}`);
      await openServed(page, '/', lang);
      const opened = context.waitForEvent('page');
      await page.locator('form#quiz').getByRole('textbox').fill(address);
      await page.locator('form#quiz').getByRole('textbox').press('Enter');
      const tab = await opened;
      await expect(tab.locator('form#quiz').getByRole('status')).toContainText(success);
      // The boot script goes on to the quiz, in place of the message.
      await expect(tab).toHaveURL(links.quizForm);
      await expect(tab.getByRole('heading', { name: 'AI readiness quiz' })).toBeVisible();
      await expect.poll(async () => (await storedLeads('quiz', address)).length).toBe(1);
      await tab.close();
      await appsNotRunning(page);
    }
  });

  test('the newsletter says it was received on the page it was sent from', async ({ page }) => {
    const address = uniqueEmail('first-tap-newsletter');
    await openServed(page, '/about', 'en');
    const email = page.locator('form#newsletter').getByRole('textbox');
    await email.fill(address);
    await email.press('Enter');
    await expect(page).toHaveURL(/\/about\?sent=newsletter#newsletter$/);
    await expect(page.locator('form#newsletter').getByRole('status')).toContainText('Successfully Subscribed!');
    await expect.poll(async () => (await storedLeads('newsletter', address)).length).toBe(1);
  });
});
