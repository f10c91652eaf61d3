/**
 * What every lead goes through once its post has been checked (formPost.ts): validation with the
 * honeypot refusal, the per-client and global rate limits, and storing. Delivery to the webhook
 * happens off the visitor's request (deliver.ts), so the answer waits for none of it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type { AppCheckVerifier } from '../appCheck';
import type { LeadIntakeSettings, LeadSettings } from '../config';
import { describeProblem, HONEYPOT_FIELD, type LeadReceipt, type LeadType, validateLead } from '../domain';
import { clientAddress, hashClient, type RequestLike } from './policy';
import { enforceRateLimit, type LeadChannel } from './rateLimit';
import { type StoredLead, storeLead } from './storeLead';

/** What taking a lead needs: Firestore, the settings, the time, and the App Check verifier. */
export interface LeadCore {
  firestore: Firestore;
  settings: LeadSettings;
  intake: LeadIntakeSettings;
  now: Date;
  /** Checks an App Check token when `intake.appCheckEnforced` is on (the apps' posts). */
  verifyAppCheck: AppCheckVerifier;
}

/** The `event` field logged when Firestore could not count or store a valid lead. */
export const LEAD_STORAGE_FAILED_EVENT = 'lead_storage_failed';

/**
 * Validates `data` as a `type` lead (`invalid-argument` naming the field and, in `problem`, what is
 * wrong with it (a LeadFieldProblem); a filled honeypot is
 * "website: must be left empty" and nothing is stored), counts it for the client of `request`
 * and all clients (`resource-exhausted`) and stores it with the site path of its page (`unavailable`
 * when Firestore fails). A repeat within the duplicate window is acknowledged only.
 */
export async function takeLead(
  type: LeadType,
  data: unknown,
  request: RequestLike,
  deps: LeadCore,
  channel: LeadChannel,
  page?: string,
): Promise<LeadReceipt> {
  const { firestore, settings, intake, now } = deps;
  const checked = validateLead(type, data);
  if (!checked.ok) {
    const { field, problem } = checked.refusal;
    throw new HttpsError('invalid-argument', `Invalid input: ${describeProblem(checked.refusal)}`, { field, problem });
  }
  const { [HONEYPOT_FIELD]: _honeypot, ...payload } = checked.value;

  // Only valid submissions count against the limits: a typo does not use up the visitor's quota.
  // A post through Hosting is counted by the address its CDN saw; one to the function's own
  // address by the address Google's front end saw (see clientAddress).
  const clientHash = hashClient(clientAddress(request, settings.trustedProxies), intake.clientSalt);
  let stored: StoredLead;
  try {
    await enforceRateLimit(firestore, clientHash, settings, now, channel);
    stored = await storeLead(firestore, { type, payload, now, page }, settings);
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error('A lead could not be stored; nothing was forwarded', {
      event: LEAD_STORAGE_FAILED_EVENT,
      type,
      channel,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new HttpsError('unavailable', 'Your submission could not be saved just now. Please try again in a moment.');
  }
  if (stored.duplicate) {
    logger.info('Duplicate lead acknowledged, not forwarded again', { leadId: stored.leadId, type, channel });
  }
  return { ok: true };
}
