import { Link as RouterLink, useLocation } from '@app/platform/router';
import { ExpandMore as ExpandMoreIcon } from '@app/shared-ui/icons';
import { Button, Menu, MenuItem } from '@app/shared-ui/mui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isActive, type NavItem } from '../nav';

/** A header entry with a drop-down of its sub-pages (Services, Products). */
export function NavDropdown({ item }: { item: NavItem }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = isActive(item.to, pathname);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={navButtonSx(active)}
      >
        {t(item.label)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {item.children?.map((child) => (
          <MenuItem
            key={child.to + child.label}
            component={RouterLink}
            to={child.to}
            selected={pathname === child.to}
            aria-current={pathname === child.to ? 'page' : undefined}
            onClick={() => setAnchor(null)}
          >
            {t(child.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function navButtonSx(active: boolean) {
  return {
    fontWeight: active ? 700 : 500,
    color: active ? 'primary.main' : 'text.primary',
    borderBottom: 2,
    borderColor: active ? 'primary.main' : 'transparent',
    borderRadius: 0,
    px: 1.25,
  } as const;
}
