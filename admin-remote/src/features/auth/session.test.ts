// @vitest-environment happy-dom
import { FirebaseError } from 'firebase/app';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followSession, useSessionStore } from './session';

const firebase = vi.hoisted(() => ({
  onIdTokenChanged: vi.fn(),
  signOut: vi.fn(async () => {}),
  getDoc: vi.fn(),
}));
vi.mock('@app/platform/auth', () => ({ auth: () => ({}) }));
vi.mock('@app/platform/firestore', () => ({ db: () => ({}) }));
vi.mock('firebase/auth', () => ({ onIdTokenChanged: firebase.onIdTokenChanged, signOut: firebase.signOut }));
vi.mock('firebase/firestore/lite', () => ({ doc: () => ({}), getDoc: firebase.getDoc }));

const user = {
  uid: 'admin-1',
  email: 'admin@example.com',
  getIdTokenResult: async () => ({ claims: { role: 'admin' } }),
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
  useSessionStore.setState({ session: { status: 'loading' } });
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
