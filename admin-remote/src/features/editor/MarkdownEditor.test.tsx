import { IMAGE_ACCEPT, type ImageFolder } from '@app/domain';
import { useToasts } from '@app/platform';
import type { MDXEditorMethods } from '@mdxeditor/editor';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeEveryImage, pngHeader } from '../../test/images';
import { renderAdmin } from '../../test/render';
import MarkdownEditor, { markdownToPaste } from './MarkdownEditor';

const uploadImage =
  vi.fn<(file: File, folder: ImageFolder, onProgress: (percent: number) => void) => Promise<string>>();
vi.mock('../../data/images', () => ({
  uploadImage: (file: File, folder: ImageFolder, onProgress: (percent: number) => void) =>
    uploadImage(file, folder, onProgress),
}));

afterEach(() => cleanup());

/** Loads `markdown` into the real editor (MDXEditor in jsdom) and returns what it would save. */
async function roundTrip(markdown: string) {
  const ref = createRef<MDXEditorMethods>();
  const problems: (string | null)[] = [];
  await renderAdmin(
    <MarkdownEditor
      ref={ref}
      label="Content"
      value={markdown}
      onChange={() => {}}
      insertTableLabel="Insert table"
      onProblem={(problem) => problems.push(problem)}
    />,
  );
  await screen.findByRole('textbox', { name: 'Content' });
  await waitFor(() => expect(ref.current).not.toBeNull());
  const saved = ref.current?.getMarkdown() ?? '';
  cleanup();
  return { saved, problems: problems.filter((problem) => problem !== null) };
}

/** Markdown already written the way the editor writes it: it must come back byte for byte. */
const CANONICAL: Record<string, string> = {
  'headings and inline formatting':
    '# Title\n\n## Sub with *emphasis*\n\n### Third level\n\nSome *italic*, **bold** and ***both***, a [link](https://example.com "Its title"), an [internal link](/blog/other-post), `inline code` and ~~strike~~.',
  'unordered, ordered and nested lists':
    '- one\n- two\n  - nested\n  - nested *two*\n- three\n\n1. first\n2. second\n   1. nested ordered\n   2. again\n3. third',
  'task list': '- [ ] to do\n- [x] done',
  'list item with two paragraphs': '- item\n\n  its second paragraph\n- next item',
  blockquote: '> A quote\n> on two lines\n\n> First paragraph\n>\n> Second paragraph',
  'fenced code with and without a language':
    '```ts\nconst a = 1;\nconst b = a * 2;\n```\n\n```\nplain *not emphasis*\n```',
  // Columns padded to their widest cell, as the editor writes them.
  table:
    '| Metric |                  Value |\n| ------ | ---------------------: |\n| ROI    |                 **3x** |\n| `code` | [a](https://a.example) |',
  'rule and images':
    'Before\n\n---\n\n![A chart](https://cdn.example/chart.png)\n\n![Logo](https://cdn.example/logo.png "The logo") inline',
  'hard and soft line breaks': 'line one\\\nline two\nsoft line in the same paragraph',
  'characters that are only text': 'snake_case_word, 2*3*4, file_name.md, a_b, 50% off, C# and 1) not a list',
};

describe('MarkdownEditor round trip (the real MDXEditor)', () => {
  it.each(Object.entries(CANONICAL))('keeps %s unchanged', async (_name, markdown) => {
    const { saved, problems } = await roundTrip(markdown);
    expect(problems).toEqual([]);
    expect(saved).toBe(markdown);
  });

  it('writes no character references and no needless escapes', async () => {
    const { saved } = await roundTrip(Object.values(CANONICAL).join('\n\n'));
    expect(saved).not.toMatch(/&#x/i);
    expect(saved).not.toMatch(/\\[*_[\]#`]/);
  });

  it('normalises other spellings to the same meaning', async () => {
    const cases: [string, string][] = [
      ['* star bullet\n* another', '- star bullet\n- another'],
      ['Before\n\n***\n\nAfter', 'Before\n\n---\n\nAfter'],
      ['two spaces  \nbreak', 'two spaces\\\nbreak'],
      ['_underscore emphasis_ and __strong__', '*underscore emphasis* and **strong**'],
      ['Intro\n\n    indented code', 'Intro\n\n```\nindented code\n```'],
      [
        'A [reference link][ref] and ![an image][img].\n\n[ref]: https://example.com "Title"\n[img]: https://cdn.example/i.png',
        'A [reference link](https://example.com "Title") and ![an image](https://cdn.example/i.png).',
      ],
    ];
    for (const [input, expected] of cases) {
      const { saved, problems } = await roundTrip(input);
      expect(problems).toEqual([]);
      expect(saved).toBe(expected);
    }
  });

  it('opens raw HTML as the text the public pages show', async () => {
    const { saved, problems } = await roundTrip('Raw <b>html</b> here\n\n<div>\nblock\n</div>');
    expect(problems).toEqual([]);
    expect(saved).toBe('Raw \\<b>html\\</b> here\n\n\\<div>\nblock\n\\</div>');
  });
});

/** A paste event as the browser sends it, with the clipboard's flavours. */
function paste(target: Element, data: Record<string, string>) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: (type: string) => data[type] ?? '' } });
  fireEvent(target, event);
  return event;
}

describe('MarkdownEditor paste', () => {
  it('inserts plain text that is markdown as formatted content', async () => {
    const ref = createRef<MDXEditorMethods>();
    const onChange = vi.fn();
    const { container } = await renderAdmin(
      <MarkdownEditor ref={ref} label="Content" value="" onChange={onChange} insertTableLabel="Insert table" />,
    );
    const area = await screen.findByRole('textbox', { name: 'Content' });
    await act(async () => {
      ref.current?.focus();
    });
    const article =
      '## Pasted heading\n\nSome **bold** text and a [link](https://example.com).\n\n- first\n- second\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n```js\nlet x = 1;\n```';
    const event = paste(area, { 'text/plain': article });
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Pasted heading'));
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('a[href="https://example.com"]')).not.toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('table')).not.toBeNull();
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const saved = onChange.mock.calls.at(-1)?.[0] as string;
    expect(saved).toContain('## Pasted heading');
    expect(saved).toContain('**bold**');
    expect(saved).toContain('- first\n- second');
    expect(saved).toMatch(/\| A +\| B +\|/);
    expect(saved).toContain('```js\nlet x = 1;\n```');
    expect(saved).not.toMatch(/\\[#*[|]/);
  });
});

describe('MarkdownEditor image upload', () => {
  const STORED_URL = 'http://127.0.0.1:9199/v0/b/bucket/o/blog-images%2Fcase-studies%2F1-abc.640x480.png?alt=media';
  const PNG = pngHeader(640, 480);
  const toasts = () =>
    useToasts.getState().toasts.map(({ kind, title, description }) => ({ kind, title, description }));

  beforeEach(() => {
    uploadImage.mockReset();
    useToasts.setState({ toasts: [] });
    decodeEveryImage(640, 480);
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Opens the toolbar's image dialog and sends `file` from its upload control. */
  async function insertThroughDialog(imageFolder: ImageFolder, file: File, alt = '') {
    const onChange = vi.fn();
    const { container } = await renderAdmin(
      <MarkdownEditor
        label="Content"
        value=""
        onChange={onChange}
        insertTableLabel="Insert table"
        imageFolder={imageFolder}
      />,
    );
    await screen.findByRole('textbox', { name: 'Content' });
    await userEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    // Every field is named by its label (the console's own dialog; MDXEditor's names none).
    const picker = within(dialog).getByLabelText('Upload an image (JPG, PNG, WebP or GIF, at most 5MB):');
    expect(within(dialog).getByRole('textbox', { name: 'Or add an image from a URL:' })).toBeInTheDocument();
    // A user can pick "all files" whatever `accept` says.
    await userEvent.upload(picker, file, { applyAccept: false });
    if (alt) await userEvent.type(within(dialog).getByRole('textbox', { name: 'Alt text:' }), alt);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    return { onChange, container, dialog };
  }

  it("refuses a non-image with the cover's toast, sends nothing and inserts nothing", async () => {
    const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    const { onChange, container } = await insertThroughDialog('blogs', pdf);
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Invalid file type',
          description: 'Please select an image file (JPG, PNG, WebP, or GIF)',
        },
      ]),
    );
    expect(uploadImage).not.toHaveBeenCalled();
    expect(container.querySelector('.admin-markdown-content img')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file whose bytes are not the image its type claims', async () => {
    const page = new File(['<html><script>alert(1)</script></html>'], 'photo.png', { type: 'image/png' });
    const { container } = await insertThroughDialog('blogs', page);
    await waitFor(() => expect(toasts().map((toast) => toast.title)).toEqual(['Not an image']));
    expect(uploadImage).not.toHaveBeenCalled();
    expect(container.querySelector('.admin-markdown-content img')).toBeNull();
  });

  it("refuses, with the cover's toast naming the file, an image of too many pixels and inserts nothing", async () => {
    const bomb = new File([new Uint8Array(pngHeader(30_000, 30_000))], 'bomb.png', { type: 'image/png' });
    const { onChange, container } = await insertThroughDialog('blogs', bomb);
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Image too large in pixels',
          description:
            'bomb.png is 30,000 × 30,000 pixels. An image may have at most 16,384 pixels on a side and 50 megapixels in all: scale it down and try again.',
        },
      ]),
    );
    expect(uploadImage).not.toHaveBeenCalled();
    expect(container.querySelector('.admin-markdown-content img')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("uploads a PNG through the covers' uploadImage to the page's folder and inserts the stored image", async () => {
    uploadImage.mockResolvedValue(STORED_URL);
    const png = new File([new Uint8Array([...PNG, 0, 0, 0, 13])], 'chart.png', { type: 'image/png' });
    const { onChange } = await insertThroughDialog('case-studies', png, 'A chart');
    await waitFor(() => expect(uploadImage).toHaveBeenCalledWith(png, 'case-studies', expect.any(Function)));
    // (jsdom loads no image, so the editor's own <img> is not drawn: what it saves is checked.)
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(`![A chart](${STORED_URL})`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts()).toEqual([{ kind: 'success', title: 'Success', description: 'Image uploaded successfully' }]);
  });

  it("offers in its picker what the cover's picker offers (domain IMAGE_ACCEPT: the types storage.rules takes and their extensions)", async () => {
    await renderAdmin(
      <MarkdownEditor
        label="Content"
        value=""
        onChange={() => {}}
        insertTableLabel="Insert table"
        imageFolder="blogs"
      />,
    );
    await screen.findByRole('textbox', { name: 'Content' });
    await userEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    expect(within(dialog).getByLabelText(/^Upload an image/)).toHaveAttribute('accept', IMAGE_ACCEPT);
  });

  it('uploads once however often Save is pressed while the image is on its way, showing its progress', async () => {
    let finish: (url: string) => void = () => {};
    let progress: (percent: number) => void = () => {};
    uploadImage.mockImplementation(
      (_file, _folder, onProgress) =>
        new Promise<string>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const png = new File([new Uint8Array([...PNG, 0, 0, 0, 13])], 'chart.png', { type: 'image/png' });
    const { onChange, dialog } = await insertThroughDialog('blogs', png, 'A chart');
    await waitFor(() => expect(uploadImage).toHaveBeenCalledTimes(1));
    act(() => progress(40));
    const sending = within(dialog).getByRole('button', { name: 'Uploading… 40%' });
    expect(sending).toBeDisabled();
    // A second press (Enter in a field) while it uploads sends nothing more.
    fireEvent.submit(sending.closest('form') as HTMLFormElement);
    await act(async () => finish(STORED_URL));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(`![A chart](${STORED_URL})`));
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('inserts nothing when the dialog was cancelled before the upload ended', async () => {
    let finish: (url: string) => void = () => {};
    uploadImage.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    const png = new File([new Uint8Array([...PNG, 0, 0, 0, 13])], 'chart.png', { type: 'image/png' });
    const { onChange, dialog } = await insertThroughDialog('blogs', png, 'A chart');
    await waitFor(() => expect(uploadImage).toHaveBeenCalledTimes(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => finish(STORED_URL));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('markdownToPaste', () => {
  const data = (flavours: Record<string, string>) => ({ getData: (type: string) => flavours[type] ?? '' });

  it('takes lines of plain text alone as markdown, and leaves a single plain line to the editor', () => {
    expect(markdownToPaste(data({ 'text/plain': 'Just words\r\n\r\nand more' }))).toBe('Just words\n\nand more');
    expect(markdownToPaste(data({ 'text/plain': ' and more words' }))).toBe(null);
  });

  it('takes plain text that looks like markdown even when HTML comes with it', () => {
    expect(markdownToPaste(data({ 'text/plain': '## Title\n\n- a', 'text/html': '<pre>## Title</pre>' }))).toBe(
      '## Title\n\n- a',
    );
    expect(markdownToPaste(data({ 'text/plain': 'See [this](https://x.example)', 'text/html': '<p>x</p>' }))).not.toBe(
      null,
    );
  });

  it('leaves HTML with ordinary text, and copies from the editor itself, to the editor', () => {
    expect(markdownToPaste(data({ 'text/plain': 'A sentence.', 'text/html': '<p>A <b>sentence</b>.</p>' }))).toBe(null);
    expect(markdownToPaste(data({ 'text/plain': '## Title', 'application/x-lexical-editor': '{}' }))).toBe(null);
    expect(markdownToPaste(data({ 'text/plain': '  ' }))).toBe(null);
    expect(markdownToPaste(null)).toBe(null);
  });
});

describe('MarkdownEditor and the keyboard', () => {
  it('lets Tab and Shift+Tab leave the text outside a list (no keyboard trap), and writes no tab', async () => {
    const onChange = vi.fn();
    await renderAdmin(
      <>
        <button type="button">Before</button>
        <MarkdownEditor label="Content" value="A paragraph." onChange={onChange} insertTableLabel="Insert table" />
        <button type="button">After</button>
      </>,
    );
    const content = await screen.findByRole('textbox', { name: 'Content' });
    const paragraph = content.querySelector('p') ?? content;
    await act(async () => {
      content.focus();
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      range.collapse(false);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await act(async () => content.focus());
    await userEvent.tab({ shift: true });
    expect(content).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringContaining('\t'));
  });

  it('still nests a list item with Tab at its start; elsewhere in it Tab leaves, writing no tab', async () => {
    const onChange = vi.fn();
    await renderAdmin(
      <MarkdownEditor label="Content" value={'- one\n- two'} onChange={onChange} insertTableLabel="Insert table" />,
    );
    const content = await screen.findByRole('textbox', { name: 'Content' });
    const second = content.querySelectorAll('li')[1];
    if (!second) throw new Error('no second item');
    await act(async () => {
      content.focus();
      const range = document.createRange();
      range.selectNodeContents(second);
      range.collapse(true);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('- one\n  - two'));
    expect(content).toHaveFocus();

    const nested = content.querySelectorAll('li')[1];
    if (!nested) throw new Error('no nested item');
    await act(async () => {
      const range = document.createRange();
      range.selectNodeContents(nested);
      range.collapse(false);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    await userEvent.tab();
    expect(content).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringContaining('&#x9;'));
  });
});

describe('MarkdownEditor tables and assistive technology', () => {
  it.each([
    ['en', 'Content', 'Add a column at the end', 'Add a row at the end', 'Delete table'],
    ['sv', 'Innehåll', 'Lägg till en kolumn sist', 'Lägg till en rad sist', 'Radera tabellen'],
  ] as const)(
    '(%s) names every button of a table, the icon-only add-column and add-row ones too',
    async (language, label, column, row, remove) => {
      await renderAdmin(
        <MarkdownEditor
          label={label}
          value={'| A | B |\n| - | - |\n| 1 | 2 |'}
          onChange={() => {}}
          insertTableLabel="-"
        />,
        { language },
      );
      const area = await screen.findByRole('textbox', { name: label });
      const table = await within(area).findByRole('table');
      // The editor's own buttons inside the table: none is read out as just "button".
      for (const button of within(table).getAllByRole('button')) expect(button).toHaveAccessibleName();
      expect(within(table).getByRole('button', { name: column })).toBeInTheDocument();
      expect(within(table).getByRole('button', { name: row })).toBeInTheDocument();
      expect(within(table).getByRole('button', { name: remove })).toBeInTheDocument();
    },
  );
});
