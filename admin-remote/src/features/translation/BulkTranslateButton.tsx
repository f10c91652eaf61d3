import type { TranslatableKind } from '@app/domain';
import { notify } from '@app/platform';
import { Translate } from '@app/shared-ui/icons-admin';
import { Box, Button, CircularProgress, Stack, Typography } from '@app/shared-ui/mui';
import { LinearProgress } from '@app/shared-ui/mui-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findUntranslated, translateToSwedish } from '../../data/translations';

export interface BulkTranslateButtonProps {
  kind: TranslatableKind;
  /** Called after a run that translated anything, so the list can reload. */
  onFinished: () => void;
}

interface Progress {
  done: number;
  total: number;
}

/**
 * 'Translate All to Swedish': gives every post (or case study) that lacks Swedish text its
 * Swedish fields, one document after another — never in parallel, so the translation provider
 * sees one request at a time and the progress counts up in order. A failed document is counted
 * and the run goes on; the summary says how many succeeded and failed.
 */
export function BulkTranslateButton({ kind, onFinished }: BulkTranslateButtonProps) {
  const { t } = useTranslation('admin');
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const strings = `translation.bulk.${kind}`;

  async function run() {
    setRunning(true);
    try {
      let pending: Awaited<ReturnType<typeof findUntranslated>>;
      try {
        pending = await findUntranslated(kind);
      } catch {
        notify({ kind: 'error', title: t('translation.bulk.errorTitle'), description: t(`${strings}.loadFailed`) });
        return;
      }
      if (pending.length === 0) {
        notify({ kind: 'info', title: t(`${strings}.noneTitle`), description: t(`${strings}.noneDescription`) });
        return;
      }
      const total = pending.length;
      let failed = 0;
      setProgress({ done: 0, total });
      for (const [index, item] of pending.entries()) {
        try {
          await translateToSwedish(item);
        } catch {
          failed += 1;
        }
        setProgress({ done: index + 1, total });
      }
      notify({
        kind: failed > 0 ? 'error' : 'success',
        title: t('translation.bulk.completeTitle'),
        description: t(`${strings}.summary`, { succeeded: total - failed, failed, total }),
      });
      onFinished();
    } finally {
      setProgress(null);
      setRunning(false);
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      <Button
        variant="outlined"
        startIcon={running ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Translate />}
        disabled={running}
        onClick={run}
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
    </Stack>
  );
}
