/**
 * The data attributes by which the shell's inline boot script (shell/src/enhance) gives a few
 * server-rendered controls the little behaviour HTML has no element for. Components render them;
 * the boot script finds them by event delegation. Shared here so both sides spell them alike.
 */
export const ENHANCE = {
  /** On a carousel's root: its slides are driven by the radio inputs inside it. */
  carousel: 'data-carousel',
  /** On a carousel's previous / next button: the step, -1 or 1. */
  carouselStep: 'data-carousel-step',
  /** On a theme choice button: `light`, `dark` or `system`. */
  themeChoice: 'data-theme-choice',
  /** On a "Go back" button: goes back in history. */
  historyBack: 'data-history-back',
  /** On a language link: the language it leads to, stored as the visitor's preference. */
  languageChoice: 'data-language-choice',
  /** On a form: focusing one of its fields starts the apps (live validation, toasts, filtering). */
  startsApps: 'data-starts-apps',
  /**
   * On a form's submit button: when it may be pressed. `idle`: disabled while its form is being
   * sent (`aria-busy="true"`); `valid`: also while a field of the form is invalid. See
   * {@link holdSubmitButtons}.
   */
  submitWhen: 'data-submit-when',
  /** On a link: followed once the page has loaded (the way on to the quiz after its plain post). */
  followOnLoad: 'data-follow-on-load',
  /**
   * On a frame inside a `<dialog>`: the address it loads once the dialog opens (its `src`, set by
   * the boot script, never rendered): a frame with a `src` loads at once where no script runs, and
   * the dialog is on every page.
   */
  frameSrc: 'data-frame-src',
} as const;

/** Where the chosen theme mode is kept: the boot script writes it, the colour-scheme script reads it before the first paint. */
export const THEME_STORAGE_KEY = 'theme-mode';

/** The attribute on <html> that names the chosen theme mode (`light`, `dark`, `system`). */
export const THEME_MODE_ATTRIBUTE = 'data-theme-mode';

/** Shown only where no script runs (a browser with JavaScript off), or only where one does. */
export const WITHOUT_SCRIPT = { '@media (scripting: enabled)': { display: 'none' } } as const;
export const WITH_SCRIPT = { '@media (scripting: none)': { display: 'none' } } as const;

/** Index after moving `step` slides from `index`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/**
 * Disables (the `disabled` property, so keyboards and screen readers get it too) each submit
 * button of `form` that may not be pressed now, by its `data-submit-when`, and enables the others.
 */
export function holdSubmitButtons(form: HTMLFormElement): void {
  const busy = form.getAttribute('aria-busy') === 'true';
  let valid: boolean | undefined;
  for (const button of form.querySelectorAll<HTMLButtonElement>(`button[${ENHANCE.submitWhen}]`)) {
    const waitsForValid = button.getAttribute(ENHANCE.submitWhen) === 'valid';
    if (waitsForValid) valid ??= form.checkValidity();
    button.disabled = busy || (waitsForValid && !valid);
  }
}

/**
 * Keeps the submit buttons of `doc` (SubmitButton, `data-submit-when`) disabled while they may not
 * be pressed, from the moment the page is parsed: the page's script (shell/src/enhance) installs
 * it once per document, before the apps run, and it goes on working after they take over (React
 * never renders `disabled` for these buttons, so nothing fights over it). The server renders every
 * button enabled: without JavaScript a disabled button could never be enabled, and the browser's
 * own validation (`required`, `type`, `pattern`) holds the post back instead.
 *
 * The state is read from the page itself: on every input, after a reset, when a form's
 * `aria-busy` changes (the apps and the boot script set it while sending), and when a page is
 * shown again with fields the browser filled back in. Enter in a field of a form whose button
 * waits for it to be valid shows the browser's message for the invalid field (in the page's
 * language: @app/platform's watchValidity, which the boot script runs), unless the app answered the
 * key itself (the newsletter's toast): a disabled default button makes Enter do nothing at all
 * otherwise.
 */
export function installSubmitStates(doc: Document): void {
  const win = doc.defaultView ?? window;
  const formOf = (target: EventTarget | null) => (target instanceof win.Element ? target.closest('form') : null);
  const holdAll = () => {
    const forms = new Set<HTMLFormElement>();
    for (const button of doc.querySelectorAll<HTMLButtonElement>(`button[${ENHANCE.submitWhen}]`))
      if (button.form) forms.add(button.form);
    for (const form of forms) holdSubmitButtons(form);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', holdAll, { once: true });
  else holdAll();
  win.addEventListener('pageshow', holdAll);
  for (const type of ['input', 'change']) {
    doc.addEventListener(type, (event) => {
      const form = formOf(event.target);
      if (form) holdSubmitButtons(form);
    });
  }
  // A reset changes the fields after its event.
  doc.addEventListener('reset', (event) => {
    const form = formOf(event.target);
    if (form) win.setTimeout(() => holdSubmitButtons(form));
  });
  new win.MutationObserver((changes) => {
    for (const { target } of changes) if (target instanceof win.HTMLFormElement) holdSubmitButtons(target);
  }).observe(doc, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.defaultPrevented || !(event.target instanceof win.HTMLInputElement)) return;
    const form = event.target.form;
    const held = form?.querySelector<HTMLButtonElement>(`button[${ENHANCE.submitWhen}="valid"]`);
    if (form && held?.disabled && form.getAttribute('aria-busy') !== 'true') form.reportValidity();
  });
}
