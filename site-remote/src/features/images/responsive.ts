import { responsiveImage } from '@app/domain';
import type { MarkdownImages } from '@app/shared-ui/markdown';

/**
 * How wide the site shows each kind of image (the `sizes` attribute), so a phone picks the
 * narrow variant: Container md (56.25em: 900 px at the default text size; 16 px padding on phones,
 * 24 px from 37.5em) for a post's cover and the images in its text; the blog grid's 1, 2 or 3
 * columns of Container lg (75em); a case study's picture, full width on phones and two fifths of
 * Container lg from 56.25em. In em as the theme's breakpoints (shared-ui/src/theme.ts): a visitor's
 * larger text size widens the columns and moves the breakpoints alike.
 */
export const IMAGE_SIZES = {
  postColumn: '(min-width: 56.25em) calc(56.25em - 48px), (min-width: 37.5em) calc(100vw - 48px), calc(100vw - 32px)',
  blogCard:
    '(min-width: 75em) calc((75em - 96px) / 3), (min-width: 56.25em) calc((100vw - 96px) / 3), (min-width: 37.5em) calc((100vw - 72px) / 2), calc(100vw - 32px)',
  caseStudyCard: '(min-width: 75em) calc((75em - 48px) * 0.4), (min-width: 56.25em) 40vw, calc(100vw - 32px)',
} as const;

/** `srcSet` and `sizes` for a stored image URL with variants; nothing for any other image (an animation of ours included). */
export function imageSources(url: string, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = responsiveImage(url)?.srcSet;
  return srcSet ? { srcSet, sizes } : {};
}

/**
 * The markdown renderer's images: our uploads get their variants, shown as wide as the text column,
 * and their size (an animation its size alone), so the page keeps their box before they arrive.
 */
export const MARKDOWN_IMAGES: MarkdownImages = {
  sources: (src) => responsiveImage(src),
  sizes: IMAGE_SIZES.postColumn,
};
