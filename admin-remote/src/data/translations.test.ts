import type { TranslationSources } from '@app/domain';
import {
  BLOG_TYPE,
  CASE_STUDY_TYPE,
  type TranslatedFields,
  textFingerprint,
  toSwedishRequest,
  twinnedFields,
} from '@app/domain';
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

const patchCaseStudy =
  vi.fn<(id: string, change: DocumentData, sources: TranslationSources, expected?: DocumentData) => Promise<void>>();
const patchBlog =
  vi.fn<(id: string, change: DocumentData, sources: TranslationSources, expected?: DocumentData) => Promise<void>>();
vi.mock('./blogs', () => ({
  allBlogTranslationSources: async () => new Map(),
  blogTranslationSources: async () => currentSources,
  patchBlog: (...args: [string, DocumentData, TranslationSources, DocumentData?]) => patchBlog(...args),
}));
vi.mock('./caseStudies', () => ({
  allCaseStudyTranslationSources: async () => new Map(),
  caseStudyTranslationSources: async () => currentSources,
  patchCaseStudy: (...args: [string, DocumentData, TranslationSources, DocumentData?]) => patchCaseStudy(...args),
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
    patchCaseStudy.mockReset();
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

/** The characters a request sends the model: every field's text, a metric's name and value each (not its language or id). */
function charactersSent(request: object): number {
  return Object.entries(request).reduce((sum, [field, value]) => {
    if (field === 'targetLang' || field === 'documentId') return sum;
    if (typeof value === 'string') return sum + value.length;
    if (Array.isArray(value))
      return value.reduce(
        (parts, part: { metric: string; value: string }) => parts + part.metric.length + part.value.length,
        sum,
      );
    return sum;
  }, 0);
}

describe('translateToSwedish sends only what it will write', () => {
  beforeEach(() => {
    translate.mockReset();
    patchBlog.mockReset();
    patchCaseStudy.mockReset();
  });

  /** Every translated field's Swedish, current, each recorded as translated from its English. */
  const translatedFrom = (english: DocumentData) =>
    Object.fromEntries(
      twinnedFields(BLOG_TYPE, 'translated')
        .filter((field) => typeof english[field] === 'string')
        .map((field) => [field, textFingerprint(String(english[field]))]),
    );

  it('a post at the limits whose title alone changed: its title goes, not its 100,000-character body', async () => {
    const long = {
      title: 'AI for small shops',
      excerpt: 'e'.repeat(BLOG_TYPE.fields.excerpt.max),
      content: `# Guide\n\n${'Paragraph of the guide. '.repeat(5_000)}`.slice(0, BLOG_TYPE.fields.content.max),
      category: 'Strategy',
      image_alt: 'A shop window at dusk',
      title_sv: 'AI för butiker',
      excerpt_sv: 'Sammanfattning',
      content_sv: '# Guide',
      category_sv: 'Strategi',
      image_alt_sv: 'Ett skyltfönster i skymningen',
    };
    // Translated when the title was 'AI for shops'; renamed since.
    currentSources = { ...translatedFrom(long), title: textFingerprint('AI for shops') };
    current = long;
    translate.mockResolvedValue({ ...swedishAnswer('AI för små butiker'), excerpt: '', content: '', category: '' });
    const item: UntranslatedDocument = {
      kind: 'blogs',
      id: 'p1',
      stored: long,
      missing: [],
      stale: ['title'],
      sources: currentSources,
    };

    await expect(translateToSwedish(item)).resolves.toBe('translated');

    const sent = translate.mock.calls[0]?.[0] as object;
    expect(sent).toEqual({ title: 'AI for small shops', targetLang: 'sv', documentId: 'p1' });
    // Before, the whole English post went: 101,047 characters for an 18-character title.
    expect(charactersSent(toSwedishRequest(BLOG_TYPE, long))).toBe(101_047);
    expect(charactersSent(sent)).toBe(18);
    expect(patchBlog).toHaveBeenCalledWith(
      'p1',
      { title_sv: 'AI för små butiker' },
      { ...currentSources, title: textFingerprint('AI for small shops') },
      long,
    );
  });

  it("a case study's changed metrics go as their whole list, so each name keeps its value", async () => {
    const study = {
      title: 'Faster invoicing',
      industry: 'Finance',
      challenge: 'Manual work',
      solution: 'Automation',
      results: 'Gains',
      metrics: [
        { metric: 'Time saved', value: '3 weeks' },
        { metric: 'Errors', value: '-40%' },
      ],
      title_sv: 'Snabbare fakturering',
      industry_sv: null,
      challenge_sv: 'Manuellt arbete',
      solution_sv: 'Automatisering',
      results_sv: 'Vinster',
      metrics_sv: [{ metric: 'Tid sparad', value: '2 veckor' }],
    };
    current = study;
    currentSources = {
      title: textFingerprint('Faster invoicing'),
      challenge: textFingerprint('Manual work'),
      solution: textFingerprint('Automation'),
      results: textFingerprint('Gains'),
      metrics: textFingerprint('Time saved: 2 weeks'),
    };
    const metricsSv = [
      { metric: 'Tid sparad', value: '3 veckor' },
      { metric: 'Fel', value: '-40%' },
    ];
    translate.mockResolvedValue({ industry: 'Finans', metrics: metricsSv } as never);
    const item: UntranslatedDocument = {
      kind: 'caseStudies',
      id: 'c1',
      stored: study,
      missing: ['industry'],
      stale: ['metrics'],
      sources: currentSources,
    };

    await expect(translateToSwedish(item)).resolves.toBe('translated');

    // The industry (missing) for the function to match with the name other case studies agree on,
    // and the metrics (out of date); not the challenge, solution or results.
    // Its id, so its own Swedish industry is not taken for the name the others agree on.
    expect(translate.mock.calls[0]?.[0]).toEqual({
      industry: 'Finance',
      metrics: study.metrics,
      targetLang: 'sv',
      documentId: 'c1',
    });
    expect(patchCaseStudy).toHaveBeenCalledWith(
      'c1',
      { industry_sv: 'Finans', metrics_sv: metricsSv },
      expect.objectContaining({ industry: textFingerprint('Finance') }),
      study,
    );
    expect(toSwedishRequest(CASE_STUDY_TYPE, study)).toHaveProperty('challenge');
  });

  it('asks nothing for a Swedish text out of date only because its English was emptied', async () => {
    current = { ...stored, title_sv: 'AI för butiker', image_alt: null, image_alt_sv: 'En bild' };
    currentSources = { image_alt: textFingerprint('A picture') };
    const item: UntranslatedDocument = {
      kind: 'blogs',
      id: 'p1',
      stored,
      missing: [],
      stale: ['image_alt'],
      sources: {},
    };
    await expect(translateToSwedish(item)).resolves.toBe('current');
    expect(translate).not.toHaveBeenCalled();
    expect(patchBlog).not.toHaveBeenCalled();
  });
});
