import { describe, expect, it } from 'vitest';
import { scriptJson } from './html';

describe('scriptJson', () => {
  it('writes JSON no text in it can close its script element, which parses back to the value', () => {
    const value = { name: '</script><script>x', comment: '<!--', lines: 'a\u2028b\u2029c' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
