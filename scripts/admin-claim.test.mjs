import { describe, expect, it } from 'vitest';
import { grantLanguage, grantRefusal, parseArgs, staffDocument } from './admin-claim.mjs';

describe('admin-claim arguments', () => {
  it('reads the local and the production forms', () => {
    expect(parseArgs(['grant', 'Anna@Example.se', '--emulator', '--create', '--password', 'pw'])).toEqual({
      action: 'grant',
      email: 'anna@example.se',
      emulator: true,
      create: true,
      password: 'pw',
      role: 'admin',
    });
    expect(parseArgs(['grant', 'w@example.se', '--emulator', '--language', 'sv'])).toMatchObject({ language: 'sv' });
    expect(parseArgs(['grant', 'w@example.se', '--emulator', '--role', 'writer'])).toMatchObject({ role: 'writer' });
    expect(parseArgs(['revoke', 'anna@example.se', '--project', 'acme-prod'])).toEqual({
      action: 'revoke',
      email: 'anna@example.se',
      emulator: false,
      create: false,
      project: 'acme-prod',
      role: 'admin',
    });
  });

  it.each([
    [['promote', 'a@b.se', '--emulator'], /grant or revoke/],
    [['grant', '--emulator'], /e-mail address/],
    [['grant', 'a@b.se'], /--emulator for the local stack, or --project/],
    [['grant', 'a@b.se', '--emulator', '--project', 'acme-prod'], /demo project/],
    [
      ['grant', 'a@b.se', '--project', 'acme-prod', '--create', '--password', 'x'],
      /--create is for the local emulator/,
    ],
    [['grant', 'a@b.se', '--emulator', '--force'], /Unknown option --force/],
    [['grant', 'a@b.se', '--emulator', '--role', 'owner'], /--role must be one of admin, writer/],
    [['grant', 'a@b.se', '--emulator', '--language', 'de'], /--language must be en or sv, not "de"/],
    [['grant', 'a@b.se', '--emulator', '--language', 'SV'], /--language must be en or sv, not "SV"/],
    [['grant', 'a@b.se', '--emulator', '--language'], /--language must be en or sv, not ""/],
    [['revoke', 'a@b.se', '--emulator', '--language', 'sv'], /--language is for grant/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('grantRefusal', () => {
  it('allows a verified address or a Microsoft account, and explains a refusal', () => {
    expect(
      grantRefusal({ email: 'a@b.se', emailVerified: true, providerData: [{ providerId: 'password' }] }),
    ).toBeNull();
    expect(
      grantRefusal({ email: 'a@b.se', emailVerified: false, providerData: [{ providerId: 'microsoft.com' }] }),
    ).toBeNull();
    expect(grantRefusal({ email: 'a@b.se', emailVerified: false, providerData: [{ providerId: 'password' }] })).toMatch(
      /^Not granted: a@b\.se has not verified its e-mail address and does not sign in with Microsoft/,
    );
  });
});

describe('the language a grant stores', () => {
  it('is the one asked for, else the one the member has (granted again), else English', () => {
    expect(grantLanguage('sv', 'en')).toBe('sv');
    expect(grantLanguage('en', 'sv')).toBe('en');
    expect(grantLanguage(undefined, 'sv')).toBe('sv');
    expect(grantLanguage(undefined, undefined)).toBe('en');
    expect(grantLanguage(undefined, 'de')).toBe('en');
    expect(grantLanguage(undefined, null)).toBe('en');
  });

  it('leaves the language out of the parsed options when not asked for', () => {
    expect(parseArgs(['grant', 'a@b.se', '--emulator'])).not.toHaveProperty('language');
  });
});

describe('staffDocument', () => {
  it('is the staff document the staff functions write, with the language of the member’s links', () => {
    const now = Symbol('server time');
    expect(staffDocument({ email: 'a@b.se', role: 'writer', language: 'sv' }, now)).toEqual({
      email: 'a@b.se',
      role: 'writer',
      language: 'sv',
      invited_by: null,
      invited_at: now,
      updated_at: now,
      revoked_at: null,
    });
  });
});
