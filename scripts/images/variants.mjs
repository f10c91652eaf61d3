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
 * First it repairs the animations stored as still images before the console knew them (each stored
 * as `{stem}.{w}x{h}.{ext}` with still WebP variants, so pages showed their first frame): every
 * GIF, PNG or WebP of that name any post, case study or kept version (`revisions`) names is read,
 * and one of more than one frame (the console's test, imageDimensions) is stored again as
 * `{stem}.{w}x{h}.animated.{ext}`, as the console stores an animation now; every item and version
 * naming it is pointed at that one (the item's translation sources and each version's recorded
 * ones following a field whose English changed only by its address), and once nothing names the
 * still name any more, its still variants are removed. The still original stays (the daily sweep
 * takes it in production): an editor opened before the run and saved after it names it again,
 * and the next run repairs that too. Resumable at any point: the animation's copy is never
 * overwritten, an item already pointed at it is left, and variants a stopped run did not remove
 * are found again from the animation's name. An animation stored without its size (`{stem}.{ext}`:
 * every upload from 2026-11-22 to 11-25, before the console made variants, and every GIF until
 * 12-06, when it made them of PNG and WebP only) moved on pages but had no box kept for it: it is
 * stored again as `{stem}.{w}x{h}.animated.{ext}` (its size from its bytes, imageDimensions) and
 * pointed at the same way. `--dry-run` lists all of it, writes nothing and downloads nothing (no
 * Chromium either): an original whose frames no run has counted is named, and counted in "would
 * inspect N originals". Storage calls run eight at a time, each image's one after another, the
 * output in order; an original is downloaded at most once a run, and a still one not again by a later run.
 *
 *   pnpm images:variants --emulator [--dry-run]             the local stack (demo-nordic-ai)
 *   pnpm images:variants --project <id> [--bucket <name>] [--dry-run]
 *
 * --project uses Application Default Credentials (`gcloud auth application-default login`, or
 * GOOGLE_APPLICATION_CREDENTIALS) of someone who may write Firestore and Storage; the bucket
 * defaults to `<id>.appspot.com`. Needs Chromium (Debian's, or CHROMIUM_PATH), but for a dry run.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import pMap, { pMapIterable } from 'p-map';
import { REVISION_SOURCES_FIELD, REVISIONS_SUBCOLLECTION } from '../../domain/src/audit.ts';
import { imageDimensions } from '../../domain/src/images.ts';
import {
  parseSizedImagePath,
  sizedImagePath,
  storedImagesIn,
  storedImageUrlsIn,
} from '../../domain/src/imageVariants.ts';
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
 * The custom metadata a run writes on an original whose frames it counted (the repair of
 * animations): the count (0 for bytes no decoder reads), and the generation of the object it
 * counted. A later run downloads an original only when it has no count for the object as stored
 * now: an object's bytes never change (it is never overwritten), and a client that uploads one may
 * send custom metadata of its own (storage.rules check its type, size and name) but never the
 * generation the server will give it. Nobody else may change an image's metadata (create only).
 */
const FRAMES = 'frames';
const FRAMES_GENERATION = 'framesGeneration';

/**
 * What an earlier run counted in an object of `generation` whose custom metadata is `custom`: its
 * frames, or null when no run counted this very object; and its size in bytes (what a download of it costs).
 * @param {{ generation?: unknown, size?: unknown, metadata?: Record<string, unknown> | null }} metadata
 * @returns {FrameRecord}
 */
function frameRecordOf(metadata) {
  const generation = String(metadata.generation ?? '');
  const custom = metadata.metadata;
  const frames = Number(custom?.[FRAMES]);
  const counted = Boolean(generation) && String(custom?.[FRAMES_GENERATION] ?? '') === generation;
  const size = Number(metadata.size);
  return {
    generation,
    frames: counted && Number.isInteger(frames) && frames >= 0 ? frames : null,
    size: Number.isFinite(size) && size >= 0 ? size : 0,
  };
}

/** @param {string} generation @param {number} frames */
const framesMetadata = (generation, frames) => ({ [FRAMES]: String(frames), [FRAMES_GENERATION]: generation });

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
    /** @param {string} name */
    remove: async (name) => {
      await bucket.file(name).delete({ ignoreNotFound: true });
    },
    /** @param {string} name */
    frameRecord: async (name) => {
      try {
        const [metadata] = await bucket.file(name).getMetadata();
        return frameRecordOf(metadata);
      } catch (error) {
        if (/** @type {{ code?: unknown }} */ (error)?.code === 404) return null;
        throw error;
      }
    },
    /** @param {string} name @param {string} generation @param {number} frames */
    recordFrames: async (name, generation, frames) => {
      try {
        await bucket
          .file(name)
          .setMetadata({ metadata: framesMetadata(generation, frames) }, { ifGenerationMatch: generation });
      } catch (error) {
        // Deleted, or stored again, since it was read: that object is counted when a run reads it.
        const code = /** @type {{ code?: unknown }} */ (error)?.code;
        if (code !== 404 && code !== 412) throw error;
      }
    },
  };
}

/**
 * The local stack's Storage server (storage-emulator/, or firebase-tools' emulator), at `storageHost`
 * (`host:port`), as the project's owner: it speaks the Firebase (v0) API only; production is
 * Cloud Storage ({@link cloudStore}).
 * @param {string} storageHost
 * @param {string} bucketName
 * @returns {ImageStore}
 */
export function emulatorStore(storageHost, bucketName) {
  /** @param {string} name */
  const objectUrl = (name) =>
    `http://${storageHost}/v0/b/${encodeURIComponent(bucketName)}/o/${encodeURIComponent(name)}`;
  const owner = { Authorization: 'Bearer owner' };
  return {
    // Its metadata, not its bytes.
    exists: async (name) => {
      const response = await fetch(objectUrl(name), { headers: owner });
      await response.body?.cancel();
      return response.ok;
    },
    read: async (name) => {
      const response = await fetch(`${objectUrl(name)}?alt=media`, { headers: owner });
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      await response.body?.cancel();
      return null;
    },
    write: (name, bytes, contentType) =>
      uploadAsOwner({ storageHost, bucket: bucketName, objectPath: name, bytes, contentType }),
    remove: async (name) => {
      const response = await fetch(objectUrl(name), { method: 'DELETE', headers: owner });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new Error(`deleting ${name} failed: HTTP ${response.status}`);
    },
    frameRecord: async (name) => {
      const response = await fetch(objectUrl(name), { headers: owner });
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 404) return null;
        throw new Error(`reading the metadata of ${name} failed: HTTP ${response.status}`);
      }
      return frameRecordOf(
        /** @type {{ generation?: unknown, size?: unknown, metadata?: Record<string, unknown> }} */ (
          await response.json()
        ),
      );
    },
    recordFrames: async (name, generation, frames) => {
      const response = await fetch(objectUrl(name), {
        method: 'PATCH',
        headers: { ...owner, 'Content-Type': 'application/json' },
        body: JSON.stringify({ metadata: framesMetadata(generation, frames) }),
      });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404)
        throw new Error(`recording the frames of ${name} failed: HTTP ${response.status}`);
    },
  };
}

/**
 * The download URLs of `bucketName`'s images in `text`, each whole (its token included) and once:
 * the domain's storedImageUrlsIn, so the script replaces the very addresses the sweep, the export
 * and the import read. @param {string} text @param {string} bucketName
 */
export function storageUrlsIn(text, bucketName) {
  return [...new Set(storedImageUrlsIn(text, bucketName).map((address) => address.url))];
}

/**
 * The fields of `data` (an item's, or a version's `fields`) that name an address `moved` replaces:
 * its cover (`image_url`, the whole value) and the addresses of `bucketName`'s images in its
 * markdown `fields`, each with its text before and after.
 * @param {Record<string, unknown>} data
 * @param {readonly string[]} fields
 * @param {ReadonlyMap<string, string>} moved
 * @param {string} bucketName
 * @returns {Record<string, { before: string, after: string }>}
 */
export function movedFields(data, fields, moved, bucketName) {
  /** @type {Record<string, { before: string, after: string }>} */
  const changed = {};
  const cover = data.image_url;
  const next = typeof cover === 'string' ? moved.get(cover) : undefined;
  if (typeof cover === 'string' && next && next !== cover) changed.image_url = { before: cover, after: next };
  for (const field of fields) {
    const text = data[field];
    if (typeof text !== 'string') continue;
    let replaced = text;
    for (const url of storageUrlsIn(text, bucketName)) {
      const address = moved.get(url);
      if (address && address !== url) replaced = replaced.split(url).join(address);
    }
    if (replaced !== text) changed[field] = { before: text, after: replaced };
  }
  return changed;
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
 * @param {string} bucketName the bucket of the images `moved` names
 * @returns {Promise<string[]>}
 */
export function pointAtImages(db, collection, id, fields, moved, bucketName) {
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
    for (const [field, { before, after }] of Object.entries(movedFields(data, fields, moved, bucketName))) {
      update[field] = after;
      if (field === 'image_url') continue;
      for (const key of ['fields', 'english'])
        if (sources.get(`${key}.${field}`) === textFingerprint(before))
          sourcesUpdate[`${key}.${field}`] = textFingerprint(after);
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
 * @typedef {object} FrameRecord
 * @property {string} generation the stored object's generation
 * @property {number | null} frames the frames a run counted in this object (0: no decoder reads it), or null when none did
 * @property {number} size its bytes
 */

/**
 * @typedef {object} ImageStore
 * @property {(name: string) => Promise<boolean>} exists
 * @property {(name: string) => Promise<Buffer | null>} read
 * @property {(name: string, bytes: Buffer, contentType: string) => Promise<string>} write answers the new object's download URL
 * @property {(name: string) => Promise<void>} remove deletes an object (one already gone is no error)
 * @property {(name: string) => Promise<FrameRecord | null>} frameRecord what a run counted in the object as stored now (its metadata, not its bytes), or null when it is not stored
 * @property {(name: string, generation: string, frames: number) => Promise<void>} recordFrames records the frames counted in the object of that generation (custom metadata)
 */

/**
 * How many Storage calls a run has open at once: each image (or variant, or document) is one task
 * of a pool of this many, its calls one after another, so a run waits on at most this many round
 * trips at a time (one after another, 1,000 metadata reads from Cloud Storage took tens of seconds).
 */
const STORAGE_CONCURRENCY = 8;

/**
 * What a task of the pool says, kept until its turn: the tasks run at once, their lines are printed
 * in the order of their input, so the output reads as it did when they ran one after another.
 * @typedef {{ log: (line: string) => void, warn: (line: string) => void }} Notes
 */

/** A task's notes, and a way to print them. */
function taskNotes() {
  /** @type {['log' | 'warn', string][]} */
  const lines = [];
  return {
    /** @type {Notes} */
    notes: { log: (line) => lines.push(['log', line]), warn: (line) => lines.push(['warn', line]) },
    print: () => {
      for (const [level, line] of lines) console[level](line);
    },
  };
}

/** @type {Notes} */
const CONSOLE = { log: (line) => console.log(line), warn: (line) => console.warn(line) };

/**
 * `work` of `name`, its error naming the image it was about (a pool's first error stops the run,
 * and is what the run prints). @template T @param {string} name @param {() => Promise<T>} work
 */
async function about(name, work) {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Named already (the variants of an original the repair handed over): once is enough.
    if (message.startsWith(`${name}: `)) throw error;
    throw new Error(`${name}: ${message}`, { cause: error });
  }
}

/**
 * The originals a dry run would have to download to tell an animation from a still image (no run
 * has counted their frames): each name with its size in bytes.
 * @typedef {Map<string, number>} ToInspect
 */

/** "N originals (X MB)". @param {number} count @param {number} bytes */
const originalsOf = (count, bytes) =>
  `${count} original${count === 1 ? '' : 's'} (${(bytes / 1e6).toFixed(bytes && bytes < 1e5 ? 2 : 1)} MB)`;

/** @param {ToInspect} inspect */
export const inspectSummary = (inspect) =>
  originalsOf(
    inspect.size,
    [...inspect.values()].reduce((sum, size) => sum + size, 0),
  );

/**
 * @typedef {object} ImageProcessor
 * @property {(url: string, notes?: Notes) => Promise<string>} address what the run does with one image
 *   address (see {@link imageProcessor}); answers the address the documents are to name
 * @property {(name: string, bytes: Buffer, notes?: Notes) => Promise<void>} original the same for the
 *   object `name`, whose bytes an earlier step downloaded already (the repair of animations, to count
 *   its frames): not downloaded again
 */

/**
 * What the run does with the images the documents name: a sized image's missing variants made, or a
 * plain image stored again under its sized name with its variants; the address the documents are to
 * name (the same one when nothing moved). An image named in two places (or by two addresses) is done
 * once.
 *
 * An image the browser cannot decode (a truncated file, or a decompression bomb, which Chromium
 * refuses: the console stores such a file alone, as it could make no variants of it either) is
 * left as it is, with a warning, and its name added to `undecodable`: the run goes on with the
 * others. It stopped there before, and every later run stopped at the same image, so no image after
 * it ever got its variants.
 *
 * A dry run downloads nothing: it asks which variants exist, and whether an original is an animation
 * of the count an earlier run recorded on it (a JPEG never is); an original no run counted is added
 * to `inspect`, the originals a run would download to tell.
 * @param {{ store: Pick<ImageStore, 'exists' | 'read' | 'write' | 'frameRecord' | 'recordFrames'>, encode: (bytes: Buffer, type: string) => Promise<import('./encode.mjs').Encoded>, bucketName: string, dryRun: boolean, undecodable?: string[], inspect?: ToInspect }} options
 * @returns {ImageProcessor}
 */
export function imageProcessor({ store, encode, bucketName, dryRun, undecodable = [], inspect = new Map() }) {
  /** @type {Map<string, Promise<string | null>>} an object's name → the address it moved to (null: none) */
  const done = new Map();
  /**
   * The original's variants, or null (with a warning) when the browser cannot decode it.
   * @param {string} name @param {Buffer} bytes @param {string} type @param {Notes} notes
   */
  const encoded = async (name, bytes, type, notes) => {
    try {
      return await encode(bytes, type);
    } catch (error) {
      notes.warn(
        `${name}: left as it is, the browser cannot decode it (${error instanceof Error ? error.message : error})`,
      );
      undecodable.push(name);
      return null;
    }
  };
  /**
   * The frames of `name` a dry run knows without downloading it: 1 for a JPEG, else what a run
   * recorded; 'unknown' (added to `inspect`) when none did, null when it is not stored.
   * @param {string} name @param {Notes} notes
   * @returns {Promise<number | 'unknown' | null>}
   */
  const knownFrames = async (name, notes) => {
    if (!ANIMATABLE.has(extensionOf(name))) return 1;
    const record = await store.frameRecord(name);
    if (!record) {
      notes.warn(`missing original ${name}`);
      return null;
    }
    if (record.frames != null) return record.frames;
    inspect.set(name, record.size);
    return 'unknown';
  };
  /**
   * The original's bytes, or null (said) when it is not stored, or when it is an animation: it keeps
   * moving, with no still variants.
   * @param {string} name @param {Buffer | null} given @param {Notes} notes
   */
  const still = async (name, given, notes) => {
    const bytes = given ?? (await store.read(name));
    if (!bytes) {
      notes.warn(`missing original ${name}`);
      return null;
    }
    const frames = imageDimensions(bytes)?.frames ?? 1;
    if (frames <= 1) return bytes;
    notes.log(`${name}: left as it is, an animation of ${frames} frames`);
    return null;
  };
  /**
   * @param {string} name @param {Buffer | null} given its bytes when downloaded already @param {Notes} notes
   * @returns {Promise<string | null>}
   */
  const work = async (name, given, notes) => {
    const plan = planFor(name);
    if (plan.kind === 'sized') {
      const missing = await missingVariants(store, plan.variants);
      if (!missing.length) return null;
      const widths = missing.map((variant) => `${variant.width} px`).join(', ');
      if (dryRun) {
        const frames = await knownFrames(name, notes);
        if (frames === 'unknown') notes.log(`${name}: would make ${widths} if it is a still image (would inspect it)`);
        else if (frames !== null && frames > 1) notes.log(`${name}: left as it is, an animation of ${frames} frames`);
        else if (frames !== null) notes.log(`${name}: would make ${widths}`);
        return null;
      }
      const original = await still(name, given, notes);
      if (!original) return null;
      const type = TYPES[/** @type {keyof typeof TYPES} */ (extensionOf(name))] ?? 'image/png';
      const made = await encoded(name, original, type, notes);
      if (!made) return null;
      for (const variant of missing) {
        const bytes = made.variants.find((v) => v.width === variant.width)?.bytes;
        if (bytes) await store.write(variant.name, bytes, 'image/webp');
      }
      notes.log(`${name}: made ${widths}`);
      return null;
    }
    if (plan.kind !== 'plain') return null;
    if (dryRun) {
      const frames = await knownFrames(name, notes);
      const sized = `${plan.stem}.{w}x{h}.${plan.extension}`;
      if (frames === 'unknown')
        notes.log(
          `${name}: would store it again as ${sized} with its variants if it is a still image (would inspect it)`,
        );
      else if (frames !== null && frames > 1) notes.log(`${name}: left as it is, an animation of ${frames} frames`);
      else if (frames !== null) notes.log(`${name}: would store it again as ${sized} with its variants`);
      return frames === null || (frames !== 'unknown' && frames > 1) ? null : `(${sized})`;
    }
    const original = await still(name, given, notes);
    if (!original) return null;
    const made = await encoded(name, original, plan.type, notes);
    if (!made) return null;
    const sized = `${plan.stem}.${made.width}x${made.height}`;
    notes.log(`${name} → ${sized}.${plan.extension} with ${made.variants.map((v) => `${v.width} px`).join(', ')}`);
    for (const variant of made.variants)
      await store.write(`${sized}.w${variant.width}.webp`, variant.bytes, 'image/webp');
    const copy = `${sized}.${plan.extension}`;
    const address = await store.write(copy, original, plan.type);
    // Its frames recorded on the copy, as the repair of animations records them, so the next run
    // does not download the copy to count them again.
    const record = ANIMATABLE.has(plan.extension) ? await store.frameRecord(copy) : null;
    if (record && record.frames == null)
      await store.recordFrames(copy, record.generation, imageDimensions(original)?.frames ?? 0);
    return address;
  };
  /** @param {string} name @param {Buffer | null} given @param {Notes} notes */
  const once = (name, given, notes) => {
    let pending = done.get(name);
    if (!pending) {
      pending = about(name, () => work(name, given, notes));
      done.set(name, pending);
    }
    return pending;
  };
  return {
    address: async (url, notes = CONSOLE) => {
      const object = objectOf(url);
      if (!object || object.bucket !== bucketName) return url;
      return (await once(object.name, null, notes)) ?? url;
    },
    original: async (name, bytes, notes = CONSOLE) => {
      await once(name, bytes, notes);
    },
  };
}

/**
 * The types an animation can be (their frames are what imageDimensions counts): a JPEG never is,
 * so none is downloaded to ask.
 */
const ANIMATABLE = new Set(['gif', 'png', 'webp']);

/** @param {string} name */
const extensionOf = (name) => name.slice(name.lastIndexOf('.') + 1);

/**
 * The name an animation stored as a still image (`{stem}.{w}x{h}.{ext}`, with still variants) is
 * to have, the console's name for an animation: `{stem}.{w}x{h}.animated.{ext}`, its size kept (the
 * console's decode of the image, as it names an animation now). Null for any other name: a JPEG's,
 * an animation's, a plain one.
 * @param {string} name
 */
export function animatedNameFor(name) {
  const sized = parseSizedImagePath(name);
  const extension = extensionOf(name);
  if (!sized || sized.animated || !ANIMATABLE.has(extension)) return null;
  const stem = name.slice(0, -`.${sized.width}x${sized.height}.${extension}`.length);
  return sizedImagePath(`${stem}.${extension}`, { width: sized.width, height: sized.height, animated: true });
}

/**
 * The still name an animation's name would have had (whose variants a repair removes): the inverse
 * of {@link animatedNameFor}, or null when `name` is not an animation's.
 * @param {string} name
 */
export function stillNameOf(name) {
  if (!parseSizedImagePath(name)?.animated) return null;
  const extension = extensionOf(name);
  return `${name.slice(0, -`.animated.${extension}`.length)}.${extension}`;
}

/**
 * Every post, case study and kept version (`revisions` of either, a deleted item's not yet removed
 * included), a page at a time, in the order of their paths.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {number} pageSize
 */
async function* contentDocuments(db, pageSize) {
  const queries = [
    ...Object.keys(MARKDOWN_FIELDS).map((collection) => db.collection(collection)),
    db.collectionGroup(REVISIONS_SUBCOLLECTION),
  ];
  for (const query of queries) {
    const ordered = query.orderBy(FieldPath.documentId());
    /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | undefined} */
    let last;
    for (;;) {
      const page = await (last ? ordered.startAfter(last) : ordered).limit(pageSize).get();
      yield* page.docs;
      if (page.size < pageSize) break;
      last = page.docs[page.docs.length - 1];
    }
  }
}

/**
 * What a stored document is to this repair: an item (its collection) or a version (its item's
 * collection, its content under `fields`), or null (a history's `head`, another collection's).
 * @param {import('firebase-admin/firestore').QueryDocumentSnapshot} document
 */
function contentOf(document) {
  const parent = document.ref.parent;
  const item = parent.parent;
  const collection = item ? item.parent.id : parent.id;
  const fields = MARKDOWN_FIELDS[/** @type {keyof typeof MARKDOWN_FIELDS} */ (collection)];
  if (!fields) return null;
  if (!item) return { collection, version: false, data: document.data(), fields };
  const data = document.get('fields');
  return data && typeof data === 'object' ? { collection, version: true, data, fields } : null;
}

/** Every string in `value`, however deep. @param {unknown} value @returns {string[]} */
function stringsIn(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The files of `bucketName` that any stored post, case study or kept version names, anywhere in
 * it (as the daily sweep reads them), each with the first document naming it; and, in `itemImages`
 * when given, those a post's or case study's cover or markdown names (the images the variants are
 * made of).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} bucketName
 * @param {number} pageSize
 * @param {Set<string>} [itemImages]
 * @returns {Promise<Map<string, string>>} a file's name → a document's path
 */
async function namedImages(db, bucketName, pageSize, itemImages) {
  /** @type {Map<string, string>} */
  const named = new Map();
  for await (const document of contentDocuments(db, pageSize)) {
    for (const text of stringsIn(document.data()))
      for (const name of storedImagesIn(text, bucketName)) if (!named.has(name)) named.set(name, document.ref.path);
    const content = itemImages && contentOf(document);
    if (!content || content.version) continue;
    for (const text of [content.data.image_url, ...content.fields.map((field) => content.data[field])])
      if (typeof text === 'string') for (const name of storedImagesIn(text, bucketName)) itemImages?.add(name);
  }
  return named;
}

/**
 * Points version `ref` (a kept version of an item of `collection`, its content under `fields`) at
 * the images `moved` names, as {@link pointAtImages} points an item, in a transaction on the version
 * as it is then: its cover and the addresses in its markdown `fields`; a translation source it
 * recorded (`translation_sources`) that was the fingerprint of a field's English before becomes
 * that of its English after, so restoring it does not show its Swedish out of date. Answers the
 * fields changed (none on a second run, or when the version was deleted meanwhile).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {import('firebase-admin/firestore').DocumentReference} ref
 * @param {readonly string[]} fields
 * @param {ReadonlyMap<string, string>} moved
 * @param {string} bucketName the bucket of the images `moved` names
 * @returns {Promise<string[]>}
 */
export function pointVersionAtImages(db, ref, fields, moved, bucketName) {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.get('fields');
    if (!data || typeof data !== 'object') return [];
    const sources = snapshot.get(REVISION_SOURCES_FIELD);
    /** @type {Record<string, string>} */
    const update = {};
    const changed = movedFields(data, fields, moved, bucketName);
    for (const [field, { before, after }] of Object.entries(changed)) {
      update[`fields.${field}`] = after;
      if (field !== 'image_url' && sources?.[field] === textFingerprint(before))
        update[`${REVISION_SOURCES_FIELD}.${field}`] = textFingerprint(after);
    }
    if (Object.keys(update).length) transaction.update(ref, update);
    return Object.keys(changed);
  });
}

/** A still image's WebP variant, `{stem}.{w}x{h}.w{N}.webp` (a still copy, never an animation). */
const VARIANT_NAME = /\.[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.w[1-9][0-9]{0,4}\.webp$/;

/**
 * The name an animation stored without its size (`{stem}.{ext}`: every upload before the console made
 * variants, and every GIF until it told animations by their frames) is to have, the console's name
 * for an animation, once its bytes say its size: `{stem}.{w}x{h}.animated.{ext}`. Null for a name
 * that is not a plain GIF, PNG or WebP of ours.
 * @param {string} name
 * @returns {((size: { width: number, height: number }) => string) | null}
 */
export function sizedAnimationNameFor(name) {
  if (planFor(name).kind !== 'plain' || !ANIMATABLE.has(extensionOf(name)) || VARIANT_NAME.test(name)) return null;
  return (size) => sizedImagePath(name, { width: size.width, height: size.height, animated: true });
}

/**
 * @typedef {object} AnimationRepair
 * @property {number} repaired animations found stored as still images (and stored as animations)
 * @property {number} unsized animations found stored without their size (and stored under their sized name)
 * @property {number} items posts and case studies pointed at them
 * @property {number} versions kept versions pointed at them
 * @property {number} removed still variants removed
 * @property {string[]} kept still names whose variants stay, since something still names them
 * @property {number} inspect originals a dry run did not download, whose frames no run has counted: a run downloads each once
 */

/**
 * Repairs the animations stored as still images before the console knew them (see the top of this
 * file): finds them, stores each as the console stores an animation, points every item and kept
 * version at it, and removes its still variants once nothing names the still name (checked by
 * reading everything again after the pointing). Idempotent and resumable. Its Storage calls run
 * in a pool of `concurrency` (each image's one after another), its output in the order of the names.
 *
 * A dry run (`dryRun`) lists what it would do and downloads nothing: it knows an animation by the
 * count an earlier run recorded on it, and adds an original no run counted to `inspect` (the
 * originals a run would download once to count their frames).
 *
 * `stillOriginal`, when given, receives each still original the run downloaded that a post's or
 * case study's cover or markdown names, while its bytes are at hand: the variants are made of it
 * without downloading it again (imageProcessor's `original`).
 * @param {{ db: import('firebase-admin/firestore').Firestore, store: ImageStore, bucketName: string, dryRun: boolean, pageSize?: number, concurrency?: number, inspect?: ToInspect, stillOriginal?: (name: string, bytes: Buffer, notes: Notes) => Promise<void> }} options
 * @returns {Promise<AnimationRepair>}
 */
export async function repairAnimations({
  db,
  store,
  bucketName,
  dryRun,
  pageSize = 500,
  concurrency = STORAGE_CONCURRENCY,
  inspect = new Map(),
  stillOriginal,
}) {
  /** @type {AnimationRepair} */
  const outcome = { repaired: 0, unsized: 0, items: 0, versions: 0, removed: 0, kept: [], inspect: 0 };
  /** @type {Set<string>} */
  const itemImages = new Set();
  const named = await namedImages(db, bucketName, pageSize, stillOriginal && itemImages);

  // 1. Each still-named GIF, PNG or WebP whose bytes hold more than one frame, and each plain-named
  // one, stored again under the console's name for an animation (never overwritten: a stopped run's
  // copy is taken as it is).
  /** @type {Map<string, string>} a still or plain name → its animation's download URL */
  const repairs = new Map();
  /** @type {Set<string>} still names whose variants may be left (an earlier run stopped before removing them) */
  const stills = new Set();
  /** @type {ToInspect} */
  const unknown = new Map();
  /**
   * One name's check: what it is, and what the run did with it, its lines in `notes`.
   * @param {string} name @param {Notes} notes
   * @returns {Promise<{ still?: string, animation?: { url: string, stillNamed: boolean } }>}
   */
  const check = async (name, notes) => {
    const stillAnimated = animatedNameFor(name);
    const plainAnimated = sizedAnimationNameFor(name);
    if (!stillAnimated && !plainAnimated) return { still: stillNameOf(name) ?? undefined };
    // Counted by an earlier run: a still image (or bytes no decoder reads) stays one.
    const record = await store.frameRecord(name);
    if (record?.frames != null && record.frames <= 1) return {};
    if (!record) {
      notes.warn(`${name}: missing, named by ${named.get(name)}`);
      return {};
    }
    const how = stillAnimated ? 'as a still image' : 'without its size';
    if (dryRun) {
      if (record.frames == null) {
        unknown.set(name, record.size);
        return {};
      }
      // A plain name's size is in its bytes, which a dry run does not download.
      const animated =
        stillAnimated ?? `${name.slice(0, -extensionOf(name).length - 1)}.{w}x{h}.animated.${extensionOf(name)}`;
      notes.log(`${name}: an animation of ${record.frames} frames stored ${how}; would store it again as ${animated}`);
      return { animation: { url: `(${animated})`, stillNamed: Boolean(stillAnimated) } };
    }
    const original = await store.read(name);
    if (!original) {
      notes.warn(`${name}: missing, named by ${named.get(name)}`);
      return {};
    }
    const dimensions = imageDimensions(original);
    const frames = dimensions?.frames ?? 0;
    if (record.frames !== frames) await store.recordFrames(name, record.generation, frames);
    if (!dimensions || frames <= 1) {
      if (stillOriginal && itemImages.has(name)) await stillOriginal(name, original, notes);
      return {};
    }
    const animated = stillAnimated ?? plainAnimated?.(dimensions) ?? name;
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extensionOf(name))] ?? 'application/octet-stream';
    const url = await store.write(animated, original, type);
    notes.log(`${name}: an animation of ${frames} frames stored ${how}; stored it again as ${animated}`);
    return { animation: { url, stillNamed: Boolean(stillAnimated) } };
  };
  const checked = pMapIterable(
    [...named.keys()].sort(),
    async (name) => {
      const { notes, print } = taskNotes();
      return { name, print, ...(await about(name, () => check(name, notes))) };
    },
    { concurrency },
  );
  for await (const { name, print, still, animation } of checked) {
    print();
    if (still) stills.add(still);
    if (!animation) continue;
    repairs.set(name, animation.url);
    if (animation.stillNamed) {
      stills.add(name);
      outcome.repaired++;
    } else outcome.unsized++;
  }
  for (const [name, size] of unknown) inspect.set(name, size);
  outcome.inspect = unknown.size;

  // 2. Every item and kept version naming one pointed at its animation.
  if (repairs.size) {
    for await (const document of contentDocuments(db, pageSize)) {
      const content = contentOf(document);
      if (!content) continue;
      /** @type {Map<string, string>} an address of this document → its animation's */
      const moved = new Map();
      for (const text of [content.data.image_url, ...content.fields.map((field) => content.data[field])]) {
        if (typeof text !== 'string') continue;
        for (const { url, name } of storedImageUrlsIn(text, bucketName)) {
          const next = repairs.get(name);
          if (next) moved.set(url, next);
        }
      }
      if (!moved.size) continue;
      const fields = dryRun
        ? Object.keys(movedFields(content.data, content.fields, moved, bucketName))
        : content.version
          ? await pointVersionAtImages(db, document.ref, content.fields, moved, bucketName)
          : await pointAtImages(db, content.collection, document.id, content.fields, moved, bucketName);
      if (!fields.length) continue;
      outcome[content.version ? 'versions' : 'items']++;
      console.log(`${document.ref.path}: ${fields.join(', ')} ${dryRun ? 'would be ' : ''}pointed at the animation`);
    }
  }

  // 3. The still variants removed once nothing names their still name (nor them): asked of the
  // store by name first, so a run with nothing left to remove reads nothing more.
  const asked = [...stills]
    .sort()
    .flatMap((still) => (parseSizedImagePath(still)?.variants ?? []).map((variant) => ({ still, variant })));
  const present = await pMap(asked, ({ variant }) => about(variant.path, () => store.exists(variant.path)), {
    concurrency,
  });
  /** @type {Map<string, { width: number, path: string }[]>} a still name → its variants stored */
  const leftover = new Map();
  for (const [index, { still, variant }] of asked.entries())
    if (present[index]) leftover.set(still, [...(leftover.get(still) ?? []), variant]);
  if (leftover.size) {
    const now = dryRun ? null : await namedImages(db, bucketName, pageSize);
    /** @type {[string, { width: number, path: string }[]][]} */
    const removable = [];
    for (const [still, variants] of leftover) {
      const namedBy =
        now && [still, ...variants.map((variant) => variant.path)].map((name) => now.get(name)).find(Boolean);
      if (namedBy) {
        console.warn(`${still}: its still variants stay, ${namedBy} still names it`);
        outcome.kept.push(still);
      } else removable.push([still, variants]);
    }
    if (!dryRun)
      await pMap(
        removable.flatMap(([, variants]) => variants),
        (variant) => about(variant.path, () => store.remove(variant.path)),
        { concurrency },
      );
    for (const [still, variants] of removable) {
      outcome.removed += variants.length;
      const widths = variants.map((variant) => variant.width);
      console.log(
        `${still}: ${dryRun ? 'would remove' : 'removed'} its still variants (${widths.join(', ')} px)${dryRun ? ' once nothing names it' : ''}`,
      );
    }
  }

  /** @param {number} n @param {string} one @param {string} many */
  const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  const be = dryRun ? 'would be ' : '';
  console.log(
    `Animations stored as still images: ${outcome.repaired} found, ${be}stored again as animations; ` +
      (outcome.unsized
        ? `stored without their size: ${outcome.unsized} found, ${be}stored again under their sized names; `
        : '') +
      `${count(outcome.items, 'post or case study', 'posts and case studies')} and ` +
      `${count(outcome.versions, 'kept version', 'kept versions')} ${be}pointed at them; ` +
      `${count(outcome.removed, 'still variant', 'still variants')} ${be}removed` +
      (outcome.kept.length
        ? `; the still variants of ${count(outcome.kept.length, 'image', 'images')} kept, still named (see above): run again once no editor holds them`
        : '') +
      (unknown.size
        ? `; would inspect ${inspectSummary(unknown)} whose frames no run has counted yet (a run downloads each once, and repairs those of more than one frame)`
        : ''),
  );
  return outcome;
}

/**
 * The whole run: the repair of animations ({@link repairAnimations}), then the variants of every
 * still image a post's or case study's cover or markdown names ({@link imageProcessor}), each
 * document pointed at its sized images in a transaction; the documents a pool of `concurrency` at a
 * time, their output in the order of their ids. A still original the repair downloaded is made into
 * variants then, not downloaded again. A dry run downloads nothing and encodes nothing (`encode` is
 * not called): it ends with the originals a run would download to tell animations from still images.
 * @param {{ db: import('firebase-admin/firestore').Firestore, store: ImageStore, encode: (bytes: Buffer, type: string) => Promise<import('./encode.mjs').Encoded>, bucketName: string, dryRun: boolean, concurrency?: number }} options
 * @returns {Promise<{ animations: AnimationRepair, changed: number, undecodable: string[] }>}
 */
export async function repairImages({ db, store, encode, bucketName, dryRun, concurrency = STORAGE_CONCURRENCY }) {
  /** @type {string[]} */
  const undecodable = [];
  /** @type {ToInspect} */
  const inspect = new Map();
  const processor = imageProcessor({ store, encode, bucketName, dryRun, undecodable, inspect });
  const animations = await repairAnimations({
    db,
    store,
    bucketName,
    dryRun,
    concurrency,
    inspect,
    stillOriginal: processor.original,
  });

  let changed = 0;
  for (const [collection, markdownFields] of Object.entries(MARKDOWN_FIELDS)) {
    const snapshot = await db.collection(collection).get();
    const pointed = pMapIterable(
      snapshot.docs,
      async (document) => {
        const { notes, print } = taskNotes();
        const data = document.data();
        /** @type {Map<string, string>} an address of this document → its new one */
        const moved = new Map();
        const urls = [
          ...(typeof data.image_url === 'string' ? [data.image_url] : []),
          ...markdownFields.flatMap((field) =>
            typeof data[field] === 'string' ? storageUrlsIn(data[field], bucketName) : [],
          ),
        ];
        for (const url of new Set(urls)) {
          const next = await processor.address(url, notes);
          if (next !== url) moved.set(url, next);
        }
        const fields = !moved.size
          ? []
          : dryRun
            ? Object.keys(movedFields(data, markdownFields, moved, bucketName))
            : await about(`${collection}/${document.id}`, () =>
                pointAtImages(db, collection, document.id, markdownFields, moved, bucketName),
              );
        return { id: document.id, print, fields };
      },
      { concurrency },
    );
    for await (const { id, print, fields } of pointed) {
      print();
      if (!fields.length) continue;
      changed++;
      console.log(`${collection}/${id}: ${fields.join(', ')}${dryRun ? ' would be pointed at the sized images' : ''}`);
    }
  }
  console.log(
    `Images without their variants: ${changed} document${changed === 1 ? '' : 's'} ${dryRun ? 'would change' : 'changed'}`,
  );
  if (undecodable.length > 0) {
    console.warn(
      `${undecodable.length} image${undecodable.length === 1 ? '' : 's'} the browser cannot decode, left as they are (replace them in the console): ${undecodable.join(', ')}`,
    );
  }
  if (dryRun && inspect.size)
    console.log(
      `Would inspect ${inspectSummary(inspect)} in all whose frames no run has counted yet: a run downloads each once, to tell an animation from a still image`,
    );
  return { animations, changed, undecodable };
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

  const store = options.emulator
    ? emulatorStore(storageHost, bucketName)
    : cloudStore(getStorage(app).bucket(bucketName), bucketName);

  const run = (/** @type {Parameters<typeof repairImages>[0]['encode']} */ encode) =>
    repairImages({ db, store, encode, bucketName, dryRun: options.dryRun });
  // A dry run encodes nothing (it downloads nothing): no browser.
  if (options.dryRun)
    await run(async () => {
      throw new Error('a dry run encodes nothing');
    });
  else await withImageEncoder(run);
  await deleteApp(app);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
