import type { TranslationSources } from '@app/domain';
import { type BLOG_TYPE, type TranslatedFields, textFingerprint } from '@app/domain';
import type { DocumentData } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EditConflictError } from './editConflict';
import { translateToSwedish, type UntranslatedDocument } from './translations';

const translate = vi.fn<(request: unknown) => Promise<TranslatedFields<typeof BLOG_TYPE>>>();
vi.mock('@app/platform/translate', () => ({ translate: (_type: unknown, request: unknown) => translate(request) }));
vi.mock('@app/platform/firestore', () => ({ db: () => ({}) }));

/** The post as stored when its turn comes (null: deleted). */
let current: DocumentData | null = null;
vi.mock('firebase/firestore/lite', () => ({
  collection: () => ({}),
  doc: () => ({}),
  getDocs: async () => ({ docs: [] }),
  getDoc: async () => ({ exists: () => current !== null, data: () => current ?? undefined }),
}));
let currentSources: TranslationSources = {};

const patchBlog =
  vi.fn<(id: string, change: DocumentData, sources: TranslationSources, expected?: DocumentData) => Promise<void>>();
vi.mock('./blogs', () => ({
  allBlogTranslationSources: async () => new Map(),
  blogTranslationSources: async () => currentSources,
  patchBlog: (...args: [string, DocumentData, TranslationSources, DocumentData?]) => patchBlog(...args),
}));
vi.mock('./caseStudies', () => ({
  allCaseStudyTranslationSources: async () => new Map(),
  caseStudyTranslationSources: async () => ({}),
  patchCaseStudy: vi.fn(),
}));

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

/** The translation function's Swedish answer for the test post, titled `title`. */
const swedishAnswer = (title: string) =>
  ({
    title,
    excerpt: 'Vår guide',
    content: '# Resultat',
    category: 'Strategi',
    image_alt: '',
  }) as TranslatedFields<typeof BLOG_TYPE>;

describe('translateToSwedish', () => {
  beforeEach(() => {
    translate.mockReset();
    patchBlog.mockReset();
    current = stored;
    currentSources = {};
  });

  it('writes the missing Swedish only over the document as read when its turn came (a save made since is not overwritten)', async () => {
    translate.mockResolvedValue(swedishAnswer('AI för butiker'));
    const item: UntranslatedDocument = { kind: 'blogs', id: 'p1', stored, missing: ['title'], stale: [], sources: {} };
    await translateToSwedish(item);
    expect(patchBlog).toHaveBeenCalledWith(
      'p1',
      { title_sv: 'AI för butiker' },
      { title: textFingerprint('AI for shops') },
      stored,
    );
  });

  it('translates the post as it is when its turn comes, not as the offer read it (a long run)', async () => {
    // Renamed by someone after the offer, its Swedish title still missing.
    current = { ...stored, title: 'AI for small shops' };
    translate.mockResolvedValue(swedishAnswer('AI för små butiker'));
    const item: UntranslatedDocument = { kind: 'blogs', id: 'p1', stored, missing: ['title'], stale: [], sources: {} };
    await expect(translateToSwedish(item)).resolves.toBe('translated');
    expect(translate).toHaveBeenCalledWith(expect.objectContaining({ title: 'AI for small shops' }));
    expect(patchBlog).toHaveBeenCalledWith(
      'p1',
      { title_sv: 'AI för små butiker' },
      { title: textFingerprint('AI for small shops') },
      current,
    );
  });

  it('leaves alone a post whose Swedish someone wrote meanwhile: nothing to translate, nothing asked', async () => {
    current = { ...stored, title_sv: 'AI för handlare' };
    currentSources = { title: textFingerprint('AI for shops') };
    const item: UntranslatedDocument = { kind: 'blogs', id: 'p1', stored, missing: ['title'], stale: [], sources: {} };
    await expect(translateToSwedish(item)).resolves.toBe('current');
    expect(translate).not.toHaveBeenCalled();
    expect(patchBlog).not.toHaveBeenCalled();
  });

  it('reports a post deleted meanwhile as changed by someone else', async () => {
    current = null;
    const item: UntranslatedDocument = { kind: 'blogs', id: 'p1', stored, missing: ['title'], stale: [], sources: {} };
    await expect(translateToSwedish(item)).rejects.toBeInstanceOf(EditConflictError);
    expect(translate).not.toHaveBeenCalled();
  });
});
