import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { archiveName, bearerToken, refusal } from './archive';

describe('archiveName', () => {
  const at = new Date('2026-12-07T11:05:02.345Z');

  it('says the site, the project and the time (UTC, to the second)', () => {
    expect(archiveName('https://www.example.com', 'my-project', at)).toBe(
      'www.example.com-content-my-project-20261207T110502Z',
    );
  });

  it('keeps a port as a file name may carry it', () => {
    expect(archiveName('http://localhost:3000', 'demo-nordic-ai', at)).toBe(
      'localhost-3000-content-demo-nordic-ai-20261207T110502Z',
    );
  });

  it('says "site" when the site has no address', () => {
    expect(archiveName(null, 'p', at)).toBe('site-content-p-20261207T110502Z');
    expect(archiveName('not a url', 'p', at)).toBe('site-content-p-20261207T110502Z');
  });
});

describe('bearerToken', () => {
  it('is the token of a Bearer header, whatever the scheme’s case', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer  abc ')).toBe('abc');
  });

  it('is null for no header, another scheme or no token', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });
});

describe('refusal', () => {
  it('answers as a callable would: the HTTP status and { error: { status, message, details } }', () => {
    expect(refusal(new HttpsError('permission-denied', 'Only admins can export.', { reason: 'role' }))).toEqual({
      status: 403,
      body: { error: { status: 'PERMISSION_DENIED', message: 'Only admins can export.', details: { reason: 'role' } } },
    });
  });
});
