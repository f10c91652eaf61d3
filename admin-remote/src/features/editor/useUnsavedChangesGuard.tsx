import { useNavigate } from '@app/platform/router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/** The in-app address a click on this link would open, or null when the browser handles it. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return target === here ? null : target;
}

export interface UnsavedChangesGuard {
  /** Runs `leave` at once when nothing is unsaved, else after the person confirms. */
  requestLeave: (leave: () => void) => void;
  /** The confirmation dialog; render it once in the editor. */
  dialog: ReactNode;
}

/**
 * Nothing typed is lost by accident: while `dirty`, closing or reloading the tab asks (the
 * browser's own prompt), and so do in-app links (header, footer, tabs) and the editor's Cancel.
 * The shell uses a plain BrowserRouter, which has no navigation blocker, so in-app links are
 * caught as clicks before the router sees them.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(target));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase on the document runs before React Router's link handler.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, navigate]);

  const requestLeave = useCallback((leave: () => void) => {
    if (dirtyRef.current) setPending(() => leave);
    else leave();
  }, []);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('editor.unsaved.title')}
      message={t('editor.unsaved.body')}
      confirmLabel={t('editor.unsaved.leave')}
      cancelLabel={t('editor.unsaved.stay')}
      destructive
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const leave = pending;
        setPending(null);
        leave?.();
      }}
    />
  );
  return { requestLeave, dialog };
}
