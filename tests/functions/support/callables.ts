/**
 * Calling the functions as a client does, over real HTTP with the callable protocol
 * (POST {"data": …} → {"result": …} or {"error": {status, message, details}}). Tests can set the
 * caller's ID token and its network address (X-Forwarded-For, as Google's front end would).
 */
import { functionUrl } from './stack';

interface CallableError {
  status: string;
  message: string;
  details?: unknown;
}

export type CallOutcome<T> =
  | { ok: true; httpStatus: number; result: T }
  | { ok: false; httpStatus: number; error: CallableError };

export interface CallOptions {
  idToken?: string;
  /** Appears to the function as the client's address. */
  clientAddress?: string;
  /** Sent instead of `{"data": data}`, for malformed or oversized bodies. */
  rawBody?: string;
  /** Content-Type header (default application/json); null sends none. */
  contentType?: string | null;
  /** Further headers, e.g. Origin or a whole X-Forwarded-For. */
  headers?: Record<string, string>;
  method?: string;
}

export async function callFunction<T = unknown>(
  name: string,
  data: unknown,
  options: CallOptions = {},
): Promise<CallOutcome<T>> {
  const headers: Record<string, string> = {};
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  if (options.idToken) headers.authorization = `Bearer ${options.idToken}`;
  if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
  Object.assign(headers, options.headers);
  const method = options.method ?? 'POST';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const response = await fetch(functionUrl(name), {
    method,
    headers,
    // A Uint8Array body, unlike a string, makes fetch add no Content-Type of its own.
    body: hasBody ? new TextEncoder().encode(options.rawBody ?? JSON.stringify({ data })) : undefined,
  });
  const text = await response.text();
  let body: { result?: T; error?: CallableError };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { ok: false, httpStatus: response.status, error: { status: 'NOT_JSON', message: text.slice(0, 500) } };
  }
  if (response.ok && body.error === undefined)
    return { ok: true, httpStatus: response.status, result: body.result as T };
  return {
    ok: false,
    httpStatus: response.status,
    error: body.error ?? { status: 'UNKNOWN', message: text.slice(0, 500) },
  };
}

let addressCounter = 0;

/** A fresh documentation-range address (RFC 5737) per call, so tests never share a rate limit. */
export function freshClientAddress(): string {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}
