/**
 * Delivering a stored lead to its webhook: one attempt (delivered, rescheduled with back-off, or
 * marked failed after the last allowed one), and the claim every sender takes first so that no
 * two of them (the new-lead trigger, a retry of it, a retry run, an admin's resend) send the
 * same lead at the same time.
 */
import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { LeadSettings } from '../config';
import { type Forwarding, type ForwardingState, type LeadDocument, webhookBody } from './leadDocument';
import { retryDelaySeconds } from './policy';
import { postToWebhook } from './webhook';

/** The `event` field of the error logged when a lead is marked failed. */
export const LEAD_DELIVERY_FAILED_EVENT = 'lead_delivery_failed';

/** Firestore's NOT_FOUND: the document to update is gone. */
const NOT_FOUND = 5;

/**
 * Records an attempt's outcome on the lead. A lead erased while its attempt ran (a person's
 * erasure request) is gone: there is nothing to record, and nobody will send it again.
 */
async function record(leadRef: DocumentReference, fields: Record<string, unknown>): Promise<void> {
  try {
    await leadRef.update(fields);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    logger.info('A lead was erased while it was being delivered', { leadId: leadRef.id });
  }
}

/**
 * One delivery attempt for a lead this run holds: delivered, or rescheduled with back-off, or
 * marked failed after the last allowed attempt. The lead itself is always kept.
 */
export async function attemptDelivery(
  leadRef: DocumentReference,
  lead: LeadDocument,
  settings: LeadSettings,
): Promise<ForwardingState> {
  const attempts = lead.forwarding.attempts + 1;
  const outcome = await postToWebhook({
    url: settings.webhookUrls[lead.type],
    body: webhookBody(leadRef.id, lead),
    idempotencyKey: leadRef.id,
    signingKey: settings.webhookSigningKey,
    timeoutMs: settings.webhookTimeoutMs,
  });
  const finishedAt = new Date();
  const common = {
    'forwarding.attempts': attempts,
    'forwarding.last_attempt_at': Timestamp.fromDate(finishedAt),
  };

  if (outcome.ok) {
    await record(leadRef, {
      ...common,
      'forwarding.state': 'delivered' satisfies ForwardingState,
      'forwarding.next_attempt_at': null,
      'forwarding.last_error': null,
      'forwarding.delivered_at': Timestamp.fromDate(finishedAt),
    });
    logger.info('Lead delivered', { leadId: leadRef.id, type: lead.type, attempts });
    return 'delivered';
  }

  if (attempts >= settings.maxAttempts) {
    await record(leadRef, {
      ...common,
      'forwarding.state': 'failed' satisfies ForwardingState,
      'forwarding.next_attempt_at': null,
      'forwarding.last_error': outcome.error,
    });
    // `event` is fixed so a log-based alert can match every lead that needs a person's attention.
    logger.error('Lead delivery failed for good; the lead is kept in Firestore', {
      event: LEAD_DELIVERY_FAILED_EVENT,
      leadId: leadRef.id,
      type: lead.type,
      attempts,
      error: outcome.error,
    });
    return 'failed';
  }

  const delay = retryDelaySeconds(attempts, settings.retryBaseSeconds, settings.retryMaxSeconds);
  await record(leadRef, {
    ...common,
    'forwarding.next_attempt_at': Timestamp.fromMillis(finishedAt.getTime() + delay * 1000),
    'forwarding.last_error': outcome.error,
  });
  logger.warn('Lead delivery failed; will retry', {
    leadId: leadRef.id,
    type: lead.type,
    attempts,
    retryInSeconds: delay,
    error: outcome.error,
  });
  return 'pending';
}

/**
 * Takes a pending lead whose next attempt is due for one sender, in a transaction: its next
 * attempt is moved `claimSeconds` on (longer than one attempt can take), so every other sender
 * finds it not due and leaves it. Null when it is not pending, not due, or gone.
 */
export async function claimDueLead(
  firestore: Firestore,
  leadRef: DocumentReference,
  now: Date,
  settings: LeadSettings,
): Promise<LeadDocument | null> {
  return firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(leadRef);
    const lead = snapshot.data() as LeadDocument | undefined;
    const forwarding: Forwarding | undefined = lead?.forwarding;
    if (!lead || forwarding?.state !== 'pending') return null;
    if (forwarding.next_attempt_at && forwarding.next_attempt_at.toMillis() > now.getTime()) return null;
    // The hold runs from now (not from the run's start), so it covers this attempt in full.
    transaction.update(leadRef, {
      'forwarding.next_attempt_at': Timestamp.fromMillis(Date.now() + settings.claimSeconds * 1000),
    });
    return lead;
  });
}

/** What a new lead's delivery did: sent (with the attempt's outcome) or left to whoever holds it. */
export type NewLeadDelivery = { claimed: true; state: ForwardingState } | { claimed: false };

/**
 * The first delivery of a lead just stored, off the visitor's request (the Firestore trigger in
 * deliver.ts): claimed like a retry run's, so the trigger, a retry of it and a retry run that
 * found the lead due can never send it at the same time, then one attempt. A lead another sender
 * holds (or that is no longer pending) is left alone: that sender, or the retry run after its
 * hold, takes it on.
 */
export async function deliverNewLead(
  firestore: Firestore,
  leadRef: DocumentReference,
  settings: LeadSettings,
  now: Date = new Date(),
  deliver: typeof attemptDelivery = attemptDelivery,
): Promise<NewLeadDelivery> {
  const lead = await claimDueLead(firestore, leadRef, now, settings);
  if (!lead) return { claimed: false };
  return { claimed: true, state: await deliver(leadRef, lead, settings) };
}
