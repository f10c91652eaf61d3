/**
 * The content import (`pnpm content:import`, whose command line is scripts/content/import.ts):
 * restores a content export (a folder or its `.tar.gz`) into a project, typically an empty one:
 * the emulators or a live project.
 *
 * It reads the export's files three times, a page at a time, and holds no document longer than its
 * page, so its memory does not grow with the posts' text: once to check them all (checkExport,
 * keeping each path, each item's slug and what the content rules' checks across documents need),
 * once to compare them with the project (planImport, keeping each path and each conflict), and once
 * to write. It checks the manifest and every file's checksum first, then reads each collection's file a line
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
import { type ArchiveProblem, storedImagesIn as imagesIn, withImageVariants as withVariants } from '@app/domain';
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
import { type FingerprintMoves, fingerprintMoves, followFingerprints, moveDocument, ownerOf } from './move';
import {
  changeCount,
  type DocumentPlan,
  describeConflicts,
  describeTakenSlug,
  hasConflicts,
  type ImagePlan,
  namingQueries,
  type PlannedDocuments,
  planDocuments,
  planImages,
  type StoredImage,
  slugCounterpart,
  slugQueries,
  type TakenSlug,
  takenSlugs,
} from './plan';
import { connect, type Target } from './target';
import { contentChecker, InvalidDocumentsError } from './validate';
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
  /**
   * The most an archive may unpack to, its files' sizes summed from their headers before anything is
   * unpacked (a few KB of gzip can unpack to gigabytes). None by default: the CLI unpacks to disk.
   */
  maxUnpackedBytes?: number;
}

export interface ImportReport {
  project: string;
  bucket: string;
  /** What it does with the documents, by path. */
  documents: PlannedDocuments;
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

/**
 * An imported item would carry a slug another item of the project keeps carrying (plan.ts
 * takenSlugs). `taken`: each such item with its problem, as data; `problems`: the same in English.
 */
export class SlugTakenError extends Error {
  readonly taken: readonly TakenSlug[];
  readonly problems: readonly string[];
  constructor(taken: readonly TakenSlug[]) {
    const problems = taken.map(describeTakenSlug);
    super(`${problems.join('\n')}\nNothing was written.`);
    this.name = 'SlugTakenError';
    this.taken = taken;
    this.problems = problems;
  }
}

/**
 * The export itself is unusable: not an archive, cut short, damaged, not a content export, or a
 * line or document the checks refuse (the import read nothing into the project). The console's
 * restore answers it as the caller's mistake (400); `cause` is what was found.
 */
export class InvalidExportError extends Error {
  /** Why, as data (the console words it in its language): `damaged` unless the archive could not be opened. */
  readonly problem: ArchiveProblem;
  constructor(message: string, options?: ErrorOptions & { problem?: ArchiveProblem }) {
    super(message, options);
    this.name = 'InvalidExportError';
    this.problem = options?.problem ?? { code: 'damaged' };
  }
}

/** An archive that cannot be opened as an export at all, and why (openExport). */
class UnreadableArchiveError extends Error {
  readonly problem: ArchiveProblem;
  constructor(message: string, problem: ArchiveProblem) {
    super(message);
    this.problem = problem;
  }
}

/** What went wrong before the import touched the project: the export's fault (InvalidDocumentsError says which documents). */
function invalidExport(error: unknown): unknown {
  if (error instanceof InvalidDocumentsError || !(error instanceof Error)) return error;
  const problem = error instanceof UnreadableArchiveError ? error.problem : undefined;
  return new InvalidExportError(error.message, { cause: error, ...(problem ? { problem } : {}) });
}

/** What tar or zlib said, in words that name the file and what to do. */
function unpackFailure(source: string, error: unknown): Error {
  // tar's and zlib's own words ("zlib: unexpected end of file", "TAR_BAD_ARCHIVE") name neither the
  // file nor what to do.
  return new UnreadableArchiveError(
    `${source} cannot be unpacked as a .tar.gz (${error instanceof Error ? error.message : String(error)}): ` +
      'it is not an archive content:export --archive wrote, or it was cut short or damaged. Nothing was imported.',
    { code: 'unpackFailed' },
  );
}

/** The sum of the sizes an archive's entries' headers declare (what unpacking it writes), read without writing. */
async function unpackedSize(source: string): Promise<number> {
  let bytes = 0;
  await tar.list({ file: source, strict: true, onReadEntry: (entry) => (bytes += entry.size) });
  return bytes;
}

/** The export's folder: `source` itself, or where its archive is unpacked (removed by `done`). */
async function openExport(source: string, maxUnpackedBytes?: number): Promise<{ dir: string; done: () => void }> {
  if (!fs.existsSync(source)) throw new Error(`${source} does not exist.`);
  if (fs.statSync(source).isDirectory()) return { dir: source, done: () => {} };
  if (maxUnpackedBytes !== undefined) {
    const bytes = await unpackedSize(source).catch((error: unknown) => {
      throw unpackFailure(source, error);
    });
    const megabytes = Math.round(maxUnpackedBytes / 1024 / 1024);
    if (bytes > maxUnpackedBytes)
      throw new UnreadableArchiveError(
        `${source} unpacks to more than ${megabytes} MB, more than an import here takes. Nothing was imported.`,
        { code: 'unpacksTooLarge', params: { megabytes } },
      );
  }
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
        throw unpackFailure(source, error);
      });
    const entries = fs.readdirSync(unpacked, { withFileTypes: true });
    const dir = fs.existsSync(path.join(unpacked, MANIFEST_FILE))
      ? unpacked
      : entries.length === 1 && entries[0]?.isDirectory()
        ? path.join(unpacked, entries[0].name)
        : '';
    if (!dir || !fs.existsSync(path.join(dir, MANIFEST_FILE)))
      throw new UnreadableArchiveError(`${source} is not an archive of a content export (no ${MANIFEST_FILE} in it).`, {
        code: 'notAnExport',
      });
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

/** A document of the export as read: its file's line (its place in the file in format 1) and its line's length. */
interface ReadDocument {
  document: ExportedDocument;
  line: number;
  bytes: number;
}

/**
 * The documents of a collection's file, in order, each checked (checkDocument): in JSON Lines
 * (format 2) read a line at a time, a line that is not a document of the collection refused naming
 * the file and line; in format 1 the file read whole (checkDocuments).
 */
async function* documentsIn(dir: string, manifest: Manifest, collection: string): AsyncGenerator<ReadDocument> {
  knownCollection(collection);
  if (manifest.version < LINES_FORMAT_VERSION) {
    const file = legacyDocumentsFile(collection);
    const documents = checkDocuments(collection, readJson(path.join(dir, ...file.split('/'))));
    for (const [i, document] of documents.entries()) yield { document, line: i + 1, bytes: 0 };
    return;
  }
  const file = documentsFile(collection);
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
      yield { document: checkDocument(collection, value, where), line: number, bytes: text.length };
    }
  } finally {
    reader.close();
    input.destroy();
  }
}

/** The checked manifest of the export in `dir`, every file's checksum verified. */
function readManifest(dir: string): Manifest {
  const manifestPath = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) throw new Error(`${dir} is not a content export (no ${MANIFEST_FILE}).`);
  const manifest = parseManifest(readJson(manifestPath));
  const problems = verifyFiles(dir, manifest);
  if (problems.length)
    throw new Error(`The export in ${dir} is damaged; nothing was imported:\n  ${problems.join('\n  ')}`);
  return manifest;
}

/**
 * Whether a document of the export is one to import: all, or with --only (`only`: `blogs/<id>`, …)
 * the chosen documents, each with its subcollections' documents and the documents that go with it
 * (as move.ts selectDocuments).
 */
function chooser(only: readonly string[]): (document: ExportedDocument) => boolean {
  const selected = new Set(only);
  if (!selected.size) return () => true;
  return (document) =>
    selected.has(document.path.split('/').slice(0, 2).join('/')) || selected.has(ownerOf(document) ?? '');
}

/**
 * What the import keeps of the export once it checked it (checkExport): the paths and slugs the
 * comparison weighs every page against, and how the items' fingerprints move; never a document.
 */
interface CheckedExport {
  /** Every path the import would write. */
  paths: Set<string>;
  /** Each item it would write with its slug, by path (plan.ts PlanContext). */
  items: Map<string, JsonObject>;
  /** How the fingerprints of the items' texts change as their image addresses move (move.ts fingerprintMoves), by item. */
  moves: Map<string, FingerprintMoves>;
  /** The image files the chosen documents use (with --only). */
  images: Set<string>;
}

/** Documents read before the import weighs them against the project (and, later, writes them) at once. */
const IMPORT_PAGE_SIZE = 500;
/** The length of the lines of one page at most (a post at its longest is some 200,000 characters). */
const IMPORT_PAGE_CHARACTERS = 4 * 1024 * 1024;

/**
 * The documents the import would write, in the export's order, as it would write them (image
 * addresses in the target's bucket, translation sources following their items: moveDocument,
 * followFingerprints), a page at a time: at most IMPORT_PAGE_SIZE documents of at most
 * IMPORT_PAGE_CHARACTERS.
 */
async function* pagesOf(
  dir: string,
  manifest: Manifest,
  target: Target,
  chosen: (document: ExportedDocument) => boolean,
  moves: ReadonlyMap<string, FingerprintMoves>,
): AsyncGenerator<ExportedDocument[]> {
  let page: ExportedDocument[] = [];
  let characters = 0;
  for (const collection of manifest.collections)
    for await (const { document, bytes } of documentsIn(dir, manifest, collection)) {
      if (!chosen(document)) continue;
      const moved = moveDocument(document, manifest.bucket, target);
      const owner = ownerOf(moved);
      page.push(followFingerprints(moved, owner ? moves.get(owner) : undefined));
      characters += bytes;
      if (page.length >= IMPORT_PAGE_SIZE || characters >= IMPORT_PAGE_CHARACTERS) {
        yield page;
        page = [];
        characters = 0;
      }
    }
  if (page.length) yield page;
}

/**
 * Reads the whole export once, a document at a time, before anything is compared or written: each
 * line (a damaged one, or a document outside its file's collection, refused naming its file and
 * line), each path listed once (refuseRepeated), the documents of --only there, and the content
 * rules (validate.ts contentChecker) on what would be written, as it would be written; every refused
 * document named with its file, line and field. It keeps each path, each item's slug and what the
 * checks across documents need, never a document, so its memory does not grow with the posts' text.
 */
async function checkExport(
  dir: string,
  manifest: Manifest,
  target: Target,
  only: readonly string[],
): Promise<CheckedExport> {
  const chosen = chooser(only);
  const numbered = manifest.version >= LINES_FORMAT_VERSION;
  /** Each path's line (its place in its file in format 1): where a refusal says it is, in order. */
  const lineOf = new Map<string, number>();
  const checked: CheckedExport = { paths: new Set(), items: new Map(), moves: new Map(), images: new Set() };
  const checker = contentChecker();
  for (const collection of manifest.collections) {
    const repeated = new Map<string, number[]>();
    for await (const { document, line } of documentsIn(dir, manifest, collection)) {
      const first = lineOf.get(document.path);
      if (first !== undefined) {
        repeated.set(document.path, [...(repeated.get(document.path) ?? [first]), line]);
        continue;
      }
      lineOf.set(document.path, line);
      if (!chosen(document)) continue;
      checked.paths.add(document.path);
      const moved = moveDocument(document, manifest.bucket, target);
      if (document.path.split('/').length === 2) {
        const moves = fingerprintMoves(document.data, moved.data);
        if (moves.size) checked.moves.set(document.path, moves);
        const { slug } = document.data;
        if (!knownCollection(collection).belongsTo)
          checked.items.set(document.path, slug === undefined ? {} : { slug });
      }
      if (only.length)
        for (const text of stringsOf(document.data))
          for (const name of imagesIn(text, manifest.bucket)) checked.images.add(name);
      const owner = ownerOf(moved);
      checker.check(followFingerprints(moved, owner ? checked.moves.get(owner) : undefined));
    }
    const file = documentsFile(collection);
    refuseRepeated(
      [...repeated].flatMap(([documentPath, found]) => found.map((line) => ({ path: documentPath, file, line }))),
    );
  }
  const missing = only.filter((documentPath) => !lineOf.has(documentPath));
  if (missing.length) throw new Error(`Not in the export: ${missing.join(', ')}.`);
  const problems = checker.problems();
  if (problems.size) {
    const order = (documentPath: string) => manifest.collections.indexOf(documentPath.split('/')[0] ?? '');
    const refused = [...problems.keys()].sort(
      (a, b) => order(a) - order(b) || (lineOf.get(a) ?? 0) - (lineOf.get(b) ?? 0),
    );
    throw new InvalidDocumentsError(
      refused.map((documentPath) => {
        const collection = documentPath.split('/')[0] ?? '';
        const problemsOf = problems.get(documentPath) ?? [];
        const line = lineOf.get(documentPath);
        return numbered && line !== undefined
          ? { file: documentsFile(collection), line, path: documentPath, problems: problemsOf }
          : { file: legacyDocumentsFile(collection), path: documentPath, problems: problemsOf };
      }),
    );
  }
  return checked;
}

/**
 * The project's documents at the paths of `wanted` (a page), and the paths of the subcollections'
 * documents under those that the import does not write (`written`), with no fields: planDocuments
 * deletes them with --overwrite, and reads nothing of them.
 */
async function readExisting(
  db: Firestore,
  wanted: readonly ExportedDocument[],
  written: ReadonlySet<string>,
): Promise<Map<string, JsonObject>> {
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
    const snapshots = await Promise.all(children.slice(i, i + 20).map((collection) => collection.select().get()));
    for (const child of snapshots.flatMap((snapshot) => snapshot.docs))
      if (!written.has(child.ref.path)) existing.set(child.ref.path, {});
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
const MAX_WRITES_PER_COMMIT = 500;
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

/** One write of the import, and its size as writeGroups counts it. */
interface Operation {
  bytes: number;
  write: (batch: WriteBatch) => void;
}

/**
 * Commits writes as they are added, in the groups of writeGroups (at most MAX_WRITES_PER_COMMIT,
 * and MAX_COMMIT_BYTES), saying after each commit how far it got of `total`. A commit refused
 * stops the import, with what was written before it said.
 */
function documentWriter(db: Firestore, total: number, log: (line: string) => void) {
  let group: Operation[] = [];
  let bytes = 0;
  let written = 0;
  const commit = async () => {
    const batch = db.batch();
    for (const operation of group) operation.write(batch);
    try {
      await batch.commit();
    } catch (error) {
      const already = (error as { code?: unknown } | null)?.code === 6;
      throw new Error(
        `${already ? 'A document the import was to create already exists: it was written since the import compared the export with the project (a save, another import), and is left as it is. ' : ''}` +
          `${written} of ${total} writes were made before this; run the import again: it compares again and writes only what is still missing.\n` +
          `(${error instanceof Error ? error.message : String(error)})`,
      );
    }
    written += group.length;
    group = [];
    bytes = 0;
    log(`documents: ${written} of ${total} written`);
  };
  const add = async (operation: Operation) => {
    if (group.length > 0 && (group.length >= MAX_WRITES_PER_COMMIT || bytes + operation.bytes > MAX_COMMIT_BYTES))
      await commit();
    group.push(operation);
    bytes += operation.bytes;
  };
  const size = (document: ExportedDocument) =>
    Buffer.byteLength(document.path) + Buffer.byteLength(JSON.stringify(document.data));
  return {
    /** Creates the document: refused where one was written since the import compared (a save, another import). */
    create: (document: ExportedDocument) =>
      add({
        bytes: size(document),
        write: (batch) => batch.create(db.doc(document.path), decodeData(document.data, db)),
      }),
    replace: (document: ExportedDocument) =>
      add({ bytes: size(document), write: (batch) => batch.set(db.doc(document.path), decodeData(document.data, db)) }),
    delete: (documentPath: string) =>
      add({ bytes: Buffer.byteLength(documentPath), write: (batch) => batch.delete(db.doc(documentPath)) }),
    /** Commits what is left. */
    done: async () => {
      if (group.length > 0) await commit();
    },
  };
}

/**
 * Writes a plan of documents: the documents it found missing as creations, which fail where one
 * was written since it compared (a staff save, another import), never overwriting it; with
 * `overwrite`, the ones it replaces and deletes. In commits of writeGroups; one refused stops the
 * import, with what was written before it said.
 */
export async function writeDocuments(
  db: Firestore,
  documents: DocumentPlan,
  overwrite: boolean,
  log: (line: string) => void = () => {},
): Promise<void> {
  const replaced = overwrite ? documents.replace.map((entry) => entry.document) : [];
  const deletes = overwrite ? documents.remove.map((entry) => entry.path) : [];
  const writer = documentWriter(db, documents.create.length + replaced.length + deletes.length, log);
  for (const document of documents.create) await writer.create(document);
  for (const document of replaced) await writer.replace(document);
  for (const documentPath of deletes) await writer.delete(documentPath);
  await writer.done();
}

/**
 * Compares the export with the project a page at a time (pagesOf): each page's documents with the
 * project's at their paths, the revisions under its items, the slug claims and old addresses
 * weighed against them and the items carrying their slugs, against every path and slug of the
 * export (`checked`). It keeps of each document only its path (and of a conflict its differences).
 */
async function planImport(
  db: Firestore,
  pages: AsyncIterable<ExportedDocument[]>,
  checked: CheckedExport,
): Promise<{ documents: PlannedDocuments; taken: TakenSlug[] }> {
  const documents: PlannedDocuments = { create: [], replace: [], remove: [], unchanged: 0, leftOut: [] };
  const removed = new Map<string, string>();
  const taken: TakenSlug[] = [];
  const context = { paths: checked.paths, items: checked.items };
  for await (const page of pages) {
    const existing = await readExisting(db, page, checked.paths);
    const slugDocuments = await readSlugDocuments(db, page);
    taken.push(...takenSlugs(page, await readSlugCarriers(db, page), checked.paths));
    const plan = planDocuments(page, existing, slugDocuments, context);
    for (const document of plan.create) documents.create.push({ path: document.path });
    for (const { document, differences } of plan.replace)
      documents.replace.push({ document: { path: document.path }, differences });
    // A document of the project may be weighed on two pages (naming an item of one, at a slug of another).
    for (const { path: documentPath, reason } of plan.remove)
      if (!removed.has(documentPath)) removed.set(documentPath, reason);
    documents.unchanged += plan.unchanged;
    documents.leftOut.push(...plan.leftOut);
  }
  documents.remove = [...removed]
    .map(([documentPath, reason]) => ({ path: documentPath, reason }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { documents, taken };
}

export async function importContent(options: ImportOptions): Promise<ImportReport> {
  const { target, overwrite = false, dryRun = false, log = () => {} } = options;
  const only = options.only ?? [];
  const opened = await openExport(options.source, options.maxUnpackedBytes).catch((error: unknown) => {
    throw invalidExport(error);
  });
  let manifest: Manifest;
  let checked: CheckedExport;
  try {
    manifest = readManifest(opened.dir);
    // The whole export checked first, keeping no document: one refused, and nothing is compared or written.
    checked = await checkExport(opened.dir, manifest, target, only);
  } catch (error) {
    opened.done();
    throw invalidExport(error);
  }
  try {
    const chosen = chooser(only);
    const pages = () => pagesOf(opened.dir, manifest, target, chosen, checked.moves);

    const used = new Set(only.length ? withVariants(checked.images) : manifest.images.map((image) => image.name));
    const images = manifest.images.filter((image) => used.has(image.name));

    const connection = connect(target);
    try {
      const stored = new Map<string, StoredImage>();
      for (const image of images) {
        const info = await connection.images.info(image.name);
        if (info) stored.set(image.name, info);
      }
      const { documents: documentPlan, taken } = await planImport(connection.db, pages(), checked);
      if (taken.length) throw new SlugTakenError(taken);
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

      // The documents, read again a page at a time: those the plan found missing, with --overwrite
      // those it replaces, then those it deletes.
      const create = new Set(documentPlan.create.map((document) => document.path));
      const replace = new Set(overwrite ? documentPlan.replace.map((entry) => entry.document.path) : []);
      const deletes = overwrite ? documentPlan.remove.map((entry) => entry.path) : [];
      const writer = documentWriter(connection.db, create.size + replace.size + deletes.length, log);
      for await (const page of pages())
        for (const document of page) {
          if (create.has(document.path)) await writer.create(document);
          else if (replace.has(document.path)) await writer.replace(document);
        }
      for (const documentPath of deletes) await writer.delete(documentPath);
      await writer.done();
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
