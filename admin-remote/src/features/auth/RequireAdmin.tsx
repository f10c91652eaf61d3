import { Navigate } from '@app/platform/router';
import { Box, Button, CircularProgress, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logOut, useSession } from './session';

/** Shown while Firebase Auth has not yet said whether a session exists. */
export function SessionChecking() {
  const { t } = useTranslation('admin');
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t('access.checking')} />
    </Box>
  );
}

/**
 * No session: to /auth, at load and whenever it ends. Signed in without the admin claim: a
 * "no access" page with sign-out, never the editor.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  if (session.status === 'loading') return <SessionChecking />;
  if (session.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (!session.isAdmin) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', my: 10, px: 3, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {t('access.deniedTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {t('access.deniedBody', { email: session.user.email ?? '' })}
        </Typography>
        <Button variant="outlined" onClick={() => void logOut()}>
          {t('access.signOut')}
        </Button>
      </Box>
    );
  }
  return children;
}
