import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the focus is on no element: on the page, where the next Tab starts from its top. */
export function focusIsOnThePage(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * A button disabled while its work runs (Save, Sign In, Upload Image, Translate) lets a focus it
 * had go to the page (the browser's focus fixup rule), and the next Tab starts from the page's top.
 * `focusBack()` asks for it back: once `busy` is over, the button at `ref` takes a focus still left
 * on the page; one staff moved elsewhere meanwhile stays there.
 */
export function useFocusBackWhenDone(busy: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || busy) return;
    setWanted(false);
    if (focusIsOnThePage()) ref.current?.focus();
  }, [wanted, busy]);
  const focusBack = useCallback(() => setWanted(true), []);
  return { ref, focusBack };
}
