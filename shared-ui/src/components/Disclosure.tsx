import { ExpandMore as ExpandMoreIcon } from '@app/shared-ui/icons';
import { Box, type SxProps, type Theme } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { printHidden } from '../print';
import { FOCUS_RING } from '../theme';

export interface DisclosureProps {
  /** The summary's text while closed … */
  summary: ReactNode;
  /** … and while open, when it changes (e.g. "Show less"). */
  openSummary?: ReactNode;
  /** Disclosures with the same name form a group of which one is open at a time. */
  name?: string;
  /** Open on first render. */
  defaultOpen?: boolean;
  /** Looks of the summary: a text link-like button (default) or an outlined button. */
  variant?: 'text' | 'outlined';
  /** Summary after the panel (a "Read more" under the text it opens). */
  summaryLast?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A native `<details>`/`<summary>`: the browser opens and closes it, exposes the summary as an
 * expandable button and finds text inside it with find-in-page; no app script involved. On paper
 * the content is unfolded (theme.ts) and the summary, a button's label, is left out.
 */
export function Disclosure({
  summary,
  openSummary,
  name,
  defaultOpen,
  variant = 'text',
  summaryLast,
  sx,
  children,
}: DisclosureProps) {
  return (
    <Box
      component="details"
      name={name}
      open={defaultOpen}
      sx={[
        { display: 'flex', flexDirection: 'column', '&::details-content': { order: 0 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="summary"
        {...printHidden}
        sx={(theme) => ({
          order: summaryLast ? 1 : 0,
          alignSelf: 'flex-start',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          cursor: 'pointer',
          fontWeight: 600,
          color: (theme.vars ?? theme).palette.primary.main,
          borderRadius: 1,
          py: 0.75,
          px: 1.25,
          mt: summaryLast ? 1 : 0,
          ...(variant === 'outlined' ? { border: 1, borderColor: 'primary.main' } : {}),
          '&:hover': { backgroundColor: 'action.hover' },
          '&:focus-visible': FOCUS_RING,
          '& .disclosure-icon': { transition: 'transform 150ms' },
          'details[open] > & .disclosure-icon': { transform: 'rotate(180deg)' },
          'details[open] > & .when-closed, details:not([open]) > & .when-open': { display: 'none' },
          '@media (prefers-reduced-motion: reduce)': { '& .disclosure-icon': { transition: 'none' } },
        })}
      >
        {openSummary ? (
          <>
            <span className="when-closed">{summary}</span>
            <span className="when-open">{openSummary}</span>
          </>
        ) : (
          summary
        )}
        <ExpandMoreIcon className="disclosure-icon" aria-hidden="true" fontSize="small" />
      </Box>
      {children}
    </Box>
  );
}
