/**
 * The console's addresses. Matched here rather than with nested <Routes>: the shell mounts this
 * app under several route patterns, and nested absolute routes must sit under the pattern that
 * matched.
 */
import { CONTENT_TYPES, type ContentTypeId } from '@app/domain';

export type AdminRoute =
  | { page: 'login' }
  | { page: 'list'; typeId: ContentTypeId }
  | { page: 'edit'; typeId: ContentTypeId; id?: string | undefined }
  | { page: 'leads' }
  | { page: 'audit' }
  | { page: 'staff' }
  | { page: 'unknown' };

export function matchAdminRoute(pathname: string): AdminRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/auth') return { page: 'login' };
  if (path === '/admin/leads') return { page: 'leads' };
  if (path === '/admin/audit') return { page: 'audit' };
  if (path === '/admin/staff') return { page: 'staff' };
  // Each content type's list is at its descriptor's `adminPath`, its editor under it.
  for (const { id: typeId, adminPath } of CONTENT_TYPES) {
    if (path === adminPath) return { page: 'list', typeId };
    if (path === `${adminPath}/new`) return { page: 'edit', typeId };
    const edit = path.slice(adminPath.length).match(/^\/([^/]+)\/edit$/);
    if (path.startsWith(`${adminPath}/`) && edit?.[1]) {
      return { page: 'edit', typeId, id: decodeURIComponent(edit[1]) };
    }
  }
  return { page: 'unknown' };
}
