import { Box, CircularProgress } from '@app/shared-ui/mui';
export interface LoadingBlockProps {
  /** What is loading, read by screen readers, e.g. "Loading articles". */
  label: string;
  /** Minimum height, so the layout does not jump when content arrives. */
  minHeight?: number | string;
}

/** A centred spinner for a region whose content is loading; announced politely. */
export function LoadingBlock({ label, minHeight = 240 }: LoadingBlockProps) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
