/** What the staff callables read of a member's account (Firebase Auth's record). */
import type { UserRecord } from 'firebase-admin/auth';

/** The account `lookup` reads, or null when there is none (never made, or deleted in the Firebase console). */
export async function accountOrNull(lookup: Promise<UserRecord>): Promise<UserRecord | null> {
  try {
    return await lookup;
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * Whether the account has never signed in: its invitation was never taken up (a password set
 * through the link and never used counts as not taken up). Revoking such a member withdraws the
 * invitation. Firebase records when an account was last active (a sign-in by password or by
 * Microsoft, a session's refresh: `lastRefreshTime`, null until then); an account last active
 * before Firebase kept that has a sign-in time after its creation's. (The Auth emulator gives an
 * account the Admin SDK made a sign-in time, its creation's.)
 */
export function neverSignedIn(account: UserRecord | null): account is UserRecord {
  if (account === null || account.metadata.lastRefreshTime) return false;
  const { lastSignInTime, creationTime } = account.metadata;
  return !lastSignInTime || lastSignInTime === creationTime;
}
