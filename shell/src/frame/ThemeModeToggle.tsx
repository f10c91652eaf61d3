import {
  ENHANCE,
  PopoverPanel,
  popoverAnchor,
  THEME_MODE_ATTRIBUTE,
  useStaticClass,
  WITH_SCRIPT,
} from '@app/shared-ui';
import {
  DarkMode as DarkModeIcon,
  LightMode as LightModeIcon,
  SettingsBrightness as SettingsBrightnessIcon,
} from '@app/shared-ui/icons';
import { IconButton } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import { menuButtonStyles, menuIconStyles } from './frameStyles';

const MODES = [
  { mode: 'light', Icon: LightModeIcon },
  { mode: 'dark', Icon: DarkModeIcon },
  { mode: 'system', Icon: SettingsBrightnessIcon },
] as const;

const PANEL_ID = 'theme-menu';

/** The button shows the chosen mode's icon (the boot script sets the attribute; none: system). */
const chosen = (mode: string) => `html[${THEME_MODE_ATTRIBUTE}="${mode}"] &`;
const iconSx = {
  '& .mode-light, & .mode-dark': { display: 'none' },
  [`${chosen('light')} .mode-light, ${chosen('dark')} .mode-dark`]: { display: 'inline-block' },
  [`${chosen('light')} .mode-system, ${chosen('dark')} .mode-system`]: { display: 'none' },
};

/**
 * Light, dark or system colour scheme, chosen in a native popover. The choice is applied and
 * remembered by the boot script (shell/src/enhance/theme.ts), which MUI follows, so it works
 * the same before and after the apps run. Without script there is nothing to remember a choice
 * with, and the page follows the system's scheme (the theme's fallback rule): the toggle is not shown.
 */
export function ThemeModeToggle() {
  const { t } = useTranslation('shell');
  const entryClass = useStaticClass(menuButtonStyles);
  const iconClass = useStaticClass(menuIconStyles);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('theme.label')}
        popoverTarget={PANEL_ID}
        data-testid="theme-toggle"
        sx={{
          ...popoverAnchor(PANEL_ID),
          ...WITH_SCRIPT,
          ...iconSx,
        }}
      >
        {MODES.map(({ mode, Icon }) => (
          <Icon key={mode} className={`mode-${mode}`} />
        ))}
      </IconButton>
      <PopoverPanel id={PANEL_ID} label={t('theme.label')}>
        {MODES.map(({ mode, Icon }) => (
          <button key={mode} type="button" className={entryClass} {...{ [ENHANCE.themeChoice]: mode }}>
            <span className={iconClass}>
              <Icon fontSize="small" />
            </span>
            {t(`theme.${mode}`)}
          </button>
        ))}
      </PopoverPanel>
    </>
  );
}
