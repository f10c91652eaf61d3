import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_LIFETIME_SECONDS, FORM_TOKEN_SKEW_SECONDS, issueFormToken, verifyFormToken } from './formToken';

const SECRET = 'demo-salt';
const ISSUED = new Date('2026-03-01T12:00:00.000Z');
const later = (seconds: number) => new Date(ISSUED.getTime() + seconds * 1000);

describe('issueFormToken', () => {
  it('is the issue time in seconds and a base64url HMAC-SHA256', () => {
    const token = issueFormToken(SECRET, ISSUED);
    expect(token).toMatch(/^1772366400\.[A-Za-z0-9_-]{43}$/);
  });

  it('is the same for the same second and differs by second and by secret', () => {
    expect(issueFormToken(SECRET, ISSUED)).toBe(issueFormToken(SECRET, later(0.5)));
    expect(issueFormToken(SECRET, ISSUED)).not.toBe(issueFormToken(SECRET, later(1)));
    expect(issueFormToken(SECRET, ISSUED)).not.toBe(issueFormToken('another-salt', ISSUED));
  });

  it('is not signed with the salt itself (the key that hashes client addresses) but a key derived from it', () => {
    const [issued, mac] = issueFormToken(SECRET, ISSUED).split('.');
    const withSalt = createHmac('sha256', SECRET).update(`form-token:${issued}`).digest('base64url');
    expect(mac).not.toBe(withSalt);
  });

  it('refuses to sign without a secret', () => {
    expect(() => issueFormToken('', ISSUED)).toThrow(/secret/);
  });
});

describe('verifyFormToken', () => {
  const token = issueFormToken(SECRET, ISSUED);

  it('takes a token from issue until eight hours later (6 hours in the CDN, then 2 for the visitor)', () => {
    expect(verifyFormToken(token, SECRET, ISSUED)).toBe('ok');
    expect(verifyFormToken(token, SECRET, later(60 * 60))).toBe('ok');
    expect(verifyFormToken(token, SECRET, later(FORM_TOKEN_LIFETIME_SECONDS))).toBe('ok');
  });

  it('calls a correctly signed token older than eight hours expired', () => {
    expect(verifyFormToken(token, SECRET, later(FORM_TOKEN_LIFETIME_SECONDS + 1))).toBe('expired');
    expect(verifyFormToken(token, SECRET, later(30 * 24 * 60 * 60))).toBe('expired');
  });

  it('allows a minute of clock skew, and refuses issue times further in the future', () => {
    expect(verifyFormToken(token, SECRET, later(-FORM_TOKEN_SKEW_SECONDS))).toBe('ok');
    expect(verifyFormToken(token, SECRET, later(-FORM_TOKEN_SKEW_SECONDS - 1))).toBe('invalid');
    const future = issueFormToken(SECRET, later(24 * 60 * 60));
    expect(verifyFormToken(future, SECRET, ISSUED)).toBe('invalid');
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyFormToken(token, 'another-salt', ISSUED)).toBe('invalid');
    expect(verifyFormToken(issueFormToken('another-salt', ISSUED), SECRET, ISSUED)).toBe('invalid');
  });

  it('refuses a token whose issue time was changed (an old token made young again)', () => {
    const [, mac] = token.split('.');
    expect(verifyFormToken(`${Number(token.split('.')[0]) + 3600}.${mac}`, SECRET, later(3600))).toBe('invalid');
  });

  it('refuses anything that is not a well-formed token', () => {
    const [issued, mac = ''] = token.split('.');
    for (const bad of [
      '',
      issued,
      `${issued}.`,
      `.${mac}`,
      `${issued}.${mac}x`,
      `${issued}.${mac.slice(1)}`,
      `${issued}.${mac.slice(0, -1)}=`,
      `-${issued}.${mac}`,
      `${issued}.${mac}.${mac}`,
      ` ${token}`,
      `${token}\n`,
      undefined,
      null,
      42,
      [token],
    ]) {
      expect(verifyFormToken(bad, SECRET, ISSUED), String(bad)).toBe('invalid');
    }
  });

  it('refuses a second spelling of the same signature (base64url padding bits)', () => {
    const [issued, mac = ''] = token.split('.');
    // The last of 43 base64url characters carries 2 unused bits; another value there decodes alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(mac.at(-1) ?? 'A');
    const twin = `${mac.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(twin, 'base64url').equals(Buffer.from(mac, 'base64url'))).toBe(true);
    expect(verifyFormToken(`${issued}.${twin}`, SECRET, ISSUED)).toBe('invalid');
  });

  it('refuses a second spelling of the same issue time (leading zeros)', () => {
    const [issued, mac = ''] = token.split('.');
    expect(verifyFormToken(`0${issued}.${mac}`, SECRET, ISSUED)).toBe('invalid');
    expect(verifyFormToken(`00${issued}.${mac}`, SECRET, ISSUED)).toBe('invalid');
  });

  it('refuses every token when the secret is empty', () => {
    expect(verifyFormToken(token, '', ISSUED)).toBe('invalid');
  });
});
