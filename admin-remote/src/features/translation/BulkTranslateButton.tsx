import { type ContentTypeId, isWriterEditable, publicationFromFirestore } from '@app/domain';
import { notify } from '@app/platform';
import { Translate } from '@app/shared-ui/icons-admin';
import { Box, Button, CircularProgress, Stack, Typography } from '@app/shared-ui/mui';
import { LinearProgress } from '@app/shared-ui/mui-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditConflictError } from '../../data/editConflict';
import { findUntranslated, translateToSwedish, type UntranslatedDocument } from '../../data/translations';
import { useRole } from '../auth/session';
import { ConfirmDialog } from '../editor/ConfirmDialog';
import { useFocusBackWhenDone } from '../focus/useFocusBackWhenDone';

export interface BulkTranslateButtonProps {
  kind: ContentTypeId;
  /** Called after a run that translated anything, so the list can reload. */
  onFinished: () => void;
}

interface Progress {
  done: number;
  total: number;
}

/**
 * 'Translate All to Swedish': offers every post (or case study) whose Swedish text is missing or
 * out of date, with the counts, and on confirmation writes those Swedish fields, one document
 * after another — never in parallel, so the translation provider
 * sees one request at a time and the progress counts up in order. A failed document is counted
 * and the run goes on; so is one saved by someone else since the offer read it, which is left as
 * they saved it. The summary says how many succeeded and failed, and how many were left so.
 */
export function BulkTranslateButton({ kind, onFinished }: BulkTranslateButtonProps) {
  const { t } = useTranslation('admin');
  const role = useRole();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [offered, setOffered] = useState<readonly UntranslatedDocument[] | null>(null);
  const stale = offered?.filter((item) => item.stale.length > 0).length ?? 0;
  const strings = `translation.bulk.${kind}`;
  // Disabled while it looks for what to translate and while a run goes (the offer's dialog gives
  // the focus back to it then): it takes back the focus it had once that is over.
  const button = useFocusBackWhenDone(running);

  /** Finds what lacks Swedish or has it out of date, and offers it with the counts. */
  async function offer() {
    setRunning(true);
    try {
      // A writer's saves may change drafts only: published and scheduled items are an admin's to translate.
      const found = (await findUntranslated(kind)).filter(
        (item) => role === 'admin' || isWriterEditable(publicationFromFirestore(item.stored)),
      );
      if (found.length === 0) {
        notify({ kind: 'info', title: t(`${strings}.noneTitle`), description: t(`${strings}.noneDescription`) });
        return;
      }
      setOffered(found);
    } catch {
      notify({ kind: 'error', title: t('translation.bulk.errorTitle'), description: t(`${strings}.loadFailed`) });
    } finally {
      setRunning(false);
      button.focusBack();
    }
  }

  async function run(pending: readonly UntranslatedDocument[]) {
    setOffered(null);
    setRunning(true);
    try {
      const total = pending.length;
      let failed = 0;
      // Saved by someone else since the offer read them: left as saved (translateToSwedish refuses).
      let changed = 0;
      setProgress({ done: 0, total });
      for (const [index, item] of pending.entries()) {
        try {
          await translateToSwedish(item);
        } catch (error) {
          if (error instanceof EditConflictError) changed += 1;
          else failed += 1;
        }
        setProgress({ done: index + 1, total });
      }
      const summary = t(`${strings}.summary`, { succeeded: total - failed - changed, failed, total });
      notify({
        kind: failed > 0 ? 'error' : changed > 0 ? 'warning' : 'success',
        title: t('translation.bulk.completeTitle'),
        description: changed > 0 ? `${summary} ${t('translation.bulk.changed', { count: changed })}` : summary,
        // What to do next stays until it is dismissed, as an error does.
        ...(changed > 0 && { duration: 0 }),
      });
      onFinished();
    } finally {
      setProgress(null);
      setRunning(false);
      button.focusBack();
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      <Button
        ref={button.ref}
        variant="outlined"
        startIcon={running ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Translate />}
        disabled={running}
        onClick={offer}
      >
        {running ? t('translation.translating') : t('translation.bulk.button')}
      </Button>
      {progress ? (
        <Box sx={{ minWidth: 240 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round((progress.done / progress.total) * 100)}
            aria-label={t('translation.bulk.progressLabel')}
          />
          <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
            {t(`${strings}.progress`, { done: progress.done, total: progress.total })}
          </Typography>
        </Box>
      ) : null}
      <ConfirmDialog
        open={offered !== null}
        title={t('translation.bulk.offerTitle')}
        message={t(`${strings}.offer`, { missing: (offered?.length ?? 0) - stale, stale })}
        confirmLabel={t('translation.bulk.offerConfirm', { count: offered?.length ?? 0 })}
        cancelLabel={t('translation.bulk.offerCancel')}
        onConfirm={() => offered && void run(offered)}
        onCancel={() => setOffered(null)}
      />
    </Stack>
  );
}
