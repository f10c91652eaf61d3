/**
 * A newsletter subscription's unsubscribe token: `<lead id>.<base64url HMAC-SHA256 of the id>`,
 * keyed with NEWSLETTER_UNSUBSCRIBE_KEY. Signed, not stored: renderPage checks it without a
 * lookup by token (one read of the lead it names), it works for every newsletter lead whatever its
 * age, and without the key nobody makes one for another lead (a lead id alone, which the inbox and
 * the webhook show, is worth nothing). An erased lead's token still verifies, but names no lead:
 * the page answers it like an unknown one. Rotating the key ends every address in mails sent.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUnsubscribeToken, type Language, languageOfPath, unsubscribePath } from '../domain';

/** What the signature covers besides the id: no other HMAC of an id under this key is a token. */
const LABEL = 'northwind:newsletter-unsubscribe:v1';

function signature(key: string, leadId: string): Buffer {
  return createHmac('sha256', key).update(`${LABEL}:${leadId}`).digest();
}

/** The token of the newsletter lead `leadId`. `key` must not be empty (a token anyone could make). */
export function unsubscribeToken(key: string, leadId: string): string {
  if (!key) throw new Error('An unsubscribe token needs a key (NEWSLETTER_UNSUBSCRIBE_KEY is empty)');
  return `${leadId}.${signature(key, leadId).toString('base64url')}`;
}

/** The lead id a genuine token names; null for anything else (malformed, forged, another key's). */
export function verifyUnsubscribeToken(key: string, token: unknown): string | null {
  if (!key || !isUnsubscribeToken(token)) return null;
  const [leadId = '', signed = ''] = token.split('.');
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(key, leadId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // One spelling per token: the same bytes written another way are refused.
  return given.toString('base64url') === signed ? leadId : null;
}

/**
 * The address that ends the subscription `leadId`, on `siteUrl`, in the language of the page it
 * was made on (`/sv/…`: Swedish); null without a key or a site.
 */
export function unsubscribeUrl(
  settings: { unsubscribeKey: string; siteUrl: string | null },
  leadId: string,
  page: string | undefined,
): string | null {
  if (!settings.unsubscribeKey || !settings.siteUrl) return null;
  const language: Language = page ? languageOfPath(page).language : 'en';
  return `${settings.siteUrl}${unsubscribePath(unsubscribeToken(settings.unsubscribeKey, leadId), language)}`;
}
