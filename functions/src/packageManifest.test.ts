import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Cloud Functions installs this package with npm from package.json alone (no pnpm, no lockfile). */
describe('functions/package.json', () => {
  const manifest = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    main: string;
    type: string;
    engines: { node: string };
    dependencies: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

  it('has only specifiers npm can install (no workspace:, link: or relative file: paths)', () => {
    const specifiers = Object.values({ ...manifest.dependencies, ...manifest.devDependencies });
    expect(specifiers.filter((spec) => /^(workspace|link|file):/.test(spec))).toEqual([]);
  });

  it('runs the ESM bundle on Node 22 with the runtime SDKs and sharp (native: installed for the runtime platform, never bundled) as dependencies', () => {
    expect(manifest).toMatchObject({ main: 'lib/index.js', type: 'module', engines: { node: '22' } });
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['firebase-admin', 'firebase-functions', 'sharp']);
  });
});
