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

/**
 * The router location state of the address a new item's editor moves to once the item is saved
 * (`<list>/:id/edit`) while what was typed meanwhile is still unsaved: the same editor stays mounted.
 */
export interface CreatedHereState {
  createdHere: true;
}

/**
 * The key the console mounts an editor under (App.tsx): another key is another editor, and what was
 * typed in the one before is gone. A new item's editor keeps its key at the item's own address
 * ({@link CreatedHereState}).
 */
export function editorKey(route: Extract<AdminRoute, { page: 'edit' }>, state: unknown): string {
  const createdHere =
    typeof state === 'object' && state !== null && 'createdHere' in state && state.createdHere === true;
  return `${route.typeId}/${createdHere ? 'new' : (route.id ?? 'new')}`;
}
