// Test support, never imported by a function: esbuild bundles from src/index.ts only.
import type { Request } from 'firebase-functions/https';
import type { LeadSettings } from '../config';

/**
 * A POST carrying `{ data }` as the Firebase web SDK sends a callable request, as the runtime
 * hands it to a handler (raw and parsed body, headers readable both ways).
 */
export function callableJsonRequest(data: unknown, headers: Record<string, string>): Request {
  const text = JSON.stringify({ data });
  const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
  return {
    method: 'POST',
    headers: all,
    header: (name: string) => all[name.toLowerCase()],
    rawBody: Buffer.from(text),
    body: JSON.parse(text) as unknown,
  } as unknown as Request;
}

/**
 * A POST of `fields` form-encoded, as a browser sends a plain `<form method="post">`, as the
 * runtime hands it to a handler (its urlencoded parser has filled `body`).
 */
export function formPostRequest(
  fields: Record<string, string>,
  headers: Record<string, string>,
  options: { method?: string; rawBody?: Buffer } = {},
): Request {
  const text = new URLSearchParams(fields).toString();
  const all: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...headers };
  return {
    method: options.method ?? 'POST',
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
    clientProxyHops: 0,
    formPostProxyHops: 1,
    claimSeconds: 60,
    webhookTimeoutMs: 1000,
    ...overrides,
  };
}
