/**
 * The booking dialog is a native <dialog> the shell renders once on every page; any remote opens
 * it with a button carrying `opensDialog(BOOKING_DIALOG_ID)` (from the design system).
 */
export const BOOKING_DIALOG_ID = 'booking-dialog';
