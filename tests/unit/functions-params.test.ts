/**
 * Every parameter the functions define has its value in the demo project's file: the Functions
 * emulator writes the default of a parameter no file sets into functions/.env.local, which then
 * overrides the demo configuration and which scripts/test-backend.mjs refuses to run with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTING_CDN_RANGES } from '../../functions/src/leads/policy';

const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

const defined = sources(path.join(root, 'functions/src')).flatMap((file) =>
  Array.from(
    fs.readFileSync(file, 'utf8').matchAll(/\bdefine(?:String|Int|Boolean|List|Float)\(\s*'([A-Z0-9_]+)'/g),
    (match) => match[1] ?? '',
  ),
);

const demo = new Map(
  fs
    .readFileSync(path.join(root, 'functions/.env.demo-nordic-ai'), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
      return match ? [[match[1] ?? '', match[2] ?? ''] as const] : [];
    }),
);

describe("the demo project's parameters", () => {
  it('finds the parameters the functions define', () => {
    expect(defined).toContain('LEAD_TRUSTED_PROXIES');
  });

  it.each(defined)('sets %s in functions/.env.demo-nordic-ai', (name) => {
    expect(demo.has(name)).toBe(true);
  });

  it("names Hosting's CDN as the default does", () => {
    expect(demo.get('LEAD_TRUSTED_PROXIES')?.split(',')).toEqual(HOSTING_CDN_RANGES);
  });
});
