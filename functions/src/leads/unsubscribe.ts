/**
 * Leaving the newsletter without signing in (domain/src/unsubscribe.ts): the unsubscribe page's
 * subscription, read for its render, and the POST that ends it, from the page's button or a mail
 * client's RFC 8058 one-click (`List-Unsubscribe=One-Click`), both at the page's own address,
 * which Hosting hands to renderPage.
 *
 * Ending a subscription marks its lead (`unsubscribe.at`, written only here: clients write no
 * lead, firestore.rules), keeps it at most UNSUBSCRIBED_RETENTION_SECONDS more, and queues the `unsubscribed` event on it, delivered like the lead itself
 * (delivery.ts: claimed, signed, its own Idempotency-Key, retried with back-off by the retry run,
 * after the subscription itself has been delivered). The request waits only for that transaction:
 * the first attempt is deliverUnsubscribed's, the trigger on the lead's update (deliver.ts), so a
 * slow or dead webhook never keeps the person waiting. A second POST changes nothing and sends
 * nothing: the same confirmation.
 */
import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { type LeadSettings, leadSettings, UNSUBSCRIBED_RETENTION_SECONDS } from '../config';
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE, type UnsubscribeView } from '../domain';
import { db } from '../firebase';
import { LEADS_COLLECTION, type LeadDocument, pendingForwarding } from './leadDocument';
import { verifyUnsubscribeToken } from './unsubscribeToken';

/** What ending a subscription works with (tests pass their own). */
export interface UnsubscribeDeps {
  firestore: Firestore;
  settings: LeadSettings;
  now: Date;
}

/** The largest POST read: a one-click body is 26 bytes, a multipart one a few hundred. */
const MAX_BODY_BYTES = 4096;

/** The lead a genuine token names (whether it is there is read after); null for any other token. */
function subscriptionOf(firestore: Firestore, key: string, token: string): DocumentReference | null {
  const leadId = verifyUnsubscribeToken(key, token);
  return leadId ? firestore.collection(LEADS_COLLECTION).doc(leadId) : null;
}

function isLiveSubscription(lead: LeadDocument | undefined, now: Date): lead is LeadDocument {
  return lead?.type === 'newsletter' && lead.expires_at.toMillis() > now.getTime();
}

/**
 * What the page shows for `token`: the subscription's address and whether it has ended; null
 * for a token that does not work (malformed, forged, its lead erased, expired or no newsletter lead).
 */
export async function readSubscription(
  firestore: Firestore,
  key: string,
  token: string,
  now: Date = new Date(),
): Promise<UnsubscribeView | null> {
  const leadRef = subscriptionOf(firestore, key, token);
  if (!leadRef) return null;
  const lead = (await leadRef.get()).data() as LeadDocument | undefined;
  if (!isLiveSubscription(lead, now)) return null;
  return { email: lead.payload.email, unsubscribed: lead.unsubscribe !== undefined };
}

/** What ending a subscription did: ended it now, found it ended, or found no subscription. */
export type UnsubscribeResult = 'unsubscribed' | 'already' | 'unknown';

/**
 * Ends the subscription `token` names, in a transaction: its lead gets `unsubscribe.at` and the
 * `unsubscribed` event, pending and due at once, which deliverUnsubscribed (deliver.ts) then claims
 * and attempts off the request. Nothing changes for a token that does not work, nor for a
 * subscription already ended.
 */
export async function unsubscribe(token: string, deps: UnsubscribeDeps): Promise<UnsubscribeResult> {
  const { firestore, settings, now } = deps;
  const leadRef = subscriptionOf(firestore, settings.unsubscribeKey, token);
  if (!leadRef) return 'unknown';
  const result = await firestore.runTransaction(async (transaction): Promise<UnsubscribeResult> => {
    const lead = (await transaction.get(leadRef)).data() as LeadDocument | undefined;
    if (!isLiveSubscription(lead, now)) return 'unknown';
    if (lead.unsubscribe) return 'already';
    // Kept no longer than UNSUBSCRIBED_RETENTION_SECONDS from now (never longer than it was).
    const expiresAt = Math.min(lead.expires_at.toMillis(), now.getTime() + UNSUBSCRIBED_RETENTION_SECONDS * 1000);
    transaction.update(leadRef, {
      unsubscribe: { at: Timestamp.fromDate(now), forwarding: pendingForwarding(now) },
      expires_at: Timestamp.fromMillis(expiresAt),
    });
    return 'unsubscribed';
  });
  if (result !== 'unsubscribed') return result;
  logger.info('A newsletter subscription was ended by its unsubscribe address', { leadId: leadRef.id });
  return result;
}

/** The token in a request's address (`?token=`), as sent. */
function tokenOf(request: Request): string {
  return new URL(request.url || '/', 'http://localhost').searchParams.get('token') ?? '';
}

/**
 * Whether the POST's body says `List-Unsubscribe=One-Click` (RFC 8058), form-encoded or as
 * multipart/form-data, the two ways a mail client sends it; the page's button sends it too. Any
 * other POST to the page is a lead form's (the newsletter form in its footer: subscribing again).
 */
export function isOneClick(request: Request): boolean {
  const raw = request.rawBody ?? Buffer.alloc(0);
  if (raw.length > MAX_BODY_BYTES) return false;
  const text = raw.toString('utf8');
  const type = (request.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return new URLSearchParams(text).get(ONE_CLICK_FIELD) === ONE_CLICK_VALUE;
  }
  if (type === 'multipart/form-data') {
    return new RegExp(`name="${ONE_CLICK_FIELD}"\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n${ONE_CLICK_VALUE}\\r?\\n`).test(
      text,
    );
  }
  return false;
}

/** The page rendered for the request's address (the shell's server's answer). */
export type RenderUnsubscribePage = () => Promise<globalThis.Response>;

/**
 * Answers an unsubscribe (a POST to the page with `List-Unsubscribe=One-Click`: isOneClick),
 * `no-store`: the subscription is ended (or found ended, or not found) and the page is rendered for
 * its address: its confirmation (200), or its refusal of a token that does not work (404), in the
 * address's language. Never a redirect: RFC 8058 senders do not follow one.
 */
export async function answerUnsubscribePost(
  request: Request,
  response: Response,
  deps: UnsubscribeDeps,
  renderPage: RenderUnsubscribePage,
): Promise<void> {
  response.set('Cache-Control', 'no-store');
  const result = await unsubscribe(tokenOf(request), deps);
  if (result === 'unknown') logger.warn('An unsubscribe named no subscription', { event: 'unsubscribe_refused' });
  const answer = await renderPage();
  response.status(answer.status).set({ ...Object.fromEntries(answer.headers), 'Cache-Control': 'no-store' });
  response.send(await answer.text());
}

/** What the deployed function's unsubscribe page shows for `token` (readSubscription). */
export function deployedSubscription(token: string): Promise<UnsubscribeView | null> {
  return readSubscription(db(), leadSettings().unsubscribeKey, token);
}

/** What the deployed function ends a subscription with. */
export function deployedUnsubscribe(): UnsubscribeDeps {
  return { firestore: db(), settings: leadSettings(), now: new Date() };
}
