import {
  type FieldIssue,
  makeSlug,
  slugWasShortened,
  type TranslatedPairs,
  type TranslationSources,
  translatedPairs,
} from '@app/domain';
import { notify } from '@app/platform';
import { dequal } from 'dequal';
import { FirebaseError } from 'firebase/app';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { InvalidFieldsError, type Revision, type RevisionSummary, SlugRedirectsError } from '../../data/collection';
import { EditConflictError, type SaveOptions } from '../../data/editConflict';
import { type KeepTypedAt, useDraftBackup } from './useDraftBackup';

/** How one collection is edited: its data module and domain rules, behind one shape. */
export interface ContentEditorSource<T extends SavedItem, D extends DraftItem> {
  empty: () => D;
  toDraft: (item: T) => D;
  get: (id: string) => Promise<T | null>;
  /** The document's kept versions, newest first, without their bodies. */
  revisions: (id: string) => Promise<RevisionSummary[]>;
  /** One kept version whole (null when it is no longer kept). */
  revision: (id: string, number: number) => Promise<Revision<T> | null>;
  /** The English fields with a Swedish twin, and what each Swedish one was translated from. */
  translatable: readonly string[];
  translationSources: (id: string) => Promise<TranslationSources>;
  create: (draft: D, options?: Pick<SaveOptions, 'takeOverRedirect' | 'translated'>) => Promise<T>;
  update: (loaded: T, draft: D, options?: SaveOptions) => Promise<T>;
  /** Names of required fields still empty; save is refused while there are any. */
  missing: (draft: D) => readonly string[];
  /**
   * The server's time now (Firestore's read time), which a save decides by whether a publication
   * time has come: the editor's Scheduled line goes by the same clock.
   */
  serverTime: () => Promise<Date>;
}

/**
 * What the editor reads of a stored item and of a draft: every content type has them (a saved
 * item's `updated_at`, when its content last changed, when known: domain contentChange.ts).
 */
export type SavedItem = { id: string; slug: string; title: string; updated_at?: Date | null };
export type DraftItem = { slug: string; title: string };

/** The toasts of one collection's editor, already translated. */
export interface ContentEditorMessages {
  errorTitle: string;
  successTitle: string;
  missingTitle: string;
  missingFields: string;
  invalidTitle: string;
  /** The toast's text for fields the schema refused, e.g. "Title (Swedish): at most 200 characters". */
  invalidFields: (issues: readonly FieldIssue[]) => string;
  created: string;
  updated: string;
  /** Said after `created` or `updated` when the slug was cut to SLUG_MAX_LENGTH: "The slug was longer …". */
  slugShortened: (slug: string) => string;
  /** Said after `created` or `updated` when the slug asked for was taken: "The slug “x” was taken, …". */
  slugTaken: (asked: string, saved: string) => string;
  /** "Version 3 restored". */
  restored: (version: number) => string;
  saveFailed: string;
  /** The rules refused the save (e.g. the account's role changed meanwhile). */
  saveDenied: string;
  /** Firestore could not be reached. */
  saveOffline: string;
  /**
   * Firestore aborted the save's transaction: other writes to the same documents (the item, its
   * slug's claim, its revision) kept winning on every attempt the SDK made.
   */
  saveContended: string;
  /** A save has had no answer for {@link SAVE_SLOW_MS}: its toast's title and text. */
  saveSlowTitle: string;
  saveSlow: string;
  /** Said after `created` or `updated` when the values were changed while the save ran. */
  changedWhileSaving: string;
}

/**
 * Firestore Lite's words for a request that got no answer at all (the connection failed, so there
 * is no HTTP status): it throws code `unknown` with this message, not `unavailable`, which only
 * the full SDK uses for a client that is offline.
 */
const LITE_NO_ANSWER = 'Request failed with error';

/**
 * What a failed save says: Firestore's own message is English SDK text ("Missing or insufficient
 * permissions."), so the console says it in its own words and language, by the error's code.
 */
function saveFailure(error: unknown, messages: ContentEditorMessages): string {
  if (!(error instanceof FirebaseError)) return messages.saveFailed;
  const code = error.code.replace(/^firestore\//, '');
  if (code === 'permission-denied' || code === 'unauthenticated') return messages.saveDenied;
  if (code === 'unavailable' || code === 'deadline-exceeded') return messages.saveOffline;
  // Firestore has already retried the transaction (five attempts) by the time this arrives: a
  // retry here would only repeat them, and the next Save checks for a conflicting edit first.
  if (code === 'aborted') return messages.saveContended;
  if (code === 'unknown' && error.message.includes(LITE_NO_ANSWER)) return messages.saveOffline;
  return messages.saveFailed;
}

/**
 * How long a save runs before the editor says it has had no answer. Firestore Lite's requests have
 * no deadline of their own: on a connection gone quiet, Save said only "Saving…", for minutes.
 */
const SAVE_SLOW_MS = 30_000;

export type EditorStatus = 'loading' | 'ready' | 'not-found' | 'load-failed';

/**
 * Save's outcome: the saved item's id once saved; else why not (`refused` names the fields left
 * empty though required, or refused by the schema, marked in `problems`; 'conflict' leaves the
 * conflict dialog to the person, 'redirecting' the question whether to take a slug that still
 * redirects to another item).
 */
export type SaveResult =
  | { saved: string; changedWhileSaving: boolean }
  | { refused: string[] }
  | 'conflict'
  | 'redirecting'
  | 'failed';

/** The message of a required field left empty (FieldIssue.message). */
export const REQUIRED_ISSUE = 'required';

/** The message of a field whose text the form cannot read as a value (a time with a five-digit year). */
export const UNREADABLE_ISSUE = 'unreadable';

/**
 * One blog post or case study in the editor: load it (or start empty), hold the values as
 * typed, tell whether anything is unsaved, and save. The document as loaded is kept, so save
 * can refuse to overwrite someone else's change (an {@link EditConflictError}); a failed save
 * leaves the form exactly as it was.
 */
export function useContentEditor<T extends SavedItem, D extends DraftItem>(
  source: ContentEditorSource<T, D>,
  id: string | undefined,
  messages: ContentEditorMessages,
  keepAt?: KeepTypedAt,
) {
  const [status, setStatus] = useState<EditorStatus>(id ? 'loading' : 'ready');
  const [loaded, setLoaded] = useState<T | null>(null);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const [initial, setInitial] = useState<D>(source.empty);
  const [draft, setDraft] = useState<D>(source.empty);
  /** The values as typed now, for a save ending after more was typed. */
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [saving, setSaving] = useState(false);
  const dirty = useMemo(() => !dequal(initial, draft), [initial, draft]);
  const [conflict, setConflict] = useState<{ current: T | null } | null>(null);
  /** What the backup gave back was typed over a version saved since: the conflict dialog asks which to keep. */
  const typedOverNewer = useCallback(() => setConflict({ current: loadedRef.current }), []);
  /** What is typed and not saved, backed up in this browser (draftBackup.ts). */
  const backup = useDraftBackup(keepAt, {
    ready: status === 'ready',
    initial,
    draft,
    dirty,
    setDraft,
    typedOverNewer,
  });
  /** Set at once when a save starts, where `saving` is only seen at the next render. */
  const savingRef = useRef(false);
  /** The slug the last save asked for, which still redirects to another item (see SlugRedirectsError). */
  const [redirectingSlug, setRedirectingSlug] = useState<string | null>(null);
  /**
   * The fields the last save refused (required but empty, or refused by the schema check), by field
   * name; a field's entry goes when it changes.
   */
  const [problems, setProblems] = useState<ReadonlyMap<string, FieldIssue>>(new Map());
  /** What each Swedish field of the stored document was translated from (none until read). */
  const [sources, setSources] = useState<TranslationSources>({});
  /**
   * The fields Auto-Translate filled since the document was opened or last saved, each with the
   * English and Swedish its translation paired (domain translatedPairs): the out-of-date warning
   * and the sources the save records go by them while the Swedish is still the translation's.
   */
  const [translated, setTranslated] = useState<TranslatedPairs>({});
  const recordTranslation = useCallback((fields: readonly string[], values: D) => {
    setTranslated((current) => ({ ...current, ...translatedPairs(fields, values) }));
  }, []);

  /**
   * The source as last rendered. The document is read once per id, not again when the source
   * changes (the page makes another when the account's role changes mid-edit): a read then
   * replaced every value typed with the stored ones.
   */
  const sourceRef = useRef(source);
  sourceRef.current = source;
  /** The document's translation sources; one that cannot be read marks nothing out of date. */
  const readSources = useCallback(
    (itemId: string) => sourceRef.current.translationSources(itemId).catch((): TranslationSources => ({})),
    [],
  );
  /** After a save or a reload the stored document is another: none marked until its sources are read again. */
  const rereadSources = (itemId: string) => {
    setSources({});
    void readSources(itemId).then(setSources);
  };

  const openBackup = backup.open;
  const load = useCallback(async () => {
    if (!id) return;
    // The item this editor has just created, now at its own address: it holds what is typed.
    if (loadedRef.current?.id === id) return;
    setStatus('loading');
    try {
      // Read beside the document, so the form shows once, its out-of-date warning included.
      const [item, found] = await Promise.all([sourceRef.current.get(id), readSources(id)]);
      if (!item) {
        setStatus('not-found');
        return;
      }
      const values = sourceRef.current.toDraft(item);
      setLoaded(item);
      // Now, before the render: the backup's `typedOverNewer` below may name it at once.
      loadedRef.current = item;
      setInitial(values);
      setDraft(values);
      setSources(found);
      setTranslated({});
      setStatus('ready');
      // What this account typed here and did not save: given back (over a version saved since, the
      // conflict dialog asks which to keep), or offered.
      openBackup(values, true);
    } catch {
      setStatus('load-failed');
    }
  }, [id, readSources, openBackup]);

  useEffect(() => {
    void load();
  }, [load]);

  // A new item's editor: what this account typed in one and did not save, given back or offered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the editor opens
  useEffect(() => {
    if (!id) openBackup(initial, false);
  }, []);

  const setField = useCallback(<K extends keyof D>(field: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => {
      // `metrics_text` (`metrics_sv_text`) is typed where `metrics` (`metrics_sv`) is stored;
      // `metrics_sv.2.value` is one of its entries.
      const stored = String(field).replace(/_text$/, '');
      const kept = [...current].filter(([name]) => name.split('.')[0] !== stored);
      return kept.length === current.size ? current : new Map(kept);
    });
  }, []);

  /**
   * Saves the values typed (or `values`, e.g. an earlier version being restored, which replaces
   * whatever is typed). `unreadable` names the fields whose text the form could not read (a date
   * typed without its time, which the browser reports as empty): refused, never saved as empty.
   */
  async function save(
    options: SaveOptions = {},
    values: D = draft,
    unreadable: readonly string[] = [],
  ): Promise<SaveResult> {
    const missing = source.missing(values);
    if (missing.length > 0) {
      setProblems(new Map(missing.map((field) => [field, { field, max: null, message: REQUIRED_ISSUE }])));
      notify({ kind: 'error', title: messages.missingTitle, description: messages.missingFields });
      return { refused: [...missing] };
    }
    if (unreadable.length > 0) {
      const issues = unreadable.map((field): FieldIssue => ({ field, max: null, message: UNREADABLE_ISSUE }));
      setProblems(new Map(issues.map((issue) => [issue.field, issue])));
      notify({ kind: 'error', title: messages.invalidTitle, description: messages.invalidFields(issues) });
      return { refused: [...unreadable] };
    }
    // One save at a time: a second click (Save, Overwrite) before the first re-rendered writes nothing.
    if (savingRef.current) return 'failed';
    savingRef.current = true;
    setSaving(true);
    const slow = setTimeout(
      () => notify({ kind: 'info', title: messages.saveSlowTitle, description: messages.saveSlow }),
      SAVE_SLOW_MS,
    );
    // What Auto-Translate paired goes with a save of what is typed, not with a version restored.
    const pairs = options.restoredFrom === undefined && Object.keys(translated).length > 0 ? { translated } : {};
    try {
      const saved = loaded
        ? await source.update(loaded, values, { ...options, ...pairs })
        : options.takeOverRedirect
          ? await source.create(values, { takeOverRedirect: true, ...pairs })
          : 'translated' in pairs
            ? await source.create(values, pairs)
            : await source.create(values);
      const savedValues = source.toDraft(saved);
      // What was typed while the save ran stays, unsaved (it replaced everything typed since).
      const changedWhileSaving = !dequal(draftRef.current, draft);
      rereadSources(saved.id);
      setLoaded(saved);
      setInitial(savedValues);
      // The sources saved carry the pairs; kept while what was typed meanwhile is still to be saved.
      if (!changedWhileSaving) {
        setDraft(savedValues);
        setTranslated({});
      }
      setConflict(null);
      setRedirectingSlug(null);
      setProblems(new Map());
      backup.saved();
      const description =
        options.restoredFrom !== undefined
          ? messages.restored(options.restoredFrom)
          : loaded
            ? messages.updated
            : messages.created;
      // A slug longer than SLUG_MAX_LENGTH was cut at a word boundary (makeSlug), and slugs are
      // unique: the save took the next free variant of a taken one (`…-2`). Both are said.
      const asked = makeSlug(values);
      const said = [
        description,
        ...(slugWasShortened(values) ? [messages.slugShortened(asked)] : []),
        ...(saved.slug !== asked ? [messages.slugTaken(asked, saved.slug)] : []),
        ...(changedWhileSaving ? [messages.changedWhileSaving] : []),
      ];
      // One text of sentences: a full stop after each that has none (`created` and `updated` do not).
      const text = said.reduce((all, next) => `${/[.!?]$/u.test(all) ? all : `${all}.`} ${next}`);
      notify({ kind: 'success', title: messages.successTitle, description: text });
      return { saved: saved.id, changedWhileSaving };
    } catch (error) {
      if (error instanceof InvalidFieldsError) {
        setProblems(new Map(error.issues.map((issue) => [issue.field, issue])));
        notify({ kind: 'error', title: messages.invalidTitle, description: messages.invalidFields(error.issues) });
        return { refused: error.issues.map((issue) => issue.field) };
      }
      if (error instanceof SlugRedirectsError) {
        setRedirectingSlug(error.slug);
        return 'redirecting';
      }
      if (error instanceof EditConflictError) {
        setConflict({ current: error.current as T | null });
        return 'conflict';
      }
      notify({ kind: 'error', title: messages.errorTitle, description: saveFailure(error, messages) });
      return 'failed';
    } finally {
      clearTimeout(slow);
      savingRef.current = false;
      setSaving(false);
    }
  }

  /** Drops the values typed here and shows the stored version the conflict carried. */
  function reloadStored() {
    const current = conflict?.current;
    setConflict(null);
    if (!current) return;
    const values = source.toDraft(current);
    rereadSources(current.id);
    setLoaded(current);
    setInitial(values);
    setDraft(values);
    setTranslated({});
  }

  return {
    status,
    isNew: !id,
    /** The document as stored when it was opened or last saved; null while creating. */
    loaded,
    sources,
    translated,
    recordTranslation,
    draft,
    setDraft,
    setField,
    dirty,
    problems,
    saving,
    save,
    conflict,
    reloadStored,
    dismissConflict: () => setConflict(null),
    redirectingSlug,
    dismissRedirectingSlug: () => setRedirectingSlug(null),
    /** The backup of what is typed and not saved: what it says, the backup found to restore or discard. */
    backup,
  };
}
