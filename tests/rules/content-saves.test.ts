/**
 * The admin console's saves: its own data layer (admin-remote/src/data/collection.ts) against the
 * emulator and the rules: unique slugs (claims) with two admins saving at once, schema checks,
 * and the revision history (kept, bounded, restorable, admin-only).
 */
import {
  BLOG_SLUGS_COLLECTION,
  BLOG_TRANSLATABLE_FIELDS,
  BLOGS_COLLECTION,
  type BlogDraft,
  blogToDraft,
  emptyBlogDraft,
  staleSwedishFields,
  TRANSLATION_SOURCES_COLLECTION,
  textFingerprint,
} from '@app/domain';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { doc, type Firestore, getDoc, serverTimestamp, setDoc, setLogLevel, writeBatch } from 'firebase/firestore';
import {
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  type Firestore as LiteFirestore,
  collection as liteCollection,
  setLogLevel as setLiteLogLevel,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogDefinition } from '../../admin-remote/src/data/blogs';
import { contentCollection, InvalidFieldsError, REVISIONS_KEPT } from '../../admin-remote/src/data/collection';
import { blog } from '../../domain/src/testFixtures';
import { emulatorHostPort, PROJECT_ID } from '../functions/support/stack';
import { rulesEnvironment } from './environment';

const ADMIN_EMAIL = 'admin@example.com';

let testEnv: RulesTestEnvironment;
const apps: FirebaseApp[] = [];

/** The admin console of one signed-in admin (its own app, as another browser tab would be). */
function adminConsole() {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'test-key' }, `admin-console-${apps.length}`);
  apps.push(app);
  const database: LiteFirestore = getFirestore(app);
  const { host, port } = emulatorHostPort('firestore');
  connectFirestoreEmulator(database, host, port, {
    mockUserToken: { sub: 'admin-1', admin: true, email: ADMIN_EMAIL },
  });
  return {
    database,
    blogs: contentCollection(
      blogDefinition,
      () => database,
      () => ADMIN_EMAIL,
    ),
  };
}

const draft = (fields: Partial<BlogDraft>): BlogDraft => ({
  ...emptyBlogDraft(),
  excerpt: 'Excerpt',
  content: 'Body',
  category: 'AI',
  author: 'Ada',
  published_date: '2025-03-01',
  ...fields,
});

const rulesAs = (admin: boolean): Firestore =>
  (admin
    ? testEnv.authenticatedContext('admin-1', { admin: true, email: ADMIN_EMAIL })
    : testEnv.authenticatedContext('user-1', {})
  ).firestore() as unknown as Firestore;

beforeAll(async () => {
  // Refused writes are the point here, and a lost race's retried commit is expected; both SDKs log those.
  setLogLevel('silent');
  setLiteLogLevel('silent');
  testEnv = await rulesEnvironment('firestore');
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await testEnv?.cleanup();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
});

describe('slug claims (rules)', () => {
  it('an admin writes a claim only together with the post that carries its slug', async () => {
    const db = rulesAs(true);
    const together = writeBatch(db);
    together.set(doc(db, BLOGS_COLLECTION, 'p1'), blog({ slug: 'ai-guide' }));
    together.set(doc(db, BLOG_SLUGS_COLLECTION, 'ai-guide'), { id: 'p1' });
    await assertSucceeds(together.commit());
    await assertSucceeds(getDoc(doc(db, BLOG_SLUGS_COLLECTION, 'ai-guide')));

    await assertFails(setDoc(doc(db, BLOG_SLUGS_COLLECTION, 'other-slug'), { id: 'p1' }));
    await assertFails(setDoc(doc(db, BLOG_SLUGS_COLLECTION, 'ai-guide'), { id: 'p1', note: 'x' }));
    await assertFails(setDoc(doc(db, 'case_study_slugs', 'ai-guide'), { id: 'p1' }));
  });

  it('nobody else reads or writes claims', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, BLOG_SLUGS_COLLECTION, 'taken'), { id: 'p1' });
    });
    const user = rulesAs(false);
    await assertFails(getDoc(doc(user, BLOG_SLUGS_COLLECTION, 'taken')));
    await assertFails(setDoc(doc(user, BLOG_SLUGS_COLLECTION, 'free'), { id: 'p1' }));
    const anonymous = testEnv.unauthenticatedContext().firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(anonymous, 'case_study_slugs', 'taken')));
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

  it('a renamed post frees its old slug, a deleted one its slug; a post keeps its own slug on save', async () => {
    const { blogs } = adminConsole();
    const post = await blogs.create(draft({ title: 'First name' }));
    const kept = await blogs.update(post, draft({ title: 'First name', slug: 'first-name' }));
    expect(kept.slug).toBe('first-name');
    const renamed = await blogs.update(kept, draft({ title: 'First name', slug: 'second-name' }));
    expect(renamed.slug).toBe('second-name');
    expect((await blogs.create(draft({ title: 'First name' }))).slug).toBe('first-name');
    expect((await blogs.create(draft({ title: 'Second name' }))).slug).toBe('second-name-2');
    await blogs.remove(renamed.id);
    expect((await blogs.create(draft({ title: 'Second name' }))).slug).toBe('second-name');
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
  it('keeps every saved version with who and when, newest first; a restore is a new version', async () => {
    const { blogs } = adminConsole();
    const before = Date.now() - 60_000;
    const first = await blogs.create(draft({ title: 'Version one' }));
    const second = await blogs.update(first, draft({ title: 'Version two', slug: first.slug }));
    await blogs.update(second, draft({ title: 'Version three', slug: first.slug }));
    const history = await blogs.revisions(first.id);
    expect(history.map((version) => [version.number, version.fields.title, version.savedBy])).toEqual([
      [3, 'Version three', ADMIN_EMAIL],
      [2, 'Version two', ADMIN_EMAIL],
      [1, 'Version one', ADMIN_EMAIL],
    ]);
    expect(history.every((version) => (version.savedAt?.getTime() ?? 0) > before)).toBe(true);

    const current = await blogs.get(first.id);
    const oldest = history.at(-1);
    if (!current || !oldest) throw new Error('missing');
    const restored = await blogs.update(current, blogToDraft(oldest.fields), { restoredFrom: oldest.number });
    expect(restored.title).toBe('Version one');
    const [latest] = await blogs.revisions(first.id);
    expect(latest).toMatchObject({ number: 4, restoredFrom: 1, savedBy: ADMIN_EMAIL });
    expect(latest?.fields.title).toBe('Version one');
  });

  it('records what was stored before history was kept as version 1, once', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, BLOGS_COLLECTION, 'seeded'), blog({ slug: 'seeded', title: 'Seeded title' }));
    });
    const { blogs } = adminConsole();
    const seeded = await blogs.get('seeded');
    if (!seeded) throw new Error('missing');
    const edited = await blogs.update(seeded, { ...blogToDraft(seeded), title: 'Edited title' });
    await blogs.update(edited, { ...blogToDraft(edited), title: 'Edited again' });
    expect(
      (await blogs.revisions('seeded')).map((version) => [version.number, version.fields.title, version.savedBy]),
    ).toEqual([
      [3, 'Edited again', ADMIN_EMAIL],
      [2, 'Edited title', ADMIN_EMAIL],
      [1, 'Seeded title', null],
    ]);
  });

  it(`keeps the last ${REVISIONS_KEPT} versions; deleting the document deletes its history`, async () => {
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
    expect((await getDocs(liteCollection(database, BLOGS_COLLECTION, post.id, 'revisions'))).size).toBe(0);
  });

  it('only admins read versions; nobody changes one, or signs one with another name or time', async () => {
    const { blogs } = adminConsole();
    const post = await blogs.create(draft({ title: 'Guarded' }));
    const path = `${BLOGS_COLLECTION}/${post.id}/revisions`;
    await assertFails(getDoc(doc(rulesAs(false), path, '000001')));
    await assertFails(
      getDoc(doc(testEnv.unauthenticatedContext().firestore() as unknown as Firestore, path, '000001')),
    );
    const admin = rulesAs(true);
    await assertSucceeds(getDoc(doc(admin, path, '000001')));
    const entry = { number: 2, fields: {}, restored_from: null };
    await assertFails(setDoc(doc(admin, path, '000001'), { ...entry, number: 1, saved_at: null, saved_by: null }));
    await assertFails(
      setDoc(doc(admin, path, '000002'), { ...entry, saved_at: serverTimestamp(), saved_by: 'someone@else.example' }),
    );
    await assertFails(setDoc(doc(admin, path, '000002'), { ...entry, saved_at: new Date(0), saved_by: ADMIN_EMAIL }));
    await assertFails(setDoc(doc(rulesAs(false), path, '000002'), { ...entry, saved_at: null, saved_by: null }));
    await assertSucceeds(
      setDoc(doc(admin, path, '000002'), { ...entry, saved_at: serverTimestamp(), saved_by: ADMIN_EMAIL }),
    );
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
    await blogs.remove(post.id);
    expect(await blogs.translationSources(post.id)).toEqual({});
  });

  it('only admins read or write them, in their shape', async () => {
    const path = TRANSLATION_SOURCES_COLLECTION;
    const admin = rulesAs(true);
    await assertSucceeds(setDoc(doc(admin, path, 'blogs_p1'), { fields: { title: 'abc' } }));
    await assertSucceeds(getDoc(doc(admin, path, 'blogs_p1')));
    await assertFails(setDoc(doc(admin, path, 'leads_p1'), { fields: {} }));
    await assertFails(setDoc(doc(admin, path, 'blogs_p2'), { fields: {}, extra: true }));
    await assertFails(setDoc(doc(admin, path, 'blogs_p2'), { fields: 'title' }));
    await assertFails(getDoc(doc(rulesAs(false), path, 'blogs_p1')));
    await assertFails(setDoc(doc(rulesAs(false), path, 'blogs_p3'), { fields: {} }));
  });
});
