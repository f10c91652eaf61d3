import { CASE_STUDY_TRANSLATABLE_FIELDS } from '@app/domain';
import { Card, CardContent, Stack, Typography } from '@app/shared-ui/mui';
import { allCaseStudyTranslationSources, deleteCaseStudy, listCaseStudies } from '../data/caseStudies';
import { ListFrame } from '../features/content/ListFrame';
import { PublicationStatus } from '../features/content/PublicationStatus';
import { RowActions } from '../features/content/RowActions';
import { StaleSwedishChip, withStaleSwedish } from '../features/content/staleSwedish';
import { useContentList } from '../features/content/useContentList';

const listWithStaleSwedish = withStaleSwedish(
  listCaseStudies,
  allCaseStudyTranslationSources,
  CASE_STUDY_TRANSLATABLE_FIELDS,
);

/** Manage Case Studies (/admin/case-studies): every case study, drafts included, newest first. */
export default function CaseStudyListPage() {
  const { rows, reload, deleteRow } = useContentList('caseStudies', listWithStaleSwedish, deleteCaseStudy);

  return (
    <ListFrame kind="caseStudies" count={rows?.length ?? null} onReload={reload}>
      {rows?.map((study) => (
        <Card component="li" key={study.id}>
          <CardContent>
            <Stack direction="row" sx={{ gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <div>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                    {study.title}
                  </Typography>
                  <PublicationStatus document={study} />
                  <StaleSwedishChip fields={study.staleSwedish} />
                </Stack>
                <Typography
                  color="text.secondary"
                  sx={{
                    my: 1,
                    display: '-webkit-box',
                    WebkitLineClamp: 3,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {study.challenge}
                </Typography>
                <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
                  {[study.client_name, study.industry].filter(Boolean).map((item) => (
                    <Typography key={item} variant="body2" color="text.secondary">
                      {item}
                    </Typography>
                  ))}
                </Stack>
              </div>
              <RowActions
                kind="caseStudies"
                title={study.title}
                editPath={`/admin/case-studies/${study.id}/edit`}
                onDelete={() => deleteRow(study.id)}
              />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </ListFrame>
  );
}
