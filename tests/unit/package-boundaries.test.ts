/**
 * What a deployed or shared package may reach by a relative path. The functions bundle their own
 * sources and the shared domain (functions/src/domain.ts, by path: Cloud Functions installs the
 * folder with npm, which refuses pnpm's `workspace:` protocol); the content toolkit is a package of
 * its own, which names the domain by its package name. Neither reaches into scripts/ (the command
 * lines and the local stack) or into another app's folder: what both need lives in a package.
 * Tests and their support (the files that import Vitest) may use the local stack's stand-ins.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Each relative module specifier of a source file (`import … from`, `export … from`, `import()`), with where it leads. */
function relativeImports(file: string): { specifier: string; resolved: string }[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g),
    ...text.matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => ({
    specifier,
    resolved: path.relative(root, path.resolve(root, path.dirname(file), specifier)),
  }));
}

const isTestCode = (file: string) => /\bfrom 'vitest'/.test(fs.readFileSync(path.join(root, file), 'utf8'));

/** The relative imports of the package's sources (not its tests) that lead outside `allowed` folders. */
function outside(folder: string, allowed: readonly string[]): string[] {
  return tracked
    .filter((file) => file.startsWith(`${folder}/`) && /\.(ts|tsx|mjs|js)$/.test(file) && !isTestCode(file))
    .flatMap((file) =>
      relativeImports(file)
        .filter(({ resolved }) => !allowed.some((dir) => resolved.startsWith(`${dir}/`)))
        .map(({ specifier }) => `${file}: ${specifier}`),
    );
}

describe('package boundaries', () => {
  it('the functions reach only their own sources and the domain', () => {
    expect(outside('functions/src', ['functions', 'domain/src'])).toEqual([]);
  });

  it('the content toolkit reaches only its own sources', () => {
    expect(outside('content-tools/src', ['content-tools'])).toEqual([]);
  });
});
