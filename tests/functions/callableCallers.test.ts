/**
 * Every callable the admin console (or tooling) calls, called directly by every kind of caller and
 * with input no page would send: nobody signed in is `unauthenticated`, a signed-in account
 * without the role `permission-denied` (a revoked account's still-valid token, a demoted admin's
 * token still naming the admin role and a writer's call of an admin's function included), an admin
 * made before roles (the `admin: true` claim, no staff document) passes, and malformed input (wrong
 * types, arrays, null, a megabyte of text, prototype keys) is `invalid-argument`: never `internal`,
 * never a stack trace, and nothing recorded.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, signedInStaff, signedInToken } from './support/admin';
import { type CallOutcome, callFunction } from './support/callables';

const MEGABYTE = 'a'.repeat(1024 * 1024);
const TOKEN = 'A'.repeat(43);

/** Each callable with a request that passes its validation, and who may call it. */
const CALLABLES = {
  translateBlog: {
    who: 'staff',
    valid: { title: 'Hello', excerpt: 'Our guide', content: 'Results', category: 'Strategy', targetLang: 'sv' },
  },
  translateCaseStudy: {
    who: 'staff',
    valid: {
      title: 'Hello',
      industry: 'Retail',
      challenge: 'Slow',
      solution: 'Fast',
      results: 'Better',
      targetLang: 'sv',
    },
  },
  createPreviewLink: { who: 'staff', valid: { collection: 'blogs', id: 'no-such-post' } },
  revokePreviewLink: { who: 'staff', valid: { token: TOKEN } },
  resendLead: { who: 'admin', valid: { leadId: 'no-such-lead' } },
  eraseLeads: { who: 'admin', valid: { email: 'nobody@example.se' } },
  inviteStaff: { who: 'admin', valid: { email: 'invited@example.se', role: 'writer' } },
  setStaffRole: { who: 'admin', valid: { uid: 'no-such-account', role: 'writer' } },
  setStaffLanguage: { who: 'admin', valid: { uid: 'no-such-account', language: 'sv' } },
  revokeStaff: { who: 'admin', valid: { uid: 'no-such-account' } },
  staffSignIns: { who: 'admin', valid: {} },
  retryLeadDeliveriesNow: { who: 'admin', valid: {} },
  publishScheduledContentNow: { who: 'admin', valid: {} },
} as const;

type Name = keyof typeof CALLABLES;
const NAMES = Object.keys(CALLABLES) as Name[];
/** The callables that read their input (the two runs ignore theirs). */
const WITH_INPUT = NAMES.filter((name) => Object.keys(CALLABLES[name].valid).length > 0);
const ADMIN_ONLY = NAMES.filter((name) => CALLABLES[name].who === 'admin');

let writer: string;
let revokedAdmin: string;
let demotedAdmin: string;
let legacyAdmin: string;
let visitor: string;
let admin: string;

beforeAll(async () => {
  const [writerMember, revokedMember, adminMember, demotedMember] = await Promise.all([
    signedInStaff('writer'),
    signedInStaff('admin'),
    signedInStaff('admin'),
    signedInStaff('admin'),
  ]);
  writer = writerMember.token;
  admin = adminMember.token;
  // Revoked after signing in: the ID token still names the admin role, the staff document says revoked.
  revokedAdmin = revokedMember.token;
  await adminDb().collection('staff').doc(revokedMember.uid).update({ role: null, revoked_at: Timestamp.now() });
  // Demoted to writer after signing in: the ID token still says `role: 'admin'` and `admin: true`.
  demotedAdmin = demotedMember.token;
  await adminDb().collection('staff').doc(demotedMember.uid).update({ role: 'writer' });
  [legacyAdmin, visitor] = await Promise.all([signedInToken({ admin: true }), signedInToken()]);
});

async function auditCount(): Promise<number> {
  return (await adminDb().collection('audit_log').count().get()).data().count;
}

/** A refusal with a status below 500 and a message for people, with no stack trace. */
function expectClearRefusal(outcome: CallOutcome<unknown>, status: string, httpStatus: number): void {
  expect(outcome).toMatchObject({ ok: false, httpStatus, error: { status } });
  if (!outcome.ok) {
    expect(outcome.error.message).not.toMatch(/\n\s+at |INTERNAL/);
    expect(outcome.error.message.length).toBeGreaterThan(10);
  }
}

describe('who may call', () => {
  it.each(NAMES)('%s refuses a caller who is not signed in', async (name) => {
    expectClearRefusal(await callFunction(name, CALLABLES[name].valid), 'UNAUTHENTICATED', 401);
  });

  it.each(NAMES)('%s refuses a bearer token that names no account as unauthenticated', async (name) => {
    // Google's front end refuses a token it cannot verify; the emulator decodes it unverified, and
    // one naming no account (or garbage) must still be a clear 401, not a 500.
    for (const idToken of ['abc.def.ghi', `${btoa('{"alg":"none"}')}.${btoa('{"email":"a@b.se"}')}.`]) {
      expectClearRefusal(await callFunction(name, CALLABLES[name].valid, { idToken }), 'UNAUTHENTICATED', 401);
    }
  });

  it.each(NAMES)('%s refuses a signed-in account that is not on the staff', async (name) => {
    expectClearRefusal(await callFunction(name, CALLABLES[name].valid, { idToken: visitor }), 'PERMISSION_DENIED', 403);
  });

  it.each(NAMES)('%s refuses a revoked admin whose ID token is still valid', async (name) => {
    expectClearRefusal(
      await callFunction(name, CALLABLES[name].valid, { idToken: revokedAdmin }),
      'PERMISSION_DENIED',
      403,
    );
  });

  it.each(ADMIN_ONLY)('%s refuses a writer', async (name) => {
    const before = await auditCount();
    expectClearRefusal(await callFunction(name, CALLABLES[name].valid, { idToken: writer }), 'PERMISSION_DENIED', 403);
    expect(await auditCount()).toBe(before);
  });

  it.each(ADMIN_ONLY)(
    '%s refuses an admin demoted to writer whose ID token still names the admin role',
    async (name) => {
      const before = await auditCount();
      expectClearRefusal(
        await callFunction(name, CALLABLES[name].valid, { idToken: demotedAdmin }),
        'PERMISSION_DENIED',
        403,
      );
      expect(await auditCount()).toBe(before);
    },
  );

  it.each(NAMES.filter((name) => name !== 'inviteStaff'))(
    '%s lets an admin made before roles (the admin claim, no staff document) past the role check',
    async (name) => {
      const outcome = await callFunction(name, CALLABLES[name].valid, { idToken: legacyAdmin });
      if (!outcome.ok) expect(outcome.error.status).not.toMatch(/PERMISSION_DENIED|UNAUTHENTICATED|INTERNAL/);
    },
  );
});

const HOSTILE: [string, (valid: Record<string, unknown>) => unknown][] = [
  ['null', () => null],
  ['an array of the request', (valid) => [valid]],
  ['a string', () => 'hello'],
  ['a number', () => 42],
  ['an extra field', (valid) => ({ ...valid, admin: true })],
  ['a constructor key', (valid) => ({ ...valid, constructor: { prototype: { admin: true } } })],
  ['every field a megabyte of text', (valid) => Object.fromEntries(Object.keys(valid).map((key) => [key, MEGABYTE]))],
  ['every field an array', (valid) => Object.fromEntries(Object.keys(valid).map((key) => [key, [valid[key]]]))],
  [
    'every field an object',
    (valid) => Object.fromEntries(Object.keys(valid).map((key) => [key, { value: valid[key] }])),
  ],
  ['every field null', (valid) => Object.fromEntries(Object.keys(valid).map((key) => [key, null]))],
];

describe('malformed input', () => {
  const cases = WITH_INPUT.flatMap((name) =>
    HOSTILE.map(([label, make]) => ({ name, label, data: make(CALLABLES[name].valid as Record<string, unknown>) })),
  );

  it.each(cases)('$name answers $label with invalid-argument, recording nothing', async ({ name, data }) => {
    const before = await auditCount();
    const outcome = await callFunction(name, data, { idToken: admin });
    expectClearRefusal(outcome, 'INVALID_ARGUMENT', 400);
    expect(await auditCount()).toBe(before);
  });
});

/** Bodies firebase-functions cannot decode before our code runs (alone it answers 500 INTERNAL). */
const UNDECODABLE_BODIES: [string, string][] = [
  ['an unknown "@type"', '{"data":{"@type":"x"}}'],
  ['an unknown "@type" inside a field', '{"data":{"title":{"@type":"x"}}}'],
  [
    'a Long whose value is no number',
    '{"data":{"@type":"type.googleapis.com/google.protobuf.Int64Value","value":"x"}}',
  ],
  ['5,000 nested arrays', `{"data":${'['.repeat(5000)}${']'.repeat(5000)}}`],
];

describe('data the callable protocol cannot decode', () => {
  const cases = NAMES.flatMap((name) => UNDECODABLE_BODIES.map(([label, rawBody]) => ({ name, label, rawBody })));

  it.each(cases)('$name answers $label with invalid-argument, signed in or not', async ({ name, rawBody }) => {
    const before = await auditCount();
    expectClearRefusal(await callFunction(name, null, { rawBody }), 'INVALID_ARGUMENT', 400);
    expectClearRefusal(await callFunction(name, null, { rawBody, idToken: admin }), 'INVALID_ARGUMENT', 400);
    expect(await auditCount()).toBe(before);
  });
});
