import { dismissToast, type Toast, useToasts } from '@app/platform';
import { Alert, AlertTitle, Box, CircularProgress } from '@app/shared-ui/mui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    if (!toast.duration) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration]);
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

/** Bottom-right notifications: a live region labelled "Notifications", focusable with Alt+T. */
export function ToastRegion() {
  const { t } = useTranslation('shell');
  const toasts = useToasts((state) => state.toasts);
  const region = useRef<HTMLElement>(null);
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
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Box>
  );
}
