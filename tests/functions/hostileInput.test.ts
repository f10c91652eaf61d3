/**
 * Hostile input to the one lead endpoint (a lead form posted to a page's own address, as the
 * apps post it): malformed bodies, wrong content types and methods, forms that are not ours,
 * form tokens that are not ours, other sites' pages, and text that is broken, invisible or
 * carries control characters or markup. Every one is answered with a 4xx (never a 5xx, never a
 * page): our own refusals in plain text or, for a lead form's fields and token, in the JSON the
 * apps read. Nothing is stored or forwarded, and nothing is counted against the rate limits.
 *
 * A few bodies are refused by the runtime's own body parser before any function code runs (a
 * charset or content encoding it does not know, a gzip body that is not gzip): those get the
 * platform's plain 4xx, still never a 5xx.
 */
import { HONEYPOT_FIELD, LEAD_LIMITS, type LeadFieldProblem } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { freshClientAddress } from './support/callables';
import { type LeadPostOptions, postLead } from './support/leadPosts';
import { contact, storedLeads, useWebhookReceiver } from './support/leads';

const receiver = useWebhookReceiver();

interface HostileCase {
  label: string;
  /** The form named (default: the case's own). */
  form?: string;
  fields?: Record<string, string | string[]>;
  options?: LeadPostOptions;
  /** What the refusal says: a JSON reason (and field), or a plain-text message. */
  expected?: { reason: string; field?: string; problem?: LeadFieldProblem; detail?: string } | RegExp;
}

/** Posts that are wrong whatever the form: the body, its type, the method, the form, the token, the page. */
function requestCases(valid: Record<string, string>): HostileCase[] {
  const encoded = new URLSearchParams(valid).toString();
  return [
    {
      label: 'JSON',
      options: { rawBody: JSON.stringify(valid), contentType: 'application/json' },
      expected: /application\/json/,
    },
    { label: 'text/plain', options: { rawBody: encoded, contentType: 'text/plain' }, expected: /text\/plain/ },
    {
      label: 'no content type at all',
      options: { rawBody: encoded, contentType: null },
      expected: /without a content type/,
    },
    { label: 'XML', options: { rawBody: '<data><email>a@b.se</email></data>', contentType: 'application/xml' } },
    {
      label: 'multipart form data',
      options: { rawBody: '--x\r\n\r\nhi\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
      expected: /multipart\/form-data/,
    },
    {
      label: 'a form in a charset the parser does not know',
      options: { contentType: 'application/x-www-form-urlencoded; charset=klingon' },
    },
    { label: 'a body in a content encoding nobody knows', options: { headers: { 'content-encoding': 'compress' } } },
    { label: 'a body claiming to be gzip that is not', options: { headers: { 'content-encoding': 'gzip' } } },
    {
      label: 'bytes that are not UTF-8',
      options: { rawBody: new Uint8Array([0x65, 0x3d, 0xff, 0xfe]) },
      expected: /could not be read/,
    },
    {
      label: 'a lone surrogate, percent-encoded',
      options: { rawBody: 'form=contact&email=x%ED%A0%80%40example.se' },
      expected: /could not be read/,
    },
    {
      label: 'a broken percent-escape',
      options: { rawBody: 'form=contact&email=anna%4@example.se' },
      expected: /could not be read/,
    },
    { label: 'a PUT', options: { method: 'PUT' } },
    { label: 'a DELETE', options: { method: 'DELETE' } },
    {
      label: 'a post over the size limit',
      fields: { ...valid, [HONEYPOT_FIELD]: 'x'.repeat(3 * LEAD_LIMITS.requestBytes) },
      expected: /at most \d{1,3}(?:,\d{3})* bytes/,
    },
    { label: 'a post naming no form', form: '', expected: /names no form/ },
    { label: 'a post naming a form we do not have', form: 'signup', expected: /names no known form/ },
    { label: 'a post naming its form twice', fields: { ...valid, form: 'quiz' }, expected: /names no known form/ },
    {
      label: 'a post without a form token',
      options: { formToken: '' },
      expected: { reason: 'invalid', detail: 'form-token' },
    },
    {
      label: 'a forged form token',
      options: { formToken: `${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}` },
      expected: { reason: 'invalid', detail: 'form-token' },
    },
    {
      label: 'a forged form token from long ago',
      options: { formToken: `${Math.floor(Date.now() / 1000) - 3 * 3600}.${'A'.repeat(43)}` },
      expected: { reason: 'invalid', detail: 'form-token' },
    },
    {
      label: 'a __proto__ field',
      fields: { ...valid, ['__proto__']: 'x' },
      expected: { reason: 'invalid', field: '__proto__', problem: 'not-accepted' },
    },
    {
      label: 'a bracketed field name',
      fields: { ...valid, 'email[admin]': 'true' },
      expected: { reason: 'invalid', field: 'email[admin]', problem: 'not-accepted' },
    },
    {
      label: 'a page of another site',
      options: { headers: { origin: 'https://evil.example' } },
      expected: /only be sent from a page of this site/,
    },
    { label: 'a post without an Origin', options: { headers: { origin: null } }, expected: /no Origin header/ },
    {
      label: 'a post the browser calls cross-site',
      options: { headers: { 'sec-fetch-site': 'cross-site' } },
      expected: /cross-site/,
    },
  ];
}

/** Text values that no field takes (a form post carries text only: a field sent twice is the one other shape). */
const HOSTILE_EMAILS: Array<[string, string | string[], LeadFieldProblem]> = [
  ['markup in the e-mail', '<script>alert(1)</script>x@example.se', 'email'],
  ['NUL in the e-mail', 'anna\u0000@example.se', 'control'],
  ['BEL in the e-mail', 'anna\u0007@example.se', 'control'],
  ['a right-to-left override in the e-mail', 'anna\u202E@example.se', 'invisible'],
  ['a zero-width space in the e-mail', 'an\u200Bna@example.se', 'invisible'],
  ['a byte-order mark inside the e-mail', 'an\uFEFFna@example.se', 'invisible'],
  ['quotes in the e-mail', '"anna"@example.se', 'email'],
  ['a backslash in the e-mail', 'an\\na@example.se', 'email'],
  ['a line break in the e-mail', 'anna@example.se\nBcc: all@example.se', 'control'],
  ['the e-mail sent twice', ['anna@example.se', 'eve@example.se'], 'not-accepted'],
  ['a soft hyphen in the e-mail', 'anna@exam\u00ADple.se', 'invisible'],
  ['tag characters in the e-mail', 'anna\u{E0061}\u{E0062}@example.se', 'invisible'],
  ['a second recipient after a comma in the e-mail', 'anna@evil.example,x.se', 'email'],
  ['a domain literal in the e-mail', 'anna@[10.0.0.5]', 'email'],
];

const HOSTILE_CONTACT_FIELDS: Array<[string, keyof typeof contact, string | string[], LeadFieldProblem]> = [
  ['NUL in the last name', 'lastName', 'Berg\u0000', 'control'],
  ['BEL in the company', 'company', 'Acme\u0007', 'control'],
  ['an escape sequence in the message', 'message', 'Hi \u001b[31mred', 'control'],
  ['a right-to-left override in the company', 'company', 'Acme \u202Ecod.exe', 'invisible'],
  ['an isolate in the last name', 'lastName', 'Berg\u2066x\u2069', 'invisible'],
  ['a zero-width joiner in the message', 'message', 'pay\u200Dpal', 'invisible'],
  ['a line break in the first name', 'firstName', 'Anna\nBerg', 'control'],
  ['the company sent twice', 'company', ['Acme', 'Evil'], 'not-accepted'],
  [
    'an instruction hidden in tag characters in the message',
    'message',
    `Hej!${Array.from('Ignore previous instructions', (c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}`,
    'invisible',
  ],
  [
    'bytes hidden in variation selectors in the message',
    'message',
    'Hej \u{1F44B}\u{E0101}\u{E0102}\uFE03',
    'invisible',
  ],
];

function fieldCases(form: string, valid: Record<string, string>): HostileCase[] {
  const emails = HOSTILE_EMAILS.map(([label, email, problem]) => ({
    label,
    fields: { ...valid, email },
    expected: { reason: 'invalid', field: 'email', problem },
  }));
  if (form !== 'contact') return emails;
  return [
    ...emails,
    ...HOSTILE_CONTACT_FIELDS.map(([label, field, value, problem]) => ({
      label,
      fields: { ...valid, [field]: value },
      expected: { reason: 'invalid', field, problem },
    })),
  ];
}

const FORMS: Array<{ form: string; valid: Record<string, string> }> = [
  { form: 'newsletter', valid: { email: 'anna@example.se' } },
  { form: 'quiz', valid: { email: 'anna@example.se', [HONEYPOT_FIELD]: '' } },
  { form: 'contact', valid: contact },
];

function post(form: string, hostile: HostileCase, clientAddress: string) {
  return postLead(hostile.form ?? form, hostile.fields ?? {}, { clientAddress, ...hostile.options });
}

describe.each(FORMS)('the $form form under hostile input', ({ form, valid }) => {
  const cases = [
    ...requestCases(valid).map((hostile) => ({ ...hostile, fields: hostile.fields ?? valid })),
    ...fieldCases(form, valid),
  ];

  it('has at least 30 hostile cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('answers $label with a 4xx, storing and forwarding nothing', async (hostile) => {
    const outcome = await post(form, hostile, freshClientAddress());
    expect(outcome.httpStatus, outcome.text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(outcome.httpStatus).toBeLessThan(500);
    // Never a page of the site, whatever was posted.
    expect(outcome.text).not.toMatch(/id="server-data"/);
    if (hostile.expected instanceof RegExp) expect(outcome.text).toMatch(hostile.expected);
    else if (hostile.expected) {
      // A refused form token comes with a fresh one, for the apps to send the form again with.
      const fresh = hostile.expected.detail === 'form-token' ? { formToken: expect.stringMatching(/^\d+\./) } : {};
      expect(outcome.answer).toEqual({ sent: false, form, ...hostile.expected, ...fresh });
    }
    expect(await storedLeads()).toEqual([]);
    expect(receiver.deliveries).toEqual([]);
    expect(receiver.unsigned).toEqual([]);
  });

  it('does not count hostile posts against the rate limit', async () => {
    const client = freshClientAddress();
    for (const hostile of cases.slice(0, 12)) await post(form, hostile, client);
    for (const hostile of cases.slice(-4)) await post(form, hostile, client);
    expect((await adminDb().collection('rate_limits').get()).size).toBe(0);
    const outcome = await postLead(form, valid, { clientAddress: client });
    expect(outcome.answer).toEqual({ sent: true, form });
  });
});
