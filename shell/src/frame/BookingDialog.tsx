import { BOOKING_DIALOG_ID, useAppConfig } from '@app/platform';
import { NativeDialog } from '@app/shared-ui';
import { useTranslation } from 'react-i18next';

/**
 * The consultation booking page in a native modal dialog, opened by any button with
 * `opensDialog(BOOKING_DIALOG_ID)`: the browser opens it from the server's HTML, and returns
 * focus to that button on close. The iframe loads when the dialog first shows (loading="lazy").
 * Its title is 'Schedule a consultation' in both languages, marked `lang="en"` in Swedish.
 */
export function BookingDialog() {
  const { t, i18n } = useTranslation('shell');
  // The frame's title is the specification's fixed English text in both languages: marked as
  // English on a Swedish page, so screen readers pronounce it so (the product rules' fixed texts).
  const titleLang = t('booking.iframeTitleLang');
  const { links } = useAppConfig();
  return (
    <NativeDialog id={BOOKING_DIALOG_ID} title={t('booking.title')} closeLabel={t('booking.close')} placement="center">
      <iframe
        title={t('booking.iframeTitle')}
        lang={titleLang !== i18n.language ? titleLang : undefined}
        src={links.booking}
        style={{ border: 0, width: '100%', flex: 1 }}
        loading="lazy"
      />
    </NativeDialog>
  );
}
