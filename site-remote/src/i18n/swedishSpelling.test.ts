import { describe, expect, it } from 'vitest';
import { sv } from './sv';

/** Every text of the Swedish dictionary. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('the Swedish texts', () => {
  it("spell workshop's plural one way, as the service's own name does: workshoppar", () => {
    // 'Kompetensutvecklande workshoppar' (the upskill-workshops service) and the rest of the site.
    expect(texts(sv).filter((text) => /workshopar/i.test(text))).toEqual([]);
  });
});
