import type { TranslationSources } from '@app/domain';
import { type BLOG_TYPE, type TranslatedFields, textFingerprint } from '@app/domain';
import type { DocumentData } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { translateToSwedish, type UntranslatedDocument } from './translations';

const translate = vi.fn<(request: unknown) => Promise<TranslatedFields<typeof BLOG_TYPE>>>();
vi.mock('@app/platform/translate', () => ({ translate: (_type: unknown, request: unknown) => translate(request) }));
vi.mock('@app/platform/firestore', () => ({ db: () => ({}) }));

const patchBlog =
  vi.fn<(id: string, change: DocumentData, sources: TranslationSources, expected?: DocumentData) => Promise<void>>();
vi.mock('./blogs', () => ({
  allBlogTranslationSources: async () => new Map(),
  patchBlog: (...args: [string, DocumentData, TranslationSources, DocumentData?]) => patchBlog(...args),
}));
vi.mock('./caseStudies', () => ({ allCaseStudyTranslationSources: async () => new Map(), patchCaseStudy: vi.fn() }));

const stored = {
  title: 'AI for shops',
  excerpt: 'Our guide',
  content: '# Results',
  category: 'Strategy',
  title_sv: null,
  excerpt_sv: 'Vår guide',
  content_sv: '# Resultat',
  category_sv: 'Strategi',
};

describe('translateToSwedish', () => {
  beforeEach(() => {
    translate.mockReset();
    patchBlog.mockReset();
  });

  it('writes the missing Swedish only over the document as it was read (a save made since is not overwritten)', async () => {
    translate.mockResolvedValue({
      title: 'AI för butiker',
      excerpt: 'Vår guide',
      content: '# Resultat',
      category: 'Strategi',
      image_alt: '',
    } as TranslatedFields<typeof BLOG_TYPE>);
    const item: UntranslatedDocument = { kind: 'blogs', id: 'p1', stored, missing: ['title'], stale: [], sources: {} };
    await translateToSwedish(item);
    expect(patchBlog).toHaveBeenCalledWith(
      'p1',
      { title_sv: 'AI för butiker' },
      { title: textFingerprint('AI for shops') },
      stored,
    );
  });
});
