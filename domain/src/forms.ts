/**
 * The lead forms as plain HTML forms: the field names a page's `<form method="post">` sends to its
 * own address, and the answer the server (functions/src/render, leads/formPost.ts) gives: a
 * redirect with `?sent=`, or the page again with a FormFailure. The browser side (the hooks in
 * platform/src/forms.ts) and the functions both read it from here.
 */
import type { LeadType } from './leads';

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
