import { formatDateTime, type Language } from '@app/domain';
import { Alert, AlertTitle, Button, Stack } from '@app/shared-ui/mui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupElsewhere, BackupNotice, BackupOffer } from './useDraftBackup';

export interface DraftBackupNoticeProps {
  /** A backup found as the editor opened that differs from what is stored. */
  offer: BackupOffer | null;
  /** What became of it, or of what was typed before the session ended. */
  notice: BackupNotice | null;
  /** The browser refused the last backup. */
  failed: boolean;
  /** Another tab of this browser backs up this item, so this one does not (and why). */
  elsewhere: BackupElsewhere | null;
  onRestore: () => void;
  onDiscard: () => void;
  /** The console's language (the backup's time is written in it). */
  language: Language;
}

const NOTICE_KEYS = {
  handedOver: 'editor.keptAfterSignOut',
  typedWhileOffered: 'editor.backup.typedWhileOffered',
  otherTabClosed: 'editor.backup.otherTabClosed',
  restored: 'editor.backup.restored',
  restoredOverNewer: 'editor.backup.restoredOverNewer',
  discarded: 'editor.backup.discarded',
} as const;

/**
 * The editor's word on its backup (draftBackup.ts), above the fields: a backup found is offered with
 * Restore and Discard (an alert, so a screen reader says it as the editor opens; both buttons are in
 * the page's tab order); once answered, what became of it is said in a status that takes the focus
 * the answer's button had (gone with the offer), so the keyboard stays at the top of the form.
 */
export function DraftBackupNotice({
  offer,
  notice,
  failed,
  elsewhere,
  onRestore,
  onDiscard,
  language,
}: DraftBackupNoticeProps) {
  const { t } = useTranslation('admin');
  const said = useRef<HTMLDivElement>(null);
  /** An answer was given here: the status that replaces the offer takes the focus. */
  const answered = useRef(false);
  useEffect(() => {
    if (notice && answered.current) {
      answered.current = false;
      said.current?.focus();
    }
  }, [notice]);
  const answer = (then: () => void) => () => {
    answered.current = true;
    then();
  };
  return (
    <>
      {offer && (
        <Alert
          severity={offer.storedChanged ? 'warning' : 'info'}
          role="alert"
          // Beside the message below md, the two buttons left it a few letters a line on a phone
          // ('webbläsa|ren', console-phone.spec.ts): there the alert is a grid, the icon and the
          // message side by side, the buttons under the message.
          sx={{ display: { xs: 'grid', md: 'flex' }, gridTemplateColumns: 'auto minmax(0, 1fr)' }}
          slotProps={{
            action: {
              sx: {
                gridColumn: 2,
                justifySelf: 'start',
                m: { xs: 0, md: '0 -8px 0 auto' },
                p: { xs: '0 0 8px', md: '4px 0 0 16px' },
              },
            },
          }}
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignSelf: 'center' }}>
              <Button variant="contained" size="small" onClick={answer(onRestore)}>
                {t('editor.backup.restore')}
              </Button>
              <Button variant="outlined" size="small" onClick={answer(onDiscard)}>
                {t('editor.backup.discard')}
              </Button>
            </Stack>
          }
        >
          <AlertTitle>{t('editor.backup.offerTitle')}</AlertTitle>
          {t('editor.backup.offer', { date: formatDateTime(new Date(offer.backup.at), language) })}
          {offer.storedChanged && ` ${t('editor.backup.storedChanged')}`}
        </Alert>
      )}
      {notice && (
        <Alert ref={said} tabIndex={-1} severity={notice === 'restoredOverNewer' ? 'warning' : 'info'} role="status">
          {t(NOTICE_KEYS[notice])}
        </Alert>
      )}
      {failed && (
        <Alert severity="warning" role="status">
          {t('editor.backup.notKept')}
        </Alert>
      )}
      {elsewhere && (
        <Alert severity="warning" role="status">
          {t(elsewhere === 'open' ? 'editor.backup.openElsewhere' : 'editor.backup.elsewhere')}
        </Alert>
      )}
    </>
  );
}
