import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../scripts/fake-llm/server.mjs';
import { TranslationProviderError } from './chatCompletions';
import { MarkdownGuardError } from './markdown';
import { type TranslatorSettings, translateFields, translateMarkdown, translateMetrics } from './translator';

let fake: FakeLlm;
let settings: TranslatorSettings;

beforeAll(async () => {
  fake = await startFakeLlm({ port: 0 });
  settings = { baseUrl: fake.url, model: 'fake', apiKey: 'test-key', timeoutMs: 5_000, chunkCharacters: 40 };
});
afterAll(() => fake.close());

describe('translateMarkdown through an OpenAI-compatible API', () => {
  it('sends code and addresses as placeholders, never as text to translate', async () => {
    const result = await translateMarkdown(
      'Read [our guide](https://example.com/our-guide) and `hello`.',
      'sv',
      settings,
    );
    expect(result).toBe('[sv] Läs [vår guide](https://example.com/our-guide) och `hello`.');
    expect(fake.log.at(-1)?.content).toBe('Read [our guide](%%MD1%%) and %%MD0%%.');
  });

  it('translates long text in pieces and joins them with the original gaps', async () => {
    const text = '# Hello world\n\nFirst step and second step.\n\n\n- Faster\n- Better\n';
    const before = fake.log.length;
    const result = await translateMarkdown(text, 'sv', settings);
    expect(result).toBe('# [sv] Hej världen\n\n[sv] Första steg och andra steg.\n\n\n- [sv] Snabbare\n- [sv] Bättre\n');
    expect(fake.log.length - before).toBeGreaterThan(1);
  });

  it('does not call the model for pieces without words', async () => {
    const before = fake.log.length;
    expect(await translateMarkdown('```\nx\n```', 'sv', settings)).toBe('```\nx\n```');
    expect(fake.log.length).toBe(before);
  });

  it('unwraps a fenced answer', async () => {
    expect(await translateMarkdown('Hello [[fake-llm:wrap]]', 'sv', settings)).toBe('[sv] Hej [[fake-llm:wrap]]');
  });

  it('refuses an answer that lost code or links', async () => {
    await expect(translateMarkdown('See `code` [[fake-llm:drop-code]]', 'sv', settings)).rejects.toThrow(
      MarkdownGuardError,
    );
  });

  it('reports provider failures and unreachable providers clearly', async () => {
    await expect(translateMarkdown('Hello [[fake-llm:fail]]', 'sv', settings)).rejects.toThrow(
      'the translation provider answered HTTP 503: The fake model is overloaded (requested by [[fake-llm:fail]]).',
    );
    await expect(translateMarkdown('Hello', 'sv', { ...settings, baseUrl: 'http://127.0.0.1:9/v1' })).rejects.toThrow(
      TranslationProviderError,
    );
    await expect(translateMarkdown('Hello', 'sv', { ...settings, apiKey: '' })).rejects.toThrow(/HTTP 401/);
  });

  it('translates every field of a record', async () => {
    expect(await translateFields({ title: 'Hello', category: 'Strategy', empty: '' }, 'sv', settings)).toEqual({
      title: '[sv] Hej',
      category: '[sv] Strategi',
      empty: '',
    });
  });
});

describe('translateMetrics', () => {
  it('translates each name and value on its own, keeping each pair and the order; no call for a value without words', async () => {
    const before = fake.log.length;
    const metrics = [
      { metric: 'Time saved', value: '3 weeks' },
      { metric: 'Faster invoicing', value: '40%' },
    ];
    expect(await translateMetrics(metrics, 'sv', settings)).toEqual([
      { metric: '[sv] Tid sparad', value: '[sv] 3 veckor' },
      { metric: '[sv] Snabbare fakturering', value: '40%' },
    ]);
    expect(
      fake.log
        .slice(before)
        .map((entry) => entry.content)
        .sort(),
    ).toEqual(['3 weeks', 'Faster invoicing', 'Time saved'].sort());
    expect(await translateMetrics([], 'sv', settings)).toEqual([]);
  });
});
