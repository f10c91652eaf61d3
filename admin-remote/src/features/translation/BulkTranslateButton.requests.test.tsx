/**
 * Translate All from the button to what it asks the translation function, with the data layer as
 * it is (data/translations.ts) and only Firestore, the stored sources and the function replaced:
 * each document's request carries the fields whose Swedish it will write, nothing else.
 */
import { type BLOG_TYPE, type TranslatedFields, type TranslationSources, textFingerprint } from '@app/domain';
import { useToasts } from '@app/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentData } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { BulkTranslateButton } from './BulkTranslateButton';

const translate = vi.fn<(request: unknown) => Promise<TranslatedFields<typeof BLOG_TYPE>>>();
vi.mock('@app/platform/translate', () => ({ translate: (_type: unknown, request: unknown) => translate(request) }));
vi.mock('@app/platform/firestore', () => ({ db: () => ({}) }));

/** The stored posts by id, and their translation sources. */
const stored = new Map<string, DocumentData>();
const sources = new Map<string, TranslationSources>();
vi.mock('firebase/firestore/lite', () => ({
  collection: () => ({}),
  doc: (_db: unknown, _collection: string, id: string) => ({ id }),
  getDocs: async () => ({ docs: [...stored].map(([id, data]) => ({ id, data: () => data })) }),
  getDoc: async ({ id }: { id: string }) => ({ exists: () => stored.has(id), data: () => stored.get(id) }),
}));
const patchBlog = vi.fn<(id: string, change: DocumentData) => Promise<void>>(async () => {});
vi.mock('../../data/blogs', () => ({
  allBlogTranslationSources: async () => sources,
  blogTranslationSources: async (id: string) => sources.get(id) ?? {},
  patchBlog: (id: string, change: DocumentData) => patchBlog(id, change),
}));

const english = {
  title: 'AI for small shops',
  excerpt: 'Our guide',
  content: `# Guide\n\n${'A paragraph of the guide for small shops.\n\n'.repeat(500)}`,
  category: 'Strategy',
  is_published: false,
};

describe('Translate All sends each post only what it will write', () => {
  beforeEach(() => {
    translate.mockReset();
    patchBlog.mockClear();
    stored.clear();
    sources.clear();
    useToasts.setState({ toasts: [] });
  });

  it('a renamed post sends its title; a post with no Swedish sends all of it', async () => {
    // Translated when it was called 'AI for shops': only the Swedish title is out of date.
    stored.set('renamed', {
      ...english,
      title_sv: 'AI för butiker',
      excerpt_sv: 'Vår guide',
      content_sv: '# Guide',
      category_sv: 'Strategi',
    });
    sources.set('renamed', {
      title: textFingerprint('AI for shops'),
      excerpt: textFingerprint(english.excerpt),
      content: textFingerprint(english.content),
      category: textFingerprint(english.category),
    });
    stored.set('new', { ...english, title: 'Hello world' });
    translate.mockImplementation(async (request) => ({
      title: '[sv]',
      excerpt: '[sv]',
      content: '[sv]',
      category: '[sv]',
      image_alt: '',
      ...(request as object),
    }));

    await renderAdmin(<BulkTranslateButton kind="blogs" onFinished={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate All to Swedish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Translate to Swedish?' });
    expect(dialog).toHaveAccessibleDescription(
      '1 blog post has no Swedish text yet. 1 blog post has Swedish text that is out of date (its English changed after it was translated). Only those Swedish fields are written.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Translate 2' }));
    await waitFor(() => expect(useToasts.getState().toasts).toHaveLength(1));

    expect(translate.mock.calls.map(([request]) => request)).toEqual([
      { title: 'AI for small shops', targetLang: 'sv', documentId: 'renamed' },
      {
        title: 'Hello world',
        excerpt: english.excerpt,
        content: english.content,
        category: english.category,
        targetLang: 'sv',
        documentId: 'new',
      },
    ]);
    expect(english.content.length).toBeGreaterThan(20_000);
    expect(patchBlog.mock.calls.map(([id, change]) => [id, Object.keys(change)])).toEqual([
      ['renamed', ['title_sv']],
      ['new', ['title_sv', 'excerpt_sv', 'content_sv', 'category_sv']],
    ]);
  });
});
