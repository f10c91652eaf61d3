import { type MarkdownProps, Markdown as MarkdownView } from '@app/shared-ui/markdown';
import { blogStrings } from '../../i18n/strings/blog';
import { useSiteStrings } from '../../i18n/useSiteStrings';
import { MARKDOWN_IMAGES } from '../images/responsive';

/**
 * The shared markdown renderer (the admin's preview uses the same one) with the site's labels,
 * and our uploaded images with their responsive variants.
 */
export function Markdown(props: Omit<MarkdownProps, 'labels' | 'images'>) {
  const { t } = useSiteStrings(blogStrings);
  return (
    <MarkdownView
      {...props}
      labels={{ table: t('blog.markdown.table'), code: t('blog.markdown.code') }}
      images={MARKDOWN_IMAGES}
    />
  );
}
