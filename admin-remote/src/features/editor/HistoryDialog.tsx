import { formatDateTime, type Language } from '@app/domain';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
  visuallyHidden,
} from '@app/shared-ui/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@app/shared-ui/mui-admin';
import { diffLines } from 'diff';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Revision, RevisionSummary } from '../../data/collection';
import { TextWithEmail } from '../content/BreakableEmail';

export interface HistoryDialogProps<T> {
  open: boolean;
  onClose: () => void;
  /** The document's kept versions, newest first: who saved each and when, without their bodies. */
  load: () => Promise<RevisionSummary[]>;
  /** One version whole (null when it is no longer kept): read when it is chosen, with the one before it. */
  loadVersion: (number: number) => Promise<Revision<T> | null>;
  /** A stored field's label in the dictionary's words ("Title (Swedish)"). */
  label: (field: string) => string;
  /** Typed values that restoring would replace. */
  unsaved: boolean;
  onRestore: (revision: Revision<T>) => void;
  /** Why this account may not restore (a writer on a published item): the button is disabled and says so. */
  restoreRefusal?: string | undefined;
}

/**
 * Fields a save never changes, or that are not the author's text: `updated_at` (when the content last
 * changed) is dated anew by every save that changes something, and has no label of its own.
 */
const NOT_COMPARED = new Set(['id', 'created_at', 'updated_at']);

/** A version's body as the dialog has it: read, being read, or not readable. */
type Body<T> = Revision<T> | 'loading' | 'failed';

/**
 * The versions a document's saves kept (who, when, which were restores): pick one to see what
 * that save changed, line by line, and restore it (which saves it again as a new version). The
 * list is read without the versions' bodies (50 versions of a long post are megabytes); a
 * version's body is read when it is chosen, with the one before it to compare, and kept while the
 * dialog is open (a version never changes).
 */
export function HistoryDialog<T extends object>({
  open,
  onClose,
  load,
  loadVersion,
  label,
  unsaved,
  onRestore,
  restoreRefusal,
}: HistoryDialogProps<T>) {
  const { t, i18n } = useTranslation('admin');
  const titleId = useId();
  const [versions, setVersions] = useState<RevisionSummary[] | 'loading' | 'failed'>('loading');
  const [selected, setSelected] = useState(0);
  /** Each version's body by its number, for this opening of the dialog. */
  const bodies = useRef(new Map<number, Body<T>>());
  const [, bodiesChanged] = useReducer((count: number) => count + 1, 0);
  /** Counts the choices of a version, so choosing a version whose body failed again reads it again. */
  const [choices, chose] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setVersions('loading');
    setSelected(0);
    bodies.current = new Map();
    load().then(
      (loaded) => current && setVersions(loaded),
      () => current && setVersions('failed'),
    );
    return () => {
      current = false;
    };
  }, [open, load]);

  const list = Array.isArray(versions) ? versions : [];
  const chosen = list[selected];
  const previous = list[selected + 1];

  // The chosen version's body and the one before it, each read once (again after a failure).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `choices` rereads a body that failed when its version is chosen again
  useEffect(() => {
    if (!open) return;
    const read = bodies.current;
    for (const number of [chosen?.number, previous?.number]) {
      if (number === undefined || (read.has(number) && read.get(number) !== 'failed')) continue;
      read.set(number, 'loading');
      loadVersion(number).then(
        (body) => {
          if (bodies.current !== read) return;
          read.set(number, body ?? 'failed');
          bodiesChanged();
        },
        () => {
          if (bodies.current !== read) return;
          read.set(number, 'failed');
          bodiesChanged();
        },
      );
    }
    bodiesChanged();
  }, [open, chosen?.number, previous?.number, loadVersion, choices]);

  const language = (i18n.language === 'sv' ? 'sv' : 'en') satisfies Language;
  const text = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? t('editor.history.yes') : t('editor.history.no');
    if (value instanceof Date) return formatDateTime(value, language);
    if (Array.isArray(value)) {
      return value.map((entry: { metric?: string; value?: string }) => `${entry.metric}: ${entry.value}`).join('\n');
    }
    return String(value);
  };
  // Who saved it is an address, which may be long: breakable, so a phone's dialog does not scroll sideways.
  const describe = (version: RevisionSummary) => {
    const text = [
      version.savedAt ? formatDateTime(version.savedAt, language) : t('editor.history.beforeHistory'),
      version.savedBy,
      version.restoredFrom !== null ? t('editor.history.restoredFrom', { version: version.restoredFrom }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
    return version.savedBy ? <TextWithEmail text={text} email={version.savedBy} /> : text;
  };

  const chosenBody = chosen ? bodies.current.get(chosen.number) : undefined;
  const previousBody = previous ? bodies.current.get(previous.number) : undefined;
  const bodyFailed = chosenBody === 'failed' || previousBody === 'failed';
  const chosenRead = typeof chosenBody === 'object' ? chosenBody : null;
  const previousRead = typeof previousBody === 'object' ? previousBody : null;
  const bodiesRead = chosenRead !== null && (!previous || previousRead !== null);
  const changes =
    chosenRead && previousRead
      ? Object.keys(chosenRead.fields)
          .filter((field) => !NOT_COMPARED.has(field))
          .map((field) => ({
            field,
            before: text((previousRead.fields as Record<string, unknown>)[field]),
            after: text((chosenRead.fields as Record<string, unknown>)[field]),
          }))
          .filter(({ before, after }) => before !== after)
      : [];

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('editor.history.title')}</DialogTitle>
      <DialogContent>
        {versions === 'loading' && (
          <Box role="status">
            <CircularProgress aria-label={t('editor.loading')} />
          </Box>
        )}
        {versions === 'failed' && <Alert severity="error">{t('editor.history.loadFailed')}</Alert>}
        {Array.isArray(versions) && versions.length === 0 && <Typography>{t('editor.history.empty')}</Typography>}
        {chosen && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('editor.history.timeZone')}
          </Typography>
        )}
        {chosen && (
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
            <List aria-label={t('editor.history.versions')} sx={{ width: { md: 320 }, flexShrink: 0 }} dense>
              {list.map((version, index) => (
                // Each version a list item holding its button: a list's children are its items (a
                // screen reader counts them, "1 of 3"), never the buttons themselves.
                <li key={version.number}>
                  <ListItemButton
                    selected={index === selected}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => {
                      setSelected(index);
                      chose();
                    }}
                  >
                    <ListItemText
                      primary={t('editor.history.version', { version: version.number })}
                      secondary={describe(version)}
                    />
                  </ListItemButton>
                </li>
              ))}
            </List>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h3">
                {t('editor.history.changesIn', { version: chosen.number })}
              </Typography>
              {bodyFailed && <Alert severity="error">{t('editor.history.versionFailed')}</Alert>}
              {!bodyFailed && !bodiesRead && (
                <Box role="status" sx={{ mt: 2 }}>
                  <CircularProgress size={24} aria-label={t('editor.loading')} />
                </Box>
              )}
              {!bodyFailed && bodiesRead && !previous && (
                <Typography color="textSecondary">{t('editor.history.oldest')}</Typography>
              )}
              {!bodyFailed && bodiesRead && previous && changes.length === 0 && (
                <Typography color="textSecondary">{t('editor.history.noChanges')}</Typography>
              )}
              {changes.map(({ field, before, after }) => (
                <Box key={field} component="section" sx={{ mt: 2 }}>
                  <Typography variant="subtitle2" component="h4">
                    {label(field)}
                  </Typography>
                  <LineDiff before={before} after={after} />
                </Box>
              ))}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {chosen && restoreRefusal && (
          <Typography color="textSecondary" sx={{ mr: 'auto' }}>
            {restoreRefusal}
          </Typography>
        )}
        {chosen && unsaved && (
          <Typography color="textSecondary" sx={{ mr: 'auto' }}>
            {t('editor.history.unsavedWarning')}
          </Typography>
        )}
        <Button onClick={onClose}>{t('editor.history.close')}</Button>
        {chosen && (
          <Button
            variant="contained"
            disabled={selected === 0 || restoreRefusal !== undefined || chosenRead === null}
            onClick={() => chosenRead && onRestore(chosenRead)}
          >
            {t('editor.history.restore', { version: chosen.number })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Removed lines struck through on red, added lines on green, the rest as it was. */
function LineDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('admin');
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        mt: 0.5,
        p: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontSize: '0.875rem',
        // Tints of the theme's own colours (its CSS variables), so the text keeps its contrast in light and dark.
        '& del': { bgcolor: 'rgb(var(--mui-palette-error-mainChannel) / 0.18)', textDecoration: 'line-through' },
        '& ins': { bgcolor: 'rgb(var(--mui-palette-success-mainChannel) / 0.18)', textDecoration: 'none' },
      }}
    >
      {diffLines(before.endsWith('\n') ? before : `${before}\n`, after.endsWith('\n') ? after : `${after}\n`).map(
        (part, index) => {
          const key = `${index}-${part.added ? 'a' : part.removed ? 'r' : 's'}`;
          if (part.removed) {
            return (
              <del key={key}>
                <Box component="span" sx={visuallyHidden}>
                  {t('editor.history.removed')}
                </Box>
                {part.value}
              </del>
            );
          }
          if (part.added) {
            return (
              <ins key={key}>
                <Box component="span" sx={visuallyHidden}>
                  {t('editor.history.added')}
                </Box>
                {part.value}
              </ins>
            );
          }
          return <span key={key}>{part.value}</span>;
        },
      )}
    </Box>
  );
}
