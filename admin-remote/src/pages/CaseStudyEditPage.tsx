import {
  CASE_STUDY_LIMITS,
  CASE_STUDY_TRANSLATABLE_FIELDS,
  type CaseStudy,
  type CaseStudyDraft,
  caseStudyToDraft,
  emptyCaseStudyDraft,
  missingCaseStudyFields,
} from '@app/domain';
import { Stack, TextField } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import {
  caseStudyRevisions,
  caseStudyTranslationSources,
  createCaseStudy,
  getCaseStudy,
  updateCaseStudy,
} from '../data/caseStudies';
import { ContentEditorPage, type EditorForm } from '../features/editor/ContentEditorPage';
import { MarkdownField } from '../features/editor/MarkdownField';
import type { ContentEditorSource } from '../features/editor/useContentEditor';

export const caseStudyEditorSource: ContentEditorSource<CaseStudy, CaseStudyDraft> = {
  empty: emptyCaseStudyDraft,
  toDraft: caseStudyToDraft,
  get: getCaseStudy,
  revisions: caseStudyRevisions,
  translatable: CASE_STUDY_TRANSLATABLE_FIELDS,
  translationSources: caseStudyTranslationSources,
  create: createCaseStudy,
  update: updateCaseStudy,
  missing: missingCaseStudyFields,
};

/** The text inputs' limits (metrics are a count). */
const { metrics: _count, ...INPUT_LIMITS } = CASE_STUDY_LIMITS;

/** Create New Case Study (/admin/case-studies/new) and Edit Case Study (…/:id/edit). */
export default function CaseStudyEditPage({ id }: { id?: string | undefined }) {
  return (
    <ContentEditorPage
      source={caseStudyEditorSource}
      id={id}
      kind="caseStudies"
      texts="caseStudy"
      listPath="/admin/case-studies"
      imageFolder="case-studies"
      limits={INPUT_LIMITS}
    >
      {(form) => <CaseStudyFields {...form} />}
    </ContentEditorPage>
  );
}

function CaseStudyFields({
  draft,
  setField,
  language,
  swedish,
  shared,
  sv,
  field,
  fieldProps,
  imageFolder,
}: EditorForm<CaseStudyDraft>) {
  const { t } = useTranslation('admin');
  const markdownField = (name: 'challenge' | 'solution' | 'results') => (
    <MarkdownField
      key={`${name}-${language}`}
      label={sv(t(`editor.caseStudy.${name}`))}
      required={!swedish}
      height={250}
      imageFolder={imageFolder}
      value={draft[field(name)]}
      onChange={(markdown) => setField(field(name), markdown)}
    />
  );
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <TextField
          fullWidth
          label={sv(t('editor.caseStudy.title'))}
          required={!swedish}
          {...fieldProps(field('title'))}
          value={draft[field('title')]}
          onChange={(event) => setField(field('title'), event.target.value)}
        />
        {shared && (
          <TextField
            fullWidth
            label={t('editor.caseStudy.slug')}
            {...fieldProps('slug', t('editor.slugHelp'))}
            value={draft.slug}
            onChange={(event) => setField('slug', event.target.value)}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        {shared && (
          <TextField
            fullWidth
            label={t('editor.caseStudy.clientName')}
            required
            {...fieldProps('client_name')}
            value={draft.client_name}
            onChange={(event) => setField('client_name', event.target.value)}
          />
        )}
        <TextField
          fullWidth
          label={sv(t('editor.caseStudy.industry'))}
          required={!swedish}
          {...fieldProps(field('industry'))}
          value={draft[field('industry')]}
          onChange={(event) => setField(field('industry'), event.target.value)}
        />
      </Stack>
      {markdownField('challenge')}
      {markdownField('solution')}
      {markdownField('results')}
      {shared && (
        <TextField
          label={t('editor.caseStudy.metrics')}
          {...fieldProps('metrics', t('editor.caseStudy.metricsHelp'))}
          placeholder={t('editor.caseStudy.metricsPlaceholder')}
          multiline
          rows={4}
          value={draft.metrics_text}
          onChange={(event) => setField('metrics_text', event.target.value)}
        />
      )}
      <TextField
        label={sv(t('editor.caseStudy.testimonial'))}
        multiline
        rows={3}
        {...fieldProps(field('testimonial'))}
        value={draft[field('testimonial')]}
        onChange={(event) => setField(field('testimonial'), event.target.value)}
      />
      {shared && (
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
          <TextField
            fullWidth
            label={t('editor.caseStudy.testimonialAuthor')}
            {...fieldProps('testimonial_author')}
            value={draft.testimonial_author}
            onChange={(event) => setField('testimonial_author', event.target.value)}
          />
          <TextField
            fullWidth
            label={t('editor.caseStudy.testimonialRole')}
            {...fieldProps('testimonial_role')}
            value={draft.testimonial_role}
            onChange={(event) => setField('testimonial_role', event.target.value)}
          />
        </Stack>
      )}
    </>
  );
}
