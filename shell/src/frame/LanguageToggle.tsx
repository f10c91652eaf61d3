import { useLanguage } from '@app/platform';
import { Box, Button, visuallyHidden } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';

/**
 * Shows the current language code (desktop) or its name (drawer); a click switches language.
 * The accessible name starts with that visible text (WCAG 2.5.3, label in name), followed by a
 * hidden hint in the other language, e.g. "EN, Byt till svenska".
 */
export function LanguageToggle({ variant }: { variant: 'code' | 'name' }) {
  const { t } = useTranslation('shell');
  const { language, setLanguage } = useLanguage();
  const other = language === 'en' ? 'sv' : 'en';
  return (
    <Button
      color="inherit"
      onClick={() => setLanguage(other)}
      lang={language}
      data-testid="language-toggle"
      sx={variant === 'name' ? { justifyContent: 'flex-start', px: 2 } : { minWidth: 48 }}
    >
      <span>{variant === 'code' ? t('language.code') : t('language.name')}</span>
      <Box component="span" lang={other} sx={visuallyHidden}>
        , {t('language.switchTo')}
      </Box>
    </Button>
  );
}
