import {
  type CodeBlockEditorDescriptor,
  type CodeBlockEditorProps,
  useCodeBlockEditorContext,
} from '@mdxeditor/editor';
import { useTranslation } from 'react-i18next';

/**
 * A fenced code block in the rich view: its language and its code in plain form fields. MDXEditor has
 * no code block editor of its own; its CodeMirror one is not used (see MarkdownField's source view for
 * why CodeMirror is kept out of the console). Without one, any post with a fenced block failed to open.
 */
function PlainCodeBlockEditor({ code, language }: CodeBlockEditorProps) {
  const { t } = useTranslation('admin');
  const { setCode, setLanguage, lexicalNode, parentEditor } = useCodeBlockEditorContext();
  return (
    // Keys typed in the fields are theirs, not the surrounding rich text editor's.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops key events from reaching the editor
    <div className="admin-code-block" onKeyDown={(event) => event.stopPropagation()}>
      <div className="admin-code-block-bar">
        <input
          aria-label={t('mdx.codeBlock.language')}
          placeholder={t('mdx.codeBlock.language')}
          defaultValue={language}
          onChange={(event) => setLanguage(event.target.value.trim())}
        />
        <button type="button" onClick={() => parentEditor.update(() => lexicalNode.remove())}>
          {t('editor.markdown.removeCodeBlock')}
        </button>
      </div>
      <textarea
        aria-label={t('editor.markdown.codeBlock')}
        defaultValue={code}
        rows={Math.max(3, code.split('\n').length + 1)}
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
      />
    </div>
  );
}

/** Every fenced block, whatever its language, edits in the plain editor above. */
export const plainCodeBlockDescriptor: CodeBlockEditorDescriptor = {
  priority: 0,
  match: () => true,
  Editor: PlainCodeBlockEditor,
};
