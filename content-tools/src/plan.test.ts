import { describe, expect, it } from 'vitest';
import type { ExportedDocument, ExportedImage } from './manifest';
import {
  changeCount,
  describeConflicts,
  describeTakenSlug,
  differences,
  hasConflicts,
  namingQueries,
  planDocuments,
  planImages,
  type StoredImage,
  shown,
  slugCounterpart,
  slugQueries,
  takenSlugs,
} from './plan';
import type { JsonObject } from './values';

const post: JsonObject = {
  title: 'A post',
  publish_at: { $timestamp: '2025-01-15T08:00:00Z' },
  metrics: [{ metric: 'Time saved', value: '70%' }],
  is_published: true,
};

describe('differences', () => {
  it('finds none between equal documents, whatever the order of their keys', () => {
    const reordered = Object.fromEntries(Object.entries(post).reverse());
    expect(differences(post, reordered)).toEqual([]);
  });

  it('names each differing field by its path, with both values', () => {
    const stored: JsonObject = {
      ...post,
      title: 'Changed',
      publish_at: { $timestamp: '2025-01-15T09:00:00Z' },
      metrics: [{ metric: 'Time saved', value: '50%' }],
      extra: 1,
    };
    expect(differences(post, stored)).toEqual([
      { field: 'extra', project: 1, export: undefined },
      { field: 'metrics[0].value', project: '50%', export: '70%' },
      {
        field: 'publish_at',
        project: { $timestamp: '2025-01-15T09:00:00Z' },
        export: { $timestamp: '2025-01-15T08:00:00Z' },
      },
      { field: 'title', project: 'Changed', export: 'A post' },
    ]);
  });

  it('tells a timestamp from the same text', () => {
    expect(differences({ at: { $timestamp: '2025-01-15T08:00:00Z' } }, { at: '2025-01-15T08:00:00Z' })).toHaveLength(1);
  });

  it('shows a list of another length whole', () => {
    expect(differences({ tags: ['a', 'b'] }, { tags: ['a'] })).toEqual([
      { field: 'tags', project: ['a'], export: ['a', 'b'] },
    ]);
  });
});

describe('planDocuments', () => {
  const wanted = [
    { path: 'blogs/new', data: post },
    { path: 'blogs/same', data: post },
    { path: 'blogs/same/revisions/000001', data: { number: 1 } },
    { path: 'blogs/changed', data: post },
  ];
  const existing = new Map<string, JsonObject>([
    ['blogs/same', { ...post }],
    ['blogs/same/revisions/000001', { number: 1 }],
    ['blogs/same/revisions/000002', { number: 2 }],
    ['blogs/changed', { ...post, title: 'Edited since' }],
  ]);

  it('creates what is missing, leaves what is equal, and finds what differs or is extra', () => {
    const plan = planDocuments(wanted, existing);
    expect(plan.create.map((document) => document.path)).toEqual(['blogs/new']);
    expect(plan.unchanged).toBe(2);
    expect(plan.replace).toEqual([
      {
        document: wanted[3],
        differences: [{ field: 'title', project: 'Edited since', export: 'A post' }],
      },
    ]);
    expect(plan.remove).toEqual([
      { path: 'blogs/same/revisions/000002', reason: 'is in the project but not in the export' },
    ]);
  });

  it('finds nothing to do when the project holds the export (the second import)', () => {
    const after = new Map(wanted.map((document) => [document.path, structuredClone(document.data)]));
    const plan = planDocuments(wanted, after);
    const images = planImages([], new Map());
    expect(plan).toEqual({ create: [], replace: [], remove: [], unchanged: 4, leftOut: [] });
    expect(hasConflicts(plan, images)).toBe(false);
    expect(changeCount(plan, images, false)).toBe(0);
  });

  it("keeps a slug one thing: a post's address or an old address, never both", () => {
    expect(slugCounterpart('blog_redirects/old')).toBe('blog_slugs/old');
    expect(slugCounterpart('blog_slugs/old')).toBe('blog_redirects/old');
    expect(slugCounterpart('case_study_slugs/x')).toBeNull();
    expect(slugCounterpart('blogs/old')).toBeNull();
    expect(slugCounterpart('blog_slugs/old/x')).toBeNull();

    const restored = [
      { path: 'blogs/a', data: post },
      // A's old address, which post B has taken since the export.
      { path: 'blog_redirects/taken', data: { id: 'a' } },
      { path: 'blog_redirects/free', data: { id: 'a' } },
      // A's address, which a renamed post C left behind as its old one since the export.
      { path: 'blog_slugs/was-c', data: { id: 'a' } },
    ];
    const counterparts = new Map<string, JsonObject>([
      ['blog_slugs/taken', { id: 'b' }],
      ['blog_redirects/was-c', { id: 'c' }],
    ]);
    const plan = planDocuments(restored, new Map(), counterparts);
    // The project's address wins over an old one: left out, whatever --overwrite says.
    expect(plan.leftOut).toEqual([{ path: 'blog_redirects/taken', claim: 'blog_slugs/taken' }]);
    expect(plan.create.map((document) => document.path)).toEqual([
      'blogs/a',
      'blog_redirects/free',
      'blog_slugs/was-c',
    ]);
    // The export's address displaces an old one: a conflict, deleted only with --overwrite.
    expect(plan.remove.map((entry) => entry.path)).toEqual(['blog_redirects/was-c']);
    expect(hasConflicts(plan, planImages([], new Map()))).toBe(true);
    expect(describeConflicts(plan, planImages([], new Map()))).toEqual([
      'blog_redirects/was-c is an old address in the project, which the export gives to an item (blog_slugs/was-c)',
    ]);
  });
});

describe("planDocuments: the project's claims and old addresses naming an imported item", () => {
  const images = planImages([], new Map());
  // The export's post p is `new`; the project's p was renamed (or restored from elsewhere) as `old`.
  const exported: ExportedDocument[] = [
    { path: 'blogs/p', data: { ...post, slug: 'new' } },
    { path: 'blog_slugs/new', data: { id: 'p' } },
    { path: 'blog_redirects/older', data: { id: 'p' } },
    { path: 'case_studies/c', data: { slug: 'story' } },
    { path: 'case_study_slugs/story', data: { id: 'c' } },
  ];
  const project = new Map<string, JsonObject>([
    ['blogs/p', { ...post, slug: 'old' }],
    ['blog_slugs/old', { id: 'p' }],
    ['blog_redirects/older', { id: 'p' }],
    ['case_studies/c', { slug: 'story' }],
    ['case_study_slugs/story', { id: 'c' }],
  ]);
  const existing = new Map([...project].filter(([path]) => exported.some((document) => document.path === path)));

  it('asks the project for the claims and old addresses of each imported item', () => {
    expect(namingQueries(exported)).toEqual([
      { collection: 'blog_slugs', ids: ['p'] },
      { collection: 'blog_redirects', ids: ['p'] },
      { collection: 'case_study_slugs', ids: ['c'] },
    ]);
    expect(namingQueries([{ path: 'blogs/p/revisions/head', data: {} }])).toEqual([]);
  });

  it('deletes a claim of a slug the item does not carry as exported (--overwrite), and calls it a conflict', () => {
    const slugDocuments = new Map<string, JsonObject>([
      ['blog_slugs/old', { id: 'p' }],
      ['blog_redirects/older', { id: 'p' }],
      ['case_study_slugs/story', { id: 'c' }],
      // Another item's claim is not the import's to judge.
      ['blog_slugs/elsewhere', { id: 'q' }],
      ['case_study_slugs/former-story', { id: 'c' }],
    ]);
    const plan = planDocuments(exported, existing, slugDocuments);
    expect(plan.create.map((document) => document.path)).toEqual(['blog_slugs/new']);
    expect(plan.replace.map((entry) => entry.document.path)).toEqual(['blogs/p']);
    expect(plan.remove).toEqual([
      {
        path: 'blog_slugs/old',
        reason:
          'is in the project but not in the export: a claim of blogs/p, whose slug is "new" in the export (a claim goes with the item that carries its slug)',
      },
      {
        path: 'case_study_slugs/former-story',
        reason:
          'is in the project but not in the export: a claim of case_studies/c, whose slug is "story" in the export (a claim goes with the item that carries its slug)',
      },
    ]);
    expect(hasConflicts(plan, images)).toBe(true);
    expect(changeCount(plan, images, false)).toBe(1);
    expect(changeCount(plan, images, true)).toBe(4);
    expect(describeConflicts(plan, images)).toContain(
      'blog_slugs/old is in the project but not in the export: a claim of blogs/p, whose slug is "new" in the export (a claim goes with the item that carries its slug)',
    );
  });

  it('is a conflict on its own, the item unchanged, and a claim of its slug the export lacks stays', () => {
    const same: ExportedDocument[] = [{ path: 'blogs/p', data: { ...post, slug: 'new' } }];
    const plan = planDocuments(
      same,
      new Map([['blogs/p', { ...post, slug: 'new' }]]),
      new Map<string, JsonObject>([
        ['blog_slugs/new', { id: 'p' }],
        ['blog_slugs/old', { id: 'p' }],
      ]),
    );
    expect(plan.unchanged).toBe(1);
    expect(plan.remove.map((entry) => entry.path)).toEqual(['blog_slugs/old']);
    expect(hasConflicts(plan, images)).toBe(true);
  });

  it('deletes an old address of the slug the post carries as exported, and keeps one of another slug', () => {
    const renamedBack: ExportedDocument[] = [
      { path: 'blogs/p', data: { ...post, slug: 'first' } },
      { path: 'blog_slugs/first', data: { id: 'p' } },
    ];
    const slugDocuments = new Map<string, JsonObject>([
      // Both old addresses of p in the project, which renamed it first → second → third.
      ['blog_redirects/first', { id: 'p' }],
      ['blog_redirects/second', { id: 'p' }],
      ['blog_slugs/third', { id: 'p' }],
    ]);
    const plan = planDocuments(renamedBack, new Map(), slugDocuments);
    expect(plan.remove).toEqual([
      {
        path: 'blog_redirects/first',
        reason:
          'is in the project but not in the export: an old address of blogs/p, which carries that slug in the export (an address never both shows an item and redirects)',
      },
      {
        path: 'blog_slugs/third',
        reason:
          'is in the project but not in the export: a claim of blogs/p, whose slug is "first" in the export (a claim goes with the item that carries its slug)',
      },
    ]);
    // Without the export's claim of `first`, its old address goes all the same.
    const alone = planDocuments(renamedBack.slice(0, 1), new Map(), slugDocuments);
    expect(alone.remove.map((entry) => entry.path)).toEqual(['blog_redirects/first', 'blog_slugs/third']);
  });

  it("writes the export's old address where the project's claim of its slug goes with the import", () => {
    const restored: ExportedDocument[] = [
      { path: 'blogs/p', data: { ...post, slug: 'new' } },
      { path: 'blog_slugs/new', data: { id: 'p' } },
      { path: 'blog_redirects/old', data: { id: 'p' } },
    ];
    const plan = planDocuments(restored, new Map(), new Map<string, JsonObject>([['blog_slugs/old', { id: 'p' }]]));
    expect(plan.leftOut).toEqual([]);
    expect(plan.create.map((document) => document.path)).toEqual(['blogs/p', 'blog_slugs/new', 'blog_redirects/old']);
    expect(plan.remove.map((entry) => entry.path)).toEqual(['blog_slugs/old']);
  });

  it('lists the deletions of a dry run with --overwrite as such', () => {
    const plan = planDocuments(exported, existing, new Map<string, JsonObject>([['blog_slugs/old', { id: 'p' }]]));
    expect(describeConflicts(plan, images, true)).toEqual([
      '~ blogs/p differs from the export:',
      '    slug: "old" in the project, "new" in the export',
      '- blog_slugs/old is in the project but not in the export: a claim of blogs/p, whose slug is "new" in the export (a claim goes with the item that carries its slug)',
    ]);
  });
});

describe('planImages', () => {
  const image: ExportedImage = {
    name: 'blog-images/blogs/1-a.png',
    contentType: 'image/png',
    cacheControl: 'public, max-age=3600',
    downloadTokens: ['t1'],
    size: 10,
    md5: 'md5-a',
  };
  const stored = (overrides: Partial<StoredImage> = {}): StoredImage => ({
    contentType: image.contentType,
    cacheControl: image.cacheControl,
    size: image.size,
    md5: image.md5,
    downloadTokens: ['t1'],
    ...overrides,
  });

  it('uploads a missing file and leaves an equal one', () => {
    expect(planImages([image], new Map())).toMatchObject({ upload: [image], unchanged: 0 });
    expect(planImages([image], new Map([[image.name, stored({ downloadTokens: ['t0', 't1'] })]]))).toEqual({
      upload: [],
      replace: [],
      addTokens: [],
      unchanged: 1,
    });
  });

  it("gives an equal file the export's download tokens it lacks, without calling that a conflict", () => {
    const plan = planImages([image], new Map([[image.name, stored({ downloadTokens: ['t0'] })]]));
    expect(plan.addTokens).toEqual([image]);
    expect(hasConflicts(planDocuments([], new Map()), plan)).toBe(false);
    expect(changeCount(planDocuments([], new Map()), plan, false)).toBe(1);
  });

  it('calls other bytes, type or caching a conflict and says which', () => {
    const plan = planImages(
      [image],
      new Map([[image.name, stored({ size: 12, md5: 'md5-b', contentType: 'image/jpeg', cacheControl: null })]]),
    );
    expect(plan.replace[0]?.differences).toEqual([
      'its bytes (12 bytes in the project, 10 in the export)',
      'its type (image/jpeg in the project, image/png in the export)',
      'its Cache-Control (none in the project, public, max-age=3600 in the export)',
    ]);
  });
});

describe('the conflict report', () => {
  it('lists every document field, extra revision and file that differs', () => {
    const documents = planDocuments(
      [{ path: 'blogs/a', data: { title: 'Old', publish_at: { $timestamp: '2025-01-15T08:00:00Z' } } }],
      new Map<string, JsonObject>([
        ['blogs/a', { title: 'New' }],
        ['blogs/a/revisions/000009', { number: 9 }],
      ]),
    );
    const images = planImages(
      [
        {
          name: 'blog-images/blogs/1-a.png',
          contentType: 'image/png',
          cacheControl: null,
          downloadTokens: [],
          size: 1,
          md5: 'x',
        },
      ],
      new Map([
        [
          'blog-images/blogs/1-a.png',
          { contentType: 'image/png', cacheControl: null, size: 2, md5: 'y', downloadTokens: [] },
        ],
      ]),
    );
    expect(hasConflicts(documents, images)).toBe(true);
    expect(changeCount(documents, images, false)).toBe(0);
    expect(changeCount(documents, images, true)).toBe(3);
    expect(describeConflicts(documents, images)).toEqual([
      'blogs/a differs from the export:',
      '  publish_at: absent in the project, 2025-01-15T08:00:00Z in the export',
      '  title: "New" in the project, "Old" in the export',
      'blogs/a/revisions/000009 is in the project but not in the export',
      'blog-images/blogs/1-a.png differs from the export in its bytes (2 bytes in the project, 1 in the export)',
    ]);
  });

  it('shortens long values', () => {
    expect(shown('x'.repeat(200))).toHaveLength(80);
    expect(shown(undefined)).toBe('absent');
    expect(shown(null)).toBe('null');
  });
});

describe('takenSlugs: a slug another item of the project carries', () => {
  const item = (path: string, slug: string): ExportedDocument => ({ path, data: { slug } });
  const wanted = [item('blogs/p', 'shared'), item('blogs/q', 'q-slug'), item('case_studies/c', 'shared')];

  it('asks the project for the items carrying the slugs of each imported type', () => {
    expect(slugQueries([...wanted, item('blogs/p2', 'shared')])).toEqual([
      { collection: 'blogs', slugs: ['shared', 'q-slug'] },
      { collection: 'case_studies', slugs: ['shared'] },
    ]);
  });

  it('names an imported item whose slug an item of its type the export does not hold carries', () => {
    const carriers = new Map([
      ['blogs/other', 'shared'],
      // The item itself, one the export holds (renamed by the import), and a case study: no matter.
      ['blogs/p', 'shared'],
      ['blogs/q', 'shared'],
      ['case_studies/c', 'shared'],
    ]);
    expect(takenSlugs(wanted, carriers)).toEqual([
      {
        path: 'blogs/p',
        problem: { code: 'slugTaken', params: { item: 'blogs/p', slug: 'shared', carrier: 'blogs/other' } },
      },
    ]);
    expect(takenSlugs(wanted, carriers).map(describeTakenSlug)).toEqual([
      `blogs/p: slug "shared" is carried by blogs/other in the project, which the export does not hold (a slug is one item's address: rename or delete blogs/other first, or leave blogs/p out)`,
    ]);
    expect(takenSlugs(wanted, new Map([['case_studies/d', 'shared']])).map(describeTakenSlug)).toEqual([
      `case_studies/c: slug "shared" is carried by case_studies/d in the project, which the export does not hold (a slug is one item's address: rename or delete case_studies/d first, or leave case_studies/c out)`,
    ]);
    expect(takenSlugs(wanted, new Map())).toEqual([]);
  });
});
