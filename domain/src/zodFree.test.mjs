import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The public site imports types, converters, localization, dates, e-mail and language helpers
 * from this package and must not download zod for them. So only the schema side (the *Schema.ts
 * modules and validation.ts, re-exported by index.ts) may import zod or that side; every other
 * module stays clear of both, and with `"sideEffects": false` the site's bundles leave the schema
 * modules (and zod) out. (Plain JavaScript: this package's type-check has no Node types.)
 */
const dir = new URL('./', import.meta.url);
const modules = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const isSchemaSide = (name) => name.endsWith('Schema.ts') || name === 'validation.ts';

/** What a module imports or re-exports at run time (`import type` / `export type` are erased). */
function runtimeImports(source) {
  const pattern = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

describe('modules the public site imports', () => {
  const light = modules.filter((name) => !isSchemaSide(name) && name !== 'index.ts');

  it('are found', () => {
    expect(light).toEqual(expect.arrayContaining(['blog.ts', 'caseStudy.ts', 'leads.ts', 'translation.ts']));
  });

  it.each(light)('%s imports neither zod nor a schema module', (name) => {
    const imports = runtimeImports(readFileSync(new URL(name, dir), 'utf8'));
    const offending = imports.filter(
      (path) => path === 'zod' || path.startsWith('zod/') || isSchemaSide(`${path.replace(/^\.\//, '')}.ts`),
    );
    expect(offending).toEqual([]);
  });
});
