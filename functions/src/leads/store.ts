/**
 * Leads in Firestore: the per-client rate limit, storing a lead (once per short window), and
 * delivering it to its webhook with retries and back-off until delivered or marked failed.
 */

import { type DocumentReference, type DocumentSnapshot, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type { LeadSettings } from '../config';
import { type LeadPayloads, type LeadType, leadDeliveryState, leadEmailKey, type ResendLeadResult } from '../domain';
import {
  FINGERPRINTS_COLLECTION,
  FORM_POST_RATE_LIMIT_DOC,
  type Forwarding,
  type ForwardingState,
  GLOBAL_RATE_LIMIT_DOC,
  LEADS_COLLECTION,
  type LeadDocument,
  RATE_LIMITS_COLLECTION,
  webhookBody,
} from './leadDocument';
import {
  decideRateLimit,
  leadFingerprint,
  type RateLimitCounter,
  type RateLimitDecision,
  retryDelaySeconds,
} from './policy';
import { postToWebhook } from './webhook';

type AcceptedDecision = Extract<RateLimitDecision, { accepted: true }>;

function counterFrom(snapshot: DocumentSnapshot): RateLimitCounter | undefined {
  const started = snapshot.get('window_started_at');
  return started instanceof Timestamp
    ? { windowStartMs: started.toMillis(), count: Number(snapshot.get('count') ?? 0) }
    : undefined;
}

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Where a submission came from: the apps' JSON call, or a page's plain form post. */
export type LeadChannel = 'json' | 'form-post';

/** The `event` field logged when the plain form posts' own global limit refuses one. */
export const FORM_POST_RATE_LIMIT_EVENT = 'lead_form_post_rate_limit';

/**
 * Counts this (valid) submission for its client and for all clients together, or refuses it
 * when either quota is used up: the client's, so one network cannot flood the forms, and the
 * global one (per minute), so no number of networks together can flood the webhooks. A plain
 * form post (`channel` 'form-post') also counts against the form posts' own, smaller global
 * quota, so posts with scraped form tokens can use up only that share of the global one and
 * leave the rest to the apps (whose calls App Check attests).
 */
export async function enforceRateLimit(
  firestore: Firestore,
  clientHash: string,
  settings: LeadSettings,
  now: Date,
  channel: LeadChannel = 'json',
): Promise<void> {
  const counters = firestore.collection(RATE_LIMITS_COLLECTION);
  const clientRef = counters.doc(clientHash);
  const globalRef = counters.doc(GLOBAL_RATE_LIMIT_DOC);
  const formPostRef = counters.doc(FORM_POST_RATE_LIMIT_DOC);
  const decision = await firestore.runTransaction(async (transaction) => {
    const refs = channel === 'form-post' ? [clientRef, globalRef, formPostRef] : [clientRef, globalRef];
    const snapshots = await transaction.getAll(...refs);
    const [clientSnapshot, globalSnapshot, formPostSnapshot] = snapshots;
    if (!clientSnapshot || !globalSnapshot || snapshots.length !== refs.length) {
      throw new Error('Firestore returned fewer documents than asked for');
    }
    const nowMs = now.getTime();
    const client = decideRateLimit(
      counterFrom(clientSnapshot),
      nowMs,
      settings.rateLimitMax,
      settings.rateLimitWindowSeconds,
    );
    if (!client.accepted) return { refusedBy: 'client' as const, retryAfterMs: client.retryAfterMs };
    const counted: Array<readonly [DocumentReference, AcceptedDecision]> = [[clientRef, client]];
    if (formPostSnapshot) {
      const formPost = decideRateLimit(counterFrom(formPostSnapshot), nowMs, settings.formPostRateLimitPerMinute, 60);
      if (!formPost.accepted) return { refusedBy: 'form-post' as const, retryAfterMs: formPost.retryAfterMs };
      counted.push([formPostRef, formPost]);
    }
    const global = decideRateLimit(counterFrom(globalSnapshot), nowMs, settings.globalRateLimitPerMinute, 60);
    if (!global.accepted) return { refusedBy: 'global' as const, retryAfterMs: global.retryAfterMs };
    counted.push([globalRef, global]);
    for (const [ref, result] of counted) {
      transaction.set(ref, {
        window_started_at: Timestamp.fromMillis(result.counter.windowStartMs),
        count: result.counter.count,
        // Firestore's TTL policy deletes the counter some time after its window ends.
        expires_at: Timestamp.fromMillis(result.windowEndsAtMs),
      });
    }
    return null;
  });
  if (!decision) return;
  const retryAfterSeconds = Math.ceil(decision.retryAfterMs / 1000);
  if (decision.refusedBy === 'client') {
    logger.warn('Lead refused by the rate limit', { clientHash, channel, retryAfterSeconds });
    throw new HttpsError(
      'resource-exhausted',
      `Too many submissions from your network. Please try again in ${minutesText(decision.retryAfterMs)}.`,
    );
  }
  if (decision.refusedBy === 'form-post') {
    logger.warn("Plain form post refused by the form posts' global rate limit", {
      event: FORM_POST_RATE_LIMIT_EVENT,
      limitPerMinute: settings.formPostRateLimitPerMinute,
      retryAfterSeconds,
    });
  } else {
    logger.warn('Lead refused by the global rate limit', {
      event: 'lead_global_rate_limit',
      channel,
      limitPerMinute: settings.globalRateLimitPerMinute,
      retryAfterSeconds,
    });
  }
  throw new HttpsError(
    'resource-exhausted',
    `We are receiving unusually many submissions. Please try again in ${minutesText(decision.retryAfterMs)}.`,
  );
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
  input: { type: T; payload: LeadPayloads[T]; now: Date },
  settings: LeadSettings,
): Promise<StoredLead> {
  const { type, payload, now } = input;
  const fingerprint = leadFingerprint(type, payload);
  const leadRef = firestore.collection(LEADS_COLLECTION).doc();
  const fingerprintRef = firestore.collection(FINGERPRINTS_COLLECTION).doc(fingerprint);
  const lead: LeadDocument<T> = {
    type,
    payload,
    email_key: leadEmailKey(payload.email),
    created_at: Timestamp.fromDate(now),
    fingerprint,
    forwarding: {
      state: 'pending',
      attempts: 0,
      next_attempt_at: Timestamp.fromMillis(now.getTime() + settings.claimSeconds * 1000),
      last_attempt_at: null,
      last_error: null,
      delivered_at: null,
    },
    expires_at: Timestamp.fromMillis(now.getTime() + settings.leadRetentionSeconds * 1000),
  };

  if (settings.duplicateWindowSeconds === 0) {
    await leadRef.create(lead);
    return { duplicate: false, leadRef, lead };
  }

  return firestore.runTransaction<StoredLead>(async (transaction) => {
    const previous = await transaction.get(fingerprintRef);
    const expiresAt = previous.get('expires_at');
    if (previous.exists && expiresAt instanceof Timestamp && expiresAt.toMillis() > now.getTime()) {
      const leadId = String(previous.get('lead_id'));
      // Sending it again is an interaction too: the earlier lead is kept three years from now.
      const earlierRef = firestore.collection(LEADS_COLLECTION).doc(leadId);
      const earlier = await transaction.get(earlierRef);
      if (earlier.exists) transaction.update(earlierRef, { expires_at: lead.expires_at });
      return { duplicate: true, leadId };
    }
    transaction.create(leadRef, lead);
    transaction.set(fingerprintRef, {
      lead_id: leadRef.id,
      expires_at: Timestamp.fromMillis(now.getTime() + settings.duplicateWindowSeconds * 1000),
    });
    return { duplicate: false, leadRef, lead };
  });
}

/** The `event` field of the error logged when a lead is marked failed. */
export const LEAD_DELIVERY_FAILED_EVENT = 'lead_delivery_failed';

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
    // The hold runs from now (not from the run's start), so it covers this attempt in full.
    transaction.update(leadRef, {
      'forwarding.next_attempt_at': Timestamp.fromMillis(Date.now() + settings.claimSeconds * 1000),
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

/** Delivery attempts one retry run makes at the same time. */
const RETRY_CONCURRENCY = 10;

/**
 * One retry run: every pending lead whose next attempt is due (up to `limit`, oldest due first)
 * gets an attempt; the rest wait for the next run. Each lead is claimed in a transaction before
 * its attempt, so runs that overlap never send the same lead twice.
 */
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
  // A few attempts at a time: a hanging webhook then costs one timeout per batch, not per lead.
  const queue = [...due.docs];
  const worker = async () => {
    for (let snapshot = queue.shift(); snapshot; snapshot = queue.shift()) {
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
  };
  await Promise.all(Array.from({ length: Math.min(RETRY_CONCURRENCY, queue.length) }, worker));
  return summary;
}

/** The `event` field logged when an admin resends a failed lead. */
export const LEAD_RESENT_EVENT = 'lead_resent';

/**
 * An admin's resend of a failed lead: claims it in a transaction (so two admins, or an admin and
 * the retry run, never send it twice at once), then makes one attempt with the same idempotency
 * key as every earlier one (the lead id), so a receiver that did get it before drops the repeat.
 * The attempt counts like any other: delivered, or failed again (the attempts are used up, so the
 * retry run leaves it) with the new error. An expired or unknown lead is `not-found`, a lead that
 * is not failed `failed-precondition`.
 */
export async function resendFailedLead(
  firestore: Firestore,
  leadId: string,
  settings: LeadSettings,
  now: Date = new Date(),
  deliver: typeof attemptDelivery = attemptDelivery,
): Promise<ResendLeadResult> {
  const leadRef = firestore.collection(LEADS_COLLECTION).doc(leadId);
  const lead = await firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(leadRef);
    const stored = snapshot.data() as LeadDocument | undefined;
    const expiresAt = stored?.expires_at;
    if (!stored || (expiresAt instanceof Timestamp && expiresAt.toMillis() <= now.getTime())) {
      throw new HttpsError('not-found', 'This lead no longer exists (leads are deleted when they expire).');
    }
    if (stored.forwarding?.state !== 'failed') {
      throw new HttpsError(
        'failed-precondition',
        `Only a failed lead can be resent; this one is ${leadDeliveryState(stored.forwarding?.state)}.`,
      );
    }
    const forwarding: Forwarding = {
      ...stored.forwarding,
      state: 'pending',
      next_attempt_at: Timestamp.fromMillis(Date.now() + settings.claimSeconds * 1000),
    };
    // Held like a retry run's claim: should this call stop mid-attempt, the retry run takes it over.
    transaction.update(leadRef, {
      'forwarding.state': forwarding.state,
      'forwarding.next_attempt_at': forwarding.next_attempt_at,
    });
    return { ...stored, forwarding };
  });
  logger.info('An admin resends a failed lead', { event: LEAD_RESENT_EVENT, leadId, type: lead.type });
  await deliver(leadRef, lead, settings);
  const after = (await leadRef.get()).data() as LeadDocument | undefined;
  return {
    state: leadDeliveryState(after?.forwarding.state),
    attempts: after?.forwarding.attempts ?? lead.forwarding.attempts + 1,
    lastError: after?.forwarding.last_error ?? null,
  };
}
