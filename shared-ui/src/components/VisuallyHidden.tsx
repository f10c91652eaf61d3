import { styled } from '@app/shared-ui/mui';

/**
 * Text for screen readers only, e.g. "(opens in a new tab)" or the name of the card a
 * repeated "Learn more" link belongs to. Stays in the accessibility tree and in copied text.
 */
export const VisuallyHidden = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
