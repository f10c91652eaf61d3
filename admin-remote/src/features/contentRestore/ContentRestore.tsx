/**
 * Restore from a backup: an admin chooses an archive of the content (the export above, or `pnpm
 * content:export --archive`); the server checks it and answers a dry run (what would be created,
 * replaced, deleted and left alone, or what is wrong with the file, nothing written); "Restore",
 * after a confirmation, applies it with the import `pnpm content:import` runs, and says what it
 * did. The audit log records each restore that changed something.
 */
import type { Language } from '@app/domain';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@app/shared-ui/mui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContentRestoreError,
  MAX_RESTORE_BYTES,
  type RestoreMode,
  type RestoreReport,
  sendContentRestore,
} from '../../data/contentRestore';
import { useAdminText } from '../../i18n/keys';
import { ConsoleSection } from '../content/ConsoleSection';
import { ConfirmDialog } from '../editor/ConfirmDialog';
import { archiveProblemSaysAll, archiveProblemText, problemText, refusalPlace } from './problemText';

export interface ContentRestoreProps {
  /** Sends the archive (tests replace it); the function's by default. */
  send?: (file: Blob, mode: RestoreMode) => Promise<RestoreReport>;
}

const failureOf = (error: unknown): ContentRestoreError =>
  error instanceof ContentRestoreError ? error : new ContentRestoreError('failed');

/**
 * What the server found wrong, in the console's language: each refused document with its problems,
 * each slug the site already uses, or why the file cannot be read. The server's English words show
 * only where it sent no problem as data (a reason it details in words, or an older server).
 */
function FailureDetails({ error }: { error: ContentRestoreError }) {
  const { i18n } = useTranslation('admin');
  const t = useAdminText();
  const language: Language = i18n.language === 'sv' ? 'sv' : 'en';
  const list = { m: 0, mt: 1, pl: 3, overflowWrap: 'anywhere' } as const;
  const unlisted = error.refused - error.refusals.length;
  if (error.refusals.length > 0)
    return (
      <>
        <Box component="ul" sx={list}>
          {error.refusals.map((refusal) => (
            <li key={refusal.path}>
              {refusalPlace(t, refusal)}
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {refusal.problems.map((problem, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a document's problems are a fixed list, and two may read alike
                  <li key={index}>{problemText(t, language, problem)}</li>
                ))}
              </Box>
            </li>
          ))}
        </Box>
        {unlisted > 0 && (
          <Typography sx={{ mt: 1 }}>
            {t('contentRestore.moreRefused', { count: unlisted, listed: error.refusals.length })}
          </Typography>
        )}
      </>
    );
  if (error.taken.length > 0)
    return (
      <Box component="ul" sx={list}>
        {error.taken.map(({ path, problem }) => (
          <li key={path}>{`${path}: ${problemText(t, language, problem)}`}</li>
        ))}
      </Box>
    );
  const described = error.archive !== null && archiveProblemSaysAll(error.archive.code);
  return (
    <>
      {error.archive && <Typography sx={{ mt: 1 }}>{archiveProblemText(t, error.archive)}</Typography>}
      {!described && error.problems.length > 0 && (
        <>
          {language !== 'en' && <Typography sx={{ mt: 1 }}>{t('contentRestore.serverWords')}</Typography>}
          <Box component="ul" sx={list} lang="en">
            {error.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </>
      )}
    </>
  );
}

/** The counts of a report, one line each, in the console's language: what it would do (`counts`), or did (`done`). */
function ReportLines({ report, tense }: { report: RestoreReport; tense: 'counts' | 'done' }) {
  const { t } = useTranslation('admin');
  const { documents, images } = report;
  const lines = [
    t(`contentRestore.${tense}.create`, { count: documents.create.count }),
    t(`contentRestore.${tense}.replace`, { count: documents.replace.count }),
    t(`contentRestore.${tense}.remove`, { count: documents.remove.count }),
    t(`contentRestore.${tense}.unchanged`, { count: documents.unchanged }),
    t(`contentRestore.${tense}.images`, { count: images.upload + images.replace }),
  ];
  // What would be replaced or deleted is what an admin weighs: those paths are listed.
  const risky = [...documents.replace.paths, ...documents.remove.paths];
  return (
    <>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      {risky.length > 0 && (
        <>
          <Typography sx={{ mt: 1 }}>{t('contentRestore.changedPaths')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {documents.replace.paths.map((path) => (
              <li key={`~${path}`}>{t('contentRestore.replacedPath', { path })}</li>
            ))}
            {documents.remove.paths.map((path) => (
              <li key={`-${path}`}>{t('contentRestore.removedPath', { path })}</li>
            ))}
          </Box>
        </>
      )}
    </>
  );
}

export function ContentRestore({ send = sendContentRestore }: ContentRestoreProps) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const checking = useMutation({ mutationFn: (chosen: File) => send(chosen, 'dry-run') });
  const restoring = useMutation({
    mutationFn: (chosen: File) => send(chosen, 'apply'),
    onSuccess: () => {
      // The log's newest entry is this restore; the lists show what it wrote.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file chosen again (after fixing it) is a new choice.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    restoring.reset();
    checking.mutate(chosen);
  };

  const plan = checking.data;
  const failed = checking.isError ? failureOf(checking.error) : restoring.isError ? failureOf(restoring.error) : null;
  const busy = checking.isPending || restoring.isPending;

  return (
    <ConsoleSection
      title={t('contentRestore.title')}
      intro={t('contentRestore.intro', { megabytes: MAX_RESTORE_BYTES / 1024 / 1024 })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        {/* A button that opens the file picker: a <label> is no stop for the keyboard. */}
        <Button
          variant="outlined"
          onClick={() => fileInput.current?.click()}
          disabled={busy}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          {t('contentRestore.choose')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".gz,.tgz,application/gzip"
          hidden
          tabIndex={-1}
          disabled={busy}
          onChange={choose}
          data-testid="content-restore-file"
        />
        <Typography aria-live="polite" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {checking.isPending && file
            ? t('contentRestore.checking', { name: file.name })
            : restoring.isPending
              ? t('contentRestore.restoring')
              : ''}
        </Typography>
      </Stack>

      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <Typography>{t(`contentRestore.failures.${failed.failure}`)}</Typography>
          <FailureDetails error={failed} />
        </Alert>
      )}

      {restoring.isSuccess ? (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="content-restore-result">
          <Typography>
            {restoring.data.written ? t('contentRestore.restored') : t('contentRestore.nothingToRestore')}
          </Typography>
          <ReportLines report={restoring.data} tense="done" />
        </Alert>
      ) : (
        plan &&
        file &&
        !checking.isPending && (
          <Box sx={{ mt: 2 }} data-testid="content-restore-plan">
            <Typography sx={{ fontWeight: 'bold' }}>{t('contentRestore.dryRun', { name: file.name })}</Typography>
            <ReportLines report={plan} tense="counts" />
            {plan.changes === 0 ? (
              <Typography sx={{ mt: 1 }}>{t('contentRestore.nothingToRestore')}</Typography>
            ) : (
              <Button
                variant="contained"
                color="warning"
                sx={{ mt: 2, alignSelf: 'flex-start' }}
                disabled={busy}
                aria-busy={restoring.isPending}
                startIcon={restoring.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                onClick={() => setConfirming(true)}
              >
                {t('contentRestore.restore')}
              </Button>
            )}
          </Box>
        )
      )}

      <ConfirmDialog
        open={confirming}
        destructive
        title={t('contentRestore.confirmTitle')}
        message={t('contentRestore.confirmMessage', {
          name: file?.name ?? '',
          // Not `replace`: i18next reads that option as the interpolation's values.
          created: plan?.documents.create.count ?? 0,
          replaced: plan?.documents.replace.count ?? 0,
          removed: plan?.documents.remove.count ?? 0,
        })}
        confirmLabel={t('contentRestore.restore')}
        cancelLabel={t('confirm.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (file) restoring.mutate(file);
        }}
      />
    </ConsoleSection>
  );
}
