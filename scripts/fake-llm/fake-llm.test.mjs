import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, targetLanguage } from './server.mjs';
import { fakeTranslate } from './translate.mjs';

describe('fakeTranslate', () => {
  const markdown = [
    '## Results',
    '',
    'Read [our guide](https://example.com/guide?a=1) and run `npm test`.',
    '',
    '1. First step',
    '- [ ] Second step',
    '> Great team',
    '',
    '```ts',
    'const results = "hello";',
    '```',
    '',
    '| Name | Value |',
    '| :--- | ---: |',
    '| Time saved | 70% |',
    '%%MD3%%',
  ].join('\n');

  it('marks and translates prose line by line, keeping markdown, code, addresses and placeholders', () => {
    expect(fakeTranslate(markdown, 'sv').split('\n')).toEqual([
      '## [sv] Resultat',
      '',
      '[sv] Läs [vår guide](https://example.com/guide?a=1) och run `npm test`.',
      '',
      '1. [sv] Första steg',
      '- [ ] [sv] Andra steg',
      '> [sv] Fantastiskt team',
      '',
      '```ts',
      'const results = "hello";',
      '```',
      '',
      '| [sv] Namn | [sv] Värde |',
      '| :--- | ---: |',
      '| [sv] Tid sparad | 70% |',
      '%%MD3%%',
    ]);
  });

  it('translates Swedish back to English with the reverse dictionary', () => {
    expect(fakeTranslate('Hej världen', 'en')).toBe('[en] Hello world');
  });

  it('is deterministic', () => {
    expect(fakeTranslate(markdown, 'sv')).toBe(fakeTranslate(markdown, 'sv'));
  });
});

describe('fake OpenAI-compatible server', () => {
  /** @type {Awaited<ReturnType<typeof startFakeLlm>>} */
  let fake;
  beforeAll(async () => {
    fake = await startFakeLlm({ port: 0 });
  });
  afterAll(() => fake.close());

  /** @param {string} user @param {Record<string, string>} [headers] */
  const complete = (user, headers = { authorization: 'Bearer test-key' }) =>
    fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        model: 'any',
        messages: [
          { role: 'system', content: 'Target language: Swedish (sv).' },
          { role: 'user', content: user },
        ],
      }),
    });

  it('answers in the chat-completions shape', async () => {
    const response = await complete('Hello world');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.object).toBe('chat.completion');
    expect(body.choices[0].message).toEqual({ role: 'assistant', content: '[sv] Hej världen' });
    expect(fake.log.at(-1)).toMatchObject({ target: 'sv', content: 'Hello world', authorized: true });
  });

  it('refuses requests without a key, like a real provider', async () => {
    const response = await complete('Hello', {});
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toMatch(/API key/);
  });

  it('fails on request, and can lose placeholders or wrap its answer', async () => {
    const failed = await complete('Hello [[fake-llm:fail]]');
    expect(failed.status).toBe(503);
    const dropped = await (await complete('See %%MD0%% [[fake-llm:drop-code]]')).json();
    expect(dropped.choices[0].message.content).not.toContain('%%MD0%%');
    const wrapped = await (await complete('Hello [[fake-llm:wrap]]')).json();
    expect(wrapped.choices[0].message.content).toMatch(/^```markdown\n/);
    const injected = await (await complete('Hello [[fake-llm:inject-link]]')).json();
    expect(injected.choices[0].message.content).toContain('[konto](https://evil.example/login)');
    expect(injected.choices[0].message.content).toContain('![](https://evil.example/pixel.gif)');
  });

  it('reads the target language from the system message', () => {
    expect(targetLanguage('Target language: English (en).')).toBe('en');
    expect(targetLanguage('Translate into English.')).toBe('en');
    expect(targetLanguage('Translate into Swedish.')).toBe('sv');
  });
});
