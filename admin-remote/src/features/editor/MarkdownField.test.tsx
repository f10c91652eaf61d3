import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import type { MarkdownEditorProps } from './MarkdownEditor';
import { MarkdownField } from './MarkdownField';

// The real editor, which in addition reports a problem for a value containing UNREADABLE, as
// MDXEditor does for markdown it cannot import.
vi.mock('./MarkdownEditor', async (importOriginal) => {
  const real = await importOriginal<typeof import('./MarkdownEditor')>();
  function EditorWithProblems(props: MarkdownEditorProps) {
    const { onProblem, value } = props;
    useEffect(() => onProblem?.(value.includes('UNREADABLE') ? 'Parsing failed' : null), [onProblem, value]);
    return <real.default {...props} />;
  }
  return { ...real, default: EditorWithProblems };
});

afterEach(() => cleanup());

let saved = '';

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  saved = value;
  return (
    <MarkdownField name="content" label="Content" value={value} onChange={setValue} height={400} imageFolder="blogs" />
  );
}

// The editor is a lazily loaded chunk: its first load in a test run takes a while.
const LOAD = { timeout: 15_000 };
const richArea = () => screen.findByRole('textbox', { name: 'Content' }, LOAD);
const sourceArea = () => screen.getByRole('textbox', { name: 'Markdown source: Content' });

describe('MarkdownField source view', () => {
  it('shows the markdown source and keeps rich text and source in sync both ways', async () => {
    const { container } = await renderAdmin(<Field initial={'## Start\n\nFirst paragraph.'} />);
    await richArea();
    expect(screen.queryByRole('textbox', { name: 'Markdown source: Content' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Markdown source' }));
    expect(sourceArea()).toHaveValue('## Start\n\nFirst paragraph.');
    // The rich view is hidden while the source shows.
    expect(screen.queryByRole('textbox', { name: 'Content' })).toBeNull();

    fireEvent.change(sourceArea(), {
      target: { value: '## Changed\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n- item' },
    });
    expect(saved).toBe('## Changed\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n- item');

    fireEvent.click(screen.getByRole('button', { name: 'Rich text' }));
    const rich = await richArea();
    await waitFor(() => expect(rich.querySelector('h2')?.textContent).toBe('Changed'));
    expect(rich.querySelector('table')).not.toBeNull();
    expect(rich.querySelector('li')?.textContent).toBe('item');
    // The preview (the public renderer) follows too.
    expect(container.textContent).toContain('Changed');
  });

  it('shows rich text edits in the source', async () => {
    await renderAdmin(<Field initial="Plain start" />);
    const rich = await richArea();
    // A markdown paste is an edit of the rich view.
    const event = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'clipboardData', {
      value: {
        getData: (type: string) => (type === 'text/plain' ? 'Plain words\n\n### Added heading\n\n- one\n- two' : ''),
      },
    });
    // The caret at the end of the text, as a click puts it (Lexical follows the DOM selection).
    const text = rich.querySelector('[data-lexical-text]')?.firstChild as Text;
    rich.focus();
    window.getSelection()?.collapse(text, text.length);
    fireEvent(document, new Event('selectionchange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent(rich, event);
    // Like any paste, the first pasted block's text joins the paragraph at the caret.
    await waitFor(() => expect(saved).toBe('Plain startPlain words\n\n### Added heading\n\n- one\n- two'));
    fireEvent.click(screen.getByRole('button', { name: 'Markdown source' }));
    expect(sourceArea()).toHaveValue(saved);
  });

  it('opens markdown the rich view cannot read in the source, with the reason, until it can', async () => {
    await renderAdmin(<Field initial="UNREADABLE markdown" />);
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Parsing failed');
    expect(sourceArea()).toHaveValue('UNREADABLE markdown');
    expect(screen.getByRole('button', { name: 'Rich text' })).toBeDisabled();

    fireEvent.change(sourceArea(), { target: { value: 'Readable markdown' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Rich text' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Rich text' }));
    expect(await richArea()).toHaveTextContent('Readable markdown');
  });

  it('says on the editing area itself, rich or source, that the field is required and what is wrong with it', async () => {
    await renderAdmin(
      <MarkdownField
        name="content"
        label="Content"
        value=""
        onChange={() => {}}
        height={400}
        imageFolder="blogs"
        required
        error="Required."
      />,
    );
    const rich = await richArea();
    expect(rich).toBeRequired();
    expect(rich).toBeInvalid();
    expect(rich).toHaveAccessibleDescription('Required.');
    fireEvent.click(screen.getByRole('button', { name: 'Markdown source' }));
    expect(sourceArea()).toBeRequired();
    expect(sourceArea()).toBeInvalid();
    expect(sourceArea()).toHaveAccessibleDescription('Required.');
  });

  it('names the toggle in Swedish', async () => {
    await renderAdmin(<Field initial="Text" />, { language: 'sv' });
    expect(screen.getByRole('button', { name: 'Formaterad text' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Markdownkälla' }));
    expect(screen.getByRole('textbox', { name: 'Markdownkälla: Content' })).toHaveValue('Text');
  });
});
