import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Component, type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { MarkdownField } from './MarkdownField';

// The rich editor's chunk cannot be fetched: the bundler fails its import with a ChunkLoadError,
// which React throws where the lazy editor renders. Thrown here by the editor's render: Vitest wraps
// an error its mock factory throws, and a throwing `default` getter also breaks React's development
// build, which reads the loaded module's `default` in a promise callback (an unhandled rejection).
vi.mock('./MarkdownEditor', () => ({
  default: function MarkdownEditor(): never {
    const error = new Error('Loading chunk markdown-editor failed.');
    error.name = 'ChunkLoadError';
    throw error;
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Stands in for the shell's boundary around the console: what reaches it replaces the page. */
class PageBoundary extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { caught: error.name };
  }
  override render() {
    return this.state.caught ? <p>Page replaced: {this.state.caught}</p> : this.props.children;
  }
}

function Field() {
  const [value, setValue] = useState('## Typed before the network went');
  return (
    <>
      <input aria-label="Title" defaultValue="Kept title" />
      <MarkdownField
        name="content"
        label="Content"
        value={value}
        onChange={setValue}
        height={400}
        imageFolder="blogs"
      />
    </>
  );
}

describe('MarkdownField when the rich editor cannot be loaded', () => {
  it.each([
    ['en', 'The rich-text editor could not be loaded', 'Markdown source: Content', 'Try again'],
    ['sv', 'Redigeraren för formaterad text kunde inte läsas in', 'Markdownkälla: Content', 'Försök igen'],
  ] as const)(
    'offline, keeps the page and edits the source, saying so (%s)',
    async (language, message, source, retry) => {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      await renderAdmin(
        <PageBoundary>
          <Field />
        </PageBoundary>,
        { language },
      );
      expect(await screen.findByText(new RegExp(message))).toBeVisible();
      expect(screen.queryByText(/Page replaced/)).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Kept title');
      const area = screen.getByRole('textbox', { name: source });
      expect(area).toHaveValue('## Typed before the network went');
      fireEvent.change(area, { target: { value: '## Typed offline' } });
      expect(screen.getByRole('textbox', { name: source })).toHaveValue('## Typed offline');
      expect(screen.getByRole('button', { name: retry })).toBeEnabled();
      // Back online, the field renders again (typed into) and still waits for Try again.
      onLine.mockReturnValue(true);
      fireEvent.change(screen.getByRole('textbox', { name: source }), { target: { value: '## Typed online' } });
      expect(screen.queryByText(/Page replaced/)).toBeNull();
      expect(screen.getByRole('textbox', { name: source })).toHaveValue('## Typed online');
    },
  );

  it('online, leaves the missing chunk to the page (a deploy replaced the code: the shell reloads)', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAdmin(
      <PageBoundary>
        <Field />
      </PageBoundary>,
    );
    expect(await screen.findByText('Page replaced: ChunkLoadError')).toBeVisible();
  });
});
