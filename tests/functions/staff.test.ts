/**
 * The staff callables (inviteStaff, setStaffRole, setStaffLanguage, revokeStaff) over real HTTP against the
 * emulators: admins only, bad input answers 400 naming the field, the staff document, the claims
 * and the audit log kept in step, the last admin kept, a revoked account refused at once by the
 * functions (the token it already holds included), and of two invitations of one member at once
 * only one made (one document, one audit entry, its role in the claims).
 */
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type DocumentReference, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { handleInviteStaff, handleSetStaffRole } from '../../functions/src/staff/staff';
import { adminApp, adminDb, changeOwnEmail, signedInStaff, signInWithPassword, TEST_PASSWORD } from './support/admin';
import { callFunction } from './support/callables';
import { auditOf, uniqueEmail as unique, usePasswordLink } from './support/staff';

const PASSWORD = TEST_PASSWORD;

const signIn = (email: string, password = PASSWORD) => signInWithPassword(email, password);

/** A member of staff made as the callables would (document and claims), signed in. */
const member = signedInStaff;

const translation = {
  title: 'Hello',
  excerpt: 'Our guide',
  content: '# Results',
  category: 'Strategy',
  targetLang: 'sv',
};

beforeEach(async () => {
  // Each test decides who the admins are.
  const staff = await adminDb().collection('staff').get();
  await Promise.all(staff.docs.map((entry) => entry.ref.delete()));
});

describe('inviteStaff', () => {
  it('creates the account with its role and a password link, and the colleague signs in with it', async () => {
    const admin = await member('admin');
    const email = unique('Colleague').toUpperCase();
    const outcome = await callFunction<{ uid: string; email: string; role: string; passwordLink: string }>(
      'inviteStaff',
      { email: `  ${email} `, role: 'writer' },
      { idToken: admin.token },
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { uid, passwordLink } = outcome.result;
    expect(outcome.result).toMatchObject({ email: email.toLowerCase(), role: 'writer' });
    expect(passwordLink).toMatch(/oobCode=/);

    const user = await getAuth(adminApp()).getUser(uid);
    expect(user.email).toBe(email.toLowerCase());
    expect(user.customClaims).toEqual({ role: 'writer' });
    expect((await adminDb().collection('staff').doc(uid).get()).data()).toMatchObject({
      email: email.toLowerCase(),
      role: 'writer',
      invited_by: admin.email,
      revoked_at: null,
    });
    expect(await auditOf(uid)).toMatchObject([
      { action: 'staff_invited', actor_uid: admin.uid, actor_email: admin.email, details: { role: 'writer' } },
    ]);

    expect(await usePasswordLink(passwordLink, 'a-new-password-1')).toBe(200);
    const writerToken = await signIn(email.toLowerCase(), 'a-new-password-1');
    // A writer translates, but manages no staff.
    expect(await callFunction('translateBlog', translation, { idToken: writerToken })).toMatchObject({ ok: true });
    expect(
      await callFunction('inviteStaff', { email: unique('x'), role: 'admin' }, { idToken: writerToken }),
    ).toMatchObject({ ok: false, httpStatus: 403, error: { status: 'PERMISSION_DENIED' } });
  });

  it('names the inviting admin by the address they were invited with, not one they changed their account to', async () => {
    const admin = await member('admin');
    // Its holder changed the account's sign-in address itself: its tokens now carry another e-mail.
    const renamed = await changeOwnEmail(admin.token, unique('the-ceo'));
    const outcome = await callFunction<{ uid: string }>(
      'inviteStaff',
      { email: unique('colleague'), role: 'writer' },
      { idToken: renamed },
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { uid } = outcome.result;
    expect((await adminDb().collection('staff').doc(uid).get()).get('invited_by')).toBe(admin.email);
    expect(await auditOf(uid)).toMatchObject([
      { action: 'staff_invited', actor_uid: admin.uid, actor_email: admin.email },
    ]);
  });

  it('refuses someone already on the staff, and gives a revoked account back when invited again', async () => {
    const admin = await member('admin');
    const writer = await member('writer');
    expect(
      await callFunction('inviteStaff', { email: writer.email, role: 'admin' }, { idToken: admin.token }),
    ).toMatchObject({ ok: false, httpStatus: 409, error: { status: 'ALREADY_EXISTS' } });

    expect(await callFunction('revokeStaff', { uid: writer.uid }, { idToken: admin.token })).toMatchObject({
      ok: true,
    });
    const again = await callFunction('inviteStaff', { email: writer.email, role: 'writer' }, { idToken: admin.token });
    expect(again).toMatchObject({ ok: true, result: { uid: writer.uid } });
    expect((await getAuth(adminApp()).getUser(writer.uid)).disabled).toBe(false);
    expect(await signIn(writer.email)).toEqual(expect.any(String));
  });

  it("gives the password link in the inviting console's language (the handler's page and the sign-in page after it), and stores it on the member for every new link; refuses another language", async () => {
    const admin = await member('admin');
    const invite = async (data: Record<string, unknown>) => {
      const outcome = await callFunction<{ uid: string; language: string; passwordLink: string }>('inviteStaff', data, {
        idToken: admin.token,
      });
      if (!outcome.ok) throw new Error(`Invited: ${JSON.stringify(outcome)}`);
      const link = new URL(outcome.result.passwordLink);
      return {
        uid: outcome.result.uid,
        answered: outcome.result.language,
        lang: link.searchParams.getAll('lang'),
        continuePath: new URL(link.searchParams.get('continueUrl') ?? '').pathname,
      };
    };
    const linkOf = async (data: Record<string, unknown>) => {
      const { uid: _uid, ...language } = await invite(data);
      return language;
    };
    const stored = async (uid: string) => (await adminDb().collection('staff').doc(uid).get()).get('language');
    const SWEDISH = { answered: 'sv', lang: ['sv'], continuePath: '/sv/auth' };
    const ENGLISH = { answered: 'en', lang: ['en'], continuePath: '/auth' };

    const swedish = unique('svensk');
    const svensk = await invite({ email: swedish, role: 'writer', language: 'sv' });
    expect(svensk).toMatchObject(SWEDISH);
    expect(await stored(svensk.uid)).toBe('sv');
    expect(await linkOf({ email: swedish, role: 'writer', language: 'sv', again: true })).toEqual(SWEDISH);
    // A new link made from an English console is still the Swedish colleague's: in Swedish.
    expect(await linkOf({ email: swedish, role: 'writer', language: 'en', again: true })).toEqual(SWEDISH);
    expect(await linkOf({ email: swedish, role: 'writer', again: true })).toEqual(SWEDISH);
    expect(await stored(svensk.uid)).toBe('sv');

    const english = unique('english');
    const invitedInEnglish = await invite({ email: english, role: 'admin', language: 'en' });
    expect(invitedInEnglish).toMatchObject(ENGLISH);
    expect(await stored(invitedInEnglish.uid)).toBe('en');
    expect(await linkOf({ email: english, role: 'admin', language: 'sv', again: true })).toEqual(ENGLISH);

    // A console from before the language was sent: English, as before, and stored so.
    const older = await invite({ email: unique('older'), role: 'writer' });
    expect(older).toMatchObject(ENGLISH);
    expect(await stored(older.uid)).toBe('en');

    // A member invited before the language was stored: a new link follows the console it is made from.
    await adminDb().collection('staff').doc(svensk.uid).update({ language: FieldValue.delete() });
    expect(await linkOf({ email: swedish, role: 'writer', language: 'en', again: true })).toEqual(ENGLISH);
    expect(await linkOf({ email: swedish, role: 'writer', language: 'sv', again: true })).toEqual(SWEDISH);
    expect(await linkOf({ email: swedish, role: 'writer', again: true })).toEqual(ENGLISH);
    // … and is not given one by it (the stored language is the invitation's, not a console's).
    expect(await stored(svensk.uid)).toBeUndefined();

    // A revoked member invited again: the new invitation's language is theirs from then on.
    expect(await callFunction('revokeStaff', { uid: older.uid }, { idToken: admin.token })).toMatchObject({ ok: true });
    const olderEmail = (await getAuth(adminApp()).getUser(older.uid)).email ?? '';
    expect(await linkOf({ email: olderEmail, role: 'writer', language: 'sv' })).toEqual(SWEDISH);
    expect(await stored(older.uid)).toBe('sv');
    expect(await linkOf({ email: olderEmail, role: 'writer', language: 'en', again: true })).toEqual(SWEDISH);

    for (const language of ['de', 'SV', '', 1, null]) {
      const stranger = unique('stranger');
      expect(
        await callFunction('inviteStaff', { email: stranger, role: 'writer', language }, { idToken: admin.token }),
        JSON.stringify(language),
      ).toMatchObject({ ok: false, httpStatus: 400, error: { details: { field: 'language' } } });
      // Refused before anything was made.
      await expect(getAuth(adminApp()).getUserByEmail(stranger)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    }
  });

  it('invites a member again with `again`: a new password link (the first expired), recorded, nothing else changed', async () => {
    const admin = await member('admin');
    const invited = await callFunction<{ uid: string; passwordLink: string }>(
      'inviteStaff',
      { email: unique('late'), role: 'writer' },
      { idToken: admin.token },
    );
    if (!invited.ok) throw new Error('The first invitation failed');
    const { uid } = invited.result;
    const email = (await getAuth(adminApp()).getUser(uid)).email ?? '';
    const before = (await adminDb().collection('staff').doc(uid).get()).data();
    // Inviting the address again is refused (already on the staff): `again` makes the new link.
    expect(await callFunction('inviteStaff', { email, role: 'writer' }, { idToken: admin.token })).toMatchObject({
      ok: false,
      httpStatus: 409,
    });
    const again = await callFunction<{ uid: string; role: string; passwordLink: string }>(
      'inviteStaff',
      { email, role: 'admin', again: true },
      { idToken: admin.token },
    );
    if (!again.ok) throw new Error(`Invited again: ${JSON.stringify(again)}`);
    // The member's role stays (the row asks for a link, not a role), and so does their document.
    expect(again.result).toMatchObject({ uid, email, role: 'writer' });
    expect(again.result.passwordLink).toMatch(/oobCode=/);
    expect(again.result.passwordLink).not.toBe(invited.result.passwordLink);
    expect((await adminDb().collection('staff').doc(uid).get()).data()).toEqual(before);
    expect((await getAuth(adminApp()).getUser(uid)).customClaims).toEqual({ role: 'writer' });
    expect(await auditOf(uid)).toMatchObject([
      { action: 'staff_invited', details: { role: 'writer' } },
      { action: 'staff_invited_again', actor_email: admin.email, details: { role: 'writer' } },
    ]);
    expect(await usePasswordLink(again.result.passwordLink, 'a-later-password-1')).toBe(200);
    expect(await signIn(email, 'a-later-password-1')).toEqual(expect.any(String));

    // Not for an address off the staff: a revoked member is invited, not sent a link.
    expect(await callFunction('revokeStaff', { uid }, { idToken: admin.token })).toMatchObject({ ok: true });
    const stranger = unique('stranger');
    for (const address of [email, stranger]) {
      expect(
        await callFunction('inviteStaff', { email: address, role: 'writer', again: true }, { idToken: admin.token }),
      ).toMatchObject({ ok: false, httpStatus: 404, error: { details: { reason: 'not-staff' } } });
    }
    // No account is made for an address `again` does not know.
    expect(
      await getAuth(adminApp())
        .getUserByEmail(stranger)
        .catch(() => null),
    ).toBeNull();
  });

  it('does not give a colleague’s invitation to a member who renamed their own account to the colleague’s address', async () => {
    const admin = await member('admin');
    const writer = await member('writer');
    const colleague = unique('new-hire');
    // The writer changes their account's sign-in address to one not yet on the staff (the Auth API
    // takes it from the account's own ID token), and is later let go.
    await changeOwnEmail(writer.token, colleague);
    expect(await callFunction('revokeStaff', { uid: writer.uid }, { idToken: admin.token })).toMatchObject({
      ok: true,
    });
    // The colleague is invited as an admin: the account found by that address is the writer's.
    const outcome = await callFunction('inviteStaff', { email: colleague, role: 'admin' }, { idToken: admin.token });
    expect(outcome).toMatchObject({ ok: false, httpStatus: 400, error: { status: 'FAILED_PRECONDITION' } });
    if (!outcome.ok) expect(outcome.error.message).toContain(writer.email);
    const account = await getAuth(adminApp()).getUser(writer.uid);
    expect(account.disabled).toBe(true);
    expect(account.customClaims ?? {}).toEqual({});
    expect((await adminDb().collection('staff').doc(writer.uid).get()).data()).toMatchObject({
      email: writer.email,
      role: null,
    });
    // So the writer's password does not open an admin's account.
    await expect(signIn(colleague)).rejects.toThrow();
    expect((await auditOf(writer.uid)).map((entry) => entry.action)).toEqual(['staff_revoked']);
  });

  it.each([
    [{ email: 'not-an-address', role: 'writer' }, 'email'],
    [{ email: '<script>@x.se', role: 'writer' }, 'email'],
    [{ email: 'a@b.se', role: 'owner' }, 'role'],
    [{ email: 'a@b.se' }, 'role'],
    [{ email: 'a@b.se', role: 'writer', admin: true }, undefined],
    ['a@b.se', undefined],
  ])('answers 400 for %j', async (data, field) => {
    const admin = await member('admin');
    const outcome = await callFunction('inviteStaff', data, { idToken: admin.token });
    expect(outcome).toMatchObject({ ok: false, httpStatus: 400, error: { status: 'INVALID_ARGUMENT' } });
    if (field && !outcome.ok) expect(outcome.error.details).toMatchObject({ field });
  });

  it('is refused without an account, or to anyone but an admin', async () => {
    const data = { email: unique('nobody'), role: 'admin' };
    expect(await callFunction('inviteStaff', data)).toMatchObject({ ok: false, httpStatus: 401 });
    const writer = await member('writer');
    expect(await callFunction('inviteStaff', data, { idToken: writer.token })).toMatchObject({
      ok: false,
      httpStatus: 403,
    });
    // A token claiming a role its staff document does not hold is refused too.
    const email = unique('claims-only');
    const user = await getAuth(adminApp()).createUser({ email, password: PASSWORD });
    await getAuth(adminApp()).setCustomUserClaims(user.uid, { role: 'admin', admin: true });
    expect(await callFunction('inviteStaff', data, { idToken: await signIn(email) })).toMatchObject({
      ok: false,
      httpStatus: 403,
    });
    await expect(getAuth(adminApp()).getUserByEmail(data.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('lets an admin made before roles (the admin claim, no staff document) invite, and lists them from then on', async () => {
    const email = unique('old-admin');
    const user = await getAuth(adminApp()).createUser({ email, password: PASSWORD, emailVerified: true });
    await getAuth(adminApp()).setCustomUserClaims(user.uid, { admin: true });
    const outcome = await callFunction(
      'inviteStaff',
      { email: unique('new'), role: 'writer' },
      { idToken: await signIn(email) },
    );
    expect(outcome).toMatchObject({ ok: true });
    expect((await adminDb().collection('staff').doc(user.uid).get()).data()).toMatchObject({
      role: 'admin',
      revoked_at: null,
    });
    expect((await getAuth(adminApp()).getUser(user.uid)).customClaims).toEqual({ role: 'admin', admin: true });
  });
});

describe('setStaffRole', () => {
  it('promotes a writer (their next call is an admin’s, on the token they hold) and records it', async () => {
    const admin = await member('admin');
    const writer = await member('writer');
    expect(
      await callFunction('inviteStaff', { email: unique('y'), role: 'writer' }, { idToken: writer.token }),
    ).toMatchObject({
      ok: false,
      httpStatus: 403,
    });
    expect(await callFunction('setStaffRole', { uid: writer.uid, role: 'admin' }, { idToken: admin.token })).toEqual({
      ok: true,
      httpStatus: 200,
      result: { uid: writer.uid, role: 'admin' },
    });
    expect((await getAuth(adminApp()).getUser(writer.uid)).customClaims).toEqual({ role: 'admin', admin: true });
    expect(
      await callFunction('inviteStaff', { email: unique('z'), role: 'writer' }, { idToken: writer.token }),
    ).toMatchObject({
      ok: true,
    });
    expect(await auditOf(writer.uid)).toMatchObject([
      { action: 'staff_role_changed', actor_uid: admin.uid, details: { from: 'writer', to: 'admin' } },
    ]);
  });

  it('will not demote the last admin, even on their own request, and says why', async () => {
    const admin = await member('admin');
    const outcome = await callFunction('setStaffRole', { uid: admin.uid, role: 'writer' }, { idToken: admin.token });
    expect(outcome).toMatchObject({
      ok: false,
      httpStatus: 400,
      error: { status: 'FAILED_PRECONDITION', details: { reason: 'last-admin' } },
    });
    if (!outcome.ok) expect(outcome.error.message).toContain('last admin');
    expect((await adminDb().collection('staff').doc(admin.uid).get()).get('role')).toBe('admin');

    // With a second admin, one may step down.
    await member('admin');
    expect(
      await callFunction('setStaffRole', { uid: admin.uid, role: 'writer' }, { idToken: admin.token }),
    ).toMatchObject({
      ok: true,
    });
  });

  it.each([
    [{ uid: '../x', role: 'admin' }, 'uid'],
    // An id Firestore reserves: refusing to read it must not be a 500.
    [{ uid: '__x__', role: 'admin' }, 'uid'],
    [{ uid: 'abc', role: 'superuser' }, 'role'],
    [{ uid: 42, role: 'admin' }, 'uid'],
  ])('answers 400 for %j', async (data, field) => {
    const admin = await member('admin');
    expect(await callFunction('setStaffRole', data, { idToken: admin.token })).toMatchObject({
      ok: false,
      httpStatus: 400,
      error: { details: { field } },
    });
  });

  it('is refused to a writer promoting themselves or another writer, and to a visitor: no role changes', async () => {
    await member('admin');
    const writer = await member('writer');
    const other = await member('writer');
    for (const uid of [writer.uid, other.uid]) {
      expect(await callFunction('setStaffRole', { uid, role: 'admin' }, { idToken: writer.token })).toMatchObject({
        ok: false,
        httpStatus: 403,
      });
    }
    expect(await callFunction('setStaffRole', { uid: writer.uid, role: 'admin' })).toMatchObject({
      ok: false,
      httpStatus: 401,
    });
    for (const { uid } of [writer, other]) {
      expect((await adminDb().collection('staff').doc(uid).get()).get('role')).toBe('writer');
      expect((await getAuth(adminApp()).getUser(uid)).customClaims).toEqual({ role: 'writer' });
      expect(await auditOf(uid)).toEqual([]);
    }
  });

  it('answers 404 for an account that is not on the staff', async () => {
    const admin = await member('admin');
    expect(
      await callFunction('setStaffRole', { uid: 'no-such-account', role: 'admin' }, { idToken: admin.token }),
    ).toMatchObject({
      ok: false,
      httpStatus: 404,
    });
  });
});

describe('setStaffLanguage', () => {
  it("changes the language a member's new links are made in, records it, and changes nothing else", async () => {
    const admin = await member('admin');
    const invited = await callFunction<{ uid: string; email: string }>(
      'inviteStaff',
      { email: unique('flyttad'), role: 'writer', language: 'sv' },
      { idToken: admin.token },
    );
    if (!invited.ok) throw new Error(`Invited: ${JSON.stringify(invited)}`);
    const { uid, email } = invited.result;
    const staff = adminDb().collection('staff').doc(uid);
    const before = (await staff.get()).data();
    expect(await callFunction('setStaffLanguage', { uid, language: 'en' }, { idToken: admin.token })).toEqual({
      ok: true,
      httpStatus: 200,
      result: { uid, language: 'en' },
    });
    const after = (await staff.get()).data();
    const { language: _before, updated_at: _was, ...unchanged } = before ?? {};
    expect(after).toMatchObject({ ...unchanged, language: 'en' });
    expect((await getAuth(adminApp()).getUser(uid)).customClaims).toEqual({ role: 'writer' });
    // The next link is English, even asked for from a Swedish console.
    const again = await callFunction<{ passwordLink: string; language: string }>(
      'inviteStaff',
      { email, role: 'writer', again: true, language: 'sv' },
      { idToken: admin.token },
    );
    if (!again.ok) throw new Error(`Invited again: ${JSON.stringify(again)}`);
    expect(again.result.language).toBe('en');
    expect(new URL(again.result.passwordLink).searchParams.getAll('lang')).toEqual(['en']);
    // The same language again changes nothing and records nothing.
    expect(await callFunction('setStaffLanguage', { uid, language: 'en' }, { idToken: admin.token })).toMatchObject({
      ok: true,
      result: { uid, language: 'en' },
    });
    expect(await auditOf(uid)).toMatchObject([
      { action: 'staff_invited' },
      { action: 'staff_language_changed', actor_uid: admin.uid, details: { from: 'sv', to: 'en' } },
      { action: 'staff_invited_again' },
    ]);
  });

  it('gives a member invited before languages were stored one (from none), and an admin made before roles their document', async () => {
    const admin = await member('admin');
    const older = await member('writer');
    await adminDb().collection('staff').doc(older.uid).update({ language: FieldValue.delete() });
    expect(
      await callFunction('setStaffLanguage', { uid: older.uid, language: 'sv' }, { idToken: admin.token }),
    ).toMatchObject({ ok: true, result: { uid: older.uid, language: 'sv' } });
    expect((await adminDb().collection('staff').doc(older.uid).get()).get('language')).toBe('sv');
    expect(await auditOf(older.uid)).toMatchObject([
      { action: 'staff_language_changed', details: { from: null, to: 'sv' } },
    ]);

    const legacy = await legacyAdmin();
    expect(
      await callFunction('setStaffLanguage', { uid: legacy.uid, language: 'sv' }, { idToken: admin.token }),
    ).toMatchObject({ ok: true });
    expect((await adminDb().collection('staff').doc(legacy.uid).get()).data()).toMatchObject({
      role: 'admin',
      language: 'sv',
      revoked_at: null,
    });
  });

  it('is refused for a revoked member or an unknown account (404), another language (400), and to a writer (403)', async () => {
    const admin = await member('admin');
    const writer = await member('writer');
    const revoked = await member('writer');
    expect(await callFunction('revokeStaff', { uid: revoked.uid }, { idToken: admin.token })).toMatchObject({
      ok: true,
    });
    for (const uid of [revoked.uid, 'no-such-account']) {
      expect(await callFunction('setStaffLanguage', { uid, language: 'sv' }, { idToken: admin.token })).toMatchObject({
        ok: false,
        httpStatus: 404,
        error: { details: { reason: 'not-staff' } },
      });
    }
    expect(
      await callFunction('setStaffLanguage', { uid: writer.uid, language: 'de' }, { idToken: admin.token }),
    ).toMatchObject({ ok: false, httpStatus: 400, error: { details: { field: 'language' } } });
    expect(
      await callFunction('setStaffLanguage', { uid: writer.uid, language: 'sv' }, { idToken: writer.token }),
    ).toMatchObject({ ok: false, httpStatus: 403 });
    expect((await adminDb().collection('staff').doc(writer.uid).get()).get('language')).not.toBe('sv');
    expect(await auditOf(writer.uid)).toEqual([]);
  });
});

describe('revokeStaff', () => {
  it('disables the account, ends its sessions, and refuses the token it still holds at once', async () => {
    const admin = await member('admin');
    const writer = await member('writer');
    expect(await callFunction('translateBlog', translation, { idToken: writer.token })).toMatchObject({ ok: true });

    expect(await callFunction('revokeStaff', { uid: writer.uid }, { idToken: admin.token })).toEqual({
      ok: true,
      httpStatus: 200,
      result: { uid: writer.uid, role: null },
    });
    const user = await getAuth(adminApp()).getUser(writer.uid);
    expect(user.disabled).toBe(true);
    expect(user.customClaims ?? {}).toEqual({});
    expect(user.tokensValidAfterTime).toBeDefined();
    expect((await adminDb().collection('staff').doc(writer.uid).get()).get('revoked_at')).not.toBeNull();
    // The ID token issued before is still well-formed, but the functions read the staff document.
    expect(await callFunction('translateBlog', translation, { idToken: writer.token })).toMatchObject({
      ok: false,
      httpStatus: 403,
    });
    await expect(signIn(writer.email)).rejects.toThrow(/USER_DISABLED/);
    expect(await auditOf(writer.uid)).toMatchObject([
      { action: 'staff_revoked', actor_uid: admin.uid, details: { role: 'writer' } },
    ]);
    // Revoked twice: nothing left to revoke.
    expect(await callFunction('revokeStaff', { uid: writer.uid }, { idToken: admin.token })).toMatchObject({
      httpStatus: 404,
    });
  });

  it('will not remove the last admin', async () => {
    const admin = await member('admin');
    expect(await callFunction('revokeStaff', { uid: admin.uid }, { idToken: admin.token })).toMatchObject({
      ok: false,
      error: { status: 'FAILED_PRECONDITION', details: { reason: 'last-admin' } },
    });
    expect((await getAuth(adminApp()).getUser(admin.uid)).disabled).toBe(false);
  });

  it('is for admins only, and answers 400 without an account id', async () => {
    const admin = await member('admin');
    const writer = await member('writer');
    expect(await callFunction('revokeStaff', { uid: admin.uid }, { idToken: writer.token })).toMatchObject({
      ok: false,
      httpStatus: 403,
    });
    expect(await callFunction('revokeStaff', {}, { idToken: admin.token })).toMatchObject({
      ok: false,
      httpStatus: 400,
    });
  });
});

/** An account made admin before roles existed: the `admin: true` claim and no staff document. */
async function legacyAdmin(): Promise<{ uid: string; email: string; token: string }> {
  const email = unique('legacy-admin');
  const user = await getAuth(adminApp()).createUser({ email, password: PASSWORD, emailVerified: true });
  await getAuth(adminApp()).setCustomUserClaims(user.uid, { admin: true });
  return { uid: user.uid, email, token: await signIn(email) };
}

describe('an admin made before roles (the admin claim, no staff document) as the member changed', () => {
  it('is already on the staff: inviting their address is refused and changes nothing', async () => {
    const admin = await member('admin');
    const legacy = await legacyAdmin();
    const outcome = await callFunction(
      'inviteStaff',
      { email: legacy.email, role: 'writer' },
      { idToken: admin.token },
    );
    expect(outcome).toMatchObject({
      ok: false,
      httpStatus: 409,
      error: { status: 'ALREADY_EXISTS', details: { reason: 'already-staff' } },
    });
    expect((await getAuth(adminApp()).getUser(legacy.uid)).customClaims).toEqual({ admin: true });
    expect((await adminDb().collection('staff').doc(legacy.uid).get()).exists).toBe(false);
    expect(await auditOf(legacy.uid)).toEqual([]);
  });

  it('is recorded in the audit log by their address in lower case, whatever case their token carries it in', async () => {
    const legacy = await legacyAdmin();
    // As a Microsoft account's token may name its address (the Auth emulator lower-cases its own).
    const request = {
      auth: { uid: legacy.uid, token: { email: legacy.email.toUpperCase(), admin: true } },
      data: { email: unique('new'), role: 'writer' },
    } as unknown as Parameters<typeof handleInviteStaff>[0];
    const { uid } = await handleInviteStaff(request, {
      firestore: adminDb(),
      auth: getAuth(adminApp()),
      appCheckEnforced: false,
      siteUrl: null,
    });
    expect(await auditOf(uid)).toMatchObject([
      { action: 'staff_invited', actor_uid: legacy.uid, actor_email: legacy.email },
    ]);
  });

  it('can be revoked: access ends at once, as for any admin', async () => {
    const admin = await member('admin');
    const legacy = await legacyAdmin();
    expect(await callFunction('revokeStaff', { uid: legacy.uid }, { idToken: admin.token })).toEqual({
      ok: true,
      httpStatus: 200,
      result: { uid: legacy.uid, role: null },
    });
    expect((await adminDb().collection('staff').doc(legacy.uid).get()).data()).toMatchObject({
      email: legacy.email,
      role: null,
      revoked_at: expect.anything(),
    });
    const user = await getAuth(adminApp()).getUser(legacy.uid);
    expect(user.disabled).toBe(true);
    expect(user.customClaims ?? {}).toEqual({});
    // The token they still hold says `admin: true`; the document now says revoked.
    expect(
      await callFunction('inviteStaff', { email: unique('q'), role: 'writer' }, { idToken: legacy.token }),
    ).toMatchObject({ ok: false, httpStatus: 403 });
    expect(await auditOf(legacy.uid)).toMatchObject([
      { action: 'staff_revoked', actor_uid: admin.uid, details: { role: 'admin' } },
    ]);
  });

  it('can be made a writer, and is written in the new shape when made what they are', async () => {
    const admin = await member('admin');
    const legacy = await legacyAdmin();
    expect(await callFunction('setStaffRole', { uid: legacy.uid, role: 'admin' }, { idToken: admin.token })).toEqual({
      ok: true,
      httpStatus: 200,
      result: { uid: legacy.uid, role: 'admin' },
    });
    expect((await adminDb().collection('staff').doc(legacy.uid).get()).data()).toMatchObject({
      email: legacy.email,
      role: 'admin',
      revoked_at: null,
    });
    expect((await getAuth(adminApp()).getUser(legacy.uid)).customClaims).toEqual({ role: 'admin', admin: true });

    const other = await legacyAdmin();
    expect(await callFunction('setStaffRole', { uid: other.uid, role: 'writer' }, { idToken: admin.token })).toEqual({
      ok: true,
      httpStatus: 200,
      result: { uid: other.uid, role: 'writer' },
    });
    expect((await adminDb().collection('staff').doc(other.uid).get()).get('role')).toBe('writer');
    expect((await getAuth(adminApp()).getUser(other.uid)).customClaims).toEqual({ role: 'writer' });
    expect(await auditOf(other.uid)).toMatchObject([
      { action: 'staff_role_changed', details: { from: 'admin', to: 'writer' } },
    ]);
  });
});

/** `admin`'s invitation of `email` (as a writer unless `role`), as handleInviteStaff is handed it (called directly, with a changed Auth). */
function invitationBy(admin: { uid: string; email: string }, email: string, role: 'admin' | 'writer' = 'writer') {
  return {
    auth: { uid: admin.uid, token: { email: admin.email } },
    data: { email, role },
  } as unknown as Parameters<typeof handleInviteStaff>[0];
}

/**
 * `auth` whose password links wait until `callers` invitations have asked for one and the test
 * lets them go (`release`): every invitation then holds at the same step, after its first check
 * of the staff document and before it writes, whatever the timing of the machine.
 */
function holdingPasswordLinks(auth: Auth, callers: number) {
  let waiting = 0;
  let arrive: () => void = () => {};
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holding = Object.create(auth, {
    generatePasswordResetLink: {
      value: async (...args: Parameters<Auth['generatePasswordResetLink']>) => {
        waiting += 1;
        if (waiting === callers) arrive();
        await released;
        return auth.generatePasswordResetLink(...args);
      },
    },
  }) as Auth;
  return { auth: holding, arrived, release };
}

const claimsOf = (role: 'admin' | 'writer') => (role === 'admin' ? { role, admin: true } : { role });

/** `auth` as production answers when the site's address is not one of its authorized domains: no password link. */
function refusingPasswordLinks(auth: Auth): Auth {
  return Object.create(auth, {
    generatePasswordResetLink: {
      value: async () => {
        throw Object.assign(new Error('Domain not allowlisted by project'), { code: 'auth/unauthorized-continue-uri' });
      },
    },
  }) as Auth;
}

/**
 * `firestore` whose first read of the staff document `uid` (a call's role check) runs `meanwhile`
 * once it has read, before answering: what a call sees when another admin's change of that member
 * lands just after its role check, whatever the timing of the machine.
 */
function changedAfterRoleCheck(firestore: Firestore, uid: string, meanwhile: () => Promise<void>): Firestore {
  let held = false;
  const bound = (target: object, property: string | symbol) => {
    const value = Reflect.get(target, property, target);
    return typeof value === 'function' ? value.bind(target) : value;
  };
  return new Proxy(firestore, {
    get(target, property) {
      if (property !== 'collection') return bound(target, property);
      return (path: string) => {
        const collection = target.collection(path);
        if (path !== 'staff' || held) return collection;
        return new Proxy(collection, {
          get(inner, name) {
            if (name !== 'doc') return bound(inner, name);
            return (id: string) => {
              const reference = inner.doc(id);
              if (id !== uid || held) return reference;
              held = true;
              const read = async () => {
                const snapshot = await reference.get();
                await meanwhile();
                return snapshot;
              };
              return Object.assign(Object.create(reference) as DocumentReference, { get: read });
            };
          },
        });
      };
    },
  });
}

describe('the staff callables under repeated and odd calls', () => {
  it('keeps the revocation of an admin made before roles that lands during their first staff call, after its role check: the call is refused, nothing undone', async () => {
    const admin = await member('admin');
    const legacy = await legacyAdmin();
    const writer = await member('writer');
    // Their first staff call writes their document in the new shape (they had none): it must not
    // write over the revocation another admin made meanwhile, nor act on the role it no longer has.
    const firestore = changedAfterRoleCheck(adminDb(), legacy.uid, async () => {
      expect(await callFunction('revokeStaff', { uid: legacy.uid }, { idToken: admin.token })).toMatchObject({
        ok: true,
      });
    });
    const request = {
      auth: { uid: legacy.uid, token: { email: legacy.email, admin: true } },
      data: { uid: writer.uid, role: 'admin' },
    } as unknown as Parameters<typeof handleSetStaffRole>[0];
    await expect(
      handleSetStaffRole(request, { firestore, auth: getAuth(adminApp()), appCheckEnforced: false, siteUrl: null }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    expect((await adminDb().collection('staff').doc(legacy.uid).get()).data()).toMatchObject({
      role: null,
      revoked_at: expect.anything(),
    });
    const account = await getAuth(adminApp()).getUser(legacy.uid);
    expect(account.disabled).toBe(true);
    expect(account.customClaims ?? {}).toEqual({});
    expect((await adminDb().collection('staff').doc(writer.uid).get()).get('role')).toBe('writer');
    expect((await auditOf(writer.uid)).map((entry) => entry.action)).toEqual([]);
  });

  it('refuses an invitation whose address gets an account between the lookup and the creation (the same invitation sent twice at once)', async () => {
    const admin = await member('admin');
    const email = unique('raced');
    const auth = getAuth(adminApp());
    // What the slower of two simultaneous invitations sees: no account when it looks, one when it creates.
    const racing = Object.create(auth, {
      getUserByEmail: {
        value: async (address: string) => {
          const error = Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
          await auth.createUser({ email: address });
          throw error;
        },
      },
    }) as Auth;
    const request = invitationBy(admin, email);
    const before = (await adminDb().collection('audit_log').get()).size;
    await expect(
      handleInviteStaff(request, { firestore: adminDb(), auth: racing, appCheckEnforced: false, siteUrl: null }),
    ).rejects.toMatchObject({ code: 'already-exists', details: { reason: 'already-staff' } });
    expect((await adminDb().collection('audit_log').get()).size).toBe(before);
  });

  it('saves nothing when the password link cannot be made, says why, and the same invitation then succeeds', async () => {
    const admin = await member('admin');
    const email = unique('nolink');
    const auth = getAuth(adminApp());
    const refusing = refusingPasswordLinks(auth);
    const request = invitationBy(admin, email);
    const deps = { firestore: adminDb(), appCheckEnforced: false, siteUrl: 'https://site.example' };
    const before = (await adminDb().collection('audit_log').get()).size;
    await expect(handleInviteStaff(request, { ...deps, auth: refusing })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('authorized domain'),
      details: { reason: 'password-link' },
    });
    const account = await auth.getUserByEmail(email);
    expect((await adminDb().collection('staff').doc(account.uid).get()).exists).toBe(false);
    expect(account.customClaims ?? {}).toEqual({});
    expect((await adminDb().collection('audit_log').get()).size).toBe(before);
    // Tried again once the domain is allowed: invited, with a link.
    await expect(handleInviteStaff(request, { ...deps, siteUrl: null, auth })).resolves.toMatchObject({
      uid: account.uid,
      role: 'writer',
      passwordLink: expect.stringContaining('oobCode'),
    });
  });

  it('leaves a revoked member revoked, the account still disabled, when the password link of their new invitation cannot be made', async () => {
    const admin = await member('admin');
    const revoked = await member('writer');
    expect(await callFunction('revokeStaff', { uid: revoked.uid }, { idToken: admin.token })).toMatchObject({
      ok: true,
    });
    const auth = getAuth(adminApp());
    const refusing = refusingPasswordLinks(auth);
    const deps = { firestore: adminDb(), appCheckEnforced: false, siteUrl: 'https://site.example', auth: refusing };
    await expect(handleInviteStaff(invitationBy(admin, revoked.email), deps)).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    expect((await auth.getUser(revoked.uid)).disabled).toBe(true);
    expect((await adminDb().collection('staff').doc(revoked.uid).get()).get('role')).toBeNull();
  });

  it('answers two invitations of one new address at once with one account, the other refused as already staff', async () => {
    const admin = await member('admin');
    const email = unique('twice');
    const outcomes = await Promise.all(
      [0, 1].map(() => callFunction('inviteStaff', { email, role: 'writer' }, { idToken: admin.token })),
    );
    for (const outcome of outcomes) {
      if (!outcome.ok) {
        expect(outcome).toMatchObject({ httpStatus: 409, error: { details: { reason: 'already-staff' } } });
      }
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const user = await getAuth(adminApp()).getUserByEmail(email);
    expect((await adminDb().collection('staff').doc(user.uid).get()).get('role')).toBe('writer');
    expect(await auditOf(user.uid)).toMatchObject([{ action: 'staff_invited' }]);
  });

  it('answers two invitations of one revoked member at once with one: one document, one audit entry, its role in the claims', async () => {
    const first = await member('admin');
    const second = await member('admin');
    const revoked = await member('writer');
    expect(await callFunction('revokeStaff', { uid: revoked.uid }, { idToken: first.token })).toMatchObject({
      ok: true,
    });
    // Both pass the first check (the member is revoked) before either writes.
    const held = holdingPasswordLinks(getAuth(adminApp()), 2);
    const deps = { firestore: adminDb(), auth: held.auth, appCheckEnforced: false, siteUrl: null };
    const invitations = Promise.allSettled([
      handleInviteStaff(invitationBy(first, revoked.email, 'writer'), deps),
      handleInviteStaff(invitationBy(second, revoked.email, 'admin'), deps),
    ]);
    await held.arrived;
    held.release();
    const outcomes = await invitations;

    const won = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const lost = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toEqual([
      expect.objectContaining({
        code: 'already-exists',
        message: expect.stringContaining('is already a member of staff'),
        details: { reason: 'already-staff' },
      }),
    ]);
    const winner = won[0] as { uid: string; role: 'admin' | 'writer' };
    const inviter = winner.role === 'writer' ? first : second;
    expect(winner.uid).toBe(revoked.uid);

    const documents = await adminDb().collection('staff').where('email', '==', revoked.email).get();
    expect(documents.docs.map((document) => [document.id, document.data()])).toEqual([
      [revoked.uid, expect.objectContaining({ role: winner.role, invited_by: inviter.email, revoked_at: null })],
    ]);
    expect((await auditOf(revoked.uid)).filter((entry) => entry.action === 'staff_invited')).toMatchObject([
      { actor_uid: inviter.uid, actor_email: inviter.email, details: { role: winner.role } },
    ]);
    const account = await getAuth(adminApp()).getUser(revoked.uid);
    expect(account.customClaims).toEqual(claimsOf(winner.role));
    expect(account.disabled).toBe(false);
  });

  it('refuses an invitation of a revoked member who was invited again and given another role while it made its link, and changes nothing', async () => {
    const admin = await member('admin');
    const other = await member('admin');
    const revoked = await member('writer');
    expect(await callFunction('revokeStaff', { uid: revoked.uid }, { idToken: admin.token })).toMatchObject({
      ok: true,
    });
    const held = holdingPasswordLinks(getAuth(adminApp()), 1);
    const slow = handleInviteStaff(invitationBy(admin, revoked.email, 'writer'), {
      firestore: adminDb(),
      auth: held.auth,
      appCheckEnforced: false,
      siteUrl: null,
    });
    // Past its check (the member was revoked then), the slow invitation waits for its link, while
    // another admin invites the member and promotes them.
    await held.arrived;
    expect(
      await callFunction('inviteStaff', { email: revoked.email, role: 'writer' }, { idToken: other.token }),
    ).toMatchObject({ ok: true });
    expect(
      await callFunction('setStaffRole', { uid: revoked.uid, role: 'admin' }, { idToken: other.token }),
    ).toMatchObject({ ok: true });
    held.release();
    await expect(slow).rejects.toMatchObject({ code: 'already-exists', details: { reason: 'already-staff' } });

    expect((await adminDb().collection('staff').doc(revoked.uid).get()).data()).toMatchObject({
      role: 'admin',
      invited_by: other.email,
      revoked_at: null,
    });
    expect((await getAuth(adminApp()).getUser(revoked.uid)).customClaims).toEqual(claimsOf('admin'));
    expect((await auditOf(revoked.uid)).map((entry) => [entry.action, entry.actor_uid])).toEqual([
      ['staff_revoked', admin.uid],
      ['staff_invited', other.uid],
      ['staff_role_changed', other.uid],
    ]);
  });

  it('revokes a member whose account was deleted (in the Firebase console) without failing', async () => {
    const admin = await member('admin');
    const writer = await member('writer');
    await getAuth(adminApp()).deleteUser(writer.uid);
    expect(await callFunction('revokeStaff', { uid: writer.uid }, { idToken: admin.token })).toEqual({
      ok: true,
      httpStatus: 200,
      result: { uid: writer.uid, role: null },
    });
    expect((await adminDb().collection('staff').doc(writer.uid).get()).get('revoked_at')).not.toBeNull();
  });

  it('changes the role of a member whose account was deleted without failing', async () => {
    const admin = await member('admin');
    const writer = await member('writer');
    await getAuth(adminApp()).deleteUser(writer.uid);
    expect(await callFunction('setStaffRole', { uid: writer.uid, role: 'admin' }, { idToken: admin.token })).toEqual({
      ok: true,
      httpStatus: 200,
      result: { uid: writer.uid, role: 'admin' },
    });
  });

  it.each([
    ['an array', [{ uid: 'abc', role: 'admin' }]],
    ['a huge id', { uid: 'a'.repeat(1_000_000), role: 'admin' }],
    ['a prototype key', JSON.parse('{"uid":"abc","role":"admin","constructor":{"x":1}}')],
    ['null', null],
  ])('answers %s with 400', async (_label, data) => {
    const admin = await member('admin');
    expect(await callFunction('setStaffRole', data, { idToken: admin.token })).toMatchObject({
      ok: false,
      httpStatus: 400,
      error: { status: 'INVALID_ARGUMENT' },
    });
  });

  it('refuses an address carrying invisible or text-direction characters (one the staff list would show as a colleague’s): no account, no audit entry', async () => {
    const admin = await member('admin');
    const colleague = unique('colleague');
    const before = (await adminDb().collection('audit_log').get()).size;
    for (const email of [`${colleague}\u200B`, `\u202E${colleague}`, colleague.replace('@', '\u0007@')]) {
      expect(
        await callFunction('inviteStaff', { email, role: 'admin' }, { idToken: admin.token }),
        JSON.stringify(email),
      ).toMatchObject({ ok: false, httpStatus: 400, error: { details: { field: 'email' } } });
      await expect(getAuth(adminApp()).getUserByEmail(email.toLowerCase())).rejects.toMatchObject({
        code: 'auth/user-not-found',
      });
    }
    expect((await adminDb().collection('audit_log').get()).size).toBe(before);
  });

  it.each([
    ['revoke', (uid: string) => ['revokeStaff', { uid }] as const],
    ['demote', (uid: string) => ['setStaffRole', { uid, role: 'writer' }] as const],
  ])('leaves an admin when the only two %s each other at once', async (_label, call) => {
    for (let round = 0; round < 3; round++) {
      const staff = await adminDb().collection('staff').get();
      await Promise.all(staff.docs.map((entry) => entry.ref.delete()));
      const first = await member('admin');
      const second = await member('admin');
      const pairs = [
        [first, second],
        [second, first],
      ] as const;
      const outcomes = await Promise.all(
        pairs.map(([by, of]) => {
          const [name, data] = call(of.uid);
          return callFunction(name, data, { idToken: by.token });
        }),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      for (const outcome of outcomes) {
        if (!outcome.ok) expect(outcome.error.status).toMatch(/FAILED_PRECONDITION|PERMISSION_DENIED/);
      }
      const admins = await adminDb()
        .collection('staff')
        .where('role', '==', 'admin')
        .where('revoked_at', '==', null)
        .get();
      expect(admins.size).toBe(1);
    }
  });

  it('answers a 1 MB address with 400 naming the field', async () => {
    const admin = await member('admin');
    expect(
      await callFunction(
        'inviteStaff',
        { email: `${'a'.repeat(1_000_000)}@x.se`, role: 'writer' },
        { idToken: admin.token },
      ),
    ).toMatchObject({ ok: false, httpStatus: 400, error: { details: { field: 'email' } } });
  });
});
