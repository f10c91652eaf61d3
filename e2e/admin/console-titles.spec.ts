/**
 * The console's document titles and its ways out of /auth, in the browser: each page titled in the
 * console's language at every client-side navigation (tabs, an editor, Back), from the public site
 * and back to it; the "Forgot your password?" form as a history entry of its own (Back, Forward);
 * and a member of staff whose access is revoked while signed in, told so on /auth in each language.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/a11y';
import {
  blogBody,
  callAsAdmin,
  closeAdminStore,
  createAccount,
  createStored,
  deleteAccount,
  removedAfterEachTest,
  SEED_USERS,
  signInAsAdminOnForm,
  signInWith,
  toast,
  uniqueTag,
  uniqueTitle,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main, open } from '../support/page';

test.afterAll(closeAdminStore);

const created = removedAfterEachTest('blogs');
const colleagues: string[] = [];
test.afterEach(async () => {
  await Promise.all(colleagues.splice(0).map((email) => deleteAccount(email)));
});

const BRAND = 'Northwind AI';
const titled = (name: string) => `${name} · Admin · ${BRAND}`;

async function expectTitle(page: Page, name: string): Promise<void> {
  await expect(page).toHaveTitle(titled(name));
}

test('each console page is titled at every navigation, and the reset form is a history entry of its own', async ({
  page,
}) => {
  const title = uniqueTitle('Titled post');
  created.push(title);
  const id = await createStored('blogs', blogBody(title, { is_published: false }));

  // From the public site, by its footer's link (no page load): the sign-in page's title.
  await open(page, '/about');
  const about = await page.title();
  expect(about).toContain('About');
  await page.getByRole('region', { name: 'Company' }).getByRole('link', { name: 'Blogger Login' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expectTitle(page, 'Sign in');

  // "Forgot your password?": its own address and entry; Back returns to the sign-in form, Forward to it.
  const email = main(page).getByRole('textbox', { name: 'Email', exact: true });
  await email.fill('someone@example.com');
  await main(page).getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?reset$/);
  await expectTitle(page, 'Reset your password');
  await page.goBack();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expectTitle(page, 'Sign in');
  await expect(email).toHaveValue('someone@example.com');
  await page.goForward();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectTitle(page, 'Reset your password');
  await main(page).getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // Back to sign in was the step back: one more Back leaves for the page before, the public one.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(about);
  await page.goForward();
  await expectTitle(page, 'Sign in');

  // Signed in through the form (its move to the console titles the page too): each section by its
  // tab, an editor by its item, Back.
  await signInAsAdminOnForm(page);
  await expectTitle(page, 'Blog posts');
  for (const [tab, name] of [
    ['Case studies', 'Case studies'],
    ['Leads', 'Leads'],
    ['Audit log', 'Audit log'],
    ['Staff', 'Staff'],
    ['Blogs', 'Blog posts'],
  ] as const) {
    await main(page).getByRole('tab', { name: tab }).click();
    await expectTitle(page, name);
  }
  await main(page).getByRole('link', { name: 'New Blog' }).click();
  await expectTitle(page, 'New blog post');
  await page.goBack();
  await expectTitle(page, 'Blog posts');
  await main(page).getByRole('searchbox', { name: 'Search by title, slug or text' }).fill(title);
  await main(page)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/${id}/edit$`));
  await expectTitle(page, `Edit: ${title}`);
  await page.goBack();
  await expectTitle(page, 'Blog posts');
  // Out of the console the public site's titles are back.
  await page.goto('/admin/blog');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveTitle(about);
});

test('in Swedish: the console titled in Swedish, the reset form an entry of its own', async ({ page }) => {
  await page.goto('/sv/auth');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Admininloggning' })).toBeVisible();
  await expectTitle(page, 'Logga in');
  await main(page).getByRole('button', { name: 'Glömt lösenordet?' }).click();
  await expect(page).toHaveURL(/\/sv\/auth\?reset$/);
  await expectTitle(page, 'Återställ lösenordet');
  await expectNoSeriousViolations(page, '/sv/auth?reset');
  await page.goBack();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Admininloggning' })).toBeVisible();
  await expectTitle(page, 'Logga in');

  await main(page).getByRole('textbox', { name: 'E-post', exact: true }).fill('admin@example.com');
  await page.goForward();
  await expectTitle(page, 'Återställ lösenordet');
  await page.goBack();

  await signInAsAdminIn(page, 'sv');
  await expectTitle(page, 'Blogginlägg');
  for (const [tab, name] of [
    ['Kundcase', 'Kundcase'],
    ['Granskningslogg', 'Granskningslogg'],
    ['Personal', 'Personal'],
  ] as const) {
    await main(page).getByRole('tab', { name: tab }).click();
    await expectTitle(page, name);
  }
});

/** Signs in as the seeded admin on the sign-in page open in `lang`. */
async function signInAsAdminIn(page: Page, lang: 'en' | 'sv'): Promise<void> {
  const sv = lang === 'sv';
  await main(page)
    .getByRole('textbox', { name: sv ? 'E-post' : 'Email', exact: true })
    .fill(SEED_USERS.admin.email);
  await main(page)
    .getByLabel(sv ? 'Lösenord' : 'Password')
    .fill(SEED_USERS.admin.password);
  await main(page)
    .getByRole('button', { name: sv ? 'Logga in' : 'Sign In', exact: true })
    .click();
  await expect(page).toHaveURL(sv ? /\/sv\/admin\/blog$/ : /\/admin\/blog$/);
}

test('a member of staff revoked while signed in is told on /auth, in each language, and whom to ask', async ({
  browser,
}) => {
  test.slow();
  const PASSWORD = 'revoked-colleague-1';
  const cases = [
    {
      lang: 'en' as const,
      heading: 'Admin Login',
      alert: [
        'Your access was removed',
        "Your access to the console was removed while you were signed in, so you were signed out. If you still need it, ask one of the console's admins to invite you again.",
      ],
    },
    {
      lang: 'sv' as const,
      heading: 'Admininloggning',
      alert: [
        'Din åtkomst har tagits bort',
        'Din åtkomst till konsolen togs bort medan du var inloggad, så du har loggats ut. Behöver du den fortfarande kan du be någon av konsolens administratörer att bjuda in dig igen.',
      ],
    },
  ];
  const sessions = await Promise.all(
    cases.map(async (told) => {
      const { lang } = told;
      const email = `revoked-${lang}-${uniqueTag()}@example.com`;
      colleagues.push(email);
      const uid = await createAccount(email, PASSWORD, 'writer');
      const page = await (await browser.newContext()).newPage();
      await page.goto(lang === 'sv' ? '/sv/auth' : '/auth');
      await main(page)
        .getByRole('textbox', { name: lang === 'sv' ? 'E-post' : 'Email', exact: true })
        .fill(email);
      await main(page)
        .getByLabel(lang === 'sv' ? 'Lösenord' : 'Password')
        .fill(PASSWORD);
      await main(page)
        .getByRole('button', { name: lang === 'sv' ? 'Logga in' : 'Sign In', exact: true })
        .click();
      await expect(page).toHaveURL(/\/admin\/blog$/);
      return { ...told, page, uid };
    }),
  );

  for (const { uid } of sessions) await callAsAdmin('revokeStaff', { uid });

  for (const { page, lang, heading, alert } of sessions) {
    // The console reads the role every 10 s (and on focus): to /auth, where the message waits.
    await expect(page).toHaveURL(lang === 'sv' ? /\/sv\/auth$/ : /\/auth$/, { timeout: 20_000 });
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const said = main(page).getByRole('alert');
    for (const text of alert) await expect(said).toContainText(text);
    await expectTitle(page, lang === 'sv' ? 'Logga in' : 'Sign in');
    await expectNoSeriousViolations(page, `/auth after revocation (${lang})`);
    // A tab opened afterwards in the same browser, which never knew them, says it too.
    const later = await page.context().newPage();
    await later.goto(lang === 'sv' ? '/sv/auth' : '/auth');
    for (const text of alert) await expect(main(later).getByRole('alert')).toContainText(text);
    await page.context().close();
  }
});

test('a revoked member opening the console in a fresh tab is told their access was removed; another browser typing the address learns nothing', async ({
  browser,
}) => {
  test.slow();
  const email = `fresh-tab-${uniqueTag()}@example.com`;
  const password = 'fresh-tab-1';
  colleagues.push(email);
  const uid = await createAccount(email, password, 'writer');
  const theirs = await browser.newContext();
  const first = await theirs.newPage();
  await signInWith(first, { email, password });
  // The tab is closed; the browser keeps the session. Their access goes meanwhile.
  await first.close();
  await callAsAdmin('revokeStaff', { uid });

  const fresh = await theirs.newPage();
  await fresh.goto('/admin/blog');
  // Auth drops the stored session it can no longer refresh, saying nothing: to /auth.
  await expect(fresh).toHaveURL(/\/auth$/);
  await main(fresh).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main(fresh).getByLabel('Password').fill(password);
  await main(fresh).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main(fresh).getByRole('alert')).toContainText(
    'Your access to the console was removed, so this account can no longer sign in.',
  );
  await expect(main(fresh).getByRole('alert')).not.toContainText('disabled');
  await theirs.close();

  // Another browser, the address and any password: what a wrong password says, in Swedish too.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/sv/auth');
  await main(other).getByRole('textbox', { name: 'E-post', exact: true }).fill(email);
  await main(other).getByLabel('Lösenord').fill('a-guess');
  await main(other).getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(main(other).getByRole('alert')).toHaveText('Felaktiga inloggningsuppgifter');
  await other.context().close();
});

test('an admin revoked while the audit log is open, refreshing it: the removal is the one message', async ({
  browser,
}) => {
  test.slow();
  const email = `revoked-reading-${uniqueTag()}@example.com`;
  const password = 'revoked-reading-1';
  colleagues.push(email);
  const uid = await createAccount(email, password, 'admin');
  const page = await (await browser.newContext()).newPage();
  await signInWith(page, { email, password });
  await page.goto('/admin/audit');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await callAsAdmin('revokeStaff', { uid });
  // Read again at once, before the console's own check: refused by the rules.
  await main(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
  await expect(main(page).getByRole('alert')).toContainText('Your access was removed');
  await expect(toast(page, 'Failed to load')).toHaveCount(0);
  await page.context().close();
});

test('an account that never was staff is told nothing of the kind', async ({ page }) => {
  const email = `never-staff-${uniqueTag()}@example.com`;
  colleagues.push(email);
  await createAccount(email, 'never-staff-1', null);
  await page.goto('/auth');
  await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main(page).getByLabel('Password').fill('never-staff-1');
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expectTitle(page, 'No access');
  await main(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(main(page).getByText(/removed/)).toHaveCount(0);
});
