/**
 * The three lead forms posted as the apps post them (the one endpoint: the page's own address,
 * form-encoded, asking for JSON) against the emulators: a valid lead is stored, then forwarded
 * exactly once off the request by the new-lead trigger, with the page it came from; every kind of
 * bad input is refused naming the field, and nothing is stored or forwarded; the same submission
 * twice in a short time is forwarded once.
 */
import { HONEYPOT_FIELD, LEAD_LIMITS, type LeadFieldProblem } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../functions/src/leads/unsubscribeToken';
import { readFunctionsConfig } from '../../scripts/local-stack/functions-env.mjs';
import { adminDb } from './support/admin';
import { freshClientAddress } from './support/callables';
import { postLead } from './support/leadPosts';
import { contact, demoParameter, settledLeads, sleep, storedLeads, useWebhookReceiver } from './support/leads';

const receiver = useWebhookReceiver();

interface LeadFormCase {
  type: 'newsletter' | 'quiz' | 'contact';
  path: string;
  valid: Record<string, string>;
}

const FORMS: LeadFormCase[] = [
  { type: 'newsletter', path: '/webhooks/newsletter', valid: { email: 'anna@example.se', [HONEYPOT_FIELD]: '' } },
  { type: 'quiz', path: '/webhooks/quiz', valid: { email: 'anna@example.se' } },
  { type: 'contact', path: '/webhooks/contact', valid: { ...contact, [HONEYPOT_FIELD]: '' } },
];

/**
 * [what is wrong, fields sent, field named, the problem named]. A form post carries text only: a
 * field sent twice is the one way to send anything else (numbers, null or nested objects cannot be
 * expressed).
 */
type BadInput = [string, Record<string, string | string[]>, string, LeadFieldProblem];

const BAD_EMAIL_INPUTS: BadInput[] = [
  ['missing email', {}, 'email', 'required'],
  ['empty email', { email: '' }, 'email', 'required'],
  ['e-mail without a dot after the @', { email: 'anna@example' }, 'email', 'email'],
  ['e-mail with a space', { email: 'anna berg@example.se' }, 'email', 'email'],
  ['e-mail without an @', { email: 'anna.example.se' }, 'email', 'email'],
  ['e-mail sent twice', { email: ['anna@example.se', 'anna@example.se'] }, 'email', 'not-accepted'],
  ['e-mail over 254 characters', { email: `${'a'.repeat(250)}@b.se` }, 'email', 'too-long'],
  [
    'honeypot filled in',
    { email: 'bot@example.se', [HONEYPOT_FIELD]: 'https://spam.example' },
    HONEYPOT_FIELD,
    'not-accepted',
  ],
  ['honeypot sent twice', { email: 'bot@example.se', [HONEYPOT_FIELD]: ['', ''] }, HONEYPOT_FIELD, 'not-accepted'],
  ['an unexpected field', { email: 'anna@example.se', isAdmin: 'true' }, 'isAdmin', 'not-accepted'],
];

const { firstName: _first, ...withoutFirstName } = contact;
const { company: _company, ...withoutCompany } = contact;

const BAD_CONTACT_INPUTS: BadInput[] = [
  ['missing firstName', withoutFirstName, 'firstName', 'required'],
  ['blank lastName', { ...contact, lastName: '   ' }, 'lastName', 'required'],
  ['missing company', withoutCompany, 'company', 'required'],
  ['empty message', { ...contact, message: '' }, 'message', 'required'],
  ['bad e-mail', { ...contact, email: 'anna@example' }, 'email', 'email'],
  ['company sent twice', { ...contact, company: ['Acme', 'Evil'] }, 'company', 'not-accepted'],
  ['message over the limit', { ...contact, message: 'x'.repeat(LEAD_LIMITS.message + 1) }, 'message', 'too-long'],
  ['firstName over the limit', { ...contact, firstName: 'x'.repeat(101) }, 'firstName', 'too-long'],
  ['honeypot filled in', { ...contact, [HONEYPOT_FIELD]: 'http://spam.example' }, HONEYPOT_FIELD, 'not-accepted'],
];

/** The key the emulator signs unsubscribe tokens with (functions/.secret.local). */
const KEY = readFunctionsConfig().NEWSLETTER_UNSUBSCRIBE_KEY ?? '';

function badInputsFor(type: string): BadInput[] {
  return type === 'contact' ? BAD_CONTACT_INPUTS : BAD_EMAIL_INPUTS;
}

describe.each(FORMS)('the $type form', ({ type, path, valid }) => {
  it('stores a valid lead with its page, answers at once, then forwards it to its webhook exactly once', async () => {
    const outcome = await postLead(type, valid, { page: '/sv/contact' });
    expect(outcome.httpStatus).toBe(200);
    expect(outcome.answer).toEqual({ sent: true, form: type });
    expect(outcome.headers.get('cache-control')).toBe('no-store');

    const { [HONEYPOT_FIELD]: _honeypot, ...payload } = valid;
    const [lead] = await settledLeads(1);
    expect(lead).toMatchObject({
      type,
      payload,
      page: '/sv/contact',
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
        body: {
          ...payload,
          lead_id: lead?.id,
          type,
          submitted_at: lead?.created_at.toDate().toISOString(),
          // A newsletter lead carries its unsubscribe address, for every mail (Swedish: its page was).
          ...(type === 'newsletter'
            ? { unsubscribe_url: `http://localhost:3000/sv/unsubscribe?token=${unsubscribeToken(KEY, lead?.id ?? '')}` }
            : {}),
        },
      },
    ]);
    // Every delivery carried a valid X-Signature (the receiver files unsigned ones apart).
    expect(receiver.unsigned).toEqual([]);
    // A trigger retry or a retry run afterwards finds nothing to send again.
    await sleep(500);
    expect(receiver.deliveries).toHaveLength(1);
  });

  it.each(badInputsFor(type))(
    'refuses %s naming the field, storing and forwarding nothing',
    async (_label, fields, field, problem) => {
      const outcome = await postLead(type, fields);
      expect(outcome.httpStatus).toBe(400);
      expect(outcome.answer).toEqual({ sent: false, form: type, reason: 'invalid', field, problem });
      expect(await storedLeads()).toEqual([]);
      expect(receiver.deliveries).toEqual([]);
    },
  );

  it('refuses an oversized post before reading it', async () => {
    const outcome = await postLead(type, { ...valid, padding: 'x'.repeat(3 * LEAD_LIMITS.requestBytes) });
    expect(outcome.httpStatus).toBe(413);
    // The byte counts as English writes them (49,275).
    const limit = new Intl.NumberFormat('en-US').format(3 * LEAD_LIMITS.requestBytes);
    expect(outcome.text).toMatch(new RegExp(`^The form is \\d{1,3}(?:,\\d{3})* bytes; at most ${limit} bytes`));
    expect(await storedLeads()).toEqual([]);
    expect(receiver.deliveries).toEqual([]);
  });

  it('refuses a body that is not form-encoded', async () => {
    const outcome = await postLead(
      type,
      {},
      { contentType: 'application/json', rawBody: '{"email":"anna@example.se"}' },
    );
    expect(outcome.httpStatus).toBe(415);
    expect(await storedLeads()).toEqual([]);
    expect(receiver.deliveries).toEqual([]);
  });
});

describe('duplicate submissions', () => {
  it('acknowledges the same lead again within the window but forwards it once', async () => {
    const client = freshClientAddress();
    const first = await postLead('contact', contact, { clientAddress: client });
    // A double click, or a resubmit with different case and spacing, from another page.
    const again = await postLead(
      'contact',
      { ...contact, email: 'ANNA@example.se', message: `  ${contact.message}  ` },
      { clientAddress: client, page: '/sv/contact' },
    );
    expect(first.answer).toEqual({ sent: true, form: 'contact' });
    expect(again.answer).toEqual({ sent: true, form: 'contact' });
    await settledLeads(1);
    await sleep(500);
    expect(await storedLeads()).toHaveLength(1);
    expect(receiver.accepted('/webhooks/contact')).toHaveLength(1);
  });

  it('forwards a different message from the same person', async () => {
    await postLead('contact', contact);
    await postLead('contact', { ...contact, message: 'A second question.' });
    await settledLeads(2);
    expect(receiver.accepted('/webhooks/contact')).toHaveLength(2);
  });

  it('keeps the same e-mail apart per lead type', async () => {
    await postLead('newsletter', { email: 'anna@example.se' });
    await postLead('quiz', { email: 'anna@example.se' });
    await settledLeads(2);
    expect(
      receiver
        .accepted()
        .map((delivery) => delivery.path)
        .sort(),
    ).toEqual(['/webhooks/newsletter', '/webhooks/quiz']);
  });
});
