/**
 * A stand-in for the n8n webhooks: records every POST, checks its signature the way the
 * automation does (functions/README.md), answers as told (200, 500, late), and can be stopped
 * and started again on the same port to be "unreachable" and then "recover".
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { readFunctionsConfig } from '../../../scripts/local-stack/functions-env.mjs';

const WEBHOOK_PORT = 3950;

/** The signing key the Functions emulator signs with (functions/.secret.local). */
function webhookSigningKey(): string {
  const key = readFunctionsConfig().LEAD_WEBHOOK_SIGNING_KEY;
  if (!key) throw new Error('LEAD_WEBHOOK_SIGNING_KEY is not configured for the emulator');
  return key;
}

/**
 * Whether `header` (`t=<unix seconds>,v1=<hex>`) is a valid HMAC-SHA256 of "<t>.<raw body>"
 * with `key`, made at most `toleranceSeconds` ago: what a receiver checks before trusting a lead.
 */
function verifyWebhookSignature(
  header: string | undefined,
  rawBody: string,
  key: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const fields = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2)));
  const timestamp = Number(fields.t);
  const signature = fields.v1;
  if (!Number.isInteger(timestamp) || typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export interface ReceivedDelivery {
  path: string;
  status: number;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

export class WebhookReceiver {
  readonly deliveries: ReceivedDelivery[] = [];
  /** Deliveries whose X-Signature did not verify (kept apart: a real receiver drops them). */
  readonly unsigned: ReceivedDelivery[] = [];
  /** Status code the receiver answers with. */
  status = 200;
  /** How long the receiver waits before answering (longer than the sender's timeout = "hanging"). */
  delayMs = 0;
  private server: http.Server | undefined;
  private readonly key = webhookSigningKey();

  constructor(readonly port = WEBHOOK_PORT) {}

  /** Only the deliveries it accepted (2xx): what the automation actually got. */
  accepted(path?: string): ReceivedDelivery[] {
    return this.deliveries.filter((d) => d.status < 300 && (path === undefined || d.path === path));
  }

  /** Accepted deliveries after dropping repeats of an idempotency key, as the automation does. */
  deduplicated(path?: string): ReceivedDelivery[] {
    const seen = new Set<string | undefined>();
    return this.accepted(path).filter((delivery) => {
      if (seen.has(delivery.idempotencyKey)) return false;
      seen.add(delivery.idempotencyKey);
      return true;
    });
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
        const signature = request.headers['x-signature'];
        const delivery = {
          path: request.url ?? '',
          status: this.status,
          idempotencyKey: Array.isArray(header) ? header[0] : header,
          body,
        };
        const signed = verifyWebhookSignature(Array.isArray(signature) ? signature[0] : signature, text, this.key);
        (signed ? this.deliveries : this.unsigned).push(delivery);
        const answer = () => {
          if (response.destroyed) return;
          response.writeHead(delivery.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ received: delivery.status < 300 }));
        };
        if (this.delayMs > 0) setTimeout(answer, this.delayMs);
        else answer();
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
    this.unsigned.length = 0;
    this.status = 200;
    this.delayMs = 0;
  }
}
