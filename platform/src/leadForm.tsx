/**
 * `<LeadForm>`: the one lead form of the site (the footer's newsletter, the home page's quiz box,
 * the contact form). It is a real `<form method="post">` to its page's own address: before (or
 * without) the apps the browser posts it, and the server answers with a redirect to `?sent=` or
 * the page again with the refusal and what was typed. With the apps running, the same form is
 * posted with `fetch` (its own fields and form token, to the same address, asking for JSON, with
 * an App Check token where App Check is configured), so both roads meet at one endpoint with one
 * vocabulary of refusals (FormFailureReason, its messages below). A refused form token is
 * answered with a fresh one, and the form is sent once more with it.
 */
import {
  FORM_ANCHORS,
  FORM_FIELD,
  FORM_TOKEN_FIELD,
  type FormFailure,
  type FormFailureReason,
  LEAD_POST_JSON_ACCEPT,
  type LeadPostAnswer,
  type LeadType,
} from '@app/domain';
import { type ComponentPropsWithoutRef, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from './config';
import { checkedByTheApp, useFormOutcome, useFormToken } from './forms';

/**
 * What the visitor is told for each refusal, in both languages: the apps and the page rendered
 * again alike. `unavailable` is each form's own (LEAD_UNAVAILABLE_TEXT).
 */
export const LEAD_FAILURE_TEXT: Record<'en' | 'sv', Record<Exclude<FormFailureReason, 'unavailable'>, string>> = {
  en: {
    invalid: 'Please check the highlighted field and send again.',
    limited: 'Too many messages were sent from here just now. Please try again in a few minutes.',
    expired: 'The form was open too long to be sent. Please send it again.',
    unattested: 'Your browser could not be verified just now. Please reload the page and send the form again.',
  },
  sv: {
    invalid: 'Kontrollera det markerade fältet och skicka igen.',
    limited: 'För många meddelanden har skickats härifrån just nu. Försök igen om några minuter.',
    expired: 'Formuläret var öppet för länge för att skickas. Skicka det igen.',
    unattested: 'Din webbläsare kunde inte verifieras just nu. Ladda om sidan och skicka formuläret igen.',
  },
};

/**
 * What each form says when its post could not be stored (`unavailable`: the server down, the
 * network gone, an answer that is not ours): the specification's failure message of that form.
 */
export const LEAD_UNAVAILABLE_TEXT: Record<'en' | 'sv', Record<LeadType, string>> = {
  en: {
    newsletter: 'Something went wrong. Please try again later.',
    quiz: 'Something went wrong. Please try again.',
    contact: 'Error: Failed to send message. Please try again.',
  },
  sv: {
    newsletter: 'Något gick fel. Försök igen senare.',
    quiz: 'Något gick fel. Försök igen.',
    contact: 'Fel: Det gick inte att skicka meddelandet. Försök igen.',
  },
};

/**
 * 'invalid' naming no field (the form token was refused and no fresh one came back to send the form
 * again with): no field is highlighted, so the visitor is not asked to check one.
 */
export const LEAD_UNSENT_TEXT: Record<'en' | 'sv', string> = {
  en: 'The form could not be sent. Please send it again.',
  sv: 'Formuläret kunde inte skickas. Skicka det igen.',
};

/**
 * The message for a refusal of `form` (its reason, and the field it names, if any) in the page's
 * language.
 */
export function useLeadFailureText(form: LeadType): (reason: FormFailureReason, field?: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'sv' ? 'sv' : 'en';
  return (reason, field) => {
    if (reason === 'unavailable') return LEAD_UNAVAILABLE_TEXT[language][form];
    return reason === 'invalid' && !field ? LEAD_UNSENT_TEXT[language] : LEAD_FAILURE_TEXT[language][reason];
  };
}

/** A refusal as the apps see it: what the server said (never what was typed: the form still holds it). */
export type LeadPostFailure = Omit<FormFailure, 'values'>;

async function appCheckHeader(): Promise<Record<string, string>> {
  if (!getAppConfig().appCheck?.siteKey) return {};
  // Loaded on the first submit only, where App Check is configured: never with a page.
  const { limitedUseAppCheckToken } = await import('@app/platform/functions');
  const token = await limitedUseAppCheckToken();
  return token ? { 'X-Firebase-AppCheck': token } : {};
}

/** The page's own address without its fragment: where the browser itself would post the form. */
function ownAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

async function postOnce(form: LeadType, fields: URLSearchParams): Promise<LeadPostAnswer> {
  let response: Response;
  try {
    response = await fetch(ownAddress(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: LEAD_POST_JSON_ACCEPT,
        ...(await appCheckHeader()),
      },
      body: fields,
      credentials: 'same-origin',
    });
  } catch (error) {
    console.error('Lead post failed', error);
    return { sent: false, form, reason: 'unavailable' };
  }
  try {
    return (await response.json()) as LeadPostAnswer;
  } catch {
    // Not our JSON (a proxy's or the platform's error page): nothing was stored.
    console.error('Lead post answered without JSON', response.status);
    return { sent: false, form, reason: 'unavailable' };
  }
}

/**
 * Posts `element`'s fields as the browser would, asking for JSON. A refused form token comes back
 * with a fresh one: it goes into the form and the post is sent once more.
 */
export async function postLeadForm(form: LeadType, element: HTMLFormElement): Promise<LeadPostAnswer> {
  const fields = () =>
    new URLSearchParams(
      [...new FormData(element)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
    );
  const answer = await postOnce(form, fields());
  if (answer.sent || !answer.formToken) return answer;
  const tokenField = element.elements.namedItem(FORM_TOKEN_FIELD);
  if (tokenField instanceof HTMLInputElement) tokenField.value = answer.formToken;
  return postOnce(form, fields());
}

/** A form's field `name` as text ('' when absent), for the app's own checks. */
export function fieldOf(element: HTMLFormElement, name: string): string {
  const value = new FormData(element).get(name);
  return typeof value === 'string' ? value : '';
}

export interface LeadFormState {
  /** A post is on its way. */
  sending: boolean;
  /** The form was sent: by the apps just now, or by the browser (the page's `?sent=`). */
  sent: boolean;
  /** The last refusal: the apps' last post's, or the one the server rendered the page with. */
  failure: LeadPostFailure | null;
  /** What was typed before a refused plain post (the page rendered again), to fill the fields with. */
  values: Record<string, string>;
  /** Who told the outcome: the page (a plain post's answer), the apps' last post, or nobody yet. */
  source: 'page' | 'app' | null;
  /** Forgets the apps' last outcome (the visitor is editing the form again). */
  clear: () => void;
}

export interface LeadFormProps
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'method' | 'id' | 'action'> {
  form: LeadType;
  /** The router location's search (`?sent=`): this module stays free of the router. */
  search: string;
  /** The app's own check before sending; false holds the post (the form shows why). */
  check?: (element: HTMLFormElement) => boolean;
  /**
   * Runs as the post leaves, inside the visitor's click (the quiz opens its tab here); the
   * function it returns hears whether the form was sent.
   */
  onSending?: () => ((sent: boolean) => void) | undefined;
  onSent?: (element: HTMLFormElement) => void;
  /** After a refusal, which has put the focus in the refused field, if one was (focusRefusedField). */
  onFailed?: (failure: LeadPostFailure, element: HTMLFormElement) => void;
  children: (state: LeadFormState) => ReactNode;
}

/**
 * The focus in the field a refusal names, where the visitor fixes it: the pressed button, disabled
 * while the form was sent, has let the focus go.
 */
function focusRefusedField(failure: LeadPostFailure, form: HTMLFormElement): void {
  const refused = failure.reason === 'invalid' && failure.field ? form.elements.namedItem(failure.field) : null;
  if (refused instanceof HTMLInputElement || refused instanceof HTMLTextAreaElement) refused.focus();
}

/** Whether the focus is on no element: on the page, where the next Tab starts from its top. */
function focusIsOnThePage(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * The focus the pressed button let go when it was disabled while the form was sent (the browser's
 * focus fixup), given back once the answer shows: to that button, enabled again, or, where the
 * button waits for a valid form (the newsletter's and the quiz's, their address emptied by a
 * success), to the first field to fill in. A focus put elsewhere meanwhile (by the visitor, or by
 * focusRefusedField) stays there.
 */
function focusBack(form: HTMLFormElement, button: Element | null): void {
  if (!form.isConnected || !focusIsOnThePage()) return;
  if (button instanceof HTMLButtonElement && button.isConnected && !button.disabled) {
    button.focus();
    return;
  }
  const field = [...form.elements].find(
    (element) =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.willValidate &&
      !element.validity.valid,
  );
  if (field instanceof HTMLElement) field.focus();
}

/** A lead form: the `<form>` with its hidden fields, posted by the apps as the browser would post it. */
export function LeadForm({ form, search, check, onSending, onSent, onFailed, children, ...rest }: LeadFormProps) {
  const rendered = useFormOutcome(form, search);
  const token = useFormToken();
  const [posted, setPosted] = useState<{ sent: boolean; failure: LeadPostFailure | null } | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const answered = useRef<{ form: HTMLFormElement; button: Element | null } | null>(null);

  // Once the form is no longer busy (its submit buttons' states follow aria-busy: SubmitButton).
  useEffect(() => {
    const pending = answered.current;
    if (sending || !pending) return;
    answered.current = null;
    const timer = window.setTimeout(() => focusBack(pending.form, pending.button));
    return () => window.clearTimeout(timer);
  }, [sending]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (inFlight.current) return;
    if (check && !check(element)) return;
    inFlight.current = true;
    const native = event.nativeEvent;
    const button =
      ('submitter' in native ? (native as SubmitEvent).submitter : null) ??
      element.querySelector('button[type="submit"]');
    setSending(true);
    const heard = onSending?.();
    try {
      const answer = await postLeadForm(form, element);
      if (answer.sent) {
        setPosted({ sent: true, failure: null });
        heard?.(true);
        onSent?.(element);
      } else {
        const { sent: _sent, formToken: _token, ...failure } = answer;
        setPosted({ sent: false, failure });
        heard?.(false);
        focusRefusedField(failure, element);
        onFailed?.(failure, element);
      }
    } finally {
      inFlight.current = false;
      answered.current = { form: element, button };
      setSending(false);
    }
  }

  const clear = () => setPosted(null);
  const renderedFailure = rendered && !rendered.sent ? rendered : null;
  const state: LeadFormState = posted
    ? { sending, sent: posted.sent, failure: posted.failure, values: {}, source: 'app', clear }
    : {
        sending,
        sent: rendered?.sent === true,
        failure: renderedFailure,
        values: renderedFailure?.values ?? {},
        source: rendered ? 'page' : null,
        clear,
      };
  return (
    <form {...rest} id={FORM_ANCHORS[form]} method="post" onSubmit={onSubmit} ref={checkedByTheApp} aria-busy={sending}>
      <input type="hidden" name={FORM_FIELD} value={form} />
      <input type="hidden" name={FORM_TOKEN_FIELD} defaultValue={token} />
      {children(state)}
    </form>
  );
}
