/**
 * `pnpm admin:grant` / `pnpm admin:revoke` against the Auth emulator: the claim they set is the
 * one the functions (and the rules) trust, and the language they store is the one the member's new
 * password links are made in (inviteStaff with `again`), whichever console asks.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { adminApp, adminDb, signInWithPassword } from './support/admin';
import { callFunction } from './support/callables';
import { emulatorHostPort, repoPath } from './support/stack';

const run = promisify(execFile);

async function adminClaim(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { host, port } = emulatorHostPort('auth');
  try {
    const { stdout, stderr } = await run(process.execPath, [repoPath('scripts', 'admin-claim.mjs'), ...args], {
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: `${host}:${port}` },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const signIn = signInWithPassword;

const translation = {
  title: 'Hello',
  excerpt: 'Our guide',
  content: '# Results',
  category: 'Strategy',
  targetLang: 'sv',
};

describe('admin claim command', () => {
  it('creates a local admin, whose token then passes the functions’ admin check, and revokes it', async () => {
    const email = `editor-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';

    const granted = await adminClaim('grant', email, '--emulator', '--create', '--password', password);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(`Granted admin to ${email}`);
    const user = await getAuth(adminApp()).getUserByEmail(email);
    expect(user.customClaims).toEqual({ role: 'admin', admin: true });
    expect((await adminDb().collection('staff').doc(user.uid).get()).data()).toMatchObject({
      email,
      role: 'admin',
      language: 'en',
      revoked_at: null,
    });
    expect(await callFunction('translateBlog', translation, { idToken: await signIn(email, password) })).toMatchObject({
      ok: true,
    });

    await getAuth(adminApp()).setCustomUserClaims(user.uid, { admin: true, team: 'content' });
    const revoked = await adminClaim('revoke', email, '--emulator');
    expect(revoked.code).toBe(0);
    expect((await getAuth(adminApp()).getUser(user.uid)).customClaims).toEqual({ team: 'content' });
    expect((await adminDb().collection('staff').doc(user.uid).get()).get('revoked_at')).not.toBeNull();
    expect(await callFunction('translateBlog', translation, { idToken: await signIn(email, password) })).toMatchObject({
      ok: false,
      error: { status: 'PERMISSION_DENIED' },
    });
  });

  it('stores the language given, in which the member’s new password links are made from either console, and keeps it when granted again', async () => {
    const email = `svensk-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    const granted = await adminClaim(
      'grant',
      email,
      '--emulator',
      '--create',
      '--password',
      password,
      '--language',
      'sv',
    );
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(`Granted admin to ${email}`);
    expect(granted.stdout).toContain('password links in Swedish');
    const { uid } = await getAuth(adminApp()).getUserByEmail(email);
    const language = async () => (await adminDb().collection('staff').doc(uid).get()).get('language');
    expect(await language()).toBe('sv');

    // A new link asked for from an English console: in Swedish, the member's language.
    const again = await callFunction<{ passwordLink: string; language: string }>(
      'inviteStaff',
      { email, role: 'admin', again: true, language: 'en' },
      { idToken: await signIn(email, password) },
    );
    expect(again).toMatchObject({ ok: true, result: { language: 'sv' } });
    if (again.ok) expect(new URL(again.result.passwordLink).searchParams.get('lang')).toBe('sv');

    // Granted again from the terminal without --language (another role): the language stays.
    expect((await adminClaim('grant', email, '--emulator', '--role', 'writer')).code).toBe(0);
    expect(await language()).toBe('sv');
    const changed = await adminClaim('grant', email, '--emulator', '--language', 'en');
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain('password links in English');
    expect(await language()).toBe('en');
  });

  it('refuses a language it does not know, saying which it takes, and changes nothing', async () => {
    const email = `language-${Date.now()}@example.com`;
    const outcome = await adminClaim(
      'grant',
      email,
      '--emulator',
      '--create',
      '--password',
      'pw-123456',
      '--language',
      'de',
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('--language must be en or sv, not "de"');
    await expect(getAuth(adminApp()).getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses an unknown account instead of creating one silently', async () => {
    const outcome = await adminClaim('grant', 'nobody@example.com', '--emulator');
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('No account with the e-mail nobody@example.com in demo-nordic-ai');
  });

  it('refuses an account whose e-mail address is not verified, saying why', async () => {
    const email = `unverified-${Date.now()}@example.com`;
    const user = await getAuth(adminApp()).createUser({ email, password: 'correct-horse-battery' });
    const outcome = await adminClaim('grant', email, '--emulator');
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`Not granted: ${email} has not verified its e-mail address`);
    expect((await getAuth(adminApp()).getUser(user.uid)).customClaims ?? {}).toEqual({});

    await getAuth(adminApp()).updateUser(user.uid, { emailVerified: true });
    expect((await adminClaim('grant', email, '--emulator')).code).toBe(0);
  });
});

describe('sign-up', () => {
  it('is closed: an account cannot be created with the public web API key', async () => {
    const { host, port } = emulatorHostPort('auth');
    const email = `newcomer-${Date.now()}@example.com`;
    const response = await fetch(
      `http://${host}:${port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct-horse-battery', returnSecureToken: true }),
      },
    );
    const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
    expect(response.status).toBe(400);
    expect(body.idToken).toBeUndefined();
    expect(body.error?.message).toContain('Sign-up is closed: accounts are created by an administrator.');
    await expect(getAuth(adminApp()).getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('still lets the admin tooling create accounts', async () => {
    const email = `made-by-admin-${Date.now()}@example.com`;
    expect(
      (await adminClaim('grant', email, '--emulator', '--create', '--password', 'correct-horse-battery')).code,
    ).toBe(0);
    expect((await getAuth(adminApp()).getUserByEmail(email)).customClaims).toEqual({ role: 'admin', admin: true });
  });
});
