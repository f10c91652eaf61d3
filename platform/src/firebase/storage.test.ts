import { deleteApp, initializeApp } from 'firebase/app';
import { afterAll, describe, expect, it, vi } from 'vitest';

const app = initializeApp(
  { projectId: 'demo-storage-test', apiKey: 'demo', storageBucket: 'demo.appspot.com' },
  'storage-test',
);
vi.mock('./app', () => ({ firebaseApp: () => app, emulator: () => null }));

const { storage, UPLOAD_RETRY_MS } = await import('./storage');

afterAll(() => deleteApp(app));

describe('storage', () => {
  it('gives up an upload that keeps failing after a minute, not the SDK’s ten', () => {
    expect(UPLOAD_RETRY_MS).toBe(60_000);
    expect(storage().maxUploadRetryTime).toBe(60_000);
  });
});
