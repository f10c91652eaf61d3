/**
 * deliverLead: a new lead is sent to its webhook off the visitor's request. The visitor's answer
 * waits only for the lead to be stored; this Firestore trigger on `leads/{leadId}` then claims it
 * and makes the first attempt (delivery.ts), with the lead id as the Idempotency-Key.
 *
 * Retries are split by what failed. The trigger runs with the platform's retries on: should it
 * fail before the attempt is recorded (Firestore unavailable, the instance stopped), the platform
 * runs it again, and the claim makes a retry that races a retry run (or another retry) send the
 * lead at most once. A webhook that refuses or does not answer is the product's back-off instead
 * (LEAD_RETRY_BASE_SECONDS doubling, LEAD_MAX_ATTEMPTS, then `failed` and an alert), which
 * retryLeadDeliveries runs every minute; the platform's retries know none of that.
 */

import { onDocumentCreated } from 'firebase-functions/firestore';
import { logger } from 'firebase-functions/logger';
import { leadSettings, REGION, WEBHOOK_SECRETS } from '../config';
import { db } from '../firebase';
import { deliverNewLead } from './delivery';
import { LEADS_COLLECTION } from './leadDocument';

/** An event older than this is not retried by the trigger: the retry run has long taken the lead. */
const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

export const deliverLead = onDocumentCreated(
  {
    document: `${LEADS_COLLECTION}/{leadId}`,
    region: REGION,
    retry: true,
    timeoutSeconds: 60,
    maxInstances: 10,
    secrets: WEBHOOK_SECRETS,
  },
  async (event) => {
    const ageMs = Date.now() - Date.parse(event.time);
    if (ageMs > MAX_EVENT_AGE_MS) {
      logger.warn('A new-lead event arrived too late; the retry run delivers the lead', {
        leadId: event.params.leadId,
        ageSeconds: Math.round(ageMs / 1000),
      });
      return;
    }
    const firestore = db();
    const outcome = await deliverNewLead(
      firestore,
      firestore.collection(LEADS_COLLECTION).doc(event.params.leadId),
      leadSettings(),
    );
    if (!outcome.claimed) logger.info('A new lead was taken by another sender', { leadId: event.params.leadId });
  },
);
