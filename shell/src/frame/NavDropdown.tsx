import { Link as RouterLink, useLocation } from '@app/platform/router';
import { PopoverPanel, popoverAnchor, useStaticClass } from '@app/shared-ui';
import { ExpandMore as ExpandMoreIcon } from '@app/shared-ui/icons';
import { Button } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import { isActive, type NavItem } from '../nav';
import { menuItemStyles } from './frameStyles';

/**
 * A header entry with a drop-down of its sub-pages (Services, Products): a native popover the
 * button toggles (`popoverTarget`), so it opens from the server's HTML; Escape and a click
 * elsewhere close it, and the browser exposes the button as expanded while it is open.
 */
export function NavDropdown({ item }: { item: NavItem }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const panelId = `nav-${item.to.replace(/\W+/g, '')}-menu`;
  const active = isActive(item.to, pathname);
  const itemClass = useStaticClass(menuItemStyles);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        popoverTarget={panelId}
        sx={{ ...navButtonSx(active), ...popoverAnchor(panelId) }}
      >
        {t(item.label)}
      </Button>
      <PopoverPanel id={panelId}>
        <nav aria-label={t(item.label)}>
          {item.children?.map((child) => (
            <RouterLink
              key={child.to + child.label}
              className={pathname === child.to ? `${itemClass} selected` : itemClass}
              to={child.to}
              aria-current={pathname === child.to ? 'page' : undefined}
            >
              {t(child.label)}
            </RouterLink>
          ))}
        </nav>
      </PopoverPanel>
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
