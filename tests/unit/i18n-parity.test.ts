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
