import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { HttpsError } from 'firebase-functions/https';
import {
  describeProblem,
  type FieldProblem,
  roleOf,
  type Schema,
  type SchemaOutput,
  STAFF_COLLECTION,
  type StaffRole,
  validate,
} from './domain';

/** A callable error whose message names the field, with the field also in `details`. */
function invalidField(problem: FieldProblem): HttpsError {
  return new HttpsError('invalid-argument', `Invalid input: ${describeProblem(problem)}`, { field: problem.field });
}

/** The request's data, validated by `schema`, or an `invalid-argument` error naming the field. */
export function parseRequest<S extends Schema>(schema: S, data: unknown): SchemaOutput<S> {
  const result = validate(schema, data);
  if (!result.ok) throw invalidField(result.problem);
  return result.value;
}

/**
 * What the role checks read of a request: a callable's, or an HTTP function's whose ID token it
 * verified itself (contentExport/functions.ts).
 */
export type SignedInRequest = Pick<CallableRequest, 'auth'>;

/** The member of staff making a call, as their staff document says now. */
export interface StaffCaller {
  uid: string;
  /**
   * Who they are in the audit log: the address their staff document names (the one they were
   * invited with), not the token's `email`, which the account's holder can change in Firebase Auth;
   * the token's only for an admin made before roles, who has no document.
   */
  email: string | null;
  role: StaffRole;
  /** Whether `staff/{uid}` exists (accounts made admin before roles existed have none). */
  hasStaffDocument: boolean;
}

/**
 * Refuses callers without one of `roles`: being signed in is not enough. The role is read from
 * the caller's staff document (as firestore.rules does), not from the ID token's claims, which
 * live for an hour: a revoked or demoted account is refused at once. An account made admin
 * before roles existed (the `admin: true` claim and no staff document) is an admin.
 */
async function requireRole(
  request: SignedInRequest,
  firestore: Firestore,
  roles: readonly StaffRole[],
  action: string,
): Promise<StaffCaller> {
  const needs = roles.includes('writer') ? 'a staff account' : 'an admin account';
  // A token that names no account is no sign-in: the front end refuses one it cannot verify, but
  // the Functions emulator decodes tokens unverified, and its uid would be no document path.
  if (!request.auth || typeof request.auth.uid !== 'string' || request.auth.uid === '') {
    throw new HttpsError('unauthenticated', `Sign in with ${needs} to ${action}.`);
  }
  const snapshot = await firestore.collection(STAFF_COLLECTION).doc(request.auth.uid).get();
  const staff = snapshot.exists ? (snapshot.data() ?? null) : null;
  const role = roleOf(staff, request.auth.token);
  if (!role || !roles.includes(role)) {
    throw new HttpsError(
      'permission-denied',
      roles.includes('writer')
        ? `Only staff can ${action}; this account has no access.`
        : `Only admins can ${action}; this account has no admin access.`,
      { reason: role ? 'role' : 'no-access' },
    );
  }
  const email = staff ? staff.email : request.auth.token.email;
  return {
    uid: request.auth.uid,
    email: typeof email === 'string' ? email : null,
    role,
    hasStaffDocument: staff !== null,
  };
}

/** Refuses callers who are not admins (see requireRole). */
export function requireAdmin(request: SignedInRequest, firestore: Firestore, action: string): Promise<StaffCaller> {
  return requireRole(request, firestore, ['admin'], action);
}

/** Refuses callers who are neither admins nor writers (see requireRole). */
export function requireStaff(request: CallableRequest, firestore: Firestore, action: string): Promise<StaffCaller> {
  return requireRole(request, firestore, ['admin', 'writer'], action);
}
