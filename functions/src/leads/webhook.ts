/** One POST of a lead to its webhook; never throws, reports what went wrong instead. */

export type DeliveryOutcome = { ok: true } | { ok: false; error: string };

function describeFetchFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'no answer before the timeout';
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

export async function postToWebhook(
  url: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
  timeoutMs: number,
): Promise<DeliveryOutcome> {
  if (!url) return { ok: false, error: 'no webhook URL is configured for this lead type' };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Lets the receiver drop a repeat if an attempt succeeded but its answer was lost.
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, error: `webhook answered HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, error: `webhook unreachable: ${describeFetchFailure(error)}` };
  }
}
