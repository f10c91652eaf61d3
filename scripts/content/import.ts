/**
 * `pnpm content:import`: restores a content export (a folder or its `.tar.gz`) into a project,
 * typically an empty one: the emulators or a live project.
 *
 *   pnpm content:import <export> --emulator [--project demo-…] [--only blogs/<id> …] [--overwrite] [--dry-run]
 *   pnpm content:import <export> --project <id> [--bucket <name>] [--only …] [--overwrite] [--dry-run]
 *
 * It checks the manifest and every file's checksum first, then reads each collection's file a line
 * at a time (JSON Lines; an export in format 1, one JSON document per collection, is still read
 * whole), refusing a line that is not JSON or not a document of its collection, naming the file and
 * line, and a file that lists a document twice (manifest.ts checkDocument, refuseRepeated), then every document it would write against the content rules
 * (validate.ts: the items against the domain's schemas, as the console's saves and firestore.rules
 * hold them; their slug claims, each naming an item of the export that carries its slug, and old
 * slugs' redirects, each naming an item of the export that carries another slug, no slug both
 * claimed and an old address; their history, each version and the history whole, as the rules keep
 * it; their translation sources, of an item of the export; one refused document, and nothing is
 * written, each named with its file, line and field), then compares the export with the project and
 * only then writes: the image files first (under their names, with their download tokens), then
 * the documents, timestamps as Timestamps. Image URLs in the documents are pointed at the target's
 * bucket when it is another one (move.ts). Idempotent: what the project already holds as exported
 * is left alone, so a second run changes nothing; what it found missing it creates, so a document
 * written since it compared (a staff save, another import) is never overwritten (writeDocuments). A document or file that exists with other
 * content is a conflict, and so is one the project has that the export lacks where it would
 * contradict an imported item (plan.ts planDocuments): a revision under it; a slug claim naming it
 * whose slug it does not carry as exported (the project's `blog_slugs/old` of a post the export
 * calls `new`: firestore.rules allow a claim only on its item's slug, and the console treats any
 * claim as the slug taken, so `old` could never be used again); an old address naming it whose
 * slug it carries as exported (an address never both shows a post and redirects); an old address
 * of a slug the export claims. An imported item whose slug an item of the project that the export
 * does not hold carries is refused whatever the options, naming that item (plan.ts takenSlugs): the
 * import never touches it, and the two would share one address. The import lists every one, field by field or with why, and writes
 * nothing, unless --overwrite, which replaces them with the export's and deletes the others in the
 * same writes (a dry run lists each, `~` replaced, `-` deleted). An old address naming an imported
 * post under another slug stays, as the console keeps it: it still leads to the post. Documents
 * the export does not have are never touched otherwise.
 *
 * --only blogs/<id> (repeatable) restores just that document: with its revisions, its slug claim,
 * its old addresses, its translation sources and the image files it uses (a post deleted by
 * mistake, from last night's export), and the project's claims and old addresses naming it are
 * weighed as above; the content rules are checked on these alone, so what they refuse of another
 * item does not stop it. --dry-run reports what would change and writes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import * as tar from 'tar';
import { EXPORTED_COLLECTIONS } from './collections';
import {
  checkDocument,
  checkDocuments,
  documentsFile,
  type ExportedDocument,
  imageFile,
  knownCollection,
  LINES_FORMAT_VERSION,
  legacyDocumentsFile,
  MANIFEST_FILE,
  type Manifest,
  parseManifest,
  refuseRepeated,
  verifyFiles,
} from './manifest';
import { moveDocuments, selectDocuments } from './move';
import {
  changeCount,
  type DocumentPlan,
  describeConflicts,
  hasConflicts,
  type ImagePlan,
  namingQueries,
  planDocuments,
  planImages,
  type StoredImage,
  slugCounterpart,
  slugQueries,
  takenSlugs,
} from './plan';
import { imagesIn, withVariants } from './storageUrls';
import { connect, parseTarget, type Target } from './target';
import { InvalidDocumentsError, invalidDocuments } from './validate';
import { decodeData, encodeData, type Json, type JsonObject, stringsOf } from './values';

export interface ImportOptions {
  /** The export: its folder, or its `.tar.gz`. */
  source: string;
  target: Target;
  overwrite?: boolean;
  dryRun?: boolean;
  /** Paths of top-level documents (`blogs/<id>`) to import alone, with what goes with them. */
  only?: readonly string[];
  /** Told how far the writing got: after each commit of documents, and every 25 image files. */
  log?: (line: string) => void;
}

export interface ImportReport {
  project: string;
  bucket: string;
  documents: DocumentPlan;
  images: ImagePlan;
  /** How many writes were made (or, with --dry-run, would be). */
  changes: number;
  written: boolean;
}

/** The project holds other content where the export has some, and --overwrite was not given. */
export class ImportConflictError extends Error {
  readonly conflicts: readonly string[];
  constructor(conflicts: readonly string[]) {
    super(
      `${conflicts.join('\n')}\nNothing was written. Run again with --overwrite to replace these with the export's version.`,
    );
    this.name = 'ImportConflictError';
    this.conflicts = conflicts;
  }
}

/** An imported item would carry a slug another item of the project keeps carrying (plan.ts takenSlugs). */
export class SlugTakenError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`${problems.join('\n')}\nNothing was written.`);
    this.name = 'SlugTakenError';
    this.problems = problems;
  }
}

/** The export's folder: `source` itself, or where its archive is unpacked (removed by `done`). */
async function openExport(source: string): Promise<{ dir: string; done: () => void }> {
  if (!fs.existsSync(source)) throw new Error(`${source} does not exist.`);
  if (fs.statSync(source).isDirectory()) return { dir: source, done: () => {} };
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'content-import-'));
  const done = () => fs.rmSync(unpacked, { recursive: true, force: true });
  try {
    // tar leaves out entries with absolute paths or `..`, so nothing lands outside the folder; only
    // files and folders are unpacked (a link could make the import read and upload a file of this machine).
    await tar
      .extract({
        file: source,
        cwd: unpacked,
        strict: true,
        filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
      })
      .catch((error: unknown) => {
        // tar's and zlib's own words ("zlib: unexpected end of file", "TAR_BAD_ARCHIVE") name neither
        // the file nor what to do.
        throw new Error(
          `${source} cannot be unpacked as a .tar.gz (${error instanceof Error ? error.message : String(error)}): ` +
            'it is not an archive content:export --archive wrote, or it was cut short or damaged. Nothing was imported.',
        );
      });
    const entries = fs.readdirSync(unpacked, { withFileTypes: true });
    const dir = fs.existsSync(path.join(unpacked, MANIFEST_FILE))
      ? unpacked
      : entries.length === 1 && entries[0]?.isDirectory()
        ? path.join(unpacked, entries[0].name)
        : '';
    if (!dir || !fs.existsSync(path.join(dir, MANIFEST_FILE)))
      throw new Error(`${source} is not an archive of a content export (no ${MANIFEST_FILE} in it).`);
    return { dir, done };
  } catch (error) {
    done();
    throw error;
  }
}

/** A file of the export read as JSON; one that is not says which file it is (JSON.parse names none). */
function readJson(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}): the export is damaged. Nothing was imported.`,
    );
  }
}

/**
 * The documents of a collection's file in JSON Lines (format 2), read a line at a time, each
 * checked (checkDocument) and placed: `placeOf` gets its file and line. A line that is not a
 * document of the collection is refused naming the file and line, before anything is written.
 */
async function readLines(
  dir: string,
  collection: string,
  placeOf: Map<string, string>,
): Promise<{ documents: ExportedDocument[]; lines: { path: string; file: string; line: number }[] }> {
  knownCollection(collection);
  const file = documentsFile(collection);
  const documents: ExportedDocument[] = [];
  const lines: { path: string; file: string; line: number }[] = [];
  const input = fs.createReadStream(path.join(dir, ...file.split('/')), { encoding: 'utf8' });
  const reader = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  try {
    for await (const text of reader) {
      number += 1;
      const where = `${file} line ${number}`;
      if (!text.trim()) throw new Error(`${where} is empty: the export is damaged. Nothing was imported.`);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        throw new Error(
          `${where} is not valid JSON (${error instanceof Error ? error.message : String(error)}): the export is damaged. Nothing was imported.`,
        );
      }
      const document = checkDocument(collection, value, where);
      documents.push(document);
      lines.push({ path: document.path, file, line: number });
      placeOf.set(document.path, where);
    }
  } finally {
    reader.close();
    input.destroy();
  }
  return { documents, lines };
}

/**
 * The checked manifest and every document of the export, with where each is (its file, and its
 * line in JSON Lines) for the content rules' messages.
 */
async function readExport(
  dir: string,
): Promise<{ manifest: Manifest; documents: ExportedDocument[]; placeOf: (documentPath: string) => string }> {
  const manifestPath = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) throw new Error(`${dir} is not a content export (no ${MANIFEST_FILE}).`);
  const manifest = parseManifest(readJson(manifestPath));
  const problems = verifyFiles(dir, manifest);
  if (problems.length)
    throw new Error(`The export in ${dir} is damaged; nothing was imported:\n  ${problems.join('\n  ')}`);
  const places = new Map<string, string>();
  const placeOf = (documentPath: string) =>
    places.get(documentPath) ?? legacyDocumentsFile(documentPath.split('/')[0] ?? '');
  if (manifest.version < LINES_FORMAT_VERSION) {
    const documents = manifest.collections.flatMap((collection) =>
      checkDocuments(collection, readJson(path.join(dir, ...legacyDocumentsFile(collection).split('/')))),
    );
    return { manifest, documents, placeOf };
  }
  const documents: ExportedDocument[] = [];
  for (const collection of manifest.collections) {
    const read = await readLines(dir, collection, places);
    refuseRepeated(read.lines);
    for (const document of read.documents) documents.push(document);
  }
  return { manifest, documents, placeOf };
}

/** The project's documents at the export's paths, and the subcollections' documents under those. */
async function readExisting(db: Firestore, wanted: readonly ExportedDocument[]): Promise<Map<string, JsonObject>> {
  const existing = new Map<string, JsonObject>();
  const paths = wanted.map((document) => document.path);
  for (let i = 0; i < paths.length; i += 100) {
    const snapshots = await db.getAll(...paths.slice(i, i + 100).map((documentPath) => db.doc(documentPath)));
    for (const snapshot of snapshots) {
      const data = snapshot.data();
      if (data) existing.set(snapshot.ref.path, encodeData(data));
    }
  }
  // Revisions the project has under an imported document that the export lacks.
  const parents = paths.filter((documentPath) => documentPath.split('/').length === 2);
  const children = parents.flatMap((parent) => {
    const entry = EXPORTED_COLLECTIONS.find((collection) => collection.name === parent.split('/')[0]);
    return (entry?.subcollections ?? []).map((sub) => db.doc(parent).collection(sub));
  });
  for (let i = 0; i < children.length; i += 20) {
    const snapshots = await Promise.all(children.slice(i, i + 20).map((collection) => collection.get()));
    for (const child of snapshots.flatMap((snapshot) => snapshot.docs))
      if (!existing.has(child.ref.path)) existing.set(child.ref.path, encodeData(child.data()));
  }
  return existing;
}

/**
 * The project's slug claims and old addresses that planDocuments weighs against the export's: those
 * at the slug documents' counterparts (slugCounterpart), and those naming an item of the export
 * (namingQueries), by path.
 */
async function readSlugDocuments(db: Firestore, wanted: readonly ExportedDocument[]): Promise<Map<string, JsonObject>> {
  const paths = wanted.flatMap((document) => slugCounterpart(document.path) ?? []);
  const found = new Map<string, JsonObject>();
  for (let i = 0; i < paths.length; i += 100) {
    const snapshots = await db.getAll(...paths.slice(i, i + 100).map((documentPath) => db.doc(documentPath)));
    for (const snapshot of snapshots) {
      const data = snapshot.data();
      if (data) found.set(snapshot.ref.path, encodeData(data));
    }
  }
  // An `in` query takes at most 30 values.
  for (const { collection, ids } of namingQueries(wanted))
    for (let i = 0; i < ids.length; i += 30) {
      const snapshot = await db
        .collection(collection)
        .where('id', 'in', ids.slice(i, i + 30))
        .get();
      for (const document of snapshot.docs) found.set(document.ref.path, encodeData(document.data()));
    }
  return found;
}

/** The project's items carrying a slug an item of `wanted` carries (plan.ts slugQueries), with that slug, by path. */
async function readSlugCarriers(db: Firestore, wanted: readonly ExportedDocument[]): Promise<Map<string, Json>> {
  const found = new Map<string, Json>();
  // An `in` query takes at most 30 values.
  for (const { collection, slugs } of slugQueries(wanted))
    for (let i = 0; i < slugs.length; i += 30) {
      const snapshot = await db
        .collection(collection)
        .where('slug', 'in', slugs.slice(i, i + 30))
        .select('slug')
        .get();
      for (const document of snapshot.docs) found.set(document.ref.path, document.get('slug'));
    }
  return found;
}

/** Writes one commit takes at most. */
export const MAX_WRITES_PER_COMMIT = 500;
/**
 * The bytes of the writes one commit takes at most: Firestore refuses a request over 10 MiB
 * ("Request payload size exceeds the limit"), and the emulator never answers one over 4 MiB
 * (measured: 3 MB committed, 5 MB waited for ever). A post's fields may be some 300 KB (100,000
 * characters in each language), each version of its history as much again, so 500 writes are far
 * more. Each write is counted as its JSON, larger than what the request carries.
 */
export const MAX_COMMIT_BYTES = 3 * 1024 * 1024;

/**
 * `writes` in order, in groups that one commit each takes: at most MAX_WRITES_PER_COMMIT, and
 * MAX_COMMIT_BYTES by `sizeOf` (one larger than that alone).
 */
export function writeGroups<T>(writes: readonly T[], sizeOf: (write: T) => number): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let bytes = 0;
  for (const write of writes) {
    const size = sizeOf(write);
    if (group.length > 0 && (group.length >= MAX_WRITES_PER_COMMIT || bytes + size > MAX_COMMIT_BYTES)) {
      groups.push(group);
      group = [];
      bytes = 0;
    }
    group.push(write);
    bytes += size;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Writes the plan: the documents it found missing as creations, which fail where one was written
 * since it compared (a staff save, another import), never overwriting it; with `overwrite`, the
 * ones it replaces and deletes. In commits of writeGroups; one refused stops the import, with
 * what was written before it said.
 */
export async function writeDocuments(
  db: Firestore,
  documents: DocumentPlan,
  overwrite: boolean,
  log: (line: string) => void = () => {},
): Promise<void> {
  const replaced = overwrite ? documents.replace.map((entry) => entry.document) : [];
  const deletes = overwrite ? documents.remove.map((entry) => entry.path) : [];
  const size = (document: ExportedDocument) =>
    Buffer.byteLength(document.path) + Buffer.byteLength(JSON.stringify(document.data));
  const operations: { bytes: number; write: (batch: WriteBatch) => void }[] = [
    ...documents.create.map((document) => ({
      bytes: size(document),
      write: (batch: WriteBatch) => batch.create(db.doc(document.path), decodeData(document.data, db)),
    })),
    ...replaced.map((document) => ({
      bytes: size(document),
      write: (batch: WriteBatch) => batch.set(db.doc(document.path), decodeData(document.data, db)),
    })),
    ...deletes.map((documentPath) => ({
      bytes: Buffer.byteLength(documentPath),
      write: (batch: WriteBatch) => batch.delete(db.doc(documentPath)),
    })),
  ];
  let written = 0;
  for (const group of writeGroups(operations, (operation) => operation.bytes)) {
    const batch = db.batch();
    for (const operation of group) operation.write(batch);
    try {
      await batch.commit();
    } catch (error) {
      const already = (error as { code?: unknown } | null)?.code === 6;
      throw new Error(
        `${already ? 'A document the import was to create already exists: it was written since the import compared the export with the project (a save, another import), and is left as it is. ' : ''}` +
          `${written} of ${operations.length} writes were made before this; run the import again: it compares again and writes only what is still missing.\n` +
          `(${error instanceof Error ? error.message : String(error)})`,
      );
    }
    written += group.length;
    log(`documents: ${written} of ${operations.length} written`);
  }
}

export async function importContent(options: ImportOptions): Promise<ImportReport> {
  const { target, overwrite = false, dryRun = false, log = () => {} } = options;
  const opened = await openExport(options.source);
  try {
    const { manifest, documents: all, placeOf } = await readExport(opened.dir);
    const chosen = options.only?.length ? selectDocuments(all, options.only) : all;
    const documents = moveDocuments(chosen, manifest.bucket, target);
    // What would be written, as it would be written (image addresses in the target's bucket).
    const invalid = invalidDocuments(documents, placeOf);
    if (invalid.length) throw new InvalidDocumentsError(invalid);

    const used = new Set(
      options.only?.length
        ? withVariants(
            chosen.flatMap((document) => stringsOf(document.data).flatMap((text) => imagesIn(text, manifest.bucket))),
          )
        : manifest.images.map((image) => image.name),
    );
    const images = manifest.images.filter((image) => used.has(image.name));

    const connection = connect(target);
    try {
      const existing = await readExisting(connection.db, documents);
      const slugDocuments = await readSlugDocuments(connection.db, documents);
      const stored = new Map<string, StoredImage>();
      for (const image of images) {
        const info = await connection.images.info(image.name);
        if (info) stored.set(image.name, info);
      }
      const taken = takenSlugs(documents, await readSlugCarriers(connection.db, documents));
      if (taken.length) throw new SlugTakenError(taken);
      const documentPlan = planDocuments(documents, existing, slugDocuments);
      const imagePlan = planImages(images, stored);
      const report: ImportReport = {
        project: target.project,
        bucket: target.bucket,
        documents: documentPlan,
        images: imagePlan,
        changes: changeCount(documentPlan, imagePlan, overwrite),
        written: false,
      };
      if (hasConflicts(documentPlan, imagePlan) && !overwrite)
        throw new ImportConflictError(describeConflicts(documentPlan, imagePlan));
      if (dryRun || report.changes === 0) return report;

      // Files first, so no document ever points at an image that is not there yet.
      const read = (name: string) => fs.readFileSync(path.join(opened.dir, ...imageFile(name).split('/')));
      const files = [...imagePlan.upload, ...(overwrite ? imagePlan.replace.map((entry) => entry.image) : [])];
      for (const [i, image] of files.entries()) {
        await connection.images.write(image.name, read(image.name), image);
        if ((i + 1) % 25 === 0 || i + 1 === files.length) log(`image files: ${i + 1} of ${files.length} stored`);
      }
      for (const image of imagePlan.addTokens) await connection.images.addTokens(image.name, image.downloadTokens);
      await writeDocuments(connection.db, documentPlan, overwrite, log);
      return { ...report, written: true };
    } finally {
      await connection.close();
    }
  } finally {
    opened.done();
  }
}

/** The report's lines for people. */
export function describeReport(report: ImportReport, overwrite: boolean, dryRun: boolean): string[] {
  const { documents, images } = report;
  const replaced = overwrite ? documents.replace.length : 0;
  const removed = overwrite ? documents.remove.length : 0;
  const lines = [
    `${dryRun ? 'Would import' : 'Imported'} into ${report.project} (gs://${report.bucket}):`,
    `  documents: ${documents.create.length} created, ${replaced} replaced, ${removed} deleted, ${documents.unchanged} unchanged`,
    `  image files: ${images.upload.length} stored, ${overwrite ? images.replace.length : 0} replaced, ${images.addTokens.length} given their download tokens, ${images.unchanged} unchanged`,
  ];
  for (const { path: left, claim } of documents.leftOut)
    lines.push(`  left out ${left}: an old address that is an item's own in the project (${claim})`);
  if (dryRun && report.changes > 0) {
    for (const document of documents.create) lines.push(`  + ${document.path}`);
    for (const image of images.upload) lines.push(`  + ${image.name}`);
    // Conflicts get this far only with --overwrite (ImportConflictError otherwise): each is replaced or deleted.
    lines.push(...describeConflicts(documents, images, true).map((line) => `  ${line}`));
  }
  lines.push(
    report.changes === 0
      ? '0 changes: the project already holds this content.'
      : `${report.changes} change${report.changes === 1 ? '' : 's'}${dryRun ? ' would be made (dry run: nothing was written).' : ' made.'}`,
  );
  return lines;
}

const USAGE = `usage:
  pnpm content:import <export folder or .tar.gz> --emulator [--project demo-…] [--only <collection>/<id> …] [--overwrite] [--dry-run]
  pnpm content:import <export folder or .tar.gz> --project <id> [--bucket <name>] [--only …] [--overwrite] [--dry-run]`;

export function parseImportArgs(argv: readonly string[]): ImportOptions {
  const [target, rest] = parseTarget(argv);
  let source = '';
  let overwrite = false;
  let dryRun = false;
  const only: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--overwrite') overwrite = true;
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--only') {
      const documentPath = rest[++i] ?? '';
      if (!/^[A-Za-z0-9_-]+\/[^/\s]+$/.test(documentPath))
        throw new Error(`--only takes a document's path, <collection>/<id>, e.g. blogs/abc123.\n${USAGE}`);
      only.push(documentPath);
    } else if (!arg.startsWith('--') && !source) source = arg;
    else throw new Error(`Unknown argument ${arg}.\n${USAGE}`);
  }
  if (!source) throw new Error(`Which export? Give its folder or .tar.gz.\n${USAGE}`);
  return { source, target, overwrite, dryRun, only };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseImportArgs(process.argv.slice(2));
    const report = await importContent({ ...options, log: (line) => console.warn(line) });
    for (const line of describeReport(report, Boolean(options.overwrite), Boolean(options.dryRun))) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
