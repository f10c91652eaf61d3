import { Box } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';

/**
 * Lets long words in large headings (Swedish compounds such as "Framgångsberättelser")
 * hyphenate, or break as a last resort, instead of widening the page on a 360 px phone.
 */
export function LongWords({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', maxWidth: '100%', hyphens: 'auto', overflowWrap: 'break-word' }}
    >
      {children}
    </Box>
  );
}
