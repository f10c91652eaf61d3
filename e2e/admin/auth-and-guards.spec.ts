/** Admin sign-in both ways, the session guard at load and later, the non-admin page, logout. */
import path from 'node:path';
import {
  createAccount,
  createMicrosoftAdmin,
  openBlogEditor,
  SEED_USERS,
  signInAsAdminOnForm,
  signInWith,
  uniqueTag,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

/** Google's gapi loader, which Firebase's provider flows load even against the Auth emulator. */
const GAPI = /^https:\/\/apis\.google\.com\/js\/api\.js/;

test.describe('admin sign-in and guards', () => {
  test("offline past the ID token's hour: still signed in, told so, what was typed kept; back online the notice goes", async ({
    page,
    context,
  }) => {
    test.slow();
    await context.clock.install();
    await signInAsAdminOnForm(page);
    await page.goto('/admin/blog/new');
    const title = main(page).getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Typed before the network went');
    await context.setOffline(true);
    // An hour and more later: the role check needs a new ID token, which Auth cannot fetch
    // (auth/network-request-failed). That is no revocation: the member stays, with the draft.
    await page.clock.fastForward('01:10:00');
    await page.clock.fastForward('00:00:11');
    // Time for the refused refresh to have signed the member out, as it did (to /auth, the editor gone).
    await page.waitForTimeout(3_000);
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(title).toHaveValue('Typed before the network went');
    const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(offline).toBeVisible();
    await context.setOffline(false);
    await expect(offline).toHaveCount(0, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(title).toHaveValue('Typed before the network went');
  });

  test('no session: every admin page sends the visitor to /auth', async ({ page }) => {
    for (const path of ['/admin/blog', '/admin/blog/new', '/admin/case-studies', '/admin/case-studies/new']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    }
  });

  test('e-mail sign-in: wrong password says so, the right one greets and opens Manage Blogs', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email and password are required')).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill(SEED_USERS.admin.email);
    await page.getByRole('main').getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Said in the form, and it stays there (a toast goes): an alert the form is described by.
    const refusal = page.getByRole('main').getByRole('alert');
    await expect(refusal).toHaveText('Invalid credentials');
    const signInForm = page.getByRole('main').locator('form');
    await expect(signInForm).toHaveAttribute('aria-describedby', (await refusal.getAttribute('id')) ?? 'no id');
    await expect(page.getByTestId('toast').filter({ hasText: 'Invalid credentials' })).toHaveCount(0);
    // The password, selected, to be typed again; editing it takes the refusal away.
    const passwordField = page.getByRole('main').getByLabel('Password');
    await expect(passwordField).toBeFocused();
    await page.waitForTimeout(6_000);
    await expect(refusal).toHaveText('Invalid credentials');
    await page.keyboard.type('x');
    await expect(refusal).toHaveCount(0);

    await signInAsAdminOnForm(page);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    // An existing session on /auth goes straight to the console.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  // Firebase's popup flow loads Google's gapi from the internet even against the Auth emulator
  // (the SDK and the emulator's helper iframe talk through gapi.iframes). These machines cannot
  // reach it, so the test serves a stand-in implementing that part (e2e/support/gapi-iframes-stub.js)
  // and walks the emulator's own Microsoft sign-in page.
  test("'Sign in with Azure': the provider's page signs an admin in and opens Manage Blogs", async ({
    context,
    page,
  }) => {
    const email = `ms-admin-${uniqueTag()}@example.com`;
    await createMicrosoftAdmin(email);
    await context.route(GAPI, (route) =>
      route.fulfill({ path: path.join(import.meta.dirname, '../support/gapi-iframes-stub.js') }),
    );
    await page.goto('/auth');
    const popupOpens = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Azure' }).click();
    const popup = await popupOpens;
    await popup.locator('.js-reuse-account', { hasText: email }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
  });

  test("'Sign in with Azure' reports a failing provider as 'Azure login failed'", async ({ page }) => {
    await page.route(GAPI, (route) => route.abort('internetdisconnected'));
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with Azure' }).click();
    await expect(page.getByText('Azure login failed')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a signed-in account that is not on the staff sees "No access" and can sign out', async ({ page }) => {
    const outsider = { email: `outsider-${uniqueTag()}@example.com`, password: 'outsider-password-1' };
    await createAccount(outsider.email, outsider.password, null);
    await signInWith(page, outsider);
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(page.getByText(outsider.email)).toBeVisible();
    // Not welcomed to a console it cannot open.
    await expect(page.getByText('Welcome back!')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Manage Blogs' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signed in while the database cannot be reached: /auth says so, and opens the console once it can', async ({
    page,
  }) => {
    const firestore = /:8080\/.*documents/;
    await page.goto('/auth');
    await page.route(firestore, (route) => route.abort('internetdisconnected'));
    await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(SEED_USERS.admin.email);
    await main(page).getByLabel('Password').fill(SEED_USERS.admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(main(page).getByRole('alert')).toContainText(
      'You are signed in, but your access could not be checked: the database could not be reached.',
    );
    await expect(page).toHaveURL(/\/auth$/);
    await page.unroute(firestore);
    // The console reads the role again every 10 seconds.
    await expect(page).toHaveURL(/\/admin\/blog$/, { timeout: 25_000 });
    await expect(page.getByText('Welcome back!')).toBeVisible();
  });

  test('logout goes to /auth, and a sign-out in another tab ends the session here too', async ({ context, page }) => {
    await signInAsAdminOnForm(page);
    const other = await context.newPage();
    await other.goto('/admin/case-studies');
    await expect(other.getByRole('heading', { level: 1, name: 'Manage Case Studies' })).toBeVisible();
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(other).toHaveURL(/\/auth$/);
    // The first tab learns of it without a reload.
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a tab left on /auth moves on to the console when another tab signs in, and back when it logs out', async ({
    context,
    page,
  }) => {
    await page.goto('/auth');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    const other = await context.newPage();
    await signInAsAdminOnForm(other);
    // Firebase Auth follows the session stored for every tab: no reload here.
    await expect(page).toHaveURL(/\/admin\/blog$/, { timeout: 15_000 });
    await expect(main(page).getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    await expect(main(page).getByRole('alert')).toHaveCount(0);
  });

  test('a sign-out in another tab keeps what this tab was typing: signed in again, the editor gives it back', async ({
    context,
    page,
  }) => {
    await signInAsAdminOnForm(page);
    await openBlogEditor(page, 'A Practical AI Roadmap for Mid-Sized Companies');
    const editor = page.url();
    await main(page).getByRole('textbox', { name: 'Excerpt', exact: true }).fill('Typed before the sign-out');
    const other = await context.newPage();
    await other.goto('/admin/case-studies');
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    await other.close();

    await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(SEED_USERS.admin.email);
    await main(page).getByLabel('Password').fill(SEED_USERS.admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Back at the editor, not the blog list, with what was typed (not saved: nothing was stored).
    await expect(page).toHaveURL(editor);
    await expect(main(page).getByRole('textbox', { name: 'Excerpt', exact: true })).toHaveValue(
      'Typed before the sign-out',
    );
    await expect(page.getByText('You were signed out while editing')).toBeVisible();
  });
});
