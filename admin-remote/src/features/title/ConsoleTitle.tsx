import { useAppConfig } from '@app/platform';
import { useLocation } from '@app/platform/router';
import { useTranslation } from 'react-i18next';
import type { AdminKey } from '../../i18n/keys';
import { type AdminRoute, matchAdminRoute } from '../../routes';

/**
 * The document title of the console screen shown, "<page> · Admin · <brand>" in the console's
 * language (WCAG 2.4.2: the tab, the history list and a screen reader arriving on the page name it).
 * React 19 renders a `<title>` into the head from wherever it is, in front of the shell's own
 * (index.html's, or the one the public site's PageMeta wrote last), so it is the document's title
 * while its screen is mounted and leaves with it, at every client-side navigation. The public site's
 * PageMeta writes much more (description, canonical, hreflang, JSON-LD) for pages the console does
 * not have, and lives in its remote. Exactly one screen renders it at a time: whichever draws the page.
 */
export function ConsoleTitle({ page }: { page: string }) {
  const { t } = useTranslation('admin');
  const { brand } = useAppConfig();
  return <title>{t('titles.page', { page, brand: brand.name })}</title>;
}

/** The name of a console address's page, before anything of it is read (a session, an item). */
export function routeTitleKey(route: AdminRoute): AdminKey {
  switch (route.page) {
    case 'login':
      return 'titles.signIn';
    case 'list':
      return `titles.${route.typeId}.list`;
    case 'edit':
      return route.id ? `titles.${route.typeId}.edit` : `titles.${route.typeId}.new`;
    case 'leads':
      return 'titles.leads';
    case 'audit':
      return 'titles.audit';
    case 'staff':
      return 'titles.staff';
    default:
      return 'titles.blogs.list';
  }
}

/**
 * The title of the console page at `path` (by default the address the browser is at): a section's,
 * or a screen's shown before its page (while the session is checked).
 */
export function RouteTitle({ path }: { path?: string }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return <ConsoleTitle page={t(routeTitleKey(matchAdminRoute(path ?? pathname)))} />;
}
