import type { CallableRequest } from 'firebase-functions/https';
import { HttpsError } from 'firebase-functions/https';
import { describeProblem, type FieldProblem, type Schema, type SchemaOutput, validate } from './domain';

/** A callable error whose message names the field, with the field also in `details`. */
export function invalidField(problem: FieldProblem): HttpsError {
  return new HttpsError('invalid-argument', `Invalid input: ${describeProblem(problem)}`, { field: problem.field });
}

/** The request's data, validated by `schema`, or an `invalid-argument` error naming the field. */
export function parseRequest<S extends Schema>(schema: S, data: unknown): SchemaOutput<S> {
  const result = validate(schema, data);
  if (!result.ok) throw invalidField(result.problem);
  return result.value;
}

/** Refuses callers without the `admin` custom claim: being signed in is not enough. */
export function requireAdmin(request: CallableRequest, action: string): void {
  if (!request.auth) {
    throw new HttpsError('unauthenticated', `Sign in with an admin account to ${action}.`);
  }
  if (request.auth.token.admin !== true) {
    throw new HttpsError('permission-denied', `Only admins can ${action}; this account has no admin access.`);
  }
}

/**
 * Refuses callers who are not staff. Staff are, for now, the accounts with the `admin` custom
 * claim; this is the one place that says so for the staff-wide callables (preview links).
 */
export function requireStaff(request: CallableRequest, action: string): void {
  requireAdmin(request, action);
}
