import type { ComponentProps } from 'react';
import { preload } from 'react-dom';
import { Box, type SxProps, type Theme } from '../mui';
import { type StaticStyles, staticStyles, useStaticClass } from '../staticClass';

export interface CoverImageProps {
  src: string;
  alt: string;
  /** The image's intrinsic size: the browser reserves its box, so nothing shifts when it loads. */
  width: number;
  height: number;
  /**
   * The page's main image (its largest paint): fetched first, with high priority, never lazily, and
   * preloaded with the same sources (React's `preload()`: on the server a `<link>` the render puts in
   * the head, once, as React counts the `<img>`'s own hint as the same; in the browser one in the head,
   * which React leaves there after the page is left: checked in Chromium, list → post → back → another
   * post at 1440 px and 360 px, it downloads nothing again and no "preloaded but not used" warning).
   */
  priority?: boolean;
  /** Narrower copies of the image (`url 480w, …`) and the width it is shown at (`sizes`). */
  srcSet?: string | undefined;
  sizes?: string | undefined;
  /** The alt text's language when it is not the page's (e.g. 'en' for an English title on a Swedish page). */
  lang?: string | undefined;
  sx?: SxProps<Theme>;
}

function coverRules(width: number, height: number) {
  return {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${width} / ${height}`,
    objectFit: 'cover',
    bgcolor: 'action.hover',
  } as const;
}

/** Without `sx`, a class per aspect ratio written once per process (a card grid repeats it). */
const coverStyles = new Map<string, StaticStyles>();

function coverStylesFor(width: number, height: number): StaticStyles {
  const key = `${width} / ${height}`;
  let styles = coverStyles.get(key);
  if (!styles) {
    const { bgcolor: _bgcolor, ...rules } = coverRules(width, height);
    styles = staticStyles((theme) => ({ ...rules, backgroundColor: theme.vars.palette.action.hover }));
    coverStyles.set(key, styles);
  }
  return styles;
}

/** A picture that fills its box's width, cropped to its aspect ratio, on a muted placeholder. */
export function CoverImage({ src, alt, width, height, priority = false, srcSet, sizes, lang, sx }: CoverImageProps) {
  if (priority) {
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, ...(sizes ? { imageSizes: sizes } : {}) } : {}),
    });
  }
  const attributes = {
    // srcset and sizes before src: a browser that starts the download as soon as it sees src
    // (Safari did) would otherwise fetch the full-size file too.
    ...(srcSet ? { srcSet, sizes } : {}),
    src,
    alt,
    ...(lang ? { lang } : {}),
    width,
    height,
    decoding: 'async' as const,
    ...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }),
  };
  if (sx === undefined) return <PlainCover {...attributes} styles={coverStylesFor(width, height)} />;
  return <Box component="img" {...attributes} sx={[coverRules(width, height), ...(Array.isArray(sx) ? sx : [sx])]} />;
}

function PlainCover({ styles, alt, ...attributes }: ComponentProps<'img'> & { styles: StaticStyles }) {
  return <img className={useStaticClass(styles)} alt={alt} {...attributes} />;
}
