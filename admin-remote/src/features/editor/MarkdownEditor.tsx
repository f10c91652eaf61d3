/**
 * MDXEditor with the console's toolbar and limits. Loaded in its own chunk (it is large), only
 * when an editor form opens; its stylesheet comes with it, so nothing of it reaches visitors.
 *
 * What it reads and writes is the public renderer's markdown (./siteMarkdown.ts); markdown pasted as
 * plain text is inserted formatted. The raw markdown source view is MarkdownField's.
 */
import '@mdxeditor/editor/style.css';
import type { ImageFolder } from '@app/domain';
import { useColorScheme } from '@app/shared-ui/mui';
import {
  BlockTypeSelect,
  BoldItalicUnderlineToggles,
  ButtonWithTooltip,
  CodeToggle,
  CreateLink,
  codeBlockPlugin,
  createRootEditorSubscription$,
  defaultSvgIcons,
  headingsPlugin,
  type IconKey,
  InsertCodeBlock,
  InsertImage,
  InsertThematicBreak,
  iconComponentFor$,
  imagePlugin,
  insertTable$,
  ListsToggle,
  lexicalTheme,
  linkDialogPlugin,
  linkPlugin,
  listsPlugin,
  MDXEditor,
  type MDXEditorMethods,
  markdownShortcutPlugin,
  type NodeRef,
  quotePlugin,
  realmPlugin,
  Separator,
  tablePlugin,
  thematicBreakPlugin,
  toolbarPlugin,
  UndoRedo,
  useCellValue,
  usePublisher,
} from '@mdxeditor/editor';
import {
  type ClipboardEvent,
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImageFile } from '../image/uploadImageFile';
import { type DialogUpload, DialogUploadContext, ImageInsertDialog } from './ImageInsertDialog';
import { createImagePreviewHandler, EDITOR_IMAGE_CLASS } from './imagePreview';
import { plainCodeBlockDescriptor } from './PlainCodeBlockEditor';
import { looksLikeMarkdown, siteMarkdownPlugin, TO_MARKDOWN_OPTIONS } from './siteMarkdown';

declare module '@mdxeditor/editor' {
  /** The undo history all of an editor's parts share; exported at run time, not in the typings. */
  export const historyState$: NodeRef<{ undoStack: unknown[] }>;
}

import { historyState$ } from '@mdxeditor/editor';

/** Undo keeps the last 100 steps. */
const UNDO_HISTORY_LIMIT = 100;

/** MDXEditor's Lexical theme, with a class on an image's node (EDITOR_IMAGE_CLASS). */
const EDITOR_THEME = { ...lexicalTheme, image: EDITOR_IMAGE_CLASS };

/** A new table starts with 4 rows (header included) and 6 columns. */
const NEW_TABLE_SIZE = { rows: 4, columns: 6 } as const;

/**
 * MDXEditor does not expose the history depth of its Lexical history, so the oldest steps are
 * dropped after every update; Lexical keeps using the same stack array.
 */
const undoLimitPlugin = realmPlugin<{ limit: number }>({
  init(realm, params) {
    const limit = params?.limit ?? UNDO_HISTORY_LIMIT;
    realm.pub(createRootEditorSubscription$, (editor) =>
      editor.registerUpdateListener(() => {
        const { undoStack } = realm.getValue(historyState$);
        if (undoStack.length > limit) undoStack.splice(0, undoStack.length - limit);
      }),
    );
  },
});

/**
 * The editor's icons, with a name for those that are a button's only content: a table's "add a
 * column" and "add a row" buttons (MDXEditor's TableEditor) carry no title, so a screen reader read
 * them as "button". A named image names its button.
 */
function namedIcons(names: Partial<Record<IconKey, string>>): (name: IconKey) => ReactElement {
  return (name) => {
    const label = names[name];
    return label ? cloneElement(defaultSvgIcons[name], { role: 'img', 'aria-label': label }) : defaultSvgIcons[name];
  };
}

function InsertTableButton({ title }: { title: string }) {
  const iconComponentFor = useCellValue(iconComponentFor$);
  const insertTable = usePublisher(insertTable$);
  return (
    <ButtonWithTooltip title={title} onClick={() => insertTable(NEW_TABLE_SIZE)}>
      {iconComponentFor('table')}
    </ButtonWithTooltip>
  );
}

export interface MarkdownEditorProps {
  /** The field's name: the editable area's accessible name. */
  label: string;
  /** Said on the editable area (`aria-required`), as a text field's `required` is. */
  required?: boolean | undefined;
  /** The id of the text saying what the last save refused in the value: the area is invalid and described by it. */
  errorId?: string | undefined;
  value: string;
  onChange: (markdown: string) => void;
  insertTableLabel: string;
  /**
   * Called with the reason when the markdown cannot be shown in the rich view (the rich view then
   * neither shows all of it nor saves edits), and with null once it can again.
   */
  onProblem?: (problem: string | null) => void;
  /** The editor's methods (getMarkdown, setMarkdown, insertMarkdown …). */
  ref?: Ref<MDXEditorMethods | null>;
  /**
   * Where images uploaded from the image dialog (or pasted or dropped as files) are stored, with
   * their variants, as the cover is; without it images are added by URL only.
   */
  imageFolder?: ImageFolder;
}

/**
 * Plain text pasted into the rich view is read as markdown when it looks written in markdown (a
 * heading, a list, a table, bold, a link … even when the source also offers HTML, as text editors
 * do), or when it is several lines with nothing richer beside it. A single plain line is left to the
 * editor (read as markdown it would lose its leading space), and so is a copy from the editor itself.
 * Like any paste, the first pasted block's text joins a non-empty paragraph at the caret.
 */
export function markdownToPaste(data: Pick<DataTransfer, 'getData'> | null): string | null {
  if (!data || data.getData('application/x-lexical-editor')) return null;
  const text = data.getData('text/plain').replace(/\r\n?/g, '\n');
  if (!text.trim()) return null;
  if (looksLikeMarkdown(text)) return text;
  return !data.getData('text/html') && text.trim().includes('\n') ? text : null;
}

const interpolate = (text: string, values: Record<string, unknown> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? ''));

/** Whether the caret is collapsed at the very start of a list item of `root`. */
function atListItemStart(root: Element): boolean {
  const selection = window.getSelection();
  if (!selection?.isCollapsed || !selection.anchorNode) return false;
  const node = selection.anchorNode;
  const item = (node instanceof Element ? node : node.parentElement)?.closest('li');
  if (!item || !root.contains(item)) return false;
  const before = document.createRange();
  before.setStart(item, 0);
  before.setEnd(node, selection.anchorOffset);
  return before.toString() === '';
}

export default function MarkdownEditor({
  label,
  required = false,
  errorId,
  value,
  onChange,
  insertTableLabel,
  onProblem,
  ref,
  imageFolder,
}: MarkdownEditorProps) {
  const { t, i18n } = useTranslation('admin');
  const editor = useRef<MDXEditorMethods>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const iconComponentFor = useMemo(
    () => namedIcons({ add_column: t('mdx.table.addColumn'), add_row: t('mdx.table.addRow') }),
    [t],
  );
  // MDXEditor takes no attributes for its editable area: they are set on it, as a text field has
  // them, so a screen reader in the area hears that it is required and what a save refused in it.
  useEffect(() => {
    const area = wrapper.current?.querySelector<HTMLElement>('.admin-markdown-content');
    if (!area) return;
    const attributes = {
      'aria-required': required ? 'true' : null,
      'aria-invalid': errorId ? 'true' : null,
      'aria-describedby': errorId ?? null,
    };
    for (const [name, attribute] of Object.entries(attributes)) {
      if (attribute === null) area.removeAttribute(name);
      else area.setAttribute(name, attribute);
    }
  });
  useImperativeHandle(ref, () => editor.current as MDXEditorMethods, []);
  const lastEmitted = useRef(value);
  const reportProblem = useRef(onProblem);
  reportProblem.current = onProblem;
  // The plugins are read once, when the editor starts: toasts follow a later language change.
  const translate = useRef(t);
  translate.current = t;
  const { mode, systemMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';

  // Values set from outside (auto-translate, clear, reload) replace the editor's content.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      editor.current?.setMarkdown(value);
    }
  }, [value]);

  // The image dialog's own upload (a file chosen there), with its progress.
  const dialogUpload = useMemo<DialogUpload | null>(
    () =>
      imageFolder
        ? (file: File, onProgress: (percent: number) => void) =>
            uploadImageFile(file, imageFolder, translate.current, onProgress)
        : null,
    [imageFolder],
  );

  const plugins = useMemo(() => {
    // A file pasted or dropped (the dialog's own upload is dialogUpload): a refused file or a
    // failed upload has its toast and inserts nothing, the promise staying pending (MDXEditor
    // rethrows a rejection, unhandled). The dialog is the console's own (ImageInsertDialog):
    // MDXEditor's breaks the admin's CSP.
    const imageUploadHandler = imageFolder
      ? async (file: File) =>
          (await uploadImageFile(file, imageFolder, translate.current, () => {})) ?? new Promise<string>(() => {})
      : undefined;
    return [
      headingsPlugin(),
      listsPlugin(),
      quotePlugin(),
      thematicBreakPlugin(),
      linkPlugin(),
      linkDialogPlugin(),
      tablePlugin(),
      // Width and height would be written as an HTML <img>, which the public pages show as text.
      // An image that cannot be loaded shows the console's placeholder file (./imagePreview.ts):
      // MDXEditor's own is a data: URI, which the CSP's img-src refuses.
      imagePlugin({
        disableImageResize: true,
        allowSetImageDimensions: false,
        ...(imageUploadHandler ? { imageUploadHandler } : {}),
        imagePreviewHandler: createImagePreviewHandler(),
        ImageDialog: ImageInsertDialog,
      }),
      codeBlockPlugin({ defaultCodeBlockLanguage: '', codeBlockEditorDescriptors: [plainCodeBlockDescriptor] }),
      siteMarkdownPlugin({ onProblem: (problem) => reportProblem.current?.(problem) }),
      markdownShortcutPlugin(),
      undoLimitPlugin({ limit: UNDO_HISTORY_LIMIT }),
      toolbarPlugin({
        toolbarContents: () => (
          <>
            <UndoRedo />
            <Separator />
            {/* No underline: markdown has none (it would be saved as <u>, shown as text). */}
            <BoldItalicUnderlineToggles options={['Bold', 'Italic']} />
            <CodeToggle />
            <Separator />
            <BlockTypeSelect />
            <ListsToggle />
            <Separator />
            <CreateLink />
            <InsertImage />
            <InsertTableButton title={insertTableLabel} />
            <InsertThematicBreak />
            <InsertCodeBlock />
          </>
        ),
      }),
    ];
  }, [insertTableLabel, imageFolder]);

  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    // Only the document itself: a table cell and a code block paste as they do.
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('[contenteditable]')?.classList.contains('admin-markdown-content')) return;
    const markdown = markdownToPaste(event.clipboardData);
    if (markdown === null || !editor.current) return;
    event.preventDefault();
    event.stopPropagation();
    editor.current.insertMarkdown(markdown);
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    // Lexical's Ctrl+U underlines, which markdown cannot keep.
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'u') {
      event.preventDefault();
      event.stopPropagation();
    }
    // The lists plugin's tab indentation takes every Tab in the document: except at the start of a
    // list item it writes a tab character (saved as `&#x9;`) and keeps the focus, so a keyboard
    // could not leave the field (a keyboard trap). Tab and Shift+Tab move the focus, as in any
    // field, except at the start of a list item, where they still nest and unnest it. Table cells
    // and code blocks keep their own keys.
    if (event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.classList.contains('admin-markdown-content')) return;
      if (atListItemStart(target)) return;
      // Not prevented: the browser moves the focus; stopped: the editor never sees the key.
      event.stopPropagation();
    }
  };

  return (
    // Paste and keys are caught on their way to the editor inside.
    <div ref={wrapper} onPasteCapture={onPasteCapture} onKeyDownCapture={onKeyDownCapture}>
      <DialogUploadContext value={dialogUpload}>
        <MDXEditor
          ref={editor}
          className={dark ? 'dark-theme' : undefined}
          contentEditableClassName="admin-markdown-content"
          lexicalTheme={EDITOR_THEME}
          markdown={value}
          plugins={plugins}
          iconComponentFor={iconComponentFor}
          // The editor's own texts in the console's language; the editable area is named by its field.
          translation={(key, defaultValue, values) => {
            if (key === 'contentArea.editableMarkdown') return label;
            const translated = i18n.exists(`mdx.${key}`, { ns: 'admin' }) ? t(`mdx.${key}`, values ?? {}) : null;
            return typeof translated === 'string' ? translated : interpolate(defaultValue, values);
          }}
          onChange={(markdown, initialNormalize) => {
            if (initialNormalize) return;
            lastEmitted.current = markdown;
            onChange(markdown);
          }}
          // The public pages show raw HTML as text; the editor does not turn it into elements either.
          suppressHtmlProcessing
          toMarkdownOptions={TO_MARKDOWN_OPTIONS}
        />
      </DialogUploadContext>
    </div>
  );
}
