/**
 * The lead forms as plain HTML forms: what a page's `<form method="post">` sends to its own
 * address, and what the server (renderPage, see functions/src/render) answers. The same form
 * works without JavaScript (the browser posts it; the server stores the lead and redirects back
 * with `?sent=`, or renders the page again with the message and what was typed) and with the apps
 * running (they send it through the lead functions as before).
 */
import type { LeadType } from '@app/domain';
import { readServerData, type ServerRender, useServerRender } from './serverRender';

/** The hidden field naming the form a post comes from (a LeadType). */
export const FORM_FIELD = 'form';
/** The hidden field carrying the served page's signed form token (see functions/src/leads/formToken.ts). */
export const FORM_TOKEN_FIELD = 'form_token';
/** The query parameter the server redirects to after a stored lead: `?sent=newsletter`. */
export const FORM_SENT_PARAM = 'sent';

/** Where each form sits on its page: the redirect's fragment, so the answer is in view. */
export const FORM_ANCHORS: Record<LeadType, string> = {
  newsletter: 'newsletter',
  quiz: 'quiz',
  contact: 'contact-form',
};

/** Why a plain post was not taken: bad input, too many posts, a stale page, or the store down. */
export type FormFailureReason = 'invalid' | 'limited' | 'expired' | 'unavailable';

/** A plain post the server refused; the page is rendered again with it (status 4xx/503). */
export interface FormFailure {
  form: LeadType;
  reason: FormFailureReason;
  /** The field that was wrong, for `invalid`. */
  field?: string | undefined;
  /** What was typed, so nothing is lost. */
  values: Record<string, string>;
}

/** The server's answer to this page's plain post, if any: a stored lead or a failure. */
export type FormOutcome = { form: LeadType; sent: true } | ({ sent: false } & FormFailure);

/** The outcome `search` (a `?sent=` address) tells of, for `form`. */
export function sentOutcome(search: string, form: LeadType): FormOutcome | null {
  return new URLSearchParams(search).get(FORM_SENT_PARAM) === form ? { form, sent: true } : null;
}

/**
 * This page's outcome for `form`: a `?sent=` in the address (`search`, the router location's:
 * this module stays free of the router), or the failure the server rendered the page with (in
 * the browser, read from the server's data so the first render matches).
 */
export function useFormOutcome(form: LeadType, search: string): FormOutcome | null {
  const render = useServerRender();
  const failure = render ? render.formFailure : browserFormData().formFailure;
  if (failure && failure.form === form) return { ...failure, sent: false };
  return sentOutcome(search, form);
}

/** The signed token the served form carries (empty where the server did not render the page). */
export function useFormToken(): string {
  const render = useServerRender();
  return render ? render.formToken : browserFormData().formToken;
}

let browserData: Pick<ServerRender, 'formToken' | 'formFailure'> | undefined;

function browserFormData(): Pick<ServerRender, 'formToken' | 'formFailure'> {
  if (!browserData) {
    const data = readServerData();
    browserData = { formToken: data?.formToken ?? '', formFailure: data?.formFailure ?? null };
  }
  return browserData;
}

/**
 * A form's ref for when the app checks its fields itself (its own messages and toasts): once the
 * app runs, the browser's validation stops holding the submit back. Before that, the browser's
 * own validation keeps an invalid plain post from being sent.
 */
export function checkedByTheApp(form: HTMLFormElement | null): void {
  if (form) form.noValidate = true;
}
