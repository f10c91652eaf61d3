/**
 * How leads are stored: every lead is kept before it is forwarded, so none is lost. Clients have
 * no access to these collections (firestore.rules); only the functions read and write them.
 */

import type { Timestamp } from 'firebase-admin/firestore';
import type { LeadPayloads, LeadType } from '../domain';

export const LEADS_COLLECTION = 'leads';
/** Per-client submission counters, one document per client (TTL on expires_at). */
export const RATE_LIMITS_COLLECTION = 'rate_limits';
/** Recent submissions by content, to acknowledge duplicates without forwarding them again. */
export const FINGERPRINTS_COLLECTION = 'lead_fingerprints';

export type ForwardingState = 'pending' | 'delivered' | 'failed';

export interface Forwarding {
  state: ForwardingState;
  /** Delivery attempts made so far. */
  attempts: number;
  /** When the retry run may try next (pending only); also holds a lead while one attempt runs. */
  next_attempt_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
}

export interface LeadDocument<T extends LeadType = LeadType> {
  type: T;
  payload: LeadPayloads[T];
  created_at: Timestamp;
  /** Hash of the submitting client's network, never the address itself. */
  client_hash: string;
  fingerprint: string;
  forwarding: Forwarding;
}

/** What the webhook (the n8n automation) receives: the form's fields plus the lead's identity. */
export function webhookBody(leadId: string, lead: LeadDocument): Record<string, unknown> {
  return {
    ...lead.payload,
    lead_id: leadId,
    type: lead.type,
    submitted_at: lead.created_at.toDate().toISOString(),
  };
}
