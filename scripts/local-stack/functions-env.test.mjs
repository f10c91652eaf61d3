// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureDemoSecret, parseDotenv } from './functions-env.mjs';

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

  it('writes the demo translation key when the file is missing', () => {
    const file = tempFile();
    expect(ensureDemoSecret(file)).toEqual(['TRANSLATION_API_KEY']);
    expect(fs.readFileSync(file, 'utf8')).toBe('TRANSLATION_API_KEY=local-fake-key\n');
    expect(ensureDemoSecret(file)).toEqual([]);
  });

  it('keeps a key that is there and adds a missing one after other secrets', () => {
    const file = tempFile();
    fs.writeFileSync(file, 'TRANSLATION_API_KEY=my-own-key\n');
    expect(ensureDemoSecret(file)).toEqual([]);
    expect(fs.readFileSync(file, 'utf8')).toBe('TRANSLATION_API_KEY=my-own-key\n');

    fs.writeFileSync(file, 'OTHER=1');
    expect(ensureDemoSecret(file)).toEqual(['TRANSLATION_API_KEY']);
    expect(fs.readFileSync(file, 'utf8')).toBe('OTHER=1\nTRANSLATION_API_KEY=local-fake-key\n');
  });
});
