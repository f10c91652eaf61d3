// @vitest-environment node
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32c, parseMultipartRelated } from './protocol.mjs';
import { MAX_IMAGE_BYTES } from './rules.mjs';
import { firestoreStaffDocuments, startStorageEmulator } from './server.mjs';

const BUCKET = 'demo-nordic-ai.appspot.com';

/** An unsigned JWT as the Auth emulator issues them. @param {Record<string, unknown>} claims */
function idToken(claims) {
  const part = (/** @type {object} */ value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ aud: 'demo-nordic-ai', ...claims })}.`;
}
const ADMIN = `Bearer ${idToken({ user_id: 'admin-uid', sub: 'admin-uid', admin: true })}`;
const EDITOR = `Bearer ${idToken({ user_id: 'editor-uid', sub: 'editor-uid' })}`;

/** @param {string} boundary @param {object} metadata @param {Buffer} data @param {string} type */
function multipartBody(boundary, metadata, data, type) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(metadata)}\r\n--${boundary}\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
}

describe('protocol helpers', () => {
  it('computes CRC-32C', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
  });

  it('parses a multipart/related upload with binary data', () => {
    const data = Buffer.from([0, 13, 10, 45, 45, 255, 1]);
    const body = multipartBody('b0undary', { name: 'x', contentType: 'image/png' }, data, 'image/png');
    const parsed = parseMultipartRelated('multipart/related; boundary=b0undary', body);
    expect(parsed.metadata).toEqual({ name: 'x', contentType: 'image/png' });
    expect(parsed.data.equals(data)).toBe(true);
    expect(parsed.dataContentType).toBe('image/png');
  });
});

describe('storage emulator over HTTP', () => {
  /** @type {Awaited<ReturnType<typeof startStorageEmulator>>} */
  let emulator;
  let dataDir = '';
  /** @type {string[]} */
  const logLines = [];
  const objectUrl = (/** @type {string} */ name) => `${emulator.url}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;

  /** @param {string} name @param {Buffer} data @param {string} type @param {string | undefined} auth */
  async function multipartUpload(name, data, type, auth, metadata = {}) {
    const boundary = '1234567890';
    return fetch(`${emulator.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: {
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': `multipart/related; boundary=${boundary}`,
        ...(auth ? { Authorization: auth } : {}),
      },
      body: multipartBody(boundary, { name, contentType: type, ...metadata }, data, type),
    });
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-emulator-'));
    emulator = await startStorageEmulator({ port: 0, dataDir, log: (line) => logLines.push(line) });
  });
  afterAll(async () => {
    await emulator.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a multipart upload by an admin and serves metadata and bytes', async () => {
    const data = Buffer.from('\x89PNG fake image bytes');
    const response = await multipartUpload('blog-images/blogs/1-a.png', data, 'image/png', ADMIN, {
      cacheControl: 'public, max-age=60',
      metadata: { alt: 'A test image' },
    });
    expect(response.status).toBe(200);
    const metadata = /** @type {Record<string, unknown>} */ (await response.json());
    expect(metadata).toMatchObject({
      name: 'blog-images/blogs/1-a.png',
      bucket: BUCKET,
      contentType: 'image/png',
      size: String(data.length),
      metageneration: '1',
      storageClass: 'STANDARD',
      contentEncoding: 'identity',
      cacheControl: 'public, max-age=60',
      metadata: { alt: 'A test image' },
    });
    expect(metadata.generation).toMatch(/^\d{16}$/);
    expect(metadata.timeCreated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(metadata.md5Hash).toBe(crypto.createHash('md5').update(data).digest('base64'));
    expect(metadata.downloadTokens).toMatch(/^[0-9a-f-]{36}$/);

    const fetched = await (await fetch(objectUrl('blog-images/blogs/1-a.png'))).json();
    expect(fetched).toEqual(metadata);

    const media = await fetch(`${objectUrl('blog-images/blogs/1-a.png')}?alt=media&token=${metadata.downloadTokens}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Buffer.from(await media.arrayBuffer()).equals(data)).toBe(true);

    const partial = await fetch(`${objectUrl('blog-images/blogs/1-a.png')}?alt=media`, {
      headers: { Range: 'bytes=0-3' },
    });
    expect(partial.status).toBe(206);
    expect(Buffer.from(await partial.arrayBuffer()).equals(data.subarray(0, 4))).toBe(true);
  });

  it('keeps download tokens given as firebaseStorageDownloadTokens', async () => {
    const token = '00000000-0000-4000-8000-000000000001';
    const response = await multipartUpload(
      'blog-images/case-studies/1-b.png',
      Buffer.from('x'),
      'image/png',
      'Bearer owner',
      {
        metadata: { firebaseStorageDownloadTokens: token },
      },
    );
    const metadata = /** @type {Record<string, unknown>} */ (await response.json());
    expect(metadata.downloadTokens).toBe(token);
    expect(metadata.metadata).toBeUndefined();
  });

  it('denies writes without the admin claim, with a Firebase-shaped error body', async () => {
    for (const auth of [undefined, EDITOR]) {
      const response = await multipartUpload('blog-images/blogs/2.png', Buffer.from('x'), 'image/png', auth);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 403, message: 'Permission denied. No WRITE permission.' },
      });
    }
    expect(logLines.some((line) => line.includes('denied create blog-images/blogs/2.png'))).toBe(true);
  });

  it('denies non-images, files over 5 MB and paths outside blog-images/', async () => {
    expect((await multipartUpload('blog-images/blogs/a.txt', Buffer.from('x'), 'text/plain', ADMIN)).status).toBe(403);
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    expect((await multipartUpload('blog-images/blogs/big.png', big, 'image/png', ADMIN)).status).toBe(403);
    const exact = Buffer.alloc(MAX_IMAGE_BYTES);
    expect((await multipartUpload('blog-images/blogs/exact.png', exact, 'image/png', ADMIN)).status).toBe(200);
    expect((await multipartUpload('secrets/a.png', Buffer.from('x'), 'image/png', ADMIN)).status).toBe(403);
    expect((await multipartUpload('blog-images/other/a.png', Buffer.from('x'), 'image/png', ADMIN)).status).toBe(403);
    expect((await multipartUpload('blog-images/a.png', Buffer.from('x'), 'image/png', ADMIN)).status).toBe(403);
    expect((await fetch(objectUrl('secrets/a.png'))).status).toBe(403);
  });

  it('answers 404 for a missing public object', async () => {
    const response = await fetch(objectUrl('blog-images/blogs/none.png'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 404, message: 'Not Found.' } });
  });

  it('supports the resumable protocol', async () => {
    const data = Buffer.alloc(300 * 1024, 7);
    const start = await fetch(
      `${emulator.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent('blog-images/blogs/r.webp')}`,
      {
        method: 'POST',
        headers: {
          Authorization: ADMIN,
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
          'X-Goog-Upload-Header-Content-Length': String(data.length),
          'X-Goog-Upload-Header-Content-Type': 'image/webp',
          'Content-Type': 'application/json; charset=utf-8',
        },
        body: JSON.stringify({ name: 'blog-images/blogs/r.webp', contentType: 'image/webp' }),
      },
    );
    expect(start.status).toBe(200);
    expect(start.headers.get('x-goog-upload-status')).toBe('active');
    const uploadUrl = start.headers.get('x-goog-upload-url') ?? '';
    expect(uploadUrl).toContain('upload_id=');

    const first = await fetch(uploadUrl, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '0' },
      body: data.subarray(0, 256 * 1024),
    });
    expect(first.headers.get('x-goog-upload-status')).toBe('active');
    const query = await fetch(uploadUrl, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } });
    expect(query.headers.get('x-goog-upload-size-received')).toBe(String(256 * 1024));
    const last = await fetch(uploadUrl, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': String(256 * 1024) },
      body: data.subarray(256 * 1024),
    });
    expect(last.status).toBe(200);
    expect(last.headers.get('x-goog-upload-status')).toBe('final');
    expect(await last.json()).toMatchObject({ name: 'blog-images/blogs/r.webp', size: String(data.length) });
  });

  it('refuses a resumable upload the rules deny before any bytes are sent', async () => {
    const start = await fetch(`${emulator.url}/v0/b/${BUCKET}/o?name=blog-images%2Fx.png`, {
      method: 'POST',
      headers: {
        Authorization: EDITOR,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '10',
        'X-Goog-Upload-Header-Content-Type': 'image/png',
      },
      body: '{}',
    });
    expect(start.status).toBe(403);
  });

  it('lists a folder with prefix and delimiter for the project owner only', async () => {
    const owner = { headers: { Authorization: 'Bearer owner' } };
    const blogs = /** @type {Record<string, unknown>} */ (
      await (
        await fetch(`${emulator.url}/v0/b/${BUCKET}/o?prefix=blog-images%2Fblogs%2F&delimiter=%2F&maxResults=2`, owner)
      ).json()
    );
    expect(blogs.prefixes).toEqual([]);
    expect(blogs.items).toEqual([
      { name: 'blog-images/blogs/1-a.png', bucket: BUCKET },
      { name: 'blog-images/blogs/exact.png', bucket: BUCKET },
    ]);
    expect(blogs.nextPageToken).toBeTruthy();
    const next = /** @type {Record<string, unknown>} */ (
      await (
        await fetch(
          `${emulator.url}/v0/b/${BUCKET}/o?prefix=blog-images%2Fblogs%2F&pageToken=${blogs.nextPageToken}`,
          owner,
        )
      ).json()
    );
    expect(next.items).toEqual([{ name: 'blog-images/blogs/r.webp', bucket: BUCKET }]);
    const top = /** @type {Record<string, unknown>} */ (
      await (await fetch(`${emulator.url}/v0/b/${BUCKET}/o?prefix=blog-images%2F&delimiter=%2F`, owner)).json()
    );
    expect(top.prefixes).toEqual(['blog-images/blogs/', 'blog-images/case-studies/']);
    // Nobody else may list, not even an admin: a listing would reveal the images of drafts.
    for (const headers of /** @type {Record<string, string>[]} */ ([{}, { Authorization: ADMIN }])) {
      expect((await fetch(`${emulator.url}/v0/b/${BUCKET}/o?prefix=blog-images%2Fblogs%2F`, { headers })).status).toBe(
        403,
      );
    }
    expect((await fetch(`${emulator.url}/v0/b/${BUCKET}/o?prefix=blog-images%2F`)).status).toBe(403);
    expect((await fetch(`${emulator.url}/v0/b/${BUCKET}/o?prefix=`)).status).toBe(403);
  });

  it('never overwrites: updates (upload or metadata) only as the owner', async () => {
    const name = 'blog-images/blogs/1-a.png';
    expect((await multipartUpload(name, Buffer.from('new'), 'image/png', ADMIN)).status).toBe(403);
    const patch = (/** @type {string} */ auth) =>
      fetch(objectUrl(name), {
        method: 'PATCH',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ cacheControl: 'no-store', metadata: { alt: null, caption: 'Hi' } }),
      });
    expect((await patch(ADMIN)).status).toBe(403);
    const patched = await patch('Bearer owner');
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      cacheControl: 'no-store',
      metadata: { caption: 'Hi' },
      metageneration: '2',
    });
  });

  it('deletes for admins only', async () => {
    const name = 'blog-images/blogs/1-a.png';
    expect((await fetch(objectUrl(name), { method: 'DELETE', headers: { Authorization: EDITOR } })).status).toBe(403);
    expect((await fetch(objectUrl(name), { method: 'DELETE' })).status).toBe(403);
    expect((await fetch(objectUrl(name), { method: 'DELETE', headers: { Authorization: ADMIN } })).status).toBe(204);
    expect((await fetch(objectUrl(name))).status).toBe(404);
    expect((await fetch(objectUrl(name), { method: 'DELETE', headers: { Authorization: ADMIN } })).status).toBe(404);
  });

  it('answers CORS preflights for browser origins', async () => {
    const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o?name=x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-upload-protocol',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,x-goog-upload-protocol');
  });

  it('keeps objects across restarts in its data folder', async () => {
    const again = await startStorageEmulator({ port: 0, dataDir });
    try {
      const response = await fetch(
        `${again.url}/v0/b/${BUCKET}/o/${encodeURIComponent('blog-images/blogs/r.webp')}?alt=media`,
      );
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(300 * 1024);
    } finally {
      await again.stop();
    }
    const fresh = await startStorageEmulator({
      port: 0,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'se-')),
      reset: true,
    });
    try {
      expect(fresh.store.list(BUCKET)).toEqual([]);
    } finally {
      await fresh.stop();
    }
  });
});

describe("the caller's staff document, read from Firestore as storage.rules read it", () => {
  /** Firestore's staff documents (REST values), as the fake emulator below answers them. */
  const documents = new Map([
    ['writer-1', { role: { stringValue: 'writer' } }],
    ['revoked-1', { role: { nullValue: null } }],
    ['promoted-1', { role: { stringValue: 'admin' } }],
  ]);
  /** @type {string[]} */
  const authorizations = [];
  let failing = false;
  /** @type {http.Server} */
  let firestore;
  /** @type {Awaited<ReturnType<typeof startStorageEmulator>>} */
  let emulator;
  /** @type {string[]} */
  const logLines = [];

  beforeAll(async () => {
    firestore = http.createServer((req, res) => {
      authorizations.push(req.headers.authorization ?? '');
      const uid = /^\/v1\/projects\/demo-p\/databases\/\(default\)\/documents\/staff\/([^/]+)$/.exec(
        req.url ?? '',
      )?.[1];
      const fields = uid === undefined ? undefined : documents.get(decodeURIComponent(uid));
      if (failing) res.writeHead(503).end();
      else if (!fields) res.writeHead(404).end('{}');
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ fields }));
    });
    await new Promise((resolve) => firestore.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = /** @type {import('node:net').AddressInfo} */ (firestore.address());
    emulator = await startStorageEmulator({
      port: 0,
      staffDocument: firestoreStaffDocuments(`http://127.0.0.1:${address.port}`, 'demo-p'),
      log: (line) => logLines.push(line),
    });
  });
  afterAll(async () => {
    await emulator.stop();
    await new Promise((resolve) => firestore.close(() => resolve(undefined)));
  });

  const caller = (/** @type {string} */ uid, /** @type {Record<string, unknown>} */ claims) =>
    `Bearer ${idToken({ user_id: uid, sub: uid, ...claims })}`;
  const put = (/** @type {string} */ name, /** @type {string} */ auth) =>
    fetch(`${emulator.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: auth },
      body: Buffer.from('\x89PNG'),
    });
  const remove = (/** @type {string} */ name, /** @type {string} */ auth) =>
    fetch(`${emulator.url}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`, {
      method: 'DELETE',
      headers: { Authorization: auth },
    });

  it("lets a writer upload by their document's role, as the project's owner reads it", async () => {
    expect((await put('blog-images/blogs/w.png', caller('writer-1', { role: 'writer' }))).status).toBe(200);
    expect(authorizations.at(-1)).toBe('Bearer owner');
    expect((await remove('blog-images/blogs/w.png', caller('writer-1', { role: 'writer' }))).status).toBe(403);
  });

  it('refuses a revoked member and a token whose role has no document, whatever the token says', async () => {
    expect((await put('blog-images/blogs/r.png', caller('revoked-1', { role: 'writer' }))).status).toBe(403);
    expect((await put('blog-images/blogs/r.png', caller('revoked-1', { role: 'admin', admin: true }))).status).toBe(
      403,
    );
    expect((await put('blog-images/blogs/n.png', caller('nobody-1', { role: 'admin' }))).status).toBe(403);
    expect(emulator.store.list(BUCKET).map((object) => object.name)).toEqual(['blog-images/blogs/w.png']);
  });

  it('lets a writer promoted since their token was issued delete', async () => {
    await put('blog-images/blogs/p.png', caller('promoted-1', { role: 'writer' }));
    expect((await remove('blog-images/blogs/p.png', caller('promoted-1', { role: 'writer' }))).status).toBe(204);
  });

  it('refuses, and says why, when Firestore cannot be read', async () => {
    failing = true;
    try {
      expect((await put('blog-images/blogs/f.png', caller('writer-1', { role: 'writer' }))).status).toBe(403);
    } finally {
      failing = false;
    }
    expect(logLines).toContain('storage: could not read staff/writer-1 (GET staff/writer-1 answered 503)');
  });
});
