/**
 * "Forgot your password?" on /auth against the Auth emulator, which keeps each e-mail's
 * out-of-band code: the password e-mail goes to the address typed, asked for in the page's language, with a
 * link back to the sign-in page in that language (/auth, /sv/auth); the page answers a member of staff and an unknown address alike; the link's
 * new password signs in and the old one no longer does.
 */

import type { Page } from '@playwright/test';
import { EMULATOR_HOST, EMULATOR_PORTS, PROJECT_ID } from '../../scripts/local-stack/ports.mjs';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from '../support/a11y';
import { closeAdminStore, createAccount, deleteAccount, uniqueTag } from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

test.afterAll(closeAdminStore);

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The password e-mails the Auth emulator has "sent" to `email`. */
async function passwordEmails(email: string): Promise<OobCode[]> {
  const response = await fetch(
    `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
}

/**
 * The language each password e-mail of `page` is asked for in: the X-Firebase-Locale of its request
 * (the emulator's e-mailed link always says lang=en, so the request is what is checked).
 */
function requestedLocales(page: Page): (string | undefined)[] {
  const locales: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts:sendOobCode')) locales.push(request.headers()['x-firebase-locale']);
  });
  return locales;
}

const OLD_PASSWORD = 'the-forgotten-one-1';
const NEW_PASSWORD = 'chosen-through-the-link-2';
const emails: string[] = [];
test.afterAll(async () => {
  for (const email of emails) await deleteAccount(email);
});

test('with the keyboard alone: the link comes to the address typed, and its new password signs in', async ({
  page,
}) => {
  const email = `forgetful-${uniqueTag()}@example.com`;
  emails.push(email);
  await createAccount(email, OLD_PASSWORD, 'writer');
  const locales = requestedLocales(page);

  await page.goto('/auth');
  const address = main(page).getByRole('textbox', { name: 'Email', exact: true });
  await address.fill(email);
  // Email, Password, Sign In, then "Forgot your password?".
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(main(page).getByRole('button', { name: 'Forgot your password?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(address).toBeFocused();
  await expect(address).toHaveValue(email);
  await expect(main(page).getByLabel('Password')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('status')).toHaveText(
    /^If the address belongs to a member of staff, a link is on its way\./,
  );
  await expectNoSeriousViolations(page, 'Reset your password, link asked for');

  await expect.poll(async () => (await passwordEmails(email)).length).toBe(1);
  const [sent] = await passwordEmails(email);
  const link = new URL(sent?.oobLink ?? '');
  expect(new URL(link.searchParams.get('continueUrl') ?? '').pathname).toBe('/auth');
  expect(locales).toEqual(['en']);
  // The colleague chooses a new password on the link's page (the emulator's takes it in the address).
  const linkPage = await page.context().newPage();
  expect((await linkPage.goto(`${link.href}&newPassword=${NEW_PASSWORD}`))?.status()).toBe(200);
  await linkPage.close();

  // Back on the sign-in page: the old password is refused, the new one signs in.
  await main(page).getByRole('button', { name: 'Back to sign in' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(address).toHaveValue(email);
  await main(page).getByLabel('Password').fill(OLD_PASSWORD);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await main(page).getByLabel('Password').fill(NEW_PASSWORD);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
});

test('in Swedish on a 360 px phone: an unknown address gets the same answer as a member, and no e-mail', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const member = `member-${uniqueTag()}@example.com`;
  const stranger = `stranger-${uniqueTag()}@example.com`;
  emails.push(member);
  await createAccount(member, OLD_PASSWORD, 'writer');

  const locales = requestedLocales(page);
  const answers: string[] = [];
  for (const email of [member, stranger]) {
    await page.goto('/sv/auth');
    await main(page).getByRole('button', { name: 'Glömt lösenordet?' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Återställ lösenordet' })).toBeVisible();
    await main(page).getByRole('textbox', { name: 'E-post', exact: true }).fill(email);
    await main(page).getByRole('button', { name: 'Skicka länk' }).click();
    const status = main(page).getByRole('status');
    await expect(status).toContainText('Om adressen tillhör en medarbetare är en länk på väg.');
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    answers.push((await status.textContent()) ?? '');
    await expectNoHorizontalOverflow(page, `/sv/auth at 360 px, link asked for ${email}`);
  }
  expect(answers[1]).toBe(answers[0]);

  await expect.poll(async () => (await passwordEmails(member)).length).toBe(1);
  const [sent] = await passwordEmails(member);
  // Once the password is set, the link's page continues to the Swedish sign-in page the member came from.
  const continueUrl = new URL(sent?.oobLink ?? '').searchParams.get('continueUrl') ?? '';
  expect(new URL(continueUrl).pathname).toBe('/sv/auth');
  expect(locales).toEqual(['sv', 'sv']);
  expect(await passwordEmails(stranger)).toEqual([]);
  await page.goto(continueUrl);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Admininloggning' })).toBeVisible();

  // And back: the same tab on the English page asks for an English e-mail that leads to /auth.
  await page.goto('/auth?reset');
  await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(member);
  await main(page).getByRole('button', { name: 'Send link' }).click();
  await expect(main(page).getByRole('status')).toContainText('If the address belongs to a member of staff');
  await expect.poll(async () => (await passwordEmails(member)).length).toBe(2);
  const [, english] = await passwordEmails(member);
  expect(new URL(new URL(english?.oobLink ?? '').searchParams.get('continueUrl') ?? '').pathname).toBe('/auth');
  expect(locales).toEqual(['sv', 'sv', 'en']);
});
