/**
 * `onCall` for every callable of ours: firebase-functions' own, with one thing added before it
 * decodes the request. The SDK decodes a call's `data` from the callable protocol's JSON before any
 * of our code runs, and a value it cannot decode (an object with an `"@type"` it does not know, a
 * Long whose value is no number, nesting deep enough to overflow its recursion) makes it answer
 * 500 `INTERNAL` and log an error, whoever calls. Our apps never send such data (the web SDK
 * encodes none), so it is a hostile or broken call: it is answered `invalid-argument` (400) instead,
 * through the SDK, with its CORS, error format and token checks unchanged. The data is replaced by
 * null before the SDK decodes it and the request marked; the handler refuses a marked request
 * before anything else.
 */
import {
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
  HttpsError,
  type Request,
  type Response,
  onCall as sdkOnCall,
} from 'firebase-functions/https';

/** The protocol's two encoded integer types, the only `@type`s the SDK decodes. */
const LONG_TYPES: ReadonlySet<unknown> = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** Deeper than any of our requests by far, and far from where the SDK's recursion overflows. */
export const MAX_CALLABLE_DEPTH = 64;

export type UndecodableReason = 'unknown-type' | 'too-deep';

/**
 * Why firebase-functions would fail to decode `data` (a call's `data` as parsed from JSON), or
 * null when it decodes: the SDK's own rules (its `decode`), walked without recursion.
 */
export function undecodableReason(data: unknown): UndecodableReason | null {
  const pending: [unknown, number][] = [[data, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_CALLABLE_DEPTH) return 'too-deep';
    const record = value as Record<string, unknown>;
    if (record['@type']) {
      // A Long becomes a number (and its object is not looked into); any other type throws.
      if (!LONG_TYPES.has(record['@type']) || Number.isNaN(Number.parseFloat(String(record.value)))) {
        return 'unknown-type';
      }
      continue;
    }
    for (const child of Array.isArray(value) ? value : Object.values(record)) pending.push([child, depth + 1]);
  }
  return null;
}

const UNDECODABLE = Symbol('undecodable callable data');

type Marked = Request & { [UNDECODABLE]?: UndecodableReason };

const MESSAGES: Record<UndecodableReason, string> = {
  'unknown-type': 'Invalid input: the data holds an "@type" value the callable protocol cannot decode.',
  'too-deep': `Invalid input: the data is nested more than ${MAX_CALLABLE_DEPTH} levels deep.`,
};

/** firebase-functions' `onCall`, refusing data it cannot decode as `invalid-argument` (see above). */
export function onCall<T = unknown, Return = unknown>(
  options: CallableOptions<T>,
  handler: (request: CallableRequest<T>) => Return,
): CallableFunction<T, Return extends Promise<unknown> ? Return : Promise<Return>> {
  const callable = sdkOnCall(options, (request: CallableRequest<T>) => {
    const reason = (request.rawRequest as Marked | undefined)?.[UNDECODABLE];
    if (reason) throw new HttpsError('invalid-argument', MESSAGES[reason], { reason: 'undecodable', problem: reason });
    return handler(request);
  });
  const guarded = (request: Request, response: Response) => {
    const body: unknown = request.body;
    if (body !== null && typeof body === 'object' && 'data' in body) {
      const reason = undecodableReason(body.data);
      if (reason) {
        (request as Marked)[UNDECODABLE] = reason;
        (body as { data: unknown }).data = null;
      }
    }
    return callable(request, response);
  };
  // What the Firebase CLI and the emulator read off the function (__endpoint, __trigger, run …).
  const { length: _length, name: _name, prototype: _prototype, ...own } = Object.getOwnPropertyDescriptors(callable);
  return Object.defineProperties(guarded, own) as unknown as typeof callable;
}
