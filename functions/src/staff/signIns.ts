/**
 * staffSignIns: for the console's staff screen, whether each member of staff has taken up their
 * invitation and when they last signed in. That is in Firebase Auth's account records, which only
 * the Admin SDK reads; the staff documents (which the screen reads itself) do not hold it, and
 * recording it there would need a write on every sign-in. Admins only, as the staff list.
 *
 * "Never signed in" is decided as revokeStaff decides whether a revocation withdraws an
 * invitation (accounts.ts `neverSignedIn`), so the screen says what the revocation will do.
 * The accounts are read 100 at a time (`getUsers`, the Admin SDK's largest batch).
 */
import type { UserRecord } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/https';
import { requireCallableAppCheck } from '../appCheck';
import { onCall } from '../callable';
import { STAFF_COLLECTION, type StaffSignIn, type StaffSignInsResult, staffSignInsRequestSchema } from '../domain';
import { parseRequest, requireAdmin } from '../errors';
import { neverSignedIn } from './accounts';
import { liveDeps, options, type StaffDeps } from './staff';

/** The most accounts one `getUsers` call reads. */
const ACCOUNTS_PER_READ = 100;

function signInOf(uid: string, account: UserRecord | null): StaffSignIn {
  if (account === null) return { uid, state: 'no-account', lastSignInAt: null };
  const { lastSignInTime } = account.metadata;
  if (neverSignedIn(account)) return { uid, state: 'never', lastSignInAt: null };
  const at = lastSignInTime ? new Date(lastSignInTime) : null;
  return { uid, state: 'signed-in', lastSignInAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : null };
}

async function handleStaffSignIns(
  request: CallableRequest,
  deps: Pick<StaffDeps, 'firestore' | 'auth' | 'appCheckEnforced'>,
): Promise<StaffSignInsResult> {
  requireCallableAppCheck(request, deps.appCheckEnforced, 'read the staff');
  await requireAdmin(request, deps.firestore, 'read the staff');
  parseRequest(staffSignInsRequestSchema, request.data);
  // The documents' ids alone: the accounts are theirs.
  const uids = (await deps.firestore.collection(STAFF_COLLECTION).select().get()).docs.map((entry) => entry.id);
  const accounts = new Map<string, UserRecord>();
  for (let start = 0; start < uids.length; start += ACCOUNTS_PER_READ) {
    const batch = uids.slice(start, start + ACCOUNTS_PER_READ).map((uid) => ({ uid }));
    for (const user of (await deps.auth.getUsers(batch)).users) accounts.set(user.uid, user);
  }
  return { members: uids.map((uid) => signInOf(uid, accounts.get(uid) ?? null)) };
}

export const staffSignIns = onCall(options, (request: CallableRequest) => handleStaffSignIns(request, liveDeps()));
