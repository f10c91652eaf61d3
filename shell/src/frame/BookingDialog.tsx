import { getAppConfig, useBookingDialog } from '@app/platform';
import { Close as CloseIcon } from '@app/shared-ui/icons';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';

/** The dialog is at most 56rem wide (Tailwind's "4xl") and 80% of the viewport high. */
const MAX_WIDTH = '56rem';

/** The consultation booking page in a dialog; MUI returns focus to the opener on close. */
export function BookingDialog() {
  const { t } = useTranslation('shell');
  const { open, closeBooking } = useBookingDialog();
  return (
    <Dialog
      open={open}
      onClose={closeBooking}
      aria-labelledby="booking-dialog-title"
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: MAX_WIDTH, height: '80vh', m: 1, width: 'calc(100% - 16px)' } } }}
    >
      <DialogTitle id="booking-dialog-title" sx={{ pr: 7 }}>
        {t('booking.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('booking.close')}
        onClick={closeBooking}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ p: 0, display: 'flex' }}>
        <iframe
          title="Schedule a consultation"
          src={getAppConfig().links.booking}
          style={{ border: 0, width: '100%', flex: 1 }}
          loading="lazy"
        />
      </DialogContent>
    </Dialog>
  );
}
