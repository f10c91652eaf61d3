/**
 * The admin's leads inbox: how a stored lead (Firestore `leads`, written only by the functions,
 * readable by admins) reads in the console, and the resend call's request and answer. No zod
 * here: the admin console imports this module; the request schema is in leadSchema.ts.
 *
 * The functions store the delivery as `forwarding.state` pending | delivered | failed; the inbox
 * says "retrying" for pending (stored, not delivered yet, the retry run will try again), which is
 * what a pending lead is apart from the seconds of its first attempt.
 */
import { fieldsOf, readDate, readString } from './firestoreData';
import { LEAD_TYPES, type LeadType } from './leads';
import { safeSitePath } from './sitePath';

export const LEADS_COLLECTION = 'leads';

/**
 * What each erasure erased, by lead id only (`{ lead_ids, erased_at, expires_at }`, one document
 * per part of an erasure, never the address): after a backup is restored, `pnpm leads:erase-again`
 * erases again the leads erased since it was taken. Written only by eraseLeads, read by no client.
 */
export const LEAD_ERASURES_COLLECTION = 'lead_erasures';

/** Recent submissions by content, to acknowledge duplicates without forwarding them again. */
export const LEAD_FINGERPRINTS_COLLECTION = 'lead_fingerprints';

/**
 * How long the record of an erased lead's id is kept (Firestore's TTL deletes it then): longer
 * than any backup is kept (README, _Backups_), so no restored backup brings an erased lead back.
 */
export const LEAD_ERASURE_RECORD_DAYS = 400;

export const LEAD_DELIVERY_STATES = ['delivered', 'retrying', 'failed'] as const;
export type LeadDeliveryState = (typeof LEAD_DELIVERY_STATES)[number];

/** `forwarding.state` as the functions store it. */
export type StoredForwardingState = 'pending' | 'delivered' | 'failed';

const STORED_STATE: Record<LeadDeliveryState, StoredForwardingState> = {
  delivered: 'delivered',
  retrying: 'pending',
  failed: 'failed',
};

/** The stored `forwarding.state` a filter on `state` queries for. */
export function storedForwardingState(state: LeadDeliveryState): StoredForwardingState {
  return STORED_STATE[state];
}

/** How a stored `forwarding.state` reads in the inbox. */
export function leadDeliveryState(stored: unknown): LeadDeliveryState {
  if (stored === 'delivered' || stored === 'failed') return stored;
  return 'retrying';
}

export function isLeadType(value: unknown): value is LeadType {
  return typeof value === 'string' && (LEAD_TYPES as readonly string[]).includes(value);
}

export function isLeadDeliveryState(value: unknown): value is LeadDeliveryState {
  return typeof value === 'string' && (LEAD_DELIVERY_STATES as readonly string[]).includes(value);
}

/** A domain as host names are written: no separator, port, user, percent-encoding or space. */
const HOST_NAME = /^[^\s/\\?#@:%[\]]+$/u;

/**
 * An international domain in its ASCII form (IDNA: `exämple.se` is `xn--exmple-cua.se`), as the
 * mail system knows it whichever form the person typed; a domain already ASCII, or one that is no
 * host name, as it is.
 */
function asciiDomain(domain: string): string {
  const ascii = [...domain].every((character) => character.charCodeAt(0) < 0x80);
  if (ascii || !HOST_NAME.test(domain)) return domain;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return domain;
  }
}

/**
 * How a lead's e-mail address is found: trimmed and lower-cased, its letters composed (NFC: an
 * `ä` typed as `a` and a combining diaeresis is the same `ä`) and an international domain in its
 * ASCII form. The functions store it on every lead as `email_key`, so a person's leads are found
 * however they typed their address.
 */
export function leadEmailKey(email: string): string {
  const address = email.normalize('NFC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at === -1 ? address : `${address.slice(0, at)}@${asciiDomain(address.slice(at + 1))}`;
}

/**
 * The `email_key`s a person's leads may carry: today's, and the one a lead stored before keys
 * were composed and gave international domains in ASCII was given (trimmed and lower-cased
 * only), which `pnpm leads:keys` replaces with today's.
 */
export function leadEmailKeys(email: string): string[] {
  return [...new Set([leadEmailKey(email), email.trim().toLowerCase()])];
}

/**
 * The `payload.email`s a person's leads stored before `email_key` may hold: the address as typed,
 * and as each of its keys (the inbox's search and eraseLeads ask for both these and the keys).
 */
export function leadStoredAddresses(email: string): string[] {
  return [...new Set([email.trim(), ...leadEmailKeys(email)])];
}

/** One row of the inbox. */
export interface LeadInboxRow {
  id: string;
  type: LeadType;
  email: string;
  /** What a contact message said beside the address (null for the newsletter and the quiz). */
  firstName: string | null;
  lastName: string | null;
  /** The first and last name joined, as the inbox shows them. */
  name: string | null;
  company: string | null;
  message: string | null;
  /** The site path of the page the form was sent from (`/sv/contact`); null for leads stored before it was kept. */
  page: string | null;
  createdAt: Date;
  state: LeadDeliveryState;
  attempts: number;
  lastAttemptAt: Date | null;
  lastError: string | null;
  /** When Firestore's TTL policy deletes the lead. */
  expiresAt: Date | null;
  /**
   * When the person ended this newsletter subscription with its unsubscribe address (the
   * functions' `unsubscribe.at`); null while subscribed, and again once they subscribe anew.
   */
  unsubscribedAt: Date | null;
  /**
   * The delivery of the `unsubscribed` event to the automation (the functions'
   * `unsubscribe.forwarding`), kept apart from the lead's own: a failed one can be resent
   * (resendLead with `event: 'unsubscribed'`). Null while subscribed.
   */
  unsubscribedDelivery: LeadEventDelivery | null;
  /**
   * The delivery of the `unsubscribe_url` event (the functions' `unsubscribe_url.forwarding`): an
   * older subscription's unsubscribe address, queued by `pnpm leads:unsubscribe-urls`, kept apart
   * from the lead's own; a failed one can be resent (resendLead with `event: 'unsubscribeUrl'`).
   * Null on a lead that never had one queued.
   */
  unsubscribeUrlDelivery: LeadEventDelivery | null;
}

/** How one delivery of a lead's event to the automation went: its state, its attempts, its last error. */
export interface LeadEventDelivery {
  state: LeadDeliveryState;
  attempts: number;
  lastError: string | null;
}

/** A stored `forwarding` (or `unsubscribe.forwarding`) as the inbox shows it. */
function eventDelivery(forwarding: Record<string, unknown>): LeadEventDelivery {
  const attempts = Number(forwarding.attempts);
  return {
    state: leadDeliveryState(forwarding.state),
    attempts: Number.isFinite(attempts) && attempts > 0 ? attempts : 0,
    lastError: readString(forwarding.last_error) || null,
  };
}

/** A stored lead as an inbox row, or null when the document is not a lead the inbox can show. */
export function leadInboxRowFromFirestore(id: string, data: object): LeadInboxRow | null {
  const fields = fieldsOf(data);
  const createdAt = readDate(fields.created_at);
  if (!isLeadType(fields.type) || !createdAt) return null;
  const payload = typeof fields.payload === 'object' && fields.payload !== null ? fieldsOf(fields.payload) : {};
  const forwarding =
    typeof fields.forwarding === 'object' && fields.forwarding !== null ? fieldsOf(fields.forwarding) : {};
  const unsubscribe =
    typeof fields.unsubscribe === 'object' && fields.unsubscribe !== null ? fieldsOf(fields.unsubscribe) : {};
  const delivery = eventDelivery(forwarding);
  const unsubscribedAt = readDate(unsubscribe.at);
  const ending =
    typeof unsubscribe.forwarding === 'object' && unsubscribe.forwarding !== null
      ? fieldsOf(unsubscribe.forwarding)
      : {};
  const address =
    typeof fields.unsubscribe_url === 'object' && fields.unsubscribe_url !== null
      ? fieldsOf(fields.unsubscribe_url)
      : {};
  const addressForwarding =
    typeof address.forwarding === 'object' && address.forwarding !== null ? fieldsOf(address.forwarding) : null;
  const firstName = readString(payload.firstName);
  const lastName = readString(payload.lastName);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  // Shown and exported as it is, so only what is already an on-site path in canonical form.
  const page = readString(fields.page);
  return {
    id,
    type: fields.type,
    email: readString(payload.email),
    firstName: firstName || null,
    lastName: lastName || null,
    name: name || null,
    company: readString(payload.company) || null,
    message: readString(payload.message) || null,
    page: page && safeSitePath(page) === page ? page : null,
    createdAt,
    state: delivery.state,
    attempts: delivery.attempts,
    lastAttemptAt: readDate(forwarding.last_attempt_at),
    lastError: delivery.lastError,
    expiresAt: readDate(fields.expires_at),
    unsubscribedAt,
    unsubscribedDelivery: unsubscribedAt ? eventDelivery(ending) : null,
    unsubscribeUrlDelivery: addressForwarding ? eventDelivery(addressForwarding) : null,
  };
}

/**
 * Whether a lead belongs under the inbox's filter by `state`. Failed: the lead's own delivery, or
 * one of its events' (an ended subscription's unsubscribe notice, an older subscription's
 * unsubscribe address), failed for good: each waits for a person to resend it. Retrying the same
 * way: the lead or one of its events is still being tried by the retry run. Delivered: the lead
 * and every event of it were delivered, so there is nothing left to resend or wait for. Every lead
 * is under Delivered or under Failed or Retrying (both, when one delivery failed and another is
 * being tried), never under Delivered and another. listLeads (admin-remote/src/data/leads.ts) asks
 * Firestore the same (leadDeliveryFilter).
 */
export function leadInDeliveryState(row: LeadInboxRow, state: LeadDeliveryState): boolean {
  const deliveries = [row.state, row.unsubscribedDelivery?.state, row.unsubscribeUrlDelivery?.state].filter(
    (delivery) => delivery !== undefined,
  );
  return state === 'delivered' ? deliveries.every((delivery) => delivery === state) : deliveries.includes(state);
}

/**
 * Where a lead's deliveries are kept: its own, its unsubscribe notice's and its unsubscribe
 * address's state (the functions' `forwarding`, `unsubscribe.forwarding`, `unsubscribe_url.forwarding`).
 */
export const LEAD_DELIVERY_STATE_FIELDS = [
  'forwarding.state',
  'unsubscribe.forwarding.state',
  'unsubscribe_url.forwarding.state',
] as const;
export type LeadDeliveryStateField = (typeof LEAD_DELIVERY_STATE_FIELDS)[number];

/** What the inbox's filter by a state asks Firestore: a lead any of whose `fields` holds `value`. */
export interface LeadDeliveryFilter {
  fields: readonly LeadDeliveryStateField[];
  value: StoredForwardingState;
}

/**
 * The Firestore filter of the inbox's filter by `state` (leadInDeliveryState as a query): under
 * Failed and Retrying any of the three deliveries in that stored state (one OR query, each part on
 * a composite index of its own, firestore.indexes.json), exactly the leads that belong there. Under
 * Delivered the lead's own delivery: Firestore cannot ask for an event that is absent or
 * delivered, so this is every lead that may belong there, and the reader keeps those
 * leadInDeliveryState puts there (an event waits for the lead's own delivery, so the events
 * left out are the few still being tried or failed).
 */
export function leadDeliveryFilter(state: LeadDeliveryState): LeadDeliveryFilter {
  return {
    fields: state === 'delivered' ? ['forwarding.state'] : LEAD_DELIVERY_STATE_FIELDS,
    value: storedForwardingState(state),
  };
}

/**
 * What resendLead sends again: the lead itself (`subscription`, the default), a newsletter
 * subscription's ending (`unsubscribed`) or an older subscription's unsubscribe address
 * (`unsubscribeUrl`), each with its own delivery and Idempotency-Key.
 */
export const RESENDABLE_LEAD_EVENTS = ['subscription', 'unsubscribed', 'unsubscribeUrl'] as const;
export type ResendableLeadEvent = (typeof RESENDABLE_LEAD_EVENTS)[number];

/** What the admin's resendLead call sends: the id of a lead whose event (the lead itself unless named) failed. */
export interface ResendLeadRequest {
  leadId: string;
  event?: ResendableLeadEvent;
}

/** What resendLead answers: the event's delivery after the one attempt it made. */
export type ResendLeadResult = LeadEventDelivery;

/** What the admin's eraseLeads call sends: the address whose every lead is erased. */
export interface EraseLeadsRequest {
  email: string;
}

/** What eraseLeads answers: how many leads were erased. */
export interface EraseLeadsResult {
  erased: number;
}

/**
 * The record of who did what (Firestore `audit_log`): written only by the functions, read by
 * admins, never changed. An erasure is recorded without the person's data: who erased, when and
 * how many leads of which kinds.
 */
export const AUDIT_LOG_COLLECTION = 'audit_log';
