import {
  ENHANCE,
  PopoverPanel,
  popoverAnchor,
  THEME_MODE_ATTRIBUTE,
  useStaticClass,
  VisuallyHidden,
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

/**
 * The button shows the chosen mode's icon and is named by the chosen mode's hidden text, e.g.
 * "Change colour theme (now: dark)" (the boot script sets the attribute; none: system). Text
 * with display: none is left out of the name, so the name follows the mode with no script of its own.
 */
const chosen = (mode: string) => `html[${THEME_MODE_ATTRIBUTE}="${mode}"] &`;
/** Each mode's icon (`.mode-*`) and name (`.name-*`) show only while that mode is chosen. */
const shownWhenChosen = (kind: 'mode' | 'name', display: string) => ({
  [`& .${kind}-light, & .${kind}-dark`]: { display: 'none' },
  [`${chosen('light')} .${kind}-light, ${chosen('dark')} .${kind}-dark`]: { display },
  [`${chosen('light')} .${kind}-system, ${chosen('dark')} .${kind}-system`]: { display: 'none' },
});
const iconSx = { ...shownWhenChosen('mode', 'inline-block'), ...shownWhenChosen('name', 'inline') };

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
  const labelFor = (mode: string) => t('theme.buttonLabel', { mode: t(`theme.now.${mode}`) });
  return (
    <>
      <IconButton
        color="inherit"
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
        {MODES.map(({ mode }) => (
          <VisuallyHidden key={mode} className={`name-${mode}`}>
            {labelFor(mode)}
          </VisuallyHidden>
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
