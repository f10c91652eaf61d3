/**
 * What every lead goes through once its request has been checked, whichever way it came (the
 * apps' JSON call, functions.ts, or a page's plain form post, formPost.ts): validation with the
 * honeypot refusal, the per-client and global rate limits, storing, and the first delivery.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type { LeadIntakeSettings, LeadSettings } from '../config';
import { HONEYPOT_FIELD, LEAD_SCHEMAS, type LeadReceipt, type LeadType } from '../domain';
import { parseRequest } from '../errors';
import { clientAddress, hashClient, type RequestLike } from './policy';
import { type attemptDelivery, enforceRateLimit, type LeadChannel, type StoredLead, storeLead } from './store';

/** What taking a lead needs: Firestore, the settings, the time, and the first delivery attempt. */
export interface LeadCore {
  firestore: Firestore;
  settings: LeadSettings;
  intake: LeadIntakeSettings;
  now: Date;
  deliver: typeof attemptDelivery;
}

/** The `event` field logged when Firestore could not count or store a valid lead. */
export const LEAD_STORAGE_FAILED_EVENT = 'lead_storage_failed';

/**
 * Validates `data` as a `type` lead (`invalid-argument` naming the field; a filled honeypot is
 * "website: must be left empty" and nothing is stored), counts it for the client of `request`
 * and all clients (`resource-exhausted`), stores it (`unavailable` when Firestore fails) and
 * tries the first delivery. A repeat within the duplicate window is acknowledged only.
 */
export async function takeLead(
  type: LeadType,
  data: unknown,
  request: RequestLike,
  deps: LeadCore,
  channel: LeadChannel,
): Promise<LeadReceipt> {
  const { firestore, settings, intake, now } = deps;
  const { [HONEYPOT_FIELD]: _honeypot, ...payload } = parseRequest(LEAD_SCHEMAS[type], data);

  // Only valid submissions count against the limits: a typo does not use up the visitor's quota.
  const hops = channel === 'form-post' ? settings.formPostProxyHops : settings.clientProxyHops;
  const clientHash = hashClient(clientAddress(request, hops), intake.clientSalt);
  let stored: StoredLead;
  try {
    await enforceRateLimit(firestore, clientHash, settings, now, channel);
    stored = await storeLead(firestore, { type, payload, now }, settings);
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
    return { ok: true };
  }
  await deps.deliver(stored.leadRef, stored.lead, settings);
  return { ok: true };
}
