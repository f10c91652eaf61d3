import { auth } from '@app/platform/auth';
import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { create } from 'zustand';

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User; isAdmin: boolean };

/** The console's one view of Firebase Auth; every page reads it, none subscribes on its own. */
export const useSessionStore = create<{ session: Session }>(() => ({ session: { status: 'loading' } }));

let unsubscribe: (() => void) | null = null;
let listeners = 0;

/**
 * Follows the Firebase session and its `admin` custom claim. Token changes are followed (not only
 * sign-in and sign-out), so a sign-out in another tab or a revoked session reaches every admin
 * page. Called by the admin app's root; the subscription lives while the console is mounted.
 */
export function followSession(): () => void {
  listeners += 1;
  unsubscribe ??= onIdTokenChanged(auth(), async (user) => {
    if (!user) {
      useSessionStore.setState({ session: { status: 'signed-out' } });
      return;
    }
    try {
      const token = await user.getIdTokenResult();
      useSessionStore.setState({ session: { status: 'signed-in', user, isAdmin: token.claims.admin === true } });
    } catch {
      // The token could not be refreshed (revoked account, disabled user): treat as signed out.
      useSessionStore.setState({ session: { status: 'signed-out' } });
    }
  });
  return () => {
    listeners -= 1;
    if (listeners === 0 && unsubscribe) {
      unsubscribe();
      unsubscribe = null;
    }
  };
}

export function useSession(): Session {
  return useSessionStore((state) => state.session);
}

export function logOut(): Promise<void> {
  return signOut(auth());
}
