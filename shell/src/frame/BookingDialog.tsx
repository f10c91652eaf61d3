import { BOOKING_DIALOG_ID, useAppConfig } from '@app/platform';
import { ENHANCE, NativeDialog, WITH_SCRIPT, WITHOUT_SCRIPT } from '@app/shared-ui';
import { Box, Link } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';

/**
 * The consultation booking page in a native modal dialog, opened by any button with
 * `opensDialog(BOOKING_DIALOG_ID)`: the browser opens it from the server's HTML, and returns
 * focus to that button on close. Its title is 'Schedule a consultation' in both languages, marked
 * `lang="en"` in Swedish.
 *
 * The frame loads the booking page only once the dialog has opened: every page has this dialog,
 * and a frame with an address loads it at once where no script runs (a browser defers
 * `loading="lazy"` only with scripting on), a third party's page nobody asked for. So the frame
 * carries the address as `data-frame-src`, which the boot script makes its `src` when the dialog
 * opens (installFramesOnOpen, shell/src/enhance/dialogs.ts; before the apps run too). React never
 * renders `src`, so nothing fights over it. Where no script runs the dialog offers a link to the
 * booking page instead.
 */
export function BookingDialog() {
  const { t, i18n } = useTranslation('shell');
  // The frame's title is the specification's fixed English text in both languages: marked as
  // English on a Swedish page, so screen readers pronounce it so (the product rules' fixed texts).
  const titleLang = t('booking.iframeTitleLang');
  const { links } = useAppConfig();
  return (
    <NativeDialog id={BOOKING_DIALOG_ID} title={t('booking.title')} closeLabel={t('booking.close')} placement="center">
      <Box
        component="iframe"
        title={t('booking.iframeTitle')}
        lang={titleLang !== i18n.language ? titleLang : undefined}
        {...{ [ENHANCE.frameSrc]: links.booking }}
        // The boot script may have set `src` before the apps hydrate this.
        suppressHydrationWarning
        sx={{ border: 0, width: '100%', flex: 1, ...WITH_SCRIPT }}
      />
      <Box sx={{ px: 3, pb: 3, ...WITHOUT_SCRIPT }}>
        <Link href={links.booking}>{t('booking.openPage')}</Link>
      </Box>
    </NativeDialog>
  );
}
