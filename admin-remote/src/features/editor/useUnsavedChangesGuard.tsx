import { languageOfPath } from '@app/domain';
import { useHref, useNavigate } from '@app/platform/router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * The link a click would follow inside this site (its anchor and address), or null when the
 * browser handles it.
 */
function inAppLink(event: MouseEvent): { anchor: HTMLAnchorElement; url: URL } | null {
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
  return target === here ? null : { anchor, url };
}

export interface UnsavedChangesGuard {
  /** Runs `leave` at once when nothing is unsaved, else after the person confirms. */
  requestLeave: (leave: () => void) => void;
  /** Leaves the editor for `to` without asking (after a save, or once confirmed), with router location `state`. */
  leaveTo: (to: string, state?: unknown) => void;
  /**
   * Gives the editor the address `to` in place of its own, staying in it (a new item, once saved, at
   * its own address), with router location `state`: Back still asks first while anything is unsaved.
   */
  stayAt: (to: string, state: unknown) => void;
  /** The confirmation dialog; render it once in the editor. */
  dialog: ReactNode;
}

/**
 * Nothing typed is lost by accident: while `dirty`, closing or reloading the tab asks (the
 * browser's own prompt), and so do in-app links (header, footer, tabs), the editor's Cancel and
 * the browser's Back button. The shell uses a plain BrowserRouter, which has no navigation
 * blocker (the data router that has one would add ~18 KB gzip to every visitor's app bundle; see
 * the root README), so in-app links are caught as clicks before the router sees them, and Back is caught
 * with a copy of the editor's history entry: the first edit pushes it, Back pops it (the address
 * stays the editor's, nothing unmounts) and the prompt asks; Leave goes back once more, Keep
 * editing puts the copy back.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** True while the copy of this history entry sits on top of the history. */
  const hasHistoryCopy = useRef(false);
  /** Leave was said to a link the browser now loads: the tab's own prompt does not ask again. */
  const leaving = useRef(false);
  /** The router's root: `/sv/` in the Swedish console (its basename), else `/`. */
  const routerLanguage = languageOfPath(useHref('/')).language;

  const pushHistoryCopy = useCallback(() => {
    window.history.pushState(window.history.state, '', window.location.href);
    hasHistoryCopy.current = true;
  }, []);

  /** In-app navigation away; it takes the copy's place so Back does not return to a duplicate. */
  const leaveTo = useCallback(
    (to: string, state?: unknown) => {
      const replace = hasHistoryCopy.current;
      hasHistoryCopy.current = false;
      navigate(to, state === undefined ? { replace } : { replace, state });
    },
    [navigate],
  );

  /**
   * The entry below the copy has the old address too: the copy comes off first (a Back, to an entry
   * with the same address, which the router takes as no change), then that entry takes the new
   * address and a copy of it goes back on top. Only the copy replaced, Back went to the old address,
   * whose editor (another, an empty new one) replaced this one and what was typed in it.
   */
  const stayAt = useCallback(
    (to: string, state: unknown) => {
      const replace = () => {
        navigate(to, { replace: true, state });
        if (dirtyRef.current) pushHistoryCopy();
      };
      if (!hasHistoryCopy.current) {
        replace();
        return;
      }
      hasHistoryCopy.current = false;
      const onCopyGone = () => {
        window.removeEventListener('popstate', onCopyGone);
        replace();
      };
      window.addEventListener('popstate', onCopyGone);
      window.history.back();
    },
    [navigate, pushHistoryCopy],
  );

  useEffect(() => {
    if (dirty && !hasHistoryCopy.current) pushHistoryCopy();
  }, [dirty, pushHistoryCopy]);

  useEffect(() => {
    const onPopState = () => {
      if (!hasHistoryCopy.current) return;
      // Back took the copy off: the address is still this editor's.
      hasHistoryCopy.current = false;
      if (dirtyRef.current) setPending(() => () => window.history.back());
      else window.history.back();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  /**
   * Follows a link once Leave is said. The router takes a path below its basename (the link's
   * address is `/sv/admin/…` in the Swedish console, the router's path `/admin/…`: navigating to the
   * address went to /sv/sv/admin/…); a link to the other language (the header's language switch)
   * is a page load, so its own click goes through again, for the shell to store the choice and the
   * browser to load it.
   */
  const follow = useCallback(
    (anchor: HTMLAnchorElement, url: URL) => {
      const { language, path } = languageOfPath(url.pathname);
      if (language === routerLanguage) {
        leaveTo(`${path}${url.search}${url.hash}`);
        return;
      }
      leaving.current = true;
      anchor.click();
    },
    [routerLanguage, leaveTo],
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (leaving.current) return;
      const link = inAppLink(event);
      if (link === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => follow(link.anchor, link.url));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase on the document runs before React Router's link handler.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, follow]);

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
      onCancel={() => {
        setPending(null);
        // Staying after Back: the copy goes back on top, so the next Back asks again.
        if (dirtyRef.current && !hasHistoryCopy.current) pushHistoryCopy();
      }}
      onConfirm={() => {
        const leave = pending;
        setPending(null);
        leave?.();
      }}
    />
  );
  return { requestLeave, leaveTo, stayAt, dialog };
}
