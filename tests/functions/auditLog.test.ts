/**
 * The audit log's content entries: the triggers auditBlogChange / auditCaseStudyChange record a
 * publish, unpublish, schedule, delete and restore, with the writer the revision written in the
 * same commit names (as the console writes: the document naming its next revision, and that
 * revision, together; firestore.rules requires both). Two saves in quick succession by two admins
 * each name their own. A plain edit records nothing; a write that names no new revision (scheduled
 * publishing) and a deletion record no actor (the system, "an admin"). The writer is recorded
 * lower-cased, as the console's person filter asks for it.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { adminDb, clearFirestore } from './support/admin';

const WRITER = 'admin@example.com';

beforeEach(async () => {
  await clearFirestore();
});

/**
 * Writes `fields` over the document with its next revision, in one commit, as the console does
 * (by `writer`): the document names the revision (`revision`).
 */
async function save(
  collection: string,
  id: string,
  fields: Record<string, unknown>,
  restoredFrom: number | null = null,
  writer = WRITER,
) {
  const reference = adminDb().collection(collection).doc(id);
  const head = await reference.collection('revisions').doc('head').get();
  const number = head.exists ? Number(head.get('next')) : 1;
  const stored = { ...fields, revision: number };
  const batch = adminDb().batch();
  batch.set(reference, stored);
  batch.set(reference.collection('revisions').doc(String(number).padStart(6, '0')), {
    number,
    fields: stored,
    saved_at: FieldValue.serverTimestamp(),
    saved_by: writer,
    restored_from: restoredFrom,
  });
  batch.set(reference.collection('revisions').doc('head'), { next: number + 1 });
  await batch.commit();
}

type Entry = { action: string; actor_email: string | null; target: unknown; details: Record<string, unknown> };

/** Waits until the item has `count` entries; returns them oldest first. */
async function entriesOf(id: string, count: number): Promise<Entry[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await adminDb().collection('audit_log').where('target.id', '==', id).get();
    const entries = found.docs
      .map((entry) => entry.data())
      .sort((a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis()) as Entry[];
    if (entries.length >= count || Date.now() > deadline) return entries;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('the audit log of content', () => {
  it('records a post published, edited (nothing), unpublished, restored and deleted, and by whom', async () => {
    const post = { ...blog({ slug: 'audited', title: 'Audited post' }), created_at: Timestamp.now() };
    await save('blogs', 'audited', { ...post, is_published: false });
    await save('blogs', 'audited', { ...post, is_published: true });
    expect(await entriesOf('audited', 1)).toEqual([
      expect.objectContaining({
        action: 'published',
        actor_email: WRITER,
        target: { collection: 'blogs', id: 'audited', title: 'Audited post' },
      }),
    ]);

    await save('blogs', 'audited', { ...post, is_published: true, title: 'Edited' });
    await save('blogs', 'audited', { ...post, is_published: false, title: 'Edited' });
    await save('blogs', 'audited', { ...post, is_published: false }, 2);
    // Recorded before the deletion: a deleted post's history goes with it
    // (functions/src/deletion/content.ts), and a save's trigger that runs after that names nobody.
    await entriesOf('audited', 3);
    await adminDb().collection('blogs').doc('audited').delete();
    const entries = await entriesOf('audited', 4);
    // The triggers may run in any order: the entries, whatever their order.
    expect(entries).toHaveLength(4);
    expect(entries.map((entry) => [entry.action, entry.actor_email, entry.details])).toEqual(
      expect.arrayContaining([
        ['published', WRITER, {}],
        ['unpublished', WRITER, {}],
        ['restored', WRITER, { restored_from: 2 }],
        ['deleted', null, {}],
      ]),
    );
  }, 60_000);

  it('records a writer asking for a draft to be reviewed and withdrawing it, by whom, and a publish that clears it as the publish', async () => {
    const story = caseStudy({ slug: 'reviewed', title: 'Reviewed story', is_published: false });
    const writer = 'writer@example.com';
    await save('case_studies', 'reviewed', { ...story, ready_for_review: true }, null, writer);
    await entriesOf('reviewed', 1);
    await save('case_studies', 'reviewed', { ...story, ready_for_review: false }, null, writer);
    await entriesOf('reviewed', 2);
    await save('case_studies', 'reviewed', { ...story, ready_for_review: true }, null, writer);
    await entriesOf('reviewed', 3);
    await save('case_studies', 'reviewed', { ...story, is_published: true, ready_for_review: false });
    const entries = await entriesOf('reviewed', 4);
    expect(entries).toHaveLength(4);
    expect(entries.map((entry) => [entry.action, entry.actor_email, entry.details])).toEqual([
      ['review_requested', writer, {}],
      ['review_withdrawn', writer, {}],
      ['review_requested', writer, {}],
      ['published', WRITER, {}],
    ]);
  }, 60_000);

  it('names each of two admins saving one post in quick succession, and nobody for a scheduled publish', async () => {
    const post = { ...blog({ slug: 'busy', title: 'Busy post' }), created_at: Timestamp.now() };
    const other = 'colleague@example.com';
    await save('blogs', 'busy', { ...post, is_published: false });
    // Back to back: the second commit lands before the first one's trigger has run.
    await save('blogs', 'busy', { ...post, is_published: true });
    await save('blogs', 'busy', { ...post, is_published: false }, null, other);
    await save('blogs', 'busy', { ...post, is_published: true }, null, WRITER);
    await save('blogs', 'busy', { ...post, is_published: false }, null, other);
    // Scheduled publishing (the Admin SDK) changes the document without a revision.
    await adminDb().collection('blogs').doc('busy').update({ is_published: true });
    const entries = await entriesOf('busy', 5);
    expect(entries).toHaveLength(5);
    expect(entries.map((entry) => [entry.action, entry.actor_email]).sort()).toEqual(
      [
        ['published', WRITER],
        ['published', WRITER],
        ['published', null],
        ['unpublished', other],
        ['unpublished', other],
      ].sort(),
    );
  }, 60_000);

  it('names the saver in lower case, as the console’s person filter asks for it, whatever case their address came in', async () => {
    // A Microsoft account's token may carry its address with capitals; firestore.rules require the
    // revision's saved_by to be the token's own address.
    const post = { ...blog({ slug: 'capitals', title: 'Capitals' }), created_at: Timestamp.now() };
    await save('blogs', 'capitals', { ...post, is_published: true }, null, 'Anna.Svensson@Example.COM');
    expect((await entriesOf('capitals', 1)).map((entry) => [entry.action, entry.actor_email])).toEqual([
      ['published', 'anna.svensson@example.com'],
    ]);
  }, 60_000);

  it('names nobody for an import: a document naming a revision saved long before', async () => {
    const post = { ...blog({ slug: 'imported', title: 'Imported post' }), created_at: Timestamp.now() };
    const reference = adminDb().collection('blogs').doc('imported');
    const stored = { ...post, is_published: true, revision: 4 };
    const batch = adminDb().batch();
    batch.set(reference.collection('revisions').doc('000004'), {
      number: 4,
      fields: stored,
      saved_at: Timestamp.fromDate(new Date('2025-03-01T10:00:00Z')),
      saved_by: WRITER,
      restored_from: null,
    });
    batch.set(reference.collection('revisions').doc('head'), { next: 5 });
    batch.set(reference, stored);
    await batch.commit();
    expect((await entriesOf('imported', 1)).map((entry) => [entry.action, entry.actor_email])).toEqual([
      ['published', null],
    ]);
  }, 60_000);

  it('records a case study scheduled, with its time', async () => {
    const publishAt = Timestamp.fromDate(new Date(Date.now() + 86_400_000));
    const study = { ...caseStudy({ slug: 'later', title: 'Later' }), created_at: Timestamp.now() };
    await save('case_studies', 'later', { ...study, is_published: false, publish_at: null, unpublish_at: null });
    await save('case_studies', 'later', { ...study, is_published: false, publish_at: publishAt, unpublish_at: null });
    expect(await entriesOf('later', 1)).toEqual([
      expect.objectContaining({
        action: 'scheduled',
        actor_email: WRITER,
        target: { collection: 'case_studies', id: 'later', title: 'Later' },
        details: { publish_at: publishAt, unpublish_at: null },
      }),
    ]);
  }, 60_000);

  it('records a schedule taken away, by whom, with the time it had', async () => {
    const publishAt = Timestamp.fromDate(new Date(Date.now() + 86_400_000));
    const post = { ...blog({ slug: 'called-off', title: 'Called off' }), created_at: Timestamp.now() };
    await save('blogs', 'called-off', { ...post, is_published: false, publish_at: publishAt, unpublish_at: null });
    await save('blogs', 'called-off', { ...post, is_published: false, publish_at: null, unpublish_at: null });
    expect(await entriesOf('called-off', 2)).toEqual([
      expect.objectContaining({ action: 'scheduled', actor_email: WRITER }),
      expect.objectContaining({
        action: 'unscheduled',
        actor_email: WRITER,
        target: { collection: 'blogs', id: 'called-off', title: 'Called off' },
        details: { publish_at: publishAt, unpublish_at: null },
      }),
    ]);
  }, 60_000);

  it('records a published post renamed, by whom, with its slugs from and to', async () => {
    const post = { ...blog({ slug: 'first-name', title: 'Renamed post' }), created_at: Timestamp.now() };
    await save('blogs', 'renamed', { ...post, is_published: true });
    await save('blogs', 'renamed', { ...post, slug: 'second-name', is_published: true });
    expect(await entriesOf('renamed', 2)).toEqual([
      expect.objectContaining({ action: 'published', actor_email: WRITER }),
      expect.objectContaining({
        action: 'renamed',
        actor_email: WRITER,
        target: { collection: 'blogs', id: 'renamed', title: 'Renamed post' },
        details: { from: 'first-name', to: 'second-name' },
      }),
    ]);
  }, 60_000);
});
