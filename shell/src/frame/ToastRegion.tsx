import { dismissToast, type Toast, useToasts } from '@app/platform';
import { useLocation, useNavigationType } from '@app/platform/router';
import { AddressBreaks, TOAST_INSET } from '@app/shared-ui';
import { Alert, AlertTitle, Box, CircularProgress } from '@app/shared-ui/mui';
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How far (px) a toast is swiped sideways before letting go of it closes it. */
const SWIPE_THRESHOLD = 20;

/**
 * A toast with a duration closes by itself once it has been shown that long, counting only the
 * time it was not held (see ToastRegion): held, its clock stops, and it then gets the rest. Its
 * close button closes it, and so does swiping it sideways (a finger, a pen or the mouse) at least
 * SWIPE_THRESHOLD px; a shorter swipe puts it back. An up or down swipe scrolls the page.
 */
function ToastItem({ toast, held }: { toast: Toast; held: boolean }) {
  const { t } = useTranslation('shell');
  const [swiped, setSwiped] = useState(0);
  const swipe = useRef<{ pointer: number; from: number } | null>(null);
  const endSwipe = (event: PointerEvent<HTMLElement>) => {
    const started = swipe.current;
    if (started?.pointer !== event.pointerId) return;
    swipe.current = null;
    if (Math.abs(event.clientX - started.from) >= SWIPE_THRESHOLD) dismissToast(toast.id);
    else setSwiped(0);
  };
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (!toast.duration || held) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [toast.id, toast.duration, held]);
  const severity = toast.kind === 'loading' ? 'info' : toast.kind;
  return (
    <Alert
      severity={severity}
      // The region around it is the live region: an alert of its own inside it had a screen reader
      // read each toast twice (once as the alert, once as the region's new text).
      role="none"
      variant="filled"
      icon={toast.kind === 'loading' ? <CircularProgress size={18} color="inherit" /> : undefined}
      onClose={() => dismissToast(toast.id)}
      slotProps={{ closeButton: { 'aria-label': t('toasts.dismiss'), title: t('toasts.dismiss') } }}
      onPointerDown={(event) => {
        // Not from its close button, which closes it with a tap of its own.
        if (event.button !== 0 || (event.target as Element).closest('button')) return;
        swipe.current = { pointer: event.pointerId, from: event.clientX };
      }}
      onPointerMove={(event) => {
        if (swipe.current?.pointer === event.pointerId) setSwiped(event.clientX - swipe.current.from);
      }}
      onPointerUp={endSwipe}
      onPointerCancel={() => {
        swipe.current = null;
        setSwiped(0);
      }}
      sx={{
        width: 356,
        maxWidth: 'calc(100vw - 32px)',
        boxShadow: 6,
        // Sideways moves are the toast's (its swipe); up and down still scroll the page.
        touchAction: 'pan-y',
        ...(swiped !== 0 && {
          transform: `translateX(${swiped}px)`,
          opacity: Math.max(0.4, 1 - Math.abs(swiped) / 200),
        }),
      }}
      data-testid="toast"
    >
      {/* An address (an invitation's, a lead's) wraps after its @ and before its dots, not mid-word. */}
      <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>
        <AddressBreaks text={toast.title} />
      </AlertTitle>
      {toast.description && <AddressBreaks text={toast.description} />}
    </Alert>
  );
}

/** The space kept between the notifications' top and what is kept clear of them, in px. */
const CLEARANCE = 8;

/** What staff tap or type in: a link, a button, a field, anything focusable by Tab. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * Whether a control of the page (outside the notifications) lies in the window's band from `top`
 * to `bottom` (px from the window's top) and as far across as `stack` reaches: one a toast landing
 * there covers.
 */
function controlIn(region: HTMLElement, stack: DOMRect, top: number, bottom: number): boolean {
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (region.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.bottom > top && box.top < bottom && box.right > stack.left && box.left < stack.right) return true;
  }
  return false;
}

/** What staff do that says they have taken the view in hand: the page no longer moves for them. */
const STAFF_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Keeps what staff need next clear of the notifications, as a phone keeps a field clear of its
 * keyboard. While any shows, the part of the window's foot they cover (their height, their offset
 * and a clearance) is published as the CSS variable TOAST_INSET: the frame reserves that much room
 * at the page's end, so its last controls can be scrolled up from under them, and the browser
 * scrolls what it brings into view (the field Tab moves to) above them. And when a toast (or one
 * more) lands on a control of the page, say a list row's buttons under a phone's full-width toast,
 * the page moves up by the room it took, so what was in view stays in view, above it; so does a
 * page opened while a toast shows (the list a save returns to), once its controls are there,
 * unless the page has scrolled itself meanwhile. The focus stays where it is; a toast closing moves nothing back (the page does not jump under the
 * reader's eyes a second time), and once staff scroll, tap or type, the page is theirs.
 */
function useRoomForToasts(region: { current: HTMLElement | null }, toasts: readonly Toast[]) {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  /** The window's foot the notifications cover, and how far the page has moved up for them (px). */
  const room = useRef({ inset: 0, made: 0 });
  /** Stops waiting for a control to appear under the notifications. */
  const stopWaiting = useRef<(() => void) | null>(null);

  /** Moves the page up by the room it owes, if a control lies there; true once it owes none. */
  const settle = useCallback((): boolean => {
    const node = region.current;
    const { inset, made } = room.current;
    if (!node || made >= inset) return true;
    const bottom = window.innerHeight - made;
    if (!controlIn(node, node.getBoundingClientRect(), window.innerHeight - inset, bottom)) return false;
    window.scrollBy({ top: inset - made, behavior: 'instant' });
    room.current.made = inset;
    return true;
  }, [region]);

  /** Settles now or, while the page's content is still on its way, as it comes. */
  const settleOrWait = useCallback(() => {
    stopWaiting.current?.();
    if (settle()) return;
    // Scrolled meanwhile by anyone else (the page bringing the item just saved into view, with
    // the room above the notifications the scroll padding keeps), the view is placed: it stays.
    const from = window.scrollY;
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (window.scrollY !== from || settle()) stop();
      });
    });
    const stop = () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      for (const type of STAFF_INPUT) window.removeEventListener(type, stop, true);
      stopWaiting.current = null;
    };
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of STAFF_INPUT) window.addEventListener(type, stop, true);
    stopWaiting.current = stop;
  }, [settle]);

  useLayoutEffect(() => {
    const node = region.current;
    if (!node) return;
    const measure = () => {
      const inset =
        toasts.length > 0
          ? Math.max(0, Math.ceil(window.innerHeight - node.getBoundingClientRect().top + CLEARANCE))
          : 0;
      document.documentElement.style.setProperty(TOAST_INSET, `${inset}px`);
      room.current = { inset, made: Math.min(room.current.made, inset) };
    };
    measure();
    settleOrWait();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [region, toasts, settleOrWait]);

  // Another page, or the list's next page, shown from its top (ScrollToTop, whose effect runs just
  // before this one): nothing has moved for it yet.
  const shown = useRef({ pathname, search });
  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, search };
    if (before.pathname === pathname && (navigationType !== 'PUSH' || before.search === search)) return;
    room.current.made = 0;
    settleOrWait();
  }, [pathname, search, navigationType, settleOrWait]);

  useEffect(
    () => () => {
      stopWaiting.current?.();
      document.documentElement.style.removeProperty(TOAST_INSET);
    },
    [],
  );
}

/**
 * Bottom-right notifications: a live region labelled "Notifications", focusable with Alt+T.
 * Toasts that close by themselves are held while the pointer rests on the region, while focus is
 * in it (Alt+T, a close button) and while the page is hidden, so anyone who needs longer than the
 * 4 seconds to read one can stop it (WCAG 2.2.1). They never take the focus, and never cover what
 * staff need next (useRoomForToasts).
 */
export function ToastRegion() {
  const { t } = useTranslation('shell');
  const toasts = useToasts((state) => state.toasts);
  const region = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pageHidden, setPageHidden] = useState(false);
  useRoomForToasts(region, toasts);
  useEffect(() => {
    const onVisibility = () => setPageHidden(document.visibilityState === 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.key.toLowerCase() === 't') region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Box
      component="section"
      ref={region}
      tabIndex={-1}
      aria-label={t('toasts.region')}
      aria-live="polite"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'grid',
        gap: '14px',
        outline: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} held={hovered || focused || pageHidden} />
      ))}
    </Box>
  );
}
