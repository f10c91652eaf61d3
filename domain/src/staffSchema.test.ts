import { describe, expect, it, vi } from 'vitest';
import {
  inviteStaffRequestSchema,
  revokeStaffRequestSchema,
  setStaffLanguageRequestSchema,
  setStaffRoleRequestSchema,
} from './staffSchema';
import { validate } from './validation';

describe('the staff callables’ account ids', () => {
  it('take an account id, never one Firestore reserves (`__…__`: its staff document cannot be read)', () => {
    expect(validate(revokeStaffRequestSchema, { uid: 'Z8Q0fTxjRVwfM6NLWKmftnE700Ex' }).ok).toBe(true);
    expect(validate(setStaffRoleRequestSchema, { uid: '__x', role: 'writer' }).ok).toBe(true);
    for (const uid of ['', 'a/b', 'x'.repeat(129), '__x__', '____']) {
      expect(validate(revokeStaffRequestSchema, { uid }).ok, uid).toBe(false);
      expect(validate(setStaffRoleRequestSchema, { uid, role: 'writer' }).ok, uid).toBe(false);
    }
  });
});

describe('a member’s language', () => {
  it('is English or Swedish, named as the site names them, for an account id; nothing else', () => {
    const uid = 'Z8Q0fTxjRVwfM6NLWKmftnE700Ex';
    expect(validate(setStaffLanguageRequestSchema, { uid, language: 'sv' })).toEqual({
      ok: true,
      value: { uid, language: 'sv' },
    });
    for (const language of ['SV', 'de', '', null, 1, undefined]) {
      expect(validate(setStaffLanguageRequestSchema, { uid, language }), String(language)).toEqual({
        ok: false,
        problem: { field: 'language', message: expect.any(String) },
      });
    }
    expect(validate(setStaffLanguageRequestSchema, { uid: '__x__', language: 'en' }).ok).toBe(false);
    expect(validate(setStaffLanguageRequestSchema, { uid, language: 'en', role: 'admin' }).ok).toBe(false);
  });
});

describe('an invitation’s address', () => {
  it('is refused by its length alone when too long, its pattern never run over it', () => {
    const test = vi.spyOn(RegExp.prototype, 'test');
    const address = `a@${'a.'.repeat(100_000)}@`;
    expect(validate(inviteStaffRequestSchema, { email: address, role: 'writer' })).toEqual({
      ok: false,
      problem: { field: 'email', message: 'must be at most 254 characters' },
    });
    // But zod's own count of code points (one character class, linear), the length check itself.
    const matched = test.mock.calls
      .filter((_, call) => (test.mock.contexts[call] as RegExp).source !== '[\\uD800-\\uDBFF]')
      .map(([text]) => String(text).length);
    expect(Math.max(0, ...matched)).toBeLessThanOrEqual(254);
    test.mockRestore();
    expect(validate(inviteStaffRequestSchema, { email: ' Anna@Example.se ', role: 'admin' })).toEqual({
      ok: true,
      value: { email: 'anna@example.se', role: 'admin' },
    });
  });

  it("takes an apostrophe before the @ (O'Brien's), never in the domain nor markup", () => {
    expect(validate(inviteStaffRequestSchema, { email: "O'Brien@Example.ie", role: 'writer' })).toEqual({
      ok: true,
      value: { email: "o'brien@example.ie", role: 'writer' },
    });
    for (const email of ["anna@exa'mple.se", '"anna"@example.se', '<a>@example.se', 'an\\na@example.se']) {
      expect(validate(inviteStaffRequestSchema, { email, role: 'writer' }).ok, email).toBe(false);
    }
  });

  it('refuses control, invisible and text-direction characters, as a lead’s address does: no address that shows as another', () => {
    for (const email of [
      'anna@example.se\u200B',
      'an\u200Dna@example.se',
      'anna\uFEFF@example.se',
      'anna@example.se\u202E',
      'anna\u2066@example.se',
      'anna\u0000@example.se',
      'anna@exam\u0007ple.se',
      'anna@example.se\u0085',
      'anna\uD800@example.se',
    ]) {
      expect(validate(inviteStaffRequestSchema, { email, role: 'admin' }), JSON.stringify(email)).toMatchObject({
        ok: false,
        problem: { field: 'email' },
      });
    }
    // Letters of any script stay welcome.
    expect(validate(inviteStaffRequestSchema, { email: 'åsa.öberg@exempel.se', role: 'writer' }).ok).toBe(true);
  });
});

describe('an invitation’s language', () => {
  it("takes the console's language, en or sv, or none (a console from before it was sent), and refuses any other", () => {
    for (const language of ['en', 'sv'] as const) {
      expect(validate(inviteStaffRequestSchema, { email: 'a@example.se', role: 'writer', language })).toEqual({
        ok: true,
        value: { email: 'a@example.se', role: 'writer', language },
      });
    }
    expect(validate(inviteStaffRequestSchema, { email: 'a@example.se', role: 'writer' }).ok).toBe(true);
    for (const language of ['de', 'SV', 'sv-SE', '', null, 1]) {
      expect(
        validate(inviteStaffRequestSchema, { email: 'a@example.se', role: 'writer', language }),
        JSON.stringify(language),
      ).toEqual({ ok: false, problem: { field: 'language', message: "must be 'en' or 'sv'" } });
    }
  });
});
