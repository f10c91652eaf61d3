// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SECRETS, ensureDemoSecret, parseDotenv, readFunctionsConfig } from './functions-env.mjs';

describe('parseDotenv', () => {
  it('reads NAME=value lines, quotes and comments', () => {
    expect(
      parseDotenv('# comment\nA=1\nB = "two words"\nC=\'x#y\'\nD=plain # trailing\nexport E=e\nnot a line\n\nF=\n'),
    ).toEqual({ A: '1', B: 'two words', C: 'x#y', D: 'plain', E: 'e', F: '' });
  });
});

describe('ensureDemoSecret', () => {
  /** @type {string | undefined} */
  let dir;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const tempFile = () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-env-'));
    return path.join(dir, '.secret.local');
  };

  const ALL_NAMES = Object.keys(DEMO_SECRETS);
  const demoLines = (names = ALL_NAMES) =>
    names.map((name) => `${name}=${DEMO_SECRETS[/** @type {keyof typeof DEMO_SECRETS} */ (name)]}\n`).join('');

  it('writes the demo translation key (and every other demo secret) when the file is missing', () => {
    const file = tempFile();
    expect(ensureDemoSecret(file)).toEqual(ALL_NAMES);
    expect(ALL_NAMES).toContain('TRANSLATION_API_KEY');
    expect(fs.readFileSync(file, 'utf8')).toBe(demoLines());
    expect(fs.readFileSync(file, 'utf8')).toContain('TRANSLATION_API_KEY=local-fake-key\n');
    expect(ensureDemoSecret(file)).toEqual([]);
  });

  it('gives the webhooks, their signing key, the client salt and the unsubscribe key demo values', () => {
    expect(Object.keys(DEMO_SECRETS).sort()).toEqual([
      'CONTACT_WEBHOOK_URL',
      'LEAD_CLIENT_SALT',
      'LEAD_WEBHOOK_SIGNING_KEY',
      'NEWSLETTER_UNSUBSCRIBE_KEY',
      'NEWSLETTER_WEBHOOK_URL',
      'QUIZ_WEBHOOK_URL',
      'TRANSLATION_API_KEY',
    ]);
    const config = readFunctionsConfig('demo-nordic-ai', path.join(os.tmpdir(), 'no-such-secret-file'));
    expect(config.QUIZ_WEBHOOK_URL).toBe(DEMO_SECRETS.QUIZ_WEBHOOK_URL);
    expect(config.TRANSLATION_MODEL).toBe('fake-translator');
  });

  it('keeps a key that is there and adds a missing one after other secrets', () => {
    const file = tempFile();
    fs.writeFileSync(file, 'TRANSLATION_API_KEY=my-own-key\n');
    const others = ALL_NAMES.filter((name) => name !== 'TRANSLATION_API_KEY');
    expect(ensureDemoSecret(file)).toEqual(others);
    expect(fs.readFileSync(file, 'utf8')).toBe(`TRANSLATION_API_KEY=my-own-key\n${demoLines(others)}`);

    fs.writeFileSync(file, 'OTHER=1');
    expect(ensureDemoSecret(file)).toEqual(ALL_NAMES);
    expect(fs.readFileSync(file, 'utf8')).toBe(`OTHER=1\n${demoLines()}`);
  });
});
