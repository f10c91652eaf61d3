// Test support, never imported by a function: the build bundles from src/index.ts only.
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/https';
import { afterEach, beforeEach } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../scripts/fake-llm/server.mjs';

/** The environment the translation functions read their provider from. */
const TRANSLATION_SETTINGS = ['TRANSLATION_BASE_URL', 'TRANSLATION_MODEL', 'TRANSLATION_API_KEY'] as const;

/**
 * For each test of the calling block: the provider settings saved before it, and put back after
 * it; with `cleared`, none set while it runs.
 */
export function keepTranslationSettings({ cleared = false } = {}): void {
  const saved: Partial<Record<(typeof TRANSLATION_SETTINGS)[number], string>> = {};
  beforeEach(() => {
    for (const name of TRANSLATION_SETTINGS) {
      saved[name] = process.env[name];
      if (cleared) delete process.env[name];
    }
  });
  afterEach(() => {
    for (const name of TRANSLATION_SETTINGS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
}

/** For each test of the calling block: the fake model (scripts/fake-llm) as the provider; the running one, read. */
export function withFakeTranslator(): () => FakeLlm {
  keepTranslationSettings();
  let fake: FakeLlm | undefined;
  beforeEach(async () => {
    fake = await startFakeLlm({ port: 0 });
    process.env.TRANSLATION_BASE_URL = fake.url;
    process.env.TRANSLATION_MODEL = 'fake-translator';
    process.env.TRANSLATION_API_KEY = 'key';
  });
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  return () => {
    if (!fake) throw new Error('The fake model runs only during a test.');
    return fake;
  };
}

/** An admin made before roles: the `admin: true` claim decides, with no staff document to read. */
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

/** A callable request with `data` from that admin. */
export function asAdmin(data: unknown): CallableRequest {
  return {
    data,
    auth: { uid: 'admin-1', token: adminToken, rawToken: 'token' },
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
  };
}
