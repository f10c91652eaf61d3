import type { Page } from '@playwright/test';
import { expectSending, expectSubmitHeld, expectSubmitReady, formOf } from '../support/forms';
import { closeLeadStore, storedLeads, uniqueEmail } from '../support/leads';
import { asOwnVisitor, countLeadPosts, failLeadPost, holdLeadPost, warmUpLeadFunctions } from '../support/network';
import { appsRunning, startApps } from '../support/page';
import { appConfig, expect, inLang, LANGS, stubExternalPage, test } from '../support/test';
import { TEXT } from '../support/text';

test.describe.configure({ mode: 'parallel' });
test.beforeAll(warmUpLeadFunctions);
test.afterAll(closeLeadStore);

/** Not an e-mail address by the rule "non-space, @, non-space, dot, non-space". */
const INVALID_EMAILS = ['anna', 'anna@example', 'anna@example.', '@example.se', 'anna @example.se', 'anna@.se'];

/**
 * A real post to renderPage in the Functions emulator: one arriving while the function's worker
 * is busy starts another worker, which takes several seconds on a busy 2-core machine.
 */
const FUNCTION_ANSWER = { timeout: 30_000 };

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

for (const lang of LANGS) {
  const t = TEXT[lang];

  test.describe(`footer newsletter (${lang})`, () => {
    const parts = (page: Page) => {
      const footer = page.getByRole('contentinfo');
      return {
        email: footer.getByRole('textbox', { name: t.newsletter.label }),
        button: footer.getByRole('button', { name: t.newsletter.subscribe }),
      };
    };

    test('subscribes: held until the address is valid, progress while sending, success toast, field cleared, lead stored', async ({
      page,
    }, testInfo) => {
      await asOwnVisitor(page, testInfo);
      const releasePost = await holdLeadPost(page, 'newsletter');
      const calls = countLeadPosts(page, 'newsletter');
      await page.goto(inLang('/about', lang));
      const { email, button } = parts(page);
      await expect(email).toHaveAttribute('placeholder', t.newsletter.placeholder);
      await expectSubmitHeld(button);
      for (const invalid of INVALID_EMAILS) {
        await email.fill(invalid);
        await expectSubmitHeld(button, `"${invalid}" is not accepted`);
      }
      // Focusing the field started the apps; Enter on an invalid address (Subscribe is disabled) sends nothing, and says why.
      await appsRunning(page);
      await email.press('Enter');
      await expect(toast(page, t.newsletter.invalidTitle)).toBeVisible();

      const address = uniqueEmail(`newsletter-${lang}`);
      await email.fill(address);
      await expectSubmitReady(button);
      await button.click();
      await expectSending(formOf(email), t.newsletter.sending);
      releasePost();
      await expect(toast(page, t.newsletter.successTitle)).toBeVisible(FUNCTION_ANSWER);
      await expect(email).toHaveValue('');
      await expect(formOf(email)).not.toHaveAttribute('aria-busy', 'true');
      await expectSubmitHeld(button);
      // Subscribe, disabled while it sent, let the focus go: it is back, in the field for the next address.
      await expect(email).toBeFocused();
      expect(calls()).toBe(1);

      const leads = await storedLeads('newsletter', address);
      expect(leads).toHaveLength(1);
      expect(leads[0]?.payload).toEqual({ email: address });
      // The page it was sent from, for the leads inbox.
      expect(leads[0]?.page).toBe(inLang('/about', lang));
    });

    test('a keyboard or screen-reader user meets Subscribe disabled while the address is empty or invalid', async ({
      page,
    }) => {
      const calls = countLeadPosts(page, 'newsletter');
      await page.goto(inLang('/about', lang));
      const { email, button } = parts(page);
      // From the server's HTML on, before any app runs: the page's script disabled it.
      await expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');
      await expect(button).toBeDisabled();
      await expect(button).toMatchAriaSnapshot(`- button "${t.newsletter.subscribe}" [disabled]`);

      for (const typed of ['', 'user@domain']) {
        await email.focus();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('Backspace');
        if (typed) await page.keyboard.type(typed);
        // Tab goes past it: a disabled button takes no focus.
        await page.keyboard.press('Tab');
        await expect(button, typed || 'empty').not.toBeFocused();
        await expect(button, typed || 'empty').toBeDisabled();
        await expect(button).toMatchAriaSnapshot(`- button "${t.newsletter.subscribe}" [disabled]`);
      }
      // The apps have started (the field was focused): still disabled, and Enter says why.
      await appsRunning(page);
      await expect(button).toBeDisabled();
      await email.press('Enter');
      await expect(toast(page, t.newsletter.invalidTitle)).toBeVisible();
      expect(calls()).toBe(0);

      await email.press('End');
      await page.keyboard.type('.se');
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await expect(button).toMatchAriaSnapshot(`- button "${t.newsletter.subscribe}"`);
    });

    test('a failing server shows the failure toast and keeps the address', async ({ page }) => {
      await failLeadPost(page, 'newsletter');
      await page.goto(inLang('/about', lang));
      const { email, button } = parts(page);
      const address = uniqueEmail(`newsletter-fail-${lang}`);
      await email.fill(address);
      await appsRunning(page);
      await button.click();
      const failure = toast(page, t.newsletter.failureTitle);
      await expect(failure).toBeVisible();
      await expect(failure).toContainText(t.leadUnavailable.newsletter);
      await expect(toast(page, t.newsletter.successTitle)).toHaveCount(0);
      await expect(email).toHaveValue(address);
      await expectSubmitReady(button);
      // Where the visitor was, to send again (disabled while it sent, the button let the focus go).
      await expect(button).toBeFocused();
    });
    test('an address the server refuses puts the focus back in the field, the address kept', async ({ page }) => {
      await page.goto(inLang('/about', lang));
      const { email, button } = parts(page);
      // The browser's checks and the app's take a backtick; the server's do not.
      const typed = 'a`b@example.com';
      await email.fill(typed);
      await appsRunning(page);
      await button.click();
      await expect(toast(page, t.newsletter.invalidTitle)).toBeVisible(FUNCTION_ANSWER);
      // Not left on the page (the button, disabled while sending, lets it go) but where to fix it.
      await expect(email).toBeFocused();
      await expect(email).toHaveValue(typed);
    });
  });

  test.describe(`home quiz box (${lang})`, () => {
    const parts = (page: Page) => {
      const box = page.getByRole('region', { name: t.quiz.heading });
      return {
        email: box.getByRole('textbox', { name: t.quiz.label }),
        button: box.getByRole('button', { name: t.quiz.submit }),
      };
    };

    test('stores the lead, shows the success toast and opens the quiz in a new tab', async ({
      page,
      context,
    }, testInfo) => {
      const { links } = await appConfig();
      await stubExternalPage(context, links.quizForm, 'AI readiness quiz');
      await asOwnVisitor(page, testInfo);
      await page.goto(inLang('/', lang));
      const { email, button } = parts(page);
      await expectSubmitHeld(button);
      for (const invalid of INVALID_EMAILS) {
        await email.fill(invalid);
        await expectSubmitHeld(button, `"${invalid}" is not accepted`);
      }

      const address = uniqueEmail(`quiz-${lang}`);
      await email.fill(address);
      await expectSubmitReady(button);
      await appsRunning(page);
      const popupOpened = page.waitForEvent('popup');
      await button.click();
      // The tab opens in the click (so no pop-up blocker stops it) and goes to the quiz.
      const quiz = await popupOpened;
      await expect(quiz).toHaveURL(links.quizForm, FUNCTION_ANSWER);
      await expect(quiz.getByRole('heading', { name: 'AI readiness quiz' })).toBeVisible();
      expect(await quiz.evaluate(() => window.opener)).toBeNull();

      const success = toast(page, t.quiz.successTitle);
      await expect(success).toBeVisible();
      await expect(success).toContainText(t.quiz.successText);
      await expect(email).toHaveValue('');
      expect(context.pages()).toHaveLength(2);

      const leads = await storedLeads('quiz', address);
      expect(leads).toHaveLength(1);
      expect(leads[0]?.payload).toEqual({ email: address });
    });

    test('a keyboard or screen-reader user meets Take the Quiz disabled while the address is empty or invalid', async ({
      page,
    }) => {
      await page.goto(inLang('/', lang));
      const { email, button } = parts(page);
      const disabled = `- button ${t.quiz.submit} [disabled]`;
      await expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');
      await expect(button).toBeDisabled();
      await expect(button).toMatchAriaSnapshot(disabled);

      await email.focus();
      await page.keyboard.type('user@domain');
      await page.keyboard.press('Tab');
      await expect(button).not.toBeFocused();
      await expect(button).toMatchAriaSnapshot(disabled);
      // Enter opens nothing: the browser says what is wrong with the address instead.
      const popups: unknown[] = [];
      page.on('popup', (popup) => popups.push(popup));
      await email.press('Enter');
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
      await appsRunning(page);
      await expect(button).toBeDisabled();
      // Leaving the field says why under it, on the box's tint: only the input has the white ground.
      await email.focus();
      await email.blur();
      const message = page.locator('form#quiz').getByText(t.quiz.invalid);
      await expect(message).toBeVisible();
      const field = await message.evaluate(
        (element) => getComputedStyle(element.parentElement ?? element).backgroundColor,
      );
      const input = await email.evaluate(
        (element) => getComputedStyle(element.parentElement ?? element).backgroundColor,
      );
      expect([field, input]).toEqual(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']);

      await email.press('End');
      await page.keyboard.type('.se');
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await expect(button).toMatchAriaSnapshot(`- button ${t.quiz.submit}`);
      expect(popups).toEqual([]);
    });

    test('a failing server shows the error toast and leaves no tab open', async ({ page, context }) => {
      const { links } = await appConfig();
      await stubExternalPage(context, links.quizForm, 'AI readiness quiz');
      await failLeadPost(page, 'quiz');
      await page.goto(inLang('/', lang));
      const { email, button } = parts(page);
      const address = uniqueEmail(`quiz-fail-${lang}`);
      await email.fill(address);
      await appsRunning(page);
      const popupOpened = page.waitForEvent('popup');
      await button.click();
      const tab = await popupOpened;
      const failure = toast(page, t.quiz.errorTitle);
      await expect(failure).toBeVisible();
      await expect(failure).toContainText(t.leadUnavailable.quiz);
      await expect.poll(() => tab.isClosed()).toBe(true);
      expect(context.pages()).toEqual([page]);
      await expect(toast(page, t.quiz.successTitle)).toHaveCount(0);
    });
    test('an address the server refuses puts the focus back in the field, the address kept, no tab left open', async ({
      page,
      context,
    }) => {
      await page.goto(inLang('/', lang));
      const { email, button } = parts(page);
      const typed = 'a`b@example.com';
      await email.fill(typed);
      await appsRunning(page);
      const popupOpened = page.waitForEvent('popup');
      await button.click();
      const tab = await popupOpened;
      await expect(toast(page, t.quiz.errorTitle)).toBeVisible(FUNCTION_ANSWER);
      await expect.poll(() => tab.isClosed()).toBe(true);
      expect(context.pages()).toEqual([page]);
      await expect(email).toBeFocused();
      await expect(email).toHaveValue(typed);
    });
  });

  test.describe(`contact form (${lang})`, () => {
    const values = {
      firstName: 'Anna',
      lastName: 'Lindqvist',
      email: '',
      company: 'Västkust Logistik AB',
      message: `We would like to automate route planning. (${lang})`,
    };
    type Field = keyof typeof values;
    const FIELDS = Object.keys(values) as Field[];

    const form = (page: Page) => page.getByRole('form', { name: t.contact.form });
    const field = (page: Page, name: Field) =>
      form(page).getByRole('textbox', { name: t.contact.fields[name], exact: true });
    async function fillAll(page: Page, input: Record<Field, string>, except?: Field) {
      for (const name of FIELDS) await field(page, name).fill(name === except ? '' : input[name]);
    }

    test('all five fields are required and the e-mail must be valid; nothing is sent until they are', async ({
      page,
    }) => {
      const calls = countLeadPosts(page, 'contact');
      await page.goto(inLang('/contact', lang));
      // The form's own validation, with the apps running (typing before they run: server-rendering.spec.ts).
      await startApps(page);
      const input = { ...values, email: uniqueEmail(`contact-required-${lang}`) };
      const submit = form(page).getByRole('button', { name: t.contact.submit });
      await fillAll(page, input);
      for (const missing of FIELDS) {
        const box = field(page, missing);
        await box.fill('');
        await submit.click();
        await expect(box).toHaveAttribute('required', '');
        expect(await box.evaluate((el: HTMLInputElement) => el.validity.valueMissing), `${missing} is required`).toBe(
          true,
        );
        await box.fill(input[missing]);
      }
      await fillAll(page, { ...input, email: 'anna@example' });
      await submit.click();
      expect(await field(page, 'email').evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
      await expect(page.getByText(t.contact.success)).toHaveCount(0);
      expect(calls()).toBe(0);
    });

    test("an empty field's message is in the page's language, not the browser's; filled, the form sends", async ({
      page,
    }, testInfo) => {
      // Chromium's interface is English: its own message would be "Please fill out this field." on both pages.
      // It sends: from a visitor address of its own, so other specs' sends never bring it to the rate limit.
      await asOwnVisitor(page, testInfo);
      await page.goto(inLang('/contact', lang));
      await startApps(page);
      const input = { ...values, email: uniqueEmail(`contact-message-${lang}`) };
      await fillAll(page, input, 'company');
      const submit = form(page).getByRole('button', { name: t.contact.submit });
      const company = field(page, 'company');
      await expect(async () => {
        // Once the apps have taken the form over (its check, then the browser's bubble).
        await submit.click();
        expect(await company.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(t.contact.missing);
      }).toPass();
      await expect(company).toBeFocused();
      await company.fill(input.company);
      expect(await company.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
      await submit.click();
      await expect(form(page).getByRole('status')).toHaveText(t.contact.success, FUNCTION_ANSWER);
    });

    test('on a 360 px phone, the field a refused send scrolls back to shows below the sticky header', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto(inLang('/contact', lang));
      await startApps(page);
      await fillAll(page, { ...values, email: uniqueEmail(`contact-scroll-${lang}`) }, 'firstName');
      // Scrolled so far that the empty first field is behind the header, the send button in sight:
      // the browser takes the field for visible and would not scroll.
      await field(page, 'firstName').evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top));
      await form(page).getByRole('button', { name: t.contact.submit }).click();
      await expect(field(page, 'firstName')).toBeFocused();
      const header = await page.getByRole('banner').boundingBox();
      const input = await field(page, 'firstName').boundingBox();
      expect(header && input && input.y >= header.y + header.height, 'the first name field under the header').toBe(
        true,
      );
    });

    test('sends the message: success text, the form clears, the lead is stored with what was typed', async ({
      page,
    }, testInfo) => {
      await asOwnVisitor(page, testInfo);
      const releasePost = await holdLeadPost(page, 'contact');
      await page.goto(inLang('/contact', lang));
      const input = { ...values, email: uniqueEmail(`contact-${lang}`) };
      await fillAll(page, input);
      await appsRunning(page);
      await form(page).getByRole('button', { name: t.contact.submit }).click();
      await expectSending(form(page), t.contact.sending);
      releasePost();
      await expect(form(page).getByRole('status')).toHaveText(t.contact.success, FUNCTION_ANSWER);
      for (const name of FIELDS) await expect(field(page, name)).toHaveValue('');
      await expect(form(page).getByRole('alert')).toHaveCount(0);
      // Disabled while it sent, Send Message let the focus go: it is back where the visitor was.
      await expect(form(page).getByRole('button', { name: t.contact.submit })).toBeFocused();

      const leads = await storedLeads('contact', input.email);
      expect(leads).toHaveLength(1);
      expect(leads[0]?.payload).toEqual(input);
      expect(leads[0]?.page).toBe(inLang('/contact', lang));
    });

    test('a message with a zero-width space is refused: the reason under the message, focused, what was typed kept', async ({
      page,
    }, testInfo) => {
      await asOwnVisitor(page, testInfo);
      await page.goto(inLang('/contact', lang));
      const input = {
        ...values,
        email: uniqueEmail(`contact-invisible-${lang}`),
        message: 'Hej\u200Bdär, vi vill prata.',
      };
      await fillAll(page, input);
      await appsRunning(page);
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await form(page).getByRole('button', { name: t.contact.submit }).click();
      // The server's answer names the field and what is wrong with it, as data.
      const refused = await answer;
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({
        sent: false,
        reason: 'invalid',
        field: 'message',
        problem: 'invisible',
      });
      await expect(form(page).getByRole('alert')).toHaveText(t.contact.invalid);
      const message = field(page, 'message');
      await expect(message).toHaveAccessibleDescription(t.contact.invisible);
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      await expect(message).toBeFocused();
      for (const name of FIELDS) await expect(field(page, name)).toHaveValue(input[name]);
      expect(await storedLeads('contact', input.email)).toHaveLength(0);
    });

    test('a message cut at its limit says so: the count under it, and one polite announcement', async ({ page }) => {
      await page.goto(inLang('/contact', lang));
      const message = field(page, 'message');
      // Focusing the field starts the apps, which count.
      await message.focus();
      await appsRunning(page);
      // Pasted, twice the limit: the field keeps the first 5,000 characters (its maxlength).
      await page.keyboard.insertText('x'.repeat(10_000));
      await expect(message).toHaveJSProperty('value', 'x'.repeat(5_000));
      await expect(form(page).getByTestId('message-count')).toHaveText(t.contact.countFull);
      await expect(message).toHaveAccessibleDescription(t.contact.countFull);
      const announcement = form(page).locator('[aria-live="polite"]').filter({ hasText: t.contact.limitReached });
      await expect(announcement).toHaveCount(1);
      // Below the last tenth the count is gone, and so is the announcement.
      await message.fill('x'.repeat(100));
      await expect(form(page).getByTestId('message-count')).toHaveCount(0);
      await expect(announcement).toHaveCount(0);
    });

    test('a failing server shows the error text and keeps what was typed', async ({ page }) => {
      await failLeadPost(page, 'contact');
      await page.goto(inLang('/contact', lang));
      const input = { ...values, email: uniqueEmail(`contact-fail-${lang}`) };
      await fillAll(page, input);
      await appsRunning(page);
      await form(page).getByRole('button', { name: t.contact.submit }).click();
      await expect(form(page).getByRole('alert')).toHaveText(t.leadUnavailable.contact);
      await expect(page.getByText(t.contact.success)).toHaveCount(0);
      for (const name of FIELDS) await expect(field(page, name)).toHaveValue(input[name]);
      await expectSubmitReady(form(page).getByRole('button', { name: t.contact.submit }));
      await expect(form(page).getByRole('button', { name: t.contact.submit })).toBeFocused();
    });
  });
}
