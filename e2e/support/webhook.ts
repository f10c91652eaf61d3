/**
 * A stand-in for the n8n webhooks on the port the local stack's webhook addresses point at
 * (127.0.0.1:3950, functions/.secret.local). Specs that run in parallel may each want it: a
 * receiver waits until the port is free rather than failing.
 */
import http from 'node:http';

const WEBHOOK_PORT = 3950;

interface ReceivedLead {
  path: string;
  /** The Idempotency-Key header: the lead's id, the same on every attempt. */
  idempotencyKey: string | undefined;
  body: string;
  /** The status the receiver answered with. */
  status: number;
}

export interface WebhookReceiver {
  readonly received: ReceivedLead[];
  close(): Promise<void>;
}

/**
 * Listens on the webhook port (waiting up to `waitMs` while another spec holds it), records
 * every POST and answers with the status `answer` gives for it (200 unless told otherwise).
 */
export async function startWebhookReceiver(
  answer: (request: { path: string; body: string }) => number = () => 200,
  waitMs = 90_000,
): Promise<WebhookReceiver> {
  const received: ReceivedLead[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '';
      const status = answer({ path, body });
      const key = request.headers['idempotency-key'];
      received.push({ path, body, status, idempotencyKey: Array.isArray(key) ? key[0] : key });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        const listening = () => {
          server.off('error', failed);
          resolve();
        };
        const failed = (error: Error) => {
          server.off('listening', listening);
          reject(error);
        };
        server.once('listening', listening);
        server.once('error', failed);
        server.listen(WEBHOOK_PORT, '127.0.0.1');
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
