/**
 * The signed token of the served lead forms: what stands in for App Check on a plain post (App
 * Check needs JavaScript). renderPage puts a fresh one into every page it renders (the forms'
 * hidden `form_token` field; platform/src/forms.ts), and a plain post is only taken with one
 * that this project signed less than FORM_TOKEN_LIFETIME_SECONDS ago.
 *
 * A token is `<issuedAtSeconds>.<base64url HMAC-SHA256 of the issue time>`, keyed with a key
 * derived from the client-hash salt (the LEAD_CLIENT_SALT secret) under a label of its own, so
 * it is never the key that hashes client addresses. What it proves and what it does not:
 * functions/README.md, "The browser's own post".
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { logger } from 'firebase-functions/logger';

/**
 * How long a served form can be sent: a page is kept by the CDN up to 6 hours (PAGE_CACHE_CONTROL),
 * and its visitor then still has 2 hours.
 */
export const FORM_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
/** An issue time this far in the future is still taken (clocks of function instances differ). */
export const FORM_TOKEN_SKEW_SECONDS = 60;

/** What the key is derived under: any other use of the salt derives another key. */
const KEY_LABEL = 'northwind:lead-form-token:v1';
/** The issue time as issueFormToken writes it (no leading zero: one spelling), a dot, the signature. */
const TOKEN_PATTERN = /^(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

export type FormTokenCheck = 'ok' | 'expired' | 'invalid';

function tokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(KEY_LABEL).digest();
}

function signature(secret: string, issuedAtSeconds: number): Buffer {
  return createHmac('sha256', tokenKey(secret)).update(`form-token:${issuedAtSeconds}`).digest();
}

/** A token for a form served at `now`. `secret` must not be empty (a token anyone could sign). */
export function issueFormToken(secret: string, now: Date): string {
  if (!secret) throw new Error('A form token needs a secret (LEAD_CLIENT_SALT is empty)');
  const issuedAtSeconds = Math.floor(now.getTime() / 1000);
  return `${issuedAtSeconds}.${signature(secret, issuedAtSeconds).toString('base64url')}`;
}

/**
 * Whether `token` is one this secret signed, issued at most FORM_TOKEN_LIFETIME_SECONDS before
 * `now` ('expired' after that) and not more than FORM_TOKEN_SKEW_SECONDS after it ('invalid').
 * Anything that is not a well-formed, correctly signed token is 'invalid'.
 */
export function verifyFormToken(token: unknown, secret: string, now: Date): FormTokenCheck {
  if (!secret || typeof token !== 'string') return 'invalid';
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return 'invalid';
  const issuedAtSeconds = Number(match[1]);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = signature(secret, issuedAtSeconds);
  // The pattern allows 43 characters only, but a buffer of another length must not throw.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  // Re-encoding must give the very same text: no second spelling of one token.
  if (given.toString('base64url') !== match[2]) return 'invalid';
  const nowSeconds = now.getTime() / 1000;
  if (issuedAtSeconds > nowSeconds + FORM_TOKEN_SKEW_SECONDS) return 'invalid';
  if (nowSeconds - issuedAtSeconds > FORM_TOKEN_LIFETIME_SECONDS) return 'expired';
  return 'ok';
}

/**
 * A fresh signed token for a page's lead forms; '' (every plain post refused as 'invalid') without
 * a secret. Here, not in formPost.ts: rendering a page must not load the lead core (firebase-admin).
 */
export function pageFormToken(secret: string, now: Date): string {
  if (secret) return issueFormToken(secret, now);
  logger.error('LEAD_CLIENT_SALT is empty: pages carry no form token, plain form posts are refused');
  return '';
}
