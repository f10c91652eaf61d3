import { describe, expect, it } from 'vitest';
import { shellOrigin } from './functions';

describe('shellOrigin', () => {
  it('is SITE_URL in production, whatever X-Forwarded-Host says', () => {
    expect(shellOrigin('https://example.com', 'evil.example', false)).toBe('https://example.com');
    expect(shellOrigin('https://example.com', 'localhost:3007', false)).toBe('https://example.com');
  });

  it('follows the local Hosting site a request came through in the emulator, and only a local one', () => {
    expect(shellOrigin('http://localhost:3000', 'localhost:3007', true)).toBe('http://localhost:3007');
    expect(shellOrigin('http://localhost:3000', 'evil.example', true)).toBe('http://localhost:3000');
    expect(shellOrigin('http://localhost:3000', undefined, true)).toBe('http://localhost:3000');
  });
});
