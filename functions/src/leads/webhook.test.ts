import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postToWebhook } from './webhook';

/** A local HTTP server answering with `answer`; it keeps what it was sent. */
async function server(answer: (request: IncomingMessage) => { status: number; headers?: Record<string, string> }) {
  const received: Array<{ method: string; body: string; signature: string | undefined }> = [];
  const http: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', body, signature: request.headers['x-signature'] as string });
      const { status, headers = {} } = answer(request);
      response.writeHead(status, headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  servers.push(http);
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/webhook`, received };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((http) => new Promise((resolve) => http.close(resolve))));
});

const lead = { email: 'anna@example.se', lead_id: 'lead-1', type: 'newsletter' };
const send = (url: string) =>
  postToWebhook({ url, body: lead, idempotencyKey: 'lead-1', signingKey: 'key', timeoutMs: 5_000 });

describe('postToWebhook', () => {
  it('delivers a signed lead to a webhook that answers 2xx', async () => {
    const webhook = await server(() => ({ status: 200 }));
    expect(await send(webhook.url)).toEqual({ ok: true });
    expect(webhook.received).toMatchObject([{ method: 'POST', body: JSON.stringify(lead) }]);
    expect(webhook.received[0]?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it.each([301, 302, 303])(
    'counts a %i redirect as no delivery: followed, the POST became a GET that a login page answers 200',
    async (status) => {
      const elsewhere = await server(() => ({ status: 200 }));
      const webhook = await server(() => ({ status, headers: { Location: elsewhere.url } }));
      expect(await send(webhook.url)).toEqual({ ok: false, error: `webhook answered HTTP ${status} (a redirect)` });
      expect(elsewhere.received).toEqual([]);
    },
  );

  it.each([307, 308])('never sends the lead and its signature on to where a %i redirect points', async (status) => {
    const elsewhere = await server(() => ({ status: 200 }));
    const webhook = await server(() => ({ status, headers: { Location: elsewhere.url } }));
    expect(await send(webhook.url)).toEqual({ ok: false, error: `webhook answered HTTP ${status} (a redirect)` });
    expect(elsewhere.received).toEqual([]);
  });
});
