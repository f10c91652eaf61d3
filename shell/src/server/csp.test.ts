import { describe, expect, it } from 'vitest';
import { cspHash, pagePolicy } from './csp';

describe('cspHash', () => {
  it('is the SHA-256 source of the text as UTF-8, the way browsers hash an inline element', async () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash('å')).toBe(
      `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('å'))).toString('base64')}'`,
    );
  });
});

describe('pagePolicy', () => {
  it("adds the page's inline scripts, styles and style attributes by hash, and drops the admin's gapi origin", () => {
    const policy = "default-src 'self'; script-src 'self' https://apis.google.com; style-src 'self'; img-src *";
    const body = '<header style="--a:1"></header><p style="--a:1"></p><i style="color:&quot;red&quot;"></i>';
    expect(pagePolicy(policy, ['boot()'], ['.a{}', '.b{}'], body)).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${cspHash('boot()')}`,
        `style-src 'self' ${cspHash('.a{}')} ${cspHash('.b{}')} 'unsafe-hashes' ${cspHash('--a:1')} ${cspHash('color:"red"')}`,
        'img-src *',
      ].join('; '),
    );
  });

  it("starts a directive the policy lacks from default-src's sources, and names 'unsafe-hashes' only for attributes", () => {
    expect(pagePolicy("default-src 'self'", ['x'], ['y'], '<p></p>')).toBe(
      `default-src 'self'; script-src 'self' ${cspHash('x')}; style-src 'self' ${cspHash('y')}`,
    );
  });
});
