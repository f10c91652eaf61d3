import type { Language } from '@app/domain';
import { ToggleButton, ToggleButtonGroup } from '@app/shared-ui/mui-admin';
import { useTranslation } from 'react-i18next';

/** Which language's fields the editor shows; the document keeps both. */
export function LanguageToggle({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation('admin');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('editor.language')}
      onChange={(_event, next: Language | null) => next && onChange(next)}
    >
      <ToggleButton value="en" lang="en">
        {t('editor.english')}
      </ToggleButton>
      <ToggleButton value="sv" lang="sv">
        {t('editor.swedish')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
