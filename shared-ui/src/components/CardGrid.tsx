import { Box } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
export interface CardGridProps {
  /** Columns from the `md` breakpoint up (one column on phones, two on tablets). */
  columns?: 2 | 3 | 4 | 5;
  /** Render as a list (`ul`) when the cards are a list of like items. */
  as?: 'div' | 'ul';
  children: ReactNode;
}

/** A responsive grid of equal cards: 1 column at 360 px, 2 on tablets, `columns` on desktop. */
export function CardGrid({ columns = 3, as = 'div', children }: CardGridProps) {
  return (
    <Box
      component={as}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: columns === 2 ? '1fr 1fr' : 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns === 4 ? 2 : Math.min(columns, 3)}, minmax(0, 1fr))`,
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
        ...(as === 'ul' ? { listStyle: 'none', p: 0, m: 0 } : {}),
      }}
    >
      {children}
    </Box>
  );
}
