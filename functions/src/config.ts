/**
 * The functions' one typed configuration, through the Functions params API: values come from
 * `functions/.env.<projectId>` (or the deploy prompt), and the webhook addresses, signing key,
 * client salt and translation key from Secret Manager (`functions/.secret.local` in the
 * emulator). Nothing here is a live address or key; the defaults leave a feature visibly
 * "not configured".
 */

import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import type { LeadType } from './domain';
import { HOSTING_CDN_RANGES } from './leads/policy';

export const REGION = 'europe-north1';

/**
 * The n8n webhooks are secrets: whoever knows an address can post to it, so addresses stay out of
 * the repository and the deploy files (Secret Manager; functions/.secret.local in the emulator).
 */
const newsletterWebhookUrl = defineSecret('NEWSLETTER_WEBHOOK_URL');
const quizWebhookUrl = defineSecret('QUIZ_WEBHOOK_URL');
const contactWebhookUrl = defineSecret('CONTACT_WEBHOOK_URL');
/** Key of the HMAC-SHA256 signature on every webhook request, shared with the automation. */
const webhookSigningKey = defineSecret('LEAD_WEBHOOK_SIGNING_KEY');
/** Salt of the client hash, so a stored hash cannot be turned back into an address by trying them all. */
export const clientSalt = defineSecret('LEAD_CLIENT_SALT');
/**
 * Key of the newsletter's unsubscribe tokens (leads/unsubscribe.ts): an HMAC of the lead's id, so
 * renderPage checks a token without a login or a lookup, and nobody without the key makes one.
 * Its own secret, not derived from another: its links live in mails for years, and rotating it
 * ends every one of them (rotating the client salt must not).
 */
const unsubscribeKey = defineSecret('NEWSLETTER_UNSUBSCRIBE_KEY');
/** What a function that forwards leads must be bound to (a newsletter lead's body carries its unsubscribe address). */
export const WEBHOOK_SECRETS = [
  newsletterWebhookUrl,
  quizWebhookUrl,
  contactWebhookUrl,
  webhookSigningKey,
  unsubscribeKey,
];

const allowedOrigins = defineString('LEAD_ALLOWED_ORIGINS', {
  description:
    'Comma-separated origins of the site pages allowed to send lead forms, e.g. https://example.com,https://www.example.com',
});
/**
 * App Check on what the browser apps call (their lead posts and the admin callables; see
 * appCheck.ts). On unless a project's .env file turns it off: the local demo
 * project does, because its browsers cannot get App Check tokens offline.
 */
export const appCheckEnforced = defineBoolean('APP_CHECK_ENFORCED', {
  default: true,
  description:
    'Refuse calls from the site and admin console without a valid App Check token (the web apps need appCheck.siteKey in app-config.json)',
});

/**
 * The daily sweep of unused images (images/sweep.ts) names what it would delete and deletes
 * nothing: for a first deploy on a bucket with history, to read its log line before it deletes.
 */
export const imageSweepDryRun = defineBoolean('IMAGE_SWEEP_DRY_RUN', {
  default: false,
  description:
    'Have the daily sweep of unused images only log the files it would delete (unused_images_swept, dry_run: true), deleting none',
});

const globalRateLimitPerMinute = defineInt('LEAD_GLOBAL_RATE_LIMIT_PER_MINUTE', {
  default: 300,
  description: 'Lead submissions accepted per minute from all clients together (protects the webhooks)',
});
const formPostRateLimitPerMinute = defineInt('LEAD_FORM_POST_RATE_LIMIT_PER_MINUTE', {
  default: 75,
  description:
    'Lead forms posted by the browser itself (without JavaScript) accepted per minute from all clients together; they count within LEAD_GLOBAL_RATE_LIMIT_PER_MINUTE too, so a flood of them leaves the rest of it to the apps',
});
const webhookTimeoutSeconds = defineInt('LEAD_WEBHOOK_TIMEOUT_SECONDS', {
  default: 10,
  description: 'How long one webhook request may take before it counts as failed and is retried',
});
const retryBaseSeconds = defineInt('LEAD_RETRY_BASE_SECONDS', {
  default: 60,
  description: 'Wait before the first retry of a failed lead delivery; doubles after each failure',
});
const maxAttempts = defineInt('LEAD_MAX_ATTEMPTS', {
  default: 8,
  description: 'Delivery attempts per lead before it is marked failed',
});
const rateLimitMax = defineInt('LEAD_RATE_LIMIT_MAX', {
  default: 10,
  description: 'Lead submissions accepted from one client per rate-limit window',
});
const rateLimitWindowSeconds = defineInt('LEAD_RATE_LIMIT_WINDOW_SECONDS', {
  default: 600,
  description: 'Length of the per-client rate-limit window',
});
const trustedProxies = defineString('LEAD_TRUSTED_PROXIES', {
  default: HOSTING_CDN_RANGES.join(','),
  description:
    "Networks (address/prefix, comma-separated) of the proxies that append to X-Forwarded-For before a lead post reaches the function: Hosting's CDN (Fastly's published addresses). The client is the last entry no trusted proxy connected from",
});
const duplicateWindowSeconds = defineInt('LEAD_DUPLICATE_WINDOW_SECONDS', {
  default: 600,
  description: 'An identical submission within this time is acknowledged but not stored or forwarded again',
});

const translationBaseUrl = defineString('TRANSLATION_BASE_URL', {
  default: '',
  description: 'OpenAI-compatible API base URL, e.g. https://api.openai.com/v1 or http://localhost:11434/v1',
});
const translationModel = defineString('TRANSLATION_MODEL', {
  default: '',
  description: 'Chat model used for translation, e.g. gpt-4o-mini',
});
const translationRateLimit = defineInt('TRANSLATION_RATE_LIMIT_PER_HOUR', {
  default: 200,
  description:
    'Translations (one Auto-Translate, or one item of Translate All) accepted from one member of staff per hour: a cap on what a runaway script or a misused account can cost at the provider',
});

/** Translations accepted from one member of staff per hour (at least 1). */
export function translationRateLimitPerHour(): number {
  return Math.max(1, translationRateLimit.value());
}

const translationCharacterLimit = defineInt('TRANSLATION_CHARACTERS_PER_HOUR', {
  default: 1_000_000,
  description:
    'Characters of text (all the fields sent, English or Swedish) one member of staff may send for translation per hour: a cap on what a runaway script or a misused account can cost at the provider, which bills by length. The first translation of an hour goes whatever its length',
});

/** Characters one member of staff may send for translation per hour (at least 1). */
export function translationCharactersPerHour(): number {
  return Math.max(1, translationCharacterLimit.value());
}

/** Bound to translateBlog / translateCaseStudy; any non-empty value for providers without keys. */
export const translationApiKey = defineSecret('TRANSLATION_API_KEY');

export interface LeadSettings {
  webhookUrls: Record<LeadType, string>;
  webhookSigningKey: string;
  /** Whole seconds from now until a lead is deleted if nothing else happens with it. */
  leadRetentionSeconds: number;
  retryBaseSeconds: number;
  /** Longest wait between two attempts, whatever the doubling says. */
  retryMaxSeconds: number;
  maxAttempts: number;
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Submissions accepted from all clients together in one minute. */
  globalRateLimitPerMinute: number;
  /**
   * The browser's own lead posts, without JavaScript (see leads/formPost.ts), accepted from all clients together in one minute: a
   * share of globalRateLimitPerMinute (they count against both), never more than all of it.
   */
  formPostRateLimitPerMinute: number;
  duplicateWindowSeconds: number;
  /**
   * Networks of the proxies trusted to append to X-Forwarded-For after the client: Hosting's CDN,
   * which every lead post (the apps' and the plain one) takes (see leads/policy.ts clientAddress).
   */
  trustedProxies: readonly string[];
  /** How long one delivery attempt may hold a lead before another run may take it over. */
  claimSeconds: number;
  webhookTimeoutMs: number;
  /** Key of the unsubscribe tokens (NEWSLETTER_UNSUBSCRIBE_KEY); empty: newsletter leads go without an address. */
  unsubscribeKey: string;
  /** The site's origin (SITE_URL) the unsubscribe address starts with; null when it is not set. */
  siteUrl: string | null;
}

/** Leads are personal data, kept at most three years after the person's last submission. */
export const LEAD_RETENTION_SECONDS = 3 * 365 * 24 * 60 * 60;
/**
 * A newsletter subscription the person ended is kept at most this long after (the privacy notice:
 * marketing data is kept until the person unsubscribes): long enough for its `unsubscribed` event's
 * retries and for staff to see it in the inbox, then Firestore's TTL policy deletes it.
 */
export const UNSUBSCRIBED_RETENTION_SECONDS = 30 * 24 * 60 * 60;

export function leadSettings(): LeadSettings {
  return {
    webhookUrls: {
      newsletter: newsletterWebhookUrl.value().trim(),
      quiz: quizWebhookUrl.value().trim(),
      contact: contactWebhookUrl.value().trim(),
    },
    webhookSigningKey: webhookSigningKey.value(),
    leadRetentionSeconds: LEAD_RETENTION_SECONDS,
    retryBaseSeconds: Math.max(1, retryBaseSeconds.value()),
    retryMaxSeconds: 6 * 60 * 60,
    maxAttempts: Math.max(1, maxAttempts.value()),
    rateLimitMax: Math.max(1, rateLimitMax.value()),
    rateLimitWindowSeconds: Math.max(1, rateLimitWindowSeconds.value()),
    globalRateLimitPerMinute: Math.max(1, globalRateLimitPerMinute.value()),
    formPostRateLimitPerMinute: Math.max(
      1,
      Math.min(formPostRateLimitPerMinute.value(), Math.max(1, globalRateLimitPerMinute.value())),
    ),
    duplicateWindowSeconds: Math.max(0, duplicateWindowSeconds.value()),
    trustedProxies: trustedProxies
      .value()
      .split(',')
      .map((range) => range.trim())
      .filter(Boolean),
    // Longer than one webhook attempt can take, so a held lead is never taken over mid-attempt.
    claimSeconds: Math.max(60, 2 * Math.max(1, webhookTimeoutSeconds.value()) + 30),
    webhookTimeoutMs: Math.max(1, webhookTimeoutSeconds.value()) * 1000,
    unsubscribeKey: unsubscribeKey.value(),
    siteUrl: parseSiteUrl(siteUrl.value()),
  };
}

/** What only the public lead endpoint needs besides LeadSettings. */
export interface LeadIntakeSettings {
  allowedOrigins: string[];
  clientSalt: string;
  appCheckEnforced: boolean;
}

export function leadIntakeSettings(): LeadIntakeSettings {
  return {
    allowedOrigins: allowedOrigins
      .value()
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    clientSalt: clientSalt.value(),
    appCheckEnforced: appCheckEnforced.value(),
  };
}

/** How long one request to the translation model may take (a slow model's piece of 6,000 characters). */
export const TRANSLATION_REQUEST_TIMEOUT_MS = 120_000;
/** Markdown goes to the model in pieces of at most this many characters (a model's output limit). */
export const TRANSLATION_CHUNK_CHARACTERS = 6_000;

export interface TranslationSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
  /** Per chat-completions request. */
  timeoutMs: number;
  /** Markdown is sent in pieces of at most this many characters (split between blocks). */
  chunkCharacters: number;
}

export function translationSettings(): TranslationSettings {
  return {
    baseUrl: translationBaseUrl.value().trim().replace(/\/+$/, ''),
    model: translationModel.value().trim(),
    apiKey: (translationApiKey.value() ?? '').trim(),
    timeoutMs: TRANSLATION_REQUEST_TIMEOUT_MS,
    chunkCharacters: TRANSLATION_CHUNK_CHARACTERS,
  };
}

/**
 * The site's origin. Also the only origin every callable answers CORS for: the admin console's
 * pages are the shell's, on this origin (callableCors.test.ts holds each callable index.ts exports to it).
 */
export const siteUrl = defineString('SITE_URL', {
  description:
    'Public origin of the site (the shell), written without a path or trailing slash, e.g. https://example.com: every address in the sitemap and the feeds starts with it, and the translation functions accept calls only from pages on it (the admin console)',
});
const siteName = defineString('SITE_NAME', {
  default: 'Northwind AI',
  description: 'Brand name in the feed titles (the same as brand.name in the shell app-config.json)',
});

export interface SeoSettings {
  /** The public origin without a trailing slash, or null when SITE_URL is not an http(s) origin. */
  siteUrl: string | null;
  brand: string;
}

/** The site origin when `value` is an http(s) URL (path, query and trailing slash dropped), else null. */
export function parseSiteUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function seoSettings(): SeoSettings {
  return { siteUrl: parseSiteUrl(siteUrl.value()), brand: siteName.value().trim() || 'Northwind AI' };
}

/**
 * Clearing Hosting's CDN when content changes (cdn/functions.ts): the Hosting site that serves the
 * pages (the shell's site id, as in .firebaserc's target "shell"); empty turns it off.
 */
export const cdnPurgeSite = defineString('CDN_PURGE_SITE', {
  default: '',
  description:
    "Hosting site id of the shell (the site that serves the pages), whose CDN cache is cleared within a minute of a change to live content; empty turns clearing off (pages then stay up to the pages' s-maxage, 6 hours)",
});
/** The Hosting REST API's origin: Google's, or the local stack's stand-in (scripts/local-stack/hosting-api-standin.mjs). */
export const hostingApiOrigin = defineString('HOSTING_API_ORIGIN', {
  default: 'https://firebasehosting.googleapis.com',
  description: 'Origin of the Firebase Hosting REST API (leave the default in production)',
});
