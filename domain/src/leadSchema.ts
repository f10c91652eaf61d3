/**
 * The schemas of the three lead forms, shared by the functions (which validate every request)
 * and the tests. The types, limits and honeypot name are in leads.ts, which the site's forms
 * import without loading zod.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from './email';
import { HONEYPOT_FIELD, LEAD_LIMITS, type LeadType } from './leads';
import { typeError } from './validation';

function leadText(max: number) {
  return z
    .string({ error: typeError('text') })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });
}

const email = z
  .string({ error: typeError('text') })
  .trim()
  .min(1, { error: 'is required' })
  .max(LEAD_LIMITS.email, { error: `must be at most ${LEAD_LIMITS.email} characters` })
  .regex(EMAIL_PATTERN, { error: 'must be a valid e-mail address' });

const honeypot = z
  .string({ error: typeError('text') })
  .max(0, { error: 'must be left empty' })
  .optional();

export const newsletterLeadSchema = z.strictObject({ email, [HONEYPOT_FIELD]: honeypot });
export const quizLeadSchema = z.strictObject({ email, [HONEYPOT_FIELD]: honeypot });
export const contactLeadSchema = z.strictObject({
  firstName: leadText(LEAD_LIMITS.firstName),
  lastName: leadText(LEAD_LIMITS.lastName),
  email,
  company: leadText(LEAD_LIMITS.company),
  message: leadText(LEAD_LIMITS.message),
  [HONEYPOT_FIELD]: honeypot,
});

export const LEAD_SCHEMAS = {
  newsletter: newsletterLeadSchema,
  quiz: quizLeadSchema,
  contact: contactLeadSchema,
} as const satisfies Record<LeadType, z.ZodType>;
