/**
 * Staff journeys walked end to end, as staff do them, across features the other specs cover one at
 * a time: a writer invited from the Staff screen (their first link let lapse, a new one made from
 * their row) writes a post with a cover and its Swedish and marks it ready for review, an
 * admin finds it by the list's Ready for review filter and publishes it (the mark gone) and it reads in both languages; a published post renamed away and back again (its addresses, the sitemap and both feeds
 * follow, no address redirects to itself, and each rename is in the audit log); a client's preview link to a draft case study,
 * opened signed out, then revoked; a post scheduled in the editor, edited before it goes out and
 * unscheduled, each change in the audit log with who; a colleague's new password links in the
 * language they were invited in, whichever console's language, until their row changes it; an admin demoted while on an admin's page;
 * an invitation nobody took up withdrawn, and an admin made a writer taking theirs with them.
 */
import type { Page } from '@playwright/test';
import { formatDateTime, toStockholmDateTime } from '../../domain/src/dates';
import { fakeTranslate } from '../../scripts/fake-llm/translate.mjs';
import {
  blogBody,
  createAccount,
  createStored,
  deleteAccount,
  englishOnlyCaseStudy,
  englishOnlyPost,
  objectPathOf,
  openBlogEditor,
  pngImage,
  readStored,
  removedAfterEachTest,
  SEED_USERS,
  signInAsAdmin,
  signInWith,
  storedByTitle,
  toast,
  uniqueTag,
  uniqueTitle,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const posts = removedAfterEachTest('blogs');
const caseStudies = removedAfterEachTest('case_studies');
const colleagues: string[] = [];

test.afterEach(async () => {
  await Promise.all(colleagues.splice(0).map((email) => deleteAccount(email)));
});

/**
 * The language a password link opens in: its `lang` (Firebase's action handler page; the Auth
 * emulator's own page is English only, the hosted handler's follows it) and the sign-in page it
 * continues to.
 */
function linkLanguage(link: string) {
  const url = new URL(link);
  return {
    lang: url.searchParams.getAll('lang'),
    continuePath: new URL(url.searchParams.get('continueUrl') ?? '').pathname,
  };
}

/** The server's answer to `path`, its redirect not followed. */
async function answer(baseURL: string, path: string) {
  const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

async function saveSlug(page: Page, title: string, slug: string) {
  await openBlogEditor(page, title);
  await main(page).getByRole('textbox', { name: 'Slug', exact: true }).fill(slug);
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();
}

/** The audit log's rows naming `title`, once `count` of them are there (the trigger writes them after the save). */
async function auditRows(page: Page, title: string, count: number) {
  await page.goto('/admin/audit');
  const rows = main(page).getByRole('row').filter({ hasText: title });
  await expect(async () => {
    await main(page).getByRole('button', { name: 'Refresh' }).click();
    await expect(rows).toHaveCount(count, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return rows;
}

test('an invited writer drafts a post with a cover and its Swedish and marks it ready for review; the admin finds it by the filter and publishes it, the mark gone; it reads in both languages', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `writer-${uniqueTag()}@example.com`;
  const password = 'writer-password-1';
  colleagues.push(email);
  const title = uniqueTitle('Writer journey');
  posts.push(title);

  await signInAsAdmin(page);
  await page.goto('/admin/staff');
  await main(page)
    .getByRole('textbox', { name: /E-mail address/ })
    .fill(email);
  await main(page).getByRole('combobox', { name: 'Role' }).selectOption('writer');
  await main(page)
    .getByRole('button', { name: /Send invitation|Invite/ })
    .click();
  await expect(main(page).getByText('Invitation sent')).toBeVisible();
  const first = await main(page).getByRole('textbox', { name: 'Link to set a password' }).inputValue();
  // From the English console, the link's page and the sign-in page after it are in English.
  expect(linkLanguage(first)).toEqual({ lang: ['en'], continuePath: '/auth' });
  // Their row says they have not taken it up; they did not get to it within the hour: the admin
  // makes a new link from their row.
  const colleagueRow = main(page).getByRole('row').filter({ hasText: email });
  await expect(colleagueRow.getByRole('cell').nth(3)).toHaveText('Invited, not signed in yet');
  await main(page).getByRole('button', { name: 'Done' }).click();
  await main(page)
    .getByRole('button', { name: `New password link: ${email}` })
    .click();
  await expect(main(page).getByText('New password link made')).toBeVisible();
  const linkField = main(page).getByRole('textbox', { name: 'Link to set a password' });
  await expect(linkField).toBeFocused();
  const link = await linkField.inputValue();
  expect(link).not.toBe(first);
  const linkPage = await (await browser.newContext()).newPage();
  expect((await linkPage.goto(`${link}&newPassword=${password}`))?.status()).toBe(200);
  await linkPage.context().close();

  const writer = await (await browser.newContext()).newPage();
  await signInWith(writer, { email, password });
  // Signed in: the admin's staff screen says so, with when.
  await main(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(colleagueRow.getByRole('cell').nth(3)).toHaveText(/^Active, last signed in \d/);
  await main(writer).getByRole('link', { name: 'New Blog' }).click();
  await writer.getByLabel('Featured Image', { exact: true }).setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: pngImage(640, 360),
  });
  await expect(toast(writer, 'Image uploaded successfully')).toBeVisible();
  await main(writer).getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await main(writer).getByRole('textbox', { name: 'Excerpt', exact: true }).fill('What the writer wrote about');
  await main(writer).getByRole('textbox', { name: 'Content', exact: true }).click();
  await writer.keyboard.type('The writer’s first paragraph.');
  await main(writer).getByRole('combobox', { name: 'Category', exact: true }).fill('E2E Journeys');
  await main(writer).getByRole('textbox', { name: 'Author', exact: true }).fill('E2E Writer');
  await expect(main(writer).getByRole('checkbox', { name: 'Published' })).toBeDisabled();
  // The writer tells the admins it is done.
  await main(writer).getByRole('checkbox', { name: 'Ready for review' }).check();
  await writer.getByRole('button', { name: 'Auto-Translate to Swedish' }).click();
  await expect(toast(writer, 'Content translated to Swedish')).toBeVisible({ timeout: 45_000 });
  await main(writer).getByRole('button', { name: 'Save Blog' }).click();
  await expect(writer.getByText('Blog created successfully')).toBeVisible();
  const [stored] = await storedByTitle('blogs', title);
  if (!stored) throw new Error('The writer’s post was not stored');
  expect(stored.data).toMatchObject({
    is_published: false,
    ready_for_review: true,
    title_sv: fakeTranslate(title, 'sv'),
  });
  const cover = String(stored.data.image_url);
  expect(objectPathOf(cover)).toMatch(/^blog-images\/blogs\//);
  await writer.context().close();

  // The admin finds it among the drafts ready for review, reviews it and publishes it: the mark goes.
  await page.goto('/admin/blog');
  await main(page).getByRole('checkbox', { name: 'Ready for review' }).check();
  await expect(page).toHaveURL(/[?&]review=1\b/);
  const marked = main(page).getByRole('listitem').filter({ hasText: title });
  await expect(marked.getByText('Ready for review')).toBeVisible();
  // Who asked and when, from the audit log's "Asked for review" (its trigger writes it just after
  // the writer's save: read again until it is there).
  const askedBy = new RegExp(`^Asked by ${email.replace(/[.+]/g, '\\$&')}, \\d{1,2} \\w{3,4} \\d{4}, \\d{2}:\\d{2}$`);
  await expect(async () => {
    await page.reload();
    await expect(marked.getByText(askedBy)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await marked.getByRole('link', { name: `Edit ${title}` }).click();
  const waiting = main(page)
    .getByRole('status')
    .filter({ hasText: /This draft is marked ready for review/ });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByText(askedBy)).toBeVisible();
  await main(page).getByRole('checkbox', { name: 'Published' }).check();
  await expect(main(page).getByText('Publishing or scheduling it clears the request for review.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();
  // Back on the filtered list, which no longer holds it.
  await expect(page).toHaveURL(/[?&]review=1\b/);
  await expect(main(page).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  expect(await readStored('blogs', stored.id)).toMatchObject({ is_published: true, ready_for_review: false });

  const slug = String(stored.data.slug);
  await page.goto(`/blog/${slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).locator('img').first()).toHaveAttribute('src', /blog-images/);
  await page.goto(`/sv/blog/${slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: fakeTranslate(title, 'sv') })).toBeVisible();

  const rows = await auditRows(page, title, 2);
  await expect(rows.filter({ hasText: 'Published' })).toContainText(SEED_USERS.admin.email);
  await expect(rows.filter({ hasText: 'Asked for review' })).toContainText(email);
});

test('a post renamed away and back: old addresses answer 301 in both languages, never to themselves; sitemap and both feeds name the current one', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const title = uniqueTitle('Back and forth');
  posts.push(title);
  const first = englishOnlyPost(title).slug as string;
  const second = `${first}-b`;
  await createStored('blogs', englishOnlyPost(title, { title_sv: `${title} sv` }));
  await signInAsAdmin(page);

  for (const [current, old] of [
    [second, first],
    [first, second],
    [second, first],
  ] as const) {
    await saveSlug(page, title, current);
    for (const prefix of ['', '/sv']) {
      expect(await answer(base, `${prefix}/blog/${current}`), `${prefix}/blog/${current}`).toMatchObject({
        status: 200,
      });
      expect(await answer(base, `${prefix}/blog/${old}`), `${prefix}/blog/${old}`).toMatchObject({
        status: 301,
        location: `${prefix}/blog/${current}`,
      });
    }
    const sitemap = (await answer(base, '/sitemap.xml')).body;
    expect(sitemap).toContain(`/blog/${current}</loc>`);
    expect(sitemap).not.toContain(`/blog/${old}</loc>`);
    for (const feed of ['/rss.xml', '/sv/rss.xml']) {
      const xml = (await answer(base, feed)).body;
      expect(xml, feed).toContain(`/blog/${current}</link>`);
      expect(xml, feed).not.toContain(`/blog/${old}</link>`);
    }
  }

  // Each rename of the live post is in the audit log, with who and the addresses.
  // (Four: its creation by the Admin SDK is the system's publication.)
  const rows = await auditRows(page, title, 4);
  await expect(rows.filter({ hasText: `Changed the address: from ${first} to ${second}` })).toHaveCount(2);
  await expect(rows.filter({ hasText: `Changed the address: from ${second} to ${first}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: SEED_USERS.admin.email })).toHaveCount(3);
});

test("a client's preview link to a draft case study opens signed out until revoked", async ({ page, browser }) => {
  const title = uniqueTitle('Client preview');
  caseStudies.push(title);
  const id = await createStored('case_studies', englishOnlyCaseStudy(title, { is_published: false }));
  await signInAsAdmin(page);
  await page.goto(`/admin/case-studies/${id}/edit`);
  const section = main(page).getByTestId('preview-links');
  await section.getByRole('button', { name: 'Create preview link' }).click();
  await expect(toast(page, 'Preview link created')).toBeVisible();
  const en = await section.getByTestId('preview-url-en').first().inputValue();
  const sv = await section.getByTestId('preview-url-sv').first().inputValue();

  const client = await (await browser.newContext()).newPage();
  for (const url of [en, sv]) {
    const response = await client.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(client.getByText(title).first()).toBeVisible();
  }

  await section.getByRole('button', { name: 'Revoke link 1' }).click();
  await page.getByRole('dialog', { name: 'Revoke link 1?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Preview link revoked')).toBeVisible();
  for (const url of [en, sv]) {
    expect((await client.goto(url))?.status(), url).toBe(404);
    await expect(client.getByText(title)).toHaveCount(0);
  }
  await client.context().close();

  const rows = await auditRows(page, title, 2);
  await expect(rows.filter({ hasText: /Created a preview link: works until/ })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Revoked a preview link' })).toHaveCount(1);
  await expect(rows.filter({ hasText: SEED_USERS.admin.email })).toHaveCount(2);
});

test('a post scheduled in the editor, edited before it goes out, then unscheduled: each step in the list and the audit log', async ({
  page,
}) => {
  const title = uniqueTitle('Schedule');
  posts.push(title);
  const id = await createStored('blogs', blogBody(title));
  await signInAsAdmin(page);

  const publishAt = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
  const when = formatDateTime(publishAt);
  await openBlogEditor(page, title);
  await main(page).getByLabel('Publish at (Stockholm time)', { exact: true }).fill(toStockholmDateTime(publishAt));
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();
  const row = main(page).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(`Scheduled for ${when}`)).toBeVisible();

  // Edited before it goes out: still scheduled for the same time.
  await openBlogEditor(page, title);
  await main(page).getByRole('textbox', { name: 'Excerpt', exact: true }).fill('Edited before it goes out');
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();
  await expect(row.getByText(`Scheduled for ${when}`)).toBeVisible();
  expect((await readStored('blogs', id))?.publish_at?.toDate()).toEqual(publishAt);

  // Unscheduled: the time cleared, it is a draft again.
  await openBlogEditor(page, title);
  await main(page).getByLabel('Publish at (Stockholm time)', { exact: true }).fill('');
  await expect(main(page).getByRole('checkbox', { name: 'Published' })).toBeEnabled();
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();
  await expect(row.getByText(/Scheduled for/)).toHaveCount(0);
  expect(await readStored('blogs', id)).toMatchObject({ is_published: false, publish_at: null });

  const rows = await auditRows(page, title, 2);
  const logged = formatDateTime(publishAt);
  await expect(rows.filter({ hasText: `Scheduled: goes live ${logged}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `Unscheduled: was to go live ${logged}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: SEED_USERS.admin.email })).toHaveCount(2);
});

test("an admin demoted while on the leads inbox loses it without signing in again, and keeps a writer's console", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `demoted-${uniqueTag()}@example.com`;
  const password = 'demoted-password-1';
  colleagues.push(email);
  await createAccount(email, password, 'admin');
  const theirs = await (await browser.newContext()).newPage();
  await signInWith(theirs, { email, password });
  await theirs.goto('/admin/leads');
  await expect(main(theirs).getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin/staff');
  const row = main(page).getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Make writer' }).click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Writer');

  await expect(main(theirs).getByRole('heading', { level: 1, name: 'For admins only' })).toBeVisible({
    timeout: 20_000,
  });
  await theirs.goto('/admin/blog');
  await expect(main(theirs).getByRole('tab')).toHaveText(['Blogs', 'Case studies']);
  await theirs.context().close();
});

test('in the Swedish console: a new password link from a member’s row, a schedule taken away, and the audit log saying both; each new link in the language the colleague was invited in, from either console', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `kollega-${uniqueTag()}@example.com`;
  colleagues.push(email);
  const title = uniqueTitle('Schemalagd');
  posts.push(title);
  const publishAt = new Date(Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000);
  const id = await createStored('blogs', blogBody(title, { publish_at: publishAt }));
  await signInAsAdmin(page);
  // Firebase's e-mail with the link is asked for in Swedish (the emulator's e-mailed link always
  // says lang=en: the request is checked).
  const locales: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts:sendOobCode')) locales.push(request.headers()['x-firebase-locale']);
  });

  await page.goto('/sv/admin/staff');
  await main(page)
    .getByRole('textbox', { name: /E-postadress/ })
    .fill(email);
  await main(page).getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expect(main(page).getByText('Inbjudan skickad')).toBeVisible();
  const invited = await main(page).getByRole('textbox', { name: 'Länk för att välja lösenord' }).inputValue();
  expect(linkLanguage(invited)).toEqual({ lang: ['sv'], continuePath: '/sv/auth' });
  await expect(main(page).getByRole('row').filter({ hasText: email }).getByRole('cell').nth(3)).toHaveText(
    'Inbjuden, har inte loggat in än',
  );
  await main(page).getByRole('button', { name: 'Klar' }).click();
  await main(page)
    .getByRole('button', { name: `Ny lösenordslänk: ${email}` })
    .click();
  await expect(main(page).getByText('Ny lösenordslänk skapad')).toBeVisible();
  const again = main(page).getByRole('textbox', { name: 'Länk för att välja lösenord' });
  await expect(again).toBeFocused();
  expect(linkLanguage(await again.inputValue())).toEqual({ lang: ['sv'], continuePath: '/sv/auth' });
  expect(locales).toEqual(['sv', 'sv']);
  // Where the link's page continues to once the password is set: the sign-in page, in Swedish.
  const invitee = await browser.newContext();
  const signIn = await invitee.newPage();
  await signIn.goto(new URL(invited).searchParams.get('continueUrl') ?? '');
  await expect(main(signIn).getByRole('heading', { level: 1, name: 'Admininloggning' })).toBeVisible();
  await invitee.close();

  await page.goto(`/sv/admin/blog/${id}/edit`);
  await main(page).getByLabel('Publicera (svensk tid)', { exact: true }).fill('');
  await main(page).getByRole('button', { name: 'Spara blogginlägg' }).click();
  await expect(page.getByText('Blogginlägget har uppdaterats')).toBeVisible();
  expect(await readStored('blogs', id)).toMatchObject({ is_published: false, publish_at: null });

  await page.goto('/sv/admin/audit');
  const rows = main(page).getByRole('row');
  const expected = [
    rows.filter({ hasText: title }).filter({
      hasText: `Tog bort schemaläggningen: skulle ha publicerats ${formatDateTime(publishAt, 'sv')}`,
    }),
    rows.filter({ hasText: `Personal: ${email}` }).filter({ hasText: 'Bjöd in en kollega: som skribent' }),
    rows.filter({ hasText: `Personal: ${email}` }).filter({ hasText: 'Skickade en ny lösenordslänk: som skribent' }),
  ];
  await expect(async () => {
    await main(page).getByRole('button', { name: 'Uppdatera' }).click();
    for (const row of expected) await expect(row).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  for (const row of expected) await expect(row).toContainText(SEED_USERS.admin.email);

  // The colleague was invited in Swedish, and that is kept with them: from the English console
  // their row says so, and a new link for them is Swedish (its page, sign-in page and e-mail).
  await page.goto('/admin/staff');
  const row = main(page).getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell').nth(2)).toHaveText(/ by .+, in Swedish$/);
  await main(page)
    .getByRole('button', { name: `New password link: ${email}` })
    .click();
  await expect(main(page).getByText('New password link made')).toBeVisible();
  await expect(main(page).getByText(/The link and the e-mail are in Swedish\./)).toBeVisible();
  const fromEnglish = await main(page).getByRole('textbox', { name: 'Link to set a password' }).inputValue();
  expect(linkLanguage(fromEnglish)).toEqual({ lang: ['sv'], continuePath: '/sv/auth' });
  await expect.poll(() => locales).toEqual(['sv', 'sv', 'sv']);
  // Their row changes it (the colleague would rather read English): the next link is English.
  await main(page).getByRole('button', { name: 'Done' }).click();
  await main(page)
    .getByRole('combobox', { name: `Link language: ${email}` })
    .selectOption('English');
  await expect(page.getByText(`New links for ${email} are in English now.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText(/ by .+, in English$/);
  await main(page)
    .getByRole('button', { name: `New password link: ${email}` })
    .click();
  await expect(main(page).getByText(/The link and the e-mail are in English\./)).toBeVisible();
  const changed = await main(page).getByRole('textbox', { name: 'Link to set a password' }).inputValue();
  expect(linkLanguage(changed)).toEqual({ lang: ['en'], continuePath: '/auth' });
  await expect.poll(() => locales).toEqual(['sv', 'sv', 'sv', 'en']);

  // And the other way: from the Swedish console, a colleague invited in English gets English links.
  const english = `colleague-${uniqueTag()}@example.com`;
  colleagues.push(english);
  await page.goto('/sv/admin/staff');
  await main(page)
    .getByRole('textbox', { name: /E-postadress/ })
    .fill(english);
  await main(page).getByRole('combobox', { name: 'Inbjudans språk' }).selectOption('Engelska');
  await main(page).getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expect(main(page).getByText('Inbjudan skickad')).toBeVisible();
  await expect(main(page).getByText(/Länken och mejlet är på engelska\./)).toBeVisible();
  const invitedInEnglish = await main(page).getByRole('textbox', { name: 'Länk för att välja lösenord' }).inputValue();
  expect(linkLanguage(invitedInEnglish)).toEqual({ lang: ['en'], continuePath: '/auth' });
  await expect(main(page).getByRole('row').filter({ hasText: english }).getByRole('cell').nth(2)).toHaveText(
    / av .+, på engelska$/,
  );
  await main(page).getByRole('button', { name: 'Klar' }).click();
  await main(page)
    .getByRole('button', { name: `Ny lösenordslänk: ${english}` })
    .click();
  await expect(main(page).getByText('Ny lösenordslänk skapad')).toBeVisible();
  const againInEnglish = await main(page).getByRole('textbox', { name: 'Länk för att välja lösenord' }).inputValue();
  expect(linkLanguage(againInEnglish)).toEqual({ lang: ['en'], continuePath: '/auth' });
  await expect.poll(() => locales).toEqual(['sv', 'sv', 'sv', 'en', 'en', 'en']);
});

test('an invitation nobody took up is withdrawn from the staff page; an admin made a writer takes their open invitations with them; nobody revokes their own access', async ({
  page,
  browser,
}) => {
  test.slow();
  const pending = `pending-${uniqueTag()}@example.com`;
  const inviter = `inviter-${uniqueTag()}@example.com`;
  const theirInvitee = `their-invitee-${uniqueTag()}@example.com`;
  const password = 'inviter-password-1';
  colleagues.push(pending, inviter, theirInvitee);

  await signInAsAdmin(page);
  await page.goto('/admin/staff');
  await expect(main(page).getByRole('button', { name: `Revoke access: ${SEED_USERS.admin.email}` })).toBeDisabled();

  // Invited, never signed in, withdrawn.
  await main(page)
    .getByRole('textbox', { name: /E-mail address/ })
    .fill(pending);
  await main(page).getByRole('button', { name: 'Send invitation' }).click();
  await expect(main(page).getByText('Invitation sent')).toBeVisible();
  await main(page).getByRole('button', { name: 'Done' }).click();
  await main(page)
    .getByRole('button', { name: `Revoke access: ${pending}` })
    .click();
  await page.getByRole('dialog', { name: 'Revoke access?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, `${pending} never signed in; the invitation link no longer gives access.`)).toBeVisible();
  await expect(main(page).getByRole('row').filter({ hasText: pending })).toContainText('Access revoked');

  // An admin invites a colleague, then is made a writer before the colleague signs in.
  await createAccount(inviter, password, 'admin');
  const theirs = await (await browser.newContext()).newPage();
  await signInWith(theirs, { email: inviter, password });
  await theirs.goto('/admin/staff');
  await main(theirs)
    .getByRole('textbox', { name: /E-mail address/ })
    .fill(theirInvitee);
  await main(theirs).getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await main(theirs).getByRole('button', { name: 'Send invitation' }).click();
  await expect(main(theirs).getByText('Invitation sent')).toBeVisible();
  await theirs.context().close();

  await page.reload();
  // Their own row (the invitee's names them too, as who invited).
  const inviterRow = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: inviter, exact: true }) });
  await inviterRow.getByRole('button', { name: 'Make writer' }).click();
  await expect(inviterRow.getByRole('cell').nth(1)).toHaveText('Writer');
  await page.reload();
  await expect(main(page).getByRole('row').filter({ hasText: theirInvitee })).toContainText('Access revoked');

  await page.goto('/admin/audit');
  const rows = main(page).getByRole('row');
  const expected = [
    rows.filter({ hasText: `Staff: ${pending}` }).filter({ hasText: 'Withdrew the invitation: as Writer' }),
    rows
      .filter({ hasText: `Staff: ${theirInvitee}` })
      .filter({ hasText: `Withdrew the invitation: as Admin, made by ${inviter}, who was made a writer` }),
  ];
  await expect(async () => {
    await main(page).getByRole('button', { name: 'Refresh' }).click();
    for (const row of expected) await expect(row).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  for (const row of expected) await expect(row).toContainText(SEED_USERS.admin.email);
});
