import { Box, Button, type ButtonProps, CircularProgress } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  children: ReactNode;
  /** The label while the form is being sent (its `aria-busy="true"`). */
  busyLabel: ReactNode;
  /**
   * Disabled while the form's fields are invalid (`form:invalid`, e.g. an e-mail that does not
   * match its `pattern`): by CSS, so it holds from the server's HTML, with or without script.
   */
  disabledWhileInvalid?: boolean;
}

/**
 * A form's submit button that shows progress while its form is `aria-busy="true"`: set by the
 * app while it sends, or by the boot script while a plain post is on its way. Both labels are
 * rendered; CSS shows the one that applies, so nothing is re-rendered when the state changes.
 */
export function SubmitButton({ children, busyLabel, disabledWhileInvalid, sx, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      {...props}
      sx={[
        {
          '& .busy': { display: 'none' },
          'form[aria-busy="true"] &': { pointerEvents: 'none', opacity: 0.7 },
          'form[aria-busy="true"] & .idle': { display: 'none' },
          'form[aria-busy="true"] & .busy': { display: 'inline-flex' },
        },
        disabledWhileInvalid
          ? (theme) => ({
              // Looks disabled, but its text keeps 4.5:1 (it is not `disabled`, so it is checked).
              'form:invalid &': {
                pointerEvents: 'none',
                boxShadow: 'none',
                color: (theme.vars ?? theme).palette.text.secondary,
                backgroundColor: (theme.vars ?? theme).palette.action.disabledBackground,
              },
            })
          : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <span className="idle">{children}</span>
      <Box component="span" className="busy" sx={{ alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} color="inherit" aria-hidden="true" />
        {busyLabel}
      </Box>
    </Button>
  );
}
