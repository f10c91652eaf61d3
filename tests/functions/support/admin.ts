/**
 * The test's own view of the emulated project through the Admin SDK (rules do not apply):
 * reading leads, clearing data, and making accounts with or without the admin claim.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { emulatorHubOrigin, emulatorOrigin, PROJECT_ID } from './stack';

export function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}

/**
 * The Admin SDK on another demo project of the emulator (an app of its own, named after it): one
 * no function watches, for data whose writes should fire no trigger.
 */
export function projectDb(projectId: string): Firestore {
  return getFirestore(getApps().find((app) => app.name === projectId) ?? initializeApp({ projectId }, projectId));
}

/** Deletes every document of the emulated project, or of another demo project of the emulator. */
export async function clearFirestore(projectId = PROJECT_ID): Promise<void> {
  const response = await fetch(
    `${emulatorOrigin('firestore')}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Could not clear Firestore of ${projectId}: HTTP ${response.status}`);
}

/**
 * Turns the functions' Firestore triggers off or on through the Emulator Hub. Turning them off
 * waits for the triggers already running, so a test that reads what it stored itself (the
 * indexes, say) is not raced by triggers from earlier tests writing after its clear.
 */
export async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`${emulatorHubOrigin()}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`Could not ${path}: HTTP ${response.status}`);
}

/** The ID token an Auth REST call (`accounts:<method>`) answers with, as the web SDK would make it. */
async function idTokenFrom(method: string, request: object, what: string): Promise<string> {
  const response = await fetch(
    `${emulatorOrigin('auth')}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...request, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!body.idToken) throw new Error(`${what} failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/** The password of every account these helpers make. */
export const TEST_PASSWORD = 'correct-horse-battery';

/** An ID token for an e-mail/password account, signed in through the Auth emulator as the web SDK would. */
export function signInWithPassword(email: string, password: string): Promise<string> {
  return idTokenFrom('signInWithPassword', { email, password }, 'Sign-in');
}

/**
 * An ID token for a new e-mail/password account, with the given custom claims, signed in
 * through the Auth emulator as the web SDK would.
 */
export async function signedInToken(claims: Record<string, unknown> = {}): Promise<string> {
  const email = `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = TEST_PASSWORD;
  const user = await getAuth(adminApp()).createUser({ email, password });
  if (Object.keys(claims).length > 0) await getAuth(adminApp()).setCustomUserClaims(user.uid, claims);
  return signInWithPassword(email, password);
}

/**
 * A member of staff as the staff functions make one (the `staff/{uid}` document, which the rules
 * and functions read, and the claims that mirror it), signed in: their uid, e-mail and ID token.
 */
export async function signedInStaff(role: 'admin' | 'writer'): Promise<{ uid: string; email: string; token: string }> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = TEST_PASSWORD;
  const user = await getAuth(adminApp()).createUser({ email, password });
  await getAuth(adminApp()).setCustomUserClaims(user.uid, role === 'admin' ? { role, admin: true } : { role });
  await adminDb().collection('staff').doc(user.uid).set({
    email,
    role,
    invited_by: null,
    invited_at: null,
    updated_at: null,
    revoked_at: null,
  });
  return { uid: user.uid, email, token: await signInWithPassword(email, password) };
}

/**
 * The account holder's own change of its sign-in address, through the public Auth API as any
 * client can send it (the Auth emulator takes it at once): a new ID token with the new `email`.
 */
export function changeOwnEmail(idToken: string, email: string): Promise<string> {
  return idTokenFrom('update', { idToken, email }, 'Changing the e-mail');
}
