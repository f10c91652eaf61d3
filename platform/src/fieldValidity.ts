/**
 * The apps' side of ./validity: a form's validation messages in the language the app shows (the
 * admin console's pages, which the boot script never runs on, and the site's lead forms, which
 * the boot script's watcher of every form covers too: the same messages either way).
 */
import type { Language } from '@app/domain';
import { useLanguage } from './i18n';
import { watchValidity } from './validity';

export { VALIDITY_TEXT, type ValidatedField, validityText } from './validity';

/**
 * A form's ref: its fields' validation messages in the app's language (watchValidity). Returns its
 * cleanup (React 19 calls it when the form goes).
 */
export function localizedValidation(form: HTMLFormElement | null): (() => void) | undefined {
  return form ? watchValidity(form, (): Language => useLanguage.getState().language) : undefined;
}
