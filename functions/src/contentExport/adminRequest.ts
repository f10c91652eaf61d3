/**
 * The admin check of the console's HTTP functions for the content (exportSiteContent,
 * restoreSiteContent), which answer or take a file and so are no callables: App Check first (when
 * enforced), then the caller's Firebase ID token (`Authorization: Bearer …`), then their staff
 * document, as every admin callable reads it.
 */
import type { Target } from '@app/content-tools';
import { type Auth, getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, type HttpsOptions, type Request, type Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { type AppCheckGate, requireAppCheck, verifyWithFirebase } from '../appCheck';
import { appCheckEnforced, REGION, siteUrl } from '../config';
import { requireAdmin, type StaffCaller } from '../errors';
import { adminApp, db } from '../firebase';
import { bearerToken, refusal } from './archive';
import { projectTarget } from './target';

export interface AdminRequestDeps {
  firestore: Firestore;
  auth: Pick<Auth, 'verifyIdToken'>;
  appCheck: AppCheckGate;
}

/**
 * What a content job of the console (an export or a restore) runs with: called by the console's
 * origin alone, an hour at most, one request at a time per instance (its files take the instance's
 * memory, /tmp included).
 */
export const CONTENT_JOB_OPTIONS = {
  region: REGION,
  invoker: 'public',
  cors: siteUrl,
  timeoutSeconds: 3600,
  memory: '2GiB',
  concurrency: 1,
} as const satisfies HttpsOptions;

/** The project a content job runs in, and its admin check's services. */
export function contentJobDeps(): AdminRequestDeps & { target: Target } {
  return {
    firestore: db(),
    auth: getAuth(adminApp()),
    appCheck: { enforced: appCheckEnforced.value(), verify: verifyWithFirebase },
    target: projectTarget(),
  };
}

/** The signed-in admin making the request, or the refusal (an HttpsError) saying why not. */
async function requireAdminRequest(request: Request, deps: AdminRequestDeps, action: string): Promise<StaffCaller> {
  await requireAppCheck(request, deps.appCheck, action);
  const token = bearerToken(request.header('authorization'));
  let auth: { uid: string; token: Awaited<ReturnType<Auth['verifyIdToken']>> } | undefined;
  if (token) {
    try {
      const decoded = await deps.auth.verifyIdToken(token);
      auth = { uid: decoded.uid, token: decoded };
    } catch (error) {
      logger.warn(`Refused a request to ${action} with an ID token that does not verify`, {
        error: error instanceof Error ? error.message : String(error),
      });
      throw new HttpsError(
        'unauthenticated',
        'Your sign-in has expired or is not valid: sign in again and try again.',
        {
          reason: 'id-token-invalid',
        },
      );
    }
  }
  // requireAdmin refuses a request without an account (401) and one without the admin role (403).
  return requireAdmin({ auth: auth ? { ...auth, rawToken: token ?? '' } : undefined }, deps.firestore, action);
}

/**
 * The opening of a content job's handler: a 405 for anything but a POST, then the admin check with
 * its refusal answered. The signed-in admin, or null when the response has been sent.
 */
export async function adminPost(
  request: Request,
  response: Response,
  deps: AdminRequestDeps,
  action: string,
): Promise<StaffCaller | null> {
  if (request.method !== 'POST') {
    response.status(405).set({ Allow: 'POST' });
    response.json({ error: { status: 'INVALID_ARGUMENT', message: `Only POST may ${action}.` } });
    return null;
  }
  try {
    return await requireAdminRequest(request, deps, action);
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error;
    const { status, body } = refusal(error);
    response.status(status).json(body);
    return null;
  }
}
