import { responsiveImage } from '@app/domain';
import type { MarkdownImages } from '@app/shared-ui/markdown';

/**
 * How wide the site shows each kind of image (the `sizes` attribute), so a phone picks the
 * narrow variant: Container md (900 px, 16 px padding on phones, 24 px from 600 px) for a post's
 * cover and the images in its text; the blog grid's 1, 2 or 3 columns of Container lg (1200 px);
 * a case study's picture, full width on phones and two fifths of Container lg from 900 px.
 */
export const IMAGE_SIZES = {
  postColumn: '(min-width: 900px) 852px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
  blogCard:
    '(min-width: 1200px) 370px, (min-width: 900px) calc((100vw - 96px) / 3), (min-width: 600px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
  caseStudyCard: '(min-width: 1200px) 460px, (min-width: 900px) 40vw, calc(100vw - 32px)',
} as const;

/** `srcSet` and `sizes` for a stored image URL with variants; nothing for any other image. */
export function imageSources(url: string, sizes: string): { srcSet?: string; sizes?: string } {
  const image = responsiveImage(url);
  return image ? { srcSet: image.srcSet, sizes } : {};
}

/** The markdown renderer's images: our uploads get their variants, shown as wide as the text column. */
export const MARKDOWN_IMAGES: MarkdownImages = {
  sources: (src) => responsiveImage(src),
  sizes: IMAGE_SIZES.postColumn,
};
