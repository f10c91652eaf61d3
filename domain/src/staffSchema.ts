/** The staff callables' requests (functions/src/staff), validated at the edge. */
import { z } from 'zod';
import { STAFF_ROLES } from './staff';
import { typeError } from './validation';

const role = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` });

/**
 * An account id: Firebase's are 28 letters and digits; the Admin SDK accepts up to 128 characters.
 * Never `__…__`: Firestore reserves those ids and refuses to read its staff document (a 500, not a 400).
 */
const uid = z
  .string({ error: typeError('text') })
  .regex(/^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/, { error: 'must be the id of an account' });

export const inviteStaffRequestSchema = z.strictObject({
  email: z
    .string({ error: typeError('text') })
    .trim()
    .toLowerCase()
    // Too long ends the checks: the pattern takes seconds over a long `a@a.a.a.…@`.
    .max(254, { error: 'must be at most 254 characters', abort: true })
    .regex(/^[^\s@<>"'`\\]+@[^\s@<>"'`\\]+\.[^\s@<>"'`\\]+$/u, { error: 'must be an e-mail address' }),
  role,
});

export const setStaffRoleRequestSchema = z.strictObject({ uid, role });

export const revokeStaffRequestSchema = z.strictObject({ uid });

export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;
export type SetStaffRoleRequest = z.infer<typeof setStaffRoleRequestSchema>;
export type RevokeStaffRequest = z.infer<typeof revokeStaffRequestSchema>;
