/**
 * How many requests one translation keeps open at the provider at once: a long post's pieces go
 * side by side up to the bound (a 100,000-character post is some 17 pieces; two at a time left it
 * past the callable's 300-second timeout with a slow model), and the fields of one call share the
 * bound, so a case study's three long fields never open more. The provider is a stand-in whose
 * answers the test releases one by one: no timing involved.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatCompletion, TranslationProviderError } from './chatCompletions';
import { sharedRequestLimit, TRANSLATION_CONCURRENT_REQUESTS, translateFields } from './translator';

vi.mock('./chatCompletions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./chatCompletions')>()),
  chatCompletion: vi.fn(),
}));

/** The requests the stand-in has been sent and not yet answered. */
const open: Array<{ content: string; answer: () => void; fail: (error: Error) => void }> = [];
let mostOpen = 0;
let sent = 0;

vi.mocked(chatCompletion).mockImplementation(
  (_settings, messages) =>
    new Promise<string>((resolve, reject) => {
      const content = messages.at(-1)?.content ?? '';
      open.push({ content, answer: () => resolve(`[sv] ${content}`), fail: reject });
      sent++;
      mostOpen = Math.max(mostOpen, open.length);
    }),
);

afterEach(() => {
  open.length = 0;
  mostOpen = 0;
  sent = 0;
});

const settings = { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'k', timeoutMs: 5_000, chunkCharacters: 40 };

/** `count` paragraphs, each a piece of its own at 40 characters a piece. */
const longText = (name: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${name} paragraph number ${index + 1}.`).join('\n\n');

/** Answers the open requests one at a time (the oldest first) until the translation is done. */
async function answerAll<T>(translation: Promise<T>): Promise<T> {
  let done = false;
  const result = translation.finally(() => {
    done = true;
  });
  while (!done) {
    await vi.waitFor(() => expect(open.length > 0 || done).toBe(true));
    open.shift()?.answer();
    await Promise.resolve();
  }
  return result;
}

describe('requests open at the provider during one translation', () => {
  it("sends a long field's pieces side by side, up to the bound", async () => {
    const translation = translateFields({ content: longText('Body', 20) }, 'sv', settings);
    await vi.waitFor(() => expect(open).toHaveLength(TRANSLATION_CONCURRENT_REQUESTS));
    const result = await answerAll(translation);
    expect(mostOpen).toBe(TRANSLATION_CONCURRENT_REQUESTS);
    expect(result.content).toBe(
      Array.from({ length: 20 }, (_, index) => `[sv] Body paragraph number ${index + 1}.`).join('\n\n'),
    );
  });

  it('holds every field of one call to the one bound', async () => {
    const shared = sharedRequestLimit(settings);
    const fields = {
      challenge: longText('Challenge', 8),
      solution: longText('Solution', 8),
      results: longText('Results', 8),
    };
    const translation = Promise.all([
      translateFields(fields, 'sv', shared),
      translateFields({ title: 'Title' }, 'sv', shared),
    ]);
    await vi.waitFor(() => expect(open).toHaveLength(TRANSLATION_CONCURRENT_REQUESTS));
    const [texts, title] = await answerAll(translation);
    expect(mostOpen).toBe(TRANSLATION_CONCURRENT_REQUESTS);
    expect(texts.results.split('\n\n')).toHaveLength(8);
    expect(title).toEqual({ title: '[sv] Title' });
  });

  it('sends no more once a request failed: the call fails anyway', async () => {
    const translation = translateFields({ content: longText('Body', 20) }, 'sv', settings);
    await vi.waitFor(() => expect(open).toHaveLength(TRANSLATION_CONCURRENT_REQUESTS));
    open
      .shift()
      ?.fail(new TranslationProviderError('the translation provider answered HTTP 402: no credit', { quota: true }));
    await expect(translation).rejects.toThrow('HTTP 402');
    // The ones already open finish; the rest are never sent.
    for (const request of open.splice(0)) request.answer();
    await Promise.resolve();
    expect(sent).toBe(TRANSLATION_CONCURRENT_REQUESTS);
  });
});
