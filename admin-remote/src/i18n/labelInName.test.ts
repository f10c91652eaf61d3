import { describe, expect, it } from 'vitest';
import { en } from './en';
import { sv } from './sv';

type Tree = { readonly [key: string]: string | Tree };

/** Every `xLabel` of the dictionary beside its `x`: a control's accessible name and its visible text. */
function labelled(tree: Tree, path = ''): { key: string; visible: string; label: string }[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== 'string') return labelled(value, `${path}${key}.`);
    const visible = key.endsWith('Label') ? tree[key.slice(0, -'Label'.length)] : undefined;
    return typeof visible === 'string' ? [{ key: `${path}${key}`, visible, label: value }] : [];
  });
}

describe('label in name (WCAG 2.5.3)', () => {
  it.each([
    ['en', en],
    ['sv', sv],
  ] as const)(
    "every button's accessible name holds its visible text, so a voice command naming what it shows finds it (%s)",
    (_language, dictionary) => {
      const pairs = labelled(dictionary as unknown as Tree);
      expect(pairs.length).toBeGreaterThan(5);
      const mismatched = pairs
        .filter(({ visible, label }) => !label.toLocaleLowerCase().includes(visible.toLocaleLowerCase()))
        .map(({ key, visible, label }) => `${key}: "${label}" does not hold "${visible}"`);
      expect(mismatched).toEqual([]);
    },
  );
});
