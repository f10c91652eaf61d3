// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { functionRewrites, rewriteTarget } from './hosting-rewrites.mjs';

const emulator = { origin: 'http://127.0.0.1:5001', projectId: 'demo-nordic-ai' };

describe('the shell target’s function rewrites (firebase.json)', () => {
  const rules = functionRewrites('shell');

  it('send the sitemap and both feeds to seoFiles in europe-north1', () => {
    expect(rules).toEqual(
      ['/sitemap.xml', '/rss.xml', '/sv/rss.xml'].map((source) => ({
        source,
        functionId: 'seoFiles',
        region: 'europe-north1',
      })),
    );
  });

  it('forwards those paths, query included, to the function in the emulator', () => {
    expect(rewriteTarget('/sv/rss.xml?utm_source=x', rules, emulator)).toBe(
      'http://127.0.0.1:5001/demo-nordic-ai/europe-north1/seoFiles/sv/rss.xml?utm_source=x',
    );
    expect(rewriteTarget('/blog', rules, emulator)).toBeNull();
    expect(rewriteTarget('/sitemap.xml/extra', rules, emulator)).toBeNull();
  });

  it('come before the catch-all index.html rewrite (Hosting uses the first rule that matches)', async () => {
    const { readFileSync } = await import('node:fs');
    const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
    const shell = config.hosting.find((/** @type {{ target: string }} */ entry) => entry.target === 'shell');
    const sources = shell.rewrites.map((/** @type {{ source: string }} */ rule) => rule.source);
    expect(sources.at(-1)).toBe('**');
    expect(sources.indexOf('**')).toBe(sources.length - 1);
  });

  it('ignores rules that are not function rewrites', () => {
    const config = { hosting: [{ target: 'shell', rewrites: [{ source: '**', destination: '/index.html' }] }] };
    expect(functionRewrites('shell', config)).toEqual([]);
  });
});
