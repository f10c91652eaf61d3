/**
 * `pnpm admin:grant` / `pnpm admin:revoke` against the Auth emulator: the claim they set is the
 * one the functions (and the rules) trust.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { adminApp } from './support/admin';
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

async function signIn(email: string, password: string): Promise<string> {
  const { host, port } = emulatorHostPort('auth');
  const response = await fetch(
    `http://${host}:${port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken: string };
  return body.idToken;
}

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
    expect(user.customClaims).toEqual({ admin: true });
    expect(await callFunction('translateBlog', translation, { idToken: await signIn(email, password) })).toMatchObject({
      ok: true,
    });

    await getAuth(adminApp()).setCustomUserClaims(user.uid, { admin: true, team: 'content' });
    const revoked = await adminClaim('revoke', email, '--emulator');
    expect(revoked.code).toBe(0);
    expect((await getAuth(adminApp()).getUser(user.uid)).customClaims).toEqual({ team: 'content' });
    expect(await callFunction('translateBlog', translation, { idToken: await signIn(email, password) })).toMatchObject({
      ok: false,
      error: { status: 'PERMISSION_DENIED' },
    });
  });

  it('refuses an unknown account instead of creating one silently', async () => {
    const outcome = await adminClaim('grant', 'nobody@example.com', '--emulator');
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('No account with the e-mail nobody@example.com in demo-nordic-ai');
  });
});
