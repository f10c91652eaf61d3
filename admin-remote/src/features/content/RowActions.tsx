import type { ContentTypeId } from '@app/domain';
import { Link as RouterLink } from '@app/platform/router';
import { Delete as DeleteIcon, Edit as EditIcon } from '@app/shared-ui/icons-admin';
import { Button, IconButton, Stack } from '@app/shared-ui/mui';
import { Tooltip } from '@app/shared-ui/mui-admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../editor/ConfirmDialog';

export interface RowActionsProps {
  kind: ContentTypeId;
  title: string;
  editPath: string;
  /** Router location state the Edit link carries (the list's address, for the editor to return to). */
  editState?: unknown;
  /** The public address, for published items with a page of their own. */
  viewPath?: string | undefined;
  onDelete: () => Promise<unknown>;
  /** Why this account may not delete the item (a writer, a published item): the button is disabled and says so. */
  deleteRefusal?: string | undefined;
}

/** View (published only), edit and delete of one row; delete asks first, naming the item. */
export function RowActions({ kind, title, editPath, editState, viewPath, onDelete, deleteRefusal }: RowActionsProps) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const refusalId = useId();
  return (
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', flexShrink: 0 }}>
      {viewPath && (
        <Button size="small" component={RouterLink} to={viewPath} aria-label={t('list.viewLabel', { title })}>
          {t('list.view')}
        </Button>
      )}
      <Tooltip title={t('list.edit')}>
        <IconButton component={RouterLink} to={editPath} state={editState} aria-label={t('list.editLabel', { title })}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      {deleteRefusal ? (
        // A disabled button gets no hover: the tooltip sits on a wrapper, and the button itself is
        // described by the reason (read out with it); the list's notice says what writers may do.
        <Tooltip title={deleteRefusal} describeChild>
          <span style={{ display: 'inline-flex' }}>
            <IconButton
              color="error"
              disabled
              aria-label={t('list.deleteLabel', { title })}
              aria-describedby={refusalId}
            >
              <DeleteIcon />
            </IconButton>
            <span id={refusalId} hidden>
              {deleteRefusal}
            </span>
          </span>
        </Tooltip>
      ) : (
        <Tooltip title={t('list.delete')}>
          <IconButton color="error" onClick={() => setConfirming(true)} aria-label={t('list.deleteLabel', { title })}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('confirm.deleteTitle', { title })}
        message={t(`list.${kind}.confirmDelete`)}
        confirmLabel={t('confirm.delete')}
        cancelLabel={t('confirm.cancel')}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void onDelete();
        }}
      />
    </Stack>
  );
}
