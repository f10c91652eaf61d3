import { Button } from '@app/shared-ui/mui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@app/shared-ui/mui-admin';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Deleting or discarding: the confirm button is red. */
  destructive?: boolean;
}

/**
 * Asks before something that cannot be undone. Escape or Cancel keeps things as they are. It takes
 * one answer: once closed (`open` false) its buttons are disabled while it fades out, so a double
 * click on the confirm button (erase a person's leads, delete, revoke, translate all) does it once.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={messageId}>
      {/* A title may name an item: a long unbroken word wraps rather than widening the dialog. */}
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={!open} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={!open}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          // White on the dark theme's lighter red is too faint (3.7:1); the darker red reads at 5:1.
          sx={destructive ? { bgcolor: 'error.dark' } : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
