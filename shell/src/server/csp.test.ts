import { describe, expect, it } from 'vitest';
import { cspHash } from './csp';

describe('cspHash', () => {
  it('is the SHA-256 source of the text as UTF-8, the way browsers hash an inline element', async () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash('å')).toBe(
      `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('å'))).toString('base64')}'`,
    );
  });
});
