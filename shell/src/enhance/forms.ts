/**
 * Plain posts and the "Go back" button without the apps: a form the browser sends itself is
 * marked `aria-busy` (its SubmitButton shows progress) until the answer replaces the page; a page
 * restored from the back/forward cache is not left busy.
 */
import { ENHANCE } from '@app/shared-ui/enhance';

export function installForms(doc: Document): void {
  const win = doc.defaultView ?? window;
  // On window, after the apps' own handlers: a submit they took over is defaultPrevented.
  win.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof win.HTMLFormElement)) return;
    // A form sent to another tab (the quiz) leaves this page as it is.
    if (form.target && form.target !== '_self') return;
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
