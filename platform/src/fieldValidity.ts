/**
 * The browser's validation messages in the page's language. A field's message ("Please fill out
 * this field.", "Please include an '@' in the email address") is the browser's own text in the
 * browser's interface language, so a Swedish page in an English browser, common in Sweden, would
 * say it in English, and a `pattern`'s says nothing useful in any language. Once the apps run, a
 * form with `localizedValidation` as its ref gives each field whose constraint fails a custom
 * validity in the page's (or the console's) language, read from the field's `validity`; a custom
 * error the app set itself (the contact form's e-mail rule) is kept, and a corrected field is
 * valid again at once. Before the apps (plain HTML) the browser's own messages stay: nothing can
 * change them there.
 */
import type { Language } from '@app/domain';
import { useLanguage } from './i18n';

/**
 * The messages, in both languages, for the constraints the site's and the console's fields carry
 * (`required`, `type="email"` with the shared e-mail `pattern`); any other failing constraint says
 * `other`. (`maxlength` never fails: the browser stops the typing at the limit.)
 */
export const VALIDITY_TEXT: Record<Language, Record<'required' | 'email' | 'format' | 'other', string>> = {
  en: {
    required: 'Fill in this field.',
    email: 'Enter a valid e-mail address, such as name@example.com.',
    format: 'Check what you typed: it is not in the form this field asks for.',
    other: 'Check this field.',
  },
  sv: {
    required: 'Fyll i det här fältet.',
    email: 'Ange en giltig e-postadress, till exempel namn@exempel.se.',
    format: 'Kontrollera det du skrev: det har inte den form fältet kräver.',
    other: 'Kontrollera det här fältet.',
  },
};

/** A form field the browser validates. */
export type ValidatedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(target: unknown): target is ValidatedField {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}

/**
 * What is wrong with `field` by its constraints, in `language` ('' when nothing is: a custom
 * error is not read, it is what this sets).
 */
export function validityText(field: ValidatedField, language: Language): string {
  const texts = VALIDITY_TEXT[language];
  const { validity } = field;
  const email = field instanceof HTMLInputElement && field.type === 'email';
  if (validity.valueMissing) return texts.required;
  // The shared e-mail rule is the e-mail fields' pattern: say what it asks for, not "the requested
  // format". Another pattern's field says what it wants in its title, as the browser would add it.
  if (email && (validity.typeMismatch || validity.patternMismatch)) return texts.email;
  if (validity.patternMismatch) return field.getAttribute('title')?.trim() || texts.format;
  return validity.valid || validity.customError ? '' : texts.other;
}

/** The messages this module set, by field: any other custom error is the app's own, and is kept. */
const ours = new WeakMap<ValidatedField, string>();

/**
 * Gives `field` its message in `language` (the page's by default) when a constraint fails, and
 * takes it away when none does, so a corrected field is valid again. A custom error the app set
 * itself stays: the app clears it.
 */
export function localizeValidity(field: ValidatedField, language: Language = useLanguage.getState().language): void {
  const current = field.validity.customError ? field.validationMessage : '';
  if (current !== '' && current !== ours.get(field)) return;
  const text = validityText(field, language);
  if (text !== current) field.setCustomValidity(text);
  if (text) ours.set(field, text);
  else ours.delete(field);
}

/** Each field of `form`, in the page's language (localizeValidity). */
export function localizeFormValidity(form: HTMLFormElement): void {
  for (const element of form.elements) if (isField(element)) localizeValidity(element);
}

/**
 * A form's ref: its fields' validation messages in the page's language, whenever the browser could
 * show one. Kept current as the fields change (`input`, `change`, a reset), before anything can
 * report them (the press or the Enter that sends the form, `reportValidity`, the boot script's
 * Enter: see installSubmitStates), and set again on each `invalid` event, which the browser fires
 * just before it shows a field's message. Listens in the capture phase, so the app's own handlers
 * (React's, at the root) come after it and an error they set stays theirs. Returns its cleanup
 * (React 19 calls it when the form goes).
 */
export function localizedValidation(form: HTMLFormElement | null): (() => void) | undefined {
  if (!form) return undefined;
  const win = form.ownerDocument.defaultView ?? window;
  const refresh = () => localizeFormValidity(form);
  const onInvalid = (event: Event) => {
    if (isField(event.target)) localizeValidity(event.target);
  };
  // A reset changes the fields after its event.
  const onReset = () => win.setTimeout(refresh);
  const events = ['input', 'change', 'click', 'keydown'] as const;
  for (const type of events) form.addEventListener(type, refresh, true);
  form.addEventListener('invalid', onInvalid, true);
  form.addEventListener('reset', onReset);
  refresh();
  return () => {
    for (const type of events) form.removeEventListener(type, refresh, true);
    form.removeEventListener('invalid', onInvalid, true);
    form.removeEventListener('reset', onReset);
  };
}
