import { useAppConfig } from '@app/platform';
import { Link as RouterLink, useLocation } from '@app/platform/router';
import { NativeDialog, opensDialog, printHidden, useStaticClass } from '@app/shared-ui';
import { Menu as MenuIcon } from '@app/shared-ui/icons';
import { AppBar, Button, Divider, IconButton, List } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import { isActive, NAV_ITEMS } from '../nav';
import {
  headerMenuButtonSx,
  headerRowStyles,
  headerStyles,
  menuItemStyles,
  menuSectionTextStyles,
  menuSubItemStyles,
  menuTextStyles,
} from './frameStyles';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { NavDropdown, navButtonSx } from './NavDropdown';
import { ThemeModeToggle } from './ThemeModeToggle';

const DRAWER_ID = 'mobile-drawer';

/**
 * The site's header: logo, main navigation with the Services and Products drop-downs (native
 * popovers), language and theme, and on small screens a menu button that opens the navigation
 * in a native modal dialog along the right edge. All of it works from the server's HTML; a link
 * followed inside the drawer or a drop-down closes it (the boot script, when the apps navigate).
 * On paper only the logo is left.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { links } = useAppConfig();
  const itemClass = useStaticClass(menuItemStyles);
  const subItemClass = useStaticClass(menuSubItemStyles);
  const textClass = useStaticClass(menuTextStyles);
  const sectionTextClass = useStaticClass(menuSectionTextStyles);
  const selectedIf = (className: string, selected: boolean) => (selected ? `${className} selected` : className);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <div className={useStaticClass(headerRowStyles)}>
        <Logo />
        <nav className={useStaticClass(headerStyles.nav)} aria-label={t('nav.mainNavigation')} {...printHidden}>
          {NAV_ITEMS.map((item) =>
            item.children ? (
              <NavDropdown key={item.to} item={item} />
            ) : (
              <Button
                key={item.to}
                component={RouterLink}
                to={item.to}
                aria-current={isActive(item.to, pathname) ? 'page' : undefined}
                sx={navButtonSx(isActive(item.to, pathname))}
              >
                {t(item.label)}
              </Button>
            ),
          )}
        </nav>
        <div className={useStaticClass(headerStyles.actions)} {...printHidden}>
          <div className={useStaticClass(headerStyles.language)}>
            <LanguageToggle variant="code" />
          </div>
          <ThemeModeToggle />
          <Button
            variant="contained"
            href={links.intakeForm}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('nav.getStarted')}
          </Button>
          <IconButton
            color="inherit"
            aria-label={t('nav.openMenu')}
            {...opensDialog(DRAWER_ID)}
            sx={headerMenuButtonSx}
          >
            <MenuIcon />
          </IconButton>
        </div>
      </div>
      <NativeDialog
        id={DRAWER_ID}
        title={t('nav.mainNavigation')}
        titleHidden
        start={<Logo />}
        closeLabel={t('nav.closeMenu')}
        placement="end"
      >
        <Divider />
        <nav aria-label={t('nav.mainNavigation')}>
          {/* A list of list items: each section's sub-pages are a nested list inside its item. */}
          <List>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <RouterLink
                  className={selectedIf(itemClass, isActive(item.to, pathname))}
                  to={item.to}
                  aria-current={pathname === item.to ? 'page' : undefined}
                >
                  <span className={sectionTextClass}>{t(item.label)}</span>
                </RouterLink>
                {item.children ? (
                  <List disablePadding>
                    {item.children
                      .filter((child) => child.to !== item.to)
                      .map((child) => (
                        <li key={child.to}>
                          <RouterLink
                            className={selectedIf(subItemClass, pathname === child.to)}
                            to={child.to}
                            aria-current={pathname === child.to ? 'page' : undefined}
                          >
                            <span className={textClass}>{t(child.label)}</span>
                          </RouterLink>
                        </li>
                      ))}
                  </List>
                ) : null}
              </li>
            ))}
          </List>
        </nav>
        <Divider />
        <div className={useStaticClass(headerStyles.drawerActions)}>
          <LanguageToggle variant="name" />
          <Button variant="contained" href={links.intakeForm} target="_blank" rel="noopener noreferrer">
            {t('nav.getStarted')}
          </Button>
        </div>
      </NativeDialog>
    </AppBar>
  );
}
