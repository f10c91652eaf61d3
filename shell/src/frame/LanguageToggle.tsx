import { otherLanguage, otherLanguagePath } from '@app/domain';
import { useLanguage } from '@app/platform';
import { useLocation } from '@app/platform/router';
import { ENHANCE, useStaticClass } from '@app/shared-ui';
import { Button } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import { visuallyHiddenStyles } from './frameStyles';

/**
 * A link to the same page in the other language: the server renders it there, with or without
 * the apps. The query goes along, but not a one-off notice (`?sent=`) or an empty parameter
 * (otherLanguagePath); a blog category named in this language is the list's to find there.
 * Following it stores the choice (the boot script reads `data-language-choice`).
 * Shows the current language code (desktop) or its name (drawer). The accessible name starts with
 * that visible text (WCAG 2.5.3, label in name), followed by a hidden hint in the other language,
 * e.g. "EN, Byt till svenska".
 */
export function LanguageToggle({ variant }: { variant: 'code' | 'name' }) {
  const { t } = useTranslation('shell');
  const language = useLanguage((state) => state.language);
  const { pathname, search } = useLocation();
  const other = otherLanguage(language);
  const hiddenClass = useStaticClass(visuallyHiddenStyles);
  return (
    <Button
      color="inherit"
      // A plain link, not the router's: its path is outside this language's basename.
      href={otherLanguagePath(pathname, search, other)}
      hrefLang={other}
      lang={language}
      data-testid="language-toggle"
      {...{ [ENHANCE.languageChoice]: other }}
      sx={variant === 'name' ? { justifyContent: 'flex-start', px: 2 } : { minWidth: 48 }}
    >
      <span>{variant === 'code' ? t('language.code') : t('language.name')}</span>
      <span className={hiddenClass} lang={other}>
        , {t('language.switchTo')}
      </span>
    </Button>
  );
}
