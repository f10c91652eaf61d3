import {
  formatDateTime,
  fromStockholmDateTime,
  type Language,
  type PublicationDraft,
  publicationFromDraft,
} from '@app/domain';
import { Stack, TextField, Typography } from '@app/shared-ui/mui';
import { Checkbox, FormControlLabel } from '@app/shared-ui/mui-admin';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './ContentFields';

export interface PublicationFieldsProps {
  draft: PublicationDraft;
  setTime: (field: 'publish_at' | 'unpublish_at', value: string) => void;
  setPublished: (published: boolean) => void;
  /** A field's problem from the last save (see EditorForm.fieldProps). */
  fieldProps: (name: string, hint?: string) => FieldProps;
  /** The console's language, for the dates written out. */
  language: Language;
  disabled: boolean;
  /** Why the publication cannot be changed by this account (a writer's): shown under the fields. */
  lockedReason?: string | undefined;
  /**
   * When the stored item's content last changed (`updated_at`, domain contentChange.ts), shown
   * under the fields; absent for a new item or one stored before the time was kept.
   */
  lastChanged?: Date | null | undefined;
  /**
   * How far the server's clock is ahead of the browser's, in milliseconds: whether a time has come
   * is told by the server's clock, as the save decides it.
   */
  clockOffset?: number;
}

/**
 * The Published box and the publish and unpublish times, typed in Stockholm time whatever the
 * browser's zone (domain/src/schedule.ts). The box shows what a save stores: a publish time still
 * to come schedules the document (box cleared and locked, "Scheduled: goes live …"), a publish time
 * already past publishes it, an unpublish time already past unpublishes it (box cleared and locked,
 * "Unpublished when saved"); otherwise the box decides. Whether a time has come is told by the
 * server's clock (`clockOffset`), as the save tells it.
 */
export function PublicationFields({
  draft,
  setTime,
  setPublished,
  fieldProps,
  language,
  disabled,
  lockedReason,
  lastChanged,
  clockOffset = 0,
}: PublicationFieldsProps) {
  const { t } = useTranslation('admin');
  const now = new Date(Date.now() + clockOffset);
  const publishAt = fromStockholmDateTime(draft.publish_at.trim());
  const unpublishAt = fromStockholmDateTime(draft.unpublish_at.trim());
  const stored = publicationFromDraft(draft, now);
  // An unpublish time already past takes it off the site when saved, whatever the box says.
  const unpublishesOnSave = !stored.publish_at && unpublishAt !== null && unpublishAt.getTime() <= now.getTime();
  const label = stored.publish_at
    ? t('editor.schedule.scheduled', { date: formatDateTime(stored.publish_at, language) })
    : unpublishesOnSave
      ? t('editor.schedule.unpublishesOnSave')
      : publishAt
        ? t('editor.schedule.publishesOnSave')
        : t('editor.published');
  const timeField = (name: 'publish_at' | 'unpublish_at', labelKey: string, helpKey: string) => {
    // The browser draws the field in its own locale's format (03/05/2030, 02:30 PM in a Swedish
    // console on an American browser), which no attribute changes: the time chosen is written out
    // under it in the console's language, 24-hour, as the lists and the Scheduled line write it.
    const chosen = name === 'publish_at' ? publishAt : unpublishAt;
    const help = chosen
      ? `${t(helpKey)} ${t('editor.schedule.chosen', { date: formatDateTime(chosen, language) })}`
      : t(helpKey);
    const { error, helperText } = fieldProps(name, help);
    return (
      <TextField
        fullWidth
        type="datetime-local"
        name={name}
        label={t(labelKey)}
        error={error}
        helperText={helperText}
        value={draft[name]}
        disabled={disabled}
        onChange={(event) => setTime(name, event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      />
    );
  };
  return (
    // minWidth 0: a fieldset is at least as wide as its widest content (a date field at a large text size).
    <Stack component="fieldset" sx={{ gap: 2, border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('editor.schedule.legend')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        {timeField('publish_at', 'editor.schedule.publishAt', 'editor.schedule.publishAtHelp')}
        {timeField('unpublish_at', 'editor.schedule.unpublishAt', 'editor.schedule.unpublishAtHelp')}
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={!unpublishesOnSave && (stored.is_published || (publishAt !== null && !stored.publish_at))}
            disabled={disabled || publishAt !== null || unpublishesOnSave}
            onChange={(event) => setPublished(event.target.checked)}
          />
        }
        label={label}
      />
      {lockedReason && (
        <Typography variant="body2" color="textSecondary">
          {lockedReason}
        </Typography>
      )}
      {lastChanged && (
        <Typography variant="body2" color="textSecondary">
          {t('editor.schedule.lastChanged', { date: formatDateTime(lastChanged, language) })}
        </Typography>
      )}
    </Stack>
  );
}
