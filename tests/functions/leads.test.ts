/**
 * The three lead functions against the emulators: a valid lead is stored and forwarded exactly
 * once; every kind of bad input gets a clear error naming the field, and nothing is stored or
 * forwarded; the same submission twice in a short time is forwarded once.
 */
import { HONEYPOT_FIELD, LEAD_LIMITS } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { callFunction, freshClientAddress } from './support/callables';
import { contact, demoParameter, storedLeads, useWebhookReceiver } from './support/leads';

const receiver = useWebhookReceiver();

interface LeadFunctionCase {
  name: string;
  type: string;
  path: string;
  valid: Record<string, unknown>;
}

const FUNCTIONS: LeadFunctionCase[] = [
  {
    name: 'subscribeNewsletter',
    type: 'newsletter',
    path: '/webhooks/newsletter',
    valid: { email: 'anna@example.se', [HONEYPOT_FIELD]: '' },
  },
  { name: 'sendQuizLead', type: 'quiz', path: '/webhooks/quiz', valid: { email: 'anna@example.se' } },
  {
    name: 'sendContact',
    type: 'contact',
    path: '/webhooks/contact',
    valid: { ...contact, [HONEYPOT_FIELD]: '' },
  },
];

/** [what is wrong, data sent, field named, reason given] */
type BadInput = [string, unknown, string, string];

const BAD_EMAIL_INPUTS: BadInput[] = [
  ['missing email', {}, 'email', 'is required'],
  ['empty email', { email: '' }, 'email', 'is required'],
  ['e-mail without a dot after the @', { email: 'anna@example' }, 'email', 'must be a valid e-mail address'],
  ['e-mail with a space', { email: 'anna berg@example.se' }, 'email', 'must be a valid e-mail address'],
  ['e-mail without an @', { email: 'anna.example.se' }, 'email', 'must be a valid e-mail address'],
  ['e-mail as a number', { email: 42 }, 'email', 'must be text'],
  ['e-mail as a list', { email: ['anna@example.se'] }, 'email', 'must be text'],
  ['e-mail as null', { email: null }, 'email', 'is required'],
  ['e-mail over 254 characters', { email: `${'a'.repeat(250)}@b.se` }, 'email', 'must be at most 254 characters'],
  [
    'honeypot filled in',
    { email: 'bot@example.se', [HONEYPOT_FIELD]: 'https://spam.example' },
    HONEYPOT_FIELD,
    'must be left empty',
  ],
  ['honeypot of the wrong type', { email: 'bot@example.se', [HONEYPOT_FIELD]: true }, HONEYPOT_FIELD, 'must be text'],
  ['an unexpected field', { email: 'anna@example.se', isAdmin: true }, 'isAdmin', 'is not an accepted field'],
  ['text instead of an object', 'anna@example.se', 'request', 'must be an object'],
  ['no data at all', null, 'request', 'must be an object'],
];

const BAD_CONTACT_INPUTS: BadInput[] = [
  ['missing firstName', { ...contact, firstName: undefined }, 'firstName', 'is required'],
  ['blank lastName', { ...contact, lastName: '   ' }, 'lastName', 'is required'],
  ['missing company', { ...contact, company: undefined }, 'company', 'is required'],
  ['empty message', { ...contact, message: '' }, 'message', 'is required'],
  ['bad e-mail', { ...contact, email: 'anna@example' }, 'email', 'must be a valid e-mail address'],
  ['company as a number', { ...contact, company: 7 }, 'company', 'must be text'],
  ['message as an object', { ...contact, message: { text: 'hi' } }, 'message', 'must be text'],
  [
    'message over the limit',
    { ...contact, message: 'x'.repeat(LEAD_LIMITS.message + 1) },
    'message',
    `must be at most ${LEAD_LIMITS.message} characters`,
  ],
  [
    'firstName over the limit',
    { ...contact, firstName: 'x'.repeat(101) },
    'firstName',
    'must be at most 100 characters',
  ],
  ['honeypot filled in', { ...contact, [HONEYPOT_FIELD]: 'http://spam.example' }, HONEYPOT_FIELD, 'must be left empty'],
  ['text instead of an object', 'hello', 'request', 'must be an object'],
];

function badInputsFor(type: string): BadInput[] {
  return type === 'contact' ? BAD_CONTACT_INPUTS : BAD_EMAIL_INPUTS;
}

describe.each(FUNCTIONS)('$name', ({ name, type, path, valid }) => {
  it('stores a valid lead, then forwards it to its webhook exactly once', async () => {
    const outcome = await callFunction(name, valid, { clientAddress: freshClientAddress() });
    expect(outcome).toEqual({ ok: true, httpStatus: 200, result: { ok: true } });

    const { [HONEYPOT_FIELD]: _honeypot, ...payload } = valid;
    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    const [lead] = leads;
    expect(lead).toMatchObject({
      type,
      payload,
      forwarding: { state: 'delivered', attempts: 1, last_error: null, next_attempt_at: null },
    });
    expect(lead?.created_at).toBeInstanceOf(Timestamp);
    // The client's (salted) hash is kept only as its rate-limit counter, which expires with the
    // window; the lead itself carries nothing that identifies the network it came from.
    expect(lead).not.toHaveProperty('client_hash');
    const counters = (await adminDb().collection('rate_limits').get()).docs;
    expect(counters.length).toBeGreaterThan(0);
    const windowEnd =
      (lead?.created_at.toMillis() ?? 0) + Number(demoParameter('LEAD_RATE_LIMIT_WINDOW_SECONDS')) * 1000;
    for (const counter of counters) {
      expect((counter.get('expires_at') as Timestamp).toMillis()).toBeLessThanOrEqual(windowEnd);
    }

    expect(receiver.deliveries).toEqual([
      {
        path,
        status: 200,
        idempotencyKey: lead?.id,
        body: { ...payload, lead_id: lead?.id, type, submitted_at: lead?.created_at.toDate().toISOString() },
      },
    ]);
    // Every delivery carried a valid X-Signature (the receiver files unsigned ones apart).
    expect(receiver.unsigned).toEqual([]);
  });

  it.each(badInputsFor(type))(
    'refuses %s with an error naming the field, storing and forwarding nothing',
    async (_label, data, field, reason) => {
      const outcome = await callFunction(name, data, { clientAddress: freshClientAddress() });
      expect(outcome).toEqual({
        ok: false,
        httpStatus: 400,
        error: { status: 'INVALID_ARGUMENT', message: `Invalid input: ${field}: ${reason}`, details: { field } },
      });
      expect(await storedLeads()).toEqual([]);
      expect(receiver.deliveries).toEqual([]);
    },
  );

  it('refuses an oversized request before reading it', async () => {
    const data = { ...valid, email: 'anna@example.se', padding: 'x'.repeat(LEAD_LIMITS.requestBytes) };
    const outcome = await callFunction(name, data, { clientAddress: freshClientAddress() });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.status).toBe('INVALID_ARGUMENT');
    expect(outcome.error.message).toMatch(
      new RegExp(`^Invalid input: request: the request is \\d+ bytes; at most ${LEAD_LIMITS.requestBytes} bytes`),
    );
    expect(await storedLeads()).toEqual([]);
    expect(receiver.deliveries).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const outcome = await callFunction(name, undefined, { clientAddress: freshClientAddress(), rawBody: '{"data": ' });
    expect(outcome).toMatchObject({ ok: false, httpStatus: 400 });
    expect(await storedLeads()).toEqual([]);
    expect(receiver.deliveries).toEqual([]);
  });
});

describe('duplicate submissions', () => {
  it('acknowledges the same lead again within the window but forwards it once', async () => {
    const client = freshClientAddress();
    const first = await callFunction('sendContact', contact, { clientAddress: client });
    // A double click, or a resubmit with different case and spacing.
    const again = await callFunction(
      'sendContact',
      { ...contact, email: 'ANNA@example.se', message: `  ${contact.message}  ` },
      { clientAddress: client },
    );
    expect(first).toMatchObject({ ok: true, result: { ok: true } });
    expect(again).toMatchObject({ ok: true, result: { ok: true } });
    expect(await storedLeads()).toHaveLength(1);
    expect(receiver.accepted('/webhooks/contact')).toHaveLength(1);
  });

  it('forwards a different message from the same person', async () => {
    await callFunction('sendContact', contact, { clientAddress: freshClientAddress() });
    await callFunction(
      'sendContact',
      { ...contact, message: 'A second question.' },
      { clientAddress: freshClientAddress() },
    );
    expect(await storedLeads()).toHaveLength(2);
    expect(receiver.accepted('/webhooks/contact')).toHaveLength(2);
  });

  it('keeps the same e-mail apart per lead type', async () => {
    await callFunction('subscribeNewsletter', { email: 'anna@example.se' }, { clientAddress: freshClientAddress() });
    await callFunction('sendQuizLead', { email: 'anna@example.se' }, { clientAddress: freshClientAddress() });
    expect(receiver.accepted().map((delivery) => delivery.path)).toEqual(['/webhooks/newsletter', '/webhooks/quiz']);
  });
});
