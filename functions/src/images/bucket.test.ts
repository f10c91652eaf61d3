/**
 * The production bucket (cloudImageBucket) through the Admin SDK's own Cloud Storage client,
 * pointed at a stand-in of Cloud Storage's JSON API (STORAGE_EMULATOR_HOST, which the client
 * honours): the listing asked a page at a time, each file's `timeCreated` read from it, the next
 * page's token passed on, a deletion of a file already gone taken as done.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cloudImageBucket } from './bucket';

const requests: { method: string; path: string; query: Record<string, string> }[] = [];
const PAGES: Record<string, { items: Record<string, unknown>[]; nextPageToken?: string }> = {
  '': {
    items: [
      {
        kind: 'storage#object',
        name: 'blog-images/blogs/1-a.png',
        bucket: 'b',
        timeCreated: '2026-11-01T10:00:00.000Z',
      },
      { kind: 'storage#object', name: 'blog-images/blogs/2-b.png', bucket: 'b' },
    ],
    nextPageToken: 'page-2',
  },
  'page-2': {
    items: [{ kind: 'storage#object', name: 'blog-images/blogs/3-c.png', bucket: 'b', timeCreated: 'not a time' }],
  },
};

const server = http.createServer((req, res) => {
  // The client names the JSON API's paths from the emulator's address on (`/b/…` for `/storage/v1/b/…`).
  const url = new URL((req.url ?? '/').replace(/^\/storage\/v1/, ''), 'http://storage.local');
  requests.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams) });
  res.setHeader('Content-Type', 'application/json');
  if (req.method === 'GET' && url.pathname === '/b/b/o') {
    res.end(JSON.stringify({ kind: 'storage#objects', ...PAGES[url.searchParams.get('pageToken') ?? ''] }));
  } else if (req.method === 'DELETE') {
    res.statusCode = url.pathname.endsWith(encodeURIComponent('blog-images/blogs/gone.png')) ? 404 : 204;
    res.end(res.statusCode === 404 ? JSON.stringify({ error: { code: 404, message: 'No such object' } }) : undefined);
  } else {
    res.statusCode = 400;
    res.end('{}');
  }
});

let app: ReturnType<typeof initializeApp>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('STORAGE_EMULATOR_HOST', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  app = initializeApp({ projectId: 'demo-bucket-test' }, 'bucket-test');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await deleteApp(app);
  server.close();
});

describe('the Cloud Storage bucket the sweep lists', () => {
  it('lists a folder a page at a time, with when each file was stored, and passes the next page’s token', async () => {
    const bucket = cloudImageBucket(getStorage(app).bucket('b'));
    expect(bucket.name).toBe('b');
    expect(await bucket.list('blog-images/blogs/', null)).toEqual({
      images: [
        { name: 'blog-images/blogs/1-a.png', created: new Date('2026-11-01T10:00:00.000Z') },
        { name: 'blog-images/blogs/2-b.png', created: null },
      ],
      next: 'page-2',
    });
    expect(await bucket.list('blog-images/blogs/', 'page-2')).toEqual({
      images: [{ name: 'blog-images/blogs/3-c.png', created: null }],
      next: null,
    });
    const listings = requests.filter((request) => request.method === 'GET');
    expect(listings.map((request) => request.query)).toEqual([
      expect.objectContaining({ prefix: 'blog-images/blogs/', maxResults: '1000' }),
      expect.objectContaining({ prefix: 'blog-images/blogs/', maxResults: '1000', pageToken: 'page-2' }),
    ]);
    expect(listings[0]?.query).not.toHaveProperty('pageToken');
  });

  it('deletes a file, and takes one already gone as deleted', async () => {
    const bucket = cloudImageBucket(getStorage(app).bucket('b'));
    await bucket.remove('blog-images/blogs/1-a.png');
    await bucket.remove('blog-images/blogs/gone.png');
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/b/b/o/${encodeURIComponent('blog-images/blogs/1-a.png')}`,
      `/b/b/o/${encodeURIComponent('blog-images/blogs/gone.png')}`,
    ]);
  });
});
