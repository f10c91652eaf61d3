/**
 * The policy of storage.rules, evaluated in JavaScript for the local Storage emulator
 * (firebase-tools' own emulator evaluates the rules file itself; this server cannot):
 *
 *   match /blog-images/{folder}/{fileName}
 *     get: anyone (an image by its name)
 *     list: nobody (a listing would reveal the images of unpublished drafts)
 *     create: staff, folder `blogs` or `case-studies`, content type image/jpeg, image/png,
 *             image/webp or image/gif, the name ending in that type's extension (.jpg or .jpeg,
 *             .png, .webp, .gif), at most 5 MB
 *     update: nobody (an existing file is never overwritten)
 *     delete: admin
 *   everything else: denied
 *
 * The caller's role is firestore.rules' (`staffRole`): for a token with a `role` claim, the `role`
 * of its staff/{uid} document in Firestore (storage.rules read it with `firestore.get`), so a
 * revoked member (role null) or a demoted admin is refused at once, whatever their token still
 * says; for a token without one, admin when it has the `admin: true` of accounts made before roles
 * and no staff document. The server looks the document up and hands it in (`staff`).
 *
 * `rules.test.mjs` checks storage.rules still says this. Requests authorised as the project
 * owner (`Authorization: Bearer owner`, as the official emulator accepts from the Admin SDK and
 * seeding) bypass the rules.
 */

const IMAGE_FOLDERS = Object.freeze(['blogs', 'case-studies']);
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The image types an upload may have (raster formats only: SVG can carry script), each with the
 * ending its name must have (storage.rules' `fileName.matches`).
 */
const TYPE_EXTENSIONS = Object.freeze({
  'image/jpeg': /^.+[.](jpg|jpeg)$/,
  'image/png': /^.+[.]png$/,
  'image/webp': /^.+[.]webp$/,
  'image/gif': /^.+[.]gif$/,
});

const OBJECT_PATH = /^blog-images\/([^/]+)\/([^/]+)$/;

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
 * @typedef {object} StaffDocument the caller's staff/{uid} document as Firestore holds it
 * @property {unknown} [role] 'admin', 'writer', or null once access is revoked
 */

/**
 * The caller's role as storage.rules' `staffRole()` reads it (a missing document where the rules
 * `firestore.get` one is an error: no role).
 * @param {AuthContext | null} auth
 * @param {StaffDocument | null} staff the caller's staff document, null when there is none
 * @returns {'admin' | 'writer' | null}
 */
function staffRole(auth, staff) {
  if (!auth) return null;
  const claimed = auth.token.role;
  const role =
    claimed === undefined || claimed === null ? (auth.token.admin === true && !staff ? 'admin' : null) : staff?.role;
  return role === 'admin' || role === 'writer' ? role : null;
}

/**
 * @param {{ operation: Operation, path: string, auth: AuthContext | null, resource?: ProposedResource, staff?: StaffDocument | null }} request
 *   path: the object's name, or for `list` the prefix (ending in `/`); listing is never allowed.
 *   staff: the caller's staff document (null: none), looked up for a create or a delete
 * @returns {boolean}
 */
export function isAllowed({ operation, path, auth, resource, staff = null }) {
  if (operation === 'list') return false;
  const match = OBJECT_PATH.exec(path);
  if (!match) return false;
  const role = staffRole(auth, staff);
  const isAdmin = role === 'admin';
  const isStaff = role !== null;
  switch (operation) {
    case 'get':
      return true;
    case 'delete':
      return isAdmin;
    case 'create':
      return (
        isStaff &&
        IMAGE_FOLDERS.includes(match[1] ?? '') &&
        resource !== undefined &&
        resource.size > 0 &&
        resource.size <= MAX_IMAGE_BYTES &&
        Object.hasOwn(TYPE_EXTENSIONS, resource.contentType) &&
        TYPE_EXTENSIONS[/** @type {keyof typeof TYPE_EXTENSIONS} */ (resource.contentType)].test(match[2] ?? '')
      );
    default:
      return false;
  }
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
