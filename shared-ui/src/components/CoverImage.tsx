import { Box, type SxProps, type Theme } from '@app/shared-ui/mui';

export interface CoverImageProps {
  src: string;
  alt: string;
  /** The image's intrinsic size: the browser reserves its box, so nothing shifts when it loads. */
  width: number;
  height: number;
  /** The page's main image: fetched first instead of when it nears the viewport. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** A picture that fills its box's width, cropped to its aspect ratio, on a muted placeholder. */
export function CoverImage({ src, alt, width, height, priority = false, sx }: CoverImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${width} / ${height}`,
          objectFit: 'cover',
          bgcolor: 'action.hover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
