/**
 * The plain lead forms' contract as the functions see it: the same names and shapes as
 * platform/src/forms.ts, which the functions cannot import (it brings React with it).
 * shell/src/server/formContract.test.ts keeps the two the same.
 */
import type { LeadType } from '../domain';

/** The hidden field naming the form a post comes from (a LeadType). */
export const FORM_FIELD = 'form';
/** The hidden field carrying the served page's signed form token (formToken.ts). */
export const FORM_TOKEN_FIELD = 'form_token';
/** The query parameter of the redirect after a stored lead: `?sent=newsletter`. */
export const FORM_SENT_PARAM = 'sent';

/** Where each form sits on its page: the redirect's fragment. */
export const FORM_ANCHORS: Record<LeadType, string> = {
  newsletter: 'newsletter',
  quiz: 'quiz',
  contact: 'contact-form',
};

export type FormFailureReason = 'invalid' | 'limited' | 'expired' | 'unavailable';

/** A plain post the server refused; the page is rendered again with it. */
export interface FormFailure {
  form: LeadType;
  reason: FormFailureReason;
  /** The field that was wrong, for `invalid`. */
  field?: string | undefined;
  /** What was typed (the form's text fields, cut to their limits), so nothing is lost. */
  values: Record<string, string>;
}

export type FormOutcome = { form: LeadType; sent: true } | ({ sent: false } & FormFailure);
