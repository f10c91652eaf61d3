/**
 * What every public HTTP function shares: its deployment (PUBLIC_HTTP), and no `X-Powered-By` (Express adds it to every
 * response before our code runs; it only tells a scanner what to try). In production the Functions
 * Framework's Express app is the one answering; locally the Functions emulator's own proxy adds
 * the header again, so it shows there whatever the function does.
 */
import type { Request, Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { REGION } from './config';
import { languageOfPath } from './domain';

/** Served in our region to anyone (pages and files, no API: no CORS). */
export const PUBLIC_HTTP = { region: REGION, invoker: 'public', cors: false } as const;

type Handler = (request: Request, response: Response) => void | Promise<void>;

/** Answers `status` with `text` as plain text, and `headers`. */
export function sendText(response: Response, status: number, text: string, headers: Record<string, string> = {}) {
  response
    .status(status)
    .set({ 'Content-Type': 'text/plain; charset=utf-8', ...headers })
    .send(text);
}

/**
 * Answers 405 (plain text in the address's language, naming the `methods` in Allow) when
 * `request`'s method is none of them, and says whether it did.
 */
export function refusedMethod(request: Request, response: Response, methods: readonly string[]): boolean {
  if (methods.includes(request.method)) return false;
  const text =
    languageOfPath((request.url || '/').split('?')[0] ?? '/').language === 'sv'
      ? 'Metoden är inte tillåten.'
      : 'Method not allowed.';
  sendText(response, 405, `${text}\n`, { Allow: methods.join(', ') });
  return true;
}

export function withoutPoweredBy(handler: Handler): Handler {
  return (request, response) => {
    response.removeHeader('X-Powered-By');
    return handler(request, response);
  };
}

/** A whole answer: what a public function computes from a request, then sends. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A public function's handler from what it answers (a function of the request): no
 * `X-Powered-By`, the answer sent with `X-Content-Type-Options: nosniff`; anything thrown logged
 * as `<name> failed unexpectedly` and answered `unavailable` (a 503 that no cache keeps).
 */
export function answering(
  name: string,
  answer: (request: Request) => Promise<HttpAnswer>,
  unavailable: HttpAnswer,
): Handler {
  return withoutPoweredBy(async (request, response) => {
    let sent: HttpAnswer;
    try {
      sent = await answer(request);
    } catch (error) {
      logger.error(`${name} failed unexpectedly`, {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      sent = unavailable;
    }
    response.status(sent.status).set({ 'X-Content-Type-Options': 'nosniff', ...sent.headers });
    response.send(sent.body);
  });
}
