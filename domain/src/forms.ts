/**
 * The lead forms: the field names a page's `<form method="post">` sends to its own address (the
 * browser itself without JavaScript, `<LeadForm>` with `fetch` when the apps run), and the answer
 * the server (functions/src/leads/formPost.ts) gives: to the browser a redirect with `?sent=` or
 * the page again with a FormFailure, to the apps the same outcome as JSON. The browser side
 * (platform/src/leadForm) and the functions both read it from here.
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

/**
 * Why a lead post was refused: a field (`invalid`), an old or forged form token (`expired`,
 * `invalid`), the rate limits (`limited`), storage failing (`unavailable`), or, for the apps'
 * posts where App Check is enforced, no genuine unused App Check token (`unattested`).
 */
export type FormFailureReason = 'invalid' | 'limited' | 'expired' | 'unavailable' | 'unattested';

/**
 * What is wrong with the field a post was refused for (`invalid` with a `field`), so the form can
 * say it under the field: empty (or spaces only), longer than its limit (LEAD_LIMITS), not an
 * e-mail address the server takes, a broken character (ill-formed UTF-16), control characters,
 * invisible or text-direction characters (leadSchema.ts's textProblem), or a field the form does
 * not have (or of the wrong type: only a forged post sends one).
 */
export const LEAD_FIELD_PROBLEMS = [
  'required',
  'too-long',
  'email',
  'ill-formed',
  'control',
  'invisible',
  'not-accepted',
] as const;
export type LeadFieldProblem = (typeof LEAD_FIELD_PROBLEMS)[number];

export const isLeadFieldProblem = (value: unknown): value is LeadFieldProblem =>
  typeof value === 'string' && (LEAD_FIELD_PROBLEMS as readonly string[]).includes(value);

/** The HTTP status of each refusal, for the page rendered again and for the apps' JSON answer alike. */
export const FORM_FAILURE_STATUS: Record<FormFailureReason, 400 | 401 | 429 | 503> = {
  invalid: 400,
  expired: 400,
  unattested: 401,
  limited: 429,
  unavailable: 503,
};

/** The header asking for the JSON answer: how the apps' `fetch` of a form tells itself apart. */
export const LEAD_POST_JSON_ACCEPT = 'application/json';

/** A post the server refused; the page is rendered again with it (or the apps are told). */
export interface FormFailure {
  form: LeadType;
  reason: FormFailureReason;
  /** The field that was wrong, for `invalid`. */
  field?: string | undefined;
  /** What is wrong with `field`, for `invalid`: the message shown under the field. */
  problem?: LeadFieldProblem | undefined;
  /**
   * For `unattested`: `app-check-missing`, `app-check-invalid` or `app-check-replayed`; for
   * `invalid` and `expired`, `form-token` when the form token (not a field) was refused.
   */
  detail?: string | undefined;
  /** What was typed (the form's text fields, cut to their limits), so nothing is lost. */
  values: Record<string, string>;
}

export type FormOutcome = { form: LeadType; sent: true } | ({ sent: false } & FormFailure);

/**
 * The server's JSON answer to the apps' post: sent, or the refusal (a fresh `formToken` with a
 * refused form token, to send the form again with).
 */
export type LeadPostAnswer =
  | { sent: true; form: LeadType }
  | ({ sent: false; formToken?: string } & Omit<FormFailure, 'values'>);
