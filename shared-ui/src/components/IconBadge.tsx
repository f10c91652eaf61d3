import { Box } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';

export interface IconBadgeProps {
  icon: ReactNode;
  color?: 'primary' | 'secondary';
  /** `large` for a page's hero, `small` for a card. */
  size?: 'small' | 'large';
}

/** A decorative icon on a tinted square; hidden from assistive technology. */
export function IconBadge({ icon, color = 'primary', size = 'small' }: IconBadgeProps) {
  const large = size === 'large';
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        display: 'inline-flex',
        alignSelf: 'flex-start',
        p: large ? 2 : 1.25,
        mb: large ? 3 : 0,
        borderRadius: large ? 3 : 2,
        color: `${color}.main`,
        bgcolor: theme.alpha((theme.vars ?? theme).palette[color].main, 0.12),
        ...(large ? { '& svg': { fontSize: 40 } } : {}),
      })}
    >
      {icon}
    </Box>
  );
}
