/**
 * The admin console's saves: its own data layer (admin-remote/src/data/collection.ts) against the
 * emulator and the rules: unique slugs (claims) with two admins saving at once, schema checks,
 * and the revision history (kept, bounded, restorable, staff-only). Then every other way an admin
 * client could write claims and history, which the rules refuse: a slug its claim does not name,
 * a content write without exactly its next revision, a changed or deleted version, a head moved
 * back or skipped.
 */
import {
  BLOG_REDIRECTS_COLLECTION,
  BLOG_SLUGS_COLLECTION,
  BLOG_TRANSLATABLE_FIELDS,
  BLOG_TYPE,
  BLOGS_COLLECTION,
  type BlogDraft,
  blogToDraft,
  CASE_STUDIES_COLLECTION,
  CASE_STUDY_SLUGS_COLLECTION,
  CASE_STUDY_TRANSLATABLE_FIELDS,
  englishFingerprints,
  REVISIONS_KEPT,
  sourcesAfterSave,
  staleSwedishFields,
  TRANSLATION_SOURCES_COLLECTION,
  textFingerprint,
  toStockholmDateTime,
  translatedPairs,
} from '@app/domain';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, type Firestore, getDoc, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import {
  getDocs,
  collection as liteCollection,
  doc as liteDoc,
  getDoc as liteGetDoc,
  setDoc as liteSetDoc,
} from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { blogDefinition } from '../../admin-remote/src/data/blogs';
import { InvalidFieldsError } from '../../admin-remote/src/data/collection';
import { EditConflictError } from '../../admin-remote/src/data/editConflict';
import { blog, caseStudy, englishCaseStudyDraft } from '../../domain/src/testFixtures';
import { consoleRulesSuite, blogDraft as draft } from './consoleSuite';
import { ADMIN_EMAIL, asVersion, deleteAsConsole, revisionEntry, revisionId, saveAsConsole } from './consoleWrites';
import { existingAs } from './environment';

const { env, consoleAs } = consoleRulesSuite();

/** The admin console of one signed-in admin (its own app, as another browser tab would be). */
const adminConsole = () => consoleAs({ sub: 'admin-1', admin: true, email: ADMIN_EMAIL });

const rulesAs = (admin: boolean): Firestore =>
  (admin
    ? env().authenticatedContext('admin-1', { admin: true, email: ADMIN_EMAIL })
    : env().authenticatedContext('user-1', {})
  ).firestore() as unknown as Firestore;

/**
 * A post saved as the console does, with `entry` as its revision (its `number` names it) and the
 * head moved to the number after it; `claim: false` leaves the slug's claim alone.
 */
function saveWith(
  db: Firestore,
  id: string,
  document: object,
  entry: { number: number } & Record<string, unknown>,
  { claim = true, head = entry.number + 1 }: { claim?: boolean; head?: number } = {},
) {
  const fields = asVersion(document, entry.number);
  const batch = writeBatch(db);
  batch.set(doc(db, BLOGS_COLLECTION, id), fields);
  if (claim) batch.set(doc(db, BLOG_SLUGS_COLLECTION, String(fields.slug)), { id });
  batch.set(doc(db, BLOGS_COLLECTION, id, 'revisions', revisionId(entry.number)), entry);
  batch.set(doc(db, BLOGS_COLLECTION, id, 'revisions', 'head'), { next: head });
  return batch.commit();
}

/** A post stored the console's way as version 1, and its stored fields. */
async function consolePost(id: string, slug: string) {
  const fields = blog({ slug, title: `Post ${id}` });
  await assertSucceeds(saveAsConsole(rulesAs(true), BLOGS_COLLECTION, id, fields));
  return fields;
}

describe('slug claims (rules)', () => {
  it('an admin writes a claim only together with the post that carries its slug', async () => {
    const db = rulesAs(true);
    await assertSucceeds(saveAsConsole(db, BLOGS_COLLECTION, 'p1', blog({ slug: 'ai-guide' })));
    await assertSucceeds(getDoc(doc(db, BLOG_SLUGS_COLLECTION, 'ai-guide')));

    await assertFails(setDoc(doc(db, BLOG_SLUGS_COLLECTION, 'other-slug'), { id: 'p1' }));
    await assertFails(setDoc(doc(db, BLOG_SLUGS_COLLECTION, 'ai-guide'), { id: 'p1', note: 'x' }));
    await assertFails(setDoc(doc(db, 'case_study_slugs', 'ai-guide'), { id: 'p1' }));
  });

  it('nobody else reads or writes claims', async () => {
    await env().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, BLOG_SLUGS_COLLECTION, 'taken'), { id: 'p1' });
    });
    const user = rulesAs(false);
    await assertFails(getDoc(doc(user, BLOG_SLUGS_COLLECTION, 'taken')));
    await assertFails(setDoc(doc(user, BLOG_SLUGS_COLLECTION, 'free'), { id: 'p1' }));
    const anonymous = env().unauthenticatedContext().firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(anonymous, 'case_study_slugs', 'taken')));
  });

  it("refuses a post that takes another's slug, by moving its claim or without it", async () => {
    const admin = rulesAs(true);
    await consolePost('a', 'ai-guide');
    const b = blog({ slug: 'ai-guide', title: 'Impostor', is_published: true });
    // The hostile commit: B with A's slug, its history, and A's claim pointed at B.
    await assertFails(saveAsConsole(admin, BLOGS_COLLECTION, 'b', b));
    // The same without touching the claim (it still names A).
    await assertFails(saveWith(admin, 'b', b, revisionEntry(1, b), { claim: false }));
    // An existing post renamed onto the slug.
    const c = await consolePost('c', 'other-post');
    await assertFails(saveWith(admin, 'c', { ...c, slug: 'ai-guide' }, revisionEntry(2, { ...c, slug: 'ai-guide' })));
    await assertFails(
      saveWith(admin, 'c', { ...c, slug: 'ai-guide' }, revisionEntry(2, { ...c, slug: 'ai-guide' }), { claim: false }),
    );
    // A claim is not deleted, nor created again, while its post carries the slug.
    await assertFails(deleteDoc(doc(admin, BLOG_SLUGS_COLLECTION, 'ai-guide')));
    await assertFails(updateDoc(doc(admin, BLOG_SLUGS_COLLECTION, 'ai-guide'), { id: 'c' }));
    expect((await getDoc(doc(admin, BLOG_SLUGS_COLLECTION, 'ai-guide'))).get('id')).toBe('a');
  });

  it('lets a slug pass to another post in the commit that renames the post holding it', async () => {
    const admin = rulesAs(true);
    const a = await consolePost('a', 'ai-guide');
    const c = await consolePost('c', 'other-post');
    const renamedA = { ...a, slug: 'ai-guide-old' };
    const movedC = { ...c, slug: 'ai-guide' };
    const batch = writeBatch(admin);
    batch.set(doc(admin, BLOGS_COLLECTION, 'a'), asVersion(renamedA, 2));
    batch.set(doc(admin, BLOG_SLUGS_COLLECTION, 'ai-guide-old'), { id: 'a' });
    batch.set(doc(admin, BLOGS_COLLECTION, 'a', 'revisions', '000002'), revisionEntry(2, renamedA));
    batch.set(doc(admin, BLOGS_COLLECTION, 'a', 'revisions', 'head'), { next: 3 });
    batch.set(doc(admin, BLOGS_COLLECTION, 'c'), asVersion(movedC, 2));
    batch.set(doc(admin, BLOG_SLUGS_COLLECTION, 'ai-guide'), { id: 'c' });
    batch.delete(doc(admin, BLOG_SLUGS_COLLECTION, 'other-post'));
    // c is published: its old address redirects to it (slug-redirects.test.ts). a's old one shows c.
    batch.set(doc(admin, BLOG_REDIRECTS_COLLECTION, 'other-post'), { id: 'c' });
    batch.set(doc(admin, BLOGS_COLLECTION, 'c', 'revisions', '000002'), revisionEntry(2, movedC));
    batch.set(doc(admin, BLOGS_COLLECTION, 'c', 'revisions', 'head'), { next: 3 });
    await assertSucceeds(batch.commit());
  });

  it('refuses a rename or a deletion that keeps the claim of the slug the post leaves', async () => {
    const admin = rulesAs(true);
    const post = blog({ slug: 'old-name', is_published: false });
    await assertSucceeds(saveAsConsole(admin, BLOGS_COLLECTION, 'd', post));
    const renamed = { ...post, slug: 'new-name' };
    // The old claim left behind would keep `old-name` taken by a post that no longer has it.
    await assertFails(saveWith(admin, 'd', renamed, revisionEntry(2, renamed)));
    await assertFails(deleteDoc(doc(admin, BLOGS_COLLECTION, 'd')));
    const release = writeBatch(admin);
    release.delete(doc(admin, BLOG_SLUGS_COLLECTION, 'old-name'));
    release.set(doc(admin, BLOGS_COLLECTION, 'd'), asVersion(renamed, 2));
    release.set(doc(admin, BLOG_SLUGS_COLLECTION, 'new-name'), { id: 'd' });
    release.set(doc(admin, BLOGS_COLLECTION, 'd', 'revisions', revisionId(2)), revisionEntry(2, renamed));
    release.set(doc(admin, BLOGS_COLLECTION, 'd', 'revisions', 'head'), { next: 3 });
    await assertSucceeds(release.commit());
    const removal = writeBatch(admin);
    removal.delete(doc(admin, BLOGS_COLLECTION, 'd'));
    removal.delete(doc(admin, BLOG_SLUGS_COLLECTION, 'new-name'));
    await assertSucceeds(removal.commit());
  });

  it('holds case studies to their claims the same way', async () => {
    const { caseStudies } = adminConsole();
    const first = await caseStudies.create(englishCaseStudyDraft({ title: 'Faster invoicing' }));
    const admin = rulesAs(true);
    const stored = (await getDoc(doc(admin, 'case_studies', first.id))).data() ?? {};
    await assertFails(saveAsConsole(admin, 'case_studies', 'impostor', { ...stored, title: 'Impostor' }));
    await assertFails(deleteDoc(doc(admin, 'case_study_slugs', first.slug)));
    // Renamed or deleted, it gives up its claim in the same commit.
    const renamed = { ...stored, slug: 'faster-invoicing-renamed' };
    const keepsClaim = writeBatch(admin);
    keepsClaim.set(doc(admin, 'case_studies', first.id), asVersion(renamed, 2));
    keepsClaim.set(doc(admin, 'case_study_slugs', renamed.slug), { id: first.id });
    keepsClaim.set(doc(admin, 'case_studies', first.id, 'revisions', revisionId(2)), revisionEntry(2, renamed));
    keepsClaim.set(doc(admin, 'case_studies', first.id, 'revisions', 'head'), { next: 3 });
    await assertFails(keepsClaim.commit());
    await assertFails(deleteDoc(doc(admin, 'case_studies', first.id)));
    await caseStudies.remove(first.id);
    expect((await getDoc(doc(admin, 'case_study_slugs', first.slug))).exists()).toBe(false);
  });
});

describe("the admin console's saves (data layer against the emulator)", () => {
  it('two admins saving the same title at once get two slugs, each claimed by its post', async () => {
    const [first, second] = [adminConsole(), adminConsole()];
    const saved = await Promise.all([
      first.blogs.create(draft({ title: 'Same title' })),
      second.blogs.create(draft({ title: 'Same title' })),
    ]);
    expect(saved.map((post) => post.slug).sort()).toEqual(['same-title', 'same-title-2']);
    const claims = await getDocs(liteCollection(first.database, BLOG_SLUGS_COLLECTION));
    expect(Object.fromEntries(claims.docs.map((claim) => [claim.id, claim.get('id')]))).toEqual(
      Object.fromEntries(saved.map((post) => [post.slug, post.id])),
    );
  });

  it('a renamed draft frees its old slug, a deleted one its slug; a post keeps its own slug on save', async () => {
    // (A renamed published post's old slug redirects to it: tests/rules/slug-redirects.test.ts.)
    const { blogs } = adminConsole();
    const hidden = (fields: Partial<BlogDraft>) => draft({ ...fields, is_published: false });
    const post = await blogs.create(hidden({ title: 'First name' }));
    const kept = await blogs.update(post, hidden({ title: 'First name', slug: 'first-name' }));
    expect(kept.slug).toBe('first-name');
    const renamed = await blogs.update(kept, hidden({ title: 'First name', slug: 'second-name' }));
    expect(renamed.slug).toBe('second-name');
    expect((await blogs.create(hidden({ title: 'First name' }))).slug).toBe('first-name');
    expect((await blogs.create(hidden({ title: 'Second name' }))).slug).toBe('second-name-2');
    await blogs.remove(renamed.id);
    expect((await blogs.create(hidden({ title: 'Second name' }))).slug).toBe('second-name');
  });

  it('saves text pasted with direction controls without them, as the rules require', async () => {
    const { blogs, database } = adminConsole();
    const post = await blogs.create(
      draft({ title: 'Invoice \u202Efdp.exe', excerpt: '\u2067Short\u2069', content: '**Body**\u202C' }),
    );
    expect(post.slug).toBe('invoice-fdp-exe');
    const stored = (await liteGetDoc(liteDoc(database, BLOGS_COLLECTION, post.id))).data();
    expect(stored).toMatchObject({ title: 'Invoice fdp.exe', excerpt: 'Short', content: '**Body**' });
  });

  it('schedules a near publish time by the server clock, not by a browser clock running ahead', async () => {
    const { blogs, database } = adminConsole();
    // Four to five minutes from now, on the minute (the editor's field has no seconds).
    const publishAt = new Date(Math.ceil((Date.now() + 4 * 60_000) / 60_000) * 60_000);
    // The admin's computer thinks it is ten minutes later than it is: by its clock that time has passed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    let post: Awaited<ReturnType<typeof blogs.create>>;
    try {
      post = await blogs.create(draft({ title: 'Near schedule', publish_at: toStockholmDateTime(publishAt) }));
    } finally {
      vi.useRealTimers();
    }
    // Published at once it would go live five minutes early: it waits for the scheduled function.
    const stored = (await liteGetDoc(liteDoc(database, BLOGS_COLLECTION, post.id))).data();
    expect(stored?.is_published).toBe(false);
    expect(stored?.publish_at?.toDate()).toEqual(publishAt);
  });

  it('publishes at once a publish time the server clock has passed, whatever a browser clock running behind says', async () => {
    const { blogs, database } = adminConsole();
    const publishAt = new Date(Math.floor((Date.now() - 2 * 60_000) / 60_000) * 60_000);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 10 * 60_000 });
    let post: Awaited<ReturnType<typeof blogs.create>>;
    try {
      post = await blogs.create(draft({ title: 'Passed schedule', publish_at: toStockholmDateTime(publishAt) }));
    } finally {
      vi.useRealTimers();
    }
    const stored = (await liteGetDoc(liteDoc(database, BLOGS_COLLECTION, post.id))).data();
    expect(stored).toMatchObject({ is_published: true, publish_at: null });
  });

  it('refuses values the schema refuses, naming each field, and writes nothing', async () => {
    const { blogs, database } = adminConsole();
    const attempt = blogs.create(draft({ title: 'T'.repeat(201), title_sv: 'Ä'.repeat(201) }));
    await expect(attempt).rejects.toBeInstanceOf(InvalidFieldsError);
    await expect(attempt).rejects.toMatchObject({
      issues: [
        { field: 'title', max: 200 },
        { field: 'title_sv', max: 200 },
      ],
    });
    expect((await getDocs(liteCollection(database, BLOGS_COLLECTION))).size).toBe(0);
  });
});

describe('revision history', () => {
  it('lists the versions without their bodies for staff only: the narrower read opens nothing to other accounts', async () => {
    const { blogs } = adminConsole();
    const post = await blogs.create(draft({ title: 'Kept' }));
    expect((await blogs.revisions(post.id)).map(({ number }) => number)).toEqual([1]);
    const signedIn = consoleAs({ sub: 'someone-1', email: 'someone@example.com' });
    await expect(signedIn.blogs.revisions(post.id)).rejects.toThrow(/403/);
    await expect(signedIn.blogs.revision(post.id, 1)).rejects.toThrow();
  });

  it('keeps every saved version with who and when, newest first; a restore is a new version', async () => {
    const { blogs } = adminConsole();
    const before = Date.now() - 60_000;
    const first = await blogs.create(draft({ title: 'Version one' }));
    const second = await blogs.update(first, draft({ title: 'Version two', slug: first.slug }));
    await blogs.update(second, draft({ title: 'Version three', slug: first.slug }));
    const history = await blogs.revisions(first.id);
    // The list holds who and when, not the versions' bodies: each is read when it is chosen.
    expect(history.every((version) => !('fields' in version))).toBe(true);
    const titles = await Promise.all(
      history.map(async ({ number }) => (await blogs.revision(first.id, number))?.fields.title),
    );
    expect(history.map((version, index) => [version.number, titles[index], version.savedBy])).toEqual([
      [3, 'Version three', ADMIN_EMAIL],
      [2, 'Version two', ADMIN_EMAIL],
      [1, 'Version one', ADMIN_EMAIL],
    ]);
    expect(history.every((version) => (version.savedAt?.getTime() ?? 0) > before)).toBe(true);

    const current = await blogs.get(first.id);
    const oldest = await blogs.revision(first.id, history.at(-1)?.number ?? 0);
    if (!current || !oldest) throw new Error('missing');
    const restored = await blogs.update(current, blogToDraft(oldest.fields), { restoredFrom: oldest.number });
    expect(restored.title).toBe('Version one');
    const [latest] = await blogs.revisions(first.id);
    expect(latest).toMatchObject({ number: 4, restoredFrom: 1, savedBy: ADMIN_EMAIL });
    expect((await blogs.revision(first.id, 4))?.fields.title).toBe('Version one');
    expect(await blogs.revision(first.id, 5)).toBeNull();
  });

  it('records what was stored before history was kept as version 1, once', async () => {
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, BLOGS_COLLECTION, 'seeded'), blog({ slug: 'seeded', title: 'Seeded title' }));
    });
    const { blogs } = adminConsole();
    const seeded = await blogs.get('seeded');
    if (!seeded) throw new Error('missing');
    const edited = await blogs.update(seeded, { ...blogToDraft(seeded), title: 'Edited title' });
    await blogs.update(edited, { ...blogToDraft(edited), title: 'Edited again' });
    const seededHistory = await blogs.revisions('seeded');
    const seededTitles = await Promise.all(
      seededHistory.map(async ({ number }) => (await blogs.revision('seeded', number))?.fields.title),
    );
    expect(seededHistory.map((version, index) => [version.number, seededTitles[index], version.savedBy])).toEqual([
      [3, 'Edited again', ADMIN_EMAIL],
      [2, 'Edited title', ADMIN_EMAIL],
      [1, 'Seeded title', null],
    ]);
  });

  it(`keeps the last ${REVISIONS_KEPT} versions; the console's delete takes the document and its slug's claim`, async () => {
    const { blogs, database } = adminConsole();
    let post = await blogs.create(draft({ title: 'Often saved' }));
    for (let n = 2; n <= REVISIONS_KEPT + 2; n++) {
      post = await blogs.update(post, draft({ title: `Often saved ${n}`, slug: post.slug }));
    }
    const history = await blogs.revisions(post.id);
    expect(history).toHaveLength(REVISIONS_KEPT);
    expect(history[0]?.number).toBe(REVISIONS_KEPT + 2);
    expect(history.at(-1)?.number).toBe(3);
    await blogs.remove(post.id);
    expect((await liteGetDoc(liteDoc(database, BLOGS_COLLECTION, post.id))).exists()).toBe(false);
    expect((await liteGetDoc(liteDoc(database, BLOG_SLUGS_COLLECTION, post.slug))).exists()).toBe(false);
    // The history is the functions' to remove (completeBlogDeletion: tests/functions/contentDeletion.test.ts,
    // and after the console's delete e2e/admin/blog-admin.spec.ts); no functions run here.
  });

  it("leaves a deleted item's history to the functions: no client deletes a version of it, with the item or after", async () => {
    const admin = rulesAs(true);
    for (const [collectionName, claims, fields] of [
      [BLOGS_COLLECTION, BLOG_SLUGS_COLLECTION, blog({ slug: 'gone' })],
      [CASE_STUDIES_COLLECTION, CASE_STUDY_SLUGS_COLLECTION, caseStudy({ slug: 'gone' })],
    ] as const) {
      await assertSucceeds(saveAsConsole(admin, collectionName, 'gone', fields));
      const path = `${collectionName}/gone/revisions`;
      const withItem = writeBatch(admin);
      withItem.delete(doc(admin, collectionName, 'gone'));
      withItem.delete(doc(admin, claims, 'gone'));
      withItem.delete(doc(admin, path, '000001'));
      await assertFails(withItem.commit());
      await assertSucceeds(deleteAsConsole(admin, collectionName, 'gone', 'gone'));
      await assertFails(deleteDoc(doc(admin, path, '000001')));
      await assertFails(deleteDoc(doc(admin, path, 'head')));
      expect((await getDoc(doc(admin, path, '000001'))).exists(), collectionName).toBe(true);
    }
  });

  it('only staff read versions (writers: roles.test.ts); nobody changes one, or signs one with another name or time', async () => {
    const { blogs } = adminConsole();
    const post = await blogs.create(draft({ title: 'Guarded' }));
    const path = `${BLOGS_COLLECTION}/${post.id}/revisions`;
    await assertFails(getDoc(doc(rulesAs(false), path, '000001')));
    await assertFails(getDoc(doc(env().unauthenticatedContext().firestore() as unknown as Firestore, path, '000001')));
    const admin = rulesAs(true);
    await assertSucceeds(getDoc(doc(admin, path, '000001')));
    const stored = (await getDoc(doc(admin, BLOGS_COLLECTION, post.id))).data() ?? {};
    const entry = revisionEntry(2, stored);
    await assertFails(setDoc(doc(admin, path, '000001'), { ...entry, number: 1, saved_at: null, saved_by: null }));
    await assertFails(saveWith(admin, post.id, stored, { ...entry, saved_by: 'someone@else.example' }));
    await assertFails(saveWith(admin, post.id, stored, { ...entry, saved_at: new Date(0) }));
    await assertFails(saveWith(admin, post.id, stored, { ...entry, saved_by: 'admin-1' }));
    await assertFails(saveWith(rulesAs(false), post.id, stored, entry));
    await assertSucceeds(saveWith(admin, post.id, stored, entry));
  });

  it('refuses a content write without exactly its next revision', async () => {
    const admin = rulesAs(true);
    const fields = await consolePost('p', 'guarded');
    const edited = { ...fields, title: 'Edited' };
    const next = revisionEntry(2, edited);
    // A plain write, as a client could send it.
    await assertFails(updateDoc(doc(admin, BLOGS_COLLECTION, 'p'), { title: 'Edited' }));
    await assertFails(setDoc(doc(admin, BLOGS_COLLECTION, 'p'), edited));
    // The head moved without the revision; the revision without the head.
    const headOnly = writeBatch(admin);
    headOnly.set(doc(admin, BLOGS_COLLECTION, 'p'), asVersion(edited, 2));
    headOnly.set(doc(admin, BLOGS_COLLECTION, 'p', 'revisions', 'head'), { next: 3 });
    await assertFails(headOnly.commit());
    const revisionOnly = writeBatch(admin);
    revisionOnly.set(doc(admin, BLOGS_COLLECTION, 'p'), asVersion(edited, 2));
    revisionOnly.set(doc(admin, BLOGS_COLLECTION, 'p', 'revisions', '000002'), next);
    await assertFails(revisionOnly.commit());
    // A number skipped, the head moved by two, or the revision holding something else.
    await assertFails(saveWith(admin, 'p', edited, revisionEntry(3, edited)));
    await assertFails(saveWith(admin, 'p', edited, next, { head: 4 }));
    await assertFails(saveWith(admin, 'p', edited, revisionEntry(2, { ...edited, title: 'Something else' })));
    await assertSucceeds(saveWith(admin, 'p', edited, next));
  });

  it('requires the document to name the revision written with it (who wrote it, for the audit log)', async () => {
    const admin = rulesAs(true);
    const fields = await consolePost('p', 'named');
    expect((await getDoc(doc(admin, BLOGS_COLLECTION, 'p'))).get('revision')).toBe(1);
    const edited = { ...fields, title: 'Edited' };
    const naming = (document: Record<string, unknown>) => {
      const batch = writeBatch(admin);
      batch.set(doc(admin, BLOGS_COLLECTION, 'p'), document);
      batch.set(doc(admin, BLOGS_COLLECTION, 'p', 'revisions', '000002'), {
        ...revisionEntry(2, edited),
        fields: document,
      });
      batch.set(doc(admin, BLOGS_COLLECTION, 'p', 'revisions', 'head'), { next: 3 });
      return batch.commit();
    };
    // None, the previous one, one ahead, or not a number: refused.
    await assertFails(naming(edited));
    await assertFails(naming(asVersion(edited, 1)));
    await assertFails(naming(asVersion(edited, 3)));
    await assertFails(naming({ ...edited, revision: '2' }));
    await assertSucceeds(naming(asVersion(edited, 2)));
    // The console's own saves name theirs.
    const { blogs } = adminConsole();
    const post = await blogs.create(draft({ title: 'Named by the console' }));
    await blogs.update(post, { ...blogToDraft(post), title: 'Renamed by the console' });
    expect((await getDoc(doc(admin, BLOGS_COLLECTION, post.id))).get('revision')).toBe(2);
  });

  it('never moves the head back, and never changes or deletes a single version', async () => {
    const admin = rulesAs(true);
    const fields = await consolePost('p', 'kept');
    await assertSucceeds(saveWith(admin, 'p', fields, revisionEntry(2, fields)));
    const path = `${BLOGS_COLLECTION}/p/revisions`;
    await assertFails(setDoc(doc(admin, path, 'head'), { next: 1 }));
    await assertFails(saveWith(admin, 'p', fields, revisionEntry(1, fields), { head: 2 }));
    await assertFails(setDoc(doc(admin, path, '000002'), revisionEntry(2, { ...fields, title: 'Rewritten' })));
    await assertFails(updateDoc(doc(admin, path, '000001'), { saved_by: 'someone@else.example' }));
    await assertFails(deleteDoc(doc(admin, path, '000001')));
    await assertFails(deleteDoc(doc(admin, path, 'head')));
    // Pruning anything but the version that falls out of the kept 50 with this save.
    const prune = writeBatch(admin);
    prune.set(doc(admin, BLOGS_COLLECTION, 'p'), asVersion(fields, 3));
    prune.set(doc(admin, path, '000003'), revisionEntry(3, fields));
    prune.set(doc(admin, path, 'head'), { next: 4 });
    prune.delete(doc(admin, path, '000001'));
    await assertFails(prune.commit());
    expect((await getDoc(doc(admin, path, 'head'))).get('next')).toBe(3);
  });

  it("ties a version's number and restored_from to its id and to versions that exist", async () => {
    const admin = rulesAs(true);
    const fields = await consolePost('p', 'tied');
    const path = `${BLOGS_COLLECTION}/p/revisions`;
    const misnumbered = writeBatch(admin);
    misnumbered.set(doc(admin, BLOGS_COLLECTION, 'p'), asVersion(fields, 2));
    misnumbered.set(doc(admin, path, '000002'), revisionEntry(7, fields));
    misnumbered.set(doc(admin, path, 'head'), { next: 3 });
    await assertFails(misnumbered.commit());
    await assertFails(saveWith(admin, 'p', fields, revisionEntry(2, fields, 2)));
    await assertFails(saveWith(admin, 'p', fields, revisionEntry(2, fields, 9)));
    await assertFails(saveWith(admin, 'p', fields, revisionEntry(2, fields, 0)));
    await assertSucceeds(saveWith(admin, 'p', fields, revisionEntry(2, fields, 1)));
  });

  it("lets a version record the translation sources saved with it, as the sources document's fingerprints only", async () => {
    const admin = rulesAs(true);
    const fields = await consolePost('p', 'sourced');
    const entry = revisionEntry(2, fields);
    await assertFails(saveWith(admin, 'p', fields, { ...entry, translation_sources: 'title' }));
    // What a restore writes back into the sources document: only what that document may hold.
    await assertFails(saveWith(admin, 'p', fields, { ...entry, translation_sources: { title: 'any text' } }));
    await assertFails(
      saveWith(admin, 'p', fields, { ...entry, translation_sources: { slug: textFingerprint('AI for shops') } }),
    );
    await assertSucceeds(
      saveWith(admin, 'p', fields, { ...entry, translation_sources: { title: textFingerprint('AI for shops') } }),
    );
  });

  it('allows the version from before history only as the first, once', async () => {
    const admin = rulesAs(true);
    const fields = await consolePost('p', 'history');
    const beforeHistory = {
      number: 5,
      fields: { anything: true },
      saved_at: null,
      saved_by: null,
      restored_from: null,
    };
    // The probe from the report: a "before history" version added to a post that has history.
    await assertFails(setDoc(doc(admin, `${BLOGS_COLLECTION}/p/revisions`, '000005'), beforeHistory));
    await assertFails(saveWith(admin, 'p', fields, { ...beforeHistory, number: 2 }));
    const again = writeBatch(admin);
    again.set(doc(admin, BLOGS_COLLECTION, 'p'), asVersion(fields, 2));
    again.set(doc(admin, `${BLOGS_COLLECTION}/p/revisions`, '000001'), { ...beforeHistory, number: 1 });
    again.set(doc(admin, `${BLOGS_COLLECTION}/p/revisions`, '000002'), revisionEntry(2, fields));
    again.set(doc(admin, `${BLOGS_COLLECTION}/p/revisions`, 'head'), { next: 3 });
    await assertFails(again.commit());
    // A new post has no stored version before its first.
    const fresh = blog({ slug: 'fresh' });
    const first = writeBatch(admin);
    first.set(doc(admin, BLOGS_COLLECTION, 'fresh'), asVersion(fresh, 2));
    first.set(doc(admin, BLOG_SLUGS_COLLECTION, 'fresh'), { id: 'fresh' });
    first.set(doc(admin, `${BLOGS_COLLECTION}/fresh/revisions`, '000001'), { ...beforeHistory, number: 1 });
    first.set(doc(admin, `${BLOGS_COLLECTION}/fresh/revisions`, '000002'), revisionEntry(2, fresh));
    first.set(doc(admin, `${BLOGS_COLLECTION}/fresh/revisions`, 'head'), { next: 3 });
    await assertFails(first.commit());
  });

  it('records the version from before history as it was stored, never made up', async () => {
    const seeded = blog({ slug: 'seeded', title: 'Seeded title', is_published: false });
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, BLOGS_COLLECTION, 'seeded'), seeded);
      await setDoc(doc(db, BLOG_SLUGS_COLLECTION, 'seeded'), { id: 'seeded' });
    });
    const admin = rulesAs(true);
    const stored = (await getDoc(doc(admin, BLOGS_COLLECTION, 'seeded'))).data() ?? {};
    const edited = { ...seeded, title: 'Edited title' };
    const withFirst = (fields: object) => {
      const batch = writeBatch(admin);
      batch.set(doc(admin, BLOGS_COLLECTION, 'seeded'), asVersion(edited, 2));
      batch.set(doc(admin, `${BLOGS_COLLECTION}/seeded/revisions`, '000001'), {
        number: 1,
        fields,
        saved_at: null,
        saved_by: null,
        restored_from: null,
      });
      batch.set(doc(admin, `${BLOGS_COLLECTION}/seeded/revisions`, '000002'), revisionEntry(2, edited));
      batch.set(doc(admin, `${BLOGS_COLLECTION}/seeded/revisions`, 'head'), { next: 3 });
      return batch.commit();
    };
    // A "before history" version saying the post read something it never did.
    await assertFails(withFirst({ ...stored, title: 'Words it never had', is_published: true }));
    await assertFails(withFirst({ anything: true }));
    await assertSucceeds(withFirst(stored));
  });

  it('writes the versions of one save per commit, not 56', async () => {
    const admin = rulesAs(true);
    const fields = await consolePost('p', 'bounded');
    const batch = writeBatch(admin);
    batch.set(doc(admin, BLOGS_COLLECTION, 'p'), asVersion(fields, 57));
    for (let number = 2; number <= 57; number++) {
      batch.set(doc(admin, `${BLOGS_COLLECTION}/p/revisions`, revisionId(number)), revisionEntry(number, fields));
    }
    batch.set(doc(admin, `${BLOGS_COLLECTION}/p/revisions`, 'head'), { next: 58 });
    await assertFails(batch.commit());
  });
});

describe('translation sources', () => {
  it('a save records the English each Swedish text was written against; an English edit makes it stale', async () => {
    const { blogs } = adminConsole();
    const post = await blogs.create(draft({ title: 'AI for shops', title_sv: 'AI för butiker' }));
    expect(await blogs.translationSources(post.id)).toEqual({ title: textFingerprint('AI for shops') });

    const edited = await blogs.update(post, { ...blogToDraft(post), title: 'AI for small shops' });
    const sources = await blogs.translationSources(post.id);
    expect(staleSwedishFields(BLOG_TRANSLATABLE_FIELDS, edited, edited, sources)).toEqual(['title']);
    expect((await blogs.allTranslationSources()).get(post.id)).toEqual(sources);

    const retranslated = await blogs.update(edited, { ...blogToDraft(edited), title_sv: 'AI för små butiker' });
    expect(
      staleSwedishFields(BLOG_TRANSLATABLE_FIELDS, retranslated, retranslated, await blogs.translationSources(post.id)),
    ).toEqual([]);
    // Deleting the post leaves its sources to the functions (completeBlogDeletion), as its history.
    await blogs.remove(post.id);
    expect(await blogs.get(post.id)).toBeNull();
  });

  it('a restored version brings back its Swedish as stale or current as it was, not as the restore found it', async () => {
    const { blogs } = adminConsole();
    const staleNow = async (id: string) => {
      const stored = await blogs.get(id);
      if (!stored) throw new Error('missing');
      return staleSwedishFields(BLOG_TRANSLATABLE_FIELDS, stored, stored, await blogs.translationSources(id));
    };
    // 1: translated; 2: the English edited, the Swedish left stale; 3: the Swedish translated again.
    const first = await blogs.create(draft({ title: 'AI for shops', title_sv: 'AI för butiker' }));
    const second = await blogs.update(first, { ...blogToDraft(first), title: 'AI for small shops' });
    expect(await staleNow(first.id)).toEqual(['title']);
    const third = await blogs.update(second, { ...blogToDraft(second), title_sv: 'AI för små butiker' });
    expect(await staleNow(first.id)).toEqual([]);

    const version = async (number: number) => {
      const found = await blogs.revision(first.id, number);
      if (!found) throw new Error(`no version ${number}`);
      return blogToDraft(found.fields);
    };
    // Version 2's Swedish was translated from "AI for shops", not from its English.
    const restored = await blogs.update(third, await version(2), { restoredFrom: 2 });
    expect(await staleNow(first.id)).toEqual(['title']);
    expect((await blogs.list()).find((row) => row.id === first.id)?.staleSwedish).toEqual(['title']);
    // Version 3's Swedish was current, and is again.
    await blogs.update(restored, await version(3), { restoredFrom: 3 });
    expect(await staleNow(first.id)).toEqual([]);
    await blogs.remove(first.id);
  });

  it('a save records the English an auto-translated Swedish text was translated from (translated pairs)', async () => {
    const { blogs } = adminConsole();
    const post = await blogs.create(draft({ title: 'AI for shops', title_sv: 'AI för butiker' }));
    // Translated from "AI for small shops", then the English edited again before the save.
    const translated = { ...blogToDraft(post), title: 'AI for small shops', title_sv: 'AI för små butiker' };
    const pairs = translatedPairs(['title'], translated);
    const saved = await blogs.update(
      post,
      { ...translated, title: 'AI for small shops, edited' },
      { translated: pairs },
    );
    const sources = await blogs.translationSources(post.id);
    expect(sources).toEqual({ title: textFingerprint('AI for small shops') });
    expect(staleSwedishFields(BLOG_TRANSLATABLE_FIELDS, saved, saved, sources)).toEqual(['title']);

    // The English translated from the Swedish, which stays as it was: the Swedish is current.
    const back = { ...blogToDraft(saved), title: 'AI for small shops (from the Swedish)' };
    const again = await blogs.update(saved, back, { translated: translatedPairs(['title'], back) });
    expect(staleSwedishFields(BLOG_TRANSLATABLE_FIELDS, again, again, await blogs.translationSources(post.id))).toEqual(
      [],
    );
    await blogs.remove(post.id);
  });

  it('the list reads rows without bodies, marking stale Swedish from the English each save keeps', async () => {
    const { blogs, database } = adminConsole();
    const post = await blogs.create(draft({ title: 'Listed post', title_sv: 'Listat inlägg', content: 'Long body' }));
    const rowOf = async (id: string) => (await blogs.list()).find((row) => row.id === id);
    expect(await rowOf(post.id)).toMatchObject({ title: 'Listed post', slug: post.slug, staleSwedish: [] });
    expect(await rowOf(post.id)).not.toHaveProperty('content');
    expect(Object.keys((await rowOf(post.id)) ?? {}).sort()).toEqual(
      [...blogDefinition.listed, 'id', 'staleSwedish'].sort(),
    );

    await blogs.update(post, { ...blogToDraft(post), title: 'Listed post, renamed' });
    expect((await rowOf(post.id))?.staleSwedish).toEqual(['title']);

    // Sources saved before the English was kept beside them: the list reads that document whole,
    // once, and keeps its English beside the sources.
    const sourcesPath = `${TRANSLATION_SOURCES_COLLECTION}/blogs_${post.id}`;
    const legacy = { fields: { title: textFingerprint('Listed post') } };
    await liteSetDoc(liteDoc(database, sourcesPath), legacy);
    expect((await rowOf(post.id))?.staleSwedish).toEqual(['title']);
    expect((await liteGetDoc(liteDoc(database, sourcesPath))).data()).toEqual({
      ...legacy,
      english: englishFingerprints(BLOG_TRANSLATABLE_FIELDS, { ...post, title: 'Listed post, renamed' }),
    });
    expect((await rowOf(post.id))?.staleSwedish).toEqual(['title']);
    await liteSetDoc(liteDoc(database, sourcesPath), { fields: { title: textFingerprint('Listed post, renamed') } });
    expect((await rowOf(post.id))?.staleSwedish).toEqual([]);
    await blogs.remove(post.id);
  });

  it("bulk translation's write (patch) keeps the English, records the sources and adds a version", async () => {
    const { blogs, caseStudies } = adminConsole();
    const post = await blogs.create(draft({ title: 'AI for shops' }));
    await blogs.patch(post.id, { title_sv: 'AI för butiker' }, { title: textFingerprint('AI for shops') });
    expect(await blogs.get(post.id)).toMatchObject({ title: 'AI for shops', title_sv: 'AI för butiker' });
    expect(await blogs.translationSources(post.id)).toEqual({ title: textFingerprint('AI for shops') });
    const patchedHistory = await blogs.revisions(post.id);
    expect(
      await Promise.all(
        patchedHistory.map(async ({ number }) => (await blogs.revision(post.id, number))?.fields.title_sv),
      ),
    ).toEqual(['AI för butiker', null]);
    const study = await caseStudies.create(englishCaseStudyDraft());
    await caseStudies.patch(study.id, { industry_sv: 'Finans' }, {});
    expect((await caseStudies.get(study.id))?.industry_sv).toBe('Finans');
    expect(await caseStudies.revisions(study.id)).toHaveLength(2);
  });

  it("bulk translation's write does not overwrite a save made after it read the document", async () => {
    const { blogs, database } = adminConsole();
    const post = await blogs.create(draft({ title: 'AI for shops' }));
    // What Translate All read when it offered the post (before the translation came back).
    const read = (await liteGetDoc(liteDoc(database, BLOGS_COLLECTION, post.id))).data() ?? {};
    // Meanwhile another admin writes the Swedish title by hand.
    const typed = await blogs.update(post, { ...blogToDraft(post), title_sv: 'AI för handlare' });
    await expect(
      blogs.patch(post.id, { title_sv: 'AI för butiker' }, { title: textFingerprint('AI for shops') }, read),
    ).rejects.toBeInstanceOf(EditConflictError);
    expect(await blogs.get(post.id)).toMatchObject({ title_sv: 'AI för handlare' });
    expect(await blogs.revisions(post.id)).toHaveLength(2);
    // Given the document as it is now, the write goes ahead.
    const now = (await liteGetDoc(liteDoc(database, BLOGS_COLLECTION, post.id))).data() ?? {};
    await blogs.patch(post.id, { excerpt_sv: 'Utdrag' }, {}, now);
    expect(await blogs.get(post.id)).toMatchObject({ title_sv: typed.title_sv, excerpt_sv: 'Utdrag' });
  });

  it("bulk translation's write of a Swedish text longer than its field is refused by name, nothing written", async () => {
    const { blogs } = adminConsole();
    const post = await blogs.create(draft({ title: 'AI for shops' }));
    const error = await blogs.patch(post.id, { title_sv: 'Å'.repeat(201) }, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidFieldsError);
    expect((error as InvalidFieldsError).issues).toEqual([expect.objectContaining({ field: 'title_sv', max: 200 })]);
    expect(await blogs.revisions(post.id)).toHaveLength(1);
  });

  it('only staff read or write them (writers: roles.test.ts), in their shape', async () => {
    const path = TRANSLATION_SOURCES_COLLECTION;
    const admin = rulesAs(true);
    const abc = textFingerprint('abc');
    await assertSucceeds(setDoc(doc(admin, path, 'blogs_p1'), { fields: { title: abc } }));
    await assertSucceeds(getDoc(doc(admin, path, 'blogs_p1')));
    await assertFails(setDoc(doc(admin, path, 'leads_p1'), { fields: {} }));
    await assertFails(setDoc(doc(admin, path, 'blogs_p2'), { fields: {}, extra: true }));
    await assertFails(setDoc(doc(admin, path, 'blogs_p2'), { fields: 'title' }));
    await assertSucceeds(setDoc(doc(admin, path, 'blogs_p2'), { fields: {}, english: { title: abc } }));
    await assertFails(setDoc(doc(admin, path, 'blogs_p2'), { fields: {}, english: 'abc' }));
    const many = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`field${i}`, abc]));
    await assertFails(setDoc(doc(admin, path, 'blogs_p2'), { fields: {}, english: many }));
    await assertFails(getDoc(doc(rulesAs(false), path, 'blogs_p1')));
    await assertFails(setDoc(doc(rulesAs(false), path, 'blogs_p3'), { fields: {} }));
  });

  it("hold only the type's translated fields, each a fingerprint of the text (not the text)", async () => {
    const admin = rulesAs(true);
    const sources = (id: string) => doc(admin, TRANSLATION_SOURCES_COLLECTION, id);
    const fingerprint = textFingerprint('An English text');
    // What the console writes: every translated field's English, the Swedish ones' sources.
    const post = blog({ title_sv: 'Svensk titel', content_sv: 'Svensk text' });
    const blogSources = {
      fields: sourcesAfterSave(BLOG_TRANSLATABLE_FIELDS, post, null, {}),
      english: englishFingerprints(BLOG_TRANSLATABLE_FIELDS, post),
    };
    expect(Object.keys(blogSources.fields).sort()).toEqual(['content', 'title']);
    await assertSucceeds(setDoc(sources('blogs_p1'), blogSources));
    const study = caseStudy();
    const studySources = { fields: {}, english: englishFingerprints(CASE_STUDY_TRANSLATABLE_FIELDS, study) };
    await assertSucceeds(setDoc(sources('case_studies_s1'), studySources));
    // A field the type does not translate (the author, the other type's), in either map: refused.
    for (const field of ['author', 'industry', 'title_sv', 'slug']) {
      await assertFails(setDoc(sources('blogs_p1'), { fields: { [field]: fingerprint } }));
      await assertFails(setDoc(sources('blogs_p1'), { ...blogSources, english: { [field]: fingerprint } }));
    }
    await assertFails(setDoc(sources('case_studies_s1'), { fields: { excerpt: fingerprint } }));
    await assertFails(setDoc(sources('case_studies_s1'), { fields: {}, english: { content: fingerprint } }));
    // Not a fingerprint (the text itself, however long; another type; another length or alphabet): refused.
    const longText = 'x'.repeat(BLOG_TYPE.fields.content.max);
    for (const value of [longText, 'abc', 42, null, true, { text: 'abc' }, [fingerprint], `${fingerprint}0`]) {
      await assertFails(setDoc(sources('blogs_p1'), { fields: { content: value } }));
      await assertFails(setDoc(sources('blogs_p1'), { fields: {}, english: { content: value } }));
      await assertFails(setDoc(sources('case_studies_s1'), { fields: { testimonial: value } }));
    }
    await assertFails(setDoc(sources('blogs_p1'), { fields: { title: fingerprint.toUpperCase() } }));
    await assertFails(setDoc(sources('blogs_p1'), { fields: { title: fingerprint.slice(1) } }));
    expect((await getDoc(sources('blogs_p1'))).data()).toEqual(blogSources);
  });
});

describe('which posts still exist, asked by name (the audit log)', () => {
  it('answers an admin the ids of the posts that exist, as getDoc would, none of their text read', async () => {
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          setDoc(doc(db, BLOGS_COLLECTION, `p${index}`), blog({ slug: `p${index}` })),
        ),
      );
    });
    const asked = Array.from({ length: 45 }, (_, index) => `p${index}`);
    const existing = existingAs({ sub: 'admin-1', admin: true, email: ADMIN_EMAIL });
    expect([...(await existing(BLOGS_COLLECTION, asked))].sort()).toEqual(asked.slice(0, 40).sort());
    // An id with a slash is no document of the collection: not asked.
    expect(await existing(BLOGS_COLLECTION, ['p1/revisions/head', ''])).toEqual(new Set());
  });
});
