#!/usr/bin/env node
/**
 * Seeds the local emulators with the demo content of content.mjs: the admin and editor
 * accounts (Auth), blog posts and case studies (Firestore), and their cover images (Storage).
 * Idempotent: the `blogs` and `case_studies` collections are cleared and rewritten with fixed
 * document ids (the slugs), accounts are created or updated, images are uploaded to fixed paths
 * with fixed download tokens, so every run yields the same documents and URLs.
 *
 *   node scripts/seed/seed.mjs [--wipe] [--posts N] [--case-studies N]
 *     (emulators must be running; --wipe empties them first; --posts adds generated published posts
 *     up to N published posts in all, --case-studies generated published case studies up to N in
 *     all, for measuring at size, see many.mjs)
 * It also writes the blog index (blog_index, domain/src/blogIndex.ts) and the case studies' index
 * (case_study_index, domain/src/caseStudyIndex.ts) whole from every stored post and story, as
 * `pnpm content:reindex` does.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { tsImport } from 'tsx/esm/api';
import { staffDocument } from '../admin-claim.mjs';
import { variantWidths } from '../images/encode.mjs';
import { EMULATORS_DIR } from '../local-stack/emulators.mjs';
import { EMULATOR_HOST, EMULATOR_PORTS, PROJECT_ID, STORAGE_BUCKET } from '../local-stack/ports.mjs';
import { PUBLISHED_BLOGS, PUBLISHED_CASE_STUDIES, SEED_BLOGS, SEED_CASE_STUDIES, SEED_USERS } from './content.mjs';
import { generatedCaseStudies, generatedPosts } from './many.mjs';
import { coverImage } from './png.mjs';

/** @typedef {import('./content.mjs').CoverSpec} CoverSpec */

/**
 * @typedef {object} SeedOptions
 * @property {string} [projectId]
 * @property {string} [bucket]
 * @property {{ auth?: string, firestore?: string, storage?: string }} [hosts] host:port of each emulator
 * @property {boolean} [wipe] empty Firestore, Auth and the bucket's blog-images/ before seeding
 * @property {number} [posts] add generated published posts up to this many published posts in all (many.mjs)
 * @property {number} [caseStudies] add generated published case studies up to this many published ones in all
 * @property {(line: string) => void} [log]
 */

/**
 * The `--posts N` option (N a whole number up to 20,000), or undefined without it; `flag` names
 * another count option of the same kind (`--case-studies`).
 * @param {readonly string[]} argv
 * @param {string} [flag]
 */
export function postsOption(argv, flag = '--posts') {
  const at = argv.indexOf(flag);
  if (at === -1) return undefined;
  const value = argv[at + 1] ?? '';
  if (!/^\d{1,5}$/.test(value) || Number(value) > 20_000) {
    throw new Error(`${flag} needs a whole number up to 20000, not "${value}"`);
  }
  return Number(value);
}

/**
 * Each seeded account's staff document by uid, as `pnpm admin:grant` and the staff functions write
 * it, with the language its password links are made in (a resend from either console uses it).
 * @template T
 * @param {T} now the write's time (FieldValue.serverTimestamp())
 */
export function seedStaffDocuments(now) {
  return Object.fromEntries(Object.values(SEED_USERS).map((user) => [user.uid, staffDocument(user, now)]));
}

/**
 * @typedef {object} SeedResult
 * @property {{ email: string, password: string, uid: string }} admin
 * @property {{ email: string, password: string, uid: string }} editor
 * @property {{ id: string, slug: string, title: string, is_published: boolean, image_url: string | null }[]} blogs
 * @property {{ id: string, slug: string, title: string, is_published: boolean, image_url: string | null }[]} caseStudies
 */

const IMAGE_CACHE_CONTROL = 'public, max-age=3600';
const IMAGE_CACHE_DIR = path.join(EMULATORS_DIR, 'seed-images');

/**
 * A stable stand-in for the app's `{timestamp}-{random}` upload name.
 * @param {string} folder 'blogs' | 'case-studies'
 * @param {string} slug
 * @param {string} date any Date.parse-able date
 */
export function seedImagePath(folder, slug, date) {
  const timestamp = Date.parse(date.length === 10 ? `${date}T08:00:00Z` : date);
  const random = BigInt(`0x${crypto.createHash('sha256').update(slug).digest('hex').slice(0, 12)}`)
    .toString(36)
    .slice(0, 8);
  return `blog-images/${folder}/${timestamp}-${random}.png`;
}

/** A UUID-shaped download token derived from the object path, so URLs survive reseeding. @param {string} objectPath */
export function seedDownloadToken(objectPath) {
  const hex = crypto.createHash('sha256').update(`download-token:${objectPath}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The public download URL the Storage API gives for an object and token.
 * @param {string} storageHost host:port
 * @param {string} bucket
 * @param {string} objectPath
 * @param {string} token
 */
export function downloadUrl(storageHost, bucket, objectPath, token) {
  return `http://${storageHost}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(objectPath)}?alt=media&token=${token}`;
}

/** The name of a generated cover: the hash of what it is drawn from. @param {CoverSpec} cover @param {string} seed */
export function coverKey(cover, seed) {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ v: 1, ...cover, seed }))
    .digest('hex')
    .slice(0, 16);
}

/** The size every generated cover is drawn at (png.mjs's default, the share image's). */
export const COVER_SIZE = Object.freeze({ width: 1200, height: 630 });

/**
 * The committed WebP variants of each generated cover, `{coverKey}.w{width}.webp`. Node has no
 * WebP encoder here, so they are made once in Chromium by `node scripts/images/seed-variants.mjs`
 * (rerun it after changing a cover; a unit test says when one is missing).
 */
export const SEED_VARIANTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'variants');

/** @param {string} key @param {number} width */
export const seedVariantFile = (key, width) => path.join(SEED_VARIANTS_DIR, `${key}.w${width}.webp`);

/**
 * The committed variants of a cover, narrowest first, or null when any is missing (the cover is
 * then stored alone, under a name without its size, so pages show it without srcset).
 * @param {CoverSpec} cover @param {string} seed
 * @returns {{ width: number, bytes: Buffer }[] | null}
 */
function seedVariants(cover, seed) {
  const key = coverKey(cover, seed);
  const files = variantWidths(COVER_SIZE.width).map((width) => ({ width, file: seedVariantFile(key, width) }));
  if (!files.every(({ file }) => fs.existsSync(file))) return null;
  return files.map(({ width, file }) => ({ width, bytes: fs.readFileSync(file) }));
}

/** Generated covers are cached on disk: generating one takes a few hundred milliseconds. @param {CoverSpec} cover @param {string} seed */
export function cachedCover(cover, seed) {
  const key = coverKey(cover, seed);
  const file = path.join(IMAGE_CACHE_DIR, `${key}.png`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const png = coverImage({ ...cover, seed });
  fs.mkdirSync(IMAGE_CACHE_DIR, { recursive: true });
  fs.writeFileSync(file, png);
  return png;
}

/**
 * Generates (or finds in the cache) every cover image; `pnpm start` runs this while the
 * emulators start, so seeding itself only uploads. Yields to the event loop after each image
 * (a few hundred milliseconds of work), so servers running in the same process keep answering.
 */
export async function prepareSeedImages() {
  for (const item of [...SEED_BLOGS, ...SEED_CASE_STUDIES]) {
    if (!item.cover) continue;
    cachedCover(item.cover, item.slug);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Uploads bytes as the project owner through the Storage REST API (works against the official
 * emulator and the project's local one alike) and returns the download URL.
 * @param {{ storageHost: string, bucket: string, objectPath: string, bytes: Buffer, contentType: string }} upload
 */
export async function uploadAsOwner({ storageHost, bucket, objectPath, bytes, contentType }) {
  const token = seedDownloadToken(objectPath);
  const boundary = `seed-${crypto.randomUUID()}`;
  const metadata = {
    name: objectPath,
    contentType,
    cacheControl: IMAGE_CACHE_CONTROL,
    metadata: { firebaseStorageDownloadTokens: token },
  };
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(metadata)}\r\n` +
        `--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const response = await fetch(
    `http://${storageHost}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(objectPath)}`,
    {
      method: 'POST',
      headers: {
        Authorization: 'Bearer owner',
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': `multipart/related; boundary=${boundary}`,
      },
      body,
    },
  );
  if (!response.ok) throw new Error(`uploading ${objectPath} failed: HTTP ${response.status} ${await response.text()}`);
  /** @type {{ downloadTokens?: string }} */
  const uploaded = await response.json();
  const tokens = (uploaded.downloadTokens ?? '').split(',');
  return downloadUrl(storageHost, bucket, objectPath, tokens.includes(token) ? token : (tokens[0] ?? token));
}

/**
 * Deletes every object under blog-images/ (owner access).
 * @param {string} storageHost
 * @param {string} bucket
 */
async function emptyImages(storageHost, bucket) {
  let pageToken = '';
  do {
    const url = new URL(`http://${storageHost}/v0/b/${encodeURIComponent(bucket)}/o`);
    url.searchParams.set('prefix', 'blog-images/');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (!response.ok) throw new Error(`listing images failed: HTTP ${response.status}`);
    /** @type {{ items?: { name: string }[], nextPageToken?: string }} */
    const page = await response.json();
    for (const item of page.items ?? []) {
      await fetch(`http://${storageHost}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(item.name)}`, {
        method: 'DELETE',
        headers: { Authorization: 'Bearer owner' },
      });
    }
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
}

/**
 * Empties Firestore and Auth through the emulators' own REST endpoints.
 * @param {string} projectId
 * @param {string} firestoreHost
 * @param {string} authHost
 */
async function wipeEmulators(projectId, firestoreHost, authHost) {
  const calls = [
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    `http://${authHost}/emulator/v1/projects/${projectId}/accounts`,
  ];
  for (const url of calls) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`DELETE ${url} failed: HTTP ${response.status}`);
  }
}

/**
 * What a caller needs to know of each seeded document (its id is its slug).
 * @param {readonly { slug: string, title: string, is_published: boolean }[]} documents
 * @param {readonly (string | null | undefined)[]} images the URL of each one's stored cover
 * @returns {SeedResult['blogs']}
 */
function seededSummary(documents, images) {
  return documents.map((document, i) => ({
    id: document.slug,
    slug: document.slug,
    title: document.title,
    is_published: document.is_published,
    image_url: images[i] ?? null,
  }));
}

/**
 * Seeds the emulators: those named in `options.hosts`, else those in FIRESTORE_EMULATOR_HOST,
 * FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST, else the ports of ports.mjs.
 * Sets those variables in this process, since firebase-admin reads them.
 * @param {SeedOptions} [options]
 * @returns {Promise<SeedResult>}
 */
export async function seed(options = {}) {
  const projectId = options.projectId ?? PROJECT_ID;
  const bucket = options.bucket ?? STORAGE_BUCKET;
  const log = options.log ?? (() => {});
  const hosts = {
    auth: options.hosts?.auth ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`,
    firestore:
      options.hosts?.firestore ?? process.env.FIRESTORE_EMULATOR_HOST ?? `${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`,
    storage:
      options.hosts?.storage ??
      process.env.FIREBASE_STORAGE_EMULATOR_HOST ??
      `${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`,
  };
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = hosts.storage;
  process.env.GCLOUD_PROJECT ??= projectId;

  if (options.wipe) {
    await wipeEmulators(projectId, hosts.firestore, hosts.auth);
    await emptyImages(hosts.storage, bucket);
    log('seed: emptied Firestore, Auth and blog-images/');
  }

  // The collections' names are the domain's own (TypeScript, run through tsx).
  /** @type {typeof import('../../domain/src/index.ts')} */
  const domain = await tsImport('../../domain/src/index.ts', import.meta.url);
  const { BLOG_TYPE, CASE_STUDY_TYPE, BLOG_INDEX_COLLECTION, CASE_STUDY_INDEX_COLLECTION } = domain;
  const BLOGS_COLLECTION = BLOG_TYPE.collection;
  const CASE_STUDIES_COLLECTION = CASE_STUDY_TYPE.collection;
  /** Each document's slug claimed by `{ id }`, as the console's saves claim it. */
  const SLUG_CLAIMS = {
    [BLOGS_COLLECTION]: BLOG_TYPE.slugClaims,
    [CASE_STUDIES_COLLECTION]: CASE_STUDY_TYPE.slugClaims,
  };
  const app = initializeApp({ projectId }, `seed-${crypto.randomUUID()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);

    for (const user of Object.values(SEED_USERS)) {
      const properties = {
        email: user.email,
        password: user.password,
        displayName: user.displayName,
        emailVerified: true,
      };
      const exists = await auth.getUser(user.uid).then(
        () => true,
        () => false,
      );
      if (exists) await auth.updateUser(user.uid, properties);
      else await auth.createUser({ uid: user.uid, ...properties });
      await auth.setCustomUserClaims(user.uid, { ...user.claims });
    }
    // The staff documents firestore.rules and the functions read (functions/src/staff/staff.ts).
    for (const [uid, document] of Object.entries(seedStaffDocuments(FieldValue.serverTimestamp()))) {
      await db.collection('staff').doc(uid).set(document);
    }
    log(
      `seed: accounts ${Object.values(SEED_USERS)
        .map((u) => `${u.email} (${u.role}, ${u.language})`)
        .join(', ')}`,
    );

    /** @param {CoverSpec | null} cover @param {string} folder @param {string} slug @param {string} date */
    const imageFor = async (cover, folder, slug, date) => {
      if (!cover) return null;
      const plainPath = seedImagePath(folder, slug, date);
      const bytes = cachedCover(cover, slug);
      const variants = seedVariants(cover, slug);
      if (!variants) {
        log(`seed: no committed variants of the cover of ${slug}: run node scripts/images/seed-variants.mjs`);
        return uploadAsOwner({
          storageHost: hosts.storage,
          bucket,
          objectPath: plainPath,
          bytes,
          contentType: 'image/png',
        });
      }
      // As the console uploads: the variants first, then the original named with its size
      // (domain/src/imageVariants.ts).
      const objectPath = plainPath.replace(/\.png$/, `.${COVER_SIZE.width}x${COVER_SIZE.height}.png`);
      const stem = objectPath.replace(/\.png$/, '');
      await Promise.all(
        variants.map((variant) =>
          uploadAsOwner({
            storageHost: hosts.storage,
            bucket,
            objectPath: `${stem}.w${variant.width}.webp`,
            bytes: variant.bytes,
            contentType: 'image/webp',
          }),
        ),
      );
      return uploadAsOwner({ storageHost: hosts.storage, bucket, objectPath, bytes, contentType: 'image/png' });
    };

    const blogImages = await Promise.all(
      SEED_BLOGS.map((blog) => imageFor(blog.cover, 'blogs', blog.slug, blog.published_date)),
    );
    const caseStudyImages = await Promise.all(
      SEED_CASE_STUDIES.map((study) => imageFor(study.cover, 'case-studies', study.slug, study.created_at)),
    );

    for (const name of [
      BLOGS_COLLECTION,
      CASE_STUDIES_COLLECTION,
      BLOG_INDEX_COLLECTION,
      CASE_STUDY_INDEX_COLLECTION,
      ...Object.values(SLUG_CLAIMS),
    ]) {
      await db.recursiveDelete(db.collection(name));
    }
    const batch = db.batch();
    // Seeded documents are named by their slug; the claim says so, as the console's saves do.
    /** @param {keyof typeof SLUG_CLAIMS} collection @param {string} slug */
    const claim = (collection, slug) => batch.set(db.collection(SLUG_CLAIMS[collection]).doc(slug), { id: slug });
    SEED_BLOGS.forEach(({ cover: _cover, ...blog }, i) => {
      batch.set(db.collection(BLOGS_COLLECTION).doc(blog.slug), {
        ...blog,
        image_url: blogImages[i] ?? null,
        image_alt: blog.image_alt ?? null,
        image_alt_sv: blog.image_alt_sv ?? null,
      });
      claim(BLOGS_COLLECTION, blog.slug);
    });
    SEED_CASE_STUDIES.forEach(({ cover: _cover, created_at, ...study }, i) => {
      claim(CASE_STUDIES_COLLECTION, study.slug);
      batch.set(db.collection(CASE_STUDIES_COLLECTION).doc(study.slug), {
        ...study,
        metrics: study.metrics ? study.metrics.map((m) => ({ ...m })) : null,
        metrics_sv: study.metrics_sv ? study.metrics_sv.map((m) => ({ ...m })) : null,
        image_url: caseStudyImages[i] ?? null,
        image_alt: null,
        image_alt_sv: null,
        created_at: Timestamp.fromDate(new Date(created_at)),
      });
    });
    await batch.commit();
    log(`seed: ${SEED_BLOGS.length} blog posts, ${SEED_CASE_STUDIES.length} case studies, images in gs://${bucket}`);

    // `--posts N`: generated published posts up to N in all, with the demo posts' covers.
    const extra = generatedPosts(
      Math.max(0, (options.posts ?? 0) - PUBLISHED_BLOGS.length),
      blogImages.filter(Boolean),
    );
    for (let start = 0; start < extra.length; start += 200) {
      const chunk = db.batch();
      for (const { id, ...post } of extra.slice(start, start + 200)) {
        chunk.set(db.collection(BLOGS_COLLECTION).doc(id), post);
        chunk.set(db.collection(SLUG_CLAIMS[BLOGS_COLLECTION]).doc(post.slug), { id });
      }
      await chunk.commit();
    }
    if (extra.length) log(`seed: ${extra.length} generated blog posts (--posts ${options.posts})`);

    // `--case-studies N`: generated published case studies up to N in all, with the demo's covers.
    const extraStudies = generatedCaseStudies(
      Math.max(0, (options.caseStudies ?? 0) - PUBLISHED_CASE_STUDIES.length),
      caseStudyImages.filter(Boolean),
    );
    for (let start = 0; start < extraStudies.length; start += 200) {
      const chunk = db.batch();
      for (const { id, created_at, ...study } of extraStudies.slice(start, start + 200)) {
        chunk.set(db.collection(CASE_STUDIES_COLLECTION).doc(id), {
          ...study,
          created_at: Timestamp.fromDate(created_at),
        });
        chunk.set(db.collection(SLUG_CLAIMS[CASE_STUDIES_COLLECTION]).doc(study.slug), { id });
      }
      await chunk.commit();
    }
    if (extraStudies.length) {
      log(`seed: ${extraStudies.length} generated case studies (--case-studies ${options.caseStudies})`);
    }

    // The lists' indexes (domain/src/blogIndex.ts, caseStudyIndex.ts), whole from every post and story
    // stored, the seed's and any written before it (without --wipe: staff's own stay listed), as
    // `pnpm content:reindex` writes them; the triggers keep them from here on when the Functions
    // emulator runs.
    /** @type {typeof import('../content/reindex.ts')} */
    const { reindexBlog, reindexCaseStudies } = await tsImport('../content/reindex.ts', import.meta.url);
    await reindexBlog(db);
    await reindexCaseStudies(db);

    return {
      admin: { uid: SEED_USERS.admin.uid, email: SEED_USERS.admin.email, password: SEED_USERS.admin.password },
      editor: { uid: SEED_USERS.editor.uid, email: SEED_USERS.editor.email, password: SEED_USERS.editor.password },
      blogs: seededSummary(SEED_BLOGS, blogImages),
      caseStudies: seededSummary(SEED_CASE_STUDIES, caseStudyImages),
    };
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    await seed({
      wipe: process.argv.includes('--wipe'),
      posts: postsOption(process.argv),
      caseStudies: postsOption(process.argv, '--case-studies'),
      log: (line) => console.log(line),
    });
    console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error('Are the emulators running? Start them with `pnpm start`.');
    process.exitCode = 1;
  }
}
