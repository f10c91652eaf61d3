import {
  type BlogDraft,
  type CaseStudyDraft,
  defaultPublishedDate,
  type FieldIssue,
  formatDateTime,
  isPreviewCollection,
  isWriterEditable,
  type Language,
  makeSlug,
  publicationFromDraft,
  publicPathOf,
  type ReviewFields,
  SLUG_MAX_LENGTH,
  type PublicationFields as StoredPublication,
  staleSwedishFields,
  textLimits,
  unreadableTimes,
} from '@app/domain';
import { useLanguage } from '@app/platform';
import { useLocation } from '@app/platform/router';
import { Alert, Box, Button, Stack, Typography } from '@app/shared-ui/mui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SaveOptions } from '../../data/editConflict';
import {
  type AdminKey,
  fieldLabelKey,
  groupKey,
  type HeadTypeId,
  type LabelledField,
  type TitledGroup,
  useAdminText,
} from '../../i18n/keys';
import type { CreatedHereState } from '../../routes';
import { useRole, useSession, useSessionStore } from '../auth/session';
import type { AdminContentType } from '../content/contentTypes';
import { returnAddress, type SavedItemState } from '../content/listAddress';
import { UnavailableButton } from '../content/UnavailableButton';
import { showSavedInList } from '../content/useContentList';
import { useReviewAsks } from '../content/useReviewAsks';
import { focusIsOnThePage, useFocusBackWhenDone } from '../focus/useFocusBackWhenDone';
import { AutoTranslateButton } from '../translation/AutoTranslateButton';
import { ConfirmDialog } from './ConfirmDialog';
import { ConflictDialog } from './ConflictDialog';
import { ContentFields, type EditorForm } from './ContentFields';
import { DraftBackupNotice } from './DraftBackupNotice';
import { EditorFrame } from './EditorFrame';
import { HistoryDialog } from './HistoryDialog';
import { type EditorView, LanguageToggle } from './LanguageToggle';
import { PreviewLinks } from './PreviewLinks';
import { PublicationFields } from './PublicationFields';
import { ReviewRequest } from './ReviewRequest';
import { SearchSnippetPreview } from './SearchSnippetPreview';
import { SlugRedirectDialog } from './SlugRedirectDialog';
import { REQUIRED_ISSUE, type SavedItem, UNREADABLE_ISSUE, useContentEditor } from './useContentEditor';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** A stored field's label key (`metrics.2.value` → metrics, `title_sv` → title), the publication's and the review mark's included. */
function storedLabelKey(field: string): AdminKey {
  const stored = (field.split('.')[0] ?? field).replace(/_sv$/, '');
  if (stored === 'is_published') return 'editor.published';
  if (stored === 'publish_at') return 'editor.schedule.publishAt';
  if (stored === 'unpublish_at') return 'editor.schedule.unpublishAt';
  if (stored === 'ready_for_review') return 'editor.review.label';
  return fieldLabelKey(stored as LabelledField);
}

type Draft = BlogDraft | CaseStudyDraft;

/** An earlier version being saved again: its number and its values as a draft. */
type Restoring<D> = { number: number; values: D };

export interface ContentEditorPageProps<T extends SavedItem, D extends Draft> {
  type: AdminContentType<T, D>;
  /** The document edited; absent when creating one. */
  id: string | undefined;
}

/**
 * The create and edit page of every content type: it loads the document, lays out the fields its
 * descriptor declares (domain/src/contentType.ts), tracks unsaved changes, saves with the conflict
 * check, translates, and asks before a cancel drops typed values.
 */
export function ContentEditorPage<T extends SavedItem, D extends Draft>({ type, id }: ContentEditorPageProps<T, D>) {
  const t = useAdminText();
  const { descriptor } = type;
  const role = useRole();
  const isWriter = role !== 'admin';
  // A writer's new item starts as a draft: only admins publish (firestore.rules refuses it too).
  // A saved item's row in the list's cache says what was saved (its status, title), not what the
  // list read before, while the list it returns to reads again.
  const queryClient = useQueryClient();
  const source = useMemo(
    () => ({
      ...type.source,
      ...(isWriter && { empty: () => ({ ...type.source.empty(), is_published: false }) }),
      update: async (...args: Parameters<typeof type.source.update>) => {
        const saved = await type.source.update(...args);
        showSavedInList(queryClient, descriptor.id, saved);
        return saved;
      },
    }),
    [type.source, isWriter, queryClient, descriptor.id],
  );
  // Back to the list where it stood when opened from it (its search and page); else the plain list.
  const location = useLocation();
  const locationState: unknown = location.state;
  const session = useSession();
  const listPath = returnAddress(descriptor, locationState);
  /** Longest text each stored field takes; inputs stop there. */
  const limits: Readonly<Record<string, number>> = { ...textLimits(descriptor), slug: SLUG_MAX_LENGTH };
  const [view, setView] = useState<EditorView>('en');
  const language: Language = view === 'sv' ? 'sv' : 'en';
  const [historyOpen, setHistoryOpen] = useState(false);
  /** The editor said this editor's saves may take a slug still redirecting to another item. */
  const [takeOver, setTakeOver] = useState(false);
  /**
   * Cover images being uploaded. Save waits for them: a save meanwhile kept the old cover and left
   * the editor, and the upload finished into nothing.
   */
  const [uploads, setUploads] = useState(0);
  const onUploading = useCallback((uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1)), []);
  /** The version being restored while its save waits on the conflict or the slug dialog. */
  const [restoring, setRestoring] = useState<Restoring<D> | null>(null);
  /**
   * A save asked for while a backup found waits for Restore or Discard: the save discards that backup
   * (it holds work the save does not), so staff are asked first. `at`: the backup's time, said in the
   * question; `then`: the save, once they confirm.
   */
  const [saveOverBackup, setSaveOverBackup] = useState<{ at: number; then: () => void } | null>(null);
  const consoleLanguage = useLanguage((state) => state.language);
  const fieldLabel = (field: string) => {
    const label = t(storedLabelKey(field));
    return field.split('.')[0]?.endsWith('_sv') ? t('editor.inSwedish', { field: label }) : label;
  };
  const problemText = (issue: FieldIssue) => {
    if (issue.max !== null && descriptor.fields[issue.field.replace(/_sv$/, '')]?.kind === 'metrics')
      return t('editor.invalid.tooManyEntries', { max: issue.max });
    if (issue.max !== null) return t('editor.invalid.tooLong', { max: issue.max });
    if (issue.message === REQUIRED_ISSUE) return t('editor.invalid.required');
    if (issue.message === UNREADABLE_ISSUE) return t('editor.invalid.unreadableTime');
    if (issue.field === 'slug') return t('editor.invalid.slug');
    if (issue.field === 'unpublish_at' && issue.message.includes('after')) return t('editor.invalid.unpublishOrder');
    return t('editor.invalid.other');
  };
  const editor = useContentEditor(
    source,
    id,
    {
      errorTitle: t('editor.errorTitle'),
      successTitle: t('editor.successTitle'),
      missingTitle: t('editor.missingTitle'),
      missingFields: t(`editor.${descriptor.id}.missingFields`),
      invalidTitle: t('editor.invalid.title'),
      invalidFields: (issues) => issues.map((issue) => `${fieldLabel(issue.field)}: ${problemText(issue)}`).join('; '),
      created: t(`editor.${descriptor.id}.created`),
      updated: t(`editor.${descriptor.id}.updated`),
      slugShortened: (slug) => t('editor.slugShortened', { slug, max: SLUG_MAX_LENGTH }),
      slugTaken: (asked, saved) => t('editor.slugTaken', { asked, saved }),
      restored: (version) => t('editor.history.restored', { version }),
      saveFailed: t(`editor.${descriptor.id}.saveFailed`),
      saveDenied: t('editor.saveDenied'),
      saveOffline: t('editor.saveOffline'),
      saveContended: t('editor.saveContended'),
      saveSlowTitle: t('editor.saveSlowTitle'),
      saveSlow: t('editor.saveSlow'),
      changedWhileSaving: t('editor.changedWhileSaving'),
    },
    {
      address: location.pathname,
      owner: session.status === 'signed-in' ? session.user.uid : null,
      // Signed out, or the role gone (the "no access" page replaces the editor): not a leave.
      sessionEnded: () => {
        const now = useSessionStore.getState().session;
        return now.status !== 'signed-in' || now.role === null;
      },
    },
  );
  const guard = useUnsavedChangesGuard(editor.dirty);
  // Save and History say they are unavailable while a save runs (`aria-disabled`, UnavailableButton,
  // which gives them the disabled look), and a press does
  // nothing: disabled, they let a focus they had go to the page (the browser's focus fixup), and a
  // keyboard user pressing Save, or restoring from the History dialog, which gives the focus back to
  // History, would start again from the page's top. A save that stays in the editor still asks for
  // the focus back (see `save`), for a field or dialog that took it meanwhile and let it go.
  const saveButton = useFocusBackWhenDone(editor.saving);
  const historyButton = useFocusBackWhenDone(editor.saving);
  // What the suggested fields already hold elsewhere: a help, so a failed read only leaves it out.
  // How far the server's clock is ahead of the browser's, asked once the draft has a publication
  // time: the Published box's line (Scheduled, published or unpublished when saved) then says what a
  // save stores, which goes by the server's clock (collection.ts saveTime); by the browser's, a
  // clock running ahead said a post would be published that the save scheduled. One read (a
  // Firestore read time) per collection and session; until it answers, or if it cannot, the
  // browser's clock.
  const timed = [editor.draft.publish_at, editor.draft.unpublish_at].some(
    (time) => typeof time === 'string' && time.trim() !== '',
  );
  const clockOffset =
    useQuery({
      queryKey: ['admin', descriptor.collection, 'serverClockOffset'],
      queryFn: async () => {
        const sent = Date.now();
        const server = await source.serverTime();
        const offset = server.getTime() - (sent + Date.now()) / 2;
        return Number.isFinite(offset) ? offset : 0;
      },
      enabled: timed,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
    }).data ?? 0;
  const suggestions = useQuery({
    queryKey: ['admin', descriptor.id, 'suggestions'],
    queryFn: () => type.suggestions(),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  }).data;
  const loadedId = editor.loaded?.id;
  // Stable per document, so the dialog loads the versions once each time it opens.
  const loadHistory = useCallback(
    () => (loadedId ? source.revisions(loadedId) : Promise.resolve([])),
    [source, loadedId],
  );
  const loadVersion = useCallback(
    (number: number) => (loadedId ? source.revision(loadedId, number) : Promise.resolve(null)),
    [source, loadedId],
  );
  const loaded = editor.loaded;
  const stale = loaded
    ? staleSwedishFields(source.translatable, editor.draft, loaded, editor.sources, editor.translated)
    : [];
  // A writer may read a published or scheduled item, never change it.
  const locked = isWriter && loaded !== null && !isWriterEditable(loaded as unknown as StoredPublication);
  /** A writer asked for the item as stored to be reviewed (`ready_for_review`). */
  const storedReady = loaded !== null && (loaded as unknown as ReviewFields).ready_for_review === true;
  /** Who asked, and when (the audit log, for an admin): read again with each save's item. */
  const reviewAsk = useReviewAsks(
    descriptor.collection,
    storedReady && loadedId ? [loadedId] : [],
    loaded?.updated_at?.getTime() ?? 0,
  ).get(loadedId ?? '');

  // A published post's slug being changed while it stays published: its old address keeps leading
  // to it (the save keeps a redirect; a type without public pages keeps none, and a renamed draft
  // leaves none). Saved unpublished or scheduled, the old address leads nowhere until it is live.
  const renamedFrom =
    loaded !== null &&
    descriptor.slugRedirects !== undefined &&
    (loaded as unknown as StoredPublication).is_published &&
    publicationFromDraft(editor.draft).is_published &&
    makeSlug(editor.draft) !== loaded.slug
      ? publicPathOf(descriptor, loaded.slug)
      : null;
  const slugNote = renamedFrom ? t('editor.slugRedirect.kept', { path: renamedFrom }) : undefined;

  // The draft's fields are named by the descriptor; its type only restates which ones hold text.
  const setText = (field: string, value: string) => editor.setField(field as keyof D, value as D[keyof D]);
  /** When the editor opened: a new post's date is filled in as that day (Stockholm). */
  const [openedAt] = useState(() => new Date());
  /**
   * A new post's date as saved: still the one filled in when the editor opened (that day, or the
   * day of its publish time), the one a save now gives it, so a post begun at 23:50 and saved at
   * 00:10 is dated the day it went live, not the day before. A date staff chose stays.
   */
  const datedOnSave = (draft: D): D =>
    'published_date' in draft && draft.published_date === defaultPublishedDate(draft, openedAt)
      ? { ...draft, published_date: defaultPublishedDate(draft) }
      : draft;
  /**
   * A post's date follows its publish time while it is the one a save would give it (today, or the
   * day its publish time comes, in Stockholm): a post scheduled for later, or moved to a later
   * day, is dated the day it goes live, not the day it was written or first scheduled for. A date
   * staff chose stays.
   */
  const setTime = (field: 'publish_at' | 'unpublish_at', value: string) => {
    const draft = editor.draft;
    if (field === 'publish_at' && 'published_date' in draft && draft.published_date === defaultPublishedDate(draft)) {
      setText('published_date', defaultPublishedDate({ ...draft, publish_at: value }));
    }
    setText(field, value);
  };
  const formFor = (formLanguage: Language, shared: boolean): EditorForm => ({
    values: editor.draft,
    setText,
    language: formLanguage,
    shared,
    fieldProps: (name, hint) => {
      const issue = [...editor.problems.values()].find((problem) => problem.field.split('.')[0] === name);
      const limit = limits[name];
      return {
        error: issue !== undefined,
        helperText: issue ? problemText(issue) : hint,
        slotProps: { htmlInput: limit === undefined ? { name } : { name, maxLength: limit } },
      };
    },
    saving: editor.saving,
    onUploading,
    imageFolder: descriptor.imageFolder,
    slugNote,
    suggestions,
  });

  /** The groups of one language: each titled one a section with its heading. */
  const languageGroups = (form: EditorForm, headingLevel: 'h2' | 'h3') =>
    descriptor.editor
      .filter((group) => !group.shared)
      .map((group) =>
        group.titled ? (
          <Stack
            component="section"
            key={group.name}
            aria-labelledby={`${group.name}-${form.language}-heading`}
            sx={{ gap: 3 }}
          >
            <Typography variant="h6" component={headingLevel} id={`${group.name}-${form.language}-heading`}>
              {t(groupKey(group.name as TitledGroup))}
            </Typography>
            <ContentFields type={descriptor.id} group={group} fields={descriptor.fields} form={form} />
            {group.preview === 'searchSnippet' && descriptor.head && (
              <SearchSnippetPreview
                descriptor={descriptor as typeof descriptor & { id: HeadTypeId }}
                values={editor.draft}
                language={form.language}
              />
            )}
          </Stack>
        ) : (
          <ContentFields type={descriptor.id} key={group.name} group={group} fields={descriptor.fields} form={form} />
        ),
      );

  /**
   * The time fields a save may not read as empty: text that is no time (a year of five digits), or
   * a date typed without its time in `form` (the browser's value is then empty; it knows the input
   * is incomplete). Read as empty, a new post, its box ticked, would go live at once.
   */
  const unreadableFields = (form: HTMLFormElement | null): string[] => {
    const incomplete = Array.from(form?.querySelectorAll('input') ?? [], (input) =>
      input.validity.badInput && input.type.startsWith('date') ? input.name : '',
    );
    return [...new Set([...unreadableTimes(editor.draft), ...incomplete.filter(Boolean)])];
  };

  /**
   * Saves what is typed, or with `restore` an earlier version. A save waiting on the conflict or the
   * slug dialog is kept in `restoring`, so the dialog's answer saves that version again, not what is
   * typed (Overwrite wrote the typed values and said "updated", the version never restored).
   */
  async function save(
    overwrite = false,
    takeOverRedirect = takeOver,
    restore: Restoring<D> | null = null,
    form: HTMLFormElement | null = null,
  ) {
    const options: SaveOptions = restore
      ? { restoredFrom: restore.number, ...(overwrite && { overwrite }), ...(takeOverRedirect && { takeOverRedirect }) }
      : takeOverRedirect
        ? { overwrite, takeOverRedirect }
        : { overwrite };
    const result = await editor.save(
      options,
      restore?.values ?? (editor.isNew ? datedOnSave(editor.draft) : undefined),
      restore ? [] : unreadableFields(form),
    );
    setRestoring(result === 'conflict' || result === 'redirecting' ? restore : null);
    // A dialog opens (it takes the focus), or a refused field is shown (below): else a save that stays
    // in the editor gives the focus back to the button that started it, when it was left on the page.
    const staying =
      result === 'failed' ||
      (typeof result === 'object' && 'saved' in result && (restore || result.changedWhileSaving));
    if (staying) (restore ? historyButton : saveButton).focusBack();
    // A restore stays in the editor, which shows the version restored.
    if (restore) return;
    // Back to the list, which puts the focus on the saved item's Edit link; unless something was
    // typed while it saved, which stays in the editor to be saved.
    if (typeof result === 'object' && 'saved' in result) {
      if (!result.changedWhileSaving) guard.leaveTo(listPath, { savedId: result.saved } satisfies SavedItemState);
      // A new item stays to be saved again: at its own address (a reload opens it, not an empty
      // new one), in this same editor (CreatedHereState), the list it came from kept.
      else if (editor.isNew) {
        const kept = typeof locationState === 'object' && locationState !== null ? locationState : {};
        guard.stayAt(`${descriptor.adminPath}/${encodeURIComponent(result.saved)}/edit`, {
          ...kept,
          createdHere: true,
        } satisfies CreatedHereState);
      }
    } else if (typeof result === 'object') {
      showRefused(result.refused);
    }
  }

  /**
   * Runs `then`, a save; while a backup found waits for an answer, only once staff have said the save
   * may discard it (the documented rule: a backup goes when the item is saved, and only by staff's choice).
   */
  function askBeforeDiscardingBackup(then: () => void) {
    const waiting = editor.backup.offer;
    if (waiting) setSaveOverBackup({ at: waiting.backup.at, then });
    else then();
  }

  /**
   * To the first refused field (in the form's order), marked with its problem: the Swedish view
   * shows no English field, so a refused English one opens the English view first.
   */
  function showRefused(fields: readonly string[]) {
    const names = fields.map((field) => field.split('.')[0] ?? field);
    // The English view rendered now (flushSync), not whenever React gets to it: a focus looking for
    // the field before then found the first refused field the Swedish view shows (Author) instead.
    if (view === 'sv' && names.some((name) => !name.endsWith('_sv'))) flushSync(() => setView('en'));
    // Once React has rendered the field (the English view, above).
    setTimeout(() => {
      const inputs = names.map(
        (name) => `[name="${name}"], [data-field="${name}"] :is([contenteditable="true"], textarea)`,
      );
      document.querySelector<HTMLElement>(inputs.join(', '))?.focus();
    });
  }

  return (
    <EditorFrame
      title={editor.isNew ? t(`editor.${descriptor.id}.createTitle`) : t(`editor.${descriptor.id}.editTitle`)}
      pageTitle={
        editor.isNew
          ? t(`titles.${descriptor.id}.new`)
          : editor.loaded
            ? t('titles.edit', { title: editor.loaded.title })
            : t(`titles.${descriptor.id}.edit`)
      }
      status={editor.status}
      listPath={listPath}
      onSubmit={(form) => {
        if (uploads === 0 && !editor.saving) askBeforeDiscardingBackup(() => void save(false, takeOver, null, form));
      }}
      tools={<LanguageToggle value={view} onChange={setView} />}
      actions={
        <>
          <UnavailableButton
            ref={saveButton.ref}
            type="submit"
            variant="contained"
            disabled={locked || uploads > 0}
            unavailable={editor.saving}
            aria-describedby={locked ? 'editor-locked-reason' : undefined}
          >
            {editor.saving
              ? t('editor.saving')
              : uploads > 0
                ? t('editor.waitingForUpload')
                : t(`editor.${descriptor.id}.save`)}
          </UnavailableButton>
          <AutoTranslateButton
            type={descriptor}
            language={language}
            draft={editor.draft}
            documentId={loadedId}
            disabled={editor.saving || locked}
            onTranslated={(translated, fields, into) => {
              editor.setDraft(translated);
              editor.recordTranslation(fields, translated);
              // The translation shown where it went (side by side, it is in view already).
              if (view !== 'both') setView(into);
            }}
          />
          {editor.loaded && (
            <UnavailableButton
              ref={historyButton.ref}
              variant="outlined"
              unavailable={editor.saving}
              onClick={() => {
                if (!editor.saving) setHistoryOpen(true);
              }}
            >
              {t('editor.history.open')}
            </UnavailableButton>
          )}
          <Button variant="outlined" onClick={() => guard.requestLeave(() => guard.leaveTo(listPath))}>
            {t('editor.cancel')}
          </Button>
        </>
      }
    >
      <DraftBackupNotice
        offer={editor.backup.offer}
        notice={editor.backup.notice}
        failed={editor.backup.failed}
        elsewhere={editor.backup.elsewhere}
        onRestore={editor.backup.restore}
        onDiscard={editor.backup.discard}
        language={consoleLanguage}
      />
      {locked && (
        <Alert severity="info" id="editor-locked-reason">
          {t('roles.lockedPublished')}
        </Alert>
      )}
      {stale.length > 0 && (
        // Polite: it appears and changes as the English is typed, which an alert interrupted.
        <Alert severity="warning" role="status">
          {t('editor.stale', { fields: stale.map((field) => fieldLabel(`${field}_sv`)).join(', ') })}
        </Alert>
      )}
      {view === 'sv' && <Typography color="textSecondary">{t('editor.swedishHint')}</Typography>}
      {view === 'both' ? (
        // minmax(0, 1fr): a column is never wider than its share, whatever its content's widest
        // line (with 1fr the Swedish column took 620 px of 1,150, and the page scrolled sideways).
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          {(['en', 'sv'] as const).map((column) => (
            // No `lang` on the column: its headings and labels are the console's words; each field
            // marks the language of what it holds (ContentFields).
            <Stack component="section" key={column} aria-labelledby={`${column}-column`} sx={{ gap: 3 }}>
              <Typography variant="h6" component="h2" id={`${column}-column`}>
                {column === 'en' ? t('editor.english') : t('editor.swedish')}
              </Typography>
              {column === 'sv' && <Typography color="textSecondary">{t('editor.swedishHint')}</Typography>}
              {languageGroups(formFor(column, column === 'en'), 'h3')}
            </Stack>
          ))}
        </Box>
      ) : (
        languageGroups(formFor(language, true), 'h2')
      )}
      {descriptor.editor
        .filter((group) => group.shared)
        .map((group) => (
          <ContentFields
            type={descriptor.id}
            key={group.name}
            group={group}
            fields={descriptor.fields}
            form={formFor('en', true)}
          />
        ))}
      <PublicationFields
        draft={editor.draft}
        setTime={setTime}
        setPublished={(published) => editor.setField('is_published' as keyof D, published as D[keyof D])}
        fieldProps={formFor('en', true).fieldProps}
        language={consoleLanguage}
        disabled={editor.saving || isWriter}
        lockedReason={isWriter && !locked ? t('roles.publishAdminOnly') : undefined}
        lastChanged={editor.loaded?.updated_at}
        clockOffset={clockOffset}
      />
      <ReviewRequest
        draft={editor.draft}
        ready={editor.draft.ready_for_review}
        setReady={(ready) => editor.setField('ready_for_review' as keyof D, ready as D[keyof D])}
        storedReady={storedReady}
        ask={reviewAsk}
        disabled={editor.saving || locked}
      />
      {editor.loaded && isPreviewCollection(descriptor.collection) && (
        <PreviewLinks collection={descriptor.collection} id={editor.loaded.id} unsaved={editor.dirty} />
      )}
      <ConflictDialog
        open={editor.conflict !== null}
        deleted={editor.conflict !== null && editor.conflict.current === null}
        busy={editor.saving}
        onReload={() => {
          setRestoring(null);
          editor.reloadStored();
        }}
        // Once it is gone (Reload, or an Overwrite that failed), Save takes the focus, which the
        // dialog gives back to it or, having opened with none to keep, leaves on the page.
        onClosed={(focusInside) => {
          if (focusInside || focusIsOnThePage()) {
            saveButton.ref.current?.focus();
          }
        }}
        onOverwrite={() => void save(true, takeOver, restoring)}
        onBackToList={() => {
          editor.dismissConflict();
          guard.leaveTo(listPath);
        }}
      />
      <SlugRedirectDialog
        slug={editor.redirectingSlug}
        publicPath={editor.redirectingSlug ? publicPathOf(descriptor, editor.redirectingSlug) : null}
        onChooseAnother={() => {
          editor.dismissRedirectingSlug();
          setRestoring(null);
          // To the field to change, once the dialog has let the focus go (it would return to the
          // Save button).
          setTimeout(() => document.querySelector<HTMLInputElement>('input[name="slug"]')?.focus());
        }}
        onTakeOver={() => {
          editor.dismissRedirectingSlug();
          setTakeOver(true);
          void save(false, true, restoring);
        }}
      />
      {editor.loaded && (
        <HistoryDialog
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          load={loadHistory}
          loadVersion={loadVersion}
          label={fieldLabel}
          unsaved={editor.dirty}
          restoreRefusal={locked ? t('roles.lockedPublished') : undefined}
          onRestore={(revision) => {
            setHistoryOpen(false);
            // The request for review stays as stored: it is about the item now, not a version's
            // text (a save that publishes or schedules clears it all the same).
            const restored = { ...source.toDraft(revision.fields), ready_for_review: storedReady };
            // A writer restores a version as a draft, keeping the stored unpublish time: publishing
            // and scheduling stay an admin's (firestore.rules refuses a writer's change of either).
            const values = isWriter
              ? { ...restored, is_published: false, publish_at: '', unpublish_at: editor.draft.unpublish_at }
              : restored;
            askBeforeDiscardingBackup(() => void save(false, takeOver, { number: revision.number, values }));
          }}
        />
      )}
      <ConfirmDialog
        open={saveOverBackup !== null}
        title={t('editor.backup.saveOverTitle')}
        message={t('editor.backup.saveOver', {
          date: saveOverBackup ? formatDateTime(new Date(saveOverBackup.at), consoleLanguage) : '',
        })}
        confirmLabel={t('editor.backup.saveOverConfirm')}
        cancelLabel={t('editor.backup.saveOverCancel')}
        destructive
        onConfirm={() => {
          const asked = saveOverBackup;
          setSaveOverBackup(null);
          asked?.then();
        }}
        onCancel={() => setSaveOverBackup(null)}
      />
      {guard.dialog}
    </EditorFrame>
  );
}
