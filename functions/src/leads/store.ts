/**
 * Leads in Firestore: the per-client rate limit, storing a lead (once per short window), and
 * delivering it to its webhook with retries and back-off until delivered or marked failed.
 */

import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type { LeadSettings } from '../config';
import type { LeadPayloads, LeadType } from '../domain';
import {
  FINGERPRINTS_COLLECTION,
  type Forwarding,
  type ForwardingState,
  LEADS_COLLECTION,
  type LeadDocument,
  RATE_LIMITS_COLLECTION,
  webhookBody,
} from './leadDocument';
import { decideRateLimit, leadFingerprint, type RateLimitCounter, retryDelaySeconds } from './policy';
import { postToWebhook } from './webhook';

/** Counts this submission for the client, or refuses it when the client's quota is used up. */
export async function enforceRateLimit(
  firestore: Firestore,
  clientHash: string,
  settings: LeadSettings,
  now: Date,
): Promise<void> {
  const counterRef = firestore.collection(RATE_LIMITS_COLLECTION).doc(clientHash);
  const decision = await firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(counterRef);
    const started = snapshot.get('window_started_at');
    const previous: RateLimitCounter | undefined =
      started instanceof Timestamp
        ? { windowStartMs: started.toMillis(), count: Number(snapshot.get('count') ?? 0) }
        : undefined;
    const result = decideRateLimit(previous, now.getTime(), settings.rateLimitMax, settings.rateLimitWindowSeconds);
    if (result.accepted) {
      transaction.set(counterRef, {
        window_started_at: Timestamp.fromMillis(result.counter.windowStartMs),
        count: result.counter.count,
        // Firestore's TTL policy deletes counters some time after this.
        expires_at: Timestamp.fromMillis(result.windowEndsAtMs),
      });
    }
    return result;
  });
  if (!decision.accepted) {
    logger.warn('Lead refused by the rate limit', {
      clientHash,
      retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
    });
    const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
    throw new HttpsError(
      'resource-exhausted',
      `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

export type StoredLead =
  | { duplicate: false; leadRef: DocumentReference; lead: LeadDocument }
  /** The same submission arrived within the duplicate window: nothing new was stored. */
  | { duplicate: true; leadId: string };

/**
 * Stores the lead as pending, held for `claimSeconds` for the immediate delivery attempt — or,
 * when the same content arrived within the duplicate window, only reports the earlier lead.
 */
export async function storeLead<T extends LeadType>(
  firestore: Firestore,
  input: { type: T; payload: LeadPayloads[T]; clientHash: string; now: Date },
  settings: LeadSettings,
): Promise<StoredLead> {
  const { type, payload, clientHash, now } = input;
  const fingerprint = leadFingerprint(type, payload);
  const leadRef = firestore.collection(LEADS_COLLECTION).doc();
  const fingerprintRef = firestore.collection(FINGERPRINTS_COLLECTION).doc(fingerprint);
  const lead: LeadDocument<T> = {
    type,
    payload,
    created_at: Timestamp.fromDate(now),
    client_hash: clientHash,
    fingerprint,
    forwarding: {
      state: 'pending',
      attempts: 0,
      next_attempt_at: Timestamp.fromMillis(now.getTime() + settings.claimSeconds * 1000),
      last_attempt_at: null,
      last_error: null,
      delivered_at: null,
    },
  };

  if (settings.duplicateWindowSeconds === 0) {
    await leadRef.create(lead);
    return { duplicate: false, leadRef, lead };
  }

  return firestore.runTransaction<StoredLead>(async (transaction) => {
    const previous = await transaction.get(fingerprintRef);
    const expiresAt = previous.get('expires_at');
    if (previous.exists && expiresAt instanceof Timestamp && expiresAt.toMillis() > now.getTime()) {
      return { duplicate: true, leadId: String(previous.get('lead_id')) };
    }
    transaction.create(leadRef, lead);
    transaction.set(fingerprintRef, {
      lead_id: leadRef.id,
      expires_at: Timestamp.fromMillis(now.getTime() + settings.duplicateWindowSeconds * 1000),
    });
    return { duplicate: false, leadRef, lead };
  });
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
  const outcome = await postToWebhook(
    settings.webhookUrls[lead.type],
    webhookBody(leadRef.id, lead),
    leadRef.id,
    settings.webhookTimeoutMs,
  );
  const finishedAt = new Date();
  const common = {
    'forwarding.attempts': attempts,
    'forwarding.last_attempt_at': Timestamp.fromDate(finishedAt),
  };

  if (outcome.ok) {
    await leadRef.update({
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
    await leadRef.update({
      ...common,
      'forwarding.state': 'failed' satisfies ForwardingState,
      'forwarding.next_attempt_at': null,
      'forwarding.last_error': outcome.error,
    });
    logger.error('Lead delivery failed for good; the lead is kept in Firestore', {
      leadId: leadRef.id,
      type: lead.type,
      attempts,
      error: outcome.error,
    });
    return 'failed';
  }

  const delay = retryDelaySeconds(attempts, settings.retryBaseSeconds, settings.retryMaxSeconds);
  await leadRef.update({
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

/** Takes a due lead for this run (so overlapping runs never deliver it twice). */
async function claimDueLead(
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
    transaction.update(leadRef, {
      'forwarding.next_attempt_at': Timestamp.fromMillis(now.getTime() + settings.claimSeconds * 1000),
    });
    return lead;
  });
}

export interface RetrySummary {
  /** Pending leads whose next attempt was due. */
  due: number;
  delivered: number;
  /** Failed again, rescheduled with a longer wait. */
  rescheduled: number;
  /** Failed on their last allowed attempt. */
  failed: number;
  /** Taken by another run meanwhile. */
  skipped: number;
}

/** One retry run: every pending lead whose next attempt is due gets an attempt. */
export async function retryDueLeads(
  firestore: Firestore,
  settings: LeadSettings,
  now: Date = new Date(),
  limit = 50,
): Promise<RetrySummary> {
  const due = await firestore
    .collection(LEADS_COLLECTION)
    .where('forwarding.state', '==', 'pending')
    .where('forwarding.next_attempt_at', '<=', Timestamp.fromDate(now))
    .orderBy('forwarding.next_attempt_at')
    .limit(limit)
    .get();

  const summary: RetrySummary = { due: due.size, delivered: 0, rescheduled: 0, failed: 0, skipped: 0 };
  for (const snapshot of due.docs) {
    const lead = await claimDueLead(firestore, snapshot.ref, now, settings);
    if (!lead) {
      summary.skipped++;
      continue;
    }
    const state = await attemptDelivery(snapshot.ref, lead, settings);
    if (state === 'delivered') summary.delivered++;
    else if (state === 'failed') summary.failed++;
    else summary.rescheduled++;
  }
  return summary;
}
