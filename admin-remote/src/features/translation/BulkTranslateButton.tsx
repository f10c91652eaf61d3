import { type ContentTypeId, isWriterEditable, publicationFromFirestore } from '@app/domain';
import { notify } from '@app/platform';
import { Translate } from '@app/shared-ui/icons-admin';
import { Box, Button, CircularProgress, Stack, Typography } from '@app/shared-ui/mui';
import { LinearProgress } from '@app/shared-ui/mui-admin';
import { FunctionsError } from 'firebase/functions';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvalidFieldsError } from '../../data/collection';
import { EditConflictError } from '../../data/editConflict';
import { findUntranslated, translateToSwedish, type UntranslatedDocument } from '../../data/translations';
import { useRole } from '../auth/session';
import { ConfirmDialog } from '../editor/ConfirmDialog';
import { useFocusBackWhenDone } from '../focus/useFocusBackWhenDone';
import { type TranslationFailure, translationFailure } from './failure';

export interface BulkTranslateButtonProps {
  kind: ContentTypeId;
  /** Called after a run that translated anything, so the list can reload. */
  onFinished: () => void;
}

interface Progress {
  done: number;
  total: number;
}

/** How many failed items the summary names. */
const NAMED = 3;

/** Every field the write refused is a Swedish one over its length (not a stored field broken before). */
function tooLongInSwedish(error: InvalidFieldsError): boolean {
  return error.issues.every((issue) => issue.max !== null && (issue.field.split('.')[0] ?? '').endsWith('_sv'));
}

/** An item's English title as stored, to name it in the summary. */
function titleOf(item: UntranslatedDocument): string {
  const title = item.stored.title;
  return typeof title === 'string' && title.trim() ? title.trim() : item.id;
}

/**
 * Refusals every item after this one would meet too (the caller's translations of the hour used
 * up, translation not set up, no access): the run stops there rather than sending (and failing)
 * each of a thousand items.
 */
const STOPPING_CODES: ReadonlySet<string> = new Set([
  'functions/resource-exhausted',
  'functions/failed-precondition',
  'functions/permission-denied',
  'functions/unauthenticated',
]);

/**
 * 'Translate All to Swedish': offers every post (or case study) whose Swedish text is missing or
 * out of date, with the counts, and on confirmation writes those Swedish fields, one document
 * after another — never in parallel, so the translation provider
 * sees one request at a time and the progress counts up in order. A failed document is counted
 * and the run goes on; so is one saved by someone else since the offer read it, which is left as
 * they saved it. A refusal every later item would meet too (STOPPING_CODES) stops the run, and
 * Stop translating stops it after the item under way. The summary says how many succeeded and
 * failed, how many were left as someone saved them, and how many were not tried, and why.
 */
export function BulkTranslateButton({ kind, onFinished }: BulkTranslateButtonProps) {
  const { t, i18n } = useTranslation('admin');
  const role = useRole();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  /** Stop translating was pressed: the run ends after the item under way. */
  const stopRequested = useRef(false);
  const [stopping, setStopping] = useState(false);
  const [offered, setOffered] = useState<readonly UntranslatedDocument[] | null>(null);
  const stale = offered?.filter((item) => item.stale.length > 0).length ?? 0;
  const strings = `translation.bulk.${kind}`;
  // Disabled while it looks for what to translate and while a run goes (the offer's dialog gives
  // the focus back to it then): it takes back the focus it had once that is over.
  const button = useFocusBackWhenDone(running);

  /**
   * The offer's counts, a sentence each (its own plural, so 1 reads "1 blog post has", 2 "have");
   * a count of 0 says nothing, the other one is there (nothing to translate gives no offer).
   */
  function offerMessage(missing: number, outOfDate: number): string {
    return [
      missing > 0 ? t(`${strings}.offerMissing`, { count: missing }) : null,
      outOfDate > 0 ? t(`${strings}.offerStale`, { count: outOfDate }) : null,
      t('translation.bulk.offerFields'),
    ]
      .filter((sentence) => sentence !== null)
      .join(' ');
  }

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

  /** The first {@link NAMED} titles, quoted, and how many more: “A”, “B”, “C” and 2 more. */
  function named(titles: readonly string[]): string {
    const quoted = titles.slice(0, NAMED).map((title) => t('translation.bulk.quoted', { title }));
    const rest = titles.length - NAMED;
    const items = rest > 0 ? [...quoted, t('translation.bulk.andMore', { count: rest })] : quoted;
    return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  }

  async function run(pending: readonly UntranslatedDocument[]) {
    setOffered(null);
    setRunning(true);
    stopRequested.current = false;
    setStopping(false);
    try {
      const total = pending.length;
      let failed = 0;
      /** The (English) titles of those that failed, but for a refusal that stopped the run. */
      const failedTitles: string[] = [];
      /** Those whose translation is longer than a Swedish field allows (nothing was written). */
      const tooLongTitles: string[] = [];
      // Saved by someone else since the offer read them: left as saved (translateToSwedish refuses).
      let changed = 0;
      let attempted = 0;
      /** Why the run stopped before the end: a refusal of every later item too, or Stop translating. */
      let stoppedBy: TranslationFailure | 'staff' | null = null;
      setProgress({ done: 0, total });
      for (const item of pending) {
        if (stopRequested.current) {
          stoppedBy = 'staff';
          break;
        }
        attempted += 1;
        try {
          await translateToSwedish(item);
        } catch (error) {
          if (error instanceof EditConflictError) changed += 1;
          else failed += 1;
          if (error instanceof FunctionsError && STOPPING_CODES.has(error.code)) {
            stoppedBy = translationFailure(error);
          } else if (error instanceof InvalidFieldsError && tooLongInSwedish(error)) {
            tooLongTitles.push(titleOf(item));
          } else if (!(error instanceof EditConflictError)) {
            failedTitles.push(titleOf(item));
          }
        }
        setProgress({ done: attempted, total });
        if (stoppedBy) break;
      }
      if (!stoppedBy && stopRequested.current && attempted < total) stoppedBy = 'staff';
      const untried = total - attempted;
      const parts = [t(`${strings}.summary`, { succeeded: attempted - failed - changed, failed, count: total })];
      if (failedTitles.length > 0) parts.push(t('translation.bulk.failedNamed', { titles: named(failedTitles) }));
      if (tooLongTitles.length > 0) parts.push(t('translation.bulk.tooLong', { titles: named(tooLongTitles) }));
      if (changed > 0) parts.push(t('translation.bulk.changed', { count: changed }));
      if (stoppedBy && untried > 0) parts.push(t('translation.bulk.stopped', { count: untried }));
      // The refusal's reason, even when it came at the last item and nothing was left to stop.
      if (stoppedBy && stoppedBy !== 'staff') parts.push(t(stoppedBy.key, stoppedBy.options ?? {}));
      notify({
        kind: failed > 0 ? 'error' : changed > 0 ? 'warning' : stoppedBy ? 'info' : 'success',
        title: t('translation.bulk.completeTitle'),
        description: parts.join(' '),
        // What to do next stays until it is dismissed, as an error does.
        ...(changed > 0 && { duration: 0 }),
      });
      onFinished();
    } finally {
      setProgress(null);
      setRunning(false);
      setStopping(false);
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
            {t(`${strings}.progress`, { done: progress.done, count: progress.total })}
          </Typography>
          <Button
            size="small"
            disabled={stopping}
            onClick={() => {
              stopRequested.current = true;
              setStopping(true);
            }}
            sx={{ mt: 0.5 }}
          >
            {stopping ? t('translation.bulk.stopping') : t('translation.bulk.stop')}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={offered !== null}
        title={t('translation.bulk.offerTitle')}
        message={offerMessage((offered?.length ?? 0) - stale, stale)}
        confirmLabel={t('translation.bulk.offerConfirm', { count: offered?.length ?? 0 })}
        cancelLabel={t('translation.bulk.offerCancel')}
        onConfirm={() => offered && void run(offered)}
        onCancel={() => setOffered(null)}
      />
    </Stack>
  );
}
