import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { contactLeadSchema, newsletterLeadSchema, type quizLeadSchema } from './leadSchema';
import {
  type ContactLead,
  type ContactLeadInput,
  HONEYPOT_FIELD,
  LEAD_LIMITS,
  type NewsletterLead,
  type NewsletterLeadInput,
  type QuizLead,
  type QuizLeadInput,
} from './leads';
import { validate } from './validation';

const contact = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.se',
  company: 'Acme AB',
  message: 'Hello',
};

describe('lead schemas', () => {
  it('accept a valid lead with an empty honeypot and trim the text', () => {
    expect(validate(newsletterLeadSchema, { email: ' anna@example.se ', [HONEYPOT_FIELD]: '' })).toEqual({
      ok: true,
      value: { email: 'anna@example.se', [HONEYPOT_FIELD]: '' },
    });
    expect(validate(contactLeadSchema, contact).ok).toBe(true);
  });

  it.each([
    [{}, 'email', 'is required'],
    [{ email: '' }, 'email', 'is required'],
    [{ email: 'anna@example' }, 'email', 'must be a valid e-mail address'],
    [{ email: 42 }, 'email', 'must be text'],
    [{ email: 'a@b.se', [HONEYPOT_FIELD]: 'http://spam' }, HONEYPOT_FIELD, 'must be left empty'],
    [{ email: 'a@b.se', admin: true }, 'admin', 'is not an accepted field'],
  ])('newsletter %j → %s %s', (input, field, message) => {
    expect(validate(newsletterLeadSchema, input)).toEqual({ ok: false, problem: { field, message } });
  });

  it.each([
    ['firstName', undefined, 'is required'],
    ['lastName', '  ', 'is required'],
    ['company', ['Acme'], 'must be text'],
    ['message', 'x'.repeat(LEAD_LIMITS.message + 1), `must be at most ${LEAD_LIMITS.message} characters`],
  ])('contact with %s = %j → %s', (field, value, message) => {
    expect(validate(contactLeadSchema, { ...contact, [field]: value })).toEqual({
      ok: false,
      problem: { field, message },
    });
  });

  it('refuses something that is not an object', () => {
    expect(validate(newsletterLeadSchema, 'anna@example.se')).toEqual({
      ok: false,
      problem: { field: 'request', message: 'must be an object' },
    });
  });
});

describe('lead types (leads.ts, written without zod)', () => {
  it('are what the schemas take and, without the honeypot, what they give', () => {
    expectTypeOf<NewsletterLeadInput>().toEqualTypeOf<z.input<typeof newsletterLeadSchema>>();
    expectTypeOf<QuizLeadInput>().toEqualTypeOf<z.input<typeof quizLeadSchema>>();
    expectTypeOf<ContactLeadInput>().toEqualTypeOf<z.input<typeof contactLeadSchema>>();
    expectTypeOf<NewsletterLead>().toEqualTypeOf<Omit<z.output<typeof newsletterLeadSchema>, typeof HONEYPOT_FIELD>>();
    expectTypeOf<QuizLead>().toEqualTypeOf<Omit<z.output<typeof quizLeadSchema>, typeof HONEYPOT_FIELD>>();
    expectTypeOf<ContactLead>().toEqualTypeOf<Omit<z.output<typeof contactLeadSchema>, typeof HONEYPOT_FIELD>>();
  });
});
