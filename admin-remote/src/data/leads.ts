/**
 * The leads inbox's data: the stored leads (Firestore `leads`, which firestore.rules lets only
 * admins read), the resendLead function for a failed one and the eraseLeads function for a
 * person's erasure request.
 */
import {
  type EraseLeadsRequest,
  type EraseLeadsResult,
  LEADS_COLLECTION,
  type LeadDeliveryState,
  type LeadInboxRow,
  type LeadType,
  leadDeliveryFilter,
  leadEmailKeys,
  leadInboxRowFromFirestore,
  leadInDeliveryState,
  leadStoredAddresses,
  type ResendableLeadEvent,
  type ResendLeadRequest,
  type ResendLeadResult,
} from '@app/domain';
import { db } from '@app/platform/firestore';
import { ensureAppCheck, functions } from '@app/platform/functions';
import {
  and,
  collection,
  getDocs,
  or,
  orderBy,
  type QueryFilterConstraint,
  query,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { FunctionsError, httpsCallable } from 'firebase/functions';
import type { AdminKey } from '../i18n/keys';
import { type ListPage, type PageCursor, readPage } from './lists';

/** How many leads the inbox reads at a time, the newest first. */
const LEADS_PAGE_SIZE = 200;

export interface LeadFilters {
  type?: LeadType | undefined;
  state?: LeadDeliveryState | undefined;
}

/**
 * The {@link LEADS_PAGE_SIZE} leads matching `filters` after `after` (the first: the newest), newest
 * first. Expired leads are left out by the query: Firestore's TTL policy deletes a lead up to about
 * a day after its `expires_at`.
 */
export function listLeads(
  filters: LeadFilters = {},
  after: PageCursor | null = null,
  now: Date = new Date(),
): Promise<ListPage<LeadInboxRow>> {
  const filtersOf: QueryFilterConstraint[] = [];
  if (filters.type) filtersOf.push(where('type', '==', filters.type));
  if (filters.state) {
    // Failed and Retrying: a lead whose own delivery, unsubscribe notice or unsubscribe address is
    // in that state (leadInDeliveryState): one OR query, each part on a composite index of its own
    // (firestore.indexes.json), so pages and counts are Firestore's, not a page filtered here.
    // Delivered: the lead's own delivery, narrowed below to the leads whose events were all
    // delivered too (Firestore cannot ask for an event that is absent or delivered), so a page may
    // hold fewer than LEADS_PAGE_SIZE.
    const { fields, value } = leadDeliveryFilter(filters.state);
    const [first, ...more] = fields.map((field) => where(field, '==', value));
    if (first) filtersOf.push(more.length > 0 ? or(first, ...more) : first);
  }
  filtersOf.push(where('expires_at', '>', Timestamp.fromDate(now)));
  const list = query(collection(db(), LEADS_COLLECTION), and(...filtersOf), orderBy('created_at', 'desc'));
  const { state } = filters;
  return readPage(list, LEADS_PAGE_SIZE, after, (id, data) => {
    const row = leadInboxRowFromFirestore(id, data);
    return row && (!state || leadInDeliveryState(row, state)) ? row : null;
  });
}

/**
 * Every stored lead of one person, newest first, however they typed their address: by
 * `email_key` (leadEmailKeys: today's, and the one a lead keyed before it may still carry), and by
 * the address as typed or lower-cased for leads stored before the key.
 * Expired leads TTL deletion has not removed yet are included: they are the person's data too.
 */
export async function findLeadsByEmail(email: string): Promise<LeadInboxRow[]> {
  const leads = collection(db(), LEADS_COLLECTION);
  const snapshots = await Promise.all(
    [where('email_key', 'in', leadEmailKeys(email)), where('payload.email', 'in', leadStoredAddresses(email))].map(
      (constraint) => getDocs(query(leads, constraint)),
    ),
  );
  const rows = new Map<string, LeadInboxRow>();
  for (const document of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const row = leadInboxRowFromFirestore(document.id, document.data());
    if (row) rows.set(row.id, row);
  }
  return [...rows.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Erases every lead of the address (eraseLeads); answers how many. Rejects with the function's FunctionsError. */
export async function eraseLeads(email: string): Promise<EraseLeadsResult> {
  await ensureAppCheck();
  const callable = httpsCallable<EraseLeadsRequest, EraseLeadsResult>(functions(), 'eraseLeads');
  return (await callable({ email })).data;
}

/**
 * Sends a failed lead to its webhook again (one attempt, the same idempotency key as before), or
 * with `event` `unsubscribed` a subscription's failed `unsubscribed` event, with `unsubscribeUrl`
 * an older subscription's failed unsubscribe address; answers that delivery afterwards. Rejects
 * with the function's FunctionsError.
 */
export async function resendLead(leadId: string, event?: ResendableLeadEvent): Promise<ResendLeadResult> {
  await ensureAppCheck();
  const callable = httpsCallable<ResendLeadRequest, ResendLeadResult>(functions(), 'resendLead');
  return (await callable(event ? { leadId, event } : { leadId })).data;
}

type RefusableCall =
  | 'resendLead'
  | 'resendUnsubscribed'
  | 'resendUnsubscribeUrl'
  | 'eraseLeads'
  | 'createPreviewLink'
  | 'revokePreviewLink';

/**
 * What each call's refusals mean to staff: its item gone (not-found), its state forbids it
 * (failed-precondition; for createPreviewLink, the item has as many working links as it may), no access, or (permission-denied with `details.reason: 'not-creator'`)
 * access, but not to someone else's item.
 */
const REFUSALS: Record<
  RefusableCall,
  { gone?: AdminKey; precondition?: AdminKey; denied: AdminKey; notCreator?: AdminKey }
> = {
  resendLead: {
    gone: 'callErrors.leadGone',
    precondition: 'callErrors.leadNotFailed',
    denied: 'callErrors.adminsOnly',
  },
  resendUnsubscribed: {
    gone: 'callErrors.leadGone',
    precondition: 'callErrors.unsubscribedNotFailed',
    denied: 'callErrors.adminsOnly',
  },
  resendUnsubscribeUrl: {
    gone: 'callErrors.leadGone',
    precondition: 'callErrors.unsubscribeUrlNotFailed',
    denied: 'callErrors.adminsOnly',
  },
  eraseLeads: { denied: 'callErrors.adminsOnly' },
  createPreviewLink: {
    gone: 'callErrors.itemGone',
    precondition: 'callErrors.previewLinkCap',
    denied: 'callErrors.staffOnly',
  },
  revokePreviewLink: {
    gone: 'callErrors.previewLinkGone',
    denied: 'callErrors.staffOnly',
    notCreator: 'callErrors.previewLinkNotYours',
  },
};

/** A refusal because the item is someone else's (revokePreviewLink: a writer, another's link). */
function isNotCreator(details: unknown): boolean {
  return typeof details === 'object' && details !== null && (details as { reason?: unknown }).reason === 'not-creator';
}

/**
 * Why a call of the leads inbox or the preview links was refused, as a key of the admin
 * dictionary (the server's own message is English; the console says it in its language), or
 * `fallback` when the refusal has no reason to tell.
 */
export function callErrorKey(error: unknown, call: RefusableCall, fallback: AdminKey): AdminKey {
  if (!(error instanceof FunctionsError)) return fallback;
  const refusals = REFUSALS[call];
  switch (error.code) {
    case 'functions/not-found':
      return refusals.gone ?? fallback;
    case 'functions/failed-precondition':
      return refusals.precondition ?? fallback;
    case 'functions/permission-denied':
      return (isNotCreator(error.details) ? refusals.notCreator : undefined) ?? refusals.denied;
    case 'functions/unauthenticated':
      return refusals.denied;
    case 'functions/unavailable':
    case 'functions/deadline-exceeded':
      return 'callErrors.unavailable';
    default:
      return fallback;
  }
}
