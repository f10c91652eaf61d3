/**
 * subscribeNewsletter, sendQuizLead and sendContact: the newsletter sign-up, the AI readiness
 * quiz's lead and the contact form. Each one, in order: refuses pages from other sites and
 * malformed or oversized requests, validates the input (naming the bad field), counts the valid
 * submission against the client's and the global rate limit, stores the lead, then forwards it
 * to its webhook. A failed forward is retried later (retryLeadDeliveries), so the caller hears
 * "received" as soon as the lead is stored.
 *
 * They speak the callable protocol themselves (callableHttp.ts) so that no input, however
 * malformed, gets anything but a JSON answer with a 4xx status. Being HTTPS functions, they check
 * App Check themselves too (../appCheck.ts), right after CORS.
 */

import { HttpsError, type HttpsOptions, onRequest, type Request, type Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { type AppCheckVerifier, requireAppCheck, verifyWithFirebase } from '../appCheck';
import { clientSalt, leadIntakeSettings, leadSettings, REGION, WEBHOOK_SECRETS } from '../config';
import { LEAD_LIMITS, type LeadReceipt, type LeadType } from '../domain';
import { db } from '../firebase';
import { withoutPoweredBy } from '../http';
import { applyCors, callableData, sendCallableError, sendCallableResult } from './callableHttp';
import { type LeadCore, takeLead } from './intake';
import { attemptDelivery } from './store';

export { LEAD_STORAGE_FAILED_EVENT } from './intake';

export interface LeadIntake extends LeadCore {
  /** Checks an App Check token when `intake.appCheckEnforced` is on. */
  verifyAppCheck: AppCheckVerifier;
}

export async function receiveLead(type: LeadType, request: Request, deps: LeadIntake): Promise<LeadReceipt> {
  // Before anything is read or counted: an unattested request uses up nobody's quota.
  await requireAppCheck(request, { enforced: deps.intake.appCheckEnforced, verify: deps.verifyAppCheck });
  const data = callableData(request, LEAD_LIMITS.requestBytes);
  return takeLead(type, data, request, deps, 'json');
}

const leadOptions: HttpsOptions = {
  region: REGION,
  memory: '256MiB',
  timeoutSeconds: 60,
  maxInstances: 10,
  invoker: 'public',
  // CORS is answered in applyCors, for the configured origins only.
  cors: false,
  secrets: [...WEBHOOK_SECRETS, clientSalt],
};

/**
 * The whole HTTP exchange of one lead function: CORS, then receiveLead, answered in the callable
 * protocol's JSON whatever happens. `dependencies` is called once per request (params and
 * secrets are read at request time); tests pass their own.
 */
export function leadRequestHandler(type: LeadType, dependencies: () => LeadIntake) {
  return async (request: Request, response: Response): Promise<void> => {
    try {
      const deps = dependencies();
      if (applyCors(request, response, deps.intake.allowedOrigins)) return;
      sendCallableResult(response, await receiveLead(type, request, deps));
    } catch (error) {
      if (error instanceof HttpsError) {
        sendCallableError(response, error);
        return;
      }
      logger.error('Lead function failed unexpectedly', {
        type,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      sendCallableError(response, new HttpsError('internal', 'Something went wrong. Please try again later.'));
    }
  };
}

function deployedIntake(): LeadIntake {
  return {
    firestore: db(),
    settings: leadSettings(),
    intake: leadIntakeSettings(),
    now: new Date(),
    deliver: attemptDelivery,
    verifyAppCheck: verifyWithFirebase,
  };
}

function leadFunction(type: LeadType) {
  return onRequest(leadOptions, withoutPoweredBy(leadRequestHandler(type, deployedIntake)));
}

export const subscribeNewsletter = leadFunction('newsletter');
export const sendQuizLead = leadFunction('quiz');
export const sendContact = leadFunction('contact');
