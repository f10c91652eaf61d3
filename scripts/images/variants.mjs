#!/usr/bin/env node
/**
 * Makes the responsive variants of images stored before the console made them (and any a sized
 * image is missing): every cover (`image_url`) and every image of ours in the markdown of every
 * blog post and case study. For an image stored as `…/{stem}.{ext}` it reads the original, makes
 * WebP copies 480/800/1200 px wide (never wider) in headless Chromium (encode.mjs, the console's
 * code), stores them as `{stem}.{w}x{h}.w{N}.webp`, stores the original again as
 * `{stem}.{w}x{h}.{ext}` (objects are never overwritten) and points the document at that one;
 * the old object stays, since a cached page may still show it. Idempotent: a second run finds
 * nothing to do, and one after a run that stopped partway takes the files that run stored as they
 * are (never overwritten) and finishes. Animations (a GIF, APNG or WebP of more than one frame,
 * counted from the original's bytes as the console counts them: domain/src/images.ts) and images
 * from other sites are left as they are: still variants would show visitors their first frame.
 *
 *   pnpm images:variants --emulator [--dry-run]             the local stack (demo-nordic-ai)
 *   pnpm images:variants --project <id> [--bucket <name>] [--dry-run]
 *
 * --project uses Application Default Credentials (`gcloud auth application-default login`, or
 * GOOGLE_APPLICATION_CREDENTIALS) of someone who may write Firestore and Storage; the bucket
 * defaults to `<id>.appspot.com`. Needs Chromium (Debian's, or CHROMIUM_PATH).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { imageDimensions } from '../../domain/src/images.ts';
import { parseSizedImagePath } from '../../domain/src/imageVariants.ts';
import {
  TRANSLATION_SOURCES_COLLECTION,
  textFingerprint,
  translationSourcesId,
} from '../../domain/src/translationSources.ts';
import { EMULATOR_HOST, EMULATOR_PORTS, PROJECT_ID, STORAGE_BUCKET } from '../local-stack/ports.mjs';
import { uploadAsOwner } from '../seed/seed.mjs';
import { withImageEncoder } from './encode.mjs';

const IMAGE_CACHE_CONTROL = 'public, max-age=3600';
/** The markdown fields that may hold images, per collection. */
const MARKDOWN_FIELDS = {
  blogs: ['content', 'content_sv'],
  case_studies: ['challenge', 'solution', 'results', 'challenge_sv', 'solution_sv', 'results_sv'],
};
const TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const PLAIN = /^(blog-images\/(?:blogs|case-studies)\/[^/]+)\.([a-z0-9]{1,10})$/;
const STORAGE_URL = /https?:\/\/[^\s/)]+\/v0\/b\/[^/\s)]+\/o\/blog-images%2F[^\s)?]+(?:\?[^\s)]*)?/g;

/** @param {string} url */
export function objectOf(url) {
  const parsed = new URL(url);
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(parsed.pathname);
  if (!match?.[2]) return null;
  return { origin: parsed.origin, bucket: decodeURIComponent(match[1] ?? ''), name: decodeURIComponent(match[2]) };
}

/**
 * What must be done for one stored image name: nothing (an animation's sized name has no variants),
 * make missing variants, or resize it.
 * @param {string} name
 */
export function planFor(name) {
  const sized = parseSizedImagePath(name);
  if (sized?.animated) return { kind: /** @type {const} */ ('skip') };
  if (sized) {
    const variants = sized.variants.map((variant) => ({ width: variant.width, name: variant.path }));
    return { kind: /** @type {const} */ ('sized'), variants };
  }
  const plain = PLAIN.exec(name);
  const type = plain ? TYPES[/** @type {keyof typeof TYPES} */ (plain[2])] : undefined;
  if (!plain || !type) return { kind: /** @type {const} */ ('skip') };
  return { kind: /** @type {const} */ ('plain'), stem: plain[1] ?? '', extension: plain[2] ?? '', type };
}

/**
 * Cloud Storage's files of `bucket` (named `bucketName`): read, and write a new one with a download
 * token, answering its download URL. Objects are never overwritten (ifGenerationMatch: 0).
 * @param {ReturnType<ReturnType<typeof getStorage>['bucket']>} bucket
 * @param {string} bucketName
 */
export function cloudStore(bucket, bucketName) {
  /** @param {string} name @param {string} token */
  const urlOf = (name, token) =>
    `https://firebasestorage.googleapis.com/v0/b/${encodeURIComponent(bucketName)}/o/${encodeURIComponent(name)}?alt=media&token=${token}`;
  return {
    /** @param {string} name */
    exists: async (name) => (await bucket.file(name).exists())[0],
    /** @param {string} name */
    read: async (name) => {
      const file = bucket.file(name);
      return (await file.exists())[0] ? (await file.download())[0] : null;
    },
    /** @param {string} name @param {Buffer} bytes @param {string} contentType */
    write: async (name, bytes, contentType) => {
      const file = bucket.file(name);
      const token = crypto.randomUUID();
      try {
        await file.save(bytes, {
          resumable: false,
          preconditionOpts: { ifGenerationMatch: 0 },
          metadata: {
            contentType,
            cacheControl: IMAGE_CACHE_CONTROL,
            metadata: { firebaseStorageDownloadTokens: token },
          },
        });
      } catch (error) {
        // Stored already, by a run that stopped before it pointed the document at it (the same
        // bytes: made from the same original): taken as it is, with its own download token.
        if (/** @type {{ code?: unknown }} */ (error)?.code !== 412) throw error;
        const [metadata] = await file.getMetadata();
        const stored = String(metadata.metadata?.firebaseStorageDownloadTokens ?? '')
          .split(',')
          .filter(Boolean)[0];
        if (stored) return urlOf(name, stored);
        await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
      }
      return urlOf(name, token);
    },
  };
}

/**
 * Points item `id` of `collection` at the images `moved` names (an old address → its new one): its
 * cover and every address in its markdown `fields`, in the document as it is now (read in the
 * transaction that writes it, so an edit saved while the images were encoded stays). A translation
 * source or English fingerprint (translation_sources) that was the fingerprint of a field's text
 * before becomes that of its text after, so a Swedish translated from it is not shown out of date
 * for a change of address. Answers the fields changed (none on a second run).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} collection
 * @param {string} id
 * @param {readonly string[]} fields
 * @param {ReadonlyMap<string, string>} moved
 * @returns {Promise<string[]>}
 */
export function pointAtImages(db, collection, id, fields, moved) {
  const item = db.collection(collection).doc(id);
  const sourcesRef = db.collection(TRANSLATION_SOURCES_COLLECTION).doc(translationSourcesId(collection, id));
  return db.runTransaction(async (transaction) => {
    const [snapshot, sources] = await Promise.all([transaction.get(item), transaction.get(sourcesRef)]);
    const data = snapshot.data();
    if (!data) return [];
    /** @type {Record<string, string>} */
    const update = {};
    /** @type {Record<string, string>} */
    const sourcesUpdate = {};
    if (typeof data.image_url === 'string' && moved.has(data.image_url))
      update.image_url = moved.get(data.image_url) ?? data.image_url;
    for (const field of fields) {
      const text = data[field];
      if (typeof text !== 'string') continue;
      let replaced = text;
      for (const url of new Set(text.match(STORAGE_URL) ?? [])) {
        const next = moved.get(url);
        if (next && next !== url) replaced = replaced.split(url).join(next);
      }
      if (replaced === text) continue;
      update[field] = replaced;
      for (const key of ['fields', 'english'])
        if (sources.get(`${key}.${field}`) === textFingerprint(text))
          sourcesUpdate[`${key}.${field}`] = textFingerprint(replaced);
    }
    if (Object.keys(update).length) transaction.update(item, update);
    if (Object.keys(sourcesUpdate).length) transaction.update(sourcesRef, sourcesUpdate);
    return Object.keys(update);
  });
}

/**
 * The variants of a sized image that are not stored yet, asked of the store by name: none is
 * downloaded (a run over a thousand covers whose variants all exist downloaded three thousand
 * WebP files to find nothing to do).
 * @template {{ name: string }} Variant
 * @param {{ exists: (name: string) => Promise<boolean> }} store
 * @param {readonly Variant[]} variants
 * @returns {Promise<Variant[]>}
 */
export async function missingVariants(store, variants) {
  const missing = [];
  for (const variant of variants) if (!(await store.exists(variant.name))) missing.push(variant);
  return missing;
}

/**
 * @typedef {object} ImageStore
 * @property {(name: string) => Promise<boolean>} exists
 * @property {(name: string) => Promise<Buffer | null>} read
 * @property {(name: string, bytes: Buffer, contentType: string) => Promise<string>} write answers the new object's download URL
 */

/**
 * What the run does with one image address: its sized image's missing variants made, or a plain
 * image stored again under its sized name with its variants; answers the address the documents are
 * to name (the same one when nothing moved). An image in two places is done once.
 *
 * An image the browser cannot decode (a truncated file, or a decompression bomb, which Chromium
 * refuses: the console stores such a file alone, as it could make no variants of it either) is
 * left as it is, with a warning, and its name added to `undecodable`: the run goes on with the
 * others. It stopped there before, and every later run stopped at the same image, so no image after
 * it ever got its variants.
 * @param {{ store: ImageStore, encode: (bytes: Buffer, type: string) => Promise<import('./encode.mjs').Encoded>, bucketName: string, dryRun: boolean, undecodable?: string[] }} options
 * @returns {(url: string) => Promise<string>}
 */
export function imageProcessor({ store, encode, bucketName, dryRun, undecodable = [] }) {
  /** @type {Map<string, string>} an old URL → its replacement, so an image in two places is done once */
  const done = new Map();
  /**
   * The original's variants, or null (with a warning) when the browser cannot decode it.
   * @param {string} name @param {Buffer} bytes @param {string} type
   */
  const encoded = async (name, bytes, type) => {
    try {
      return await encode(bytes, type);
    } catch (error) {
      console.warn(
        `${name}: left as it is, the browser cannot decode it (${error instanceof Error ? error.message : error})`,
      );
      undecodable.push(name);
      return null;
    }
  };
  /**
   * Whether the original is an animation: it keeps moving, with no still variants.
   * @param {string} name @param {Buffer} bytes
   */
  const animation = (name, bytes) => {
    const frames = imageDimensions(bytes)?.frames ?? 1;
    if (frames > 1) console.log(`${name}: left as it is, an animation of ${frames} frames`);
    return frames > 1;
  };
  /** @param {string} url */
  return async (url) => {
    if (done.has(url)) return done.get(url) ?? url;
    const object = objectOf(url);
    const plan =
      object && object.bucket === bucketName ? planFor(object.name) : { kind: /** @type {const} */ ('skip') };
    let next = url;
    if (object && plan.kind === 'sized') {
      const missing = await missingVariants(store, plan.variants);
      if (missing.length) {
        const original = await store.read(object.name);
        if (!original) console.warn(`missing original ${object.name}`);
        else if (!animation(object.name, original)) {
          const type = TYPES[/** @type {keyof typeof TYPES} */ (object.name.split('.').pop() ?? '')] ?? 'image/png';
          const made = await encoded(object.name, original, type);
          if (made) {
            for (const variant of missing) {
              const bytes = made.variants.find((v) => v.width === variant.width)?.bytes;
              if (bytes && !dryRun) await store.write(variant.name, bytes, 'image/webp');
            }
            console.log(`${object.name}: made ${missing.map((v) => `${v.width} px`).join(', ')}`);
          }
        }
      }
    } else if (object && plan.kind === 'plain') {
      const original = await store.read(object.name);
      if (!original) console.warn(`missing original ${object.name}`);
      else if (!animation(object.name, original)) {
        const made = await encoded(object.name, original, plan.type);
        if (made) {
          const sized = `${plan.stem}.${made.width}x${made.height}`;
          console.log(
            `${object.name} → ${sized}.${plan.extension} with ${made.variants.map((v) => `${v.width} px`).join(', ')}`,
          );
          if (!dryRun) {
            for (const variant of made.variants)
              await store.write(`${sized}.w${variant.width}.webp`, variant.bytes, 'image/webp');
            next = await store.write(`${sized}.${plan.extension}`, original, plan.type);
          }
        }
      }
    }
    done.set(url, next);
    return next;
  };
}

/** @param {string[]} argv */
function parseArgs(argv) {
  const options = { emulator: false, project: '', bucket: '', dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--emulator') options.emulator = true;
    else if (arg === '--project') options.project = argv[++i] ?? '';
    else if (arg === '--bucket') options.bucket = argv[++i] ?? '';
    else if (arg === '--dry-run') options.dryRun = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (options.emulator === Boolean(options.project)) throw new Error('say where: --emulator or --project <id>');
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const projectId = options.emulator ? PROJECT_ID : options.project;
  const bucketName = options.bucket || (options.emulator ? STORAGE_BUCKET : `${projectId}.appspot.com`);
  const storageHost = `${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`;
  if (options.emulator) process.env.FIRESTORE_EMULATOR_HOST ||= `${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`;
  const app = initializeApp({ projectId, storageBucket: bucketName }, `images-${crypto.randomUUID()}`);
  const db = getFirestore(app);

  // The local Storage server speaks the Firebase (v0) API only; production is Cloud Storage.
  const store = options.emulator
    ? {
        /** @param {string} name: its metadata, not its bytes */
        exists: async (name) => {
          const url = `http://${storageHost}/v0/b/${encodeURIComponent(bucketName)}/o/${encodeURIComponent(name)}`;
          const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
          await response.body?.cancel();
          return response.ok;
        },
        /** @param {string} name */
        read: async (name) => {
          const url = `http://${storageHost}/v0/b/${encodeURIComponent(bucketName)}/o/${encodeURIComponent(name)}?alt=media`;
          const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
          return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
        },
        /** @param {string} name @param {Buffer} bytes @param {string} contentType */
        write: (name, bytes, contentType) =>
          uploadAsOwner({ storageHost, bucket: bucketName, objectPath: name, bytes, contentType }),
      }
    : cloudStore(getStorage(app).bucket(bucketName), bucketName);

  let changed = 0;
  /** @type {string[]} */
  const undecodable = [];
  await withImageEncoder(async (encode) => {
    const process1 = imageProcessor({ store, encode, bucketName, dryRun: options.dryRun, undecodable });

    for (const [collection, markdownFields] of Object.entries(MARKDOWN_FIELDS)) {
      const snapshot = await db.collection(collection).get();
      for (const document of snapshot.docs) {
        const data = document.data();
        /** @type {Map<string, string>} an address of this document → its new one */
        const moved = new Map();
        const urls = [
          ...(typeof data.image_url === 'string' ? [data.image_url] : []),
          ...markdownFields.flatMap((field) =>
            typeof data[field] === 'string' ? (data[field].match(STORAGE_URL) ?? []) : [],
          ),
        ];
        for (const url of new Set(urls)) {
          const next = await process1(url);
          if (next !== url) moved.set(url, next);
        }
        if (moved.size) {
          const fields = options.dryRun
            ? ['(dry run)']
            : await pointAtImages(db, collection, document.id, markdownFields, moved);
          if (fields.length) {
            changed++;
            console.log(`${collection}/${document.id}: ${fields.join(', ')}`);
          }
        }
      }
    }
  });
  console.log(`${changed} document${changed === 1 ? '' : 's'} ${options.dryRun ? 'would change' : 'changed'}`);
  if (undecodable.length > 0) {
    console.warn(
      `${undecodable.length} image${undecodable.length === 1 ? '' : 's'} the browser cannot decode, left as they are (replace them in the console): ${undecodable.join(', ')}`,
    );
  }
  await deleteApp(app);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
