import { ExpandMore as ExpandMoreIcon } from '@app/shared-ui/icons';

import { Box, ButtonBase, Typography } from '@app/shared-ui/mui';
import { type ReactNode, useId, useState } from 'react';
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
 * ("single, collapsible"). Each question is a heading that holds a button with
 * aria-expanded / aria-controls, following the WAI-ARIA accordion pattern.
 */
export function FaqAccordion({ items, headingLevel = 'h3', defaultOpenId = null }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-question`;
        const panelId = `${baseId}-${item.id}-answer`;
        return (
          <Box key={item.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography component={headingLevel} variant="h6" sx={{ m: 0 }}>
              <ButtonBase
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                sx={{
                  width: '100%',
                  justifyContent: 'space-between',
                  gap: 2,
                  py: 2.25,
                  px: 1,
                  textAlign: 'left',
                  font: 'inherit',
                  color: 'text.primary',
                  borderRadius: 1,
                  '&:hover': { color: 'primary.main' },
                }}
              >
                <span>{item.question}</span>
                <ExpandMoreIcon
                  aria-hidden="true"
                  sx={{
                    flexShrink: 0,
                    transition: 'transform 150ms',
                    transform: open ? 'rotate(180deg)' : 'none',
                    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                  }}
                />
              </ButtonBase>
            </Typography>
            <Box
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              sx={{ px: 1, pb: 2.5, color: 'text.secondary' }}
            >
              {item.answer}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
