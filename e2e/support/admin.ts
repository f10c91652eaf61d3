/**
 * Shared steps of the admin specs: signing in through the real login page with the seeded
 * accounts; reading, creating and removing stored content as the project owner (firebase-admin
 * against the emulator the e2e run starts), e.g. to play "another admin" or to clean up; reading
 * stored images through the Storage REST API as the owner; and watching what the page sends.
 */
import { randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type DocumentData, FieldValue, getFirestore } from 'firebase-admin/firestore';
import { SLUG_MAX_LENGTH } from '../../domain/src/slug';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { TRANSLATION_SOURCES_COLLECTION, translationSourcesId } from '../../domain/src/translationSources';
import {
  EMULATOR_HOST,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  PROJECT_ID,
  STORAGE_BUCKET,
} from '../../scripts/local-stack/ports.mjs';
import { SEED_USERS } from '../../scripts/seed/content.mjs';
import { encodePng } from '../../scripts/seed/png.mjs';
import { fetchJson } from './network';
import { main } from './page';
import { SHELL_URL } from './ports';

export { SEED_USERS };

export type Collection = 'blogs' | 'case_studies';

export const STORAGE_ORIGIN = `http://${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`;

/** Signs in with e-mail and password on /auth and waits for the page it lands on. */
export async function signInWith(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto(new URL('/auth', SHELL_URL).href);
  await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
}

/**
 * Signs in as the seeded administrator through the form on /auth and waits for Manage Blogs: for
 * the tests whose subject is signing in (the form, its greeting, a session across tabs, the ID
 * token's hour). The others reach the console with signInAsAdmin.
 */
export async function signInAsAdminOnForm(page: Page): Promise<void> {
  await signInWith(page, SEED_USERS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
}

/**
 * Opens Manage Blogs as the seeded administrator, already signed in: the session the worker saved
 * (staffSession) is copied into this test's browser context, so the test does not spend a sign-in
 * through the form on what is not its subject. No "Welcome back!" greets it (nobody signed in).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  // The copy replaces the origin's storage, which an app running in another tab of the context
  // holds open: there, the form signs in as before.
  const context = page.context();
  if (context.pages().some((other) => other !== page && other.url().startsWith(SHELL_URL))) {
    await signInAsAdminOnForm(page);
    return;
  }
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await restoreStaffSession(context, SEED_USERS.admin);
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** One origin's storage as storageState({ indexedDB: true }) returns it (its types leave IndexedDB out). */
type OriginStorage = StorageState['origins'][number] & { indexedDB?: { name: string }[] };

/** The sessions this worker signed in for, by e-mail: each signs in once per worker process. */
const staffSessions = new Map<string, Promise<StorageState>>();

/**
 * A member of staff's session: signed in through the form once per worker (its own browser context,
 * closed again), then kept as Playwright's storage state with IndexedDB, where Firebase Auth keeps
 * the session. Every test gets its own copy in its own context, so a test that signs out (which
 * clears only its context's IndexedDB) leaves the others signed in; the ID token in it renews itself
 * through the refresh token like any other session's. Only for accounts whose role no test changes
 * (the seeded ones): a session whose claims change needs a fresh sign-in.
 */
function staffSession(browser: Browser, user: { email: string; password: string }): Promise<StorageState> {
  let session = staffSessions.get(user.email);
  if (!session) {
    session = (async () => {
      const context = await browser.newContext();
      try {
        await signInWith(await context.newPage(), user);
        return await context.storageState({ indexedDB: true });
      } finally {
        await context.close();
      }
    })();
    // A failed sign-in is not kept: the next test tries again.
    session.catch(() => staffSessions.delete(user.email));
    staffSessions.set(user.email, session);
  }
  return session;
}

/**
 * Copies `user`'s saved session into `context`, keeping what the context already stored (a theme
 * chosen, a draft's backup) except what the session replaces: setStorageState clears the rest.
 */
async function restoreStaffSession(context: BrowserContext, user: { email: string; password: string }): Promise<void> {
  const browser = context.browser();
  if (!browser) throw new Error('A saved session needs a context the browser made (not a persistent one)');
  const [session, current] = await Promise.all([
    staffSession(browser, user),
    context.storageState({ indexedDB: true }),
  ]);
  await context.setStorageState(mergedStorage(current, session));
}

function mergedStorage(current: StorageState, session: StorageState): StorageState {
  const byName = <T extends { name: string }>(kept: T[] = [], replacing: T[] = []) => [
    ...kept.filter((item) => !replacing.some((other) => other.name === item.name)),
    ...replacing,
  ];
  const origins = new Map<string, OriginStorage>(current.origins.map((entry) => [entry.origin, entry]));
  for (const entry of session.origins as OriginStorage[]) {
    const kept = origins.get(entry.origin);
    origins.set(entry.origin, {
      origin: entry.origin,
      localStorage: byName(kept?.localStorage, entry.localStorage),
      indexedDB: byName(kept?.indexedDB, entry.indexedDB),
    });
  }
  const sameCookie = (a: StorageState['cookies'][number], b: StorageState['cookies'][number]) =>
    a.name === b.name && a.domain === b.domain && a.path === b.path;
  return {
    cookies: [...current.cookies.filter((c) => !session.cookies.some((s) => sameCookie(c, s))), ...session.cookies],
    origins: [...origins.values()],
  };
}

/** A tag no other test (or earlier run) uses. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A title no other test (or earlier run) uses, so public lists can be checked for it alone. */
export function uniqueTitle(tag: string): string {
  return `E2E ${tag} ${uniqueTag()}`;
}

/** Opens the editor of the blog post titled `title` from the console's blog list, as staff do. */
export async function openBlogEditor(page: Page, title: string): Promise<void> {
  await page.goto('/admin/blog');
  await main(page)
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
}

/** A notification of the shell's toast region with this text. */
export const toast = (page: Page, text: string): Locator => page.getByTestId('toast').filter({ hasText: text });

let app: App | undefined;

function ownerApp(): App {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('The emulator hosts are not set: run the e2e tests under the emulators (with-emulators.mjs)');
  }
  // Against the emulator no credentials are needed: skip the probe for a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app ??= initializeApp({ projectId: PROJECT_ID }, `e2e-admin-${process.pid}`);
  return app;
}

function db() {
  return getFirestore(ownerApp());
}

/**
 * An administrator who signs in with Microsoft: made as an administrator makes accounts (the
 * Admin SDK, so the closed sign-up does not apply), with the microsoft.com provider linked and
 * the admin claim. The Auth emulator's provider page then offers it as an existing account.
 */
export async function createMicrosoftAdmin(email: string): Promise<void> {
  const auth = getAuth(ownerApp());
  const user = await auth.createUser({ email, emailVerified: true, displayName: 'Microsoft Admin' });
  await auth.updateUser(user.uid, {
    providerToLink: { providerId: 'microsoft.com', uid: `ms-${user.uid}`, email, displayName: 'Microsoft Admin' },
  });
  await auth.setCustomUserClaims(user.uid, { admin: true });
}

/**
 * An account made as an administrator makes one (the Admin SDK), with a password and, unless
 * `role` is null, a staff role (its staff document and claims, as the staff functions write them).
 */
export async function createAccount(email: string, password: string, role: 'admin' | 'writer' | null): Promise<string> {
  const auth = getAuth(ownerApp());
  const user = await auth.createUser({ email, password, emailVerified: true });
  if (role) {
    await auth.setCustomUserClaims(user.uid, role === 'admin' ? { role, admin: true } : { role });
    await db().collection('staff').doc(user.uid).set({
      email,
      role,
      invited_by: null,
      invited_at: null,
      updated_at: null,
      revoked_at: null,
    });
  }
  return user.uid;
}

/** Deletes an account and its staff document (a test's own colleague), if they exist. */
export async function deleteAccount(email: string): Promise<void> {
  const auth = getAuth(ownerApp());
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (!user) return;
  await db().collection('staff').doc(user.uid).delete();
  await auth.deleteUser(user.uid);
}

/** The stored documents with this title (id and body). */
export async function storedByTitle(
  collection: Collection,
  title: string,
): Promise<{ id: string; data: DocumentData }[]> {
  const snapshot = await db().collection(collection).where('title', '==', title).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}

/** Changes stored fields of a document behind the editor's back, as another admin would. */
export async function changeStored(collection: Collection, id: string, fields: DocumentData): Promise<void> {
  await db().collection(collection).doc(id).update(fields);
}

/** Where each collection's slugs are claimed (domain BLOG_SLUGS_COLLECTION, CASE_STUDY_SLUGS_COLLECTION). */
const SLUG_CLAIMS: Record<Collection, string> = { blogs: 'blog_slugs', case_studies: 'case_study_slugs' };

/**
 * Creates a document directly (a complete body, as the rules require of the console) with its
 * slug's claim, as the console's save writes both.
 */
export async function createStored(collection: Collection, data: DocumentData): Promise<string> {
  const reference = db().collection(collection).doc();
  const batch = db().batch();
  batch.set(reference, data);
  if (typeof data.slug === 'string')
    batch.set(db().collection(SLUG_CLAIMS[collection]).doc(data.slug), { id: reference.id });
  await batch.commit();
  return reference.id;
}

/**
 * Stores `blog_redirects/<oldSlug>` naming post `id`, as the console's save of a renamed published
 * post leaves it (the deletion trigger removes it with the post).
 */
export async function storeBlogRedirect(oldSlug: string, id: string): Promise<void> {
  await db().collection('blog_redirects').doc(oldSlug).set({ id });
}

/**
 * Creates `count` documents one after the other, the nth from `body` with n written in two digits
 * ('01' …), and returns their ids: the numbered items the paging specs add.
 */
export async function createNumbered(
  collection: Collection,
  count: number,
  body: (number: string, n: number) => DocumentData,
): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) ids.push(await createStored(collection, body(String(n).padStart(2, '0'), n)));
  return ids;
}

/** Deletes documents and the slug claims that are theirs. */
async function deleteWithClaims(collection: Collection, documents: readonly { id: string; slug: unknown }[]) {
  await Promise.all(
    documents.map(async ({ id, slug }) => {
      await db().collection(collection).doc(id).delete();
      if (typeof slug !== 'string' || !slug) return;
      const claim = db().collection(SLUG_CLAIMS[collection]).doc(slug);
      if ((await claim.get()).get('id') === id) await claim.delete();
    }),
  );
}

export async function readStored(collection: Collection, id: string): Promise<DocumentData | undefined> {
  return (await db().collection(collection).doc(id).get()).data();
}

/**
 * What of item `id` outlives it until the functions remove it (completeBlogDeletion /
 * completeCaseStudyDeletion): its history's documents and whether its translation sources are stored.
 */
export async function leftoversOf(
  collection: Collection,
  id: string,
): Promise<{ revisions: number; sources: boolean }> {
  const [revisions, sources] = await Promise.all([
    db().collection(collection).doc(id).collection('revisions').get(),
    db().collection(TRANSLATION_SOURCES_COLLECTION).doc(translationSourcesId(collection, id)).get(),
  ]);
  return { revisions: revisions.size, sources: sources.exists };
}

/**
 * Stores beside item `id` what a console save of a translated item leaves (one version of its
 * history and its translation sources), for a test that waits for the functions to remove them.
 */
export async function storeLeftovers(collection: Collection, id: string, fields: DocumentData): Promise<void> {
  const batch = db().batch();
  batch.set(db().collection(collection).doc(id).collection('revisions').doc('000001'), {
    number: 1,
    fields,
    saved_at: new Date(),
    saved_by: SEED_USERS.admin.email,
    restored_from: null,
  });
  batch.set(db().collection(TRANSLATION_SOURCES_COLLECTION).doc(translationSourcesId(collection, id)), {
    fields: { title: '0123456789abcd' },
    english: { title: '0123456789abcd' },
  });
  await batch.commit();
}

/** Stores item `id`'s translation sources (`{ fields, english }`), as a console save writes them. */
export async function storeTranslationSources(
  collection: Collection,
  id: string,
  sources: { fields: Record<string, string>; english: Record<string, string> },
): Promise<void> {
  await db().collection(TRANSLATION_SOURCES_COLLECTION).doc(translationSourcesId(collection, id)).set(sources);
}

export async function deleteStored(collection: Collection, ids: readonly string[]): Promise<void> {
  const stored = await Promise.all(ids.map((id) => db().collection(collection).doc(id).get()));
  await deleteWithClaims(
    collection,
    stored.map((snapshot) => ({ id: snapshot.id, slug: snapshot.get('slug') })),
  );
}

/** Removes the documents with this title (and their slug claims): test clean-up. */
export async function deleteByTitle(collection: Collection, title: string): Promise<void> {
  const snapshot = await db().collection(collection).where('title', '==', title).get();
  await deleteWithClaims(
    collection,
    snapshot.docs.map((doc) => ({ id: doc.id, slug: doc.get('slug') })),
  );
}

/**
 * The titles a spec's tests create in `collection`: each test's are removed after it (with their
 * slug claims), and the admin store is closed after the file. Call once, at the top of a spec.
 */
export function removedAfterEachTest(collection: Collection): string[] {
  const titles: string[] = [];
  test.afterEach(async () => {
    await Promise.all(titles.splice(0).map((title) => deleteByTitle(collection, title)));
  });
  test.afterAll(closeAdminStore);
  return titles;
}

export async function closeAdminStore(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}

/** A slug the console could have stored for `title`: at most SLUG_MAX_LENGTH characters, as every public list requires. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');

/**
 * The day of the posts the specs make: before every seeded post (the oldest is 2025-01-14), so one
 * published while a public spec reads the blog list comes after the seeded posts and never pushes
 * one of them to the next page; after the paging spec's many posts (2001), for the same reason.
 */
const SPEC_POST_DATE = '2024-12-31';

/** A complete post body as the console would store it: a draft with English text only. */
export function blogBody(title: string, overrides: DocumentData = {}): DocumentData {
  return {
    ...blog({
      title,
      slug: slugOf(title),
      excerpt: `Excerpt of ${title}`,
      content: `Body of ${title}.`,
      author: 'E2E Author',
      // A category of the specs' own: published a moment, a post of a seeded category (and with no
      // Swedish name, an English button in Swedish) would change the lists and buttons other specs
      // compare with the seeded posts at that moment (seededCards, seededCategoryButtons).
      category: 'E2E Category',
      published_date: SPEC_POST_DATE,
      is_published: false,
    }),
    ...overrides,
  };
}

/** A published post with English text only, as imported content or an older post would be. */
export function englishOnlyPost(title: string, overrides: DocumentData = {}): DocumentData {
  return blogBody(title, {
    excerpt: 'A guide for small companies.',
    content: 'Hello world',
    is_published: true,
    ...overrides,
  });
}

/** A published case study with English text only. */
export function englishOnlyCaseStudy(title: string, overrides: DocumentData = {}): DocumentData {
  return {
    ...caseStudy({
      title,
      slug: slugOf(title),
      client_name: 'E2E Client AB',
      challenge: 'Manual invoicing',
      solution: 'Automation with our tools',
      results: 'Faster results',
      testimonial: 'Great team',
      testimonial_author: 'Anna',
      testimonial_role: 'CFO',
      created_at: new Date(),
    }),
    ...overrides,
  };
}

/**
 * Narrows what this page reads of a collection to the given documents. Bulk translation works on
 * every document lacking Swedish text; run against the whole shared database it would translate
 * the seeded English-only posts other specs depend on, and its counts would include whatever
 * other specs create meanwhile. Writes are not touched.
 */
export async function readOnlyTheseDocuments(
  page: Page,
  collectionId: Collection,
  ids: readonly string[],
): Promise<void> {
  await page.route(/\/documents:runQuery(\?|$)/, async (route) => {
    const query = JSON.parse(route.request().postData() ?? '{}') as {
      structuredQuery?: { from?: { collectionId?: string }[] };
    };
    if (query.structuredQuery?.from?.[0]?.collectionId !== collectionId) return route.continue();
    const fetched = await fetchJson(route);
    if (!fetched) return;
    const { response } = fetched;
    const kept = (fetched.json as { document?: { name?: string } }[]).filter(
      ({ document }) => !document || ids.some((id) => document.name?.endsWith(`/${collectionId}/${id}`)),
    );
    await route.fulfill({ response, json: kept });
  });
}

/* Images and calls the page makes -------------------------------------------------------- */

/** A small real PNG (a colour gradient), so the preview has something to decode. */
export function pngImage(width = 64, height = 48): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      rgb[at] = Math.round((x / width) * 255);
      rgb[at + 1] = Math.round((y / height) * 255);
      rgb[at + 2] = 160;
    }
  }
  return encodePng(width, height, rgb);
}

/** Counts the page's writes to Storage (uploads of any protocol; reads are not counted). */
export function countStorageWrites(page: Page): () => number {
  let writes = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(STORAGE_ORIGIN) && !['GET', 'HEAD', 'OPTIONS'].includes(request.method())) {
      writes += 1;
    }
  });
  return () => writes;
}

/** The address of a callable function on the Functions emulator. */
export function functionUrl(name: string): string {
  return `http://${EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
}

/**
 * Calls an admin-only callable function as the seeded administrator, as tooling would (signed in
 * through the Auth emulator's REST API), and answers its result.
 */
export async function callAsAdmin<T>(name: string, data: unknown = {}): Promise<T> {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!authHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the e2e tests under the emulators');
  const signIn = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...SEED_USERS.admin, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken?: string };
  if (!idToken) throw new Error(`Signing in as ${SEED_USERS.admin.email} failed: HTTP ${signIn.status}`);
  const response = await fetch(functionUrl(name), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw new Error(`${name} answered HTTP ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

/**
 * Watches the calls of one callable function: how many were made, how many were under way at
 * the same time at most, and the HTTP status of each answer.
 */
export function watchFunctionCalls(page: Page, name: string) {
  const url = functionUrl(name);
  const state = { calls: 0, inFlight: 0, maxInFlight: 0, statuses: [] as number[] };
  const isCall = (request: { url(): string; method(): string }) => request.url() === url && request.method() === 'POST';
  page.on('request', (request) => {
    if (!isCall(request)) return;
    state.calls += 1;
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
  });
  page.on('requestfinished', async (request) => {
    if (!isCall(request)) return;
    state.inFlight -= 1;
    const response = await request.response();
    state.statuses.push(response?.status() ?? 0);
  });
  page.on('requestfailed', (request) => {
    if (!isCall(request)) return;
    state.inFlight -= 1;
    state.statuses.push(0);
  });
  return state;
}

/* Storage as the project owner -------------------------------------------------------------- */

/** The object path inside the bucket that a download URL points at. */
export function objectPathOf(downloadUrl: string): string {
  const encoded = new URL(downloadUrl).pathname.split('/o/')[1] ?? '';
  return decodeURIComponent(encoded);
}

function objectUrl(objectPath: string): string {
  return `${STORAGE_ORIGIN}/v0/b/${encodeURIComponent(STORAGE_BUCKET)}/o/${encodeURIComponent(objectPath)}`;
}

/** The stored object's metadata (the v0 API's resource), or null when there is none. */
export async function storedObject(objectPath: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(objectUrl(objectPath), { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`reading ${objectPath} from Storage answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function deleteStoredObject(objectPath: string): Promise<void> {
  await fetch(objectUrl(objectPath), { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
}

/**
 * A working preview link to the stored item `id`, written as createPreviewLink writes one (behind
 * the console's back, for specs about the preview page rather than the console): a week long, made
 * by an account without a staff document (an admin made before roles, whose links keep working).
 * Answers its token; the item's deletion revokes it.
 */
export async function storedPreviewLink(collection: Collection, id: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db()
    .collection('preview_links')
    .doc(token)
    .set({
      collection,
      item_id: id,
      created_by: 'e2e-preview-maker',
      created_by_email: null,
      created_at: FieldValue.serverTimestamp(),
      expires_at: new Date(Date.now() + 7 * 24 * 3_600_000),
      revoked_at: null,
    });
  return token;
}

/** Sets when the preview link `token` stops working, behind the console's back (an expired link). */
export async function setPreviewLinkExpiry(token: string, expiresAt: Date): Promise<void> {
  await db().collection('preview_links').doc(token).update({ expires_at: expiresAt });
}
