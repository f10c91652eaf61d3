import type { DecodedIdToken } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/https';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_TYPES } from '../domain';
import { translateBlog } from './functions';

// The caller's staff document (read by requireStaff): none, so the `admin: true` claim of an
// account made before roles decides, without a Firestore to ask.
vi.mock('../firebase', () => ({
  db: () => ({ collection: () => ({ doc: () => ({ get: async () => ({ exists: false, data: () => undefined }) }) }) }),
}));

const SETTINGS = ['TRANSLATION_BASE_URL', 'TRANSLATION_MODEL', 'TRANSLATION_API_KEY'] as const;
const blog = { title: 'Hello', excerpt: 'Our guide', content: '# Results', category: 'Strategy', targetLang: 'sv' };

const adminToken: DecodedIdToken = {
  aud: 'demo-nordic-ai',
  auth_time: 0,
  exp: 0,
  iat: 0,
  iss: 'https://securetoken.google.com/demo-nordic-ai',
  sub: 'admin-1',
  uid: 'admin-1',
  firebase: { identities: {}, sign_in_provider: 'password' },
  admin: true,
};

function asAdmin(data: unknown): CallableRequest {
  return {
    data,
    auth: { uid: 'admin-1', token: adminToken, rawToken: 'token' },
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
  };
}

describe('translateBlog configuration', () => {
  const saved: Partial<Record<(typeof SETTINGS)[number], string>> = {};
  beforeEach(() => {
    for (const name of SETTINGS) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
  });
  afterEach(() => {
    for (const name of SETTINGS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('names every missing setting when translation is not configured', async () => {
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({
      code: 'failed-precondition',
      message:
        'Translation is not configured: set TRANSLATION_BASE_URL, TRANSLATION_MODEL and the TRANSLATION_API_KEY secret.',
    });
  });

  it('names the one that is left', async () => {
    process.env.TRANSLATION_BASE_URL = 'http://127.0.0.1:9/v1';
    process.env.TRANSLATION_API_KEY = 'key';
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({
      message: 'Translation is not configured: set TRANSLATION_MODEL.',
    });
  });

  it('checks the caller before the configuration', async () => {
    await expect(translateBlog.run({ ...asAdmin(blog), auth: undefined })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});

describe('one translation function per content type', () => {
  // tests/functions/clients.test.ts calls both through the emulator by these names (index.ts exports them).
  it("is exported under each descriptor's translationCallable, the name the console calls", async () => {
    const exported: Record<string, unknown> = await import('./functions');
    for (const type of CONTENT_TYPES) expect(exported[type.translationCallable], type.id).toBeTypeOf('function');
  });
});
