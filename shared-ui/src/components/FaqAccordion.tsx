import { ExpandMore as ExpandMoreIcon } from '@app/shared-ui/icons';
import { Box, Typography } from '@app/shared-ui/mui';
import { type ReactNode, useId } from 'react';
import { printHidden } from '../print';
import { FOCUS_RING } from '../theme';

export interface FaqItem {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Level of each question's heading, so it sits under the section heading. */
  headingLevel?: 'h3' | 'h4';
  /** Item open on first render; none by default. */
  defaultOpenId?: string | null;
}

/**
 * Questions and answers, one open at a time; activating the open question closes it again
 * ("single, collapsible"). Each item is a native `<details>` of one exclusive group (`name`), so
 * the browser opens and closes them from the server's HTML, with or without any app script, and
 * exposes each question as an expandable button. The question's heading sits in its summary.
 */
export function FaqAccordion({ items, headingLevel = 'h3', defaultOpenId = null }: FaqAccordionProps) {
  const group = useId();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {items.map((item) => (
        <Box
          key={item.id}
          component="details"
          name={group}
          open={item.id === defaultOpenId || undefined}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              py: 2.25,
              px: 1,
              cursor: 'pointer',
              listStyle: 'none',
              borderRadius: 1,
              '&::-webkit-details-marker': { display: 'none' },
              '&:hover': { color: 'primary.main' },
              '&:focus-visible': FOCUS_RING,
              '& > svg': { flexShrink: 0, transition: 'transform 150ms' },
              'details[open] > & > svg': { transform: 'rotate(180deg)' },
              '@media (prefers-reduced-motion: reduce)': { '& > svg': { transition: 'none' } },
            }}
          >
            <Typography component={headingLevel} variant="h6" sx={{ m: 0, minWidth: 0 }}>
              {item.question}
            </Typography>
            <ExpandMoreIcon aria-hidden="true" {...printHidden} />
          </Box>
          <Box sx={{ px: 1, pb: 2.5, color: 'text.secondary' }}>{item.answer}</Box>
        </Box>
      ))}
    </Box>
  );
}
