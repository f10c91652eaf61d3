/**
 * Staff and roles. Every member of staff has a document `staff/{uid}` (written only by the
 * functions inviteStaff, setStaffRole, setStaffLanguage and revokeStaff, read by firestore.rules on every request,
 * so a role change or a revocation applies at once); the `role` custom claim mirrors it for the
 * console and storage.rules (admins also keep the older `admin: true` claim).
 *
 * - **admin**: everything: publish, schedule, unpublish, delete, leads, the audit log, staff.
 * - **writer**: creates and edits drafts, uploads images, translates; never publishes,
 *   schedules, unpublishes or deletes a published or scheduled item, never sees leads, the
 *   audit log or the staff.
 */
import type { Language } from './language';

export const STAFF_COLLECTION = 'staff';

export const STAFF_ROLES = ['admin', 'writer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** A staff document as the functions write it (times as Dates here; Timestamps in Firestore). */
export interface StaffMember {
  uid: string;
  email: string;
  /** null once access is revoked (the role it had is in the audit log). */
  role: StaffRole | null;
  /**
   * The language the member was invited in, which every new password link for them is made in
   * (its page, the sign-in page after it, the e-mail), whoever's console asks for it. null for a
   * member invited before it was stored (and an admin made before roles): a new link is then in
   * the language of the console it is asked for from.
   */
  language: Language | null;
  invited_by: string | null;
  invited_at: Date | null;
  updated_at: Date | null;
  /** When access was revoked (the account is disabled, its sessions ended); null while active. */
  revoked_at: Date | null;
}

/**
 * The role an account has: from its own staff document (revoked: none), or, for an account made
 * admin before roles existed (no document), from the `admin: true` claim. (firestore.rules decides
 * the same way: the document when there is one, the older claim only while there is none.)
 */
export function roleOf(
  staff: { role?: unknown; revoked_at?: unknown } | null | undefined,
  claims: Readonly<Record<string, unknown>>,
): StaffRole | null {
  if (staff) {
    if (staff.revoked_at != null) return null;
    return isStaffRole(staff.role) ? staff.role : null;
  }
  if (claims.role === undefined || claims.role === null) return claims.admin === true ? 'admin' : null;
  // A token naming a role without its document: no access.
  return null;
}

/** The custom claims that mirror a role (admins keep `admin: true`, which older code reads). */
export function claimsForRole(role: StaffRole | null): { role?: StaffRole; admin?: true } {
  if (role === 'admin') return { role, admin: true };
  if (role === 'writer') return { role };
  return {};
}

/** What inviteStaff answers: the new account and the link where its owner sets a password. */
export interface InviteStaffResult {
  uid: string;
  email: string;
  role: StaffRole;
  /** Firebase's password-reset link for the new account (the console shows it to copy). */
  passwordLink: string;
  /**
   * The language the link was made in (the member's, {@link StaffMember.language}): the console
   * asks for Firebase's e-mail in it too. Absent from a function deployed before it was answered.
   */
  language?: Language;
}

export interface StaffChangeResult {
  uid: string;
  role: StaffRole | null;
  /**
   * revokeStaff only: the member had never signed in, so their invitation was withdrawn (recorded
   * as such) rather than the access of a colleague who had used it revoked.
   */
  withdrawn?: boolean;
}

/**
 * Whether a member of staff has taken up their invitation, from their account (Firebase Auth's
 * record, which only the functions read): `never` when the account has not signed in since it was
 * made (the invitation's link unused, or a password set and never used), `signed-in` otherwise,
 * `no-account` when the account was deleted (in the Firebase console).
 */
export type StaffSignInState = 'never' | 'signed-in' | 'no-account';

/** What staffSignIns answers for one member of staff (`staff/{uid}`). */
export interface StaffSignIn {
  uid: string;
  state: StaffSignInState;
  /** When the account last signed in (ISO 8601), for a member who has; null otherwise. */
  lastSignInAt: string | null;
}

export interface StaffSignInsResult {
  members: StaffSignIn[];
}

/**
 * Whether a writer may change (or delete) a stored post or case study: only a draft, unpublished
 * and with no publish time (firestore.rules' `isDraft`).
 */
export function isWriterEditable(document: { is_published: boolean; publish_at: Date | null }): boolean {
  return !document.is_published && document.publish_at === null;
}
