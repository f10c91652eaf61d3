/**
 * The content export, shared by `pnpm content:export` (export.ts, its command line) and the
 * console's download (functions/src/contentExport/functions.ts): writes the site's content to a folder (and with --archive also to a
 * `.tar.gz` of it): the collections of collections.ts with their revisions, and the image files
 * the documents use (each original under blog-images/ and its WebP variants), with a manifest
 * (manifest.ts). Leads are not exported (personal data; see collections.ts).
 *
 * No top-level await and no command line here: the functions' bundle requires this module
 * synchronously, which a module with a top-level await (an async module) would break.
 *
 * The documents are read a page at a time (EXPORT_PAGE_SIZE, each post with its saved versions), all
 * at one read time, so they are one moment of the database even while staff keep editing,
 * and each is written as it is read, one line of its collection's JSON Lines file (manifest.ts):
 * no collection is held whole in memory, nor as one string, which V8 caps at about 512 MB. Each page
 * says how far the export got of the documents counted at that read time. Firestore keeps the
 * documents as they were at a read time for an hour (without point-in-time recovery): an export
 * still reading 55 minutes after it began stops, saying what to do (ExportTooLongError). Slug claims, old addresses and translation sources of items that
 * no longer exist, claims of slugs their item no longer carries, and old addresses of a slug their
 * item carries or an item claims, are left out and named (see strayFilter): the import refuses
 * them, which would make the whole export impossible to restore. The folder must not exist yet
 * or be empty.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  BLOGS_COLLECTION,
  CASE_STUDIES_COLLECTION,
  storedImagesIn as imagesIn,
  withImageVariants as withVariants,
} from '@app/domain';
import {
  FieldPath,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import * as tar from 'tar';
import { EXPORTED_COLLECTIONS, type ExportedCollection } from './collections';
import {
  collectionPattern,
  documentsFile,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportedDocument,
  type ExportedImage,
  type FileEntry,
  fileEntry,
  imageFile,
  isSafeImageName,
  MANIFEST_FILE,
  type Manifest,
  md5Of,
} from './manifest';
import { strayReason } from './move';
import { slugCounterpart } from './plan';
import { connect, type Target } from './target';
import { sharedSlugs } from './validate';
import { encodeData, type JsonObject, stringsOf } from './values';

export interface ExportOptions {
  target: Target;
  /** The folder to write; it must not exist or be empty. */
  out: string;
  /** Also write `<out>.tar.gz`. */
  archive?: boolean;
  /** Top-level documents read at once (EXPORT_PAGE_SIZE; tests make it small). */
  pageSize?: number;
  log?: (line: string) => void;
  /** The clock, in milliseconds (tests move it on). */
  now?: () => number;
}

interface ExportResult {
  dir: string;
  archive: string | null;
  manifest: Manifest;
}

/** Paths in order, each document followed by its subcollections' documents. */
export function byPath(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/** A post or case study (`blogs/<id>`), not one of its versions. */
const isItem = (documentPath: string) =>
  documentPath.split('/').length === 2 &&
  ([BLOGS_COLLECTION, CASE_STUDIES_COLLECTION] as readonly string[]).includes(documentPath.split('/')[0] ?? '');

/**
 * Top-level documents read at once: a page of items brings their saved versions with it (up to
 * REVISIONS_KEPT and the head each), read SUBCOLLECTIONS_AT_ONCE items at a time.
 */
const EXPORT_PAGE_SIZE = 100;
const SUBCOLLECTIONS_AT_ONCE = 50;

/**
 * Decides, document by document in the order the export writes them, which to leave out as
 * strays, and says why: the documents that go with an item (slug claims, old slugs' redirects,
 * translation sources) but are nobody's (move.ts strayReason: their item is not in the export, a
 * claim's item carries another slug, an old address's carries its slug), and the old addresses
 * whose slug an item claims (as move.ts claimedAddresses), so an address never both shows an item
 * and redirects (the claim wins, as the console's save removes the redirect of a slug a post
 * takes). A deleted item's are removed right after its deletion, wherever it happened
 * (functions/src/deletion/content.ts), so such a document is one a deletion outside the console
 * left before that trigger was deployed (the Admin SDK, the Firebase console, a test's clean-up),
 * which older projects still hold, or one whose trigger has not run yet; the others were left by a
 * write outside the console (or an import before it refused them). It is nobody's content (a claim
 * keeps its slug taken, a redirect leads to a page that is not there, or away from the page its
 * address shows), and the import refuses it (validate.ts), which would make the whole export
 * impossible to restore.
 *
 * It keeps of each item only its slug, so the export holds no collection in memory. It must see
 * the items before what goes with them, and the slug claims before the old addresses: the order of
 * exportOrder.
 */
function strayFilter() {
  const items = new Map<string, JsonObject>();
  const claims = new Set<string>();
  const strays: string[] = [];
  const claimed: string[] = [];
  return {
    /** Each item's slug, by path (what sharedSlugs needs). */
    items: items as ReadonlyMap<string, JsonObject>,
    keep(document: ExportedDocument): boolean {
      if (isItem(document.path)) {
        const { slug } = document.data;
        items.set(document.path, slug === undefined ? {} : { slug });
        return true;
      }
      const reason = strayReason(document, items);
      if (reason) {
        strays.push(`${document.path}: ${reason}`);
        return false;
      }
      const segments = document.path.split('/');
      const entry =
        segments.length === 2 ? EXPORTED_COLLECTIONS.find((collection) => collection.name === segments[0]) : undefined;
      if (entry?.claimsSlug) claims.add(document.path);
      const claim = entry?.redirectsSlug ? slugCounterpart(document.path) : null;
      if (claim && claims.has(claim)) {
        claimed.push(
          `${document.path}: its slug is claimed (${claim}): an address never both shows an item and redirects`,
        );
        return false;
      }
      return true;
    },
    /** Each document left out so far, with why: the strays, then the claimed old addresses. */
    leftOut: () => [...strays, ...claimed],
  };
}

/**
 * The collections in the order the export reads them (strayFilter's): the items', then those that
 * go with an item, the old addresses last. The order of collections.ts, which keeps them so.
 */
const exportOrder = () => {
  const rank = (collection: ExportedCollection) => (collection.redirectsSlug ? 2 : collection.belongsTo ? 1 : 0);
  return [...EXPORTED_COLLECTIONS].sort((a, b) => rank(a) - rank(b));
};

/**
 * Leaves out of `byCollection` (documents in memory, by collection in exportOrder) what
 * strayFilter leaves out, and returns each one's path and why.
 */
export function leaveOutStrays(byCollection: Map<string, ExportedDocument[]>): string[] {
  const filter = strayFilter();
  for (const [name, documents] of byCollection) byCollection.set(name, documents.filter(filter.keep));
  return filter.leftOut();
}

function writeFile(dir: string, file: string, bytes: Buffer, files: Record<string, FileEntry>) {
  const full = path.join(dir, ...file.split('/'));
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, bytes);
  files[file] = fileEntry(bytes);
}

/** A file of JSON Lines being written, with its size and SHA-256 as it grows. */
function lineFile(dir: string, file: string) {
  const full = path.join(dir, ...file.split('/'));
  fs.mkdirSync(path.dirname(full), { recursive: true });
  const fd = fs.openSync(full, 'w');
  const hash = crypto.createHash('sha256');
  let size = 0;
  return {
    write(value: unknown) {
      const bytes = Buffer.from(`${JSON.stringify(value)}\n`);
      fs.writeFileSync(fd, bytes);
      hash.update(bytes);
      size += bytes.length;
    },
    close(): FileEntry {
      fs.closeSync(fd);
      return { size, sha256: hash.digest('hex') };
    },
  };
}

/**
 * How long an export may read at its one read time: Firestore keeps the versions of documents it
 * reads for an hour (without point-in-time recovery), and refuses a read at a time older than that
 * ("The requested snapshot version is too old"); five minutes are left for the page being read.
 */
const READ_TIME_LIMIT_MS = 55 * 60_000;

/** The export read for longer than Firestore keeps the moment it reads (READ_TIME_LIMIT_MS). */
class ExportTooLongError extends Error {
  constructor(dir: string, minutes: number, readTime: string) {
    super(
      `The export has read for ${minutes} minutes at one moment of the database, ${readTime}, and cannot finish at that moment: ` +
        'Firestore keeps the versions of documents an export reads for 1 hour (without point-in-time recovery), and refuses to read them after that. ' +
        `The export is incomplete (it has no ${MANIFEST_FILE}, so no import takes it). Delete ${dir} and run the export again ` +
        'from a machine nearer the project (Cloud Shell, say), where it reads faster; ' +
        "content this large is better copied by Firestore's managed export (gcloud firestore export, the README's Backups), which has no such limit.",
    );
    this.name = 'ExportTooLongError';
  }
}

/** The documents of `query` (ordered by id), a page of `pageSize` at a time, at the transaction's read time. */
async function* pagesOf(
  transaction: Transaction,
  query: Query,
  pageSize: number,
  beforeRead: () => void,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    beforeRead();
    const page = await transaction.get((last ? query.startAfter(last) : query).limit(pageSize));
    if (page.empty) return;
    yield page.docs;
    if (page.size < pageSize) return;
    last = page.docs[page.docs.length - 1];
  }
}

interface Written {
  /** Documents written, per collection and subcollection (manifest.ts countDocuments). */
  counts: Record<string, number>;
  files: Record<string, FileEntry>;
  /** Image files the written documents use. */
  referenced: Set<string>;
  filter: ReturnType<typeof strayFilter>;
}

/**
 * Reads every exported collection and its subcollections a page at a time, all at one read time
 * (one moment of the database even while staff keep editing), and writes each
 * document as it comes, one line of its collection's file, each item followed by its versions:
 * no collection is ever held whole, as one value or one string.
 */
async function exportDocuments(
  db: Firestore,
  dir: string,
  bucket: string,
  pageSize: number,
  log: (line: string) => void,
  now: () => number,
): Promise<Written> {
  // One moment of the database for every page: the server's time of a first read. A transaction
  // of its own would expire before a large export is read (the emulator closed one at some 24,000
  // documents: "Transaction is invalid or closed"; production allows 270 s); reads at a read time
  // start no transaction and hold no locks, and may be up to an hour old.
  const { readTime } = await db
    .collection(exportOrder()[0]?.name ?? '')
    .limit(1)
    .get();
  const startedAt = now();
  // Each read at the read time is refused once it is older than Firestore keeps (an hour): stop
  // before, saying why and what to do, rather than with Firestore's words.
  const tooLong = () =>
    new ExportTooLongError(dir, Math.floor((now() - startedAt) / 60_000), readTime.toDate().toISOString());
  const beforeRead = () => {
    if (now() - startedAt >= READ_TIME_LIMIT_MS) throw tooLong();
  };
  // Said once, as soon as the pace so far (after a minute of it) would take the export past the limit.
  let warned = false;
  const warnIfTooSlow = (read: number, total: number) => {
    const elapsed = now() - startedAt;
    if (warned || read === 0 || elapsed < 60_000) return;
    const expected = (elapsed / read) * total;
    if (expected < READ_TIME_LIMIT_MS) return;
    warned = true;
    log(
      `At this pace the export needs about ${Math.round(expected / 60_000)} minutes, but it can read at one moment of the database for ${READ_TIME_LIMIT_MS / 60_000} (Firestore keeps it an hour): ` +
        "it will most likely stop before the end. Stop it (Ctrl-C) and run it from a machine nearer the project, or copy content this large with Firestore's managed export (the README's Backups).",
    );
  };
  const reading = db.runTransaction(
    async (transaction: Transaction) => {
      // Everything from the start if the transaction runs again: the files are written anew.
      const written: Written = { counts: {}, files: {}, referenced: new Set(), filter: strayFilter() };
      // What there is to read at the read time, so each page says how far the export got: each
      // collection's documents and the saved versions under them (a version left by a deleted
      // item is counted, never read).
      const subcollections = [...new Set(exportOrder().flatMap((collection) => collection.subcollections ?? []))];
      const counted = await Promise.all(
        [
          ...exportOrder().map((collection) => db.collection(collection.name)),
          ...subcollections.map((sub) => db.collectionGroup(sub)),
        ].map((query) => transaction.get(query.count())),
      );
      const total = counted.reduce((sum, snapshot) => sum + snapshot.data().count, 0);
      let read = 0;
      for (const collection of exportOrder()) {
        written.counts[collection.name] = 0;
        const file = lineFile(dir, documentsFile(collection.name));
        const query = db.collection(collection.name).orderBy(FieldPath.documentId());
        try {
          for await (const page of pagesOf(transaction, query, pageSize, beforeRead)) {
            for (let i = 0; i < page.length; i += SUBCOLLECTIONS_AT_ONCE) {
              const parents = page.slice(i, i + SUBCOLLECTIONS_AT_ONCE);
              if (collection.subcollections?.length) beforeRead();
              const children = await Promise.all(
                parents.map((parent) =>
                  Promise.all(
                    (collection.subcollections ?? []).map((sub) => transaction.get(parent.ref.collection(sub))),
                  ),
                ),
              );
              for (const [j, parent] of parents.entries()) {
                const documents = [parent, ...(children[j] ?? []).flatMap((child) => child.docs)]
                  .map((document) => ({ path: document.ref.path, data: encodeData(document.data()) }))
                  .sort((a, b) => byPath(a.path, b.path));
                for (const document of documents) {
                  read += 1;
                  if (!written.filter.keep(document)) continue;
                  file.write(document);
                  const pattern = collectionPattern(document.path);
                  written.counts[pattern] = (written.counts[pattern] ?? 0) + 1;
                  for (const text of stringsOf(document.data))
                    for (const name of imagesIn(text, bucket)) written.referenced.add(name);
                }
              }
            }
            log(`documents: ${read} of ${total} read (${collection.name})`);
            warnIfTooSlow(read, total);
          }
        } finally {
          written.files[documentsFile(collection.name)] = file.close();
        }
      }
      return written;
    },
    { readOnly: true, readTime },
  );
  return reading.catch((error: unknown) => {
    // Firestore's own refusal, should a read take longer than the margin.
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (code === 9 && typeof message === 'string' && /snapshot version is too old/i.test(message)) throw tooLong();
    throw error;
  });
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

export async function exportContent({
  target,
  out,
  archive = false,
  pageSize = EXPORT_PAGE_SIZE,
  log = () => {},
  now = Date.now,
}: ExportOptions) {
  const dir = path.resolve(out);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new Error(`${dir} already exists and is not empty: choose another --out.`);
  const connection = connect(target);
  try {
    const exportedAt = new Date().toISOString();
    fs.mkdirSync(dir, { recursive: true });
    const { counts, files, referenced, filter } = await exportDocuments(
      connection.db,
      dir,
      target.bucket,
      pageSize,
      log,
      now,
    );
    log(`documents: ${Object.values(counts).reduce((sum, count) => sum + count, 0)} exported`);
    const stray = filter.leftOut();
    if (stray.length)
      log(
        `${stray.length} slug claim(s), old address(es) or translation sources of items that no longer exist (or no longer carry that slug, or of a slug that is claimed) were left out:\n  ${stray.join('\n  ')}`,
      );
    const items = filter.items;
    const shared = [...sharedSlugs(items)];
    if (shared.length)
      log(
        `${shared.length} item(s) carry the slug of another item (the site shows only one of them), which the import refuses: rename one of each in the console and export again:\n  ${shared
          .map(
            ([itemPath, others]) =>
              `${itemPath}: slug ${JSON.stringify(items.get(itemPath)?.slug)}, also ${others.join(', ')}`,
          )
          .join('\n  ')}`,
      );

    const images: ExportedImage[] = [];
    const missingImages: string[] = [];
    const names = withVariants(referenced);
    for (const [i, name] of names.entries()) {
      if (i > 0 && i % 25 === 0) log(`image files: ${i} of ${names.length} read`);
      const stored = isSafeImageName(name) ? await connection.images.read(name) : null;
      if (!stored) {
        missingImages.push(name);
        continue;
      }
      writeFile(dir, imageFile(name), stored.bytes, files);
      images.push({
        name,
        contentType: stored.contentType,
        cacheControl: stored.cacheControl,
        downloadTokens: stored.downloadTokens,
        size: stored.bytes.length,
        md5: md5Of(stored.bytes),
      });
    }
    if (names.length) log(`image files: ${names.length} of ${names.length} read`);
    if (missingImages.length)
      log(
        `${missingImages.length} image file(s) the documents point at are not in the bucket:\n  ${missingImages.join('\n  ')}`,
      );

    const manifest: Manifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_FORMAT_VERSION,
      project: target.project,
      bucket: target.bucket,
      exportedAt,
      collections: exportOrder().map((collection) => collection.name),
      counts: {
        documents: Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
        images: images.length,
      },
      images,
      missingImages,
      files,
    };
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), json(manifest));

    let archivePath: string | null = null;
    if (archive) {
      archivePath = `${dir}.tar.gz`;
      await tar.create({ gzip: true, file: archivePath, cwd: path.dirname(dir), portable: true }, [path.basename(dir)]);
    }
    return { dir, archive: archivePath, manifest } satisfies ExportResult;
  } finally {
    await connection.close();
  }
}
