import type { Language } from '@app/domain';
import { currentLocation, renderInApp, startTestI18n } from '@app/shared-ui/testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
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
}

/** Renders an admin page or component with theme, i18n, language store and a router, like inside the shell. */
export async function renderAdmin(ui: ReactElement, options: RenderAdminOptions = {}): Promise<RenderResult> {
  const { url = '/admin/blog/new', language = 'en' } = options;
  await initTestI18n();
  return renderInApp(ui, { url, language });
}
