import { registerStrings } from '@app/platform';
import { Navigate, useLocation } from '@app/platform/router';
import { lazy, Suspense, useEffect } from 'react';
import { AdminOnly, RequireStaff, SessionChecking } from './features/auth/RequireStaff';
import { followSession } from './features/auth/session';
import { adminStrings } from './i18n';
import { type AdminRoute, editorKey, matchAdminRoute } from './routes';

registerStrings('admin', adminStrings);

const LoginPage = lazy(() => import('./pages/LoginPage'));
const ContentListPage = lazy(() => import('./pages/ContentListPage'));
const ContentEditPage = lazy(() => import('./pages/ContentEditPage'));
const LeadsPage = lazy(() => import('./pages/LeadsPage'));
const AuditPage = lazy(() => import('./pages/AuditPage'));
const StaffPage = lazy(() => import('./pages/StaffPage'));

/** The admin console: /auth and /admin/*, mounted by the shell only on those routes. */
export default function AdminApp() {
  const { pathname, state } = useLocation();
  // One session subscription for the whole console, however many pages read it.
  useEffect(() => followSession(), []);
  const route = matchAdminRoute(pathname);
  // While a page's code loads, the page at the address titles the document (not the last page, or none).
  return <Suspense fallback={<SessionChecking label="list.loading" />}>{consolePage(route, state)}</Suspense>;
}

function consolePage(route: AdminRoute, state: unknown) {
  if (route.page === 'login') return <LoginPage />;
  return (
    <RequireStaff>
      {route.page === 'list' && <ContentListPage key={route.typeId} typeId={route.typeId} />}
      {route.page === 'edit' && <ContentEditPage key={editorKey(route, state)} typeId={route.typeId} id={route.id} />}
      {route.page === 'leads' && (
        <AdminOnly>
          <LeadsPage />
        </AdminOnly>
      )}
      {route.page === 'audit' && (
        <AdminOnly>
          <AuditPage />
        </AdminOnly>
      )}
      {route.page === 'staff' && (
        <AdminOnly>
          <StaffPage />
        </AdminOnly>
      )}
      {route.page === 'unknown' && <Navigate to="/admin/blog" replace />}
    </RequireStaff>
  );
}
