/**
 * Data layers with every call a mock, for `vi.mock` factories of the page tests (each test says what
 * the calls answer): `vi.mock('../data/blogs', async () => (await import('../test/dataMocks')).blogsMock())`.
 */
import { vi } from 'vitest';
import type { Revision, RevisionSummary } from '../data/collection';

/** data/blogs.ts. */
export const blogsMock = () => ({
  listBlogs: vi.fn(),
  getBlog: vi.fn(),
  createBlog: vi.fn(),
  updateBlog: vi.fn(),
  deleteBlog: vi.fn(),
  blogRevisions: vi.fn(),
  blogRevision: vi.fn(),
  blogTranslationSources: vi.fn(),
  blogSuggestions: vi.fn(async () => ({ values: {}, paired: {} })),
  // The server's clock, as the browser's unless a test says otherwise.
  blogServerTime: vi.fn(async () => new Date()),
});

/** data/previewLinks.ts: the editor's preview links (their own test: PreviewLinks.test.tsx), none yet. */
export const previewLinksMock = () => ({
  listActivePreviewLinks: vi.fn(async () => []),
  createPreviewLink: vi.fn(),
  revokePreviewLink: vi.fn(),
  previewUrl: vi.fn((token: string) => `https://example.com/preview/${token}`),
});

/**
 * A document's kept versions for the History dialog: `list` (a data module's `…Revisions` mock)
 * answers their summaries, `one` (its `…Revision` mock) each version whole, as the data layer does.
 */
export function mockHistory<T>(
  list: (id: string) => Promise<RevisionSummary[]>,
  one: (id: string, number: number) => Promise<Revision<T> | null>,
  versions: Array<Revision<T>>,
): void {
  vi.mocked(list).mockResolvedValue(versions.map(({ fields: _fields, ...summary }) => summary));
  vi.mocked(one).mockImplementation(
    async (_id, number) => versions.find((version) => version.number === number) ?? null,
  );
}
