/**
 * The callable protocol (POST {"data": …} → {"result": …} or {"error": {status, message,
 * details}}) spoken by the public lead functions themselves, so that every request the platform
 * hands over is answered in that JSON shape, whatever it carries. `onCall` decodes the body
 * before any of our code runs and answers a 500 for some of it (an object with an unknown
 * "@type", for one); here the body is checked step by step and every problem is an
 * `invalid-argument` naming what is wrong, bodies the platform's parser could not read included
 * (bodyParsers.ts hands those on). The web SDK's httpsCallable calls these unchanged.
 */
import { HttpsError, type Request, type Response } from 'firebase-functions/https';
import { bodyProblem } from '../bodyParsers';

/** No lead form nests anything: deeper data is refused before it is walked by anything else. */
export const MAX_DATA_DEPTH = 4;

function requestProblem(message: string): HttpsError {
  return new HttpsError('invalid-argument', `Invalid input: request: ${message}`, { field: 'request' });
}

/** Whether `value` nests objects or arrays deeper than `maxDepth` (walked without recursion). */
export function nestedDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item || typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= maxDepth) return true;
    for (const child of Object.values(item.value)) stack.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

/**
 * CORS for the configured origins only, and a refusal for pages of any other site (browsers send
 * Origin with every cross-site POST; a request without one does not come from a web page).
 * Answers a preflight itself and returns true when the request is fully answered.
 */
export function applyCors(request: Request, response: Response, allowedOrigins: readonly string[]): boolean {
  const origin = request.header('origin');
  response.vary('Origin');
  if (origin !== undefined && !allowedOrigins.includes(origin)) {
    throw new HttpsError('permission-denied', 'This form cannot be sent from this site.');
  }
  if (origin !== undefined) response.set('Access-Control-Allow-Origin', origin);
  if (request.method !== 'OPTIONS') return false;
  response.set('Access-Control-Allow-Methods', 'POST');
  const requested = request.header('access-control-request-headers');
  if (requested) response.set('Access-Control-Allow-Headers', requested);
  response.set('Access-Control-Max-Age', '3600');
  response.status(204).end();
  return true;
}

/** Why the platform's parser refused the body, as a person would say it. */
function refusedBody(request: Request, type: string, maxBytes: number): HttpsError {
  if (type === 'entity.too.large') return requestProblem(`is too large; at most ${maxBytes} bytes are accepted`);
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return requestProblem('must be UTF-8 JSON without a content encoding');
  }
  if (type !== 'entity.parse.failed') return requestProblem('has a body that cannot be read');
  // The platform's parser takes only objects and arrays: a bare string, number or null is JSON
  // still, and gets the message for a body without "data".
  try {
    JSON.parse(request.rawBody?.toString('utf8') ?? '');
  } catch {
    return requestProblem('is not valid JSON');
  }
  return requestProblem('must be a JSON object with a "data" field');
}

/**
 * The `data` of a callable request: POST, JSON, an object with a `data` field, at most
 * `maxBytes` long and at most MAX_DATA_DEPTH levels deep. Anything else is an `invalid-argument`,
 * bodies the platform's parser refused included (see bodyParsers.ts).
 */
export function callableData(request: Request, maxBytes: number): unknown {
  if (request.method !== 'POST') throw requestProblem(`must be a POST, not ${request.method}`);
  const size = request.rawBody?.length ?? 0;
  if (size > maxBytes) {
    throw requestProblem(`the request is ${size} bytes; at most ${maxBytes} bytes are accepted`);
  }
  const contentType = (request.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') {
    throw requestProblem(`must be sent as application/json, not ${contentType || 'without a content type'}`);
  }
  const refused = bodyProblem(request);
  if (refused) throw refusedBody(request, refused.type, maxBytes);
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body)) {
    throw requestProblem('must be a JSON object with a "data" field');
  }
  const { data } = body as { data: unknown };
  if (nestedDeeperThan(data, MAX_DATA_DEPTH)) throw requestProblem('is nested too deeply');
  return data;
}

/** Answers as a callable does: `{"result": …}` with 200, or `{"error": …}` with the error's status. */
export function sendCallableResult(response: Response, result: unknown): void {
  response.status(200).json({ result });
}

export function sendCallableError(response: Response, error: HttpsError): void {
  response.status(error.httpErrorCode.status).json({ error: error.toJSON() });
}
