// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAllowed, MAX_IMAGE_BYTES, parseAuthorization } from './rules.mjs';

const admin = { uid: 'a', token: { admin: true } };
const editor = { uid: 'e', token: {} };
const roleAdmin = { uid: 'ra', token: { role: 'admin', admin: true } };
const writer = { uid: 'w', token: { role: 'writer' } };
/** A writer whose token still carries an old `admin: true`: the role decides. */
const writerWithOldClaim = { uid: 'wo', token: { role: 'writer', admin: true } };
const png = { contentType: 'image/png', size: 10 };

/** The staff documents in Firestore (`staff/{uid}`): the accounts made before roles have none. */
const STAFF = new Map([
  ['ra', { role: 'admin' }],
  ['w', { role: 'writer' }],
  ['wo', { role: 'writer' }],
]);

/** isAllowed with the caller's staff document, as the server looks it up. @param {Parameters<typeof isAllowed>[0]} request */
const allowed = (request) => isAllowed({ ...request, staff: STAFF.get(request.auth?.uid ?? '') ?? null });

describe('storage policy', () => {
  it('lets anyone read images one by one in a folder under blog-images/, and nothing else', () => {
    expect(allowed({ operation: 'get', path: 'blog-images/blogs/a.png', auth: null })).toBe(true);
    expect(allowed({ operation: 'get', path: 'blog-images/case-studies/a.png', auth: null })).toBe(true);
    expect(allowed({ operation: 'get', path: 'blog-images/a.png', auth: admin })).toBe(false);
    expect(allowed({ operation: 'get', path: 'blog-images/blogs/deeper/a.png', auth: admin })).toBe(false);
    expect(allowed({ operation: 'get', path: 'private/a.png', auth: admin })).toBe(false);
    // Never listed, not even by an admin: a listing would reveal the images of drafts.
    expect(allowed({ operation: 'list', path: 'blog-images/blogs/', auth: null })).toBe(false);
    expect(allowed({ operation: 'list', path: 'blog-images/blogs/', auth: admin })).toBe(false);
    expect(allowed({ operation: 'list', path: 'blog-images/', auth: admin })).toBe(false);
    expect(allowed({ operation: 'list', path: '', auth: admin })).toBe(false);
  });

  it('lets only admins create images of at most 5 MB in the two folders', () => {
    const create = (
      /** @type {string} */ p,
      /** @type {import('./rules.mjs').AuthContext | null} */ auth,
      /** @type {import('./rules.mjs').ProposedResource} */ resource = png,
    ) => allowed({ operation: 'create', path: p, auth, resource });
    expect(create('blog-images/blogs/x.png', admin)).toBe(true);
    expect(create('blog-images/case-studies/x.png', admin)).toBe(true);
    expect(create('blog-images/other/x.png', admin)).toBe(false);
    expect(create('blog-images/blogs/x.png', editor)).toBe(false);
    expect(create('blog-images/blogs/x.png', null)).toBe(false);
    expect(create('blog-images/blogs/x.txt', admin, { contentType: 'text/plain', size: 1 })).toBe(false);
    expect(create('blog-images/blogs/x', admin, { contentType: 'image/', size: 1 })).toBe(false);
    expect(create('blog-images/blogs/x.svg', admin, { contentType: 'image/svg+xml', size: 1 })).toBe(false);
    expect(create('blog-images/blogs/x.heic', admin, { contentType: 'image/heic', size: 1 })).toBe(false);
    for (const [contentType, name] of /** @type {const} */ ([
      ['image/jpeg', 'x.jpg'],
      ['image/jpeg', 'x.jpeg'],
      ['image/png', 'x.png'],
      ['image/webp', 'x.webp'],
      ['image/gif', 'x.gif'],
    ])) {
      expect(create(`blog-images/blogs/${name}`, admin, { contentType, size: 1 })).toBe(true);
    }
    // The name ends in its type's extension: no page.html sent as image/png, no extensionless name.
    for (const [contentType, name] of /** @type {const} */ ([
      ['image/png', 'page.html'],
      ['image/png', 'x'],
      ['image/png', '.png'],
      ['image/png', 'x.PNG'],
      ['image/jpeg', 'x.png'],
      ['image/gif', 'x.gif.svg'],
      ['image/webp', 'x.jpg'],
    ])) {
      expect(create(`blog-images/blogs/${name}`, admin, { contentType, size: 1 })).toBe(false);
    }
    // A sized original and its WebP variants (the console uploads them together).
    expect(create('blog-images/blogs/1-a.1200x630.png', admin)).toBe(true);
    const webp = { contentType: 'image/webp', size: 1 };
    expect(create('blog-images/blogs/1-a.1200x630.w480.webp', admin, webp)).toBe(true);
    expect(create('blog-images/blogs/1-a.1200x630.w480.webp', editor, webp)).toBe(false);
    expect(allowed({ operation: 'get', path: 'blog-images/blogs/1-a.1200x630.w480.webp', auth: null })).toBe(true);
    expect(create('blog-images/blogs/x.png', admin, { contentType: 'image/png', size: MAX_IMAGE_BYTES })).toBe(true);
    expect(create('blog-images/blogs/x.png', admin, { contentType: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      false,
    );
    // An empty file is no image (and the upload check's ranged read of it would fail).
    expect(create('blog-images/blogs/x.png', admin, { contentType: 'image/png', size: 0 })).toBe(false);
  });

  it("lets writers upload too, by their staff document's role; an unknown role is no one", () => {
    const create = (/** @type {{ uid: string, token: Record<string, unknown> }} */ auth) =>
      allowed({ operation: 'create', path: 'blog-images/blogs/x.png', auth, resource: png });
    expect(create(roleAdmin)).toBe(true);
    expect(create(writer)).toBe(true);
    expect(create(writerWithOldClaim)).toBe(true);
    expect(create({ uid: 'x', token: { role: 'reader' } })).toBe(false);
    expect(create({ uid: 'x', token: { role: 'reader', admin: true } })).toBe(false);
  });

  it('lets only admins delete (a writer cannot remove an image a published item shows)', () => {
    const remove = (/** @type {{ uid: string, token: Record<string, unknown> }} */ auth) =>
      allowed({ operation: 'delete', path: 'blog-images/blogs/x.png', auth });
    expect(remove(roleAdmin)).toBe(true);
    expect(remove(writer)).toBe(false);
    expect(remove(writerWithOldClaim)).toBe(false);
  });

  it("decides by the caller's staff document, not the role the token still claims", () => {
    const as = (/** @type {Record<string, unknown>} */ token, /** @type {{ role: unknown } | null} */ staff) => ({
      create: isAllowed({
        operation: 'create',
        path: 'blog-images/blogs/x.png',
        auth: { uid: 'u', token },
        resource: png,
        staff,
      }),
      delete: isAllowed({ operation: 'delete', path: 'blog-images/blogs/x.png', auth: { uid: 'u', token }, staff }),
    });
    const writerToken = { role: 'writer' };
    const adminToken = { role: 'admin', admin: true };
    expect(as(writerToken, { role: 'writer' })).toEqual({ create: true, delete: false });
    // Revoked (role null) or never invited (no document): nothing, within the hour the token lives.
    expect(as(writerToken, { role: null })).toEqual({ create: false, delete: false });
    expect(as(adminToken, { role: null })).toEqual({ create: false, delete: false });
    expect(as(writerToken, null)).toEqual({ create: false, delete: false });
    expect(as(adminToken, null)).toEqual({ create: false, delete: false });
    // Promoted or demoted since the token was issued: the document's role.
    expect(as(writerToken, { role: 'admin' })).toEqual({ create: true, delete: true });
    expect(as(adminToken, { role: 'writer' })).toEqual({ create: true, delete: false });
    // An account made admin before roles is admin only while it has no staff document.
    expect(as({ admin: true }, null)).toEqual({ create: true, delete: true });
    expect(as({ admin: true }, { role: 'writer' })).toEqual({ create: false, delete: false });
    expect(as({ admin: true }, { role: null })).toEqual({ create: false, delete: false });
    // A role the rules do not know is none.
    expect(as({ role: 'reader' }, { role: 'reader' })).toEqual({ create: false, delete: false });
  });

  it('never allows updates; lets admins delete', () => {
    expect(allowed({ operation: 'update', path: 'blog-images/blogs/x.png', auth: admin, resource: png })).toBe(false);
    expect(allowed({ operation: 'delete', path: 'blog-images/blogs/x.png', auth: admin })).toBe(true);
    expect(allowed({ operation: 'delete', path: 'blog-images/blogs/x.png', auth: editor })).toBe(false);
    expect(allowed({ operation: 'delete', path: 'elsewhere/x.png', auth: admin })).toBe(false);
  });

  it('reads callers from Bearer and Firebase authorization headers', () => {
    const part = (/** @type {object} */ value) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${part({ alg: 'none' })}.${part({ user_id: 'u1', admin: true })}.`;
    expect(parseAuthorization('Bearer owner')).toEqual({ owner: true });
    expect(parseAuthorization('Firebase owner')).toEqual({ owner: true });
    expect(parseAuthorization(`Firebase ${token}`)).toEqual({
      owner: false,
      auth: { uid: 'u1', token: { user_id: 'u1', admin: true } },
    });
    expect(parseAuthorization('Bearer not-a-jwt')).toEqual({ owner: false, auth: null });
    expect(parseAuthorization(undefined)).toEqual({ owner: false, auth: null });
  });
});

describe('storage.rules', () => {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../storage.rules');
  const rules = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '') : undefined;

  it.skipIf(!rules)('still says what rules.mjs implements (update rules.mjs when it changes)', () => {
    const text = /** @type {string} */ (rules);
    expect(text).toContain('match /blog-images/{folder}/{fileName}');
    expect(text).toMatch(/allow get: if true;/);
    expect(text).not.toMatch(/allow (read|list)\b[^;]*if (?!false)/);
    expect(text).toMatch(
      /allow create: if isStaff\(\) && folder in \['blogs', 'case-studies'\] && isImageUpload\(fileName\);/,
    );
    expect(text).toMatch(/allow delete: if isAdmin\(\);/);
    expect(text).not.toMatch(/allow (update|write)\b[^;]*if (?!false)/);
    // staffRole(): the staff document's role for a role claim; `admin: true` and no document for the rest.
    const oneLine = text.replace(/\s+/g, ' ');
    const staffDocument = '/databases/(default)/documents/staff/$(request.auth.uid)';
    expect(oneLine).toContain(
      "request.auth == null ? null : request.auth.token.get('role', null) == null ? " +
        `(request.auth.token.get('admin', false) == true && !firestore.exists(${staffDocument}) ? 'admin' : null) : ` +
        `firestore.get(${staffDocument}).data.role;`,
    );
    expect(oneLine).toContain("function isAdmin() { return staffRole() == 'admin'; }");
    expect(oneLine).toContain("function isStaff() { return staffRole() in ['admin', 'writer']; }");
    expect(text).toContain('request.resource.size <= 5 * 1024 * 1024');
    expect(text).toContain('let type = request.resource.contentType;');
    for (const [type, extensions] of [
      ['image/jpeg', '(jpg|jpeg)'],
      ['image/png', 'png'],
      ['image/webp', 'webp'],
      ['image/gif', 'gif'],
    ]) {
      expect(text).toContain(`(type == '${type}' && fileName.matches('.+[.]${extensions}'))`);
    }
  });
});
