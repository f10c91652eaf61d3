/**
 * One POST of a lead to its webhook; never throws, reports what went wrong instead.
 *
 * Every request is signed, so the automation can tell a lead from this backend from anything
 * else posted to its address: `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" with the signing key>`. The timestamp lets the receiver refuse old requests
 * replayed later. `Idempotency-Key: <lead id>` is the same on every attempt for one lead, so a
 * receiver that got a lead but whose answer was lost can drop the repeat.
 *
 * A redirect is not followed but answered as a failed attempt: followed, a 301, 302 or 303 turns
 * the POST into a GET without the lead, which a login page or a moved site answers 200 (the lead
 * marked delivered, never received), and a 307 or 308 sends the lead and its signature on to
 * whatever address the answer names. The configured URL must be the webhook's own.
 */
import { createHmac } from 'node:crypto';
import { type DeliveryError, deliveryErrorText } from '../domain';

export type DeliveryOutcome = { ok: true } | { ok: false; error: string };

const SIGNATURE_HEADER = 'x-signature';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The X-Signature value for `body` sent at `timestampSeconds`. */
function webhookSignature(signingKey: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', signingKey).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}

function describeFetchFailure(error: unknown): DeliveryError {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return { kind: 'timeout' };
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'unreachable', cause: cause?.code ?? cause?.message ?? error.message };
  }
  return { kind: 'unreachable', cause: String(error) };
}

/** A failed attempt, in the words the lead stores (domain deliveryError.ts, which the console reads back). */
const failed = (error: DeliveryError): DeliveryOutcome => ({ ok: false, error: deliveryErrorText(error) });

export interface WebhookRequest {
  url: string;
  body: Record<string, unknown>;
  idempotencyKey: string;
  signingKey: string;
  timeoutMs: number;
}

export async function postToWebhook(request: WebhookRequest): Promise<DeliveryOutcome> {
  const { url, body, idempotencyKey, signingKey, timeoutMs } = request;
  if (!url) return failed({ kind: 'noUrl' });
  if (!signingKey) return failed({ kind: 'noKey' });
  const text = JSON.stringify(body);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: idempotencyKey,
        [SIGNATURE_HEADER]: webhookSignature(signingKey, Math.floor(Date.now() / 1000), text),
      },
      body: text,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return { ok: true };
    return failed({ kind: 'http', status: response.status, redirect: response.status >= 300 && response.status < 400 });
  } catch (error) {
    return failed(describeFetchFailure(error));
  }
}
