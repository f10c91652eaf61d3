/**
 * The platform's declarative controls, for elements the server renders and the browser runs
 * without any app script: invoker commands (`commandfor` + `command`) open and close a
 * `<dialog>`. React passes these lowercase attributes through as they are; the types below let
 * TypeScript check them. Browsers without invoker commands get the same behaviour from the
 * shell's boot script (shell/src/enhance/dialogs.ts), by event delegation.
 */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The id of the element this button controls (invoker commands). */
    commandfor?: string | undefined;
    /** What the button does to it: `show-modal`, `close`, `request-close`, … */
    command?: string | undefined;
  }
}

/** A button's attributes that open the modal `<dialog id={id}>`. */
export function opensDialog(id: string) {
  return { commandfor: id, command: 'show-modal', 'aria-haspopup': 'dialog' } as const;
}

/** A button's attributes that close the `<dialog id={id}>`. */
export function closesDialog(id: string) {
  return { commandfor: id, command: 'close' } as const;
}
