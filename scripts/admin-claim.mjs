#!/usr/bin/env node
/**
 * Makes an account a member of staff with a role, or revokes it, from a terminal (the console's
 * /admin/staff does the same for admins; this is for the first admin of a project). It writes
 * what the staff callables write (functions/src/staff/staff.ts): the `staff/{uid}` document that
 * firestore.rules and the functions read, and the custom claims that mirror it (`role`, and
 * `admin: true` for admins).
 *
 *   pnpm admin:grant  <email> --emulator [--role writer] [--language sv] [--create --password <password>]   (local stack)
 *   pnpm admin:revoke <email> --emulator
 *   pnpm admin:grant  <email> --project <project-id> [--role writer] [--language sv]   (a real project)
 *   pnpm admin:revoke <email> --project <project-id>
 *
 * --role       admin (the default) or writer.
 * --language   en or sv: the language the member's new password links are made in (the console's
 *              "New password link", inviteStaff with `again`), stored on their document as the
 *              console's invitation stores it. Without it, English, or for a member granted again
 *              the language they have.
 * --emulator   the local Auth and Firestore emulators (FIREBASE_AUTH_EMULATOR_HOST, else
 *              127.0.0.1:9099; FIRESTORE_EMULATOR_HOST, else 127.0.0.1:8080) of the
 *              demo project demo-nordic-ai; --create with --password makes the account first if
 *              it does not exist (there is no public sign-up).
 * --project    a real Firebase project, with Application Default Credentials: run
 *              `gcloud auth application-default login` as someone allowed to manage users, or
 *              point GOOGLE_APPLICATION_CREDENTIALS at a service-account key that is. The account
 *              must exist (Firebase console → Authentication → Add user: sign-up is closed) and
 *              have a verified e-mail address or sign in with Microsoft; a grant is refused otherwise.
 *
 * Other custom claims are kept. The functions, and Firestore's and Storage's rules for tokens that
 * name a role, read the staff document, so a grant or a revoke applies to them at once; the console
 * reads the claims, which reach an ID token at the account's next sign-in or token refresh (the
 * console refreshes when the document changes). A revoke also ends the account's
 * sessions (refresh tokens); an ID token of the older shape (`admin: true`, no `role`) it already
 * holds keeps its claim in the rules until it expires (at most an hour).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

export const DEMO_PROJECT_ID = 'demo-nordic-ai';
const DEFAULT_AUTH_EMULATOR = '127.0.0.1:9099';
const DEFAULT_FIRESTORE_EMULATOR = '127.0.0.1:8080';
const ROLES = ['admin', 'writer'];
/** The site's languages (domain/src: `Language`), and the names the command prints. */
const LANGUAGES = /** @type {const} */ ({ en: 'English', sv: 'Swedish' });

const USAGE = `usage:
  node scripts/admin-claim.mjs grant <email> --emulator [--role admin|writer] [--language en|sv] [--create --password <password>]
  node scripts/admin-claim.mjs grant <email> --project <project-id> [--role admin|writer] [--language en|sv]
  node scripts/admin-claim.mjs revoke <email> --emulator | --project <project-id>`;

/** @typedef {keyof typeof LANGUAGES} Language */

/**
 * @typedef {{ action: 'grant' | 'revoke', email: string, emulator: boolean, project?: string,
 *   create: boolean, password?: string, role: 'admin' | 'writer', language?: Language }} ClaimOptions
 */

/** @param {unknown} value @returns {value is Language} */
const isLanguage = (value) => typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

/**
 * @param {string[]} argv
 * @returns {ClaimOptions}
 */
export function parseArgs(argv) {
  const [action, email, ...rest] = argv;
  if (action !== 'grant' && action !== 'revoke')
    throw new Error(`The first argument must be grant or revoke.\n${USAGE}`);
  if (!email || email.startsWith('--') || !/^\S+@\S+\.\S+$/.test(email)) {
    throw new Error(`The second argument must be the account's e-mail address.\n${USAGE}`);
  }
  /** @type {ClaimOptions} */
  const options = { action, email: email.trim().toLowerCase(), emulator: false, create: false, role: 'admin' };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--emulator') options.emulator = true;
    else if (arg === '--create') options.create = true;
    else if (arg === '--project') options.project = rest[++i];
    else if (arg === '--password') options.password = rest[++i];
    else if (arg === '--role') {
      const role = rest[++i];
      if (role !== 'admin' && role !== 'writer') throw new Error(`--role must be one of ${ROLES.join(', ')}.`);
      options.role = role;
    } else if (arg === '--language') {
      const language = rest[++i];
      if (!isLanguage(language)) {
        throw new Error(
          `--language must be en or sv, not "${language ?? ''}": the language the member's password links are made in.`,
        );
      }
      options.language = language;
    } else throw new Error(`Unknown option ${arg}.\n${USAGE}`);
  }
  if (options.language && action !== 'grant') {
    throw new Error('--language is for grant: a revoke keeps the language stored with the member.');
  }
  if (options.emulator && options.project && options.project !== DEMO_PROJECT_ID) {
    throw new Error(`--emulator works on the demo project ${DEMO_PROJECT_ID}; leave out --project.`);
  }
  if (!options.emulator && !options.project) {
    throw new Error(`Say where: --emulator for the local stack, or --project <project-id>.\n${USAGE}`);
  }
  if (options.create && (!options.emulator || !options.password)) {
    throw new Error('--create is for the local emulator and needs --password <password>.');
  }
  return options;
}

/**
 * Why the admin claim must not be granted to this account, or null when it may be. An account
 * whose address nobody has proven to own could have been registered by someone else before its
 * owner was made admin, so the address must be verified — unless the account signs in with
 * Microsoft, where the organisation's directory vouches for it.
 * @param {{ email?: string, emailVerified: boolean, providerData: { providerId: string }[] }} user
 * @returns {string | null}
 */
export function grantRefusal(user) {
  if (user.emailVerified) return null;
  if (user.providerData.some((provider) => provider.providerId === 'microsoft.com')) return null;
  return (
    `Not granted: ${user.email ?? 'the account'} has not verified its e-mail address and does not sign in with ` +
    'Microsoft, so it is not certain the address belongs to this person (anyone can register an address first). ' +
    'Verify the address (Firebase console, or the verification e-mail) or let them sign in with Microsoft, then grant again.'
  );
}

/**
 * The language a grant stores: the one asked for, else the one the member has (granted again,
 * say for another role: set in the console or by an earlier grant), else English.
 * @param {Language | undefined} asked
 * @param {unknown} stored
 * @returns {Language}
 */
export function grantLanguage(asked, stored) {
  return asked ?? (isLanguage(stored) ? stored : 'en');
}

/**
 * The staff document a grant writes, in the shape the staff functions write it
 * (functions/src/staff/staff.ts; the seed writes its accounts' with it too).
 * @template T
 * @param {{ email: string, role: 'admin' | 'writer', language: Language }} member
 * @param {T} now the write's time (FieldValue.serverTimestamp())
 */
export function staffDocument({ email, role, language }, now) {
  return { email, role, language, invited_by: null, invited_at: now, updated_at: now, revoked_at: null };
}

/**
 * @param {ClaimOptions} options
 * @returns {Promise<{ uid: string, claims: Record<string, unknown>, created: boolean, language?: Language }>}
 */
export async function setAdminClaim(options) {
  if (options.emulator) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ||= DEFAULT_AUTH_EMULATOR;
    process.env.FIRESTORE_EMULATOR_HOST ||= DEFAULT_FIRESTORE_EMULATOR;
  }
  const projectId = options.emulator ? DEMO_PROJECT_ID : options.project;
  const app =
    getApps().find((candidate) => candidate.options.projectId === projectId) ??
    initializeApp({ projectId }, `admin-claim-${projectId}`);
  const auth = getAuth(app);

  let created = false;
  /** @type {import('firebase-admin/auth').UserRecord} */
  let user;
  try {
    user = await auth.getUserByEmail(options.email);
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code !== 'auth/user-not-found') throw error;
    if (!(options.action === 'grant' && options.create && options.password)) {
      throw new Error(
        `No account with the e-mail ${options.email} in ${projectId}. Create it first ` +
          (options.emulator
            ? '(or add --create --password <password>).'
            : '(Firebase console → Authentication → Add user), or let the person sign in with Microsoft once.'),
      );
    }
    user = await auth.createUser({ email: options.email, password: options.password, emailVerified: true });
    created = true;
  }

  if (options.action === 'grant') {
    const refusal = grantRefusal(user);
    if (refusal) throw new Error(refusal);
  }
  const { admin: _admin, role: _role, ...otherClaims } = user.customClaims ?? {};
  const granted = options.role === 'admin' ? { role: 'admin', admin: true } : { role: 'writer' };
  const claims = options.action === 'grant' ? { ...otherClaims, ...granted } : otherClaims;
  // The document first: the rules and functions read it (a revoke holds even for tokens already issued).
  const staff = getFirestore(app).collection('staff').doc(user.uid);
  /** @type {Language | undefined} */
  let language;
  if (options.action === 'grant') {
    language = grantLanguage(options.language, options.language ? null : (await staff.get()).get('language'));
    const now = FieldValue.serverTimestamp();
    await staff.set(staffDocument({ email: options.email, role: options.role, language }, now));
  } else {
    const now = FieldValue.serverTimestamp();
    await staff.set({ email: options.email, role: null, updated_at: now, revoked_at: now }, { merge: true });
  }
  await auth.setCustomUserClaims(user.uid, claims);
  if (options.action === 'revoke') await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, claims, created, language };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const where = options.emulator ? `the Auth emulator (${DEMO_PROJECT_ID})` : `project ${options.project}`;
    const { uid, created, language } = await setAdminClaim(options);
    if (created) console.log(`Created ${options.email} (${uid}) in ${where}.`);
    console.log(
      options.action === 'grant'
        ? `Granted ${options.role} to ${options.email} (${uid}) in ${where}, password links in ${LANGUAGES[language ?? 'en']}.`
        : `Revoked the access of ${options.email} (${uid}) in ${where} and ended their sessions.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
