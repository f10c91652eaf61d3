import { claimsForRole, roleOf, STAFF_COLLECTION, type StaffRole } from '@app/domain';
import { auth } from '@app/platform/auth';
import { db } from '@app/platform/firestore';
import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore/lite';
import { create } from 'zustand';

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
 * told: one that never was sees the pages as before. Cleared by a sign-in with a role and by Logout.
 */
export const useSessionStore = create<{ session: Session; roleUnread: boolean; accessRemoved: boolean }>(() => ({
  session: { status: 'loading' },
  roleUnread: false,
  accessRemoved: false,
}));

/**
 * Auth's refusals of a token that mean the account's access was taken away: revokeStaff disables
 * the account and revokes its refresh tokens (functions/src/staff); a deleted account is not found.
 * A network failure (`auth/network-request-failed`) is none of them.
 */
const ACCESS_ENDED = new Set(['auth/user-disabled', 'auth/user-token-expired', 'auth/user-not-found']);

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
  // Staff a moment ago in this tab, no role now: the "no access" page says it was removed.
  const lostRole =
    role === null &&
    known.status === 'signed-in' &&
    known.user.uid === user.uid &&
    (known.role !== null || accessRemoved);
  useSessionStore.setState({
    session: { status: 'signed-in', user, role, isAdmin: role === 'admin' },
    roleUnread: false,
    accessRemoved: lostRole,
  });
}

/** Whether the session this tab has is `user`'s as a member of staff (known with a role). */
function knownAsStaff(user: User): boolean {
  const known = useSessionStore.getState().session;
  return known.status === 'signed-in' && known.user.uid === user.uid && known.role !== null;
}

/** Signs out an account whose access was removed; the sign-in page says why. */
function signOutRemoved(): Promise<void> {
  useSessionStore.setState({ accessRemoved: true });
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
      await signOutRemoved();
      return;
    }
    if (claimsStale) {
      // A forced refresh fails for a disabled account or revoked sessions: signed out below.
      await user.getIdToken(true);
    }
    setSignedIn(user, role);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (ACCESS_ENDED.has(code) && knownAsStaff(user)) await signOutRemoved();
    else if (code.startsWith('auth/')) await signOut(auth());
    // Otherwise (offline, a passing failure) the last known role stands until the next check.
  }
}

function onFocus() {
  if (document.visibilityState === 'visible') void checkRole();
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
      useSessionStore.setState({ session: { status: 'signed-out' }, roleUnread: false });
      return;
    }
    try {
      const { role, revoked } = await currentRole(user);
      if (revoked) {
        await signOutRemoved();
        return;
      }
      setSignedIn(user, role);
    } catch (error) {
      // A passing failure (the staff document unread: offline, Firestore unavailable) at a token
      // refresh of the account already signed in: its last known role stands, as in checkRole.
      // Signing it out unmounted the editor, and everything typed in it was lost.
      const code = (error as { code?: string }).code ?? '';
      const known = useSessionStore.getState().session;
      if (!code.startsWith('auth/') && known.status === 'signed-in' && known.user.uid === user.uid) {
        setSignedIn(user, known.role);
        return;
      }
      // The token could not be refreshed (revoked account, disabled user): treat as signed out,
      // and say that the access was removed when this tab knew the account as staff.
      // Without a known session, a passing failure is treated so too, and said (the periodic
      // check signs the account in once it reads the role).
      useSessionStore.setState({
        session: { status: 'signed-out' },
        roleUnread: !code.startsWith('auth/'),
        accessRemoved: ACCESS_ENDED.has(code) && knownAsStaff(user),
      });
    }
  });
  if (!timer) {
    timer = setInterval(() => void checkRole(), STAFF_CHECK_MS);
    document.addEventListener('visibilitychange', onFocus);
    window.addEventListener('focus', onFocus);
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

export function logOut(): Promise<void> {
  useSessionStore.setState({ accessRemoved: false });
  return signOut(auth());
}
