import {
  type BlogDraft,
  type CaseStudyDraft,
  type FieldIssue,
  type ImageFolder,
  type Language,
  staleSwedishFields,
  type TranslationSources,
} from '@app/domain';
import { useLanguage } from '@app/platform';
import { Alert, Box, Button, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../image/ImageField';
import { AutoTranslateButton, type AutoTranslateButtonProps } from '../translation/AutoTranslateButton';
import { ConflictDialog } from './ConflictDialog';
import { EditorFrame } from './EditorFrame';
import { HistoryDialog } from './HistoryDialog';
import { type EditorView, LanguageToggle } from './LanguageToggle';
import { PublicationFields } from './PublicationFields';
import { type ContentEditorSource, useContentEditor } from './useContentEditor';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** What a page's fields need from the editor around them. */
export interface EditorForm<D> {
  draft: D;
  setField: <K extends keyof D>(field: K, value: D[K]) => void;
  language: Language;
  /** The Swedish fields are shown (the English ones otherwise). */
  swedish: boolean;
  /**
   * The fields both languages share (slug, author, dates, metrics …) belong in this form. In the
   * side-by-side view only the English column shows them.
   */
  shared: boolean;
  /** A translatable field's label, marked as the Swedish one while Swedish is shown. */
  sv: (label: string) => string;
  /** A translatable field's name in the language shown: `title` or `title_sv`. */
  field: <K extends string>(name: K) => K | `${K}_sv`;
  /**
   * A text input's limit and its problem from the last save, to spread on a TextField: the
   * `maxLength` of the stored field, and the refused value's message in place of `hint`.
   */
  fieldProps: (name: string, hint?: string) => FieldProps;
  saving: boolean;
  /** Where this collection's images go: the cover's folder, also for images in its markdown. */
  imageFolder: ImageFolder;
}

export interface FieldProps {
  error: boolean;
  helperText: string | undefined;
  slotProps: { htmlInput: { maxLength?: number } };
}

/** The stored field a problem belongs to (`metrics.2.value` → `metrics`), as the dictionary names it. */
function labelKey(field: string): string {
  const stored = (field.split('.')[0] ?? field).replace(/_sv$/, '');
  if (stored === 'image_url') return 'image';
  if (stored === 'publish_at' || stored === 'unpublish_at')
    return stored === 'publish_at' ? 'publishAt' : 'unpublishAt';
  return stored.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

export interface ContentEditorPageProps<T extends { id: string }, D extends BlogDraft | CaseStudyDraft> {
  source: ContentEditorSource<T, D>;
  /** The document edited; absent when creating one. */
  id: string | undefined;
  kind: AutoTranslateButtonProps<D>['kind'];
  /** The group of this collection's editor strings in the admin dictionary. */
  texts: 'blog' | 'caseStudy';
  listPath: string;
  imageFolder: ImageFolder;
  /** Longest text each stored field takes (the domain's limits); inputs stop there. */
  limits: Readonly<Record<string, number>>;
  /** The collection's own fields; the image and the published switch follow them. */
  children: (form: EditorForm<D>) => ReactNode;
}

/**
 * The create and edit page of one collection: it loads the document, tracks unsaved changes,
 * saves with the conflict check, translates, and asks before a cancel drops typed values. The
 * page itself only lays out its fields.
 */
export function ContentEditorPage<T extends { id: string }, D extends BlogDraft | CaseStudyDraft>({
  source,
  id,
  kind,
  texts,
  listPath,
  imageFolder,
  limits,
  children,
}: ContentEditorPageProps<T, D>) {
  const { t } = useTranslation('admin');
  const [view, setView] = useState<EditorView>('en');
  const language: Language = view === 'sv' ? 'sv' : 'en';
  const [historyOpen, setHistoryOpen] = useState(false);
  const [sources, setSources] = useState<TranslationSources>({});
  const consoleLanguage = useLanguage((state) => state.language);
  const fieldLabel = (field: string) => {
    if (field === 'is_published') return t('editor.published');
    const key = labelKey(field);
    const label = t(key.endsWith('publishAt') ? `editor.schedule.${key}` : `editor.${texts}.${key}`);
    return field.split('.')[0]?.endsWith('_sv') ? t('editor.inSwedish', { field: label }) : label;
  };
  const problemText = (issue: FieldIssue) => {
    if (issue.max !== null && issue.field === 'metrics') return t('editor.invalid.tooManyEntries', { max: issue.max });
    if (issue.max !== null) return t('editor.invalid.tooLong', { max: issue.max });
    if (issue.field === 'slug') return t('editor.invalid.slug');
    if (issue.field === 'unpublish_at' && issue.message.includes('after')) return t('editor.invalid.unpublishOrder');
    return t('editor.invalid.other');
  };
  const editor = useContentEditor(source, id, {
    errorTitle: t('editor.errorTitle'),
    successTitle: t('editor.successTitle'),
    missingTitle: t('editor.missingTitle'),
    missingFields: t(`editor.${texts}.missingFields`),
    invalidTitle: t('editor.invalid.title'),
    invalidFields: (issues) => issues.map((issue) => `${fieldLabel(issue.field)}: ${problemText(issue)}`).join('; '),
    created: t(`editor.${texts}.created`),
    updated: t(`editor.${texts}.updated`),
    restored: (version) => t('editor.history.restored', { version }),
    saveFailed: t(`editor.${texts}.saveFailed`),
  });
  const guard = useUnsavedChangesGuard(editor.dirty);
  const loadedId = editor.loaded?.id;
  // Stable per document, so the dialog loads the versions once each time it opens.
  const loadHistory = useCallback(
    () => (loadedId ? source.revisions(loadedId) : Promise.resolve([])),
    [source, loadedId],
  );
  // What the Swedish fields were translated from, read again after every save.
  const loaded = editor.loaded;
  useEffect(() => {
    let current = true;
    setSources({});
    if (loaded)
      source.translationSources(loaded.id).then(
        (found) => current && setSources(found),
        () => {},
      );
    return () => {
      current = false;
    };
  }, [source, loaded]);
  const stale = loaded ? staleSwedishFields(source.translatable, editor.draft, loaded, sources) : [];

  const formFor = (formLanguage: Language, shared: boolean): EditorForm<D> => ({
    draft: editor.draft,
    setField: editor.setField,
    language: formLanguage,
    swedish: formLanguage === 'sv',
    shared,
    sv: (label) => (formLanguage === 'sv' ? t('editor.inSwedish', { field: label }) : label),
    field: <K extends string>(name: K) => (formLanguage === 'sv' ? (`${name}_sv` as const) : name),
    fieldProps: (name, hint) => {
      const issue = [...editor.problems.values()].find((problem) => problem.field.split('.')[0] === name);
      return {
        error: issue !== undefined,
        helperText: issue ? problemText(issue) : hint,
        slotProps: { htmlInput: { maxLength: limits[name.replace(/_sv$/, '')] } },
      };
    },
    saving: editor.saving,
    imageFolder,
  });

  /** The form of the fields both languages share (image, schedule), as the English view has it. */
  const sharedForm = formFor('en', true);

  async function save(overwrite = false) {
    if ((await editor.save({ overwrite })) === 'saved') guard.leaveTo(listPath);
  }

  return (
    <EditorFrame
      title={editor.isNew ? t(`editor.${texts}.createTitle`) : t(`editor.${texts}.editTitle`)}
      status={editor.status}
      listPath={listPath}
      onSubmit={() => void save()}
      tools={<LanguageToggle value={view} onChange={setView} />}
      actions={
        <>
          <Button type="submit" variant="contained" disabled={editor.saving}>
            {editor.saving ? t('editor.saving') : t(`editor.${texts}.save`)}
          </Button>
          <AutoTranslateButton
            kind={kind}
            language={language}
            draft={editor.draft}
            disabled={editor.saving}
            onTranslated={(translated) => {
              editor.setDraft(translated);
              if (view !== 'both') setView(language === 'sv' ? 'en' : 'sv');
            }}
          />
          {editor.loaded && (
            <Button variant="outlined" disabled={editor.saving} onClick={() => setHistoryOpen(true)}>
              {t('editor.history.open')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => guard.requestLeave(() => guard.leaveTo(listPath))}>
            {t('editor.cancel')}
          </Button>
        </>
      }
    >
      {stale.length > 0 && (
        <Alert severity="warning">
          {t('editor.stale', { fields: stale.map((field) => fieldLabel(`${field}_sv`)).join(', ') })}
        </Alert>
      )}
      {view === 'sv' && <Typography color="text.secondary">{t('editor.swedishHint')}</Typography>}
      {view === 'both' ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
          {(['en', 'sv'] as const).map((column) => (
            <Stack component="section" key={column} lang={column} aria-labelledby={`${column}-column`} sx={{ gap: 3 }}>
              <Typography variant="h6" component="h2" id={`${column}-column`}>
                {column === 'en' ? t('editor.english') : t('editor.swedish')}
              </Typography>
              {column === 'sv' && <Typography color="text.secondary">{t('editor.swedishHint')}</Typography>}
              {children(formFor(column, column === 'en'))}
            </Stack>
          ))}
        </Box>
      ) : (
        children(formFor(language, true))
      )}
      <ImageField
        label={t(`editor.${texts}.image`)}
        folder={imageFolder}
        value={editor.draft.image_url}
        disabled={editor.saving}
        onChange={(url) => editor.setField('image_url', url)}
      />
      {editor.draft.image_url ? (
        <TextField
          label={t(`editor.${texts}.imageAlt`)}
          value={editor.draft.image_alt}
          onChange={(event) => editor.setField('image_alt', event.target.value)}
          disabled={editor.saving}
          fullWidth
          {...sharedForm.fieldProps('image_alt', t('image.altHint'))}
        />
      ) : null}
      <PublicationFields
        draft={editor.draft}
        setTime={(field, value) => editor.setField(field, value)}
        setPublished={(published) => editor.setField('is_published', published)}
        fieldProps={sharedForm.fieldProps}
        language={consoleLanguage}
        disabled={editor.saving}
      />
      <ConflictDialog
        open={editor.conflict !== null}
        deleted={editor.conflict !== null && editor.conflict.current === null}
        onReload={editor.reloadStored}
        onOverwrite={() => void save(true)}
        onBackToList={() => {
          editor.dismissConflict();
          guard.leaveTo(listPath);
        }}
      />
      {editor.loaded && (
        <HistoryDialog
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          load={loadHistory}
          label={fieldLabel}
          unsaved={editor.dirty}
          onRestore={(revision) => {
            setHistoryOpen(false);
            void editor.save({ restoredFrom: revision.number }, source.toDraft(revision.fields));
          }}
        />
      )}
      {guard.dialog}
    </EditorFrame>
  );
}
