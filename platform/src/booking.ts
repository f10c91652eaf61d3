import { create } from 'zustand';

interface BookingDialogState {
  open: boolean;
  openBooking: () => void;
  closeBooking: () => void;
}

/** The booking dialog is owned by the shell; any remote opens it through this store. */
export const useBookingDialog = create<BookingDialogState>((set) => ({
  open: false,
  openBooking: () => set({ open: true }),
  closeBooking: () => set({ open: false }),
}));

export const openBooking = (): void => useBookingDialog.getState().openBooking();
