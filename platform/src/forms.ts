/**
 * The lead forms as plain HTML forms, in the browser: the outcome a page shows and the token its
 * forms carry (the contract itself, field names and shapes, is @app/domain's forms.ts). The same form
 * works without JavaScript (the browser posts it; the server stores the lead and redirects back
 * with `?sent=`, or renders the page again with the message and what was typed) and with the apps
 * running (`<LeadForm>` in leadForm.tsx posts the same form itself and shows the JSON answer).
 */
import { FORM_SENT_PARAM, type FormOutcome, type LeadType, type PageForms } from '@app/domain';
import { createContext, useContext } from 'react';
import { localizedValidation } from './fieldValidity';
import { readServerData } from './serverRender';

/**
 * What a server render hands the page's forms (their token, the post it refused); absent in the
 * browser, where they read the server's data instead, so the first render matches.
 */
export const PageFormsContext = createContext<PageForms | null>(null);

function usePageForms(): PageForms {
  return useContext(PageFormsContext) ?? browserFormData();
}

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
  const failure = usePageForms().formFailure;
  if (failure && failure.form === form) return { ...failure, sent: false };
  return sentOutcome(search, form);
}

/** The signed token the served form carries (empty where the server did not render the page). */
export function useFormToken(): string {
  return usePageForms().formToken;
}

let browserData: PageForms | undefined;

function browserFormData(): PageForms {
  if (!browserData) {
    const data = readServerData();
    browserData = { formToken: data?.formToken ?? '', formFailure: data?.formFailure ?? null };
  }
  return browserData;
}

/**
 * A form's ref for when the app checks its fields itself (its own messages and toasts): once the
 * app runs, the browser's validation stops holding the submit back, and a message the browser
 * still shows for a field (the app's `reportValidity`, the boot script's answer to Enter) is in the
 * page's language (localizedValidation). Before that, the browser's own validation keeps an
 * invalid plain post from being sent, in the page's language too (the boot script's watchValidity).
 */
export function checkedByTheApp(form: HTMLFormElement | null): (() => void) | undefined {
  if (!form) return undefined;
  form.noValidate = true;
  return localizedValidation(form);
}
