import {
  type CaseStudy,
  type CaseStudyDraft,
  caseStudyToDraft,
  emptyCaseStudyDraft,
  type Language,
  missingCaseStudyFields,
} from '@app/domain';
import { useNavigate } from '@app/platform/router';
import { Button, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { Checkbox, FormControlLabel } from '@app/shared-ui/mui-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCaseStudy, getCaseStudy, updateCaseStudy } from '../data/caseStudies';
import { ConflictDialog } from '../features/editor/ConflictDialog';
import { EditorFrame } from '../features/editor/EditorFrame';
import { LanguageToggle } from '../features/editor/LanguageToggle';
import { MarkdownField } from '../features/editor/MarkdownField';
import { type ContentEditorSource, useContentEditor } from '../features/editor/useContentEditor';
import { useUnsavedChangesGuard } from '../features/editor/useUnsavedChangesGuard';
import { ImageField } from '../features/image/ImageField';
import { AutoTranslateButton } from '../features/translation/AutoTranslateButton';

const LIST_PATH = '/admin/case-studies';

export const caseStudyEditorSource: ContentEditorSource<CaseStudy, CaseStudyDraft> = {
  empty: emptyCaseStudyDraft,
  toDraft: caseStudyToDraft,
  get: getCaseStudy,
  create: createCaseStudy,
  update: updateCaseStudy,
  missing: missingCaseStudyFields,
};

type Translatable = 'title' | 'industry' | 'challenge' | 'solution' | 'results' | 'testimonial';

/** Create New Case Study (/admin/case-studies/new) and Edit Case Study (…/:id/edit). */
export default function CaseStudyEditPage({ id }: { id?: string | undefined }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [language, setLanguage] = useState<Language>('en');
  const editor = useContentEditor(caseStudyEditorSource, id, {
    errorTitle: t('editor.errorTitle'),
    successTitle: t('editor.successTitle'),
    missingTitle: t('editor.missingTitle'),
    missingFields: t('editor.caseStudy.missingFields'),
    created: t('editor.caseStudy.created'),
    updated: t('editor.caseStudy.updated'),
    saveFailed: t('editor.caseStudy.saveFailed'),
  });
  const guard = useUnsavedChangesGuard(editor.dirty);
  const { draft, setField } = editor;
  const swedish = language === 'sv';
  const sv = (label: string) => (swedish ? t('editor.inSwedish', { field: label }) : label);
  const field = (name: Translatable) => (swedish ? (`${name}_sv` as const) : name);

  async function save(overwrite = false) {
    if ((await editor.save({ overwrite })) === 'saved') navigate(LIST_PATH);
  }

  const markdownField = (name: 'challenge' | 'solution' | 'results') => (
    <MarkdownField
      key={`${name}-${language}`}
      label={sv(t(`editor.caseStudy.${name}`))}
      required={!swedish}
      height={250}
      value={draft[field(name)]}
      onChange={(markdown) => setField(field(name), markdown)}
    />
  );

  return (
    <EditorFrame
      title={editor.isNew ? t('editor.caseStudy.createTitle') : t('editor.caseStudy.editTitle')}
      status={editor.status}
      listPath={LIST_PATH}
      onSubmit={() => void save()}
      tools={<LanguageToggle value={language} onChange={setLanguage} />}
      actions={
        <>
          <Button type="submit" variant="contained" disabled={editor.saving}>
            {editor.saving ? t('editor.saving') : t('editor.caseStudy.save')}
          </Button>
          <AutoTranslateButton
            kind="caseStudies"
            language={language}
            draft={draft}
            disabled={editor.saving}
            onTranslated={(translated) => {
              editor.setDraft(translated);
              setLanguage(swedish ? 'en' : 'sv');
            }}
          />
          <Button variant="outlined" onClick={() => guard.requestLeave(() => navigate(LIST_PATH))}>
            {t('editor.cancel')}
          </Button>
        </>
      }
    >
      {swedish && <Typography color="text.secondary">{t('editor.swedishHint')}</Typography>}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <TextField
          fullWidth
          label={sv(t('editor.caseStudy.title'))}
          required={!swedish}
          value={draft[field('title')]}
          onChange={(event) => setField(field('title'), event.target.value)}
        />
        <TextField
          fullWidth
          label={t('editor.caseStudy.slug')}
          helperText={t('editor.slugHelp')}
          value={draft.slug}
          onChange={(event) => setField('slug', event.target.value)}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <TextField
          fullWidth
          label={t('editor.caseStudy.clientName')}
          required
          value={draft.client_name}
          onChange={(event) => setField('client_name', event.target.value)}
        />
        <TextField
          fullWidth
          label={sv(t('editor.caseStudy.industry'))}
          required={!swedish}
          value={draft[field('industry')]}
          onChange={(event) => setField(field('industry'), event.target.value)}
        />
      </Stack>
      {markdownField('challenge')}
      {markdownField('solution')}
      {markdownField('results')}
      <TextField
        label={t('editor.caseStudy.metrics')}
        helperText={t('editor.caseStudy.metricsHelp')}
        placeholder={t('editor.caseStudy.metricsPlaceholder')}
        multiline
        rows={4}
        value={draft.metrics_text}
        onChange={(event) => setField('metrics_text', event.target.value)}
      />
      <TextField
        label={sv(t('editor.caseStudy.testimonial'))}
        multiline
        rows={3}
        value={draft[field('testimonial')]}
        onChange={(event) => setField(field('testimonial'), event.target.value)}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <TextField
          fullWidth
          label={t('editor.caseStudy.testimonialAuthor')}
          value={draft.testimonial_author}
          onChange={(event) => setField('testimonial_author', event.target.value)}
        />
        <TextField
          fullWidth
          label={t('editor.caseStudy.testimonialRole')}
          value={draft.testimonial_role}
          onChange={(event) => setField('testimonial_role', event.target.value)}
        />
      </Stack>
      <ImageField
        label={t('editor.caseStudy.image')}
        folder="case-studies"
        value={draft.image_url}
        disabled={editor.saving}
        onChange={(url) => setField('image_url', url)}
      />
      <FormControlLabel
        control={
          <Checkbox checked={draft.is_published} onChange={(event) => setField('is_published', event.target.checked)} />
        }
        label={t('editor.published')}
      />
      <ConflictDialog
        open={editor.conflict !== null}
        deleted={editor.conflict !== null && editor.conflict.current === null}
        onReload={editor.reloadStored}
        onOverwrite={() => void save(true)}
        onBackToList={() => {
          editor.dismissConflict();
          navigate(LIST_PATH);
        }}
      />
      {guard.dialog}
    </EditorFrame>
  );
}
