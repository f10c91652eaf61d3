import { Box, Card, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
export interface StatCardProps {
  /** The figure, e.g. "95%". */
  value: ReactNode;
  /** What the figure measures, e.g. "Client satisfaction". */
  label: ReactNode;
  description?: ReactNode;
  /** Decorative icon; hidden from assistive technology. */
  icon?: ReactNode;
  color?: 'primary' | 'secondary';
  component?: 'div' | 'li';
}

/** A headline figure with its label: read as "95% Client satisfaction". */
export function StatCard({ value, label, description, icon, color = 'primary', component = 'div' }: StatCardProps) {
  return (
    <Card component={component} sx={{ height: '100%', p: { xs: 2.5, md: 3 }, textAlign: 'center' }}>
      {icon ? (
        <Box aria-hidden="true" sx={{ color: `${color}.main`, mb: 1, '& svg': { fontSize: 32 } }}>
          {icon}
        </Box>
      ) : null}
      <Typography
        component="p"
        sx={{ fontSize: { xs: '2.25rem', md: '2.75rem' }, fontWeight: 800, lineHeight: 1.1, color: `${color}.main` }}
      >
        {value}
      </Typography>
      <Typography component="p" variant="h6" sx={{ mt: 1 }}>
        {label}
      </Typography>
      {description ? (
        <Typography component="p" color="textSecondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      ) : null}
    </Card>
  );
}
