import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_TYPES } from '../domain';
import { translateBlog } from './functions';
import { asAdmin, keepTranslationSettings, withFakeTranslator } from './testCaller';

/** What the rate limit's transactions wrote, in order. */
const counted = vi.hoisted(() => [] as unknown[]);

// The caller's staff document (read by requireStaff): none, so the `admin: true` claim of an
// account made before roles decides, without a Firestore to ask.
// The rate limit's counter: none yet, and its transaction writes into `counted`.
vi.mock('../firebase', () => {
  const document = { get: async () => ({ exists: false, data: () => undefined, get: () => undefined }) };
  return {
    db: () => ({
      collection: () => ({ doc: () => document }),
      runTransaction: async (work: (transaction: unknown) => Promise<unknown>) =>
        work({ get: async () => document.get(), set: (_ref: unknown, value: unknown) => counted.push(value) }),
    }),
  };
});

const blog = { title: 'Hello', excerpt: 'Our guide', content: '# Results', category: 'Strategy', targetLang: 'sv' };

describe('translateBlog configuration', () => {
  keepTranslationSettings({ cleared: true });

  it('names every missing setting when translation is not configured', async () => {
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({
      code: 'failed-precondition',
      message:
        'Translation is not configured: set TRANSLATION_BASE_URL, TRANSLATION_MODEL and the TRANSLATION_API_KEY secret.',
    });
  });

  it('names the one that is left', async () => {
    process.env.TRANSLATION_BASE_URL = 'http://127.0.0.1:9/v1';
    process.env.TRANSLATION_API_KEY = 'key';
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({
      message: 'Translation is not configured: set TRANSLATION_MODEL.',
    });
  });

  it('checks the caller before the configuration', async () => {
    await expect(translateBlog.run({ ...asAdmin(blog), auth: undefined })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});

describe('one translation function per content type', () => {
  // tests/functions/clients.test.ts calls both through the emulator by these names (index.ts exports them).
  it("is exported under each descriptor's translationCallable, the name the console calls", async () => {
    const exported: Record<string, unknown> = await import('./functions');
    for (const type of CONTENT_TYPES) expect(exported[type.translationCallable], type.id).toBeTypeOf('function');
  });
});

describe("a provider that refuses the site's key or model", () => {
  keepTranslationSettings();
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  /** A provider that answers every request with `status` and an OpenAI-style error (of `code`, if given). */
  async function providerAnswering(status: number, message: string, code?: string): Promise<void> {
    server = createServer((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message, ...(code && { type: code, code }) } }));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    process.env.TRANSLATION_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    process.env.TRANSLATION_MODEL = 'gpt-x';
    process.env.TRANSLATION_API_KEY = 'wrong-key';
  }

  it.each([
    [401, 'Incorrect API key provided.'],
    [403, 'Project does not have access to model gpt-x.'],
    [404, 'The model `gpt-x` does not exist.'],
  ])('answering HTTP %i is a setup to fix (failed-precondition), not a moment to wait', async (status, message) => {
    await providerAnswering(status, message);
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: `Translation failed: the translation provider answered HTTP ${status}: ${message}`,
      details: { reason: 'provider-refused' },
    });
  });

  it('an overloaded one is still unavailable', async () => {
    await providerAnswering(503, 'Overloaded.');
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('answering HTTP 402 (payment required) is a quota or bill to settle, not a moment to wait', async () => {
    await providerAnswering(402, 'Insufficient Balance');
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Translation failed: the translation provider answered HTTP 402: Insufficient Balance.',
      details: { reason: 'provider-quota' },
    });
  });

  it("OpenAI's insufficient_quota (HTTP 429) is the quota used up, not a busy provider", async () => {
    const message = 'You exceeded your current quota, please check your plan and billing details.';
    await providerAnswering(429, message, 'insufficient_quota');
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: `Translation failed: the translation provider answered HTTP 429: ${message}`,
      details: { reason: 'provider-quota' },
    });
  });

  it('a plain HTTP 429 (too many requests for now) is still unavailable', async () => {
    await providerAnswering(429, 'Rate limit reached for requests.', 'rate_limit_exceeded');
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('a request with some of the fields (what bulk translation sends)', () => {
  const fake = withFakeTranslator();
  beforeEach(() => {
    counted.length = 0;
  });

  it('translates only the title, sends the model only the title and counts only its characters', async () => {
    const answer = await translateBlog.run(asAdmin({ title: 'Hello world', targetLang: 'sv' }));
    expect(answer).toEqual({ title: '[sv] Hej världen', excerpt: '', content: '', category: '', image_alt: '' });
    expect(fake().log.map((entry) => entry.content)).toEqual(['Hello world']);
    // The two counters (translations, characters) of the caller's hour: one translation, 11 characters.
    expect(counted).toEqual([
      expect.objectContaining({ count: 1 }),
      expect.objectContaining({ count: 'Hello world'.length }),
    ]);
  });

  it('refuses a request with no field to translate, naming why, and asks the model nothing', async () => {
    await expect(translateBlog.run(asAdmin({ targetLang: 'sv' }))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Invalid input: request: has no field to translate',
    });
    expect(fake().log).toEqual([]);
    expect(counted).toEqual([]);
  });
});
