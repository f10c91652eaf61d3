/**
 * The lead forms and the "Go back" button without the apps:
 * - a field's validation message is in the page's language from the first press, not the
 *   browser's (watchValidity, which the apps use too);
 * - submit buttons are disabled while their form may not be sent, from the moment the page is
 *   parsed (installSubmitStates, beside SubmitButton in the design system);
 * - a form the browser sends itself is marked `aria-busy` (its SubmitButton shows progress and is
 *   disabled) until the answer replaces the page; a page restored from the back/forward cache is
 *   not left busy; a form sent to another tab (the quiz) stays as it is, but a second send of it
 *   within a moment (a double click) is dropped, so it opens one tab and posts once;
 * - a link marked `data-follow-on-load` is followed once its page has shown it for a moment: the
 *   quiz's page after its plain post ("Success! … Opening the quiz...") goes on to the quiz.
 */
import { isLanguage, type Language } from '@app/domain';
import { watchValidity } from '@app/platform/validity';
import { ENHANCE, installSubmitStates } from '@app/shared-ui/enhance';

/** How long the quiz's success message shows before the quiz opens in its place. */
export const FOLLOW_DELAY_MS = 1500;

/** How long after a form is sent to another tab a repeated send of it is taken for a double click. */
export const REPEAT_SEND_MS = 2000;

export function installForms(doc: Document): void {
  const win = doc.defaultView ?? window;
  // Before the submit buttons' state: a field's message is current when their check reads it.
  watchValidity(doc, (): Language => {
    const { lang } = doc.documentElement;
    return isLanguage(lang) ? lang : 'en';
  });
  installSubmitStates(doc);
  const follow = () => {
    const link = doc.querySelector<HTMLAnchorElement>(`a[${ENHANCE.followOnLoad}]`);
    // In its place: going back from the quiz does not come here to be sent on again.
    if (link && /^https?:$/.test(link.protocol)) win.setTimeout(() => win.location.replace(link.href), FOLLOW_DELAY_MS);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', follow, { once: true });
  else follow();

  // When each form sent to another tab was last sent.
  const sentToTab = new WeakMap<HTMLFormElement, number>();
  // On window, after the apps' own handlers: a submit they took over is defaultPrevented.
  win.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof win.HTMLFormElement)) return;
    // A form sent to another tab (the quiz) leaves this page as it is; sent again at once (a
    // double click) it would open a second tab and post twice.
    if (form.target && form.target !== '_self') {
      const now = Date.now();
      const last = sentToTab.get(form);
      if (last !== undefined && now - last < REPEAT_SEND_MS) event.preventDefault();
      else sentToTab.set(form, now);
      return;
    }
    form.setAttribute('aria-busy', 'true');
  });
  win.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const form of doc.querySelectorAll('form[aria-busy="true"]')) form.setAttribute('aria-busy', 'false');
  });
  doc.addEventListener('click', (event) => {
    const back = event.target instanceof Element ? event.target.closest(`[${ENHANCE.historyBack}]`) : null;
    if (!back) return;
    // A tab whose history starts here (opened in a new tab) has nothing to go back to: home.
    if (win.history.length > 1) win.history.back();
    else win.location.assign('/');
  });
}
