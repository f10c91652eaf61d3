import { claimsForRole, roleOf, STAFF_COLLECTION, type StaffRole } from '@app/domain';
import { auth } from '@app/platform/auth';
import { db } from '@app/platform/firestore';
import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore/lite';
import { create } from 'zustand';
import { dropBackups } from '../editor/draftBackup';
import { forgetStaff, markStaffRemoved, readStaffHint, rememberStaff } from './staffHint';

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User; role: StaffRole | null; isAdmin: boolean };

/**
 * The console's one view of Firebase Auth; every page reads it, none subscribes on its own.
 * `roleUnread`: Auth has an account signed in, but its role could not be read (the staff document
 * unreachable), so the console treats it as signed out until a check reads it (the sign-in page
 * says so). `accessRemoved`: the access of the member of staff this tab had signed in was removed
 * while they were (their staff document says revoked, Auth refuses their token, or their role is
 * gone), so the sign-in page and the "no access" page say so. Only an account known as staff is
 * told: one that never was sees the pages as before (this browser's record of the member whose
 * session it held, staffHint.ts, counts as knowing them). Cleared by a sign-in with a role and by Logout.
 * `offline`: the last check of the role could not reach Auth or Firestore (or the browser says it
 * is offline): the member stays signed in with the role last read, and the console says so.
 */
export const useSessionStore = create<{
  session: Session;
  roleUnread: boolean;
  accessRemoved: boolean;
  offline: boolean;
}>(() => ({
  session: { status: 'loading' },
  roleUnread: false,
  accessRemoved: false,
  offline: false,
}));

/**
 * Auth's refusals of a token that mean the account's access was taken away: revokeStaff disables
 * the account and revokes its refresh tokens (functions/src/staff); a deleted account is not found.
 * A network failure (`auth/network-request-failed`) is none of them.
 */
const ACCESS_ENDED = new Set(['auth/user-disabled', 'auth/user-token-expired', 'auth/user-not-found']);

/**
 * Failures that mean the network, not the account: Auth's token refresh that could not reach its
 * server (`auth/network-request-failed`, what Firebase Auth reports for a fetch that failed or timed
 * out) and Firestore's `unavailable`. The member stays signed in, told they are offline.
 */
const NETWORK_FAILED = new Set(['auth/network-request-failed', 'unavailable']);

function codeOf(error: unknown): string {
  return (error as { code?: string } | null)?.code ?? '';
}

/**
 * How often the console reads the account's own staff document again (also whenever the tab
 * regains focus): a promotion shows the admin's controls, a demotion hides them, and a revoked
 * account is signed out, without signing in again. (The Firestore client is the REST "lite" one,
 * without listeners; the rules enforce every change at once whatever the console shows.)
 */
const STAFF_CHECK_MS = 10_000;

let unsubscribe: (() => void) | null = null;
let listeners = 0;
let timer: ReturnType<typeof setInterval> | null = null;

function setSignedIn(user: User, role: StaffRole | null) {
  const { session: known, accessRemoved } = useSessionStore.getState();
  // Staff a moment ago in this tab (or in this browser, for a tab opened since), no role now: the
  // "no access" page says it was removed.
  const lostRole =
    role === null &&
    ((known.status === 'signed-in' && known.user.uid === user.uid && (known.role !== null || accessRemoved)) ||
      readStaffHint()?.uid === user.uid);
  if (role !== null) rememberStaff(user.uid, user.email ?? '');
  useSessionStore.setState({
    session: { status: 'signed-in', user, role, isAdmin: role === 'admin' },
    roleUnread: false,
    accessRemoved: lostRole,
    offline: false,
  });
}

/** Whether `user` is known here as a member of staff: this tab's session with a role, or this browser's record. */
function knownAsStaff(user: User): boolean {
  const known = useSessionStore.getState().session;
  if (known.status === 'signed-in' && known.user.uid === user.uid && known.role !== null) return true;
  return readStaffHint()?.uid === user.uid;
}

/** Signs out an account whose access was removed; the sign-in page says why (in every tab opened since too). */
function signOutRemoved(user: User): Promise<void> {
  markStaffRemoved(user.uid);
  useSessionStore.setState({ accessRemoved: true, offline: false });
  return signOut(auth());
}

/** The account's role now: its staff document, else (accounts made before roles) its claims. */
async function currentRole(user: User): Promise<{ role: StaffRole | null; revoked: boolean; claimsStale: boolean }> {
  const token = await user.getIdTokenResult();
  const snapshot = await getDoc(doc(db(), STAFF_COLLECTION, user.uid));
  const staff = snapshot.exists() ? snapshot.data() : null;
  const role = roleOf(staff, token.claims);
  const revoked = staff !== null && staff.revoked_at != null;
  // The claims mirror the document (storage.rules reads them): refreshed when they differ.
  const claimsStale = staff !== null && !revoked && (token.claims.role ?? null) !== (claimsForRole(role).role ?? null);
  return { role, revoked, claimsStale };
}

/** Reads the role again; a revoked account (or one whose token can no longer be refreshed) is signed out. */
export async function checkRole(): Promise<void> {
  const user = auth().currentUser;
  if (!user) return;
  try {
    const { role, revoked, claimsStale } = await currentRole(user);
    if (revoked) {
      await signOutRemoved(user);
      return;
    }
    if (claimsStale) {
      // A forced refresh fails for a disabled account or revoked sessions: signed out below.
      await user.getIdToken(true);
    }
    setSignedIn(user, role);
  } catch (error) {
    const code = codeOf(error);
    if (NETWORK_FAILED.has(code)) {
      // Offline (an expired token Auth could not refresh, the document unread): the last known
      // role stands until a check reaches the servers, and the console says the member is offline.
      if (useSessionStore.getState().session.status === 'signed-in') useSessionStore.setState({ offline: true });
    } else if (ACCESS_ENDED.has(code) && knownAsStaff(user)) await signOutRemoved(user);
    else if (code.startsWith('auth/')) await signOut(auth());
    // Otherwise (a passing failure) the last known role stands until the next check.
  }
}

/**
 * Whether the member's access still stands once the role has been read again: what a screen asks
 * before it says that a read failed, since a read refused because the access just went is said by
 * the sign-in page or the "no access" page alone.
 */
export async function accessStands(): Promise<boolean> {
  await checkRole();
  const { session, accessRemoved } = useSessionStore.getState();
  return session.status === 'signed-in' && session.role !== null && !accessRemoved;
}

function onFocus() {
  if (document.visibilityState === 'visible') void checkRole();
}

/** The browser says it lost the network: said at once (the next check says whether Auth agrees). */
function onOffline() {
  if (useSessionStore.getState().session.status === 'signed-in') useSessionStore.setState({ offline: true });
}

/** Back online: the role read again at once, which clears `offline`. */
function onOnline() {
  void checkRole();
}

/**
 * Follows the Firebase session and the account's role. Token changes are followed (not only
 * sign-in and sign-out), so a sign-out in another tab or a revoked session reaches every admin
 * page; the role is read from the account's staff document (see {@link STAFF_CHECK_MS}). Called
 * by the admin app's root; the subscription lives while the console is mounted.
 */
export function followSession(): () => void {
  listeners += 1;
  unsubscribe ??= onIdTokenChanged(auth(), async (user) => {
    if (!user) {
      useSessionStore.setState({ session: { status: 'signed-out' }, roleUnread: false, offline: false });
      return;
    }
    try {
      const { role, revoked } = await currentRole(user);
      if (revoked) {
        await signOutRemoved(user);
        return;
      }
      setSignedIn(user, role);
    } catch (error) {
      // A passing failure (the staff document unread: offline, Firestore unavailable; Auth's
      // server unreached) at a token refresh of the account already signed in: its last known role
      // stands, as in checkRole. Signing it out unmounted the editor, and everything typed in it was lost.
      const code = codeOf(error);
      const passing = !code.startsWith('auth/') || NETWORK_FAILED.has(code);
      const known = useSessionStore.getState().session;
      if (passing && known.status === 'signed-in' && known.user.uid === user.uid) {
        setSignedIn(user, known.role);
        if (NETWORK_FAILED.has(code)) useSessionStore.setState({ offline: true });
        return;
      }
      // The token could not be refreshed (revoked account, disabled user): treat as signed out,
      // and say that the access was removed when this tab knew the account as staff.
      // Without a known session, a passing failure is treated so too, and said (the periodic
      // check signs the account in once it reads the role).
      const removed = ACCESS_ENDED.has(code) && knownAsStaff(user);
      if (removed) markStaffRemoved(user.uid);
      useSessionStore.setState({
        session: { status: 'signed-out' },
        roleUnread: passing,
        accessRemoved: removed,
        offline: false,
      });
    }
  });
  if (!timer) {
    timer = setInterval(() => void checkRole(), STAFF_CHECK_MS);
    document.addEventListener('visibilitychange', onFocus);
    window.addEventListener('focus', onFocus);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
  }
  return () => {
    listeners -= 1;
    if (listeners === 0) {
      unsubscribe?.();
      unsubscribe = null;
      if (timer) clearInterval(timer);
      timer = null;
      document.removeEventListener('visibilitychange', onFocus);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    }
  };
}

export function useSession(): Session {
  return useSessionStore((state) => state.session);
}

/** The signed-in account's role (null while loading, signed out, or without access). */
export function useRole(): StaffRole | null {
  return useSessionStore((state) => (state.session.status === 'signed-in' ? state.session.role : null));
}

/**
 * Logout: this browser forgets the member (staffHint.ts) and every backup of their unsaved editor
 * changes (draftBackup.ts), so a shared computer keeps no draft for the next person; an editor open in
 * another tab then holds its text in that tab's memory only.
 */
export function logOut(): Promise<void> {
  const uid = auth().currentUser?.uid ?? readStaffHint()?.uid;
  forgetStaff();
  if (uid) dropBackups(uid);
  useSessionStore.setState({ accessRemoved: false, offline: false });
  return signOut(auth());
}
