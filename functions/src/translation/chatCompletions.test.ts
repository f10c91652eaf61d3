/**
 * The chat-completions client against providers that answer badly: a body that stops arriving
 * or breaks off half-way is the provider's failure (TranslationProviderError, which the
 * callables answer as `unavailable`), like a connection that fails before any answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { chatCompletion, TranslationProviderError } from './chatCompletions';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A provider that sends its headers and the start of a body, then `then` does the rest. */
async function providerThatStalls(then: 'wait' | 'break'): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"choices":[{"message":{"content":"Hej');
    if (then === 'break') setTimeout(() => response.socket?.destroy(), 20);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const messages = [{ role: 'user' as const, content: 'Hello' }];

describe('chatCompletion', () => {
  it('reports a body that stops arriving within the timeout as the provider’s failure', async () => {
    const baseUrl = await providerThatStalls('wait');
    const answer = chatCompletion({ baseUrl, model: 'm', apiKey: 'k', timeoutMs: 300 }, messages);
    await expect(answer).rejects.toThrow(TranslationProviderError);
    await expect(answer).rejects.toThrow(/^the translation provider's answer broke off \(no answer within/);
  });

  it('reports a body that breaks off as the provider’s failure', async () => {
    const baseUrl = await providerThatStalls('break');
    const answer = chatCompletion({ baseUrl, model: 'm', apiKey: 'k', timeoutMs: 5_000 }, messages);
    await expect(answer).rejects.toThrow(TranslationProviderError);
    await expect(answer).rejects.toThrow("the translation provider's answer broke off (UND_ERR_SOCKET)");
  });
});
