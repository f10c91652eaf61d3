import { Button, type ButtonProps } from '@app/shared-ui/mui';
import type { Ref } from 'react';

export interface UnavailableButtonProps extends ButtonProps {
  /** While true the button says it is unavailable and looks disabled; a press should do nothing. */
  unavailable: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button unavailable for a while (the editor's Save and History while a save runs, the leads'
 * exports while one runs): `aria-disabled` rather than `disabled`, because a disabled button lets
 * its focus go to the page (the browser's focus fixup) and a keyboard user would start again from
 * the page's top; it keeps its focus and its place in the tab order, and its `onClick` checks
 * the same state. It looks as MUI's disabled button does (the palette's `action.disabled` text,
 * `action.disabledBackground` fill or border, no shadow, no hover), since MUI gives that look only
 * to its `disabled` prop.
 */
export function UnavailableButton({ unavailable, sx, variant = 'text', ...props }: UnavailableButtonProps) {
  return (
    <Button
      {...props}
      variant={variant}
      aria-disabled={unavailable || undefined}
      sx={[
        unavailable &&
          ((theme) => {
            const { action } = (theme.vars ?? theme).palette;
            return {
              color: action.disabled,
              boxShadow: 'none',
              cursor: 'default',
              backgroundColor: variant === 'contained' ? action.disabledBackground : 'transparent',
              ...(variant === 'outlined' && { border: `1px solid ${action.disabledBackground}` }),
            };
          }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
