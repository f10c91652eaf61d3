import { Box, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
export interface MetricItem {
  /** The figure, e.g. "40%". */
  value: ReactNode;
  /** What it measures, e.g. "Higher conversion". */
  label: ReactNode;
}

export interface MetricsGridProps {
  items: readonly MetricItem[];
  /** Accessible name of the list, e.g. "Key results". */
  label?: string;
  color?: 'primary' | 'secondary';
  /**
   * The items' language when it is not the page's (e.g. 'en' for English figures shown on a
   * Swedish page); the list's own label stays in the page's language.
   */
  lang?: string;
}

/**
 * Headline figures in a grid of 3 columns (one column on narrow phones), as a description list
 * so each value is read with its label.
 */
export function MetricsGrid({ items, label, color = 'primary', lang }: MetricsGridProps) {
  if (items.length === 0) return null;
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(auto-fit, minmax(140px, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 2,
        m: 0,
      }}
    >
      {items.map((item, index) => (
        <Box
          // Metrics have no id and may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list in display order.
          key={index}
          lang={lang}
          sx={(theme) => ({
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
            gap: 0.5,
            p: 2,
            textAlign: 'center',
            borderRadius: 2,
            bgcolor: theme.alpha((theme.vars ?? theme).palette[color].main, 0.08),
          })}
        >
          <Typography component="dt" variant="body2" color="textSecondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 800,
              fontSize: { xs: '1.5rem', md: '1.75rem' },
              lineHeight: 1.2,
              color: `${color}.main`,
            }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
