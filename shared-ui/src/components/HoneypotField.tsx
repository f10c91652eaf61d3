import { Box } from '@app/shared-ui/mui';
import { useId } from 'react';

export interface HoneypotFieldProps {
  /** The field name the server checks. */
  name: string;
  /** A label, for the rare assistive technology that still reaches the field. */
  label: string;
}

/**
 * A form's anti-bot field: off-screen, hidden from assistive technology and out of the tab
 * order, so people never fill it in; naive bots do, and the server refuses what they send. It is
 * a plain uncontrolled input: the form's data (a plain post, or `FormData` in the app) carries it.
 */
export function HoneypotField({ name, label }: HoneypotFieldProps) {
  const id = useId();
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </Box>
  );
}
