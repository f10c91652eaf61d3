/**
 * The browser's validation messages in the page's language. A field's message ("Please fill out
 * this field.", "Please include an '@' in the email address") is the browser's own text in the
 * browser's interface language, so a Swedish page in an English browser, common in Sweden, would
 * say it in English, and a `pattern`'s says nothing useful in any language. watchValidity gives
 * each field whose constraint fails a custom validity in the page's (or the console's) language,
 * read from the field's `validity`: on a server-rendered page from the first press, by the boot
 * script (shell/src/enhance/forms.ts), and in the apps by `localizedValidation` (./fieldValidity).
 * A custom error the app set itself (the contact form's e-mail rule) is kept, and a corrected
 * field is valid again at once. Only with JavaScript off do the browser's own messages stay.
 *
 * Plain DOM, nothing else: the boot script, inline in every page, bundles it.
 */
import type { Language } from '@app/domain';

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

/** By its tag, not `instanceof`: the boot script's document may be another window's (the tests'). */
function isField(target: unknown): target is ValidatedField {
  const name = (target as Element | null)?.localName;
  return name === 'input' || name === 'textarea' || name === 'select';
}

/**
 * What is wrong with `field` by its constraints, in `language` ('' when nothing is: a custom
 * error is not read, it is what this sets).
 */
export function validityText(field: ValidatedField, language: Language): string {
  const texts = VALIDITY_TEXT[language];
  const { validity } = field;
  const email = field.type === 'email';
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
 * Gives `field` its message in `language` when a constraint fails, and takes it away when none
 * does, so a corrected field is valid again. A custom error the app set itself stays: the app
 * clears it. (The boot script and the apps each load this module: a message one of them set is
 * the other's "custom error", kept, and the same text, since both read the same `validity`.)
 */
export function localizeValidity(field: ValidatedField, language: Language): void {
  const current = field.validity.customError ? field.validationMessage : '';
  if (current !== '' && current !== ours.get(field)) return;
  const text = validityText(field, language);
  if (text !== current) field.setCustomValidity(text);
  if (text) ours.set(field, text);
  else ours.delete(field);
}

/** Each field of `form`, in `language` (localizeValidity). */
function localizeFormValidity(form: HTMLFormElement, language: Language): void {
  for (const element of form.elements) if (isField(element)) localizeValidity(element, language);
}

/**
 * The fields' validation messages in `language()`, whenever the browser could show one, for one
 * form or every form of a document (the boot script's, before the apps run). Kept current as the
 * fields change (`input`, `change`, a reset), before anything can report them (the press or the
 * Enter that sends the form, `reportValidity`, the boot script's Enter: see installSubmitStates),
 * and set again on each `invalid` event, which the browser fires just before it shows a field's
 * message. Listens in the capture phase, so the app's own handlers (React's, at the root) and the
 * submit buttons' state (installSubmitStates) come after it and an error the app sets stays its
 * own. Returns its cleanup.
 */
export function watchValidity(target: HTMLFormElement | Document, language: () => Language): () => void {
  const doc = target.nodeType === Node.DOCUMENT_NODE ? (target as Document) : (target.ownerDocument as Document);
  const form = target === doc ? null : (target as HTMLFormElement);
  const formOf = (node: EventTarget | null): HTMLFormElement | null => {
    if (form) return form;
    if (isField(node)) return node.form;
    return typeof (node as Element | null)?.closest === 'function' ? (node as Element).closest('form') : null;
  };
  const refresh = (event: Event) => {
    const of = formOf(event.target);
    if (of) localizeFormValidity(of, language());
  };
  const onInvalid = (event: Event) => {
    if (isField(event.target)) localizeValidity(event.target, language());
  };
  const win = doc.defaultView ?? window;
  // A reset changes the fields after its event.
  const onReset = (event: Event) => win.setTimeout(() => refresh(event));
  const events = ['input', 'change', 'click', 'keydown'] as const;
  for (const type of events) target.addEventListener(type, refresh, true);
  target.addEventListener('invalid', onInvalid, true);
  target.addEventListener('reset', onReset, true);
  if (form) localizeFormValidity(form, language());
  return () => {
    for (const type of events) target.removeEventListener(type, refresh, true);
    target.removeEventListener('invalid', onInvalid, true);
    target.removeEventListener('reset', onReset, true);
  };
}
