import { Box } from '@app/shared-ui/mui';
import { useId } from 'react';

export interface HoneypotFieldProps {
  /** The field name the server checks. */
  name: string;
  /** A label, for the rare assistive technology that still reaches the field. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A form's anti-bot field: off-screen, hidden from assistive technology and out of the tab
 * order, so people never fill it in; naive bots do, and the server refuses what they send.
 */
export function HoneypotField({ name, label, value, onChange }: HoneypotFieldProps) {
  const id = useId();
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}
