/**
 * The three lead forms (specification §7: subscribe-newsletter, send-quiz-lead,
 * send-contact-to-n8n) as schemas shared by the site's forms and the functions, with the
 * honeypot field and the size limits of product decision 2.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import { typeError } from './validation';

export const LEAD_TYPES = ['newsletter', 'quiz', 'contact'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/**
 * A form field people never see (it is moved off-screen) but naive bots fill in. A submission
 * with anything in it is refused and never stored or forwarded.
 */
export const HONEYPOT_FIELD = 'website';

export const LEAD_LIMITS = {
  email: EMAIL_MAX_LENGTH,
  firstName: 100,
  lastName: 100,
  company: 200,
  message: 5_000,
  /** Whole request body, JSON-encoded. Larger requests are refused before anything is read. */
  requestBytes: 16 * 1024,
} as const;

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

/** What a form sends (the honeypot as typed, normally ''). */
export type NewsletterLeadInput = z.input<typeof newsletterLeadSchema>;
export type QuizLeadInput = z.input<typeof quizLeadSchema>;
export type ContactLeadInput = z.input<typeof contactLeadSchema>;

/** What is stored and forwarded: trimmed, validated, without the honeypot. */
export type NewsletterLead = Omit<z.output<typeof newsletterLeadSchema>, typeof HONEYPOT_FIELD>;
export type QuizLead = Omit<z.output<typeof quizLeadSchema>, typeof HONEYPOT_FIELD>;
export type ContactLead = Omit<z.output<typeof contactLeadSchema>, typeof HONEYPOT_FIELD>;

export interface LeadPayloads {
  newsletter: NewsletterLead;
  quiz: QuizLead;
  contact: ContactLead;
}

/** What every lead function answers when it has taken the lead in. */
export interface LeadReceipt {
  ok: true;
}
