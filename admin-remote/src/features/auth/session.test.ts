// @vitest-environment happy-dom
import { FirebaseError } from 'firebase/app';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBackup, writeBackup } from '../editor/draftBackup';
import { accessStands, checkRole, followSession, logOut, useSessionStore } from './session';
import { readStaffHint } from './staffHint';

const firebase = vi.hoisted(() => ({
  onIdTokenChanged: vi.fn(),
  signOut: vi.fn(async () => {}),
  getDoc: vi.fn(),
}));
/** Auth's instance: its account signed in, as checkRole reads it. */
const authInstance = vi.hoisted(() => ({ currentUser: null as unknown }));
vi.mock('@app/platform/auth', () => ({ auth: () => authInstance }));
vi.mock('@app/platform/firestore', () => ({ db: () => ({}) }));
vi.mock('firebase/auth', () => ({ onIdTokenChanged: firebase.onIdTokenChanged, signOut: firebase.signOut }));
vi.mock('firebase/firestore/lite', () => ({ doc: () => ({}), getDoc: firebase.getDoc }));

const user = {
  uid: 'admin-1',
  email: 'admin@example.com',
  getIdTokenResult: async () => ({ claims: { role: 'admin' } }),
  // The claims refreshed when they differ from the staff document (checkRole).
  getIdToken: async () => 'refreshed',
} as unknown as User;
/** The same account once Auth refuses to refresh its token (disabled). */
const disabled = {
  ...user,
  getIdTokenResult: async () => {
    throw new FirebaseError('auth/user-disabled', 'disabled');
  },
} as unknown as User;
const staffDocument = { exists: () => true, data: () => ({ role: 'admin', revoked_at: null }) };

/** Auth's listener, as followSession gave it. */
let tokenChanged: (user: User | null) => Promise<void>;
let stop: () => void;

beforeEach(() => {
  firebase.onIdTokenChanged.mockImplementation((_auth, listener) => {
    tokenChanged = listener;
    return () => {};
  });
  firebase.getDoc.mockReset();
  firebase.signOut.mockClear();
  useSessionStore.setState({ session: { status: 'loading' }, roleUnread: false, accessRemoved: false, offline: false });
  authInstance.currentUser = null;
  // A browser that never held a session (each test is a fresh browser unless it says otherwise).
  window.localStorage.clear();
  stop = followSession();
});
afterEach(() => stop());

describe('followSession', () => {
  it('keeps an admin signed in when the staff document cannot be read at a token refresh', async () => {
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await tokenChanged(user);
    expect(useSessionStore.getState().session).toMatchObject({ status: 'signed-in', role: 'admin' });
    // The hourly token refresh, with the connection gone a moment: the editor (and what was typed
    // in it) stays, as it does when the 10 s role check cannot read.
    firebase.getDoc.mockRejectedValueOnce(new FirebaseError('unavailable', 'Failed to get document.'));
    await tokenChanged(user);
    expect(useSessionStore.getState().session).toMatchObject({ status: 'signed-in', role: 'admin' });
    expect(firebase.signOut).not.toHaveBeenCalled();
  });

  it('signs out a session whose token can no longer be refreshed', async () => {
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await tokenChanged(user);
    await tokenChanged(disabled);
    expect(useSessionStore.getState().session).toEqual({ status: 'signed-out' });
  });

  it('without a session yet, one that cannot be read is treated as signed out', async () => {
    firebase.getDoc.mockRejectedValueOnce(new FirebaseError('unavailable', 'Failed to get document.'));
    await tokenChanged(user);
    expect(useSessionStore.getState().session).toEqual({ status: 'signed-out' });
  });

  it('says that the role of an account just signed in could not be read, until it is', async () => {
    firebase.getDoc.mockRejectedValueOnce(new FirebaseError('unavailable', 'Failed to get document.'));
    await tokenChanged(user);
    expect(useSessionStore.getState()).toMatchObject({ session: { status: 'signed-out' }, roleUnread: true });
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await tokenChanged(user);
    expect(useSessionStore.getState()).toMatchObject({ session: { status: 'signed-in' }, roleUnread: false });
  });

  it('a token refused by Auth, or no account, is no unread role', async () => {
    firebase.getDoc.mockRejectedValueOnce(new FirebaseError('unavailable', 'Failed to get document.'));
    await tokenChanged(user);
    await tokenChanged(disabled);
    expect(useSessionStore.getState()).toMatchObject({ session: { status: 'signed-out' }, roleUnread: false });
    firebase.getDoc.mockRejectedValueOnce(new FirebaseError('unavailable', 'Failed to get document.'));
    await tokenChanged(user);
    await tokenChanged(null);
    expect(useSessionStore.getState()).toMatchObject({ session: { status: 'signed-out' }, roleUnread: false });
  });
});

describe('accessRemoved: what a member of staff whose access went while signed in is told', () => {
  const revokedDocument = { exists: () => true, data: () => ({ role: null, revoked_at: new Date() }) };
  const roleless = { exists: () => true, data: () => ({ role: null, revoked_at: null }) };
  const noDocument = { exists: () => false, data: () => undefined };
  const removed = () => useSessionStore.getState().accessRemoved;

  async function signedInAsStaff() {
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await tokenChanged(user);
    authInstance.currentUser = user;
    expect(useSessionStore.getState().session).toMatchObject({ status: 'signed-in', role: 'admin' });
  }

  it('revoked (the staff document says so) at the periodic check: signed out, and told', async () => {
    await signedInAsStaff();
    firebase.getDoc.mockResolvedValueOnce(revokedDocument);
    await checkRole();
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    await tokenChanged(null);
    expect(useSessionStore.getState()).toMatchObject({ session: { status: 'signed-out' }, accessRemoved: true });
  });

  it('revoked, read at a token change: signed out, and told', async () => {
    await signedInAsStaff();
    firebase.getDoc.mockResolvedValueOnce(revokedDocument);
    await tokenChanged(user);
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    expect(removed()).toBe(true);
  });

  it('Auth refusing the token of an account known as staff (disabled, as revokeStaff leaves it): told; a network failure: not', async () => {
    await signedInAsStaff();
    await tokenChanged(disabled);
    expect(useSessionStore.getState()).toMatchObject({ session: { status: 'signed-out' }, accessRemoved: true });

    useSessionStore.setState({ accessRemoved: false });
    await signedInAsStaff();
    authInstance.currentUser = {
      ...user,
      getIdTokenResult: async () => {
        throw new FirebaseError('auth/network-request-failed', 'offline');
      },
    };
    await checkRole();
    expect(removed()).toBe(false);
  });

  it('its role gone while signed in (no longer revoked or a role in its document): the "no access" page says it was removed', async () => {
    await signedInAsStaff();
    firebase.getDoc.mockResolvedValueOnce(roleless);
    await checkRole();
    expect(useSessionStore.getState()).toMatchObject({
      session: { status: 'signed-in', role: null },
      accessRemoved: true,
    });
    // Still so at the next check, and until a role comes back.
    firebase.getDoc.mockResolvedValueOnce(roleless);
    await checkRole();
    expect(removed()).toBe(true);
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await checkRole();
    expect(useSessionStore.getState()).toMatchObject({ session: { role: 'admin' }, accessRemoved: false });
  });

  it('tells an account that never was staff nothing: signed in without a role, then refused by Auth', async () => {
    // A Microsoft account anyone can make: no staff document, no role claim.
    const stranger = { ...user, uid: 'stranger', getIdTokenResult: async () => ({ claims: {} }) } as unknown as User;
    firebase.getDoc.mockResolvedValueOnce(noDocument);
    await tokenChanged(stranger);
    expect(useSessionStore.getState()).toMatchObject({
      session: { status: 'signed-in', role: null },
      accessRemoved: false,
    });
    await tokenChanged({ ...disabled, uid: 'stranger' } as unknown as User);
    expect(useSessionStore.getState()).toMatchObject({ session: { status: 'signed-out' }, accessRemoved: false });
    // Nor an account Auth refuses before the tab knew it (a session kept from another day).
    await tokenChanged(disabled);
    expect(removed()).toBe(false);
  });

  it('is cleared by Logout and by a sign-in with a role', async () => {
    useSessionStore.setState({ accessRemoved: true });
    await logOut();
    expect(removed()).toBe(false);
    useSessionStore.setState({ accessRemoved: true });
    await signedInAsStaff();
    expect(removed()).toBe(false);
  });
});

describe('a tab opened after the member was known as staff in this browser (staffHint.ts)', () => {
  const revokedDocument = { exists: () => true, data: () => ({ role: null, revoked_at: new Date() }) };
  const roleless = { exists: () => true, data: () => ({ role: null, revoked_at: null }) };

  /** The member signed in as staff in another tab of this browser, then this tab opens afresh. */
  async function knownInAnotherTab() {
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await tokenChanged(user);
    useSessionStore.setState({ session: { status: 'loading' }, accessRemoved: false });
  }

  it('signed out for removal in another tab: a tab opened since knows it was removed', async () => {
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await tokenChanged(user);
    firebase.getDoc.mockResolvedValueOnce(revokedDocument);
    await tokenChanged(user);
    expect(readStaffHint()).toEqual({ uid: 'admin-1', email: 'admin@example.com', removed: true });
  });

  it('Auth refusing the token of the account this browser held as staff: told, in a tab that never knew it', async () => {
    await knownInAnotherTab();
    await tokenChanged(disabled);
    expect(useSessionStore.getState()).toMatchObject({ session: { status: 'signed-out' }, accessRemoved: true });
    expect(readStaffHint()?.removed).toBe(true);
  });

  it('signed in again without a role: the "no access" page says it was removed', async () => {
    await knownInAnotherTab();
    firebase.getDoc.mockResolvedValueOnce(roleless);
    await tokenChanged(user);
    expect(useSessionStore.getState()).toMatchObject({
      session: { status: 'signed-in', role: null },
      accessRemoved: true,
    });
  });

  it('after Logout the browser holds nobody: a refusal says nothing', async () => {
    await knownInAnotherTab();
    await logOut();
    expect(readStaffHint()).toBeNull();
    await tokenChanged(disabled);
    expect(useSessionStore.getState().accessRemoved).toBe(false);
  });
});

describe('Logout on a shared computer', () => {
  it('drops every backup of the account’s unsaved editor changes (draftBackup.ts), and no one else’s', async () => {
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await tokenChanged(user);
    authInstance.currentUser = user;
    const at = Date.now();
    for (const address of ['/admin/blog/post-1/edit', '/admin/case-studies/new']) {
      writeBackup({ owner: 'admin-1', address, at, since: at, stored: '00000000000000', fields: { body: 'Typed' } });
    }
    const another = {
      owner: 'writer-2',
      address: '/admin/blog/new',
      at,
      since: at,
      stored: '00000000000000',
      fields: { body: 'B' },
    };
    window.localStorage.setItem('admin.draftBackup:writer-2:/admin/blog/new', JSON.stringify(another));
    expect(readBackup('admin-1', '/admin/blog/post-1/edit')).not.toBeNull();
    await logOut();
    expect(readBackup('admin-1', '/admin/blog/post-1/edit')).toBeNull();
    expect(readBackup('admin-1', '/admin/case-studies/new')).toBeNull();
    expect(readBackup('writer-2', '/admin/blog/new')?.fields).toEqual({ body: 'B' });
  });
});

describe('offline: the member stays signed in and is told', () => {
  /** The account with an expired ID token, which Auth cannot refresh without the network. */
  const unrefreshed = {
    ...user,
    getIdTokenResult: async () => {
      throw new FirebaseError('auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).');
    },
  } as unknown as User;

  async function signedIn() {
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await tokenChanged(user);
    authInstance.currentUser = user;
  }

  it('an expired token Auth cannot refresh for the network, at the periodic check: not signed out', async () => {
    await signedIn();
    authInstance.currentUser = unrefreshed;
    await checkRole();
    expect(firebase.signOut).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({
      session: { status: 'signed-in', role: 'admin' },
      accessRemoved: false,
      offline: true,
    });
    // Back online: the next check reads the role and the notice goes.
    authInstance.currentUser = user;
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await checkRole();
    expect(useSessionStore.getState()).toMatchObject({ session: { status: 'signed-in' }, offline: false });
  });

  it('the staff document unreachable: offline too, the role kept', async () => {
    await signedIn();
    firebase.getDoc.mockRejectedValueOnce(new FirebaseError('unavailable', 'Failed to get document.'));
    await checkRole();
    expect(useSessionStore.getState()).toMatchObject({ session: { role: 'admin' }, offline: true });
  });

  it('a token change whose refresh failed for the network keeps the session', async () => {
    await signedIn();
    await tokenChanged(unrefreshed);
    expect(firebase.signOut).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({
      session: { status: 'signed-in', role: 'admin' },
      offline: true,
    });
  });

  it('said at once when the browser goes offline; read again when it is back', async () => {
    await signedIn();
    window.dispatchEvent(new Event('offline'));
    expect(useSessionStore.getState().offline).toBe(true);
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useSessionStore.getState().offline).toBe(false));
  });

  it('a real revocation still signs out', async () => {
    await signedIn();
    authInstance.currentUser = disabled;
    await checkRole();
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState()).toMatchObject({ accessRemoved: true, offline: false });
  });
});

describe("accessStands: whether a failed read is the screen's to say", () => {
  it('reads the role again: false once the access went, true while it stands', async () => {
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    await tokenChanged(user);
    authInstance.currentUser = user;
    firebase.getDoc.mockResolvedValueOnce(staffDocument);
    expect(await accessStands()).toBe(true);
    firebase.getDoc.mockResolvedValueOnce({ exists: () => true, data: () => ({ role: null, revoked_at: new Date() }) });
    expect(await accessStands()).toBe(false);
  });
});
