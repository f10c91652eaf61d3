/**
 * createPreviewLink / revokePreviewLink: staff (admins and writers) make a link to a post or
 * case study that exists, working for 7 days unless asked otherwise (at most 30), and revoke it;
 * both are recorded in the audit log without the token. Anyone else is refused, bad input is a
 * 400 naming the field, an unknown item or token a 404. The server render's resolver
 * (resolvePreviewLink) gives the item only while the link works: not once it expired or was
 * revoked, never for another token.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blog, caseStudy, PUBLIC_BLOG_KEYS, PUBLIC_CASE_STUDY_KEYS } from '../../domain/src/testFixtures';
import { resolvePreviewLink } from '../../functions/src/preview/links';
import { adminDb, changeOwnEmail, clearFirestore, signedInStaff, signedInToken } from './support/admin';
import { callFunction } from './support/callables';

const DAY_MS = 24 * 60 * 60 * 1000;
let staffToken: string;
let visitorToken: string;

beforeAll(async () => {
  [staffToken, visitorToken] = await Promise.all([signedInToken({ admin: true }), signedInToken()]);
});

beforeEach(async () => {
  await clearFirestore();
  await adminDb()
    .collection('blogs')
    .doc('draft-1')
    .set(blog({ title: 'Draft about agents', slug: 'draft-about-agents', is_published: false }));
  await adminDb()
    .collection('case_studies')
    .doc('case-1')
    .set(caseStudy({ title: 'Scheduled case', is_published: false }));
});

interface Created {
  token: string;
  expiresAt: string;
}

const create = (data: unknown, idToken = staffToken) => callFunction<Created>('createPreviewLink', data, { idToken });
const revoke = (data: unknown, idToken = staffToken) =>
  callFunction<{ revoked: boolean }>('revokePreviewLink', data, { idToken });

async function createdToken(data: unknown): Promise<Created> {
  const outcome = await create(data);
  if (!outcome.ok) throw new Error(`createPreviewLink failed: ${outcome.error.message}`);
  return outcome.result;
}

const auditEntries = async (action: string) =>
  (await adminDb().collection('audit_log').where('action', '==', action).get()).docs.map((entry) => entry.data());

describe('createPreviewLink', () => {
  it('stores a link to the item, working for 7 days, and records who made it (not the token)', async () => {
    const before = Date.now();
    const { token, expiresAt } = await createdToken({ collection: 'blogs', id: 'draft-1' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = new Date(expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

    const stored = (await adminDb().collection('preview_links').doc(token).get()).data() ?? {};
    expect(stored).toMatchObject({
      collection: 'blogs',
      item_id: 'draft-1',
      created_by: expect.any(String),
      created_by_email: expect.stringMatching(/@example\.com$/),
      revoked_at: null,
    });
    expect((stored.expires_at as Timestamp).toMillis()).toBe(expires);
    expect(stored.created_at).toBeInstanceOf(Timestamp);

    const [entry, ...more] = await auditEntries('preview_link_created');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_uid: stored.created_by,
      actor_email: stored.created_by_email,
      target: { collection: 'blogs', id: 'draft-1', title: 'Draft about agents' },
      details: { expires_at: stored.expires_at },
    });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('makes a link for as many days as asked, to a case study too, each link its own', async () => {
    const first = await createdToken({ collection: 'case_studies', id: 'case-1', days: 2 });
    const second = await createdToken({ collection: 'case_studies', id: 'case-1', days: 30 });
    expect(first.token).not.toBe(second.token);
    const days = (created: Created) => Math.round((new Date(created.expiresAt).getTime() - Date.now()) / DAY_MS);
    expect(days(first)).toBe(2);
    expect(days(second)).toBe(30);
  });

  it('lets a writer make and revoke one too (their staff document, read after clearing, says writer)', async () => {
    const writer = await signedInStaff('writer');
    const made = await create({ collection: 'blogs', id: 'draft-1' }, writer.token);
    expect(made).toMatchObject({ ok: true });
    if (!made.ok) return;
    expect(await revoke({ token: made.result.token }, writer.token)).toMatchObject({
      ok: true,
      result: { revoked: true },
    });
    // Revoked from the staff, the same token makes no more.
    await adminDb().collection('staff').doc(writer.uid).update({ role: null, revoked_at: new Date() });
    expect(await create({ collection: 'blogs', id: 'draft-1' }, writer.token)).toMatchObject({
      ok: false,
      httpStatus: 403,
    });
  });

  it('records its maker by the address their staff document names, not one they changed their account to', async () => {
    const writer = await signedInStaff('writer');
    const renamed = await changeOwnEmail(writer.token, `the-ceo-${Date.now()}@example.com`);
    const made = await create({ collection: 'blogs', id: 'draft-1' }, renamed);
    expect(made).toMatchObject({ ok: true });
    if (!made.ok) return;
    expect((await adminDb().collection('preview_links').doc(made.result.token).get()).data()).toMatchObject({
      created_by: writer.uid,
      created_by_email: writer.email,
    });
    expect(await revoke({ token: made.result.token }, renamed)).toMatchObject({ ok: true });
    expect(await auditEntries('preview_link_created')).toMatchObject([{ actor_email: writer.email }]);
    expect(await auditEntries('preview_link_revoked')).toMatchObject([{ actor_email: writer.email }]);
  });

  it('refuses anyone who is not staff', async () => {
    expect(await callFunction('createPreviewLink', { collection: 'blogs', id: 'draft-1' })).toMatchObject({
      ok: false,
      httpStatus: 401,
      error: { status: 'UNAUTHENTICATED' },
    });
    expect(await create({ collection: 'blogs', id: 'draft-1' }, visitorToken)).toMatchObject({
      ok: false,
      httpStatus: 403,
      error: { status: 'PERMISSION_DENIED' },
    });
    expect((await adminDb().collection('preview_links').get()).size).toBe(0);
  });

  it.each([
    [{ collection: 'leads', id: 'draft-1' }, 'collection'],
    [{ collection: 'blogs' }, 'id'],
    [{ collection: 'blogs', id: '../x' }, 'id'],
    // An id Firestore reserves: refusing to read it must not be a 500.
    [{ collection: 'blogs', id: '__draft__' }, 'id'],
    [{ collection: 'blogs', id: 'draft-1', days: 0 }, 'days'],
    [{ collection: 'blogs', id: 'draft-1', days: 31 }, 'days'],
    [{ collection: 'blogs', id: 'draft-1', days: '7' }, 'days'],
    [{ collection: 'blogs', id: 'draft-1', token: 'mine' }, 'token'],
  ])('answers 400 naming the field for %j', async (data, field) => {
    const outcome = await create(data);
    expect(outcome).toMatchObject({ ok: false, httpStatus: 400, error: { status: 'INVALID_ARGUMENT' } });
    if (!outcome.ok) expect(outcome.error.details).toMatchObject({ field: expect.stringContaining(field) });
  });

  it('answers 404 for an item that does not exist, and stores nothing', async () => {
    expect(await create({ collection: 'blogs', id: 'no-such-post' })).toMatchObject({
      ok: false,
      httpStatus: 404,
      error: { status: 'NOT_FOUND' },
    });
    // The id of a case study is no post's.
    expect(await create({ collection: 'blogs', id: 'case-1' })).toMatchObject({ ok: false, httpStatus: 404 });
    expect((await adminDb().collection('preview_links').get()).size).toBe(0);
  });
});

describe('the cap on working links per item', () => {
  /** `count` links to `id`, stored as createPreviewLink stores them (working for a day unless told). */
  async function storedLinks(count: number, id = 'draft-1', fields: Record<string, unknown> = {}) {
    const batch = adminDb().batch();
    for (let index = 0; index < count; index++) {
      batch.set(adminDb().collection('preview_links').doc(), {
        collection: 'blogs',
        item_id: id,
        created_by: 'someone',
        created_by_email: 'someone@example.com',
        created_at: Timestamp.now(),
        expires_at: Timestamp.fromMillis(Date.now() + DAY_MS),
        revoked_at: null,
        ...fields,
      });
    }
    await batch.commit();
  }

  it('refuses a 21st working link to one item with a 400 saying why, storing and recording nothing', async () => {
    await storedLinks(19);
    await createdToken({ collection: 'blogs', id: 'draft-1' });
    const refused = await create({ collection: 'blogs', id: 'draft-1' });
    expect(refused).toMatchObject({
      ok: false,
      httpStatus: 400,
      error: { status: 'FAILED_PRECONDITION', details: { reason: 'link-cap', max: 20 } },
    });
    if (!refused.ok) expect(refused.error.message).toMatch(/20 working preview links/);
    expect((await adminDb().collection('preview_links').get()).size).toBe(20);
    expect(await auditEntries('preview_link_created')).toHaveLength(1);
  });

  it('counts only working links to that item: a revoked or expired one, or another item’s, leaves room', async () => {
    await storedLinks(19);
    await storedLinks(5, 'draft-1', { revoked_at: Timestamp.now() });
    await storedLinks(5, 'draft-1', { expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    await storedLinks(20, 'other-post');
    const last = await createdToken({ collection: 'blogs', id: 'draft-1' });
    expect(await create({ collection: 'blogs', id: 'draft-1' })).toMatchObject({ ok: false, httpStatus: 400 });
    // Revoking one makes room for one.
    await revoke({ token: last.token });
    await createdToken({ collection: 'blogs', id: 'draft-1' });
    // A case study has a cap of its own.
    await createdToken({ collection: 'case_studies', id: 'case-1' });
  });

  it('holds when links are asked for at the same time: never more than 20 working', async () => {
    await storedLinks(15);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => create({ collection: 'blogs', id: 'draft-1' })),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
    expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => outcome.httpStatus === 400)).toBe(true);
    expect((await adminDb().collection('preview_links').get()).size).toBe(20);
  });
});

describe('revokePreviewLink', () => {
  it('ends the link at once and records who did, once', async () => {
    const { token } = await createdToken({ collection: 'blogs', id: 'draft-1' });
    expect(await revoke({ token }, visitorToken)).toMatchObject({ ok: false, httpStatus: 403 });
    expect(await revoke({ token })).toEqual({ ok: true, httpStatus: 200, result: { revoked: true } });
    expect((await adminDb().collection('preview_links').doc(token).get()).get('revoked_at')).toBeInstanceOf(Timestamp);
    expect(await revoke({ token })).toEqual({ ok: true, httpStatus: 200, result: { revoked: false } });
    const entries = await auditEntries('preview_link_revoked');
    expect(entries).toEqual([
      expect.objectContaining({
        actor_email: expect.stringMatching(/@example\.com$/),
        target: { collection: 'blogs', id: 'draft-1', title: 'Draft about agents' },
      }),
    ]);
  });

  it("lets a writer revoke the links they made, not a colleague's; an admin revokes any", async () => {
    const [writer, otherWriter, admin] = await Promise.all([
      signedInStaff('writer'),
      signedInStaff('writer'),
      signedInStaff('admin'),
    ]);
    const made = async (idToken: string) => {
      const outcome = await create({ collection: 'blogs', id: 'draft-1' }, idToken);
      if (!outcome.ok) throw new Error(`createPreviewLink failed: ${outcome.error.message}`);
      return outcome.result.token;
    };
    const writers = await made(writer.token);
    const colleagues = await made(otherWriter.token);
    const admins = await made(admin.token);
    const revokedAt = async (token: string) =>
      (await adminDb().collection('preview_links').doc(token).get()).get('revoked_at');

    // Writer, someone else's link (a writer's or an admin's): refused with the reason, nothing written.
    for (const token of [colleagues, admins]) {
      const refused = await revoke({ token }, writer.token);
      expect(refused).toMatchObject({ ok: false, httpStatus: 403, error: { status: 'PERMISSION_DENIED' } });
      if (!refused.ok) expect(refused.error.details).toMatchObject({ reason: 'not-creator' });
      expect(await revokedAt(token)).toBeNull();
    }
    expect(await auditEntries('preview_link_revoked')).toEqual([]);

    // Writer, their own link.
    expect(await revoke({ token: writers }, writer.token)).toMatchObject({ ok: true, result: { revoked: true } });
    expect(await revokedAt(writers)).toBeInstanceOf(Timestamp);
    // Not even a colleague's link already revoked answers otherwise than refused.
    await revoke({ token: colleagues }, otherWriter.token);
    expect(await revoke({ token: colleagues }, writer.token)).toMatchObject({ ok: false, httpStatus: 403 });

    // Admin, anyone's link.
    expect(await revoke({ token: admins }, admin.token)).toMatchObject({ ok: true, result: { revoked: true } });
    const fresh = await made(writer.token);
    expect(await revoke({ token: fresh }, admin.token)).toMatchObject({ ok: true, result: { revoked: true } });
    expect((await auditEntries('preview_link_revoked')).map((entry) => entry.actor_uid).sort()).toEqual(
      [writer.uid, otherWriter.uid, admin.uid, admin.uid].sort(),
    );
  });

  it('answers 400 for a malformed token and 404 for an unknown one', async () => {
    expect(await revoke({ token: 'short' })).toMatchObject({ ok: false, httpStatus: 400 });
    expect(await revoke({})).toMatchObject({ ok: false, httpStatus: 400 });
    expect(await revoke({ token: `__${'x'.repeat(39)}__` })).toMatchObject({ ok: false, httpStatus: 400 });
    expect(await revoke({ token: 'x'.repeat(43) })).toMatchObject({ ok: false, httpStatus: 404 });
  });
});

describe('resolvePreviewLink (the server render)', () => {
  it('gives the saved item while the link works, and nothing once it expired or was revoked', async () => {
    const { token } = await createdToken({ collection: 'blogs', id: 'draft-1' });
    const other = await createdToken({ collection: 'case_studies', id: 'case-1' });

    const found = await resolvePreviewLink(adminDb(), token);
    expect(found).toMatchObject({ collection: 'blogs', item: { id: 'draft-1', title: 'Draft about agents' } });
    // The saved version, as saved now.
    await adminDb().collection('blogs').doc('draft-1').update({ title: 'Draft, second take' });
    expect((await resolvePreviewLink(adminDb(), token))?.item.title).toBe('Draft, second take');
    expect(await resolvePreviewLink(adminDb(), other.token)).toMatchObject({
      collection: 'case_studies',
      item: { id: 'case-1' },
    });

    // Expired: its time has come (the clock moved on, or the stored time is past).
    expect(await resolvePreviewLink(adminDb(), token, new Date(Date.now() + 8 * DAY_MS))).toBeNull();
    await adminDb()
      .collection('preview_links')
      .doc(other.token)
      .update({ expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await resolvePreviewLink(adminDb(), other.token)).toBeNull();

    await revoke({ token });
    expect(await resolvePreviewLink(adminDb(), token)).toBeNull();
    // Unknown or malformed tokens, and a link whose item was deleted.
    expect(await resolvePreviewLink(adminDb(), 'y'.repeat(43))).toBeNull();
    // A token of the form Firestore reserves (`__…__`), which it refuses to read: no link, not an error.
    expect(await resolvePreviewLink(adminDb(), `__${'y'.repeat(39)}__`)).toBeNull();
    expect(await resolvePreviewLink(adminDb(), 'draft-1')).toBeNull();
    const third = await createdToken({ collection: 'blogs', id: 'draft-1' });
    await adminDb().collection('blogs').doc('draft-1').delete();
    expect(await resolvePreviewLink(adminDb(), third.token)).toBeNull();
  });

  it("gives what the item's public page shows, none of the console's fields (its page carries it to the browser)", async () => {
    await adminDb().collection('blogs').doc('draft-1').update({ ready_for_review: true });
    const post = await resolvePreviewLink(
      adminDb(),
      (await createdToken({ collection: 'blogs', id: 'draft-1' })).token,
    );
    expect(Object.keys(post?.item ?? {}).sort()).toEqual(PUBLIC_BLOG_KEYS);
    const story = await resolvePreviewLink(
      adminDb(),
      (await createdToken({ collection: 'case_studies', id: 'case-1' })).token,
    );
    expect(Object.keys(story?.item ?? {}).sort()).toEqual(PUBLIC_CASE_STUDY_KEYS);
  });

  it('gives nothing once the member of staff who made the link lost access: a revoked writer keeps no way into drafts', async () => {
    const admin = await signedInStaff('admin');
    const writer = await signedInStaff('writer');
    // Any member of staff may link any item: a writer expecting to be let go links every draft for 30 days.
    const made = await create({ collection: 'blogs', id: 'draft-1', days: 30 }, writer.token);
    const study = await create({ collection: 'case_studies', id: 'case-1', days: 30 }, writer.token);
    const colleague = await create({ collection: 'blogs', id: 'draft-1' }, admin.token);
    if (!made.ok || !study.ok || !colleague.ok) throw new Error('createPreviewLink failed');
    expect(await resolvePreviewLink(adminDb(), made.result.token)).toMatchObject({ item: { id: 'draft-1' } });

    expect(await callFunction('revokeStaff', { uid: writer.uid }, { idToken: admin.token })).toMatchObject({
      ok: true,
    });
    // Each link showed the draft as saved now, its later edits too: no longer.
    await adminDb().collection('blogs').doc('draft-1').update({ title: 'Draft, after the writer left' });
    expect(await resolvePreviewLink(adminDb(), made.result.token)).toBeNull();
    expect(await resolvePreviewLink(adminDb(), study.result.token)).toBeNull();
    // Another member's link to the same draft works on.
    expect((await resolvePreviewLink(adminDb(), colleague.result.token))?.item.title).toBe(
      'Draft, after the writer left',
    );
  });

  it('revokes the open links of a member whose access is revoked, so the editor no longer lists them as working, and keeps them revoked if the member is invited again', async () => {
    const admin = await signedInStaff('admin');
    const writer = await signedInStaff('writer');
    const made = await create({ collection: 'blogs', id: 'draft-1', days: 30 }, writer.token);
    const study = await create({ collection: 'case_studies', id: 'case-1' }, writer.token);
    const ended = await create({ collection: 'blogs', id: 'draft-1' }, writer.token);
    const colleague = await create({ collection: 'blogs', id: 'draft-1' }, admin.token);
    if (!made.ok || !study.ok || !ended.ok || !colleague.ok) throw new Error('createPreviewLink failed');
    expect(await revoke({ token: ended.result.token }, writer.token)).toMatchObject({ ok: true });
    const link = (token: string) => adminDb().collection('preview_links').doc(token).get();
    const endedAt = (await link(ended.result.token)).get('revoked_at') as Timestamp;

    expect(await callFunction('revokeStaff', { uid: writer.uid }, { idToken: admin.token })).toMatchObject({
      ok: true,
    });
    // The console lists an item's links by what is stored (listActivePreviewLinks): revoked now.
    for (const { result } of [made, study]) {
      expect((await link(result.token)).get('revoked_at')).toBeInstanceOf(Timestamp);
    }
    // A link the writer had revoked keeps its time; a colleague's link is not touched.
    expect(((await link(ended.result.token)).get('revoked_at') as Timestamp).isEqual(endedAt)).toBe(true);
    expect((await link(colleague.result.token)).get('revoked_at')).toBeNull();

    // Invited again, the member has access again, and their old links stay ended.
    expect(
      await callFunction('inviteStaff', { email: writer.email, role: 'writer' }, { idToken: admin.token }),
    ).toMatchObject({ ok: true });
    expect(await resolvePreviewLink(adminDb(), made.result.token)).toBeNull();
    expect(await resolvePreviewLink(adminDb(), colleague.result.token)).toMatchObject({ item: { id: 'draft-1' } });
  });

  it('gives nothing once its item was deleted and another item saved under the same id (a link is for the item it was made for)', async () => {
    const { token } = await createdToken({ collection: 'blogs', id: 'draft-1' });
    const other = await createdToken({ collection: 'case_studies', id: 'case-1' });
    // Deleted, and another item saved under its id: firestore.rules let staff (a writer too) create
    // an item under any id they choose, and a deleted item's links are left (they know its id).
    await adminDb().collection('blogs').doc('draft-1').delete();
    await adminDb()
      .collection('blogs')
      .doc('draft-1')
      .set(blog({ title: 'Another post entirely', slug: 'another-post', is_published: false }));
    await adminDb().collection('case_studies').doc('case-1').delete();
    await adminDb()
      .collection('case_studies')
      .doc('case-1')
      .set(caseStudy({ title: 'Another story entirely', is_published: false }));
    expect(await resolvePreviewLink(adminDb(), token)).toBeNull();
    expect(await resolvePreviewLink(adminDb(), other.token)).toBeNull();
    // A link made for the new item shows it; the item saved again (not deleted) keeps its links.
    const fresh = await createdToken({ collection: 'blogs', id: 'draft-1' });
    await adminDb()
      .collection('blogs')
      .doc('draft-1')
      .set(blog({ title: 'Saved again', slug: 'another-post' }));
    expect((await resolvePreviewLink(adminDb(), fresh.token))?.item.title).toBe('Saved again');
  });
});
