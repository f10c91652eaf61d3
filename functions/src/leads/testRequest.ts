// Test support, never imported by a function: the build bundles from src/index.ts only.
import type { Request } from 'firebase-functions/https';
import type { LeadSettings } from '../config';
import { HOSTING_CDN_RANGES } from './policy';

/**
 * A POST of `fields` form-encoded to `options.url` (default `/`), as a browser sends a plain
 * `<form method="post">` (or `<LeadForm>` its `fetch`), as the runtime hands it to a handler.
 */
export function formPostRequest(
  fields: Record<string, string>,
  headers: Record<string, string>,
  options: { method?: string; rawBody?: Buffer; url?: string } = {},
): Request {
  const text = new URLSearchParams(fields).toString();
  const all: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...headers };
  return {
    method: options.method ?? 'POST',
    url: options.url ?? '/',
    headers: all,
    header: (name: string) => all[name.toLowerCase()],
    rawBody: options.rawBody ?? Buffer.from(text),
    body: { ...fields },
  } as unknown as Request;
}

/** Lead settings for handler tests: small limits, no webhook that answers. */
export function testLeadSettings(overrides: Partial<LeadSettings> = {}): LeadSettings {
  return {
    webhookUrls: { newsletter: 'http://127.0.0.1:9/none', quiz: '', contact: '' },
    webhookSigningKey: 'key',
    leadRetentionSeconds: 100,
    retryBaseSeconds: 1,
    retryMaxSeconds: 10,
    maxAttempts: 2,
    rateLimitMax: 5,
    rateLimitWindowSeconds: 60,
    globalRateLimitPerMinute: 100,
    formPostRateLimitPerMinute: 25,
    duplicateWindowSeconds: 60,
    trustedProxies: HOSTING_CDN_RANGES,
    claimSeconds: 60,
    webhookTimeoutMs: 1000,
    unsubscribeKey: 'unsubscribe-key',
    siteUrl: 'https://example.com',
    ...overrides,
  };
}
