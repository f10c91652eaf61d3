/**
 * The browser's validation messages in the page's language. A field's message ("Please fill out
 * this field.", "Please include an '@' in the email address") is the browser's own text in the
 * browser's interface language, so a Swedish page in an English browser, common in Sweden, would
 * say it in English, and a `pattern`'s says nothing useful in any language. Once the apps run, a
 * form with `localizedValidation` as its ref gives each field whose constraint fails (`required`,
 * `type="email"` or `url`, `pattern`, `minlength`/`maxlength`, `min`/`max`, `step`) a custom
 * validity in the page's (or the console's) language, read from the field's `validity`; a custom
 * error the app set itself (the contact form's e-mail rule) is kept, and a corrected field is
 * valid again at once. Before the apps (plain HTML) the browser's own messages stay: nothing can
 * change them there.
 */
import type { Language } from '@app/domain';
import { useLanguage } from './i18n';

/** The messages, in both languages; `{min}`, `{max}`, `{step}` and `{count}` are the field's numbers. */
export const VALIDITY_TEXT: Record<Language, Record<ValidityTextKey, string>> = {
  en: {
    required: 'Fill in this field.',
    requiredCheckbox: 'Tick this box to go on.',
    requiredChoice: 'Choose one of the options.',
    requiredFile: 'Choose a file.',
    email: 'Enter a valid e-mail address, such as name@example.com.',
    url: 'Enter a web address, such as https://example.com.',
    format: 'Check what you typed: it is not in the form this field asks for.',
    tooShort: 'Use at least {min} characters (now {count}).',
    tooLong: 'Use at most {max} characters (now {count}).',
    rangeUnderflow: 'Enter {min} or more.',
    rangeOverflow: 'Enter {max} or less.',
    step: 'Enter a value in steps of {step}.',
    wholeNumber: 'Enter a whole number.',
    number: 'Enter a number.',
    badInput: 'Enter a valid value.',
    other: 'Check this field.',
  },
  sv: {
    required: 'Fyll i det här fältet.',
    requiredCheckbox: 'Kryssa i rutan för att gå vidare.',
    requiredChoice: 'Välj ett av alternativen.',
    requiredFile: 'Välj en fil.',
    email: 'Ange en giltig e-postadress, till exempel namn@exempel.se.',
    url: 'Ange en webbadress, till exempel https://exempel.se.',
    format: 'Kontrollera det du skrev: det har inte den form fältet kräver.',
    tooShort: 'Använd minst {min} tecken (nu {count}).',
    tooLong: 'Använd högst {max} tecken (nu {count}).',
    rangeUnderflow: 'Ange {min} eller mer.',
    rangeOverflow: 'Ange {max} eller mindre.',
    step: 'Ange ett värde i steg om {step}.',
    wholeNumber: 'Ange ett heltal.',
    number: 'Ange ett tal.',
    badInput: 'Ange ett giltigt värde.',
    other: 'Kontrollera det här fältet.',
  },
};

export type ValidityTextKey =
  | 'required'
  | 'requiredCheckbox'
  | 'requiredChoice'
  | 'requiredFile'
  | 'email'
  | 'url'
  | 'format'
  | 'tooShort'
  | 'tooLong'
  | 'rangeUnderflow'
  | 'rangeOverflow'
  | 'step'
  | 'wholeNumber'
  | 'number'
  | 'badInput'
  | 'other';

/** A form field the browser validates. */
export type ValidatedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const numberFormats: Partial<Record<Language, Intl.NumberFormat>> = {};

/** A number as the page's language writes it (5,000 / 5 000); any other value (a date's bound) as it is. */
function asWritten(value: string | number, language: Language): string {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return String(value);
  numberFormats[language] ??= new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB');
  return numberFormats[language].format(number);
}

function fill(text: string, values: Record<string, string | number>, language: Language): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? asWritten(values[name] as string | number, language) : whole,
  );
}

function isField(target: unknown): target is ValidatedField {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}

/**
 * What is wrong with `field` by its constraints, in `language` ('' when nothing is: a custom
 * error is not read, it is what this sets). In the order the browser checks them.
 */
export function validityText(field: ValidatedField, language: Language): string {
  const texts = VALIDITY_TEXT[language];
  const { validity } = field;
  const type = field instanceof HTMLInputElement ? field.type : field instanceof HTMLSelectElement ? 'select' : '';
  const say = (key: ValidityTextKey, values: Record<string, string | number> = {}) =>
    fill(texts[key], values, language);
  if (validity.valueMissing) {
    if (type === 'checkbox') return say('requiredCheckbox');
    if (type === 'radio' || type === 'select') return say('requiredChoice');
    if (type === 'file') return say('requiredFile');
    return say('required');
  }
  if (validity.typeMismatch) return say(type === 'email' ? 'email' : type === 'url' ? 'url' : 'format');
  if (validity.patternMismatch) {
    // The shared e-mail rule is the e-mail fields' pattern: say what it asks for. Another pattern's
    // field says what it wants in its title, as the browser would add it.
    if (type === 'email') return say('email');
    const title = field.getAttribute('title')?.trim();
    return title || say('format');
  }
  const count = field.value.length;
  if (validity.tooLong && !(field instanceof HTMLSelectElement)) return say('tooLong', { max: field.maxLength, count });
  if (validity.tooShort && !(field instanceof HTMLSelectElement))
    return say('tooShort', { min: field.minLength, count });
  if (validity.rangeUnderflow) return say('rangeUnderflow', { min: field.getAttribute('min') ?? '' });
  if (validity.rangeOverflow) return say('rangeOverflow', { max: field.getAttribute('max') ?? '' });
  if (validity.stepMismatch) {
    const step = field.getAttribute('step') ?? '';
    return type === 'number' && Number(step) === 1 ? say('wholeNumber') : say('step', { step });
  }
  if (validity.badInput) return say(type === 'number' ? 'number' : 'badInput');
  return validity.valid || validity.customError ? '' : say('other');
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
