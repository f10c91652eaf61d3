/**
 * The rate limits of lead submissions: per client, for all clients together, and the plain form
 * posts' own share of the global one. Counted in one transaction per valid submission.
 */
import { type DocumentReference, type DocumentSnapshot, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type { LeadSettings } from '../config';
import { FORM_POST_RATE_LIMIT_DOC, GLOBAL_RATE_LIMIT_DOC, RATE_LIMITS_COLLECTION } from './leadDocument';
import { decideRateLimit, type RateLimitCounter, type RateLimitDecision } from './policy';

type AcceptedDecision = Extract<RateLimitDecision, { accepted: true }>;

/** A stored counter (`rate_limits/…`), or undefined when there is none yet. */
export function counterFrom(snapshot: DocumentSnapshot): RateLimitCounter | undefined {
  const started = snapshot.get('window_started_at');
  return started instanceof Timestamp
    ? { windowStartMs: started.toMillis(), count: Number(snapshot.get('count') ?? 0) }
    : undefined;
}

/** An accepted decision's counter as stored (`rate_limits/…`). */
export function storedCounter(result: AcceptedDecision) {
  return {
    window_started_at: Timestamp.fromMillis(result.counter.windowStartMs),
    count: result.counter.count,
    // Firestore's TTL policy deletes the counter some time after its window ends.
    expires_at: Timestamp.fromMillis(result.windowEndsAtMs),
  };
}

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Who sent a submission: the apps (the form posted by `fetch`, with an App Check token where it is
 * enforced), or the browser itself without JavaScript (a plain form post, attested by its form
 * token only).
 */
export type LeadChannel = 'app' | 'form-post';

/** The `event` field logged when the plain form posts' own global limit refuses one. */
const FORM_POST_RATE_LIMIT_EVENT = 'lead_form_post_rate_limit';

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
  channel: LeadChannel = 'app',
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
      transaction.set(ref, storedCounter(result));
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
