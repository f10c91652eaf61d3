// Test support, never imported by a function: esbuild bundles from src/index.ts only.
import type { Request } from 'firebase-functions/https';

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
