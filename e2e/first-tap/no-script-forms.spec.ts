/**
 * The lead forms with JavaScript disabled: real posts to the page's own address, answered by the
 * server (functions/src/render, leads/formPost.ts) with a redirect back showing the product's
 * message, or the page again with the message and what was typed. The contact message reaches the
 * lead webhook (a receiver on the port the local stack's webhooks point at).
 */
import { closeLeadStore, storedLeads, uniqueEmail } from '../support/leads';
import { openServed } from '../support/native';
import { appConfig, expect, test } from '../support/test';
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
  }
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

test('a refused post comes back with the message and what was typed (an e-mail the shared rule refuses)', async ({
  page,
}) => {
  await openServed(page, '/contact', 'en');
  // The browser's own checks pass this address (type="email"); the server's rule needs a dot.
  await page.locator('#contact-form').getByRole('textbox', { name: 'First name' }).fill('Anna');
  await page.locator('#contact-form').getByRole('textbox', { name: 'Last name' }).fill('Lindqvist');
  await page.locator('#contact-form').getByRole('textbox', { name: 'Email', exact: true }).fill('anna@example');
  await page.locator('#contact-form').getByRole('textbox', { name: 'Company' }).fill('Lindqvist Logistik AB');
  await page.locator('#contact-form').getByRole('textbox', { name: 'Message' }).fill('Keep this text.');
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  // The pattern-less contact e-mail field accepts "anna@example": only the server refuses it.
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('Please check the highlighted field');
  await expect(page.locator('#contact-form').getByRole('textbox', { name: 'Message' })).toHaveValue('Keep this text.');
  await expect(page.locator('#contact-form').getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'anna@example',
  );
});

test('the quiz posts in a new tab, which the server sends on to the quiz form', async ({ page, context }) => {
  const { links } = await appConfig();
  const address = uniqueEmail('nojs-quiz');
  await openServed(page, '/', 'en');
  const box = page.locator('form#quiz');
  await box.getByRole('textbox').fill(address);
  const tab = context.waitForEvent('page');
  const answer = context.waitForEvent('response', (response) => response.request().method() === 'POST');
  await box.getByRole('button').click();
  // The new tab gets the post's answer: a redirect to the external quiz (which this sandbox cannot
  // reach; Playwright does not route a redirect's hops, so the address is checked in the answer).
  const posted = await answer;
  expect(posted.status()).toBe(303);
  expect(posted.headers().location).toBe(links.quizForm);
  expect((await tab) === page).toBe(false);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await storedLeads('quiz', address)).length).toBe(1);
});
