import { auth } from '@app/platform/auth';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User; isAdmin: boolean };

/**
 * The Firebase Auth session with the `admin` custom claim (product decision 1). Follows token
 * changes, so a sign-out or a revoked session anywhere reaches every admin page.
 */
export function useSession(): Session {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  useEffect(
    () =>
      onIdTokenChanged(auth(), async (user) => {
        if (!user) {
          setSession({ status: 'signed-out' });
          return;
        }
        const token = await user.getIdTokenResult();
        setSession({ status: 'signed-in', user, isAdmin: token.claims.admin === true });
      }),
    [],
  );
  return session;
}
