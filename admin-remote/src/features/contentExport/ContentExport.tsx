/**
 * Export content: an admin downloads the site's posts and case studies, their history, slug claims,
 * old addresses and images as one .tar.gz, the archive `pnpm content:export --archive` writes,
 * which `pnpm content:import <file>` restores (README: Backups). The page stays usable while the
 * server prepares the archive; the button says it is busy and the status line how far the download
 * got; a failure is said in the console's language. The audit log records each export.
 */
import { Alert, Button, CircularProgress, Stack, Typography } from '@app/shared-ui/mui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContentExportError,
  type ExportedArchive,
  type ExportFailure,
  fetchContentExport,
  saveArchive,
} from '../../data/contentExport';
import { ConsoleSection } from '../content/ConsoleSection';

export interface ContentExportProps {
  /** Fetches the archive (tests replace it); the function's by default. */
  fetchArchive?: (onProgress: (bytes: number) => void) => Promise<ExportedArchive>;
  save?: (archive: ExportedArchive) => void;
}

export function ContentExport({ fetchArchive = fetchContentExport, save = saveArchive }: ContentExportProps) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [received, setReceived] = useState(0);
  const exporting = useMutation({
    mutationFn: () => {
      setReceived(0);
      return fetchArchive(setReceived);
    },
    onSuccess: (archive) => {
      save(archive);
      // The log's newest entry is this export.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
  const failure: ExportFailure | null = exporting.isError
    ? exporting.error instanceof ContentExportError
      ? exporting.error.failure
      : 'failed'
    : null;
  const megabytes = received / 1_000_000;

  return (
    <ConsoleSection title={t('contentExport.title')} intro={t('contentExport.intro')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          onClick={() => exporting.mutate()}
          disabled={exporting.isPending}
          aria-busy={exporting.isPending}
          startIcon={exporting.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          {exporting.isPending ? t('contentExport.exporting') : t('contentExport.export')}
        </Button>
        {/* Heard as it changes; no `status` role, which the audit log's count below holds alone. */}
        <Typography
          aria-live="polite"
          data-testid="content-export-progress"
          color="textSecondary"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {exporting.isPending
            ? received > 0
              ? t('contentExport.downloading', { megabytes })
              : t('contentExport.preparing')
            : exporting.isSuccess
              ? t('contentExport.done', { name: exporting.data.name })
              : ''}
        </Typography>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(`contentExport.failures.${failure}`)}
        </Alert>
      )}
    </ConsoleSection>
  );
}
