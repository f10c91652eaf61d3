import { registerStrings } from '@app/platform';
import { Navigate, Route, Routes, useLocation } from '@app/platform/router';
import { lazy } from 'react';
import { RequireAdmin } from './features/auth/RequireAdmin';
import { adminStrings } from './i18n';

registerStrings('admin', adminStrings);

const LoginPage = lazy(() => import('./pages/LoginPage'));
const ContentListPage = lazy(() => import('./pages/ContentListPage'));

/** The admin console: /auth and /admin/*, mounted by the shell only on those routes. */
export default function AdminApp() {
  const { pathname } = useLocation();
  if (pathname === '/auth') return <LoginPage />;
  return (
    <RequireAdmin>
      <Routes>
        <Route path="blog" element={<ContentListPage kind="blogs" />} />
        <Route path="case-studies" element={<ContentListPage kind="caseStudies" />} />
        <Route path="*" element={<Navigate to="/admin/blog" replace />} />
      </Routes>
    </RequireAdmin>
  );
}
