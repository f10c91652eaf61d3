import { styled } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';

const Panel = styled('div')(({ theme }) => ({
  // Placed under its button by CSS anchor positioning; flipped when there is no room.
  inset: 'auto',
  margin: '4px 0 0',
  positionArea: 'bottom span-right',
  positionTryFallbacks: 'flip-inline',
  minWidth: 200,
  padding: theme.spacing(0.5, 0),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 8,
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  boxShadow: theme.shadows[8],
}));

/** The CSS anchor name of the button that opens the panel `id`. */
export function popoverAnchor(id: string) {
  return { anchorName: `--${id}` } as const;
}

/**
 * A menu panel the browser shows and hides itself (`popover="auto"`): a button with
 * `popoverTarget={id}` toggles it, Escape and a click elsewhere close it, and the button is
 * exposed as expanded while it is open. Give that button `sx={popoverAnchor(id)}` (or spread it)
 * so the panel sits under it. A `label` names the panel as a group of its buttons (a plain <div>
 * may not carry a name: ARIA drops it).
 */
export function PopoverPanel({ id, label, children }: { id: string; label?: string; children: ReactNode }) {
  return (
    <Panel
      id={id}
      popover="auto"
      role={label === undefined ? undefined : 'group'}
      aria-label={label}
      style={{ positionAnchor: `--${id}` } as React.CSSProperties}
    >
      {children}
    </Panel>
  );
}
