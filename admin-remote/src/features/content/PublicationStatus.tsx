import { formatDateTime, type PublicationFields, publicationState } from '@app/domain';
import { useLanguage } from '@app/platform';
import { Chip } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';

/**
 * A list row's publication, beside its title: 'Draft', 'Scheduled for 25 Nov 2026, 14:00' (also
 * while the scheduled function has yet to publish it) and 'Unpublishes …', in Stockholm time; a
 * published document without times shows nothing.
 */
export function PublicationStatus({ document }: { document: PublicationFields }) {
  const { t } = useTranslation('admin');
  const language = useLanguage((state) => state.language);
  const publication = publicationState(document);
  const chip = (label: string) => (
    <Chip size="small" variant="outlined" label={label} sx={{ fontWeight: 700 }} key={label} />
  );
  if (publication.state === 'draft') return chip(t('list.draft'));
  const date = (instant: Date) => formatDateTime(instant, language);
  return (
    <>
      {publication.state === 'scheduled' && chip(t('list.scheduledFor', { date: date(publication.publishAt) }))}
      {publication.unpublishAt && chip(t('list.unpublishes', { date: date(publication.unpublishAt) }))}
    </>
  );
}
