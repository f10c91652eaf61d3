import { registerStrings } from '@app/platform';
import { Navigate, useLocation } from '@app/platform/router';
import { lazy, useEffect } from 'react';
import { RequireAdmin } from './features/auth/RequireAdmin';
import { followSession } from './features/auth/session';
import { adminStrings } from './i18n';
import { matchAdminRoute } from './routes';

registerStrings('admin', adminStrings);

const LoginPage = lazy(() => import('./pages/LoginPage'));
const BlogListPage = lazy(() => import('./pages/BlogListPage'));
const BlogEditPage = lazy(() => import('./pages/BlogEditPage'));
const CaseStudyListPage = lazy(() => import('./pages/CaseStudyListPage'));
const CaseStudyEditPage = lazy(() => import('./pages/CaseStudyEditPage'));
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
      {route.page === 'blog-list' && <BlogListPage />}
      {route.page === 'blog-edit' && <BlogEditPage key={route.id ?? 'new'} id={route.id} />}
      {route.page === 'case-study-list' && <CaseStudyListPage />}
      {route.page === 'case-study-edit' && <CaseStudyEditPage key={route.id ?? 'new'} id={route.id} />}
      {route.page === 'leads' && <LeadsPage />}
      {route.page === 'unknown' && <Navigate to="/admin/blog" replace />}
    </RequireAdmin>
  );
}
