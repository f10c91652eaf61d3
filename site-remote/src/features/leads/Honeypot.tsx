import type { HONEYPOT_FIELD } from '@app/domain';
/**
 * The field name of the lead schemas. Typed against the domain constant but written out, so
 * the home page does not load the domain's schema module (and zod) just for this name.
 */
import { Box } from '@app/shared-ui/mui';
import { useId } from 'react';
import { leadsStrings } from '../../i18n/strings/leads';
import { useSiteStrings } from '../../i18n/useSiteStrings';

const HONEYPOT_NAME: typeof HONEYPOT_FIELD = 'website';

export interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The anti-bot field of product decision 2: off-screen, hidden from assistive technology and
 * out of the tab order, so people never fill it; a bot that does gets its lead refused.
 */
export function Honeypot({ value, onChange }: HoneypotProps) {
  const { t } = useSiteStrings(leadsStrings);
  const id = useId();
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor={id}>{t('leads.honeypot.label')}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}
