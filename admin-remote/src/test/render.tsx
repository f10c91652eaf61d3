import type { Language, StaffRole } from '@app/domain';
import { createQueryClient } from '@app/platform';
import { currentLocation, renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import type { User } from 'firebase/auth';
import type { ReactElement } from 'react';
import { type Session, useSessionStore } from '../features/auth/session';
import { adminStrings } from '../i18n';

/** The console's real dictionaries in an i18next instance, as the shell sets it up. */
export function initTestI18n(): Promise<unknown> {
  return startTestI18n('admin', adminStrings);
}

/** The path the router is at after the last render. */
export const currentPath = () => currentLocation().split('?')[0] ?? '';

export interface RenderAdminOptions {
  /** Address the router starts at. */
  url?: string;
  /** The interface language. */
  language?: Language;
  /** The session the console sees: by default signed in with `role`. */
  session?: Session;
  /** The signed-in account's role when `session` is not given (default admin). */
  role?: StaffRole | null;
  /** The access of the account this tab knew as staff was removed (default not). */
  accessRemoved?: boolean;
}

/** A signed-in session of `role` (an admin's by default), as the console's guard lets through. */
export function signedInSession(role: StaffRole | null = 'admin'): Session {
  const user = { uid: `${role ?? 'nobody'}-1`, email: `${role ?? 'nobody'}@example.com` } as User;
  return { status: 'signed-in', user, role, isAdmin: role === 'admin' };
}

/**
 * Renders an admin page or component with theme, i18n, language store, a router and a query cache
 * of its own, like inside the shell.
 */
export async function renderAdmin(ui: ReactElement, options: RenderAdminOptions = {}): Promise<RenderResult> {
  const { url = '/admin/blog/new', language = 'en' } = options;
  useSessionStore.setState({
    session: options.session ?? signedInSession(options.role === undefined ? 'admin' : options.role),
    accessRemoved: options.accessRemoved ?? false,
    offline: false,
  });
  await initTestI18n();
  return renderInApp(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>, { url, language });
}
