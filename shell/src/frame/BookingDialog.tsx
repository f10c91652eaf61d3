import { BOOKING_DIALOG_ID, useAppConfig } from '@app/platform';
import { NativeDialog } from '@app/shared-ui';
import { useTranslation } from 'react-i18next';

/**
 * The consultation booking page in a native modal dialog, opened by any button with
 * `opensDialog(BOOKING_DIALOG_ID)`: the browser opens it from the server's HTML, and returns
 * focus to that button on close. The iframe loads when the dialog first shows (loading="lazy").
 */
export function BookingDialog() {
  const { t } = useTranslation('shell');
  const { links } = useAppConfig();
  return (
    <NativeDialog id={BOOKING_DIALOG_ID} title={t('booking.title')} closeLabel={t('booking.close')} placement="center">
      <iframe
        title={t('booking.iframeTitle')}
        src={links.booking}
        style={{ border: 0, width: '100%', flex: 1 }}
        loading="lazy"
      />
    </NativeDialog>
  );
}
