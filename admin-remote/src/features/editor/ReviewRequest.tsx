import { isDraftPublication, type PublicationDraft, publicationFromDraft } from '@app/domain';
import { Alert, Box, Stack, Typography } from '@app/shared-ui/mui';
import { Checkbox, FormControlLabel } from '@app/shared-ui/mui-admin';
import { useTranslation } from 'react-i18next';
import type { ReviewAsk } from '../../data/reviewAsks';
import { ReviewAskText } from '../content/ReviewAskText';

export interface ReviewRequestProps {
  /** The publication as the editor holds it: only what saves as a draft may ask for review. */
  draft: PublicationDraft;
  /** The editor's mark (saved with the next save). */
  ready: boolean;
  setReady: (ready: boolean) => void;
  /** The mark as stored: an admin opening a marked draft is told so. */
  storedReady: boolean;
  /** Who asked for it, and when (an admin's editor, once read; data/reviewAsks.ts). */
  ask?: ReviewAsk | undefined;
  disabled: boolean;
}

/**
 * "Ready for review": a writer (or an admin) marks a draft ready for an admin to review and
 * publish, or withdraws the mark; saved with the draft (`ready_for_review`, domain/src/
 * schedule.ts). Only a draft carries it: with the draft set to publish or schedule, the box goes
 * and a line says the save clears it (as it does, reviewAfterSave). An admin is told who asked and when.
 */
export function ReviewRequest({ draft, ready, setReady, storedReady, ask, disabled }: ReviewRequestProps) {
  const { t } = useTranslation('admin');
  const staysDraft = isDraftPublication(publicationFromDraft(draft));
  if (!staysDraft) {
    return ready || storedReady ? (
      <Typography variant="body2" color="textSecondary">
        {t('editor.review.clearedOnPublish')}
      </Typography>
    ) : null;
  }
  return (
    <Stack sx={{ gap: 1 }}>
      {storedReady && (
        <Alert severity="info" role="status">
          {t('editor.review.waiting')}
          {ask && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              <ReviewAskText ask={ask} />
            </Box>
          )}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={ready}
            disabled={disabled}
            onChange={(event) => setReady(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'review-request-help' } }}
          />
        }
        label={t('editor.review.label')}
      />
      <Typography variant="body2" color="textSecondary" id="review-request-help">
        {t('editor.review.help')}
      </Typography>
    </Stack>
  );
}
