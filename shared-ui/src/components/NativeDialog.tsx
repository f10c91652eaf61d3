import { Close as CloseIcon } from '@app/shared-ui/icons';
import { Box, IconButton, styled, Typography } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { closesDialog } from '../invokers';

// Every attribute reaches the element: `closedby` is newer than emotion's list of valid props.
const DialogElement = styled('dialog', { shouldForwardProp: (prop) => prop !== 'theme' && prop !== 'as' })(
  ({ theme }) => ({
    padding: 0,
    border: 0,
    color: (theme.vars ?? theme).palette.text.primary,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    '&[open]': { display: 'flex', flexDirection: 'column' },
    '&::backdrop': { backgroundColor: 'rgb(0 0 0 / 0.5)' },
    '&[data-placement="center"]': {
      width: 'calc(100% - 16px)',
      maxWidth: '56rem',
      height: '80vh',
      borderRadius: tokensRadius(theme.shape.borderRadius),
    },
    '&[data-placement="end"]': {
      margin: '0 0 0 auto',
      height: '100dvh',
      maxHeight: '100dvh',
      width: 300,
      maxWidth: '100%',
      [theme.breakpoints.up('sm')]: { width: 400 },
    },
  }),
);

function tokensRadius(radius: number | string): string {
  return typeof radius === 'number' ? `${radius}px` : radius;
}

export interface NativeDialogProps {
  /** The dialog's id: buttons open it with `opensDialog(id)`. */
  id: string;
  /** Its heading, which also names it. */
  title: ReactNode;
  /** Hide the heading visually (it still names the dialog), e.g. when a logo stands in for it. */
  titleHidden?: boolean;
  /** Shown before the close button instead of the visible heading (e.g. the logo). */
  start?: ReactNode;
  closeLabel: string;
  /** `center`: a large dialog; `end`: a drawer along the inline end. */
  placement: 'center' | 'end';
  children: ReactNode;
}

/**
 * A modal `<dialog>`: the browser opens it (invoker commands, or the boot script's fallback),
 * traps focus in it, makes the page behind it inert, closes it on Escape or a click outside
 * (`closedby="any"`) and returns focus to the button that opened it. No app script is needed,
 * and the same element is what React hydrates, open or not.
 */
export function NativeDialog({ id, title, titleHidden, start, closeLabel, placement, children }: NativeDialogProps) {
  const titleId = `${id}-title`;
  return (
    <DialogElement id={id} closedby="any" aria-labelledby={titleId} data-placement={placement}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, pl: start ? 1.5 : 3 }}>
        {start}
        <Typography id={titleId} component="h2" variant="h6" sx={titleHidden ? visuallyHiddenSx : { flex: 1, m: 0 }}>
          {title}
        </Typography>
        <IconButton {...closesDialog(id)} aria-label={closeLabel} sx={{ ml: 'auto' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </DialogElement>
  );
}

const visuallyHiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
