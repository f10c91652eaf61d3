import { dismissToast, type Toast, useToasts } from '@app/platform';
import { Alert, AlertTitle, Box, CircularProgress } from '@app/shared-ui/mui';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A toast with a duration closes by itself once it has been shown that long, counting only the
 * time it was not held (see ToastRegion): held, its clock stops, and it then gets the rest.
 */
function ToastItem({ toast, held }: { toast: Toast; held: boolean }) {
  const { t } = useTranslation('shell');
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
      sx={{ width: 356, maxWidth: 'calc(100vw - 32px)', boxShadow: 6 }}
      data-testid="toast"
    >
      <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
      {toast.description}
    </Alert>
  );
}

/**
 * Bottom-right notifications: a live region labelled "Notifications", focusable with Alt+T.
 * Toasts that close by themselves are held while the pointer rests on the region, while focus is
 * in it (Alt+T, a close button) and while the page is hidden, so anyone who needs longer than the
 * 4 seconds to read one can stop it (WCAG 2.2.1).
 */
export function ToastRegion() {
  const { t } = useTranslation('shell');
  const toasts = useToasts((state) => state.toasts);
  const region = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pageHidden, setPageHidden] = useState(false);
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
