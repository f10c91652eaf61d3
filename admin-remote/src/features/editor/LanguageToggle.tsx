import type { Language } from '@app/domain';
import { ToggleButton, ToggleButtonGroup } from '@app/shared-ui/mui-admin';
import { useTranslation } from 'react-i18next';

/** The English fields, the Swedish ones, or both side by side. */
export type EditorView = Language | 'both';

/** Which language's fields the editor shows; the document keeps both. */
export function LanguageToggle({ value, onChange }: { value: EditorView; onChange: (view: EditorView) => void }) {
  const { t } = useTranslation('admin');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('editor.language')}
      onChange={(_event, next: EditorView | null) => next && onChange(next)}
    >
      <ToggleButton value="en">{t('editor.english')}</ToggleButton>
      <ToggleButton value="sv">{t('editor.swedish')}</ToggleButton>
      <ToggleButton value="both">{t('editor.sideBySide')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
