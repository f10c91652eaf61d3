import { type MarkdownProps, Markdown as MarkdownView } from '@app/shared-ui/markdown';
import { blogStrings } from '../../i18n/strings/blog';
import { useSiteStrings } from '../../i18n/useSiteStrings';

/** The shared markdown renderer (the admin's preview uses the same one) with the site's labels. */
export function Markdown(props: Omit<MarkdownProps, 'labels'>) {
  const { t } = useSiteStrings(blogStrings);
  return <MarkdownView {...props} labels={{ table: t('blog.markdown.table'), code: t('blog.markdown.code') }} />;
}
