/**
 * Sending leads again: the retry run (every pending lead whose back-off has passed, a few at a
 * time) and an admin's resend of a failed lead. Both claim each lead first (delivery.ts).
 */
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import pMap from 'p-map';
import type { LeadSettings } from '../config';
import { leadDeliveryState, type ResendableLeadEvent, type ResendLeadResult } from '../domain';
import { attemptDelivery, claimDueLead } from './delivery';
import { type Forwarding, LEADS_COLLECTION, type LeadDocument, type LeadEvent } from './leadDocument';

export interface RetrySummary {
  /** Pending leads (and ended subscriptions' `unsubscribed` events) whose next attempt was due. */
  due: number;
  delivered: number;
  /** Failed again, rescheduled with a longer wait. */
  rescheduled: number;
  /** Failed on their last allowed attempt. */
  failed: number;
  /** Taken by another run meanwhile. */
  skipped: number;
  /**
   * Not attempted or not recorded, for an error of their own (a claim's transaction that failed, a
   * lead erased meanwhile): logged, and taken again by a later run once due.
   */
  errors: number;
}

/** Delivery attempts one retry run makes at the same time. */
const RETRY_CONCURRENCY = 10;

/** Where each event's delivery is kept on the lead (delivery.ts), for the query of the due ones. */
const EVENT_FORWARDING: Record<LeadEvent, string> = {
  subscription: 'forwarding',
  unsubscribed: 'unsubscribe.forwarding',
  unsubscribeUrl: 'unsubscribe_url.forwarding',
};

/** Up to `limit` leads whose `event` is pending and due at `now`, oldest due first. */
async function dueFor(firestore: Firestore, event: LeadEvent, now: Date, limit: number) {
  const field = EVENT_FORWARDING[event];
  const due = await firestore
    .collection(LEADS_COLLECTION)
    .where(`${field}.state`, '==', 'pending')
    .where(`${field}.next_attempt_at`, '<=', Timestamp.fromDate(now))
    .orderBy(`${field}.next_attempt_at`)
    .limit(limit)
    .get();
  return due.docs.map((snapshot) => ({ snapshot, event }));
}

/**
 * One retry run: every pending lead whose next attempt is due (up to `limit`, oldest due first),
 * then every due `unsubscribed` event in what is left of `limit`,
 * gets an attempt, whatever another lead's error; the rest wait for the next run. Each lead is claimed in a transaction before
 * its attempt, so runs that overlap never send the same lead twice.
 */
export async function retryDueLeads(
  firestore: Firestore,
  settings: LeadSettings,
  now: Date = new Date(),
  limit = 50,
): Promise<RetrySummary> {
  const leads = await dueFor(firestore, 'subscription', now, limit);
  const endings = leads.length < limit ? await dueFor(firestore, 'unsubscribed', now, limit - leads.length) : [];
  const taken = leads.length + endings.length;
  // Older subscriptions' addresses (pnpm leads:unsubscribe-urls) last: a new lead or an ending never waits for them.
  const addresses = taken < limit ? await dueFor(firestore, 'unsubscribeUrl', now, limit - taken) : [];
  const due = [...leads, ...endings, ...addresses];

  const summary: RetrySummary = { due: due.length, delivered: 0, rescheduled: 0, failed: 0, skipped: 0, errors: 0 };
  // A few attempts at a time: a hanging webhook then costs one timeout per batch, not per lead. One
  // lead's error stops none of the others (it is logged and counted; a later run takes it again).
  await pMap(
    due,
    async ({ snapshot, event }) => {
      try {
        const lead = await claimDueLead(firestore, snapshot.ref, now, settings, event);
        if (!lead) {
          summary.skipped++;
          return;
        }
        const state = await attemptDelivery(snapshot.ref, lead, settings, event);
        if (state === 'delivered') summary.delivered++;
        else if (state === 'failed') summary.failed++;
        else summary.rescheduled++;
      } catch (error) {
        summary.errors++;
        logger.error('A lead delivery retry could not be made; the next run tries again', {
          event: 'lead_retry_error',
          leadId: snapshot.ref.id,
          ...(event === 'subscription' ? {} : { leadEvent: event }),
          error: String(error),
        });
      }
    },
    { concurrency: RETRY_CONCURRENCY },
  );
  return summary;
}

/** The `event` field logged when an admin resends a failed lead. */
const LEAD_RESENT_EVENT = 'lead_resent';

/** The delivery of `event` on a stored lead (the lead's own, its ending's or its unsubscribe address's), if it has one. */
function forwardingOf(lead: LeadDocument, event: ResendableLeadEvent): Forwarding | undefined {
  if (event === 'subscription') return lead.forwarding;
  return event === 'unsubscribed' ? lead.unsubscribe?.forwarding : lead.unsubscribe_url?.forwarding;
}

/** `lead` with `forwarding` as the delivery of `event`. */
function withForwarding(
  lead: LeadDocument,
  event: ResendableLeadEvent,
  forwarding: Forwarding,
  now: Date,
): LeadDocument {
  if (event === 'subscription') return { ...lead, forwarding };
  if (event === 'unsubscribeUrl') return { ...lead, unsubscribe_url: { forwarding } };
  return { ...lead, unsubscribe: { at: lead.unsubscribe?.at ?? Timestamp.fromDate(now), forwarding } };
}

/** What staff are told when an event of a lead is not failed. */
const NOT_FAILED: Record<ResendableLeadEvent, string> = {
  subscription: 'Only a failed lead can be resent',
  unsubscribed: 'Only a failed unsubscribed event can be resent',
  unsubscribeUrl: 'Only a failed unsubscribe address event can be resent',
};

/** What staff are told when a lead has no such event to resend. */
const NO_EVENT: Partial<Record<ResendableLeadEvent, string>> = {
  unsubscribed:
    'This subscription has not been ended (or was taken up again): there is no unsubscribed event to resend.',
  unsubscribeUrl: 'No unsubscribe address was queued for this subscription: there is no such event to resend.',
};

/**
 * An admin's resend of a failed lead (`subscription`), of a newsletter subscription's failed
 * ending (`unsubscribed`) or of an older subscription's failed unsubscribe address
 * (`unsubscribeUrl`, queued by `pnpm leads:unsubscribe-urls`): claims it in a transaction (so two
 * admins, or an admin and the retry run, never send it twice at once), then makes one attempt with
 * the same idempotency key as every earlier one (the lead id; the ending's
 * `<id>:unsubscribed:<when>`; the address's `<id>:unsubscribe_url`), so a receiver that did get it
 * before drops the repeat. The attempt counts like any other: delivered, or failed again (the
 * attempts are used up, so the retry run leaves it) with the new error. An expired or unknown lead
 * is `not-found`; an event that is not failed, an event the lead does not have (an ending of a
 * subscription never ended or subscribed again since, an address never queued) or one whose lead
 * itself was never delivered, `failed-precondition`.
 */
export async function resendFailedLead(
  firestore: Firestore,
  leadId: string,
  settings: LeadSettings,
  now: Date = new Date(),
  deliver: typeof attemptDelivery = attemptDelivery,
  event: ResendableLeadEvent = 'subscription',
): Promise<ResendLeadResult> {
  const field = EVENT_FORWARDING[event];
  const leadRef = firestore.collection(LEADS_COLLECTION).doc(leadId);
  const lead = await firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(leadRef);
    const stored = snapshot.data() as LeadDocument | undefined;
    const expiresAt = stored?.expires_at;
    if (!stored || (expiresAt instanceof Timestamp && expiresAt.toMillis() <= now.getTime())) {
      throw new HttpsError('not-found', 'This lead no longer exists (leads are deleted when they expire).');
    }
    const storedForwarding = forwardingOf(stored, event);
    const noEvent = NO_EVENT[event];
    if (noEvent && !storedForwarding) throw new HttpsError('failed-precondition', noEvent);
    if (storedForwarding?.state !== 'failed') {
      throw new HttpsError(
        'failed-precondition',
        `${NOT_FAILED[event]}; this one is ${leadDeliveryState(storedForwarding?.state)}.`,
      );
    }
    // An ending (or an address) goes after its subscription, never before (delivery.ts): resend the lead first.
    if (event !== 'subscription' && stored.forwarding.state !== 'delivered') {
      throw new HttpsError(
        'failed-precondition',
        `The subscription itself has not been delivered: resend the lead first, then its ${event === 'unsubscribed' ? 'unsubscribed' : 'unsubscribe address'} event.`,
      );
    }
    const forwarding: Forwarding = {
      ...storedForwarding,
      state: 'pending',
      next_attempt_at: Timestamp.fromMillis(Date.now() + settings.claimSeconds * 1000),
    };
    // Held like a retry run's claim: should this call stop mid-attempt, the retry run takes it over.
    transaction.update(leadRef, {
      [`${field}.state`]: forwarding.state,
      [`${field}.next_attempt_at`]: forwarding.next_attempt_at,
    });
    return withForwarding(stored, event, forwarding, now);
  });
  logger.info('An admin resends a failed lead', {
    event: LEAD_RESENT_EVENT,
    leadId,
    type: lead.type,
    ...(event === 'subscription' ? {} : { leadEvent: event }),
  });
  await deliver(leadRef, lead, settings, event);
  const after = (await leadRef.get()).data() as LeadDocument | undefined;
  const delivered = after ? forwardingOf(after, event) : undefined;
  return {
    state: leadDeliveryState(delivered?.state),
    attempts: delivered?.attempts ?? (forwardingOf(lead, event)?.attempts ?? 0) + 1,
    lastError: delivered?.last_error ?? null,
  };
}
