import { type MarkdownProps, Markdown as MarkdownView } from '@app/shared-ui/markdown';
import { useTranslation } from 'react-i18next';
import '../../i18n/register/blog';

/** The shared markdown renderer (the admin's preview uses the same one) with the site's labels. */
export function Markdown(props: Omit<MarkdownProps, 'labels'>) {
  const { t } = useTranslation('site');
  return <MarkdownView {...props} labels={{ table: t('blog.markdown.table'), code: t('blog.markdown.code') }} />;
}
