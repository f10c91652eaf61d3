import { Box, Button, type ButtonProps, CircularProgress } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { ENHANCE, holdSubmitButtons } from '../enhance';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children' | 'disabled'> {
  children: ReactNode;
  /** The label while the form is being sent (its `aria-busy="true"`). */
  busyLabel: ReactNode;
  /** Also disabled while a field of the form is invalid (e.g. an e-mail that does not match its `pattern`). */
  disabledWhileInvalid?: boolean;
}

/** A button rendered in the browser (no server HTML before it) starts in its state at once. */
function holdOnMount(button: HTMLButtonElement | null): void {
  if (button?.form) holdSubmitButtons(button.form);
}

/**
 * A form's submit button: disabled (the property) while its form is being sent and, with
 * `disabledWhileInvalid`, while the form is invalid; it shows progress while its form is
 * `aria-busy="true"` (set by the app while it sends, or by the boot script while a plain post is
 * on its way). The server renders it enabled (without JavaScript the browser's own validation
 * holds an invalid post back); the page's script keeps `disabled` from the moment the page is
 * parsed, before and after the apps take over (installSubmitStates in ../enhance.ts). React never
 * renders `disabled` for it, so the server's HTML and the app agree and nothing fights over the
 * property; the attribute the script may have set before hydration is not React's to check
 * (`suppressHydrationWarning`). Both labels are rendered; CSS shows the one that applies.
 */
export function SubmitButton({ children, busyLabel, disabledWhileInvalid, sx, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      ref={holdOnMount}
      suppressHydrationWarning
      {...{ [ENHANCE.submitWhen]: disabledWhileInvalid ? 'valid' : 'idle' }}
      {...props}
      sx={[
        (theme) => ({
          '& .busy': { display: 'none' },
          'form[aria-busy="true"] &': { opacity: 0.7 },
          'form[aria-busy="true"] & .idle': { display: 'none' },
          'form[aria-busy="true"] & .busy': { display: 'inline-flex' },
          // MUI's own disabled look is for its `disabled` prop; this one is set on the element.
          'form:not([aria-busy="true"]) &:disabled': {
            boxShadow: 'none',
            color: (theme.vars ?? theme).palette.text.secondary,
            backgroundColor: (theme.vars ?? theme).palette.action.disabledBackground,
          },
        }),
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
