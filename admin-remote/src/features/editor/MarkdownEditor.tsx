/**
 * MDXEditor with the console's toolbar and limits. Loaded in its own chunk (it is large), only
 * when an editor form opens; its stylesheet comes with it, so nothing of it reaches visitors.
 */
import '@mdxeditor/editor/style.css';
import { useColorScheme } from '@app/shared-ui/mui';
import {
  BlockTypeSelect,
  BoldItalicUnderlineToggles,
  ButtonWithTooltip,
  CodeToggle,
  CreateLink,
  codeBlockPlugin,
  createRootEditorSubscription$,
  headingsPlugin,
  InsertCodeBlock,
  InsertThematicBreak,
  iconComponentFor$,
  insertTable$,
  ListsToggle,
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
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

declare module '@mdxeditor/editor' {
  /** The undo history all of an editor's parts share; exported at run time, not in the typings. */
  export const historyState$: NodeRef<{ undoStack: unknown[] }>;
}

import { historyState$ } from '@mdxeditor/editor';

/** Undo keeps the last 100 steps. */
export const UNDO_HISTORY_LIMIT = 100;

/** A new table starts with 4 rows (header included) and 6 columns. */
export const NEW_TABLE_SIZE = { rows: 4, columns: 6 } as const;

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
  value: string;
  onChange: (markdown: string) => void;
  insertTableLabel: string;
}

const interpolate = (text: string, values: Record<string, unknown> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? ''));

export default function MarkdownEditor({ label, value, onChange, insertTableLabel }: MarkdownEditorProps) {
  const { t, i18n } = useTranslation('admin');
  const editor = useRef<MDXEditorMethods>(null);
  const lastEmitted = useRef(value);
  const { mode, systemMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';

  // Values set from outside (auto-translate, clear, reload) replace the editor's content.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      editor.current?.setMarkdown(value);
    }
  }, [value]);

  const plugins = useMemo(
    () => [
      headingsPlugin(),
      listsPlugin(),
      quotePlugin(),
      thematicBreakPlugin(),
      linkPlugin(),
      linkDialogPlugin(),
      tablePlugin(),
      codeBlockPlugin({ defaultCodeBlockLanguage: '' }),
      markdownShortcutPlugin(),
      undoLimitPlugin({ limit: UNDO_HISTORY_LIMIT }),
      toolbarPlugin({
        toolbarContents: () => (
          <>
            <UndoRedo />
            <Separator />
            <BoldItalicUnderlineToggles />
            <CodeToggle />
            <Separator />
            <BlockTypeSelect />
            <ListsToggle />
            <Separator />
            <CreateLink />
            <InsertTableButton title={insertTableLabel} />
            <InsertThematicBreak />
            <InsertCodeBlock />
          </>
        ),
      }),
    ],
    [insertTableLabel],
  );

  return (
    <MDXEditor
      ref={editor}
      className={dark ? 'dark-theme' : undefined}
      contentEditableClassName="admin-markdown-content"
      markdown={value}
      plugins={plugins}
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
    />
  );
}
