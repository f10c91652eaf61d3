/**
 * What every public HTTP function shares: its deployment (PUBLIC_HTTP), and no `X-Powered-By` (Express adds it to every
 * response before our code runs; it only tells a scanner what to try). In production the Functions
 * Framework's Express app is the one answering; locally the Functions emulator's own proxy adds
 * the header again, so it shows there whatever the function does.
 */
import type { Request, Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { REGION } from './config';
import { languageOfPath, safeSitePath } from './domain';

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

/** A path segment `.` or `..`, as it is or percent-encoded (`%2e%2e`). */
const DOT_SEGMENT = /(?:^|[/\\])(?:\.|%2e){1,2}(?=[/\\?#]|$)/i;

/**
 * The address a GET or HEAD with dot segments in its path resolves to (as a browser resolves them),
 * else null. The Fetch Request handed to the shell's server resolves them itself, so rendered, such an
 * address was another page under an address of its own (`/sv/blog/%2e%2e/%2e%2e/about`, the English
 * about page), which the CDN would keep. Always a path on this site (safeSitePath).
 */
function dotSegmentsResolved(method: string, url: string): string | null {
  if (method === 'POST' || !DOT_SEGMENT.test(url.split(/[?#]/)[0] ?? '')) return null;
  return safeSitePath(url) ?? '/';
}

/** Whether a GET or HEAD with dot segments in its path was answered: a 301 to the path they resolve to (renderPage's). */
export function movedDotSegments(request: Request, response: Response): boolean {
  const resolved = dotSegmentsResolved(request.method, request.url || '/');
  if (resolved === null) return false;
  sendText(response, 301, `Moved to ${resolved}\n`, { Location: resolved });
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
