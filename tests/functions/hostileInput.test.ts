/**
 * Hostile input to the three public lead functions: malformed bodies, wrong content types and
 * methods, callable-protocol tricks, deep nesting, other sites' pages, and text that is broken,
 * invisible or carries control characters or markup. Every one is answered with a JSON error and
 * a 4xx status (never a 5xx, never an HTML page: bodies the runtime's own parser refuses
 * included), and nothing is stored or forwarded.
 */
import { HONEYPOT_FIELD, LEAD_LIMITS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { type CallOptions, callFunction, freshClientAddress } from './support/callables';
import { contact, storedLeads, useWebhookReceiver } from './support/leads';

const receiver = useWebhookReceiver();

interface HostileCase {
  label: string;
  data?: unknown;
  options?: CallOptions;
  /** The error message, when the case pins one. */
  message?: string | RegExp;
}

function deeplyNested(depth: number, leaf: unknown, kind: 'array' | 'object'): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';

/** Requests that are wrong whatever the function: the body, its type, the method, the caller. */
function requestCases(valid: Record<string, unknown>): HostileCase[] {
  const json = JSON.stringify({ data: valid });
  return [
    // Bodies the runtime's JSON parser refuses before any function code runs: handed on to the
    // function (functions/src/bodyParsers.ts), which answers them in JSON like everything else.
    { label: 'a body that is not JSON, sent as JSON', options: { rawBody: '{"data": ' }, message: /not valid JSON/ },
    { label: 'a JSON body with a trailing comma', options: { rawBody: '{"data": {"email": "a@b.se",}}' } },
    {
      label: 'JSON with single quotes',
      options: { rawBody: "{'data': {'email': 'a@b.se'}}" },
      message: /not valid JSON/,
    },
    { label: 'an empty body sent as JSON', options: { rawBody: '' } },
    { label: 'binary bytes sent as JSON', options: { rawBody: '\u0000\u0001\u00ff\ufffd' }, message: /not valid JSON/ },
    {
      label: 'JSON in a charset the parser does not know',
      options: { rawBody: json, contentType: 'application/json; charset=klingon' },
    },
    {
      label: 'a body in a content encoding the parser does not know',
      options: { rawBody: json, headers: { 'content-encoding': 'compress' } },
      message: /UTF-8 JSON without a content encoding/,
    },
    {
      label: 'a body claiming to be gzip that is not',
      options: { rawBody: json, headers: { 'content-encoding': 'gzip' } },
    },
    { label: 'JSON sent as text/plain', options: { rawBody: json, contentType: 'text/plain' }, message: /text\/plain/ },
    { label: 'text that is not JSON, sent as text/plain', options: { rawBody: 'hello', contentType: 'text/plain' } },
    {
      label: 'a form post',
      options: { rawBody: 'email=anna%40example.se', contentType: 'application/x-www-form-urlencoded' },
    },
    { label: 'no content type at all', options: { rawBody: json, contentType: null } },
    { label: 'XML', options: { rawBody: '<data><email>a@b.se</email></data>', contentType: 'application/xml' } },
    {
      label: 'multipart form data',
      options: { rawBody: '--x\r\n\r\nhi\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    },
    { label: 'a JSON object without data', options: { rawBody: '{}' }, message: /"data" field/ },
    { label: 'data under another name', options: { rawBody: JSON.stringify({ result: valid }) } },
    { label: 'a JSON array', options: { rawBody: JSON.stringify([valid]) } },
    { label: 'a JSON string', options: { rawBody: '"anna@example.se"' }, message: /"data" field/ },
    { label: 'JSON null', options: { rawBody: 'null' }, message: /"data" field/ },
    { label: 'a JSON number', options: { rawBody: '42' }, message: /"data" field/ },
    { label: 'data: null', data: null },
    { label: 'data: true', data: true },
    { label: 'data: a number', data: 7 },
    { label: 'data: a string', data: 'anna@example.se' },
    { label: 'data: an empty list', data: [] },
    { label: 'a callable "@type" object as data', data: { '@type': INT64, value: 'x' } },
    { label: 'a callable "@type" object of an unknown type', data: { '@type': 'type.example/Evil', value: 1 } },
    { label: 'a "@type" object in a field', data: { ...valid, email: { '@type': INT64, value: '1' } } },
    { label: 'lists nested 3000 deep', data: deeplyNested(3000, 1, 'array'), message: /nested too deeply/ },
    // 2000 levels of {"a": …} stay under the size limit, so the depth check is what refuses them.
    { label: 'objects nested 2000 deep', data: deeplyNested(2000, 1, 'object'), message: /nested too deeply/ },
    { label: 'a field nested 3000 deep', data: { ...valid, email: deeplyNested(3000, 'a@b.se', 'array') } },
    {
      label: 'a __proto__ field',
      options: { rawBody: `{"data": {"__proto__": {"admin": true}, ${JSON.stringify(valid).slice(1)}}` },
      message: /__proto__: is not an accepted field/,
    },
    { label: 'a GET', options: { method: 'GET' }, message: /POST/ },
    { label: 'a PUT', data: valid, options: { method: 'PUT' }, message: /POST/ },
    {
      label: 'a request over the size limit',
      data: { ...valid, [HONEYPOT_FIELD]: 'x'.repeat(LEAD_LIMITS.requestBytes) },
    },
    {
      label: 'a page of another site',
      data: valid,
      options: { headers: { origin: 'https://evil.example' } },
      message: 'This form cannot be sent from this site.',
    },
  ];
}

/** Text values that no field takes. */
const HOSTILE_EMAILS: Array<[string, unknown]> = [
  ['a lone surrogate in the e-mail', 'x\ud800@example.se'],
  ['markup in the e-mail', '<script>alert(1)</script>x@example.se'],
  ['NUL in the e-mail', 'anna\u0000@example.se'],
  ['BEL in the e-mail', 'anna\u0007@example.se'],
  ['a right-to-left override in the e-mail', 'anna\u202E@example.se'],
  ['a zero-width space in the e-mail', 'an\u200Bna@example.se'],
  ['a byte-order mark inside the e-mail', 'an\uFEFFna@example.se'],
  ['quotes in the e-mail', '"anna"@example.se'],
  ['a backslash in the e-mail', 'an\\na@example.se'],
  ['a line break in the e-mail', 'anna@example.se\nBcc: all@example.se'],
  ['an e-mail as a number', 12345],
  ['an e-mail as a boolean', true],
  ['an e-mail as null', null],
];

const HOSTILE_CONTACT_FIELDS: Array<[string, keyof typeof contact, unknown]> = [
  ['a lone surrogate in the first name', 'firstName', 'An\udfffna'],
  ['NUL in the last name', 'lastName', 'Berg\u0000'],
  ['BEL in the company', 'company', 'Acme\u0007'],
  ['an escape sequence in the message', 'message', 'Hi \u001b[31mred'],
  ['a right-to-left override in the company', 'company', 'Acme \u202Ecod.exe'],
  ['an isolate in the last name', 'lastName', 'Berg\u2066x\u2069'],
  ['a zero-width joiner in the message', 'message', 'pay\u200Dpal'],
  ['a line break in the first name', 'firstName', 'Anna\nBerg'],
  ['a number as the company', 'company', 404],
  ['a boolean as the message', 'message', false],
  ['null as the last name', 'lastName', null],
];

function fieldCases(name: string, valid: Record<string, unknown>): HostileCase[] {
  const emails = HOSTILE_EMAILS.map(([label, email]) => ({ label, data: { ...valid, email } }));
  if (name !== 'sendContact') return emails;
  return [
    ...emails,
    ...HOSTILE_CONTACT_FIELDS.map(([label, field, value]) => ({ label, data: { ...valid, [field]: value } })),
  ];
}

const FUNCTIONS = [
  { name: 'subscribeNewsletter', valid: { email: 'anna@example.se' } },
  { name: 'sendQuizLead', valid: { email: 'anna@example.se', [HONEYPOT_FIELD]: '' } },
  { name: 'sendContact', valid: contact },
];

describe.each(FUNCTIONS)('$name under hostile input', ({ name, valid }) => {
  const cases = [...requestCases(valid), ...fieldCases(name, valid)];

  it('has at least 30 hostile cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('answers $label with a JSON 4xx, storing and forwarding nothing', async (hostile) => {
    const outcome = await callFunction(name, hostile.data, { clientAddress: freshClientAddress(), ...hostile.options });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.httpStatus).toBeGreaterThanOrEqual(400);
    expect(outcome.httpStatus).toBeLessThan(500);
    expect(outcome.error.status, JSON.stringify(outcome)).toMatch(/^(INVALID_ARGUMENT|PERMISSION_DENIED)$/);
    expect(outcome.error.message).not.toMatch(/^(Bad Request|INTERNAL)$/);
    if (hostile.message !== undefined) expect(outcome.error.message).toMatch(hostile.message);
    expect(await storedLeads()).toEqual([]);
    expect(receiver.deliveries).toEqual([]);
    expect(receiver.unsigned).toEqual([]);
  });

  it('does not count hostile requests against the rate limit', async () => {
    const client = freshClientAddress();
    for (const hostile of cases.slice(0, 10)) {
      await callFunction(name, hostile.data, { ...hostile.options, clientAddress: client });
    }
    expect((await adminDb().collection('rate_limits').get()).size).toBe(0);
    const outcome = await callFunction(name, valid, { clientAddress: client });
    expect(outcome).toMatchObject({ ok: true, result: { ok: true } });
  });
});
