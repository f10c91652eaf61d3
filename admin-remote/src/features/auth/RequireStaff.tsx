import { Navigate, Link as RouterLink, useLocation } from '@app/platform/router';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleTitle, RouteTitle } from '../title/ConsoleTitle';
import type { ReturnToState } from './returnTo';
import { logOut, useSession, useSessionStore } from './session';

/**
 * Shown while Firebase Auth has not yet said whether a session exists (or, `label` 'list.loading',
 * while a page's code loads), titled as the page at the address.
 */
export function SessionChecking({ label = 'access.checking' }: { label?: 'access.checking' | 'list.loading' }) {
  const { t } = useTranslation('admin');
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <RouteTitle />
      <CircularProgress aria-label={t(label)} />
    </Box>
  );
}

/**
 * No session: to /auth, at load and whenever it ends, which comes back to this address once signed in. Signed in without a staff role (or with
 * access revoked): a "no access" page with sign-out, never the editor; it says the access was
 * removed to an account this tab knew as staff (`accessRemoved`), and only to it. Writers and admins pass;
 * what a writer may not do is guarded by {@link AdminOnly} and by each control. Offline (`offline`),
 * they stay on the page, told so above it: nothing they typed is lost, and saves wait for the network.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const accessRemoved = useSessionStore((state) => state.accessRemoved);
  const offline = useSessionStore((state) => state.offline);
  const { pathname, search } = useLocation();
  if (session.status === 'loading') return <SessionChecking />;
  // Back here once signed in again (an editor gives back what was typed: draftBackup.ts).
  if (session.status === 'signed-out') {
    return <Navigate to="/auth" replace state={{ returnTo: `${pathname}${search}` } satisfies ReturnToState} />;
  }
  if (!session.role) {
    const title = t(accessRemoved ? 'access.removedTitle' : 'access.deniedTitle');
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', my: 10, px: 3, textAlign: 'center' }}>
        <ConsoleTitle page={title} />
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ my: 2 }}>
          {t(accessRemoved ? 'access.removedSignedIn' : 'access.deniedBody', { email: session.user.email ?? '' })}
        </Typography>
        <Button variant="outlined" onClick={() => void logOut()}>
          {t('access.signOut')}
        </Button>
      </Box>
    );
  }
  return (
    <>
      {offline && (
        <Alert severity="warning" role="status" sx={{ maxWidth: 1100, mx: 'auto', mt: 2 }}>
          <AlertTitle>{t('access.offlineTitle')}</AlertTitle>
          {t('access.offline')}
        </Alert>
      )}
      {children}
    </>
  );
}

/** A page only admins see (leads, the audit log, the staff): a writer is told so, with a way back. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  if (session.status === 'signed-in' && session.role === 'admin') return children;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 10, px: 3, textAlign: 'center' }}>
      <ConsoleTitle page={t('access.adminOnlyTitle')} />
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>
        {t('access.adminOnlyTitle')}
      </Typography>
      <Typography color="textSecondary" sx={{ my: 2 }}>
        {t('access.adminOnlyBody')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/admin/blog">
          {t('access.toContent')}
        </Button>
      </Stack>
    </Box>
  );
}
