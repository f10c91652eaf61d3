/**
 * Storing a lead: once per duplicate window (by its fingerprint), as pending delivery. Storing is
 * all the visitor's request waits for; delivery.ts sends it on from a Firestore trigger.
 */
import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { LeadSettings } from '../config';
import { LEAD_FINGERPRINTS_COLLECTION, type LeadPayloads, type LeadType, leadEmailKey } from '../domain';
import { LEADS_COLLECTION, type LeadDocument } from './leadDocument';
import { leadFingerprint } from './policy';

export type StoredLead =
  | { duplicate: false; leadRef: DocumentReference; lead: LeadDocument }
  /** The same submission arrived within the duplicate window: nothing new was stored. */
  | { duplicate: true; leadId: string };

/**
 * Stores the lead as pending and due at once (the new-lead trigger, or a retry run that finds it
 * first, claims it before sending) — or,
 * when the same content arrived within the duplicate window, only reports the earlier lead.
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
    forwarding: {
      state: 'pending',
      attempts: 0,
      next_attempt_at: Timestamp.fromDate(now),
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
