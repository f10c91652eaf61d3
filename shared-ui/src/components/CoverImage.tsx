import { Box, type SxProps, type Theme } from '@app/shared-ui/mui';

export interface CoverImageProps {
  src: string;
  alt: string;
  /** The image's intrinsic size: the browser reserves its box, so nothing shifts when it loads. */
  width: number;
  height: number;
  /** The page's main image (its largest paint): fetched first, with high priority, never lazily. */
  priority?: boolean;
  /** Narrower copies of the image (`url 480w, …`) and the width it is shown at (`sizes`). */
  srcSet?: string | undefined;
  sizes?: string | undefined;
  sx?: SxProps<Theme>;
}

/** A picture that fills its box's width, cropped to its aspect ratio, on a muted placeholder. */
export function CoverImage({ src, alt, width, height, priority = false, srcSet, sizes, sx }: CoverImageProps) {
  return (
    <Box
      component="img"
      // srcset and sizes before src: a browser that starts the download as soon as it sees src
      // (Safari did) would otherwise fetch the full-size file too.
      {...(srcSet ? { srcSet, sizes } : {})}
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
