import { ENHANCE } from '@app/shared-ui/enhance';

/**
 * What the platform's dialogs and popovers leave to a script:
 * - a link followed inside an open `<dialog>` or popover closes it (the apps navigate without a
 *   page load; a page load closes it anyway);
 * - in browsers without invoker commands (`commandfor`/`command`) or `closedby`, the same
 *   behaviour: the button opens or closes its dialog, and a click on the backdrop closes it;
 * - a frame in a dialog loads its page once the dialog opens (installFramesOnOpen).
 */
export function installDialogs(doc: Document): void {
  installFramesOnOpen(doc);
  const win = doc.defaultView ?? window;
  const invokers = 'commandForElement' in win.HTMLButtonElement.prototype;
  const closedBy = 'closedBy' in win.HTMLDialogElement.prototype;

  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const link = target.closest('a[href]');
    if (link) {
      const dialog = link.closest('dialog');
      if (dialog?.open) dialog.close();
      const panel = link.closest<HTMLElement>('[popover]');
      if (panel?.matches(':popover-open')) panel.hidePopover();
      return;
    }
    const invoker = invokers ? null : target.closest('button[commandfor]');
    if (invoker) {
      const dialog = doc.getElementById(invoker.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof win.HTMLDialogElement)) return;
      const command = invoker.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close' || command === 'request-close') dialog.close();
      return;
    }
    // A click on a modal dialog's backdrop targets the dialog itself, outside its box.
    if (!closedBy && target instanceof win.HTMLDialogElement && target.open && event instanceof MouseEvent) {
      const box = target.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) target.close();
    }
  });
}

/**
 * A frame inside a `<dialog>` named by its `data-frame-src` (ENHANCE.frameSrc) gets that address as
 * its `src` the first time its dialog opens, however it opened (invoker commands, the fallback
 * above, the apps), and keeps it. Before, it loads nothing: where no script runs a browser loads a
 * frame at once, `loading="lazy"` or not.
 */
export function installFramesOnOpen(doc: Document): void {
  const load = (dialog: Element) => {
    if (!dialog.hasAttribute('open')) return;
    for (const frame of dialog.querySelectorAll<HTMLIFrameElement>(`iframe[${ENHANCE.frameSrc}]:not([src])`)) {
      frame.setAttribute('src', frame.getAttribute(ENHANCE.frameSrc) ?? '');
    }
  };
  for (const dialog of doc.querySelectorAll('dialog[open]')) load(dialog);
  const win = doc.defaultView ?? window;
  new win.MutationObserver((changes) => {
    for (const change of changes) if (change.target instanceof win.HTMLDialogElement) load(change.target);
  }).observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['open'] });
}
