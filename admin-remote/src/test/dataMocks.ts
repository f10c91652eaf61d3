/**
 * Data layers with every call a mock, for `vi.mock` factories of the page tests (each test says what
 * the calls answer): `vi.mock('../data/blogs', async () => (await import('../test/dataMocks')).blogsMock())`.
 */
import { vi } from 'vitest';

/** data/blogs.ts. */
export const blogsMock = () => ({
  listBlogs: vi.fn(),
  getBlog: vi.fn(),
  createBlog: vi.fn(),
  updateBlog: vi.fn(),
  deleteBlog: vi.fn(),
  blogRevisions: vi.fn(),
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
