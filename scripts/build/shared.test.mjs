// The shell's server renderer (lib/shell-server.cjs, which the renderPage function runs) carries the
// libraries it shares in its own bundle: they are declared by the package that builds it, the shell,
// and the function installs none of them beside it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS } from './shared.mjs';

/** @param {string} dir */
const manifest = (dir) => JSON.parse(readFileSync(new URL(`../../${dir}/package.json`, import.meta.url), 'utf8'));

/** @param {string} name an import ('react-dom/client') → its package ('react-dom') */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

describe("what the shell's server renderer runs", () => {
  const bundled = [
    ...new Set([
      ...SHARED_SINGLETONS.filter((name) => !name.startsWith('@app/') && !name.startsWith('@firebase/')).map(packageOf),
      // What shared-ui's re-export modules bundle, and the federation runtime with its Node plugin.
      '@mui/material',
      '@mui/icons-material',
      '@emotion/server',
      '@module-federation/runtime',
      '@module-federation/node',
    ]),
  ];

  it('is declared by the shell, which builds it', () => {
    const { dependencies } = manifest('shell');
    expect(bundled.filter((name) => !(name in dependencies))).toEqual([]);
  });

  it('is not installed beside the function, whose package.json lists only what its own code imports', () => {
    const { dependencies } = manifest('functions');
    expect(Object.keys(dependencies).filter((name) => bundled.includes(name))).toEqual([]);
  });
});
