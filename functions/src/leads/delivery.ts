/**
 * Delivering a stored lead to its webhook: one attempt (delivered, rescheduled with back-off, or
 * marked failed after the last allowed one), and the claim every sender takes first so that no
 * two of them (the new-lead and ended-subscription triggers, a retry of either, a retry run, an
 * admin's resend) send the same lead, or the same ending, at the same time.
 */
import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { LeadSettings } from '../config';
import {
  type Forwarding,
  type ForwardingState,
  type LeadDocument,
  type LeadEvent,
  unsubscribedBody,
  unsubscribeUrlBody,
  webhookBody,
} from './leadDocument';
import { retryDelaySeconds } from './policy';
import { unsubscribeUrl } from './unsubscribeToken';
import { postToWebhook } from './webhook';

/**
 * Where each event's delivery is kept on the lead, its Idempotency-Key and its body. The lead
 * itself goes under its id (as it always has); a newsletter lead's ending under
 * `<id>:unsubscribed:<when, ms>`, the same on every attempt, so the tool drops a repeat of either and
 * never takes one for the other (nor a second ending of the same lead, after subscribing again, for the first).
 */
const EVENTS: Record<
  LeadEvent,
  {
    field: string;
    forwarding: (lead: LeadDocument) => Forwarding | undefined;
    key: (leadId: string, lead: LeadDocument) => string;
    /** Null when there is nothing to send (an unsubscribe address without its key or SITE_URL). */
    body: (leadId: string, lead: LeadDocument, settings: LeadSettings) => Record<string, unknown> | null;
  }
> = {
  subscription: {
    field: 'forwarding',
    forwarding: (lead) => lead.forwarding,
    key: (leadId) => leadId,
    body: (leadId, lead, settings) => webhookBody(leadId, lead, unsubscribeUrl(settings, leadId, lead.page)),
  },
  unsubscribed: {
    field: 'unsubscribe.forwarding',
    forwarding: (lead) => lead.unsubscribe?.forwarding,
    key: (leadId, lead) => `${leadId}:unsubscribed:${lead.unsubscribe?.at.toMillis() ?? 0}`,
    body: (leadId, lead) => unsubscribedBody(leadId, lead),
  },
  unsubscribeUrl: {
    field: 'unsubscribe_url.forwarding',
    forwarding: (lead) => lead.unsubscribe_url?.forwarding,
    key: (leadId) => `${leadId}:unsubscribe_url`,
    body: (leadId, lead, settings) => {
      const url = unsubscribeUrl(settings, leadId, lead.page);
      return url ? unsubscribeUrlBody(leadId, lead, url) : null;
    },
  },
};

/** Why an event with nothing to send was not sent (EVENTS' body answered null). */
const NOTHING_TO_SEND = 'no unsubscribe address can be made: NEWSLETTER_UNSUBSCRIBE_KEY or SITE_URL is not set';

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
  event: LeadEvent = 'subscription',
): Promise<ForwardingState> {
  const { field, forwarding, key, body } = EVENTS[event];
  const attempts = (forwarding(lead)?.attempts ?? 0) + 1;
  const sent = body(leadRef.id, lead, settings);
  const outcome = sent
    ? await postToWebhook({
        url: settings.webhookUrls[lead.type],
        body: sent,
        idempotencyKey: key(leadRef.id, lead),
        signingKey: settings.webhookSigningKey,
        timeoutMs: settings.webhookTimeoutMs,
      })
    : ({ ok: false, error: NOTHING_TO_SEND } as const);
  const finishedAt = new Date();
  const common = {
    [`${field}.attempts`]: attempts,
    [`${field}.last_attempt_at`]: Timestamp.fromDate(finishedAt),
  };
  // The lead's own delivery is logged as it always was; its ending's says which event it is.
  const about = { leadId: leadRef.id, type: lead.type, ...(event === 'subscription' ? {} : { leadEvent: event }) };

  if (outcome.ok) {
    await record(leadRef, {
      ...common,
      [`${field}.state`]: 'delivered' satisfies ForwardingState,
      [`${field}.next_attempt_at`]: null,
      [`${field}.last_error`]: null,
      [`${field}.delivered_at`]: Timestamp.fromDate(finishedAt),
      // The tool has this subscription's unsubscribe address: pnpm leads:unsubscribe-urls leaves it.
      ...(sent && 'unsubscribe_url' in sent && event === 'subscription' ? { unsubscribe_url_sent: true } : {}),
    });
    logger.info('Lead delivered', { ...about, attempts });
    return 'delivered';
  }

  if (attempts >= settings.maxAttempts) {
    await record(leadRef, {
      ...common,
      [`${field}.state`]: 'failed' satisfies ForwardingState,
      [`${field}.next_attempt_at`]: null,
      [`${field}.last_error`]: outcome.error,
    });
    // `event` is fixed so a log-based alert can match every lead that needs a person's attention.
    logger.error('Lead delivery failed for good; the lead is kept in Firestore', {
      event: LEAD_DELIVERY_FAILED_EVENT,
      ...about,
      attempts,
      error: outcome.error,
    });
    return 'failed';
  }

  const delay = retryDelaySeconds(attempts, settings.retryBaseSeconds, settings.retryMaxSeconds);
  await record(leadRef, {
    ...common,
    [`${field}.next_attempt_at`]: Timestamp.fromMillis(finishedAt.getTime() + delay * 1000),
    [`${field}.last_error`]: outcome.error,
  });
  logger.warn('Lead delivery failed; will retry', {
    ...about,
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
  event: LeadEvent = 'subscription',
): Promise<LeadDocument | null> {
  const { field, forwarding: of } = EVENTS[event];
  return firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(leadRef);
    const lead = snapshot.data() as LeadDocument | undefined;
    const forwarding: Forwarding | undefined = lead ? of(lead) : undefined;
    if (!lead || forwarding?.state !== 'pending') return null;
    if (forwarding.next_attempt_at && forwarding.next_attempt_at.toMillis() > now.getTime()) return null;
    // An ending (or an address) goes after its subscription, never before: until the tool has the
    // subscription, it waits its back-off (no attempt counted) and the retry run looks again.
    if (event !== 'subscription' && lead.forwarding.state !== 'delivered') {
      transaction.update(leadRef, {
        [`${field}.next_attempt_at`]: Timestamp.fromMillis(Date.now() + settings.retryBaseSeconds * 1000),
      });
      return null;
    }
    // The hold runs from now (not from the run's start), so it covers this attempt in full.
    transaction.update(leadRef, {
      [`${field}.next_attempt_at`]: Timestamp.fromMillis(Date.now() + settings.claimSeconds * 1000),
    });
    return lead;
  });
}

/** What a first delivery did: sent (with the attempt's outcome) or left to whoever holds it. */
export type FirstDelivery = { claimed: true; state: ForwardingState } | { claimed: false };

/**
 * The first delivery of an event, off the visitor's request (the Firestore triggers in deliver.ts):
 * a lead just stored (`subscription`) or a subscription just ended (`unsubscribed`). Claimed like a
 * retry run's, so the trigger, a retry of it and a retry run that found the event due can never
 * send it at the same time, then one attempt. An event another sender holds (or that is no longer
 * pending) is left alone: that sender, or the retry run after its hold, takes it on; an ending whose
 * subscription has not been delivered yet is put off by the claim, and the retry run sends it after.
 */
export async function deliverFirst(
  firestore: Firestore,
  leadRef: DocumentReference,
  settings: LeadSettings,
  event: LeadEvent = 'subscription',
  now: Date = new Date(),
  deliver: typeof attemptDelivery = attemptDelivery,
): Promise<FirstDelivery> {
  const lead = await claimDueLead(firestore, leadRef, now, settings, event);
  if (!lead) return { claimed: false };
  return { claimed: true, state: await deliver(leadRef, lead, settings, event) };
}

/**
 * Whether a lead's update is a subscription's ending, written by unsubscribe() with its event
 * pending: `unsubscribe` added, or replaced by a later ending (another `at`). Every other update of
 * a lead (a claim, an attempt's record, a repeat submission, the mark cleared by a new sign-up)
 * is not, and costs the trigger this comparison alone: the event carries both versions, nothing is read.
 */
export function isNewEnding(before: LeadDocument | undefined, after: LeadDocument | undefined): boolean {
  const ending = after?.unsubscribe;
  if (ending?.forwarding.state !== 'pending') return false;
  return before?.unsubscribe?.at.toMillis() !== ending.at.toMillis();
}
