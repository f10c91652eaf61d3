import { Box, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
export interface TimelineItem {
  id: string;
  /** Shown in the marker column: a year, "Step 1", … */
  marker: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon in the dot; hidden from assistive technology. */
  icon?: ReactNode;
}

export interface TimelineProps {
  items: readonly TimelineItem[];
  headingLevel?: 'h3' | 'h4';
  color?: 'primary' | 'secondary';
}

/** An ordered, vertical timeline (a journey or the steps of a process) as an `<ol>`. */
export function Timeline({ items, headingLevel = 'h3', color = 'primary' }: TimelineProps) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 820, mx: 'auto' }}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'grid', gridTemplateColumns: '48px minmax(0, 1fr)', columnGap: { xs: 2, sm: 3 } }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: `${color}.main`,
                  color: `${color}.contrastText`,
                  fontWeight: 700,
                  '& svg': { fontSize: 24 },
                }}
              >
                {item.icon ?? index + 1}
              </Box>
              {last ? null : <Box aria-hidden="true" sx={{ flexGrow: 1, width: 2, my: 1, bgcolor: 'divider' }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 4, pt: 0.5 }}>
              <Typography
                component="p"
                variant="overline"
                sx={{ color: `${color}.main`, fontWeight: 700, lineHeight: 1.6 }}
              >
                {item.marker}
              </Typography>
              <Typography component={headingLevel} variant="h4">
                {item.title}
              </Typography>
              {item.description ? (
                <Typography component="p" color="textSecondary" sx={{ mt: 1 }}>
                  {item.description}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
