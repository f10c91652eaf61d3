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
