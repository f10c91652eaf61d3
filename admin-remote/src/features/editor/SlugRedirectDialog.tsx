import { Button } from '@app/shared-ui/mui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@app/shared-ui/mui-admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SlugRedirectDialogProps {
  /** The slug the save asked for, which still redirects to another item; null: the dialog is closed. */
  slug: string | null;
  /** Its public address (`/blog/<slug>`), when the type has one. */
  publicPath: string | null;
  onChooseAnother: () => void;
  onTakeOver: () => void;
}

/**
 * Save found the slug still redirecting to another item (a renamed published item's old
 * address): nothing was saved. Choose another slug, or take the address over (the redirect goes).
 * It takes one answer, as ConfirmDialog: closed, its buttons are disabled while it fades out.
 */
export function SlugRedirectDialog({ slug, publicPath, onChooseAnother, onTakeOver }: SlugRedirectDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={slug !== null} onClose={onChooseAnother} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{t('editor.slugRedirect.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {t('editor.slugRedirect.body', { slug: slug ?? '', path: publicPath ? ` (${publicPath})` : '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onChooseAnother} disabled={slug === null}>
          {t('editor.slugRedirect.chooseAnother')}
        </Button>
        <Button onClick={onTakeOver} disabled={slug === null} variant="contained">
          {t('editor.slugRedirect.takeOver')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
