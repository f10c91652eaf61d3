/**
 * The functions' one typed configuration (no addresses or keys in code), through the Functions
 * params API: values come from `functions/.env.<projectId>` (or the deploy prompt) and the
 * translation key from Secret Manager (`functions/.secret.local` in the emulator). Nothing here is
 * a live address or key; the defaults leave a feature visibly "not configured".
 */

import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import type { LeadType } from './domain';

export const REGION = 'europe-north1';

const newsletterWebhookUrl = defineString('NEWSLETTER_WEBHOOK_URL', {
  default: '',
  description: 'Webhook (the n8n automation) that receives newsletter sign-ups',
});
const quizWebhookUrl = defineString('QUIZ_WEBHOOK_URL', {
  default: '',
  description: 'Webhook (the n8n automation) that receives AI readiness quiz leads',
});
const contactWebhookUrl = defineString('CONTACT_WEBHOOK_URL', {
  default: '',
  description: 'Webhook (the n8n automation) that receives contact form messages',
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
const clientProxyHops = defineInt('LEAD_CLIENT_PROXY_HOPS', {
  default: 0,
  description: 'Trusted proxies that append to X-Forwarded-For after the client address (0 when called directly)',
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
/** Bound to translateBlog / translateCaseStudy; any non-empty value for providers without keys. */
export const translationApiKey = defineSecret('TRANSLATION_API_KEY');

export interface LeadSettings {
  webhookUrls: Record<LeadType, string>;
  retryBaseSeconds: number;
  /** Longest wait between two attempts, whatever the doubling says. */
  retryMaxSeconds: number;
  maxAttempts: number;
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  duplicateWindowSeconds: number;
  clientProxyHops: number;
  /** How long one delivery attempt may hold a lead before another run may take it over. */
  claimSeconds: number;
  webhookTimeoutMs: number;
}

export function leadSettings(): LeadSettings {
  return {
    webhookUrls: {
      newsletter: newsletterWebhookUrl.value().trim(),
      quiz: quizWebhookUrl.value().trim(),
      contact: contactWebhookUrl.value().trim(),
    },
    retryBaseSeconds: Math.max(1, retryBaseSeconds.value()),
    retryMaxSeconds: 6 * 60 * 60,
    maxAttempts: Math.max(1, maxAttempts.value()),
    rateLimitMax: Math.max(1, rateLimitMax.value()),
    rateLimitWindowSeconds: Math.max(1, rateLimitWindowSeconds.value()),
    duplicateWindowSeconds: Math.max(0, duplicateWindowSeconds.value()),
    clientProxyHops: Math.max(0, clientProxyHops.value()),
    claimSeconds: 60,
    webhookTimeoutMs: 10_000,
  };
}

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
    timeoutMs: 120_000,
    chunkCharacters: 6_000,
  };
}
