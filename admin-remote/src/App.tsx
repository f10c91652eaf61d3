import { registerStrings } from '@app/platform';
import { Navigate, useLocation } from '@app/platform/router';
import { lazy, useEffect } from 'react';
import { RequireAdmin } from './features/auth/RequireAdmin';
import { followSession } from './features/auth/session';
import { adminStrings } from './i18n';
import { matchAdminRoute } from './routes';

registerStrings('admin', adminStrings);

const LoginPage = lazy(() => import('./pages/LoginPage'));
const ContentListPage = lazy(() => import('./pages/ContentListPage'));
const ContentEditPage = lazy(() => import('./pages/ContentEditPage'));
const LeadsPage = lazy(() => import('./pages/LeadsPage'));

/** The admin console: /auth and /admin/*, mounted by the shell only on those routes. */
export default function AdminApp() {
  const { pathname } = useLocation();
  // One session subscription for the whole console, however many pages read it.
  useEffect(() => followSession(), []);
  const route = matchAdminRoute(pathname);
  if (route.page === 'login') return <LoginPage />;
  return (
    <RequireAdmin>
      {route.page === 'list' && <ContentListPage key={route.typeId} typeId={route.typeId} />}
      {route.page === 'edit' && (
        <ContentEditPage key={`${route.typeId}/${route.id ?? 'new'}`} typeId={route.typeId} id={route.id} />
      )}
      {route.page === 'leads' && <LeadsPage />}
      {route.page === 'unknown' && <Navigate to="/admin/blog" replace />}
    </RequireAdmin>
  );
}
