import { BOOKING_DIALOG_ID, useAppConfig } from '@app/platform';
import { NativeDialog, WITH_SCRIPT, WITHOUT_SCRIPT } from '@app/shared-ui';
import { Box, Link } from '@app/shared-ui/mui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The consultation booking page in a native modal dialog, opened by any button with
 * `opensDialog(BOOKING_DIALOG_ID)`: the browser opens it from the server's HTML, and returns
 * focus to that button on close. Its title is 'Schedule a consultation' in both languages, marked
 * `lang="en"` in Swedish.
 *
 * The frame names the booking page only once the dialog has opened, and keeps it after: every
 * page has this dialog, and a frame with its address loads it on every page view where no script
 * runs (a browser defers `loading="lazy"` only with scripting on), a third party's page nobody
 * asked for. Where no script runs the dialog offers a link to the booking page instead.
 */
export function BookingDialog() {
  const { t, i18n } = useTranslation('shell');
  // The frame's title is the specification's fixed English text in both languages: marked as
  // English on a Swedish page, so screen readers pronounce it so (the product rules' fixed texts).
  const titleLang = t('booking.iframeTitleLang');
  const { links } = useAppConfig();
  const opened = useOpenedOnce(BOOKING_DIALOG_ID);
  return (
    <NativeDialog id={BOOKING_DIALOG_ID} title={t('booking.title')} closeLabel={t('booking.close')} placement="center">
      <Box
        component="iframe"
        title={t('booking.iframeTitle')}
        lang={titleLang !== i18n.language ? titleLang : undefined}
        src={opened ? links.booking : undefined}
        sx={{ border: 0, width: '100%', flex: 1, ...WITH_SCRIPT }}
      />
      <Box sx={{ px: 3, pb: 3, ...WITHOUT_SCRIPT }}>
        <Link href={links.booking}>{t('booking.openPage')}</Link>
      </Box>
    </NativeDialog>
  );
}

/** Whether the dialog `id` has been open since this rendered (its `open` attribute, whoever set it). */
function useOpenedOnce(id: string): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const dialog = document.getElementById(id);
    if (!dialog || opened) return;
    if (dialog.hasAttribute('open')) {
      setOpened(true);
      return;
    }
    const observer = new MutationObserver(() => {
      if (dialog.hasAttribute('open')) setOpened(true);
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [id, opened]);
  return opened;
}
