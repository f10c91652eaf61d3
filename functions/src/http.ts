/**
 * What every public HTTP function shares: its deployment (PUBLIC_HTTP), and no `X-Powered-By` (Express adds it to every
 * response before our code runs; it only tells a scanner what to try). In production the Functions
 * Framework's Express app is the one answering; locally the Functions emulator's own proxy adds
 * the header again, so it shows there whatever the function does.
 */
import type { Request, Response } from 'firebase-functions/https';
import { REGION } from './config';

/** Served in our region to anyone (pages and files, no API: no CORS). */
export const PUBLIC_HTTP = { region: REGION, invoker: 'public', cors: false } as const;

type Handler = (request: Request, response: Response) => void | Promise<void>;

/**
 * Answers 405 (plain text, naming the `methods` in Allow) when `request`'s method is none of them,
 * and says whether it did.
 */
export function refusedMethod(request: Request, response: Response, methods: readonly string[]): boolean {
  if (methods.includes(request.method)) return false;
  response.status(405).set({ 'Content-Type': 'text/plain; charset=utf-8', Allow: methods.join(', ') });
  response.send('Method not allowed.\n');
  return true;
}

export function withoutPoweredBy(handler: Handler): Handler {
  return (request, response) => {
    response.removeHeader('X-Powered-By');
    return handler(request, response);
  };
}
