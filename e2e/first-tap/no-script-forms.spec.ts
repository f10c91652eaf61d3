/**
 * The lead forms with JavaScript disabled: real posts to the page's own address, answered by the
 * server (functions/src/render, leads/formPost.ts) with a redirect back showing the product's
 * message, or the page again with the message and what was typed. The contact message reaches the
 * lead webhook (a receiver on the port the local stack's webhooks point at).
 */
import type { Page } from '@playwright/test';
import { closeLeadStore, storedLeads, uniqueEmail } from '../support/leads';
import { openServed, TEXT } from '../support/native';
import { asOwnVisitor } from '../support/network';
import { appConfig, expect, stubExternalPage, test } from '../support/test';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook';

test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'serial' });

let receiver: WebhookReceiver | undefined;
const received = () => receiver?.received ?? [];

test.beforeAll(async () => {
  // The leads inbox spec may hold the webhook port for a while.
  test.setTimeout(120_000);
  receiver = await startWebhookReceiver();
});
// Each test posts as a visitor of its own, so the posts of one never use up another's quota.
test.beforeEach(async ({ context }, testInfo) => {
  await asOwnVisitor(context, testInfo);
});
test.afterAll(async () => {
  await receiver?.close();
  await closeLeadStore();
});

test('the newsletter posts, and the page it comes back to says so (en and sv)', async ({ page }) => {
  for (const [lang, thanks] of [
    ['en', 'Successfully Subscribed!'],
    ['sv', 'Prenumerationen är klar!'],
  ] as const) {
    const address = uniqueEmail(`nojs-newsletter-${lang}`);
    await openServed(page, '/about', lang);
    const form = page.locator('form#newsletter');
    await form.getByRole('textbox').fill(address);
    await form.getByRole('button').click();
    await expect(page).toHaveURL(/\/(sv\/)?about\?sent=newsletter#newsletter$/);
    await expect(page.locator('form#newsletter').getByRole('status')).toContainText(thanks);
    await expect.poll(async () => (await storedLeads('newsletter', address)).length).toBe(1);
    // The page it was posted from, for the leads inbox.
    expect((await storedLeads('newsletter', address))[0]?.page).toBe(lang === 'sv' ? '/sv/about' : '/about');
  }
});

test('the browser refuses an empty or invalid address itself: nothing is posted (en and sv)', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  for (const lang of ['en', 'sv'] as const) {
    await openServed(page, '/about', lang);
    const form = page.locator('form#newsletter');
    const field = form.getByRole('textbox');
    const subscribe = form.getByRole('button');
    // Without JavaScript nothing could enable a disabled button: the server renders it enabled.
    await expect(subscribe).toBeEnabled();
    for (const typed of ['', 'user@domain', 'user @domain.se']) {
      await field.fill(typed);
      await subscribe.click();
      await expect(form.locator('input[name="email"]:invalid')).toHaveCount(1);
    }
    await expect(page).toHaveURL(/\/(sv\/)?about$/);
  }
  expect(posts).toEqual([]);
});

test('the contact form posts, the message reaches the webhook, the page shows the success text', async ({ page }) => {
  const email = uniqueEmail('nojs-contact');
  await openServed(page, '/contact', 'en');
  await page.locator('#contact-form').getByRole('textbox', { name: 'First name' }).fill('Anna');
  await page.locator('#contact-form').getByRole('textbox', { name: 'Last name' }).fill('Lindqvist');
  await page.locator('#contact-form').getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.locator('#contact-form').getByRole('textbox', { name: 'Company' }).fill('Lindqvist Logistik AB');
  await page
    .locator('#contact-form')
    .getByRole('textbox', { name: 'Message' })
    .fill('Hej! We would like to automate our order intake.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=contact#contact-form$/);
  await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
  await expect
    .poll(() => received().filter((hit) => hit.path.endsWith('/contact') && hit.body.includes(email)).length)
    .toBe(1);
});

test('a refused post comes back with the message and what was typed (a name of spaces only)', async ({ page }) => {
  await openServed(page, '/contact', 'en');
  const contact = page.locator('#contact-form');
  // The browser's checks pass a field of spaces (it is not empty); the server's trims it.
  await contact.getByRole('textbox', { name: 'First name' }).fill('   ');
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Lindqvist');
  await contact.getByRole('textbox', { name: 'Email', exact: true }).fill('anna@example.se');
  await contact.getByRole('textbox', { name: 'Company' }).fill('Lindqvist Logistik AB');
  await contact.getByRole('textbox', { name: 'Message' }).fill('Keep this text.');
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('Please check the highlighted field');
  await expect(page.locator('#contact-form').getByRole('textbox', { name: 'Message' })).toHaveValue('Keep this text.');
  await expect(page.locator('#contact-form').getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'anna@example.se',
  );
});

/** The served contact page in `lang` with every field filled in (`message` in its box); its parts. */
async function fillContactForm(page: Page, lang: 'en' | 'sv', message: string) {
  const t = TEXT[lang].contact;
  await openServed(page, '/contact', lang);
  const contact = page.locator('#contact-form');
  const box = (name: keyof typeof t.fields) => contact.getByRole('textbox', { name: t.fields[name], exact: true });
  const typed = {
    firstName: 'Anna',
    lastName: 'Lindqvist',
    email: 'anna@example.se',
    company: 'Lindqvist Logistik AB',
    message,
  };
  for (const [name, value] of Object.entries(typed)) await box(name as keyof typeof typed).fill(value);
  return { t, contact, box, typed };
}

for (const lang of ['en', 'sv'] as const) {
  test(`a message with a zero-width space comes back with the reason under it, focused, what was typed kept (${lang})`, async ({
    page,
  }) => {
    const { t, contact, box, typed } = await fillContactForm(page, lang, 'Hej\u200Bdär, vi vill prata.');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await contact.getByRole('button', { name: t.submit }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText(t.invalid);
    await expect(box('message')).toHaveAccessibleDescription(t.invisible);
    await expect(box('message')).toHaveAttribute('aria-invalid', 'true');
    await expect(box('message')).toBeFocused();
    for (const [name, value] of Object.entries(typed)) await expect(box(name as keyof typeof typed)).toHaveValue(value);
  });
}

test('the contact e-mail follows the shared rule in the browser too: "user@domain" is not posted', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await openServed(page, '/contact', 'en');
  const contact = page.locator('#contact-form');
  await contact.getByRole('textbox', { name: 'First name' }).fill('Anna');
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Lindqvist');
  await contact.getByRole('textbox', { name: 'Email', exact: true }).fill('anna@example');
  await contact.getByRole('textbox', { name: 'Company' }).fill('Lindqvist Logistik AB');
  await contact.getByRole('textbox', { name: 'Message' }).fill('Hej!');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // type="email" accepts it; only the pattern refuses it.
  await expect(contact.locator('input[type="email"]:invalid')).toHaveCount(1);
  expect(posts).toEqual([]);
});

// A phone: the forms are far below the top a page posted to comes back at.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const lang of ['en', 'sv'] as const) {
    test(`a newsletter address the server refuses comes back in view: the refusal shown, the field focused, the address kept (${lang})`, async ({
      page,
    }) => {
      await openServed(page, '/about', lang);
      const form = page.locator('form#newsletter');
      // The browser's checks take a backtick; the server's do not.
      const typed = 'a`b@example.com';
      await form.getByRole('textbox').fill(typed);
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.getByRole('button').click();
      expect((await answer).status()).toBe(400);
      const field = page.locator('form#newsletter').getByRole('textbox', { name: TEXT[lang].newsletter.label });
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(typed);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeInViewport();
      await expect(page.locator('form#newsletter').getByRole('alert')).toContainText(
        TEXT[lang].newsletter.invalidTitle,
      );
      // The focused field says why it was refused, not only that it was.
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${TEXT[lang].newsletter.invalidTitle}\\b`));
      await expect(page.locator('form#newsletter').getByRole('alert')).toBeInViewport();
    });

    test(`a quiz address the server refuses comes back in view in its tab: the reason, the field focused, the address kept (${lang})`, async ({
      page,
      context,
    }) => {
      await openServed(page, '/', lang);
      const typed = 'a`b@example.com';
      await page.locator('form#quiz').getByRole('textbox').fill(typed);
      const opened = context.waitForEvent('page');
      await page.locator('form#quiz').getByRole('button').click();
      const tab = await opened;
      const field = tab.locator('form#quiz').getByRole('textbox', { name: TEXT[lang].quiz.label });
      await expect(field).toHaveValue(typed);
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeInViewport();
      await expect(tab.locator('form#quiz').getByRole('alert')).toBeInViewport();
      await tab.close();
    });
  }
});

// A refusal that names no field (a form token the server no longer takes, too many posts, the
// database away): no field to focus, and the page comes back at its top.
// The address's anchor (#contact-form) shows the form's top (and keeps the browser from
// focusing anything itself), and a phone's screen ends long before the form does.
test.describe('on a phone, a sent contact message', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const lang of ['en', 'sv'] as const) {
    test(`comes back with the success in view, before the emptied fields (${lang})`, async ({ page }) => {
      const t = TEXT[lang].contact;
      await openServed(page, '/contact', lang);
      const contact = page.locator('#contact-form');
      const box = (name: keyof typeof t.fields) => contact.getByRole('textbox', { name: t.fields[name], exact: true });
      await box('firstName').fill('Anna');
      await box('lastName').fill('Lindqvist');
      await box('email').fill(uniqueEmail(`nojs-contact-phone-${lang}`));
      await box('company').fill('Lindqvist Logistik AB');
      await box('message').fill('Vi vill prata om ruttplanering.');
      await contact.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(/\?sent=contact#contact-form$/);
      const status = page.locator('#contact-form').getByRole('status');
      await expect(status).toHaveText(t.success);
      await expect(status).toBeInViewport();
      // Read before the fields, from the anchor a screen reader starts at.
      const beforeFields = await status.evaluate((element) => {
        const first = document.querySelector('#contact-form input[name="firstName"]');
        return Boolean(first && element.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(beforeFields).toBe(true);
    });
  }
});

const UNSENT = {
  en: 'The form could not be sent. Please send it again.',
  sv: 'Formuläret kunde inte skickas. Skicka det igen.',
} as const;

test.describe('on a phone, a contact post refused for no field', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const lang of ['en', 'sv'] as const) {
    test(`comes back with the refusal in view and focused, what was typed kept (${lang})`, async ({ page }) => {
      const { t, contact, box, typed } = await fillContactForm(page, lang, 'Vi vill prata om ruttplanering.');
      // Signed with another key (a page served before the key changed).
      await contact
        .locator('input[name="form_token"]')
        .evaluate((input: HTMLInputElement) => input.setAttribute('value', `0.${'A'.repeat(43)}`));
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await contact.getByRole('button', { name: t.submit }).click();
      expect((await answer).status()).toBe(400);
      const alert = page.locator('#contact-form').getByRole('alert');
      // No field is highlighted: the visitor is not asked to check one.
      await expect(alert).toHaveText(UNSENT[lang]);
      await expect(alert).toBeFocused();
      await expect(alert).toBeInViewport();
      for (const [name, value] of Object.entries(typed))
        await expect(box(name as keyof typeof typed)).toHaveValue(value);
    });
  }
});

// The newsletter and the quiz focus their one field whatever the refusal: the field reads it out.
test.describe('on a phone, a newsletter or quiz post refused for no field', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const lang of ['en', 'sv'] as const) {
    test(`comes back with the field focused and described by the refusal (${lang})`, async ({ page, context }) => {
      for (const [form, path] of [
        ['newsletter', '/about'],
        ['quiz', '/'],
      ] as const) {
        await openServed(page, path, lang);
        await page.locator(`form#${form}`).getByRole('textbox').fill('anna@example.se');
        // Signed with another key (a page served before the key changed).
        await page
          .locator(`form#${form} input[name="form_token"]`)
          .evaluate((input: HTMLInputElement) => input.setAttribute('value', `0.${'A'.repeat(43)}`));
        const opened = form === 'quiz' ? context.waitForEvent('page') : null;
        await page.locator(`form#${form}`).getByRole('button').click();
        const shown = opened ? await opened : page;
        const field = shown.locator(`form#${form}`).getByRole('textbox', { name: TEXT[lang][form].label });
        await expect(field).toBeFocused();
        await expect(field).toHaveValue('anna@example.se');
        const refusal = ((await shown.locator(`form#${form}`).getByRole('alert').textContent()) ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        expect(refusal).not.toBe('');
        await expect(field).toHaveAccessibleDescription(refusal);
        if (shown !== page) await shown.close();
      }
    });
  }
});

test('the quiz posts in a new tab, which shows the success message and the way on to the quiz (en and sv)', async ({
  page,
  context,
}) => {
  const { links } = await appConfig();
  await stubExternalPage(context, links.quizForm, 'AI readiness quiz');
  for (const [lang, success, open] of [
    ['en', "Success! We've received your information. Opening the quiz...", 'Open the quiz'],
    ['sv', 'Klart! Vi har tagit emot dina uppgifter. Öppnar testet...', 'Öppna testet'],
  ] as const) {
    const address = uniqueEmail(`nojs-quiz-${lang}`);
    await openServed(page, '/', lang);
    const box = page.locator('form#quiz');
    await box.getByRole('textbox').fill(address);
    const opened = context.waitForEvent('page');
    await box.getByRole('button').click();
    const tab = await opened;
    expect(tab === page).toBe(false);
    await expect(tab).toHaveURL(/\/(sv\/)?\?sent=quiz#quiz$/);
    const status = tab.locator('form#quiz').getByRole('status');
    await expect(status).toContainText(success);
    // This page stays as it was.
    await expect(page).toHaveURL(/\/(sv\/)?$/);
    await expect.poll(async () => (await storedLeads('quiz', address)).length).toBe(1);

    // Without JavaScript nothing opens the quiz by itself: the link does.
    await status.getByRole('link', { name: open }).click();
    await expect(tab).toHaveURL(links.quizForm);
    await expect(tab.getByRole('heading', { name: 'AI readiness quiz' })).toBeVisible();
    await tab.close();
  }
});
