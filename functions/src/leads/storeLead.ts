/**
 * Storing a lead: once per duplicate window (by its fingerprint), as pending delivery. Storing is
 * all the visitor's request waits for; delivery.ts sends it on from a Firestore trigger.
 */
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type Query,
  type QuerySnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { LeadSettings } from '../config';
import { LEAD_FINGERPRINTS_COLLECTION, type LeadPayloads, type LeadType, leadEmailKey } from '../domain';
import { LEADS_COLLECTION, type LeadDocument, pendingForwarding } from './leadDocument';
import { leadFingerprint } from './policy';

export type StoredLead =
  | { duplicate: false; leadRef: DocumentReference; lead: LeadDocument }
  /** The same submission arrived within the duplicate window: nothing new was stored. */
  | { duplicate: true; leadId: string };

/**
 * A newsletter subscription's address's earlier subscriptions that were ended (unsubscribe.ts):
 * subscribing again clears their mark, so the address is subscribed again, in the inbox too, and
 * a link in an earlier mail ends it again (with an event of its own).
 */
async function endedSubscriptions(
  read: (query: Query) => Promise<QuerySnapshot>,
  firestore: Firestore,
  type: LeadType,
  emailKey: string,
): Promise<DocumentReference[]> {
  if (type !== 'newsletter') return [];
  const leads = await read(firestore.collection(LEADS_COLLECTION).where('email_key', '==', emailKey));
  return leads.docs
    .filter((lead) => lead.get('type') === 'newsletter' && lead.get('unsubscribe') !== undefined)
    .map((lead) => lead.ref);
}

/**
 * Stores the lead as pending and due at once (the new-lead trigger, or a retry run that finds it
 * first, claims it before sending) — or,
 * when the same content arrived within the duplicate window, only reports the earlier lead. A
 * subscription the person has ended is no such earlier lead: subscribing again is stored and sent
 * as a new one, and clears the ended ones' mark.
 */
export async function storeLead<T extends LeadType>(
  firestore: Firestore,
  input: { type: T; payload: LeadPayloads[T]; now: Date; page?: string | undefined },
  settings: LeadSettings,
): Promise<StoredLead> {
  const { type, payload, now, page } = input;
  const fingerprint = leadFingerprint(type, payload);
  const leadRef = firestore.collection(LEADS_COLLECTION).doc();
  const fingerprintRef = firestore.collection(LEAD_FINGERPRINTS_COLLECTION).doc(fingerprint);
  const lead: LeadDocument<T> = {
    type,
    payload,
    email_key: leadEmailKey(payload.email),
    ...(page ? { page } : {}),
    created_at: Timestamp.fromDate(now),
    fingerprint,
    forwarding: pendingForwarding(now),
    expires_at: Timestamp.fromMillis(now.getTime() + settings.leadRetentionSeconds * 1000),
  };

  const resubscribed = { unsubscribe: FieldValue.delete() };

  if (settings.duplicateWindowSeconds === 0) {
    const ended = await endedSubscriptions((query) => query.get(), firestore, type, lead.email_key ?? '');
    const batch = firestore.batch().create(leadRef, lead);
    for (const endedRef of ended) batch.update(endedRef, resubscribed);
    await batch.commit();
    return { duplicate: false, leadRef, lead };
  }

  return firestore.runTransaction<StoredLead>(async (transaction) => {
    const previous = await transaction.get(fingerprintRef);
    const ended = await endedSubscriptions((query) => transaction.get(query), firestore, type, lead.email_key ?? '');
    const expiresAt = previous.get('expires_at');
    const leadId = String(previous.get('lead_id'));
    const endedEarlier = ended.some((endedRef) => endedRef.id === leadId);
    if (previous.exists && !endedEarlier && expiresAt instanceof Timestamp && expiresAt.toMillis() > now.getTime()) {
      // Sending it again is an interaction too: the earlier lead is kept three years from now.
      const earlierRef = firestore.collection(LEADS_COLLECTION).doc(leadId);
      const earlier = await transaction.get(earlierRef);
      if (earlier.exists) transaction.update(earlierRef, { expires_at: lead.expires_at });
      return { duplicate: true, leadId };
    }
    transaction.create(leadRef, lead);
    for (const endedRef of ended) transaction.update(endedRef, resubscribed);
    transaction.set(fingerprintRef, {
      lead_id: leadRef.id,
      expires_at: Timestamp.fromMillis(now.getTime() + settings.duplicateWindowSeconds * 1000),
    });
    return { duplicate: false, leadRef, lead };
  });
}
