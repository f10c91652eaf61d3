import { useLanguage } from '@app/platform';
/** Shows the current language code (desktop) or its name (drawer); a click switches language. */
import { Button } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
export function LanguageToggle({ variant }: { variant: 'code' | 'name' }) {
  const { t } = useTranslation('shell');
  const { language, setLanguage } = useLanguage();
  return (
    <Button
      color="inherit"
      onClick={() => setLanguage(language === 'en' ? 'sv' : 'en')}
      aria-label={t('language.switchTo')}
      lang={language}
      data-testid="language-toggle"
      sx={variant === 'name' ? { justifyContent: 'flex-start', px: 2 } : { minWidth: 48 }}
    >
      {variant === 'code' ? t('language.code') : t('language.name')}
    </Button>
  );
}
