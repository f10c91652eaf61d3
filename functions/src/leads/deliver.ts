/**
 * The first delivery of a lead's events, off the visitor's request: the visitor's answer waits only
 * for the write (the lead stored; a subscription's ending marked, unsubscribe.ts), and a Firestore
 * trigger on `leads/{leadId}` then claims the event and makes the first attempt (delivery.ts):
 * - deliverLead, on a lead's creation: the lead itself, with the lead id as the Idempotency-Key;
 * - deliverUnsubscribed, on a lead's update that ends its subscription (isNewEnding): the
 *   `unsubscribed` event, after the subscription itself has been delivered (the claim puts it off
 *   until then, and the retry run sends it after). Every other update of a lead (its claims, its
 *   attempts' records, a repeat submission) starts it too, and it returns at once: one short
 *   invocation, comparing the two versions the event carries, with no Firestore read or write.
 *
 * Retries are split by what failed. The triggers run with the platform's retries on: should one
 * fail before the attempt is recorded (Firestore unavailable, the instance stopped), the platform
 * runs it again, and the claim makes a retry that races a retry run (or another retry) send the
 * event at most once. A webhook that refuses or does not answer is the product's back-off instead
 * (LEAD_RETRY_BASE_SECONDS doubling, LEAD_MAX_ATTEMPTS, then `failed` and an alert), which
 * retryLeadDeliveries runs every minute; the platform's retries know none of that.
 */

import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/firestore';
import { logger } from 'firebase-functions/logger';
import { leadSettings, REGION, WEBHOOK_SECRETS } from '../config';
import { db } from '../firebase';
import { deliverFirst, isNewEnding } from './delivery';
import { LEADS_COLLECTION, type LeadDocument, type LeadEvent } from './leadDocument';

/** An event older than this is not retried by a trigger: the retry run has long taken the lead. */
const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

const TRIGGER = {
  document: `${LEADS_COLLECTION}/{leadId}` as const,
  region: REGION,
  retry: true,
  timeoutSeconds: 60,
  maxInstances: 10,
  secrets: WEBHOOK_SECRETS,
};

/** The events a trigger sends first (an older subscription's address only the retry run sends). */
type TriggeredEvent = Exclude<LeadEvent, 'unsubscribeUrl'>;

/** What each trigger logs when its event came too late, and when another sender holds the event. */
const LOGGED: Record<TriggeredEvent, { late: string; notClaimed: string }> = {
  subscription: {
    late: 'A new-lead event arrived too late; the retry run delivers the lead',
    notClaimed: 'A new lead was taken by another sender',
  },
  unsubscribed: {
    late: 'An ended subscription arrived too late; the retry run delivers its unsubscribed event',
    notClaimed: 'An unsubscribed event was taken by another sender, or waits for its subscription',
  },
};

/** The first attempt of `leadEvent` on the lead `leadId`, unless the trigger's event came too late. */
async function deliverFirstOf(leadId: string, leadEvent: TriggeredEvent, eventTime: string): Promise<void> {
  const about = { leadId, ...(leadEvent === 'subscription' ? {} : { leadEvent }) };
  const ageMs = Date.now() - Date.parse(eventTime);
  if (ageMs > MAX_EVENT_AGE_MS) {
    logger.warn(LOGGED[leadEvent].late, {
      ...about,
      ageSeconds: Math.round(ageMs / 1000),
    });
    return;
  }
  const firestore = db();
  const outcome = await deliverFirst(
    firestore,
    firestore.collection(LEADS_COLLECTION).doc(leadId),
    leadSettings(),
    leadEvent,
  );
  if (!outcome.claimed) logger.info(LOGGED[leadEvent].notClaimed, about);
}

export const deliverLead = onDocumentCreated(TRIGGER, (event) =>
  deliverFirstOf(event.params.leadId, 'subscription', event.time),
);

export const deliverUnsubscribed = onDocumentUpdated(TRIGGER, async (event) => {
  const before = event.data?.before.data() as LeadDocument | undefined;
  const after = event.data?.after.data() as LeadDocument | undefined;
  if (!isNewEnding(before, after)) return;
  await deliverFirstOf(event.params.leadId, 'unsubscribed', event.time);
});
