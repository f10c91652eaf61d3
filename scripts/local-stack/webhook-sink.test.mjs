// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { readFunctionsConfig } from './functions-env.mjs';
import { describeLead, startWebhookSink, webhookSinkAddresses } from './webhook-sink.mjs';

describe('webhookSinkAddresses', () => {
  it('groups the local lead webhooks by address', () => {
    const addresses = webhookSinkAddresses({
      NEWSLETTER_WEBHOOK_URL: 'http://127.0.0.1:3950/webhooks/newsletter',
      QUIZ_WEBHOOK_URL: 'http://127.0.0.1:3950/webhooks/quiz',
      CONTACT_WEBHOOK_URL: 'http://localhost:4950/contact',
    });
    expect(addresses).toEqual([
      {
        host: '127.0.0.1',
        port: 3950,
        urls: ['http://127.0.0.1:3950/webhooks/newsletter', 'http://127.0.0.1:3950/webhooks/quiz'],
        parameters: ['NEWSLETTER_WEBHOOK_URL', 'QUIZ_WEBHOOK_URL'],
      },
      { host: 'localhost', port: 4950, urls: ['http://localhost:4950/contact'], parameters: ['CONTACT_WEBHOOK_URL'] },
    ]);
  });

  it('leaves out empty, unparsable and remote webhooks', () => {
    expect(
      webhookSinkAddresses({
        NEWSLETTER_WEBHOOK_URL: '',
        QUIZ_WEBHOOK_URL: 'not a url',
        CONTACT_WEBHOOK_URL: 'https://n8n.example.com/webhook/contact',
      }),
    ).toEqual([]);
  });

  it('covers every webhook of the demo project', () => {
    const env = readFunctionsConfig('demo-nordic-ai');
    const parameters = webhookSinkAddresses(env).flatMap((address) => address.parameters);
    expect(parameters.sort()).toEqual(['CONTACT_WEBHOOK_URL', 'NEWSLETTER_WEBHOOK_URL', 'QUIZ_WEBHOOK_URL']);
  });
});

describe('describeLead', () => {
  it('names the type and the e-mail address', () => {
    expect(describeLead('/webhooks/quiz', { type: 'quiz', email: 'a@example.com', lead_id: 'L1' }, false)).toBe(
      'quiz lead  a@example.com  lead L1',
    );
    expect(describeLead('/webhooks/contact', {}, true)).toBe('contact lead  (no e-mail)  (repeat delivery)');
  });
});

describe('startWebhookSink', () => {
  /** @type {{ close: () => Promise<void> } | undefined} */
  let sink;
  afterEach(async () => {
    await sink?.close();
    sink = undefined;
  });

  it('answers 200 and reports each delivered lead in one line', async () => {
    /** @type {string[]} */
    const lines = [];
    const started = await startWebhookSink({ port: 0, log: (line) => lines.push(line) });
    sink = started;
    const port = Number(new URL(started.url).port);
    expect(port).toBeGreaterThan(0);
    const post = () =>
      fetch(`${started.url}/webhooks/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'lead-1' },
        body: JSON.stringify({ email: 'anna@example.com', type: 'newsletter', lead_id: 'lead-1' }),
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect((await post()).status).toBe(200);
    expect(lines).toEqual([
      'newsletter lead  anna@example.com  lead lead-1',
      'newsletter lead  anna@example.com  lead lead-1  (repeat delivery)',
    ]);
    expect(started.received).toBe(2);
  });
});
