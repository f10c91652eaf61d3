// The builds take React Router's production build (react-router.mjs): it is there, and it is the
// development build with the developer warnings off, nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_DIR, REACT_ROUTER_PRODUCTION } from './react-router.mjs';

/** A build's ES module files, in a stable order. @param {'development' | 'production'} build */
function modules(build) {
  const dir = path.join(REACT_ROUTER_DIR, 'dist', build);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
}

describe("React Router's production build", () => {
  it('is what the package exports lack: they still name the development build alone', () => {
    const manifest = JSON.parse(readFileSync(path.join(REACT_ROUTER_DIR, 'package.json'), 'utf8'));
    // When this fails the package names a production build itself: drop the alias.
    expect(JSON.stringify(manifest.exports['.'])).not.toContain('production');
    expect(readFileSync(REACT_ROUTER_PRODUCTION, 'utf8')).toContain('export');
  });

  it('differs from the development build only in the developer warnings', () => {
    // The chunks' names are content hashes; each chunk's text with the hashes taken out.
    const text = (/** @type {string} */ source) => source.replace(/chunk-[A-Z0-9]{8}/g, 'chunk');
    const development = modules('development').map(text);
    const production = modules('production').map(text);
    expect(production).toHaveLength(development.length);
    const switched = development.map((source) =>
      source.replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;'),
    );
    expect(production.sort()).toEqual(switched.sort());
    expect(development.join('')).toContain('var ENABLE_DEV_WARNINGS = true;');
  });
});
