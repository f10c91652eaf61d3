// Test support, never imported by a function: the build bundles from src/index.ts only.
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/https';

/** The environment the translation functions read their provider from; tests save and restore it. */
export const TRANSLATION_SETTINGS = ['TRANSLATION_BASE_URL', 'TRANSLATION_MODEL', 'TRANSLATION_API_KEY'] as const;

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
