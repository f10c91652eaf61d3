/**
 * App Check, when APP_CHECK_ENFORCED is on, for the functions the browser apps call.
 *
 * The apps' lead posts reach renderPage, an HTTPS function (not `onCall`), so the platform does not
 * look at their `X-Firebase-AppCheck` header: `requireAppCheck` verifies it (leads/formPost.ts),
 * before the fields are validated or counted. Its verifier is a parameter so tests can stand in for Google's (which fetches App
 * Check's public keys over the internet).
 *
 * Every callable gets the token verified by `onCall` itself (`request.app` is set only for a valid
 * token) and refuses calls without one in `requireCallableAppCheck`, first of all
 * (everyFunction.test.ts holds each callable index.ts exports to it). Not through
 * onCall's `enforceAppCheck` option: a param there is read when the code loads, which
 * firebase-functions warns about on every deploy and emulator start, and its refusal says only
 * "Unauthenticated".
 */
import { getAppCheck } from 'firebase-admin/app-check';
import { type CallableRequest, HttpsError, type Request } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { adminApp } from './firebase';

/** The header the web SDK sends the App Check token in. */
const APP_CHECK_HEADER = 'x-firebase-appcheck';

/**
 * Resolves with the token's app when the token is genuine and current, and whether it had been
 * used before (a limited-use token is consumed by its first verification); rejects otherwise.
 */
export type AppCheckVerifier = (token: string) => Promise<{ appId: string; alreadyConsumed: boolean }>;

export interface AppCheckGate {
  enforced: boolean;
  verify: AppCheckVerifier;
}

/**
 * Google's verifier: the token's signature (App Check's public keys), audience, issuer and expiry,
 * and it consumes the token (App Check's replay protection), so the same token verifies once. The
 * site sends a limited-use token with each lead post (platform/src/firebase/appCheck.ts).
 */
export const verifyWithFirebase: AppCheckVerifier = async (token) => {
  const { appId, alreadyConsumed } = await getAppCheck(adminApp()).verifyToken(token, { consume: true });
  return { appId, alreadyConsumed: alreadyConsumed === true };
};

/**
 * Who calls a callable: the site's and the console's pages, or an admin's script (the on-demand
 * runs, which no page calls): each refusal says what that caller does about it.
 */
type CallableCaller = 'page' | 'script';

function missingToken(action: string, caller: CallableCaller = 'page'): HttpsError {
  const remedy =
    caller === 'page'
      ? `${action} from the site, with JavaScript on, and try again.`
      : `${action} with one in the X-Firebase-AppCheck header (made for the site's web app: the Admin SDK's App Check createToken, or a registered debug token exchanged) and try again.`;
  return new HttpsError('unauthenticated', `This request has no App Check token: ${remedy}`, {
    reason: 'app-check-missing',
  });
}

function replayedToken(action: string): HttpsError {
  return new HttpsError(
    'unauthenticated',
    `This request's App Check token has been used already: ${action} again from the site.`,
    { reason: 'app-check-replayed' },
  );
}

function invalidToken(action: string, caller: CallableCaller = 'page'): HttpsError {
  const remedy = caller === 'page' ? 'reload the page and' : 'make a new one and';
  return new HttpsError(
    'unauthenticated',
    `This request's App Check token is not valid or has expired: ${remedy} ${action} again.`,
    { reason: 'app-check-invalid' },
  );
}

/**
 * Refuses, when enforcement is on, a request without a genuine, unused App Check token:
 * `unauthenticated` (401) with a message for people and `details.reason` (`app-check-missing`,
 * `app-check-invalid` or `app-check-replayed`). With enforcement off nothing is checked (the
 * local stack, whose browsers cannot get tokens offline).
 */
export async function requireAppCheck(request: Request, gate: AppCheckGate, action = 'send the form'): Promise<void> {
  if (!gate.enforced) return;
  const token = request.header(APP_CHECK_HEADER)?.trim();
  if (!token) throw missingToken(action);
  let verified: Awaited<ReturnType<AppCheckVerifier>>;
  try {
    verified = await gate.verify(token);
  } catch (error) {
    logger.warn(`Refused a request to ${action} with an invalid App Check token`, {
      error: error instanceof Error ? error.message : String(error),
    });
    throw invalidToken(action);
  }
  if (verified.alreadyConsumed) {
    logger.warn(`Refused a request to ${action} with an App Check token used before`, { appId: verified.appId });
    throw replayedToken(action);
  }
}

/**
 * The same refusal for an `onCall` function, whose SDK has verified the token already: `app` is
 * set only when the request carried a valid one. `caller` words the message for who calls it.
 */
export function requireCallableAppCheck(
  request: CallableRequest,
  enforced: boolean,
  action: string,
  caller: CallableCaller = 'page',
): void {
  if (!enforced || request.app) return;
  throw request.rawRequest.header(APP_CHECK_HEADER) ? invalidToken(action, caller) : missingToken(action, caller);
}
