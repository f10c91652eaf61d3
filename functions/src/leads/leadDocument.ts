/**
 * How leads are stored: kept until delivered (and then until they expire), never readable by a
 * browser. Clients have no access to these collections (firestore.rules); only the functions
 * read and write them.
 */

import { Timestamp } from 'firebase-admin/firestore';
import type { LeadPayloads, LeadType } from '../domain';

export const LEADS_COLLECTION = 'leads';
/**
 * Submission counters (TTL on expires_at, the end of their window): one document per client
 * hash, GLOBAL_RATE_LIMIT_DOC for all clients together, and FORM_POST_RATE_LIMIT_DOC for the
 * plain form posts of all clients together (counted in GLOBAL_RATE_LIMIT_DOC too).
 */
export const RATE_LIMITS_COLLECTION = 'rate_limits';
export const GLOBAL_RATE_LIMIT_DOC = 'all-clients';
export const FORM_POST_RATE_LIMIT_DOC = 'all-clients-form-posts';

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

/** A delivery not yet attempted, due at `now`: a new lead's, an ended subscription's event. */
export function pendingForwarding(now: Date): Forwarding {
  const due = Timestamp.fromDate(now);
  return {
    state: 'pending',
    attempts: 0,
    next_attempt_at: due,
    last_attempt_at: null,
    last_error: null,
    delivered_at: null,
  };
}

export interface LeadDocument<T extends LeadType = LeadType> {
  type: T;
  payload: LeadPayloads[T];
  /**
   * The address trimmed and lower-cased (`leadEmailKey`): how an admin finds a person's leads.
   * Leads stored before it existed have none; eraseLeads also finds them by the address.
   */
  email_key?: string;
  /**
   * The site path of the page the form was sent from (`/sv/contact`), checked with safeSitePath.
   * Not part of the fingerprint: the same submission from another page is still a repeat. Absent
   * on leads stored before it was kept.
   */
  page?: string;
  created_at: Timestamp;
  fingerprint: string;
  forwarding: Forwarding;
  /**
   * Three years after the person's last submission (a repeat of the same submission counts);
   * Firestore's TTL policy on this field (firestore.indexes.json) deletes the lead then.
   */
  expires_at: Timestamp;
  /**
   * A newsletter subscription the person ended with its unsubscribe address (unsubscribe.ts): when,
   * and the delivery of the `unsubscribed` event to the newsletter webhook, kept like the lead's
   * own (`forwarding`). Written only by the functions; absent while subscribed.
   */
  unsubscribe?: { at: Timestamp; forwarding: Forwarding };
  /**
   * A newsletter subscription delivered before the tool was sent unsubscribe addresses, its address
   * queued by `pnpm leads:unsubscribe-urls` (scripts/content/leadUnsubscribeUrls.ts): the delivery of
   * the `unsubscribe_url` event, kept like the lead's own. Absent on every other lead.
   */
  unsubscribe_url?: { forwarding: Forwarding };
  /**
   * True once the lead's own delivery carried its `unsubscribe_url` (newsletter leads delivered since
   * this was recorded): the tool has the address, and the command leaves the lead alone.
   */
  unsubscribe_url_sent?: boolean;
}

/**
 * What a lead's webhook is sent: the lead itself (`subscription`), a newsletter lead's ending, or an
 * older newsletter lead's unsubscribe address (`unsubscribeUrl`, sent as `unsubscribe_url`).
 */
export type LeadEvent = 'subscription' | 'unsubscribed' | 'unsubscribeUrl';

/**
 * What the webhook (the n8n automation) receives: the form's fields plus the lead's identity; a
 * newsletter lead also its unsubscribe address (`unsubscribe_url`), for every mail the tool sends,
 * when the key and SITE_URL are set.
 */
export function webhookBody(
  leadId: string,
  lead: LeadDocument,
  unsubscribeUrl: string | null = null,
): Record<string, unknown> {
  return {
    ...lead.payload,
    lead_id: leadId,
    type: lead.type,
    submitted_at: lead.created_at.toDate().toISOString(),
    ...(lead.type === 'newsletter' && unsubscribeUrl ? { unsubscribe_url: unsubscribeUrl } : {}),
  };
}

/**
 * The `unsubscribe_url` event: the unsubscribe address of a subscription whose own delivery had none
 * (delivered before the tool was sent them), for the tool to put in its mails from now on.
 */
export function unsubscribeUrlBody(
  leadId: string,
  lead: LeadDocument,
  unsubscribeUrl: string,
): Record<string, unknown> {
  return {
    event: 'unsubscribe_url',
    lead_id: leadId,
    type: lead.type,
    email: lead.payload.email,
    unsubscribe_url: unsubscribeUrl,
  };
}

/** The `unsubscribed` event: which subscription ended (its lead id and address) and when. */
export function unsubscribedBody(leadId: string, lead: LeadDocument): Record<string, unknown> {
  return {
    event: 'unsubscribed',
    lead_id: leadId,
    type: lead.type,
    email: lead.payload.email,
    unsubscribed_at: lead.unsubscribe?.at.toDate().toISOString() ?? null,
  };
}
