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

export function withoutPoweredBy(handler: Handler): Handler {
  return (request, response) => {
    response.removeHeader('X-Powered-By');
    return handler(request, response);
  };
}
