import { getAppConfig } from '@app/platform';
import { Link as RouterLink, useLocation } from '@app/platform/router';
import { tokens } from '@app/shared-ui';
import { Close as CloseIcon, Menu as MenuIcon } from '@app/shared-ui/icons';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
} from '@app/shared-ui/mui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isActive, NAV_ITEMS } from '../nav';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { NavDropdown, navButtonSx } from './NavDropdown';
import { ThemeModeToggle } from './ThemeModeToggle';
export function Header() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { links } = getAppConfig();
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, maxWidth: tokens.contentMaxWidth + 48, width: '100%', mx: 'auto' }}>
        <Logo />
        <Box
          component="nav"
          aria-label={t('nav.mainNavigation')}
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, mx: 'auto' }}
        >
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
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: { xs: 'auto', md: 0 } }}>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <LanguageToggle variant="code" />
          </Box>
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
            aria-controls="mobile-drawer"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Toolbar>
      <Drawer
        id="mobile-drawer"
        anchor="right"
        open={drawerOpen}
        onClose={closeDrawer}
        slotProps={{ paper: { sx: { width: tokens.drawerWidth } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1.5 }}>
          <Logo onClick={closeDrawer} />
          <IconButton aria-label={t('nav.closeMenu')} onClick={closeDrawer}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('nav.mainNavigation')}>
          {/* A list of list items: each section's sub-pages are a nested list inside its item. */}
          <List>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={isActive(item.to, pathname)}
                  aria-current={pathname === item.to ? 'page' : undefined}
                  onClick={closeDrawer}
                >
                  <ListItemText primary={t(item.label)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                </ListItemButton>
                {item.children ? (
                  <List disablePadding>
                    {item.children
                      .filter((child) => child.to !== item.to)
                      .map((child) => (
                        <li key={child.to}>
                          <ListItemButton
                            component={RouterLink}
                            to={child.to}
                            selected={pathname === child.to}
                            aria-current={pathname === child.to ? 'page' : undefined}
                            onClick={closeDrawer}
                            sx={{ pl: 4 }}
                          >
                            <ListItemText primary={t(child.label)} />
                          </ListItemButton>
                        </li>
                      ))}
                  </List>
                ) : null}
              </li>
            ))}
          </List>
        </Box>
        <Divider />
        <Box sx={{ p: 1.5, display: 'grid', gap: 1 }}>
          <LanguageToggle variant="name" />
          <Button
            variant="contained"
            href={links.intakeForm}
            target="_blank"
            rel="noopener noreferrer"
            onClick={closeDrawer}
          >
            {t('nav.getStarted')}
          </Button>
        </Box>
      </Drawer>
    </AppBar>
  );
}
