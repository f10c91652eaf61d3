import { BOOKING_DIALOG_ID } from '@app/platform';
import { Link as RouterLink } from '@app/platform/router';
import { CtaBand, opensDialog } from '@app/shared-ui';
import { Button } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';

export interface BookingCtaProps {
  title: ReactNode;
  text: string;
  /** The label of the button that opens the booking dialog. */
  bookLabel: string;
  /** An icon before that label. */
  bookIcon?: ReactNode;
  /** A second, outlined button that goes to another page of the site. */
  secondary?: { to: string; label: string };
}

/** The closing band of a page whose main button opens the shell's booking dialog. */
export function BookingCta({ title, text, bookLabel, bookIcon, secondary }: BookingCtaProps) {
  return (
    <CtaBand
      title={title}
      text={text}
      actions={
        <>
          <Button variant="contained" size="large" {...opensDialog(BOOKING_DIALOG_ID)} startIcon={bookIcon}>
            {bookLabel}
          </Button>
          {secondary ? (
            <Button variant="outlined" size="large" component={RouterLink} to={secondary.to}>
              {secondary.label}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
