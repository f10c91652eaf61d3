/**
 * The layout of a content export and its manifest.
 *
 *   manifest.json                    what the export is (below), with every file's size and SHA-256
 *   firestore/{collection}.jsonl     JSON Lines: one `{ path, data }` a line, the collection's
 *                                    documents, each followed by its subcollections' (revisions);
 *                                    data as values.ts writes it
 *   storage/blog-images/…            the image files, under their names in the bucket
 *
 * Format 1 (exports before 2026-12-06) held each collection as one JSON document,
 * `firestore/{collection}.json`, `{ collection, documents: [{ path, data }] }`: written and read as
 * one string, which V8 caps at about 512 MB (some 11,000 posts of ten saved versions). Format 2
 * writes and reads a line at a time; the import still reads format 1.
 *
 * An import checks the manifest and every file's checksum before it reads anything else, and
 * refuses a format version newer than it knows.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EXPORTED_COLLECTIONS, type ExportedCollection, IMAGES_FOLDER } from './collections';
import type { JsonObject } from './values';

export const EXPORT_FORMAT = 'nordic-ai-content-export';
/** Raise when the layout or the value encoding changes in a way an older import would misread. */
export const EXPORT_FORMAT_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';

export interface ExportedDocument {
  /** `blogs/abc`, `blogs/abc/revisions/000001`. */
  path: string;
  data: JsonObject;
}

/** One image file and what Storage keeps with it. */
export interface ExportedImage {
  /** Its name in the bucket, and its file under `storage/`. */
  name: string;
  contentType: string;
  cacheControl: string | null;
  /** The tokens its download URLs carry; the import gives the file the same ones. */
  downloadTokens: string[];
  size: number;
  /** MD5 of the bytes, base64, as Storage reports it. */
  md5: string;
}

export interface FileEntry {
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof EXPORT_FORMAT;
  version: number;
  /** The project and bucket it was exported from. */
  project: string;
  bucket: string;
  /** ISO 8601. */
  exportedAt: string;
  collections: string[];
  counts: { documents: Record<string, number>; images: number };
  images: ExportedImage[];
  /** Files a document points at that were not in the bucket when exported. */
  missingImages: string[];
  /** Every file of the export but this one, by its path in the export (`/`-separated). */
  files: Record<string, FileEntry>;
}

/** A collection's file: JSON Lines, one document a line (format 2 on). */
export const documentsFile = (collection: string) => `firestore/${collection}.jsonl`;
/** A collection's file in format 1: one JSON document, `{ collection, documents }`. */
export const legacyDocumentsFile = (collection: string) => `firestore/${collection}.json`;
/** The first format version whose collections' files are JSON Lines (documentsFile). */
export const LINES_FORMAT_VERSION = 2;
/** The file of `collection` in an export of format `version`. */
const documentsFileOf = (version: number, collection: string) =>
  version < LINES_FORMAT_VERSION ? legacyDocumentsFile(collection) : documentsFile(collection);
export const imageFile = (name: string) => `storage/${name}`;

/** Names of blog-images/ files that are safe to use as paths inside the export folder. */
const IMAGE_NAME = /^blog-images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isSafeImageName(name: string): boolean {
  return name.startsWith(IMAGES_FOLDER) && IMAGE_NAME.test(name) && !name.split('/').includes('..');
}

export function fileEntry(bytes: Uint8Array): FileEntry {
  return { size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
}

/** The FileEntry of a file, read a piece at a time (a collection's file may be larger than memory should hold). */
export function fileEntryOf(file: string): FileEntry {
  const hash = crypto.createHash('sha256');
  const piece = Buffer.alloc(1024 * 1024);
  const fd = fs.openSync(file, 'r');
  let size = 0;
  try {
    for (let read = fs.readSync(fd, piece); read > 0; read = fs.readSync(fd, piece)) {
      hash.update(piece.subarray(0, read));
      size += read;
    }
  } finally {
    fs.closeSync(fd);
  }
  return { size, sha256: hash.digest('hex') };
}

export const md5Of = (bytes: Uint8Array) => crypto.createHash('md5').update(bytes).digest('base64');

/** The (sub)collection a document is counted in: `blogs`, `blogs/*\/revisions`. */
export function collectionPattern(documentPath: string): string {
  const segments = documentPath.split('/').slice(0, -1);
  return segments.map((segment, i) => (i % 2 === 1 ? '*' : segment)).join('/');
}

/**
 * How many documents each collection and subcollection holds: `blogs`, `blogs/*\/revisions`;
 * each of `collections` is counted even when empty.
 */
export function countDocuments(paths: Iterable<string>, collections: readonly string[] = []): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(collections.map((collection) => [collection, 0]));
  for (const documentPath of paths) {
    const pattern = collectionPattern(documentPath);
    counts[pattern] = (counts[pattern] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The manifest of an export, checked; throws with what is wrong. */
export function parseManifest(value: unknown): Manifest {
  const problem = (what: string): never => {
    throw new Error(`The manifest is not one of a content export: ${what}.`);
  };
  if (!isRecord(value)) return problem('it is not a JSON object');
  if (value.format !== EXPORT_FORMAT) return problem(`format is ${JSON.stringify(value.format)}`);
  const version = value.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return problem('version is not a positive whole number');
  if (version > EXPORT_FORMAT_VERSION) {
    throw new Error(
      `This export has format version ${version}; this import reads version ${EXPORT_FORMAT_VERSION} and older. Update the repository and try again.`,
    );
  }
  for (const key of ['project', 'bucket', 'exportedAt'] as const)
    if (typeof value[key] !== 'string' || !value[key]) problem(`${key} is missing`);
  const { collections, images, missingImages, files, counts } = value;
  if (!Array.isArray(collections) || !collections.every((c) => typeof c === 'string' && /^[A-Za-z0-9_-]+$/.test(c)))
    return problem('collections is not a list of collection names');
  // A collection listed twice would have its file read twice: every document of it twice over.
  const twice = collections.find((collection, i) => collections.indexOf(collection) !== i);
  if (twice !== undefined) return problem(`collections lists ${twice} more than once`);
  if (!isRecord(counts)) return problem('counts is missing');
  if (!Array.isArray(missingImages) || !missingImages.every((name) => typeof name === 'string'))
    return problem('missingImages is not a list of names');
  if (!isRecord(files)) return problem('files is missing');
  for (const [file, entry] of Object.entries(files)) {
    if (!isRecord(entry) || typeof entry.size !== 'number' || typeof entry.sha256 !== 'string')
      problem(`the entry of ${file} has no size or checksum`);
  }
  if (!Array.isArray(images)) return problem('images is not a list');
  for (const image of images) {
    if (
      !isRecord(image) ||
      typeof image.name !== 'string' ||
      typeof image.contentType !== 'string' ||
      !(image.cacheControl === null || typeof image.cacheControl === 'string') ||
      !Array.isArray(image.downloadTokens) ||
      !image.downloadTokens.every((token) => typeof token === 'string') ||
      typeof image.size !== 'number' ||
      typeof image.md5 !== 'string'
    )
      return problem(`an image entry is incomplete: ${JSON.stringify(image)}`);
    if (!isSafeImageName(image.name)) return problem(`${JSON.stringify(image.name)} is not a name under blog-images/`);
  }
  return value as unknown as Manifest;
}

/**
 * What is wrong with the files of the export in `dir`: a collection or image without its file, a
 * file missing, or one whose size or checksum is not the manifest's. Empty when all is well.
 */
export function verifyFiles(dir: string, manifest: Manifest): string[] {
  const problems: string[] = [];
  const listed = new Set(Object.keys(manifest.files));
  for (const collection of manifest.collections) {
    const file = documentsFileOf(manifest.version, collection);
    if (!listed.has(file)) problems.push(`${file} is not in the manifest`);
  }
  for (const image of manifest.images)
    if (!listed.has(imageFile(image.name))) problems.push(`${imageFile(image.name)} is not in the manifest`);
  for (const [file, expected] of Object.entries(manifest.files)) {
    if (file.split('/').includes('..') || path.isAbsolute(file)) {
      problems.push(`${file} is outside the export`);
      continue;
    }
    const full = path.join(dir, ...file.split('/'));
    if (!fs.existsSync(full)) {
      problems.push(`${file} is missing`);
      continue;
    }
    const actual = fileEntryOf(full);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      problems.push(`${file} has changed since the export (size or SHA-256 is not the manifest's)`);
  }
  return problems;
}

/**
 * One document of a collection's file, checked: it lies in `collection` or in one of its known
 * subcollections (collections.ts), with fields. Anything else (a crafted line naming `leads`, say)
 * is refused, `where` naming the file (and line) it is in, before anything is written.
 */
export function checkDocument(collection: string, document: unknown, where: string): ExportedDocument {
  const known = knownCollection(collection);
  const segments = isRecord(document) && typeof document.path === 'string' ? document.path.split('/') : [];
  const valid =
    isRecord(document) &&
    isRecord(document.data) &&
    segments[0] === collection &&
    segments.every((segment) => segment && segment !== '.' && segment !== '..') &&
    (segments.length === 2 || (segments.length === 4 && (known.subcollections ?? []).includes(segments[2] ?? '')));
  if (!valid)
    throw new Error(`${where} holds a document outside ${collection}: ${JSON.stringify(document).slice(0, 200)}`);
  return document as unknown as ExportedDocument;
}

/**
 * The collections.ts entry of `collection`; an export from a newer version may have more, which
 * this import refuses to guess at.
 */
export function knownCollection(collection: string): ExportedCollection {
  const known = EXPORTED_COLLECTIONS.find((entry) => entry.name === collection);
  if (!known)
    throw new Error(
      `The export has a collection this import does not know, ${collection}; it imports ${EXPORTED_COLLECTIONS.map((entry) => entry.name).join(', ')}. Update the repository and try again.`,
    );
  return known;
}

/**
 * Refuses paths listed more than once, each given with where it was (`firestore/blogs.jsonl`,
 * and its lines when known). A path listed twice is a hand-edited or damaged file (content:export
 * writes each document once): which of the two is the document the import cannot tell (the later
 * one would silently win). No path can be in two files: each file's documents lie in its own
 * collection, and the manifest lists each collection once (parseManifest).
 */
export function refuseRepeated(listings: Iterable<{ path: string; file: string; line?: number }>): void {
  const seen = new Map<string, { file: string; lines: number[]; times: number }>();
  for (const { path: documentPath, file, line } of listings) {
    const entry = seen.get(documentPath) ?? { file, lines: [], times: 0 };
    entry.times += 1;
    if (line !== undefined) entry.lines.push(line);
    seen.set(documentPath, entry);
  }
  const repeated = [...seen].filter(([, entry]) => entry.times > 1);
  if (repeated.length)
    throw new Error(
      `The export lists ${repeated.length === 1 ? 'a document' : `${repeated.length} documents`} more than once (a hand-edited or damaged file: which one is the document?); nothing was imported:\n  ${repeated
        .map(
          ([documentPath, { file, lines, times }]) =>
            `${file}, ${documentPath}: is listed ${times} times${lines.length ? ` (lines ${lines.join(', ')})` : ''}`,
        )
        .join('\n  ')}`,
    );
}

/**
 * The documents of a collection's file in format 1 (legacyDocumentsFile), checked: the collection
 * is one this import knows, each document is one of it (checkDocument), and each is listed once
 * (refuseRepeated).
 */
export function checkDocuments(collection: string, file: unknown): ExportedDocument[] {
  knownCollection(collection);
  const name = legacyDocumentsFile(collection);
  const documents = isRecord(file) && file.collection === collection ? file.documents : undefined;
  if (!Array.isArray(documents)) throw new Error(`${name} is not a list of ${collection}.`);
  const checked = documents.map((document: unknown) => checkDocument(collection, document, name));
  refuseRepeated(checked.map((document) => ({ path: document.path, file: name })));
  return checked;
}
