/**
 * The console's addresses. Matched here rather than with nested <Routes>: the shell mounts this
 * app under several route patterns, and nested absolute routes must sit under the pattern that
 * matched.
 */
export type AdminRoute =
  | { page: 'login' }
  | { page: 'blog-list' }
  | { page: 'blog-edit'; id?: string | undefined }
  | { page: 'case-study-list' }
  | { page: 'case-study-edit'; id?: string | undefined }
  | { page: 'leads' }
  | { page: 'unknown' };

const SECTIONS = [
  { prefix: '/admin/blog', list: 'blog-list', edit: 'blog-edit' },
  { prefix: '/admin/case-studies', list: 'case-study-list', edit: 'case-study-edit' },
] as const;

export function matchAdminRoute(pathname: string): AdminRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/auth') return { page: 'login' };
  if (path === '/admin/leads') return { page: 'leads' };
  for (const section of SECTIONS) {
    if (path === section.prefix) return { page: section.list };
    if (path === `${section.prefix}/new`) return { page: section.edit };
    const edit = path.slice(section.prefix.length).match(/^\/([^/]+)\/edit$/);
    if (path.startsWith(`${section.prefix}/`) && edit?.[1]) {
      return { page: section.edit, id: decodeURIComponent(edit[1]) };
    }
  }
  return { page: 'unknown' };
}
