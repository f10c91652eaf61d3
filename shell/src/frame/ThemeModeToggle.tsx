import {
  DarkMode as DarkModeIcon,
  LightMode as LightModeIcon,
  SettingsBrightness as SettingsBrightnessIcon,
} from '@app/shared-ui/icons';
import { IconButton, ListItemIcon, Menu, MenuItem, useColorScheme } from '@app/shared-ui/mui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MODES = [
  { mode: 'light', Icon: LightModeIcon },
  { mode: 'dark', Icon: DarkModeIcon },
  { mode: 'system', Icon: SettingsBrightnessIcon },
] as const;

/** Light, dark or system colour scheme; MUI remembers the choice in localStorage. */
export function ThemeModeToggle() {
  const { t } = useTranslation('shell');
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = MODES.find((m) => m.mode === mode) ?? MODES[2];
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`${t('theme.label')}: ${t(`theme.${current.mode}`)}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'theme-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="theme-toggle"
      >
        <current.Icon />
      </IconButton>
      <Menu id="theme-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {MODES.map(({ mode: option, Icon }) => (
          <MenuItem
            key={option}
            selected={option === current.mode}
            onClick={() => {
              setMode(option);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(`theme.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
