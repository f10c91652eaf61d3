/**
 * What the platform's dialogs and popovers leave to a script:
 * - a link followed inside an open `<dialog>` or popover closes it (the apps navigate without a
 *   page load; a page load closes it anyway);
 * - in browsers without invoker commands (`commandfor`/`command`) or `closedby`, the same
 *   behaviour: the button opens or closes its dialog, and a click on the backdrop closes it.
 */
export function installDialogs(doc: Document): void {
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
