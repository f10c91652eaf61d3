import { Button } from '@app/shared-ui/mui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@app/shared-ui/mui-admin';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConflictDialogProps {
  open: boolean;
  /** The stored document was deleted rather than changed. */
  deleted: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onBackToList: () => void;
  /**
   * Once it has closed (its fade-out ended), with whether the focus is still inside it: where it
   * opened with none to give back, the focus would then go to the page as it goes.
   */
  onClosed?: (focusInside: boolean) => void;
  /** A save is running (the overwrite chosen): every answer is disabled, so one click writes once. */
  busy?: boolean;
}

/** Save found the document changed since the editor opened it: reload theirs or overwrite. */
export function ConflictDialog({
  open,
  deleted,
  onReload,
  onOverwrite,
  onBackToList,
  onClosed,
  busy = false,
}: ConflictDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const messageId = useId();
  const root = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      ref={root}
      open={open}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{
        transition: { onExited: () => onClosed?.(root.current?.contains(document.activeElement) ?? false) },
      }}
    >
      <DialogTitle id={titleId}>{t('editor.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {deleted ? t('editor.conflict.deletedBody') : t('editor.conflict.body')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {deleted ? (
          <Button onClick={onBackToList} disabled={busy}>
            {t('editor.conflict.backToList')}
          </Button>
        ) : (
          <Button onClick={onReload} disabled={busy}>
            {t('editor.conflict.reload')}
          </Button>
        )}
        <Button onClick={onOverwrite} variant="contained" disabled={busy}>
          {t('editor.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
