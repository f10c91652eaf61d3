/**
 * When a post's or case study's content last changed (`updated_at`, domain/src/contentChange.ts):
 * the console's saves against the emulator and the rules (stampsChange). A save that changes the
 * content writes the server's time of its commit; one that changes only the publication keeps the
 * stored time (or its absence); no client writes any other time.
 */
import {
  BLOGS_COLLECTION,
  type BlogDraft,
  blogToDraft,
  CASE_STUDIES_COLLECTION,
  caseStudyToDraft,
  toStockholmDateTime,
  UPDATED_AT_FIELD,
} from '@app/domain';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, getDoc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import {
  type Firestore as LiteFirestore,
  type Timestamp as LiteTimestamp,
  doc as liteDoc,
  getDoc as liteGetDoc,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { blog, caseStudy, englishCaseStudyDraft } from '../../domain/src/testFixtures';
import { consoleRulesSuite, blogDraft as draft } from './consoleSuite';
import { ADMIN_EMAIL, saveAsConsole } from './consoleWrites';

const { env, consoleAs } = consoleRulesSuite();

const adminConsole = () => consoleAs({ sub: 'admin-1', admin: true, email: ADMIN_EMAIL });

const rulesAdmin = (): Firestore =>
  env().authenticatedContext('admin-1', { admin: true, email: ADMIN_EMAIL }).firestore() as unknown as Firestore;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the console's saves date the content's last change by the server", () => {
  /** The stored `updated_at` and the newest version's `saved_at` (the commit's server time). */
  async function times(database: LiteFirestore, collection: string, id: string) {
    const stored = (await liteGetDoc(liteDoc(database, collection, id))).data() ?? {};
    const head = (await liteGetDoc(liteDoc(database, collection, id, 'revisions', 'head'))).get('next') as number;
    const version = await liteGetDoc(liteDoc(database, collection, id, 'revisions', String(head - 1).padStart(6, '0')));
    return {
      updated: (stored[UPDATED_AT_FIELD] as LiteTimestamp | undefined)?.toMillis() ?? null,
      saved: (version.get('saved_at') as LiteTimestamp).toMillis(),
    };
  }

  it('a new post and an edit of its text are dated by their commit; the post reads the time back', async () => {
    const { blogs, database } = adminConsole();
    const created = await blogs.create(draft({ title: 'First' }));
    const first = await times(database, BLOGS_COLLECTION, created.id);
    expect(first.updated).toBe(first.saved);
    // The save gives the editor the time it wrote (its version's, the commit's own).
    expect(created.updated_at?.getTime()).toBe(first.updated);
    await pause(20);
    const loaded = await blogs.get(created.id);
    if (!loaded) throw new Error('missing');
    expect(loaded.updated_at?.getTime()).toBe(first.updated);
    await blogs.update(loaded, { ...blogToDraft(loaded), content: 'A new paragraph' });
    const second = await times(database, BLOGS_COLLECTION, created.id);
    expect(second.updated).toBe(second.saved);
    expect(second.updated).toBeGreaterThan(first.updated ?? 0);
  });

  it('a save that changes nothing, asking for review, a publish, an unpublish and a new schedule keep the time', async () => {
    const { blogs, database } = adminConsole();
    const created = await blogs.create(draft({ title: 'Kept', is_published: false }));
    const { updated } = await times(database, BLOGS_COLLECTION, created.id);
    const later = toStockholmDateTime(new Date(Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000));
    const changes: Array<Partial<BlogDraft>> = [
      {},
      // A writer's request for review, withdrawn and made again; the publish clears it.
      { ready_for_review: true },
      { ready_for_review: false },
      { ready_for_review: true },
      { is_published: true },
      { is_published: false },
      { publish_at: later },
      { publish_at: '', is_published: true, unpublish_at: later },
    ];
    for (const change of changes) {
      const current = await blogs.get(created.id);
      if (!current) throw new Error('missing');
      await pause(5);
      const saved = await blogs.update(current, { ...blogToDraft(current), ...change });
      expect(saved.updated_at?.getTime()).toBe(updated);
      const after = await times(database, BLOGS_COLLECTION, created.id);
      expect(after.updated, JSON.stringify(change)).toBe(updated);
      expect(after.saved).toBeGreaterThan(updated ?? 0);
    }
  });

  it('a restored version is a change, dated by the restore', async () => {
    const { blogs, database } = adminConsole();
    const first = await blogs.create(draft({ title: 'One' }));
    await blogs.update(first, draft({ title: 'Two', slug: first.slug }));
    const [, listed] = await blogs.revisions(first.id);
    const oldest = listed && (await blogs.revision(first.id, listed.number));
    const current = await blogs.get(first.id);
    if (!current || !oldest) throw new Error('missing');
    await blogs.update(current, blogToDraft(oldest.fields), { restoredFrom: oldest.number });
    const restored = await times(database, BLOGS_COLLECTION, first.id);
    expect(restored.updated).toBe(restored.saved);
    // Not the restored version's own time.
    expect(restored.updated).toBeGreaterThan(oldest.savedAt?.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('a post stored before the time existed gets none from a publish, and one from an edit', async () => {
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, BLOGS_COLLECTION, 'old'), blog({ slug: 'old', is_published: false }));
    });
    const { blogs, database } = adminConsole();
    const old = await blogs.get('old');
    if (!old) throw new Error('missing');
    expect(old.updated_at).toBeNull();
    const published = await blogs.update(old, { ...blogToDraft(old), is_published: true });
    expect((await times(database, BLOGS_COLLECTION, 'old')).updated).toBeNull();
    await blogs.update({ ...old, ...published }, { ...blogToDraft(published), title: 'Retitled' });
    const edited = await times(database, BLOGS_COLLECTION, 'old');
    expect(edited.updated).toBe(edited.saved);
  });

  it('a case study is dated the same way; its translation written by bulk translation is a change', async () => {
    const { caseStudies, database } = adminConsole();
    const created = await caseStudies.create(englishCaseStudyDraft());
    const first = await times(database, CASE_STUDIES_COLLECTION, created.id);
    expect(first.updated).toBe(first.saved);
    await pause(5);
    const loaded = await caseStudies.get(created.id);
    if (!loaded) throw new Error('missing');
    await caseStudies.update(loaded, { ...caseStudyToDraft(loaded), is_published: false });
    expect((await times(database, CASE_STUDIES_COLLECTION, created.id)).updated).toBe(first.updated);
    await caseStudies.patch(created.id, { title_sv: 'Snabbare fakturering' }, {});
    const translated = await times(database, CASE_STUDIES_COLLECTION, created.id);
    expect(translated.updated).toBe(translated.saved);
    expect(translated.updated).toBeGreaterThan(first.updated ?? 0);
  });
});

describe('no client dates a change (rules)', () => {
  const past = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));

  it('refuses a new post or case study dated by the client, or not dated', async () => {
    const db = rulesAdmin();
    await assertFails(saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...blog({ slug: 'p1' }), updated_at: undefined }));
    await assertFails(saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...blog({ slug: 'p1' }), updated_at: past }));
    await assertFails(
      saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...blog({ slug: 'p1' }), updated_at: Timestamp.now() }),
    );
    await assertFails(saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...blog({ slug: 'p1' }), updated_at: null }));
    await assertFails(
      saveAsConsole(db, CASE_STUDIES_COLLECTION, 'c1', { ...caseStudy({ slug: 'c1' }), updated_at: past }),
    );
    await assertSucceeds(
      saveAsConsole(db, CASE_STUDIES_COLLECTION, 'c1', { ...caseStudy({ slug: 'c1' }), updated_at: serverTimestamp() }),
    );
  });

  it('refuses a change of the text that keeps, drops or backdates the time', async () => {
    const db = rulesAdmin();
    const stored = { ...blog({ slug: 'p1' }), updated_at: serverTimestamp() };
    await assertSucceeds(saveAsConsole(db, BLOGS_COLLECTION, 'p1', stored));
    const current = (await getDoc(doc(db, BLOGS_COLLECTION, 'p1'))).get(UPDATED_AT_FIELD) as Timestamp;
    const retitled = { ...blog({ slug: 'p1', title: 'Retitled' }) };
    await assertFails(saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...retitled, updated_at: current }, 2));
    await assertFails(saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...retitled, updated_at: undefined }, 2));
    await assertFails(saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...retitled, updated_at: past }, 2));
    await assertSucceeds(saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...retitled, updated_at: serverTimestamp() }, 2));
  });

  it('a change of the publication only keeps the time exactly (or its absence), or dates it now', async () => {
    const db = rulesAdmin();
    await assertSucceeds(
      saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...blog({ slug: 'p1' }), updated_at: serverTimestamp() }),
    );
    const current = (await getDoc(doc(db, BLOGS_COLLECTION, 'p1'))).get(UPDATED_AT_FIELD) as Timestamp;
    const unpublished = blog({ slug: 'p1', is_published: false });
    await assertFails(saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...unpublished, updated_at: past }, 2));
    await assertFails(saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...unpublished, updated_at: undefined }, 2));
    await assertSucceeds(saveAsConsole(db, BLOGS_COLLECTION, 'p1', { ...unpublished, updated_at: current }, 2));

    await env().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, BLOGS_COLLECTION, 'old'), blog({ slug: 'old' }));
    });
    const hidden = blog({ slug: 'old', is_published: false });
    await assertFails(saveAsConsole(db, BLOGS_COLLECTION, 'old', { ...hidden, updated_at: past }));
    await assertSucceeds(saveAsConsole(db, BLOGS_COLLECTION, 'old', { ...hidden, updated_at: undefined }));
  });
});
