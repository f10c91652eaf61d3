// @vitest-environment node
// The real Firebase web SDK (firebase/storage 12.19) against the local Storage emulator.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageEmulator } from './server.mjs';

const PROJECT_ID = 'demo-nordic-ai';
const BUCKET = `${PROJECT_ID}.appspot.com`;

/** @type {Awaited<ReturnType<typeof startStorageEmulator>>} */
let emulator;
/** @type {import('firebase/app').FirebaseApp[]} */
const apps = [];

/**
 * A Storage instance connected to the emulator as the given mock user (none: signed out).
 * @param {string} name
 * @param {{ user_id: string, admin?: boolean } | undefined} user
 */
function storageAs(name, user) {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: BUCKET, appId: 'demo' },
    name,
  );
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(
    storage,
    '127.0.0.1',
    emulator.port,
    user ? { mockUserToken: { ...user, sub: user.user_id } } : {},
  );
  return storage;
}

beforeAll(async () => {
  emulator = await startStorageEmulator({ port: 0 });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator.stop();
});

describe('firebase/storage against the local emulator', () => {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('uploads, reads metadata, downloads by URL and deletes as an admin', async () => {
    const storage = storageAs('admin', { user_id: 'admin-uid', admin: true });
    const objectRef = ref(storage, 'blog-images/blogs/1700000000000-abc123.png');
    const result = await uploadBytes(objectRef, bytes, { contentType: 'image/png', customMetadata: { alt: 'Logo' } });
    expect(result.metadata.fullPath).toBe('blog-images/blogs/1700000000000-abc123.png');
    expect(result.metadata.size).toBe(bytes.length);

    const metadata = await getMetadata(objectRef);
    expect(metadata).toMatchObject({
      bucket: BUCKET,
      name: '1700000000000-abc123.png',
      fullPath: 'blog-images/blogs/1700000000000-abc123.png',
      contentType: 'image/png',
      size: bytes.length,
      customMetadata: { alt: 'Logo' },
    });
    expect(metadata.md5Hash).toBeTruthy();

    const url = await getDownloadURL(objectRef);
    expect(url).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:${emulator.port}/v0/b/${BUCKET}/o/blog-images%2Fblogs%2F1700000000000-abc123\\.png\\?alt=media&token=[0-9a-f-]{36}$`,
      ),
    );
    const download = await fetch(url, { headers: { Origin: 'http://localhost:3000' } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect(new Uint8Array(await getBytes(objectRef))).toEqual(bytes);

    // storage.rules never allows updates: files are not overwritten, metadata is not changed.
    await expect(updateMetadata(objectRef, { cacheControl: 'public, max-age=300' })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(uploadBytes(objectRef, bytes, { contentType: 'image/png' })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });

    // Images are read one by one, never listed (a listing would reveal the images of drafts).
    await expect(list(ref(storage, 'blog-images/blogs'))).rejects.toMatchObject({ code: 'storage/unauthorized' });

    await deleteObject(objectRef);
    await expect(getMetadata(objectRef)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('uploads with the resumable protocol', async () => {
    const storage = storageAs('admin-resumable', { user_id: 'admin-uid', admin: true });
    const big = new Uint8Array(600 * 1024).fill(9);
    const objectRef = ref(storage, 'blog-images/case-studies/1700000000001-big.jpg');
    const snapshot = await uploadBytesResumable(objectRef, big, { contentType: 'image/jpeg' });
    expect(snapshot.state).toBe('success');
    expect(snapshot.bytesTransferred).toBe(big.length);
    expect((await getMetadata(objectRef)).size).toBe(big.length);
  });

  it('reports resumable progress chunk by chunk and keeps the cache control the admin console sets', async () => {
    const storage = storageAs('admin-progress', { user_id: 'admin-uid', admin: true });
    const big = new Uint8Array(700 * 1024).fill(7);
    const objectRef = ref(storage, 'blog-images/blogs/1700000000002-progress.webp');
    const task = uploadBytesResumable(objectRef, big, {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=3600',
    });
    /** @type {number[]} */
    const transferred = [];
    task.on('state_changed', (snapshot) => transferred.push(snapshot.bytesTransferred));
    const snapshot = await task;
    // The SDK sends 256 KiB first, then larger chunks: the progress bar sees the step in between.
    expect(transferred).toContain(256 * 1024);
    expect(transferred.at(-1)).toBe(big.length);
    expect(snapshot.metadata).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=3600' });

    const download = await fetch(await getDownloadURL(objectRef));
    expect(download.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await download.arrayBuffer()).byteLength).toBe(big.length);
  });

  it('lets visitors read but not write, and non-admins not write', async () => {
    const admin = storageAs('admin-2', { user_id: 'admin-uid', admin: true });
    await uploadBytes(ref(admin, 'blog-images/blogs/public.png'), bytes, { contentType: 'image/png' });

    const visitor = storageAs('visitor', undefined);
    expect((await getMetadata(ref(visitor, 'blog-images/blogs/public.png'))).size).toBe(bytes.length);
    await expect(
      uploadBytes(ref(visitor, 'blog-images/blogs/v.png'), bytes, { contentType: 'image/png' }),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });

    const editor = storageAs('editor', { user_id: 'editor-uid' });
    await expect(
      uploadBytes(ref(editor, 'blog-images/blogs/e.png'), bytes, { contentType: 'image/png' }),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(deleteObject(ref(editor, 'blog-images/blogs/public.png'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it('rejects non-images and images over 5 MB for admins too', async () => {
    const admin = storageAs('admin-3', { user_id: 'admin-uid', admin: true });
    await expect(
      uploadBytes(ref(admin, 'blog-images/blogs/notes.txt'), new TextEncoder().encode('hi'), {
        contentType: 'text/plain',
      }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    const tooBig = new Uint8Array(5 * 1024 * 1024 + 1);
    await expect(
      uploadBytes(ref(admin, 'blog-images/blogs/huge.png'), tooBig, { contentType: 'image/png' }),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});
