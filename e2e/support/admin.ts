/**
 * Shared steps of the admin specs: signing in through the real login page with the seeded
 * accounts, and reading or changing stored content as the project owner (firebase-admin against
 * the emulator the e2e run starts), e.g. to play "another admin" or to clean up.
 */
import { expect, type Page } from '@playwright/test';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type DocumentData, getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../../scripts/local-stack/ports.mjs';
import { SEED_USERS } from '../../scripts/seed/content.mjs';

export { SEED_USERS };

export type Collection = 'blogs' | 'case_studies';

/** Signs in with e-mail and password on /auth and waits for the page it lands on. */
export async function signInWith(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
}

/** Signs in as the seeded administrator and waits for Manage Blogs. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInWith(page, SEED_USERS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
}

/** A title no other test (or earlier run) uses, so public lists can be checked for it alone. */
export function uniqueTitle(tag: string): string {
  return `E2E ${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

let app: App | undefined;

function db() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the e2e tests under the emulators (with-emulators.mjs)');
  }
  // Against the emulator no credentials are needed: skip the probe for a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app ??= initializeApp({ projectId: PROJECT_ID }, `e2e-admin-${process.pid}`);
  return getFirestore(app);
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

/** Creates a document directly (a complete body, as the rules require of the console). */
export async function createStored(collection: Collection, data: DocumentData): Promise<string> {
  const reference = await db().collection(collection).add(data);
  return reference.id;
}

/** Removes the documents with this title: test clean-up. */
export async function deleteByTitle(collection: Collection, title: string): Promise<void> {
  const snapshot = await db().collection(collection).where('title', '==', title).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}

export async function closeAdminStore(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}

/** A complete post body as the console would store it. */
export function blogBody(title: string, overrides: DocumentData = {}): DocumentData {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return {
    title,
    slug,
    excerpt: `Excerpt of ${title}`,
    content: `Body of ${title}.`,
    category: 'AI Strategy',
    author: 'E2E Author',
    published_date: '2025-01-15',
    image_url: null,
    is_published: false,
    title_sv: null,
    excerpt_sv: null,
    content_sv: null,
    category_sv: null,
    ...overrides,
  };
}
