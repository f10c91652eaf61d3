/**
 * Invitations not taken up, and members who leave (functions/src/staff/staff.ts): revoking an
 * invited colleague who never signed in withdraws the invitation (recorded as such, the link no
 * longer works); an admin removes no one's access but others' (never their own); and an admin
 * demoted or removed takes the invitations they made that nobody took up with them.
 */
import { getAuth } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminApp, adminDb, signedInStaff, signInWithPassword } from './support/admin';
import { callFunction } from './support/callables';
import { auditOf, uniqueEmail as unique, usePasswordLink } from './support/staff';

async function invite(token: string, role: 'admin' | 'writer') {
  const outcome = await callFunction<{ uid: string; email: string; passwordLink: string }>(
    'inviteStaff',
    { email: unique('invited'), role },
    { idToken: token },
  );
  if (!outcome.ok) throw new Error(`inviteStaff failed: ${JSON.stringify(outcome)}`);
  return outcome.result;
}

const staffDoc = async (uid: string) => (await adminDb().collection('staff').doc(uid).get()).data();

beforeEach(async () => {
  const staff = await adminDb().collection('staff').get();
  await Promise.all(staff.docs.map((entry) => entry.ref.delete()));
});

describe('withdrawing an invitation nobody took up', () => {
  it('records revoking a colleague who never signed in as a withdrawn invitation, and the link no longer works', async () => {
    const admin = await signedInStaff('admin');
    const invited = await invite(admin.token, 'writer');
    expect(await callFunction('revokeStaff', { uid: invited.uid }, { idToken: admin.token })).toEqual({
      ok: true,
      httpStatus: 200,
      result: { uid: invited.uid, role: null, withdrawn: true },
    });
    expect(await staffDoc(invited.uid)).toMatchObject({ role: null });
    expect((await staffDoc(invited.uid))?.revoked_at).not.toBeNull();
    expect(await auditOf(invited.uid)).toMatchObject([
      { action: 'staff_invited' },
      { action: 'staff_invitation_withdrawn', actor_uid: admin.uid, details: { role: 'writer' } },
    ]);
    // The link gives no way in: whatever password it sets, the account is disabled.
    await usePasswordLink(invited.passwordLink, 'a-new-password-1');
    await expect(signInWithPassword(invited.email, 'a-new-password-1')).rejects.toThrow(/USER_DISABLED/);
  });

  it('records revoking a member who has signed in as a revocation, as before', async () => {
    const admin = await signedInStaff('admin');
    const writer = await signedInStaff('writer');
    expect(await callFunction('revokeStaff', { uid: writer.uid }, { idToken: admin.token })).toEqual({
      ok: true,
      httpStatus: 200,
      result: { uid: writer.uid, role: null },
    });
    expect(await auditOf(writer.uid)).toMatchObject([{ action: 'staff_revoked' }]);
  });
});

describe('removing a member who left', () => {
  it('refuses an admin removing themself (another admin does it), and changes nothing', async () => {
    const admin = await signedInStaff('admin');
    await signedInStaff('admin');
    expect(await callFunction('revokeStaff', { uid: admin.uid }, { idToken: admin.token })).toMatchObject({
      ok: false,
      httpStatus: 400,
      error: { status: 'FAILED_PRECONDITION', details: { reason: 'self' } },
    });
    expect((await getAuth(adminApp()).getUser(admin.uid)).disabled).toBe(false);
    expect(await staffDoc(admin.uid)).toMatchObject({ role: 'admin', revoked_at: null });
    expect(await auditOf(admin.uid)).toEqual([]);
  });
});

describe('the invitations of an admin demoted or removed', () => {
  for (const change of ['demoted', 'removed'] as const) {
    it(`are withdrawn when the admin is ${change}, the ones not taken up only`, async () => {
      const inviter = await signedInStaff('admin');
      const other = await signedInStaff('admin');
      const pending = await invite(inviter.token, 'admin');
      const taken = await invite(inviter.token, 'writer');
      expect(await usePasswordLink(taken.passwordLink, 'a-new-password-1')).toBe(200);
      await signInWithPassword(taken.email, 'a-new-password-1');

      const outcome =
        change === 'demoted'
          ? await callFunction('setStaffRole', { uid: inviter.uid, role: 'writer' }, { idToken: other.token })
          : await callFunction('revokeStaff', { uid: inviter.uid }, { idToken: other.token });
      expect(outcome).toMatchObject({ ok: true });

      // Not taken up: withdrawn, its link refused, recorded as the other admin's with the reason.
      expect(await staffDoc(pending.uid)).toMatchObject({ role: null });
      expect((await getAuth(adminApp()).getUser(pending.uid)).disabled).toBe(true);
      await usePasswordLink(pending.passwordLink, 'a-new-password-2');
      await expect(signInWithPassword(pending.email, 'a-new-password-2')).rejects.toThrow(/USER_DISABLED/);
      expect(await auditOf(pending.uid)).toMatchObject([
        { action: 'staff_invited', actor_uid: inviter.uid },
        {
          action: 'staff_invitation_withdrawn',
          actor_uid: other.uid,
          details: { role: 'admin', inviter: inviter.email, because: `inviter_${change}` },
        },
      ]);
      // Taken up: a colleague like any other, left as they are.
      expect(await staffDoc(taken.uid)).toMatchObject({ role: 'writer', revoked_at: null });
      expect((await getAuth(adminApp()).getUser(taken.uid)).disabled).toBe(false);
    });
  }
});

describe('who took up their invitation (staffSignIns)', () => {
  type SignIns = { members: { uid: string; state: string; lastSignInAt: string | null }[] };
  const signInsFor = async (token: string) => {
    const outcome = await callFunction<SignIns>('staffSignIns', {}, { idToken: token });
    if (!outcome.ok) throw new Error(`staffSignIns failed: ${JSON.stringify(outcome)}`);
    return new Map(outcome.result.members.map((member) => [member.uid, member]));
  };

  it('tells an admin, for each member of staff, whether they have signed in yet, and when they last did', async () => {
    const before = Date.now();
    const admin = await signedInStaff('admin');
    const writer = await signedInStaff('writer');
    const invited = await invite(admin.token, 'writer');
    const deleted = await invite(admin.token, 'writer');
    await getAuth(adminApp()).deleteUser(deleted.uid);

    const signIns = await signInsFor(admin.token);
    expect(signIns.size).toBe(4);
    expect(signIns.get(invited.uid)).toEqual({ uid: invited.uid, state: 'never', lastSignInAt: null });
    expect(signIns.get(deleted.uid)).toEqual({ uid: deleted.uid, state: 'no-account', lastSignInAt: null });
    for (const member of [admin, writer]) {
      const signIn = signIns.get(member.uid);
      expect(signIn?.state).toBe('signed-in');
      const at = Date.parse(signIn?.lastSignInAt ?? '');
      expect(at).toBeGreaterThanOrEqual(before - 1_000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1_000);
    }
  });

  it('counts a password set through the link as not taken up until the colleague signs in with it', async () => {
    const admin = await signedInStaff('admin');
    const invited = await invite(admin.token, 'writer');
    expect(await usePasswordLink(invited.passwordLink, 'a-new-password-1')).toBe(200);
    expect((await signInsFor(admin.token)).get(invited.uid)?.state).toBe('never');
    await signInWithPassword(invited.email, 'a-new-password-1');
    expect((await signInsFor(admin.token)).get(invited.uid)).toMatchObject({
      state: 'signed-in',
      lastSignInAt: expect.any(String),
    });
    // As revokeStaff decides it: a colleague who has signed in is revoked, not their invitation withdrawn.
    expect(await callFunction('revokeStaff', { uid: invited.uid }, { idToken: admin.token })).toMatchObject({
      ok: true,
      result: { uid: invited.uid, role: null },
    });
  });

  it('answers every member at 150 (more than one read of accounts), those who never signed in among them', async () => {
    const admin = await signedInStaff('admin');
    const auth = getAuth(adminApp());
    // 149 colleagues as inviteStaff leaves them: an account that never signed in, and its staff document.
    const invited = await Promise.all(
      Array.from({ length: 149 }, async (_, index) => {
        const { uid } = await auth.createUser({ email: unique(`member-${index}`) });
        await adminDb()
          .collection('staff')
          .doc(uid)
          .set({ email: `member-${index}@example.com`, role: 'writer', revoked_at: null });
        return uid;
      }),
    );
    const signIns = await signInsFor(admin.token);
    expect(signIns.size).toBe(150);
    expect(invited.every((uid) => signIns.get(uid)?.state === 'never')).toBe(true);
    expect(signIns.get(admin.uid)?.state).toBe('signed-in');
    await Promise.all(invited.map((uid) => auth.deleteUser(uid)));
  });

  it('refuses anything but an empty request, and reads nothing for a writer', async () => {
    const admin = await signedInStaff('admin');
    const writer = await signedInStaff('writer');
    expect(await callFunction('staffSignIns', { uid: writer.uid }, { idToken: admin.token })).toMatchObject({
      ok: false,
      error: { status: 'INVALID_ARGUMENT' },
    });
    expect(await callFunction('staffSignIns', {}, { idToken: writer.token })).toMatchObject({
      ok: false,
      error: { status: 'PERMISSION_DENIED' },
    });
  });
});
