import { describe, expect, it } from 'vitest';
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribeToken';

const KEY = 'test-unsubscribe-key';
const ID = 'AbCdEfGhIjKlMnOpQrSt';

describe('unsubscribe tokens', () => {
  it('names its lead when signed with the key', () => {
    const token = unsubscribeToken(KEY, ID);
    expect(token).toMatch(/^AbCdEfGhIjKlMnOpQrSt\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(KEY, token)).toBe(ID);
  });

  it('refuses a forged, altered, foreign or malformed token', () => {
    const token = unsubscribeToken(KEY, ID);
    const [, signed = ''] = token.split('.');
    // Another lead's id with this lead's signature.
    expect(verifyUnsubscribeToken(KEY, `BbCdEfGhIjKlMnOpQrSt.${signed}`)).toBeNull();
    // One character of the signature changed.
    const flipped = `${signed.slice(0, 10)}${signed[10] === 'A' ? 'B' : 'A'}${signed.slice(11)}`;
    expect(verifyUnsubscribeToken(KEY, `${ID}.${flipped}`)).toBeNull();
    // Made with another key.
    expect(verifyUnsubscribeToken(KEY, unsubscribeToken('another-key', ID))).toBeNull();
    for (const junk of [undefined, 42, '', ID, `${ID}.`, `${token}x`, `${ID}.${'A'.repeat(43)}`, 'a.b']) {
      expect(verifyUnsubscribeToken(KEY, junk)).toBeNull();
    }
    // Without a key nothing is genuine, and no token is made.
    expect(verifyUnsubscribeToken('', token)).toBeNull();
    expect(() => unsubscribeToken('', ID)).toThrow(/NEWSLETTER_UNSUBSCRIBE_KEY/);
  });

  it('refuses a second spelling of the same signature (base64url padding bits)', () => {
    const token = unsubscribeToken(KEY, ID);
    const last = token.at(-1) ?? '';
    // The 43rd character carries 2 bits of padding: a neighbour decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const index = alphabet.indexOf(last);
    const twin = `${token.slice(0, -1)}${alphabet[index ^ 1]}`;
    expect(Buffer.from(twin.split('.')[1] ?? '', 'base64url')).toEqual(
      Buffer.from(token.split('.')[1] ?? '', 'base64url'),
    );
    expect(verifyUnsubscribeToken(KEY, twin)).toBeNull();
  });

  it("makes the address in the language of the lead's page, on the site", () => {
    const settings = { unsubscribeKey: KEY, siteUrl: 'https://example.com' };
    const token = unsubscribeToken(KEY, ID);
    expect(unsubscribeUrl(settings, ID, '/sv/blog')).toBe(`https://example.com/sv/unsubscribe?token=${token}`);
    expect(unsubscribeUrl(settings, ID, '/about')).toBe(`https://example.com/unsubscribe?token=${token}`);
    expect(unsubscribeUrl(settings, ID, undefined)).toBe(`https://example.com/unsubscribe?token=${token}`);
    expect(unsubscribeUrl({ ...settings, unsubscribeKey: '' }, ID, '/')).toBeNull();
    expect(unsubscribeUrl({ ...settings, siteUrl: null }, ID, '/')).toBeNull();
  });
});
