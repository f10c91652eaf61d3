/**
 * Addresses that never break: a published post renamed by the console leaves its old slug in
 * blog_redirects (admin-remote/src/data/collection.ts), which firestore.rules hold like the slug
 * claims: a redirect is written only by the rename that frees its slug, removed only when a post
 * claims the slug again, and visitors may get one but never list them.
 */
import {
  BLOG_REDIRECTS_COLLECTION,
  BLOG_SLUGS_COLLECTION,
  BLOGS_COLLECTION,
  REVISION_FIELD,
  REVISIONS_KEPT,
} from '@app/domain';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, type Firestore, getDoc, getDocs, setDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { SlugRedirectsError } from '../../admin-remote/src/data/collection';
import { blog } from '../../domain/src/testFixtures';
import { consoleRulesSuite, blogDraft as draft } from './consoleSuite';
import { ADMIN_EMAIL, asVersion, revisionEntry, revisionId, saveAsConsole } from './consoleWrites';

const { env, consoleAs } = consoleRulesSuite();

const consoleBlogs = () => consoleAs({ sub: 'admin-1', admin: true, email: ADMIN_EMAIL }).blogs;

const admin = (): Firestore =>
  env().authenticatedContext('admin-1', { admin: true, email: ADMIN_EMAIL }).firestore() as unknown as Firestore;
const visitor = (): Firestore => env().unauthenticatedContext().firestore() as unknown as Firestore;
const redirectDoc = (db: Firestore, slug: string) => doc(db, BLOG_REDIRECTS_COLLECTION, slug);

/**
 * The commit of renaming post `id` (stored as version 1 with `before`) to `after`, as the console
 * writes it; `redirect` adds the old slug's redirect, `release` deletes the old claim.
 */
function rename(
  db: Firestore,
  id: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  {
    redirect = true,
    release = true,
    redirectTo = id,
  }: { redirect?: boolean; release?: boolean; redirectTo?: string } = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, BLOGS_COLLECTION, id), asVersion(after, 2));
  batch.set(doc(db, BLOG_SLUGS_COLLECTION, String(after.slug)), { id });
  if (release) batch.delete(doc(db, BLOG_SLUGS_COLLECTION, String(before.slug)));
  if (redirect) batch.set(redirectDoc(db, String(before.slug)), { id: redirectTo });
  batch.set(doc(db, BLOGS_COLLECTION, id, 'revisions', '000002'), revisionEntry(2, after));
  batch.set(doc(db, BLOGS_COLLECTION, id, 'revisions', 'head'), { next: 3 });
  return batch.commit();
}

async function storedPost(id: string, slug: string, published = true) {
  const fields = blog({ slug, title: `Post ${id}`, is_published: published }) as unknown as Record<string, unknown>;
  await assertSucceeds(saveAsConsole(admin(), BLOGS_COLLECTION, id, fields));
  return fields;
}

describe('slug redirects (rules)', () => {
  it('an admin writes a redirect only in the rename that frees its slug from a published post', async () => {
    const a = await storedPost('a', 'old-name');
    // Without releasing the old claim, or naming another post, or a slug the post never had: refused.
    await assertFails(rename(admin(), 'a', a, { ...a, slug: 'new-name' }, { release: false }));
    await storedPost('b', 'b-post');
    await assertFails(rename(admin(), 'a', a, { ...a, slug: 'new-name' }, { redirectTo: 'b' }));
    await assertFails(setDoc(redirectDoc(admin(), 'b-post'), { id: 'b' }));
    await assertFails(setDoc(redirectDoc(admin(), 'never-used'), { id: 'a' }));
    // A redirect with more than the post's id: refused.
    const db = admin();
    const batch = writeBatch(db);
    const after = { ...a, slug: 'new-name' };
    batch.set(doc(db, BLOGS_COLLECTION, 'a'), asVersion(after, 2));
    batch.set(doc(db, BLOG_SLUGS_COLLECTION, 'new-name'), { id: 'a' });
    batch.delete(doc(db, BLOG_SLUGS_COLLECTION, 'old-name'));
    batch.set(redirectDoc(db, 'old-name'), { id: 'a', to: 'https://evil.example' });
    batch.set(doc(db, BLOGS_COLLECTION, 'a', 'revisions', '000002'), revisionEntry(2, after));
    batch.set(doc(db, BLOGS_COLLECTION, 'a', 'revisions', 'head'), { next: 3 });
    await assertFails(batch.commit());
    expect((await getDoc(redirectDoc(admin(), 'old-name'))).exists()).toBe(false);
  });

  it('the console rename writes it; visitors get it but never list; a draft renamed leaves none', async () => {
    const a = await storedPost('a', 'old-name');
    await assertSucceeds(rename(admin(), 'a', a, { ...a, slug: 'new-name' }));
    const user = env().authenticatedContext('user-1', {}).firestore() as unknown as Firestore;
    await assertFails(setDoc(redirectDoc(user, 'x-slug'), { id: 'a' }));
    await assertSucceeds(getDoc(redirectDoc(visitor(), 'old-name')));
    await assertFails(getDocs(collection(visitor(), BLOG_REDIRECTS_COLLECTION)));
    await assertFails(deleteDoc(redirectDoc(admin(), 'old-name')));
    await assertFails(deleteDoc(redirectDoc(visitor(), 'old-name')));
    const d = await storedPost('d', 'draft-name', false);
    await assertFails(rename(admin(), 'd', d, { ...d, slug: 'draft-renamed' }));
    await assertSucceeds(rename(admin(), 'd', d, { ...d, slug: 'draft-renamed' }, { redirect: false }));
  });

  it("a published post's rename is refused without its redirect, also when it unpublishes the post", async () => {
    const a = await storedPost('a', 'old-name');
    // The old address would answer 404: refused, renamed alone or unpublished in the same save.
    await assertFails(rename(admin(), 'a', a, { ...a, slug: 'new-name' }, { redirect: false }));
    // Keeping the old claim instead (no post carries the slug then) is no way round it.
    await assertFails(rename(admin(), 'a', a, { ...a, slug: 'new-name' }, { redirect: false, release: false }));
    const unpublished = { ...a, slug: 'new-name', is_published: false };
    await assertFails(rename(admin(), 'a', a, unpublished, { redirect: false }));
    expect((await getDoc(doc(admin(), BLOGS_COLLECTION, 'a'))).get('slug')).toBe('old-name');
    // With it (as the console writes it, from the post as it was stored): saved.
    await assertSucceeds(rename(admin(), 'a', a, unpublished));
    expect((await getDoc(redirectDoc(admin(), 'old-name'))).data()).toEqual({ id: 'a' });
  });

  it('a published post whose old slug was not claimed by it is renamed without a redirect (none may be written)', async () => {
    const a = await storedPost('a', 'old-name');
    // Stored with its claim lost (an import): the console then writes no redirect, and the rules take none.
    await env().withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore() as unknown as Firestore, BLOG_SLUGS_COLLECTION, 'old-name'));
    });
    await assertFails(rename(admin(), 'a', a, { ...a, slug: 'new-name' }, { release: false }));
    await assertSucceeds(rename(admin(), 'a', a, { ...a, slug: 'new-name' }, { release: false, redirect: false }));
  });

  it('a redirect is deleted only in the commit where a post claims its slug', async () => {
    const a = await storedPost('a', 'old-name');
    await assertSucceeds(rename(admin(), 'a', a, { ...a, slug: 'new-name' }));
    const db = admin();
    const c = blog({ slug: 'old-name', title: 'Taker' }) as unknown as Record<string, unknown>;
    const takeOver = (claim: boolean) => {
      const batch = writeBatch(db);
      batch.set(doc(db, BLOGS_COLLECTION, 'c'), asVersion(c, 1));
      if (claim) batch.set(doc(db, BLOG_SLUGS_COLLECTION, 'old-name'), { id: 'c' });
      batch.delete(redirectDoc(db, 'old-name'));
      batch.set(doc(db, BLOGS_COLLECTION, 'c', 'revisions', '000001'), revisionEntry(1, c));
      batch.set(doc(db, BLOGS_COLLECTION, 'c', 'revisions', 'head'), { next: 2 });
      return batch.commit();
    };
    await assertFails(takeOver(false));
    await assertSucceeds(takeOver(true));
    expect((await getDoc(redirectDoc(db, 'old-name'))).exists()).toBe(false);
  });
});

describe('a claimed slug redirects nowhere (rules)', () => {
  /** Post `id` saved as the console does as version `next`, claiming its slug; `deleteRedirect`: and the slug's redirect deleted. */
  function claimWith(id: string, fields: Record<string, unknown>, next: number, deleteRedirect: boolean) {
    const db = admin();
    const batch = writeBatch(db);
    batch.set(doc(db, BLOGS_COLLECTION, id), asVersion(fields, next));
    batch.set(doc(db, BLOG_SLUGS_COLLECTION, String(fields.slug)), { id });
    if (deleteRedirect) batch.delete(redirectDoc(db, String(fields.slug)));
    batch.set(doc(db, BLOGS_COLLECTION, id, 'revisions', revisionId(next)), revisionEntry(next, fields));
    batch.set(doc(db, BLOGS_COLLECTION, id, 'revisions', 'head'), { next: next + 1 });
    return batch.commit();
  }

  it("a new post's claim of a redirecting slug is refused unless the commit deletes the redirect", async () => {
    const a = await storedPost('a', 'old-name');
    await assertSucceeds(rename(admin(), 'a', a, { ...a, slug: 'new-name' }));
    const c = blog({ slug: 'old-name', title: 'Taker' }) as unknown as Record<string, unknown>;
    await assertFails(claimWith('c', c, 1, false));
    expect((await getDoc(doc(admin(), BLOG_SLUGS_COLLECTION, 'old-name'))).exists()).toBe(false);
    await assertSucceeds(claimWith('c', c, 1, true));
  });

  it('a post renamed back to an old slug of its own must delete that redirect', async () => {
    const a = await storedPost('a', 'old-name');
    const renamed = { ...a, slug: 'new-name' };
    await assertSucceeds(rename(admin(), 'a', a, renamed));
    const back = (deleteRedirect: boolean) => {
      const db = admin();
      const batch = writeBatch(db);
      batch.set(doc(db, BLOGS_COLLECTION, 'a'), asVersion(a, 3));
      batch.set(doc(db, BLOG_SLUGS_COLLECTION, 'old-name'), { id: 'a' });
      if (deleteRedirect) batch.delete(redirectDoc(db, 'old-name'));
      batch.delete(doc(db, BLOG_SLUGS_COLLECTION, 'new-name'));
      batch.set(redirectDoc(db, 'new-name'), { id: 'a' });
      batch.set(doc(db, BLOGS_COLLECTION, 'a', 'revisions', '000003'), revisionEntry(3, a));
      batch.set(doc(db, BLOGS_COLLECTION, 'a', 'revisions', 'head'), { next: 4 });
      return batch.commit();
    };
    await assertFails(back(false));
    await assertSucceeds(back(true));
    expect((await getDoc(redirectDoc(admin(), 'old-name'))).exists()).toBe(false);
  });

  it('a claim rewritten by a save (an update) is refused while a redirect of its slug is left', async () => {
    const a = await storedPost('a', 'both');
    // A redirect stored beside the claim (by the Admin SDK): the post's next save must delete it.
    await env().withSecurityRulesDisabled(async (context) => {
      await setDoc(redirectDoc(context.firestore() as unknown as Firestore, 'both'), { id: 'a' });
    });
    await assertFails(claimWith('a', { ...a, title: 'Edited' }, 2, false));
    await assertSucceeds(claimWith('a', { ...a, title: 'Edited' }, 2, true));
  });
});

describe("the console's renames (data layer against the emulator)", () => {
  it('renaming a published post twice leaves both old slugs naming the post; drafts leave none', async () => {
    const blogs = consoleBlogs();
    const first = await blogs.create(draft({ title: 'First', slug: 'first' }));
    const second = await blogs.update(first, draft({ title: 'First', slug: 'second' }));
    await blogs.update(second, draft({ title: 'First', slug: 'third' }));
    const db = admin();
    expect((await getDoc(redirectDoc(db, 'first'))).data()).toEqual({ id: first.id });
    expect((await getDoc(redirectDoc(db, 'second'))).data()).toEqual({ id: first.id });
    const hidden = await blogs.create(draft({ title: 'Hidden', slug: 'hidden', is_published: false }));
    await blogs.update(hidden, draft({ title: 'Hidden', slug: 'hidden-2', is_published: false }));
    expect((await getDoc(redirectDoc(db, 'hidden'))).exists()).toBe(false);
  });

  it('unpublishing a post while renaming it still leaves its old slug naming it', async () => {
    const blogs = consoleBlogs();
    const first = await blogs.create(draft({ title: 'First', slug: 'first' }));
    const hidden = await blogs.update(first, draft({ title: 'First', slug: 'hidden', is_published: false }));
    expect(hidden).toMatchObject({ slug: 'hidden', is_published: false });
    expect((await getDoc(redirectDoc(admin(), 'first'))).data()).toEqual({ id: first.id });
  });

  it('a new post takes a slug still redirecting only when the editor says so, which removes the redirect', async () => {
    const blogs = consoleBlogs();
    const first = await blogs.create(draft({ title: 'First', slug: 'first' }));
    await blogs.update(first, draft({ title: 'First', slug: 'renamed' }));
    await expect(blogs.create(draft({ title: 'First', slug: 'first' }))).rejects.toBeInstanceOf(SlugRedirectsError);
    const taker = await blogs.create(draft({ title: 'First', slug: 'first' }), { takeOverRedirect: true });
    expect(taker.slug).toBe('first');
    expect((await getDoc(redirectDoc(admin(), 'first'))).exists()).toBe(false);
  });

  it("the costliest rename stays within the rules' reads: onto a redirecting slug, restoring, dropping the oldest", async () => {
    const blogs = consoleBlogs();
    const other = await blogs.create(draft({ title: 'Other', slug: 'taken' }));
    await blogs.update(other, draft({ title: 'Other', slug: 'other-now' }));
    const post = await blogs.create(draft({ title: 'First', slug: 'first' }));
    // Its history full (REVISIONS_KEPT versions), as if saved that often: this save drops the oldest.
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const first = (await getDoc(doc(db, BLOGS_COLLECTION, post.id, 'revisions', revisionId(1)))).data() ?? {};
      for (let number = 2; number <= REVISIONS_KEPT; number++) {
        const version = { ...first, number, fields: { ...first.fields, [REVISION_FIELD]: number } };
        await setDoc(doc(db, BLOGS_COLLECTION, post.id, 'revisions', revisionId(number)), version);
      }
      await setDoc(doc(db, BLOGS_COLLECTION, post.id, 'revisions', 'head'), { next: REVISIONS_KEPT + 1 });
      await setDoc(doc(db, BLOGS_COLLECTION, post.id), { ...first.fields, [REVISION_FIELD]: REVISIONS_KEPT });
    });
    const loaded = await blogs.get(post.id);
    if (!loaded) throw new Error('the post is missing');
    const saved = await blogs.update(loaded, draft({ title: 'First', slug: 'taken', title_sv: 'Första' }), {
      restoredFrom: 2,
      takeOverRedirect: true,
    });
    expect(saved.slug).toBe('taken');
    const db = admin();
    expect((await getDoc(redirectDoc(db, 'taken'))).exists()).toBe(false);
    expect((await getDoc(redirectDoc(db, 'first'))).data()).toEqual({ id: post.id });
    expect((await getDoc(doc(db, BLOGS_COLLECTION, post.id, 'revisions', revisionId(1)))).exists()).toBe(false);
  });

  it('a post renamed back to its old slug takes it again without asking, removing its redirect', async () => {
    const blogs = consoleBlogs();
    const first = await blogs.create(draft({ title: 'First', slug: 'first' }));
    const renamed = await blogs.update(first, draft({ title: 'First', slug: 'renamed' }));
    const back = await blogs.update(renamed, draft({ title: 'First', slug: 'first' }));
    expect(back.slug).toBe('first');
    const db = admin();
    expect((await getDoc(redirectDoc(db, 'first'))).exists()).toBe(false);
    expect((await getDoc(redirectDoc(db, 'renamed'))).data()).toEqual({ id: first.id });
  });
});
