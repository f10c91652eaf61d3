/**
 * The staff screen's data: the members of staff (Firestore `staff`, which firestore.rules lets
 * only admins list and nobody write from a client) and the staff functions that change them
 * (inviteStaff, setStaffRole, setStaffLanguage, revokeStaff; functions/src/staff/staff.ts).
 */
import {
  type InviteStaffRequest,
  type InviteStaffResult,
  isLanguage,
  isStaffRole,
  type Language,
  type RevokeStaffRequest,
  readDate,
  type SetStaffLanguageRequest,
  type SetStaffRoleRequest,
  STAFF_COLLECTION,
  type StaffChangeResult,
  type StaffMember,
  type StaffSignInState,
  type StaffSignInsResult,
} from '@app/domain';
import { db } from '@app/platform/firestore';
import { ensureAppCheck, functions } from '@app/platform/functions';
import { collection, getDocs } from 'firebase/firestore/lite';
import { FunctionsError, httpsCallable } from 'firebase/functions';
import { sendPasswordEmail } from './passwordEmail';

function staffMemberFromFirestore(uid: string, data: Record<string, unknown>): StaffMember | null {
  if (typeof data.email !== 'string') return null;
  return {
    uid,
    email: data.email,
    role: isStaffRole(data.role) ? data.role : null,
    language: isLanguage(data.language) ? data.language : null,
    invited_by: typeof data.invited_by === 'string' ? data.invited_by : null,
    invited_at: readDate(data.invited_at),
    updated_at: readDate(data.updated_at),
    revoked_at: data.revoked_at == null ? null : (readDate(data.revoked_at) ?? new Date(0)),
  };
}

/** Every member of staff: active ones first (admins, then writers), each group by e-mail. */
export async function listStaff(): Promise<StaffMember[]> {
  const snapshot = await getDocs(collection(db(), STAFF_COLLECTION));
  const order = (member: StaffMember) => (member.revoked_at ? 2 : member.role === 'admin' ? 0 : 1);
  return snapshot.docs
    .map((entry) => staffMemberFromFirestore(entry.id, entry.data()))
    .filter((member): member is StaffMember => member !== null)
    .sort((a, b) => order(a) - order(b) || a.email.localeCompare(b.email));
}

/** Whether a member of staff has signed in, as the staff screen shows it. */
export interface StaffSignInRow {
  state: StaffSignInState;
  lastSignInAt: Date | null;
}

/**
 * Whether each member of staff has taken up their invitation and when they last signed in, by uid:
 * Firebase Auth's account records, which only the functions read (staffSignIns).
 */
export async function listStaffSignIns(): Promise<Map<string, StaffSignInRow>> {
  const { members } = await call<Record<string, never>, StaffSignInsResult>('staffSignIns', {});
  return new Map(
    members.map((member) => [
      member.uid,
      { state: member.state, lastSignInAt: member.lastSignInAt ? new Date(member.lastSignInAt) : null },
    ]),
  );
}

async function call<Request, Result>(name: string, data: Request): Promise<Result> {
  await ensureAppCheck();
  return (await httpsCallable<Request, Result>(functions(), name)(data)).data;
}

/**
 * Invites a colleague: the account is made with its role, and Firebase sends its password e-mail
 * (a production project delivers it; the emulator only logs it). Answers the password link too,
 * for the admin to pass on. The link's page, the sign-in page after it and the e-mail are in the
 * language the function answers: the one the colleague was invited in (the request's `language`;
 * for a new link, `again`, the one stored on their staff document, the request's only for a member
 * invited before it was stored). Rejects with the function's FunctionsError.
 */
export async function inviteStaff(
  request: InviteStaffRequest,
): Promise<InviteStaffResult & { language: Language; emailSent: boolean }> {
  const result = await call<InviteStaffRequest, InviteStaffResult>('inviteStaff', request);
  // A function deployed before it answered the language made the link in the request's.
  const language = result.language ?? request.language ?? 'en';
  let emailSent = true;
  try {
    await sendPasswordEmail(result.email, language);
  } catch {
    // The account exists and the link is shown: the e-mail is a convenience.
    emailSent = false;
  }
  return { ...result, language, emailSent };
}

export function setStaffRole(request: SetStaffRoleRequest): Promise<StaffChangeResult> {
  return call<SetStaffRoleRequest, StaffChangeResult>('setStaffRole', request);
}

/** The language a member's new password links are made in from now on. */
export function setStaffLanguage(request: SetStaffLanguageRequest): Promise<SetStaffLanguageRequest> {
  return call<SetStaffLanguageRequest, SetStaffLanguageRequest>('setStaffLanguage', request);
}

export function revokeStaff(request: RevokeStaffRequest): Promise<StaffChangeResult> {
  return call<RevokeStaffRequest, StaffChangeResult>('revokeStaff', request);
}

/**
 * Why a staff call was refused, as a key of the console's dictionary: the functions' reasons
 * (`details.reason`) and codes, so the message is in the console's language.
 */
export function staffErrorKey(error: unknown): string {
  if (!(error instanceof FunctionsError)) return 'staff.errors.failed';
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  const field = (error.details as { field?: string } | undefined)?.field;
  if (reason === 'last-admin') return 'staff.errors.lastAdmin';
  if (reason === 'self') return 'staff.errors.self';
  if (reason === 'already-staff') return 'staff.errors.alreadyStaff';
  if (reason === 'not-staff') return 'staff.errors.notStaff';
  if (reason === 'password-link') return 'staff.errors.passwordLink';
  if (reason === 'address-changed') return 'staff.errors.addressChanged';
  if (error.code === 'functions/invalid-argument')
    return field === 'email' ? 'staff.errors.email' : 'staff.errors.invalid';
  if (error.code === 'functions/permission-denied' || error.code === 'functions/unauthenticated') {
    return 'staff.errors.denied';
  }
  return 'staff.errors.failed';
}
