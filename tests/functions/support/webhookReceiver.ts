/**
 * A stand-in for the n8n webhooks: records every POST, answers as told (200, 500), and can be
 * stopped and started again on the same port to be "unreachable" and then "recover".
 */
import http from 'node:http';

export const WEBHOOK_PORT = 3950;

export interface ReceivedDelivery {
  path: string;
  status: number;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

export class WebhookReceiver {
  readonly deliveries: ReceivedDelivery[] = [];
  /** Status code the receiver answers with. */
  status = 200;
  private server: http.Server | undefined;

  constructor(readonly port = WEBHOOK_PORT) {}

  /** Only the deliveries it accepted (2xx): what the automation actually got. */
  accepted(path?: string): ReceivedDelivery[] {
    return this.deliveries.filter((d) => d.status < 300 && (path === undefined || d.path === path));
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          body = { unparsable: text };
        }
        const header = request.headers['idempotency-key'];
        this.deliveries.push({
          path: request.url ?? '',
          status: this.status,
          idempotencyKey: Array.isArray(header) ? header[0] : header,
          body,
        });
        response.writeHead(this.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ received: this.status < 300 }));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Closes the port, so deliveries fail with "connection refused". */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  reset(): void {
    this.deliveries.length = 0;
    this.status = 200;
  }
}
