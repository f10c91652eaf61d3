/**
 * The access policy of storage.rules, evaluated in JavaScript for the local Storage emulator:
 *
 *   - anyone may read (get, download, list) under `blog-images/`;
 *   - only a signed-in user whose ID token carries the custom claim `admin: true` may create,
 *     update or delete there; created or updated objects must have a content type starting with
 *     `image/` and be at most 5 MB;
 *   - everything else is denied.
 *
 * Requests authorised as the project owner (`Authorization: Bearer owner`, as the official
 * emulator and the Admin SDK's emulator mode send) bypass the rules.
 */

export const PUBLIC_PREFIX = 'blog-images/';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** @typedef {'get' | 'list' | 'create' | 'update' | 'delete'} Operation */

/**
 * @typedef {object} AuthContext
 * @property {string} uid
 * @property {Record<string, unknown>} token decoded ID token payload (claims)
 */

/**
 * @typedef {object} ProposedResource the object as it would be after the write
 * @property {number} size
 * @property {string} contentType
 */

/**
 * @param {{ operation: Operation, path: string, auth: AuthContext | null, resource?: ProposedResource }} request
 * @returns {boolean}
 */
export function isAllowed({ operation, path, auth, resource }) {
  if (!path.startsWith(PUBLIC_PREFIX)) return false;
  if (operation === 'get' || operation === 'list') return true;
  if (auth?.token.admin !== true) return false;
  if (operation === 'delete') return true;
  if (!resource) return false;
  return resource.contentType.startsWith('image/') && resource.size <= MAX_IMAGE_BYTES;
}

/**
 * Reads the caller from an `Authorization` header. Firebase Auth emulator ID tokens are unsigned
 * JWTs, so, as in the official emulator, the payload is decoded and not verified.
 * @param {string | undefined} header
 * @returns {{ owner: true } | { owner: false, auth: AuthContext | null }}
 */
export function parseAuthorization(header) {
  if (!header) return { owner: false, auth: null };
  const [scheme = '', token = ''] = header.trim().split(/\s+/, 2);
  if (!/^(bearer|firebase)$/i.test(scheme) || !token) return { owner: false, auth: null };
  if (token === 'owner') return { owner: true };
  const payloadPart = token.split('.')[1];
  if (!payloadPart) return { owner: false, auth: null };
  try {
    /** @type {unknown} */
    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { owner: false, auth: null };
    const claims = /** @type {Record<string, unknown>} */ (payload);
    const uid = typeof claims.user_id === 'string' ? claims.user_id : typeof claims.sub === 'string' ? claims.sub : '';
    if (!uid) return { owner: false, auth: null };
    return { owner: false, auth: { uid, token: claims } };
  } catch {
    return { owner: false, auth: null };
  }
}
