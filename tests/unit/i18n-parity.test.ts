import { describe, expect, it } from 'vitest';
import { adminStrings } from '../../admin-remote/src/i18n';
import { shellStrings } from '../../shell/src/i18n';
import { siteStrings } from '../../site-remote/src/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function emptyValues(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [prefix];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => emptyValues(child, prefix ? `${prefix}.${key}` : key));
}

describe.each([
  ['shell', shellStrings],
  ['site', siteStrings],
  ['admin', adminStrings],
])('%s strings', (_name, strings) => {
  it('has the same keys in English and Swedish', () => {
    expect(keys(strings.sv).sort()).toEqual(keys(strings.en).sort());
  });

  it('has no empty texts', () => {
    expect(emptyValues(strings.en)).toEqual([]);
    expect(emptyValues(strings.sv)).toEqual([]);
  });
});

/** Every text of a dictionary with its dotted key. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

/** A phrase between straight or English quotation marks: 'Metric: Value', "this", “this”. */
const NON_SWEDISH_QUOTES = /(^|[\s(])(['"“‘])[^'"“”‘’]+?['"”’](?=[\s.,;:!?)]|$)/u;

describe.each([
  ['shell', shellStrings],
  ['site', siteStrings],
  ['admin', adminStrings],
])('%s Swedish strings', (_name, strings) => {
  it('quote the Swedish way, ”like this”, as a Swedish reader expects', () => {
    const quotedOtherwise = texts(strings.sv)
      .filter(([, text]) => NON_SWEDISH_QUOTES.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(quotedOtherwise).toEqual([]);
  });
});
