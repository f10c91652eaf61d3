/**
 * A JavaScript module's types are its JSDoc, read by every TypeScript project that imports it (`allowJs`), so a
 * changed signature is a type error in its importers. A hand-written declaration beside it (`headers.d.mts` next to
 * `headers.mjs`) would win TypeScript's module resolution over the code and could say anything: nothing checks it
 * against the module. So no committed `.d.ts`, `.d.mts` or `.d.cts` declares a committed JavaScript module
 * (scripts/README.md says why and what it costs). Declarations of other packages' modules (`src/diff.d.ts`) are not
 * concerned.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean));

/** The module a declaration file stands for: `x.d.mts` → `x.mjs`, `x.d.cts` → `x.cjs`, `x.d.ts` → `x.js`. */
function declaredModule(file: string): string | undefined {
  const match = /^(.*)\.d\.(m|c)?ts$/.exec(file);
  return match ? `${match[1]}.${match[2] ?? ''}js` : undefined;
}

describe('declaration files', () => {
  it('maps each kind of declaration to its module', () => {
    expect(declaredModule('scripts/a.d.mts')).toBe('scripts/a.mjs');
    expect(declaredModule('scripts/a.d.cts')).toBe('scripts/a.cjs');
    expect(declaredModule('scripts/a.d.ts')).toBe('scripts/a.js');
    expect(declaredModule('scripts/a.mjs')).toBeUndefined();
  });

  it('declare no JavaScript module of the repository: its JSDoc is its types', () => {
    const shadowing = [...tracked].filter((file) => {
      const module = declaredModule(file);
      return module !== undefined && tracked.has(module);
    });
    expect(shadowing, 'delete these and type the module with JSDoc (scripts/README.md)').toEqual([]);
  });
});
