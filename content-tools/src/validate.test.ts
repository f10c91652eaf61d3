// The content rules an import holds every document to before it writes any (validate.ts).

import {
  BLOG_TRANSLATABLE_FIELDS,
  blogToFirestore,
  CASE_STUDY_TRANSLATABLE_FIELDS,
  caseStudyToFirestore,
  DOCUMENT_ID_FIELD,
  englishFingerprints,
  textFingerprint,
} from '@app/domain';
import { blog, caseStudy } from '@app/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ExportedDocument } from './manifest';
import { selectDocuments } from './move';
import { describeRefusal } from './problems';
import { savedItem, type TestDocument } from './testing';
import { invalidDocuments, refusedDocuments } from './validate';
import { encodeData, type JsonObject } from './values';

/** A post as content:export writes it: every field, timestamps tagged (stored as the seed does, no history). */
const exportedPost = (overrides: Record<string, unknown> = {}): JsonObject =>
  encodeData({ ...blogToFirestore(blog()), ...overrides });
const exportedCase = (overrides: Record<string, unknown> = {}): JsonObject =>
  encodeData({
    ...caseStudyToFirestore(caseStudy()),
    created_at: Timestamp.fromDate(new Date('2025-02-01T10:00:00Z')),
    ...overrides,
  });

const at = (path: string, data: JsonObject): ExportedDocument => ({ path, data });
const exported = (documents: readonly TestDocument[]): ExportedDocument[] =>
  documents.map(({ path, data }) => at(path, encodeData(data)));

/** A post saved `saves` times in the console, with its history, as exported. */
const savedPost = (id: string, saves = 3, overrides: Record<string, unknown> = {}) =>
  exported(savedItem(`blogs/${id}`, { ...blogToFirestore(blog()), ...overrides }, { saves }));

/** `documents` with the one at `path` changed by `change` (removed when it returns null). */
function edited(
  documents: readonly ExportedDocument[],
  path: string,
  change: (data: JsonObject) => JsonObject | null,
): ExportedDocument[] {
  expect(documents.map((document) => document.path)).toContain(path);
  return documents.flatMap((document) => {
    if (document.path !== path) return [document];
    const data = change(document.data);
    return data ? [at(path, data)] : [];
  });
}

/** The sources a save writes beside a post: its Swedish title's, and the English as saved. */
const postSources = () =>
  encodeData({
    fields: { title: textFingerprint(blog().title) },
    english: englishFingerprints(BLOG_TRANSLATABLE_FIELDS, blogToFirestore(blog())),
  });

describe('invalidDocuments', () => {
  it('accepts what the console saves, documents stored before the later fields and times, claims and revisions', () => {
    const { image_alt, image_alt_sv, seo_title, publish_at, unpublish_at, ...older } = exportedPost();
    const { metrics_sv, testimonial_role_sv, ...olderCase } = exportedCase();
    expect(
      invalidDocuments([
        ...savedPost('p1'),
        at(
          'blogs/p2',
          exportedPost({
            slug: 'p2-post',
            publish_at: Timestamp.fromDate(new Date('2030-01-01T08:00:00Z')),
            is_published: false,
          }),
        ),
        at('blogs/p3', { ...older, slug: 'p3-post' }),
        // When its content last changed (a console save writes it; the older ones have none).
        at(
          'blogs/p4',
          exportedPost({ slug: 'p4-post', updated_at: Timestamp.fromDate(new Date('2026-03-01T09:30:00Z')) }),
        ),
        ...savedPost('p5', 2, { slug: 'p5-post', updated_at: Timestamp.fromDate(new Date('2026-03-02T09:30:00Z')) }),
        at('case_studies/c1', exportedCase({ updated_at: Timestamp.fromDate(new Date('2026-03-01T09:30:00Z')) })),
        at('case_studies/c2', { ...olderCase, slug: 'c2-case' }),
        at('blog_slugs/how-ai-increased-sales-by-40', { id: 'p1' }),
        at('case_study_slugs/faster-invoicing', { id: 'c1' }),
        at('blog_redirects/old-address', { id: 'p1' }),
        at('translation_sources/blogs_p1', postSources()),
        // Sources kept before the English was (no `english`), and a case study's.
        at('translation_sources/blogs_p3', { fields: {} }),
        at(
          'translation_sources/case_studies_c1',
          encodeData({
            fields: { metrics: textFingerprint('Speed: 2x') },
            english: englishFingerprints(CASE_STUDY_TRANSLATABLE_FIELDS, caseStudyToFirestore(caseStudy())),
          }),
        ),
      ]),
    ).toEqual([]);
  });

  it('accepts the histories the console keeps: the last 50, a restore, the version stored before history, versions older than `revision`', () => {
    const post = blogToFirestore(blog({ slug: 'seeded' }));
    // 60 saves: versions 11 to 60; version 55 restored version 10, kept then (the last 50 before 55), gone since.
    const long = edited(savedPost('long', 60, { slug: 'long' }), 'blogs/long/revisions/000055', (data) => ({
      ...data,
      restored_from: 10,
    }));
    // A post stored before history was kept (by the seed, or an import), then saved twice: its stored
    // version first, by nobody, then the two saves, the second restoring the first.
    const seeded = [
      at('blogs/seeded', encodeData({ ...post, revision: 3 })),
      at(
        'blogs/seeded/revisions/000001',
        encodeData({ number: 1, fields: post, saved_at: null, saved_by: null, restored_from: null }),
      ),
      ...[2, 3].map((number) =>
        at(
          `blogs/seeded/revisions/00000${number}`,
          encodeData({
            number,
            fields: { ...post, revision: number },
            saved_at: Timestamp.fromDate(new Date(`2025-01-1${number}T08:00:00Z`)),
            saved_by: 'Anna.Berg@Example.com',
            restored_from: number === 3 ? 1 : null,
          }),
        ),
      ),
      at('blogs/seeded/revisions/head', { next: 4 }),
    ];
    // Saved before items named their version: neither the item nor its versions carry `revision`,
    // and a publication since (scheduled publishing) left the item unlike its newest version.
    const unnamed = savedPost('unnamed', 2, { slug: 'unnamed' }).map((document) => {
      const { revision, ...data } = document.data;
      const fields = data.fields as JsonObject | undefined;
      if (document.path === 'blogs/unnamed') return at(document.path, { ...data, is_published: false });
      if (!fields) return document;
      const { revision: _named, ...unnamedFields } = fields;
      return at(document.path, { ...data, fields: unnamedFields });
    });
    const caseStudyHistory = exported(
      savedItem('case_studies/c1', {
        ...caseStudyToFirestore(caseStudy()),
        created_at: Timestamp.fromDate(new Date('2025-02-01T10:00:00Z')),
      }),
    );
    expect(invalidDocuments([...long, ...seeded, ...unnamed, ...caseStudyHistory])).toEqual([]);
  });

  it('accepts a draft asking for review, and a document without the mark or with it null (read as none), as firestore.rules', () => {
    const { ready_for_review, ...unmarked } = exportedPost({ slug: 'unmarked' });
    const { ready_for_review: _none, ...unmarkedCase } = exportedCase({ slug: 'unmarked-case' });
    expect(
      invalidDocuments([
        at('blogs/ready', exportedPost({ slug: 'ready', is_published: false, ready_for_review: true })),
        at('blogs/unmarked', unmarked),
        at('blogs/null', exportedPost({ slug: 'null-mark', ready_for_review: null })),
        at('case_studies/ready', exportedCase({ slug: 'ready-case', is_published: false, ready_for_review: true })),
        at('case_studies/unmarked', unmarkedCase),
      ]),
    ).toEqual([]);
    expect(ready_for_review).toBe(false);
  });

  it('refuses the review mark on a live or scheduled item, or as anything but true or false', () => {
    const problems = invalidDocuments([
      at('blogs/live', exportedPost({ slug: 'live', ready_for_review: true })),
      at(
        'case_studies/later',
        exportedCase({
          slug: 'later',
          is_published: false,
          publish_at: Timestamp.fromDate(new Date('2030-01-01T08:00:00Z')),
          ready_for_review: true,
        }),
      ),
      at('blogs/text', exportedPost({ slug: 'text', is_published: false, ready_for_review: 'yes' })),
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('blogs/live: ready_for_review: may be true only on a draft');
    expect(problems[1]).toContain('case_studies/later: ready_for_review: may be true only on a draft');
    expect(problems[2]).toContain('blogs/text: ready_for_review: must be true or false');
  });

  it.each([
    ['a title over its limit', exportedPost({ title: 'x'.repeat(201) }), 'title: must be at most 200 characters'],
    ['a required field missing', (({ excerpt, ...rest }) => rest)(exportedPost()), 'excerpt: is required'],
    ['a blank required field', exportedPost({ author: '   ' }), 'author: '],
    ['a bad slug', exportedPost({ slug: 'Not A Slug' }), 'slug: must be lowercase letters, digits and single hyphens'],
    ['a field no post has', exportedPost({ admin_note: 'hi' }), 'admin_note: is not an accepted field'],
    ['a date that is not YYYY-MM-DD', exportedPost({ published_date: '05/01/2025' }), 'published_date: '],
    [
      'a publish time as text',
      exportedPost({ publish_at: '2030-01-01' }),
      'publish_at: must be a date and time or null',
    ],
    ['an image address that is not http(s)', exportedPost({ image_url: 'javascript:alert(1)' }), 'image_url: '],
    ['a revision that is no number', exportedPost({ revision: 'three' }), 'revision: must be a whole number from 1'],
    ['a change time as text', exportedPost({ updated_at: '2026-01-01' }), 'updated_at: must be a date and time'],
    ['a change time of null', exportedPost({ updated_at: null }), 'updated_at: must be a date and time'],
  ])('refuses a post with %s, naming its file, its path and the field', (_what, data, problem) => {
    const [line, ...more] = invalidDocuments([
      at('blogs/ok', exportedPost({ slug: 'ok-post' })),
      at('blogs/bad', data),
    ]);
    expect(more).toEqual([]);
    expect(line).toMatch(/^firestore\/blogs\.jsonl, blogs\/bad: /);
    expect(line).toContain(problem);
  });

  it('refuses a case study over its limits or without its creation time, every field of it named', () => {
    const { created_at, ...noCreated } = exportedCase();
    expect(
      invalidDocuments([
        at('case_studies/c1', exportedCase({ challenge: 'x'.repeat(20_001), metrics: [] })),
        at('case_studies/c2', { ...noCreated, slug: 'second-case' }),
      ]),
    ).toEqual([
      'firestore/case_studies.jsonl, case_studies/c1: challenge: must be at most 20000 characters; metrics: must not be empty (use null)',
      'firestore/case_studies.jsonl, case_studies/c2: created_at: is required',
    ]);
  });

  it('refuses a slug claim or redirect that is not exactly { id } under a slug', () => {
    expect(
      invalidDocuments([
        at('blogs/p1', exportedPost()),
        at('blog_slugs/Bad Slug', { id: 'p1' }),
        at('case_study_slugs/fine', { id: 7 }),
        at('case_study_slugs/faster-invoicing', { id: '' }),
        at('blog_redirects/old', { id: 'p1', to: '/elsewhere' }),
      ]),
    ).toEqual([
      'firestore/blog_slugs.jsonl, blog_slugs/Bad Slug: its id (the slug "Bad Slug"): must be lowercase letters, digits and single hyphens; ' +
        'id: names blogs/p1, whose slug is "how-ai-increased-sales-by-40": a claim goes with the item that carries its slug',
      // Naming no item at all is said once.
      'firestore/case_study_slugs.jsonl, case_study_slugs/fine: id: must be the id of the document it goes with',
      'firestore/case_study_slugs.jsonl, case_study_slugs/faster-invoicing: id: must be the id of the document it goes with',
      'firestore/blog_redirects.jsonl, blog_redirects/old: to: is not an accepted field',
    ]);
  });
});

describe('invalidDocuments: what slug claims and old addresses name', () => {
  const POST_SLUG = blog().slug;
  const CASE_SLUG = caseStudy().slug;
  const items = () => [...savedPost('p'), at('case_studies/c', exportedCase())];

  it('accepts the claim of each item’s slug and old addresses of a post that carries another slug', () => {
    expect(
      invalidDocuments([
        ...items(),
        at(`blog_slugs/${POST_SLUG}`, { id: 'p' }),
        at(`case_study_slugs/${CASE_SLUG}`, { id: 'c' }),
        at('blog_redirects/older-address', { id: 'p' }),
        at('blog_redirects/old-address', { id: 'p' }),
      ]),
    ).toEqual([]);
  });

  it.each([
    [
      'a claim of a post the export does not hold',
      at(`blog_slugs/${POST_SLUG}-2`, { id: 'gone' }),
      'id: names blogs/gone, which the export does not hold',
    ],
    [
      'a claim of a slug its post no longer carries',
      at('blog_slugs/old-address', { id: 'p' }),
      `id: names blogs/p, whose slug is "${POST_SLUG}": a claim goes with the item that carries its slug`,
    ],
    [
      'a case study’s claim naming a post',
      at(`case_study_slugs/${POST_SLUG}`, { id: 'p' }),
      'id: names case_studies/p, which the export does not hold',
    ],
    [
      'a claim of a slug its case study no longer carries',
      at('case_study_slugs/slower-invoicing', { id: 'c' }),
      `id: names case_studies/c, whose slug is "${CASE_SLUG}": a claim goes with the item that carries its slug`,
    ],
    [
      'an old address of a post the export does not hold',
      at('blog_redirects/old-address', { id: 'gone' }),
      'id: names blogs/gone, which the export does not hold',
    ],
    [
      'an old address naming a case study',
      at('blog_redirects/old-address', { id: 'c' }),
      'id: names blogs/c, which the export does not hold',
    ],
    [
      'an old address of the slug its post carries',
      at(`blog_redirects/${POST_SLUG}`, { id: 'p' }),
      'id: names blogs/p, whose slug it is: an old address goes with an item that carries another slug',
    ],
  ])('refuses %s, naming its file and path', (_what, document, problem) => {
    const collection = document.path.split('/')[0];
    expect(invalidDocuments([...items(), document])).toEqual([
      `firestore/${collection}.jsonl, ${document.path}: ${problem}`,
    ]);
  });

  it('refuses a slug both claimed and an old address, naming both documents', () => {
    const never = 'an address never both shows an item and redirects';
    const claim = `blog_slugs/${POST_SLUG}`;
    const redirect = `blog_redirects/${POST_SLUG}`;
    // Post p's address, and an old address of post q.
    const documents = [
      ...items(),
      ...savedPost('q', 1, { slug: 'q-now' }),
      at(claim, { id: 'p' }),
      at('blog_slugs/q-now', { id: 'q' }),
      at(redirect, { id: 'q' }),
    ];
    const refusals = [
      `firestore/blog_slugs.jsonl, ${claim}: its id (the slug "${POST_SLUG}"): is also an old address in the export, ${redirect} (${never})`,
      `firestore/blog_redirects.jsonl, ${redirect}: its id (the slug "${POST_SLUG}"): is also claimed in the export, ${claim} (${never})`,
    ];
    expect(invalidDocuments(documents)).toEqual(refusals);
    // Each alone is fine; --only q, whose old address it is, does not bring p's claim.
    expect(invalidDocuments(documents.filter((document) => document.path !== claim))).toEqual([]);
    expect(invalidDocuments(documents.filter((document) => document.path !== redirect))).toEqual([]);
    expect(invalidDocuments(selectDocuments(documents, ['blogs/q']))).toEqual([]);
    expect(invalidDocuments(selectDocuments(documents, ['blogs/p', 'blogs/q']))).toEqual(refusals);
    // An old address of p itself under its claimed slug: both that and the pair.
    expect(invalidDocuments([...items(), at(claim, { id: 'p' }), at(redirect, { id: 'p' })])).toEqual([
      refusals[0],
      `firestore/blog_redirects.jsonl, ${redirect}: id: names blogs/p, whose slug it is: an old address goes with an item that carries another slug; its id (the slug "${POST_SLUG}"): is also claimed in the export, ${claim} (${never})`,
    ]);
  });

  it('refuses two items of a type carrying the same slug, naming both: the site would show only one', () => {
    const shared = 'one-address';
    const documents = [
      ...savedPost('p', 3, { slug: shared }),
      ...savedPost('q', 1, { slug: shared }),
      at('case_studies/c', exportedCase()),
      at('case_studies/d', exportedCase()),
      at(`blog_slugs/${shared}`, { id: 'p' }),
      at(`case_study_slugs/${CASE_SLUG}`, { id: 'c' }),
    ];
    const same = (other: string) =>
      `slug: "${other.split('|')[1]}" is also the slug of ${other.split('|')[0]} in the export (a slug is one item's address)`;
    expect(invalidDocuments(documents)).toEqual([
      `firestore/blogs.jsonl, blogs/p: ${same(`blogs/q|${shared}`)}`,
      `firestore/blogs.jsonl, blogs/q: ${same(`blogs/p|${shared}`)}`,
      `firestore/case_studies.jsonl, case_studies/c: ${same(`case_studies/d|${CASE_SLUG}`)}`,
      `firestore/case_studies.jsonl, case_studies/d: ${same(`case_studies/c|${CASE_SLUG}`)}`,
    ]);
    // A post and a case study may carry the same slug: their addresses differ.
    expect(
      invalidDocuments([
        ...savedPost('p', 1, { slug: CASE_SLUG }),
        at('case_studies/c', exportedCase()),
        at(`blog_slugs/${CASE_SLUG}`, { id: 'p' }),
        at(`case_study_slugs/${CASE_SLUG}`, { id: 'c' }),
      ]),
    ).toEqual([]);
  });

  it('checks with --only what it selected: a stray elsewhere does not stop one item’s restore, its own do', () => {
    const all = [
      ...items(),
      at(`blog_slugs/${POST_SLUG}`, { id: 'p' }),
      at('blog_redirects/old-address', { id: 'p' }),
      // Left by a deletion before the functions removed what a deleted post leaves.
      at('blog_slugs/deleted-post', { id: 'deleted' }),
      at('blog_redirects/deleted-post-old', { id: 'deleted' }),
      at('translation_sources/blogs_deleted', { fields: {} }),
    ];
    expect(invalidDocuments(all)).toEqual([
      'firestore/blog_slugs.jsonl, blog_slugs/deleted-post: id: names blogs/deleted, which the export does not hold',
      'firestore/blog_redirects.jsonl, blog_redirects/deleted-post-old: id: names blogs/deleted, which the export does not hold',
      'firestore/translation_sources.jsonl, translation_sources/blogs_deleted: its id: names blogs/deleted, which the export does not hold',
    ]);
    const one = selectDocuments(all, ['blogs/p']);
    expect(one.map((document) => document.path)).toEqual(
      expect.arrayContaining(['blogs/p', `blog_slugs/${POST_SLUG}`, 'blog_redirects/old-address']),
    );
    expect(invalidDocuments(one)).toEqual([]);
    // A claim of the post's former slug goes with it, and is refused with it.
    const stale = selectDocuments([...all, at('blog_slugs/former', { id: 'p' })], ['blogs/p']);
    expect(invalidDocuments(stale)).toEqual([
      `firestore/blog_slugs.jsonl, blog_slugs/former: id: names blogs/p, whose slug is "${POST_SLUG}": a claim goes with the item that carries its slug`,
    ]);
  });
});

describe('invalidDocuments: a version on its own', () => {
  const V2 = 'blogs/p/revisions/000002';
  const change = (update: (data: JsonObject) => JsonObject) => edited(savedPost('p'), V2, update);
  const withFields = (fields: Record<string, unknown>) =>
    change((data) => ({ ...data, fields: { ...(data.fields as JsonObject), ...encodeData(fields) } }));

  it.each([
    ['a field no version has', change((data) => ({ ...data, note: 'x' })), 'note: is not an accepted field'],
    ['no saved_at', change(({ saved_at, ...data }) => data), 'saved_at: is required'],
    ['a number that is not its id’s', change((data) => ({ ...data, number: 7 })), 'number: is 7, but its id is 000002'],
    [
      'a number that is no number',
      change((data) => ({ ...data, number: '2' })),
      'number: must be a whole number from 1',
    ],
    ['a title over its limit', withFields({ title: 'x'.repeat(201) }), 'fields.title: must be at most 200 characters'],
    ['a field no post has', withFields({ admin_note: 'hi' }), 'fields.admin_note: is not an accepted field'],
    [
      'fields that are no document',
      change((data) => ({ ...data, fields: 'the post' })),
      "fields: must be the item's fields as saved",
    ],
    ['fields naming another version', withFields({ revision: 3 }), 'fields.revision: is 3, but this is version 2'],
    [
      'a saver that is no e-mail address',
      change((data) => ({ ...data, saved_by: 'Anna' })),
      "saved_by: must be the saver's e-mail address",
    ],
    [
      'a saver with spaces around',
      change((data) => ({ ...data, saved_by: ' anna@example.com' })),
      "saved_by: must be the saver's e-mail address",
    ],
    [
      'a save time as text',
      change((data) => ({ ...data, saved_at: '2025-01-10T08:00:00Z' })),
      'saved_at: must be a date and time',
    ],
    [
      'a save time without a saver',
      change((data) => ({ ...data, saved_by: null })),
      "saved_by: must be the saver's e-mail address",
    ],
    [
      'no saver and no time in a version but the first',
      change((data) => ({ ...data, saved_by: null, saved_at: null })),
      'saved_at, saved_by: are null only in version 1, the version stored before history was kept',
    ],
    [
      'a restore of no version',
      change((data) => ({ ...data, restored_from: 'one' })),
      "restored_from: must be null or a version's number",
    ],
    [
      'a restore of itself',
      change((data) => ({ ...data, restored_from: 2 })),
      'restored_from: 2 is not a version before this one (2)',
    ],
    [
      'a restore of a later version',
      change((data) => ({ ...data, restored_from: 3 })),
      'restored_from: 3 is not a version before this one (2)',
    ],
    [
      'translation sources of a field that is not translated',
      change((data) => ({ ...data, translation_sources: { author: '0123456789abcd' } })),
      'translation_sources.author: is not a translated field of blogs',
    ],
    [
      'translation sources that are no fingerprints',
      change((data) => ({ ...data, translation_sources: { title: 'AI for shops' } })),
      'translation_sources.title: must be a fingerprint (14 lowercase hex digits)',
    ],
  ])('refuses a version with %s, naming it and the field', (_what, documents, problem) => {
    expect(invalidDocuments(documents)).toEqual([`firestore/blogs.jsonl, ${V2}: ${problem}`]);
  });

  it('accepts a version with the translation sources saved with it (a restore brings them back)', () => {
    expect(invalidDocuments(change((data) => ({ ...data, translation_sources: { title: '0123456789abcd' } })))).toEqual(
      [],
    );
  });

  it('refuses a version whose id is not a number in six digits', () => {
    const documents = savedPost('p', 1).map((document) =>
      document.path.endsWith('/000001') ? at('blogs/p/revisions/latest', document.data) : document,
    );
    const lines = invalidDocuments(documents);
    expect(lines[0]).toBe(
      "firestore/blogs.jsonl, blogs/p/revisions/latest: its id: must be a version's number in six digits (000001 …) or head",
    );
  });

  it('refuses a restore of a version no longer kept when it was saved', () => {
    const documents = edited(savedPost('p', 60), 'blogs/p/revisions/000060', (data) => ({ ...data, restored_from: 9 }));
    expect(invalidDocuments(documents)).toEqual([
      'firestore/blogs.jsonl, blogs/p/revisions/000060: restored_from: version 9 was no longer kept when version 60 was saved (the last 50 are)',
    ]);
  });

  it('refuses a version stored before history was kept that restores one', () => {
    const documents = edited(savedPost('p'), 'blogs/p/revisions/000001', (data) => ({
      ...data,
      saved_at: null,
      saved_by: null,
      restored_from: 1,
    }));
    expect(invalidDocuments(documents)).toEqual([
      'firestore/blogs.jsonl, blogs/p/revisions/000001: restored_from: must be null in the version stored before history was kept',
    ]);
  });
});

describe('invalidDocuments: a history taken whole', () => {
  const HEAD = 'blogs/p/revisions/head';

  it.each([
    [
      'a field beside next',
      edited(savedPost('p'), HEAD, () => ({ next: 4, at: 3 })),
      HEAD,
      'at: is not an accepted field',
    ],
    [
      'a next that is no number',
      edited(savedPost('p'), HEAD, () => ({ next: '4' })),
      HEAD,
      'next: must be a whole number from 2 (the number the next save gives its version)',
    ],
    [
      'a next of 1',
      edited(savedPost('p', 1), HEAD, () => ({ next: 1 })),
      HEAD,
      'next: must be a whole number from 2 (the number the next save gives its version)',
    ],
    [
      'a version missing',
      edited(savedPost('p', 5), 'blogs/p/revisions/000003', () => null),
      HEAD,
      'next: 6 keeps versions 000001 to 000005, but 000003 is not in the export',
    ],
    [
      'versions missing from the last 50',
      savedPost('p', 70).filter((document) => !/\/0000(2|3)\d$/.test(document.path)),
      HEAD,
      'next: 71 keeps versions 000021 to 000070, but 000021, 000022, 000023, 000024, 000025 … (19 in all) are not in the export',
    ],
    [
      'a version the head has not reached',
      edited(savedPost('p'), HEAD, () => ({ next: 3 })),
      'blogs/p/revisions/000003',
      "number: 3 is not below the head's next (3): no such version was saved yet",
    ],
    [
      'no head',
      edited(savedPost('p'), HEAD, () => null),
      'blogs/p',
      'revisions/head: is missing, though the export holds versions of its history (a save writes both); revision: names version 3, but the export holds no head of its history',
    ],
    [
      'an item naming another version than its newest',
      edited(savedPost('p'), 'blogs/p', (data) => ({ ...data, revision: 2 })),
      'blogs/p',
      "revision: names version 2, but its history's newest is 3 (revisions/head next 4)",
    ],
    [
      'an item naming a version without any history',
      [at('blogs/p', exportedPost({ revision: 4 }))],
      'blogs/p',
      'revision: names version 4, but the export holds no head of its history',
    ],
    [
      'a restored version that is kept but not in the export',
      edited(
        edited(savedPost('p', 4), 'blogs/p/revisions/000004', (data) => ({ ...data, restored_from: 2 })),
        'blogs/p/revisions/000002',
        () => null,
      ),
      'blogs/p/revisions/000004',
      'restored_from: version 2 is not in the export',
    ],
  ])('refuses a history with %s, naming the document', (_what, documents, path, problem) => {
    expect(invalidDocuments(documents)).toContain(`firestore/blogs.jsonl, ${path}: ${problem}`);
  });

  it('refuses versions older than the last 50 below the head (never deleted)', () => {
    // 55 saves, none of the versions deleted: 1 to 5 are older than the kept 6 to 55.
    const neverDeleted = savedPost('p', 5).filter((document) => /\/\d{6}$/.test(document.path));
    const documents = [...savedPost('p', 55), ...neverDeleted];
    expect(invalidDocuments(documents)).toEqual(
      [1, 2, 3, 4, 5].map(
        (number) =>
          `firestore/blogs.jsonl, blogs/p/revisions/00000${number}: number: ${number} is older than the last 50 versions below the head's next (56), the only ones kept`,
      ),
    );
  });

  it('refuses the version stored before history was kept without the first save’s version', () => {
    const documents = edited(savedPost('p', 1), 'blogs/p/revisions/000001', (data) => ({
      ...data,
      saved_at: null,
      saved_by: null,
    }));
    expect(invalidDocuments(documents)).toEqual([
      "firestore/blogs.jsonl, blogs/p/revisions/000001: saved_at, saved_by: null (the version stored before history was kept) comes only with the first save's version 2, but the head's next is 2",
    ]);
  });

  it('refuses the history of an item the export does not hold, each of its documents', () => {
    const documents = savedPost('gone', 2).filter((document) => document.path !== 'blogs/gone');
    expect(invalidDocuments([...savedPost('p'), ...documents])).toEqual(
      ['blogs/gone/revisions/000001', 'blogs/gone/revisions/000002', 'blogs/gone/revisions/head'].map(
        (path) => `firestore/blogs.jsonl, ${path}: belongs to blogs/gone, which the export does not hold`,
      ),
    );
  });
});

describe('invalidDocuments: translation sources', () => {
  const sources = (id: string, data: JsonObject) =>
    invalidDocuments([...savedPost('p'), at(`translation_sources/${id}`, data)]);
  const line = (id: string, problem: string) => [
    `firestore/translation_sources.jsonl, translation_sources/${id}: ${problem}`,
  ];

  it.each([
    ['another collection’s', 'leads_p', postSources(), 'its id: must be blogs_<id> or case_studies_<id>'],
    ['no item', 'blogs_', postSources(), 'its id: must be blogs_<id> or case_studies_<id>'],
    [
      'an item the export does not hold',
      'blogs_gone',
      postSources(),
      'its id: names blogs/gone, which the export does not hold',
    ],
    [
      'the other type’s item',
      'case_studies_p',
      { fields: {} },
      'its id: names case_studies/p, which the export does not hold',
    ],
  ])('refuses sources whose id names %s', (_what, id, data, problem) => {
    expect(sources(id, data)).toEqual(line(id, problem));
  });

  it.each([
    ['no fields', { english: postSources().english }, 'fields: is required'],
    ['a field beside fields and english', { ...postSources(), stale: [] }, 'stale: is not an accepted field'],
    ['fields that are no map', { fields: ['title'] }, 'fields: must map translated fields to fingerprints'],
    [
      'a field that is not translated',
      { fields: { author: textFingerprint('Anna') } },
      'fields.author: is not a translated field of blogs',
    ],
    [
      'a case study’s field in a post’s',
      { fields: { industry: textFingerprint('Finance') } },
      'fields.industry: is not a translated field of blogs',
    ],
    [
      'a fingerprint in capitals',
      { fields: { title: textFingerprint('x').toUpperCase() } },
      'fields.title: must be a fingerprint (14 lowercase hex digits)',
    ],
    [
      'a fingerprint too short',
      { fields: { title: 'abc123' } },
      'fields.title: must be a fingerprint (14 lowercase hex digits)',
    ],
    [
      'the English text itself',
      { fields: {}, english: { title: blog().title } },
      'english.title: must be a fingerprint (14 lowercase hex digits)',
    ],
    [
      'a fingerprint as a number',
      { fields: { title: 12345678901234 } },
      'fields.title: must be a fingerprint (14 lowercase hex digits)',
    ],
  ])('refuses sources with %s', (_what, data, problem) => {
    expect(sources('blogs_p', data as JsonObject)).toEqual(line('blogs_p', problem));
  });
});

describe('refusedDocuments: the problems as data', () => {
  it('gives each refused document its file and each problem a code, its values and its field, which invalidDocuments words', () => {
    const documents = [
      at('blogs/p', exportedPost({ excerpt: null, title: 'x'.repeat(500), extra: 1 })),
      at('blog_slugs/Bad Slug', { id: 'gone' }),
    ];
    const refused = refusedDocuments(documents);
    expect(refused.map(({ file, path }) => ({ file, path }))).toEqual([
      { file: 'firestore/blogs.jsonl', path: 'blogs/p' },
      { file: 'firestore/blog_slugs.jsonl', path: 'blog_slugs/Bad Slug' },
    ]);
    expect(refused[0]?.problems).toEqual(
      expect.arrayContaining([
        { code: 'required', field: 'excerpt', params: {} },
        { code: 'tooLong', field: 'title', params: { max: expect.any(Number), message: expect.any(String) } },
        { code: 'notAccepted', field: 'extra', params: { count: 1 } },
      ]),
    );
    expect(refused[1]?.problems).toEqual([
      { code: 'claimSlugInvalid', field: DOCUMENT_ID_FIELD, params: { slug: 'Bad Slug', message: expect.any(String) } },
      { code: 'strayMissingItem', field: 'id', params: { item: 'blogs/gone' } },
    ]);
    expect(invalidDocuments(documents)).toEqual(refused.map(describeRefusal));
    expect(invalidDocuments(documents)[1]).toMatch(
      /^firestore\/blog_slugs\.jsonl, blog_slugs\/Bad Slug: its id \(the slug "Bad Slug"\): .+; id: names blogs\/gone, which the export does not hold$/,
    );
  });
});
