/**
 * The three lead forms (newsletter, quiz and contact): what they send and what is kept, the
 * honeypot field and the size limits that keep the public functions from being abused. No zod
 * here: the site's forms import this module, and the schemas the functions validate with live in
 * leadSchema.ts.
 */
import { EMAIL_MAX_LENGTH } from './email';

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
  /** The fields' text as UTF-8; a form post may be three times this, percent-encoded (functions/src/leads/formPost.ts). */
  requestBytes: 16 * 1024,
} as const;

/** What a form sends (the honeypot as typed, normally ''); leadSchema.test.ts pins these to the schemas. */
export interface NewsletterLeadInput {
  email: string;
  [HONEYPOT_FIELD]?: string | undefined;
}
export interface QuizLeadInput {
  email: string;
  [HONEYPOT_FIELD]?: string | undefined;
}
export interface ContactLeadInput {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
  [HONEYPOT_FIELD]?: string | undefined;
}

/** What is stored and forwarded: trimmed, validated, without the honeypot. */
export type NewsletterLead = Omit<NewsletterLeadInput, typeof HONEYPOT_FIELD>;
export type QuizLead = Omit<QuizLeadInput, typeof HONEYPOT_FIELD>;
export type ContactLead = Omit<ContactLeadInput, typeof HONEYPOT_FIELD>;

export interface LeadPayloads {
  newsletter: NewsletterLead;
  quiz: QuizLead;
  contact: ContactLead;
}

/** What every lead function answers when it has taken the lead in. */
export interface LeadReceipt {
  ok: true;
}
