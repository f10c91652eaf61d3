/** The staff callables' requests (functions/src/staff), validated at the edge. */
import { z } from 'zod';
import { LANGUAGES } from './language';
import { SERVER_EMAIL_PATTERN, textProblem } from './leadSchema';
import { STAFF_ROLES } from './staff';
import { DOCUMENT_ID_PATTERN, typeError, withinLength } from './validation';

const role = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` });

const language = z.enum(LANGUAGES, { error: "must be 'en' or 'sv'" });

/** An account id (its staff document's): Firebase's are 28 letters and digits. */
const uid = z
  .string({ error: typeError('text') })
  .regex(DOCUMENT_ID_PATTERN, { error: 'must be the id of an account' });

export const inviteStaffRequestSchema = z.strictObject({
  email: z
    .string({ error: typeError('text') })
    .trim()
    .toLowerCase()
    // Too long ends the checks: the pattern takes seconds over a long `a@a.a.a.…@`.
    .check(withinLength(254))
    // As a lead's address: no control, invisible or text-direction character (the pattern lets
    // through what is not a space), which would make an address show as another in the staff list
    // and the audit log (`anna@example.se` and `anna@example.se` with a zero-width space).
    .refine((value) => textProblem(value) === null, {
      error: 'must not contain control, invisible or text-direction characters',
      abort: true,
    })
    .regex(SERVER_EMAIL_PATTERN, { error: 'must be an e-mail address' }),
  role,
  /**
   * The member of staff with this address is invited again: a new link to set a password (an
   * invitation's works for an hour), their role and document unchanged. Only for a member on the
   * staff; without it, inviting their address is refused as already on the staff.
   */
  again: z.literal(true, { error: 'must be true when given' }).optional(),
  /**
   * The language the colleague is invited in (the Staff page offers the console's): the password
   * link's page (Firebase's action handler, its `lang`) and the sign-in page it continues to are in
   * it, and it is stored on their staff document, so every new link for them (`again`) is too. With
   * `again` it counts only for a member invited before the language was stored. A console from
   * before it was sent gives none: English.
   */
  language: language.optional(),
});

export const setStaffRoleRequestSchema = z.strictObject({ uid, role });

export const revokeStaffRequestSchema = z.strictObject({ uid });

/** The language a member's new password links are made in from now on (their invitation's until changed). */
export const setStaffLanguageRequestSchema = z.strictObject({ uid, language });

/** staffSignIns takes nothing: it answers for every member of staff. */
export const staffSignInsRequestSchema = z.strictObject({});

export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;
export type SetStaffRoleRequest = z.infer<typeof setStaffRoleRequestSchema>;
export type RevokeStaffRequest = z.infer<typeof revokeStaffRequestSchema>;
export type SetStaffLanguageRequest = z.infer<typeof setStaffLanguageRequestSchema>;
