/**
 * Staff and roles (domain/src/staff.ts): an admin invites a colleague by e-mail, changes a role
 * and revokes access from the console's /admin/staff. Each callable is for admins only, validates
 * its input, and keeps three things in step: the `staff/{uid}` document (the source of truth
 * firestore.rules reads), the account's custom claims (`role`, and `admin: true` for admins, which
 * the console and storage.rules read), and the audit log.
 *
 * - inviteStaff creates the account (Admin SDK: sign-up stays closed, functions/src/auth/signUp.ts)
 *   without a password and answers Firebase's password-reset link for it, where the colleague sets
 *   one; they may instead sign in with Microsoft with that address. Inviting a revoked member again
 *   gives the account back. With `again`, a member on the staff gets a new link (the first works
 *   for an hour), nothing else changed. The language the colleague is invited in is stored on their
 *   document (`language`), and each new link for them is made in it, whichever console asks.
 * - setStaffLanguage changes the language a member's new links are made in (their invitation's until
 *   then), recorded in the audit log; nothing else about them changes.
 * - setStaffRole changes a role; revokeStaff disables the account, clears its claims and revokes
 *   its refresh tokens (its sessions end), and marks the document revoked, which firestore.rules
 *   and the other callables read on every request, so access ends at once. Revoking a colleague
 *   who never signed in withdraws their invitation (the audit log says so; the link no longer
 *   works, the account being disabled). An admin never revokes their own access.
 * - An admin demoted or revoked takes with them the invitations they made that nobody took up:
 *   those are withdrawn (withdrawInvitationsOf), so an admin let go leaves no way in behind.
 * - The last admin cannot be demoted or revoked: someone must be left to manage the staff. The
 *   check and the change are one transaction, so two admins demoting each other cannot both win.
 *   Likewise an invitation reads the member's document again in the transaction that writes it, so
 *   of two invitations of one revoked member at once only one makes them staff (one document, one
 *   audit entry, the claims of its role); the other is refused as already on the staff.
 * - An admin made before roles existed (the `admin: true` claim, no staff document) is on the staff:
 *   inviting their address is refused, and a role change or a revocation of them writes their
 *   document in the new shape (as their own first staff call does, adoptCaller).
 */
import { type Auth, getAuth, type UserRecord } from 'firebase-admin/auth';
import { type DocumentSnapshot, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { type CallableRequest, HttpsError } from 'firebase-functions/https';
import { requireCallableAppCheck } from '../appCheck';
import { onCall } from '../callable';
import { appCheckEnforced, parseSiteUrl, REGION, siteUrl } from '../config';
import {
  AUDIT_LOG_COLLECTION,
  auditEmail,
  claimsForRole,
  type InviteStaffResult,
  inviteStaffRequestSchema,
  isLanguage,
  type Language,
  localizedPath,
  revokeStaffRequestSchema,
  roleOf,
  STAFF_COLLECTION,
  type StaffChangeResult,
  type StaffRole,
  setStaffLanguageRequestSchema,
  setStaffRoleRequestSchema,
} from '../domain';
import { parseRequest, requireAdmin, type StaffCaller } from '../errors';
import { adminApp, db } from '../firebase';
import { revokeLinksMadeBy } from '../preview/links';
import { accountOrNull, neverSignedIn } from './accounts';

export interface StaffDeps {
  firestore: Firestore;
  auth: Auth;
  appCheckEnforced: boolean;
  /** The site's origin: the password page's "continue" goes to its sign-in page. */
  siteUrl: string | null;
}

type AuditAction =
  | 'staff_invited'
  | 'staff_invited_again'
  | 'staff_role_changed'
  | 'staff_language_changed'
  | 'staff_revoked'
  | 'staff_invitation_withdrawn';

function auditEntry(caller: StaffCaller, action: AuditAction, uid: string, email: string, details: object) {
  return {
    action,
    actor_uid: caller.uid,
    actor_email: auditEmail(caller.email),
    at: FieldValue.serverTimestamp(),
    target: { collection: STAFF_COLLECTION, id: uid, title: email },
    details,
  };
}

/** The claims of `user` with its role's in place of any earlier role's. */
function claimsWithRole(user: UserRecord, role: StaffRole | null): Record<string, unknown> {
  const { role: _role, admin: _admin, ...other } = user.customClaims ?? {};
  return { ...other, ...claimsForRole(role) };
}

/** The staff document an admin made before roles existed is given when first met (they had none). */
function adoptedAdmin(email: string) {
  return {
    email,
    role: 'admin' as StaffRole,
    invited_by: null,
    invited_at: null,
    updated_at: FieldValue.serverTimestamp(),
    revoked_at: null,
  };
}

/**
 * An admin made before roles existed has no staff document: it is written on their first staff
 * call, so the list shows them and the last-admin check counts them. Only while there still is
 * none, read again in the transaction that writes it: a document written since the call's role
 * check (another admin revoked them, or made them a writer) decides, is never written over, and
 * refuses the call as requireAdmin would have.
 */
async function adoptCaller(deps: StaffDeps, caller: StaffCaller, action: string): Promise<void> {
  if (caller.hasStaffDocument) return;
  const reference = deps.firestore.collection(STAFF_COLLECTION).doc(caller.uid);
  const adopted = await deps.firestore.runTransaction(async (transaction) => {
    const current = await transaction.get(reference);
    if (!current.exists) {
      transaction.create(reference, adoptedAdmin(caller.email ?? ''));
      return true;
    }
    const role = roleOf(current.data(), {});
    if (role !== 'admin') {
      throw new HttpsError('permission-denied', `Only admins can ${action}; this account has no admin access.`, {
        reason: role ? 'role' : 'no-access',
      });
    }
    // Written by another of their calls meanwhile: adopted already.
    return false;
  });
  if (!adopted) return;
  const user = await deps.auth.getUser(caller.uid);
  await deps.auth.setCustomUserClaims(caller.uid, claimsWithRole(user, 'admin'));
}

/** Whether an account without a staff document is an admin made before roles existed (its claims say so). */
function isLegacyAdmin(user: UserRecord | null): user is UserRecord {
  return user !== null && roleOf(null, user.customClaims ?? {}) === 'admin';
}

const SELF_MESSAGE =
  'You cannot remove your own access: another admin does it (make someone else an admin first if there is none).';

const LAST_ADMIN_MESSAGE =
  'This is the last admin: make another member of staff an admin first, so someone can still manage the staff.';

/**
 * The role the account `user` holds on the staff, by its staff document as read (`staff`): the
 * document's while not revoked, 'admin' for an admin made before roles existed (no document), or
 * null when not on the staff.
 */
function activeRoleOf(staff: DocumentSnapshot, user: UserRecord): StaffRole | null {
  if (!staff.exists) return isLegacyAdmin(user) ? 'admin' : null;
  return staff.get('revoked_at') == null ? (staff.get('role') as StaffRole | null) : null;
}

/**
 * Refuses to invite `email` as an account whose staff document names another address: it was
 * invited as that one, and its sign-in address was changed since (the Auth API takes the change
 * from the account's own ID token). It is not the colleague's account: the invitation would hand
 * their role to whoever holds it (its password, a Microsoft sign-in linked to it), a member let go
 * included, whose account it would enable again.
 */
function requireInvitedAddress(staff: DocumentSnapshot, email: string): void {
  if (!staff.exists) return;
  const invitedAs = String(staff.get('email') ?? '');
  if (auditEmail(invitedAs) === email) return;
  throw new HttpsError(
    'failed-precondition',
    `The account with the address ${email} was invited as ${invitedAs}, and its sign-in address was changed since: it is not this colleague's. Revoke that member (if not revoked already) and delete the account in the Firebase console, then invite ${email} again.`,
    { reason: 'address-changed' },
  );
}

function alreadyStaff(email: string, role: StaffRole): HttpsError {
  return new HttpsError('already-exists', `${email} is already a member of staff (${role}).`, {
    reason: 'already-staff',
  });
}

export async function handleInviteStaff(request: CallableRequest, deps: StaffDeps): Promise<InviteStaffResult> {
  requireCallableAppCheck(request, deps.appCheckEnforced, 'invite staff');
  const caller = await requireAdmin(request, deps.firestore, 'invite staff');
  const { email, role, again, language = 'en' } = parseRequest(inviteStaffRequestSchema, request.data);
  await adoptCaller(deps, caller, 'invite staff');
  if (again) return inviteAgain(deps, caller, email, language);

  let user = await accountOrNull(deps.auth.getUserByEmail(email));
  // Whether the account was disabled (a revoked member's) before this invitation gave it back.
  const wasDisabled = user?.disabled ?? false;
  const staffRef = deps.firestore.collection(STAFF_COLLECTION);
  if (user) {
    // Refused here before anything changes; checked again in the transaction that writes (below).
    const staff = await staffRef.doc(user.uid).get();
    requireInvitedAddress(staff, email);
    const activeRole = activeRoleOf(staff, user);
    if (activeRole != null) throw alreadyStaff(email, activeRole);
    // A revoked member (or an account made by hand): invited again, the account is given back.
    user = await deps.auth.updateUser(user.uid, { disabled: false });
  } else {
    try {
      user = await deps.auth.createUser({ email, emailVerified: false, disabled: false });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'auth/invalid-email') {
        throw new HttpsError('invalid-argument', 'Invalid input: email must be an e-mail address', { field: 'email' });
      }
      // Made since we looked: the same invitation sent twice at once (a double click, two admins).
      if (code === 'auth/email-already-exists') {
        throw new HttpsError('already-exists', `${email} was just invited: reload the staff list.`, {
          reason: 'already-staff',
        });
      }
      throw error;
    }
  }
  // The link first: when it cannot be made, nothing is saved, and the same invitation can be sent again.
  const passwordLink = await passwordLinkFor(deps, email, language).catch(async (error: unknown) => {
    if (wasDisabled) await deps.auth.updateUser(user.uid, { disabled: true });
    throw error;
  });
  // The document is read again and written in one transaction: two invitations of one revoked
  // member at once (a double click, two admins), or one that found the account another had just
  // made, both passed the check above, and only one may make them staff. The other is refused as
  // already on the staff, and leaves the account as the winner made it (enabled).
  const invitee = user;
  await deps.firestore.runTransaction(async (transaction) => {
    const staff = await transaction.get(staffRef.doc(invitee.uid));
    requireInvitedAddress(staff, email);
    const activeRole = activeRoleOf(staff, invitee);
    if (activeRole != null) throw alreadyStaff(email, activeRole);
    transaction.set(staffRef.doc(invitee.uid), {
      email,
      role,
      language,
      invited_by: caller.email,
      invited_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
      revoked_at: null,
    });
    transaction.set(
      deps.firestore.collection(AUDIT_LOG_COLLECTION).doc(),
      auditEntry(caller, 'staff_invited', invitee.uid, email, { role }),
    );
  });
  // The claims mirror the document this invitation wrote: only the winner sets them.
  await deps.auth.setCustomUserClaims(invitee.uid, claimsWithRole(invitee, role));
  return { uid: invitee.uid, email, role, passwordLink, language };
}

/**
 * A member of staff invited again: a new link to set a password, for an invitation whose link
 * expired (it works for an hour) before it was used, or a password forgotten. Their account, role
 * and document stay as they are; the audit log records who made the link. Only for a member on the
 * staff (a revoked one is invited, which gives the account back), never an account made for an
 * address not on it. The link is in the language they were invited in (their document's), so an
 * English console sends a colleague invited in Swedish a Swedish link; a member invited before the
 * language was stored (an admin made before roles too) gets `consoleLanguage`, the asking console's.
 */
async function inviteAgain(
  deps: StaffDeps,
  caller: StaffCaller,
  email: string,
  consoleLanguage: Language,
): Promise<InviteStaffResult> {
  const user = await accountOrNull(deps.auth.getUserByEmail(email));
  const staff = user ? await deps.firestore.collection(STAFF_COLLECTION).doc(user.uid).get() : null;
  if (staff) requireInvitedAddress(staff, email);
  const role = user && staff ? activeRoleOf(staff, user) : null;
  if (!user || role === null) {
    throw new HttpsError('not-found', `${email} is not on the staff: invite them instead.`, { reason: 'not-staff' });
  }
  const stored: unknown = staff?.get('language');
  const language = isLanguage(stored) ? stored : consoleLanguage;
  const passwordLink = await passwordLinkFor(deps, email, language);
  await deps.firestore
    .collection(AUDIT_LOG_COLLECTION)
    .add(auditEntry(caller, 'staff_invited_again', user.uid, email, { role }));
  return { uid: user.uid, email, role, passwordLink, language };
}

/**
 * The link with which the invited colleague sets a password and lands on the sign-in page, both in
 * `language` (the one they are invited in). The link opens Firebase's action handler, whose page is in
 * the language its `lang` names; the Admin SDK has no locale to give (the client SDK's
 * `languageCode`, sent as X-Firebase-Locale, is what sets it for the e-mail), and Firebase answers
 * `lang=en` (or the project's default): so `lang` is set on the link it answers. The page the
 * handler continues to is the sign-in page in that language (`/sv/auth` in Swedish).
 */
async function passwordLinkFor(deps: StaffDeps, email: string, language: Language): Promise<string> {
  let generated: string;
  try {
    generated = await deps.auth.generatePasswordResetLink(
      email,
      deps.siteUrl ? { url: `${deps.siteUrl}${localizedPath('/auth', language)}` } : undefined,
    );
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    throw new HttpsError(
      'failed-precondition',
      `The password link could not be made (${code}): check that the site's address is an authorized domain in Firebase Authentication, then invite again. Nothing was saved.`,
      { reason: 'password-link' },
    );
  }
  const link = new URL(generated);
  link.searchParams.set('lang', language);
  return link.toString();
}

/**
 * Reads the member `uid` and the active admins in one transaction, refuses the change when it
 * would leave no admin, and writes `fields` with the audit entry. Answers the member as it was.
 * `account` is the member's account (null when deleted): an admin made before roles has no
 * document, and is written one in the new shape, even when the change leaves their role.
 */
async function changeMember(
  deps: StaffDeps,
  uid: string,
  account: UserRecord | null,
  /** Whether the member stays an admin if they are one (a promotion), so no last-admin check. */
  staysAdmin: boolean,
  write: (
    role: StaffRole,
    email: string,
    /** The member's document as read in the transaction (none for an admin made before roles). */
    member: DocumentSnapshot,
  ) => { fields: Record<string, unknown>; audit: ReturnType<typeof auditEntry> } | null,
): Promise<{ role: StaffRole; email: string } | null> {
  const staff = deps.firestore.collection(STAFF_COLLECTION);
  return deps.firestore.runTransaction(async (transaction) => {
    const member = await transaction.get(staff.doc(uid));
    const legacy = !member.exists && isLegacyAdmin(account);
    if ((!member.exists && !legacy) || member.get('revoked_at') != null) {
      throw new HttpsError('not-found', 'No member of staff has this account (or their access was revoked already).', {
        reason: 'not-staff',
      });
    }
    const role: StaffRole = legacy ? 'admin' : (member.get('role') as StaffRole);
    const email = legacy ? (account?.email ?? '') : String(member.get('email') ?? '');
    if (role === 'admin' && !staysAdmin) {
      const admins = await transaction.get(staff.where('role', '==', 'admin').where('revoked_at', '==', null));
      if (admins.docs.filter((doc) => doc.id !== uid).length === 0) {
        throw new HttpsError('failed-precondition', LAST_ADMIN_MESSAGE, { reason: 'last-admin' });
      }
    }
    const change = write(role, email, member);
    if (legacy) {
      transaction.set(staff.doc(uid), { ...adoptedAdmin(email), ...change?.fields });
    } else if (change) {
      transaction.update(staff.doc(uid), { ...change.fields, updated_at: FieldValue.serverTimestamp() });
    }
    if (!change) return legacy ? { role, email } : null;
    transaction.set(deps.firestore.collection(AUDIT_LOG_COLLECTION).doc(), change.audit);
    return { role, email };
  });
}

export async function handleSetStaffRole(request: CallableRequest, deps: StaffDeps): Promise<StaffChangeResult> {
  requireCallableAppCheck(request, deps.appCheckEnforced, 'change roles');
  const caller = await requireAdmin(request, deps.firestore, 'change roles');
  const { uid, role } = parseRequest(setStaffRoleRequestSchema, request.data);
  await adoptCaller(deps, caller, 'change roles');
  const account = await accountOrNull(deps.auth.getUser(uid));
  const changed = await changeMember(deps, uid, account, role === 'admin', (before, email) =>
    before === role
      ? null
      : {
          fields: { role },
          audit: auditEntry(caller, 'staff_role_changed', uid, email, { from: before, to: role }),
        },
  );
  // A deleted account has no claims to mirror the document.
  if (changed && account) await deps.auth.setCustomUserClaims(uid, claimsWithRole(account, role));
  if (changed?.role === 'admin' && role === 'writer') {
    await withdrawInvitationsOf(deps, caller, changed.email, 'inviter_demoted');
  }
  return { uid, role };
}

/**
 * The language a member's new password links (and their e-mails) are made in from now on: an
 * invitation sent in the wrong one, or a colleague who would rather read the other. The member's
 * document alone changes (an admin made before roles is written theirs), with an audit entry; the
 * same language again changes nothing. Not for a revoked member (invited again, they get the new
 * invitation's language).
 */
async function handleSetStaffLanguage(
  request: CallableRequest,
  deps: StaffDeps,
): Promise<{ uid: string; language: Language }> {
  requireCallableAppCheck(request, deps.appCheckEnforced, 'change languages');
  const caller = await requireAdmin(request, deps.firestore, 'change languages');
  const { uid, language } = parseRequest(setStaffLanguageRequestSchema, request.data);
  await adoptCaller(deps, caller, 'change languages');
  const account = await accountOrNull(deps.auth.getUser(uid));
  await changeMember(deps, uid, account, true, (_role, email, member) => {
    const stored: unknown = member.get('language');
    const before = isLanguage(stored) ? stored : null;
    return before === language
      ? null
      : {
          fields: { language },
          audit: auditEntry(caller, 'staff_language_changed', uid, email, { from: before, to: language }),
        };
  });
  return { uid, language };
}

async function handleRevokeStaff(request: CallableRequest, deps: StaffDeps): Promise<StaffChangeResult> {
  requireCallableAppCheck(request, deps.appCheckEnforced, 'revoke access');
  const caller = await requireAdmin(request, deps.firestore, 'revoke access');
  const { uid } = parseRequest(revokeStaffRequestSchema, request.data);
  await adoptCaller(deps, caller, 'revoke access');
  const account = await accountOrNull(deps.auth.getUser(uid));
  // A colleague who never signed in: their invitation is withdrawn, and recorded so.
  const withdrawn = neverSignedIn(account);
  const changed = await changeMember(deps, uid, account, false, (role, email) => {
    // After the last-admin check (which says more to the last admin): never one's own access.
    if (uid === caller.uid) throw new HttpsError('failed-precondition', SELF_MESSAGE, { reason: 'self' });
    return {
      // No role: firestore.rules reads `role` alone (its budget); the console reads `revoked_at` too.
      fields: { role: null, revoked_at: FieldValue.serverTimestamp() },
      audit: auditEntry(caller, withdrawn ? 'staff_invitation_withdrawn' : 'staff_revoked', uid, email, { role }),
    };
  });
  await endAccess(deps, uid, account);
  if (changed?.role === 'admin') await withdrawInvitationsOf(deps, caller, changed.email, 'inviter_removed');
  return withdrawn ? { uid, role: null, withdrawn } : { uid, role: null };
}

/**
 * Ends the access of a member whose document says revoked: the document first (the rules and
 * callables read it), then the account (a deleted account has nothing left to end): disabled, so
 * neither a sign-in nor an invitation's password link works, its claims cleared and its sessions
 * ended. Last, their preview links: resolvePreviewLink already refuses them; stored as ended, no
 * editor lists them.
 */
async function endAccess(deps: StaffDeps, uid: string, account: UserRecord | null): Promise<void> {
  if (account) {
    await deps.auth.updateUser(uid, { disabled: true });
    await deps.auth.setCustomUserClaims(uid, claimsWithRole(account, null));
    await deps.auth.revokeRefreshTokens(uid);
  }
  await revokeLinksMadeBy(deps.firestore, uid);
}

/**
 * An admin demoted or removed no longer vouches for the colleagues they invited: the invitations
 * they made that nobody has taken up yet (the account never signed in) are withdrawn, each in the
 * audit log as the caller's, naming the inviter and why. Colleagues who have signed in stay.
 * A member changed meanwhile (revoked, or the last admin) is left to the admins.
 */
async function withdrawInvitationsOf(
  deps: StaffDeps,
  caller: StaffCaller,
  inviter: string,
  because: 'inviter_demoted' | 'inviter_removed',
): Promise<void> {
  const invited = await deps.firestore
    .collection(STAFF_COLLECTION)
    .where('invited_by', '==', inviter)
    .where('revoked_at', '==', null)
    .get();
  for (const member of invited.docs) {
    const account = await accountOrNull(deps.auth.getUser(member.id));
    if (!neverSignedIn(account) || member.id === caller.uid) continue;
    try {
      await changeMember(deps, member.id, account, false, (role, email) => ({
        fields: { role: null, revoked_at: FieldValue.serverTimestamp() },
        audit: auditEntry(caller, 'staff_invitation_withdrawn', member.id, email, { role, inviter, because }),
      }));
    } catch (error) {
      const reason = (error as { details?: { reason?: string } }).details?.reason;
      if (error instanceof HttpsError && (reason === 'not-staff' || reason === 'last-admin')) continue;
      throw error;
    }
    await endAccess(deps, member.id, account);
  }
}

export function liveDeps(): StaffDeps {
  return {
    firestore: db(),
    auth: getAuth(adminApp()),
    appCheckEnforced: appCheckEnforced.value(),
    siteUrl: parseSiteUrl(siteUrl.value()),
  };
}

// Called from the admin console's pages, which are the site's (SITE_URL): CORS for that origin only.
export const options = { region: REGION, timeoutSeconds: 60, maxInstances: 2, cors: siteUrl };

export const inviteStaff = onCall(options, (request: CallableRequest) => handleInviteStaff(request, liveDeps()));
export const setStaffRole = onCall(options, (request: CallableRequest) => handleSetStaffRole(request, liveDeps()));
export const revokeStaff = onCall(options, (request: CallableRequest) => handleRevokeStaff(request, liveDeps()));
export const setStaffLanguage = onCall(options, (request: CallableRequest) =>
  handleSetStaffLanguage(request, liveDeps()),
);
