/** Admin sign-in both ways, the session guard at load and later, the non-admin page, logout. */

import { SEED_USERS, signInAsAdmin, signInWith } from '../support/admin';
import { expect, test } from '../support/csp';

test.describe('admin sign-in and guards', () => {
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
    await expect(page.getByText('Login failed').last()).toBeVisible();
    await expect(page.getByText('Invalid credentials')).toBeVisible();

    await signInAsAdmin(page);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    // An existing session on /auth goes straight to the console.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  // Firebase's provider flows (popup and redirect) load Google's iframe helper from the internet
  // even against the Auth emulator, which these machines cannot reach: the test covers what the
  // console does when the provider cannot be reached.
  test("'Sign in with Azure' reports a failing provider as 'Azure login failed'", async ({ page }) => {
    await page.route(/^https:\/\/apis\.google\.com\//, (route) => route.abort('internetdisconnected'));
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with Azure' }).click();
    await expect(page.getByText('Azure login failed')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a signed-in account without the admin claim sees "No access" and can sign out', async ({ page }) => {
    await signInWith(page, SEED_USERS.editor);
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(page.getByText(SEED_USERS.editor.email)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Blogs' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('logout goes to /auth, and a sign-out in another tab ends the session here too', async ({ context, page }) => {
    await signInAsAdmin(page);
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
});
