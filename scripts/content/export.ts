/**
 * `pnpm content:export`: writes the site's content to a folder (and with --archive also to a
 * `.tar.gz` of it): the collections of collections.ts with their revisions, and the image files
 * the documents use (each original under blog-images/ and its WebP variants), with a manifest
 * (manifest.ts). Leads are not exported (personal data; see collections.ts).
 *
 *   pnpm content:export --emulator [--project demo-…] [--out <folder>] [--archive]
 *   pnpm content:export --project <id> [--bucket <name>] [--out <folder>] [--archive]
 *
 * The documents are read in one read-only transaction, so they are one moment of the database
 * even while staff keep editing. Slug claims, old addresses and translation sources of items that
 * no longer exist, claims of slugs their item no longer carries, and old addresses of a slug their
 * item carries or an item claims, are left out and named (see leaveOutStrays): the import refuses
 * them, which would make the whole export impossible to restore. The folder defaults to `content-export-<project>-<time>` here, and must not exist yet
 * or be empty. A live project is read with Application Default Credentials (`gcloud auth
 * application-default login`, or GOOGLE_APPLICATION_CREDENTIALS) of someone who may read Firestore
 * and Storage.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import * as tar from 'tar';
import { BLOGS_COLLECTION } from '../../domain/src/blog';
import { CASE_STUDIES_COLLECTION } from '../../domain/src/caseStudy';
import { EXPORTED_COLLECTIONS } from './collections';
import {
  countDocuments,
  type DocumentsFile,
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
import { claimedAddresses, strayReason } from './move';
import { imagesIn, withVariants } from './storageUrls';
import { connect, parseTarget, type Target } from './target';
import { sharedSlugs } from './validate';
import { encodeData, stringsOf } from './values';

export interface ExportOptions {
  target: Target;
  /** The folder to write; it must not exist or be empty. */
  out: string;
  /** Also write `<out>.tar.gz`. */
  archive?: boolean;
  log?: (line: string) => void;
}

export interface ExportResult {
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

/** The documents of every exported collection and their subcollections, in one read-only transaction. */
async function readDocuments(db: Firestore): Promise<Map<string, ExportedDocument[]>> {
  return db.runTransaction(
    async (transaction: Transaction) => {
      const byCollection = new Map<string, ExportedDocument[]>();
      for (const collection of EXPORTED_COLLECTIONS) {
        const snapshot = await transaction.get(db.collection(collection.name));
        const children = await Promise.all(
          snapshot.docs.flatMap((document) =>
            (collection.subcollections ?? []).map((sub) => transaction.get(document.ref.collection(sub))),
          ),
        );
        const documents: ExportedDocument[] = [...snapshot.docs, ...children.flatMap((child) => child.docs)].map(
          (document) => ({ path: document.ref.path, data: encodeData(document.data()) }),
        );
        documents.sort((a, b) => byPath(a.path, b.path));
        byCollection.set(collection.name, documents);
      }
      return byCollection;
    },
    { readOnly: true },
  );
}

/**
 * Leaves out of `byCollection` the documents that go with an item (slug claims, old slugs'
 * redirects, translation sources) but are nobody's (move.ts strayReason: their item is not in it,
 * a claim's item carries another slug, an old address's carries its slug), and the old addresses
 * whose slug an item claims (move.ts claimedAddresses), and returns each one's path and why. A
 * deleted item's are removed right after its deletion, wherever it happened
 * (functions/src/deletion/content.ts), so such a document is one a deletion outside the console
 * left before that trigger was deployed (the Admin SDK, the Firebase console, a test's clean-up),
 * which older projects still hold, or one whose trigger has not run yet; the others were left by a
 * write outside the console (or an import before it refused them). It is nobody's content (a claim
 * keeps its slug taken, a redirect leads to a page that is not there, or away from the page its
 * address shows), and the import refuses it (validate.ts), which would make the whole export
 * impossible to restore.
 */
export function leaveOutStrays(byCollection: Map<string, ExportedDocument[]>): string[] {
  const items = new Map([...byCollection.values()].flat().map((document) => [document.path, document.data]));
  const leftOut: string[] = [];
  const leaveOut = (name: string, why: (document: ExportedDocument) => string | null) => {
    const documents = byCollection.get(name);
    if (!documents) return;
    byCollection.set(
      name,
      documents.filter((document) => {
        const reason = why(document);
        if (reason) leftOut.push(`${document.path}: ${reason}`);
        return !reason;
      }),
    );
  };
  for (const { name, belongsTo } of EXPORTED_COLLECTIONS)
    if (belongsTo) leaveOut(name, (document) => strayReason(document, items));
  // An old address whose slug an item (still) claims: the address shows that item, so the claim
  // wins, as the console's save removes the redirect of a slug a post takes.
  const claimed = new Map(
    claimedAddresses([...byCollection.values()].flat()).map(({ redirect, claim }) => [redirect, claim]),
  );
  for (const { name, redirectsSlug } of EXPORTED_COLLECTIONS)
    if (redirectsSlug)
      leaveOut(name, (document) => {
        const claim = claimed.get(document.path);
        return claim ? `its slug is claimed (${claim}): an address never both shows an item and redirects` : null;
      });
  return leftOut;
}

function writeFile(dir: string, file: string, bytes: Buffer, files: Record<string, FileEntry>) {
  const full = path.join(dir, ...file.split('/'));
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, bytes);
  files[file] = fileEntry(bytes);
}

/** A post or case study (`blogs/<id>`), not one of its versions. */
const isItem = (documentPath: string) =>
  documentPath.split('/').length === 2 &&
  ([BLOGS_COLLECTION, CASE_STUDIES_COLLECTION] as readonly string[]).includes(documentPath.split('/')[0] ?? '');

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

export async function exportContent({ target, out, archive = false, log = () => {} }: ExportOptions) {
  const dir = path.resolve(out);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new Error(`${dir} already exists and is not empty: choose another --out.`);
  const connection = connect(target);
  try {
    const exportedAt = new Date().toISOString();
    const byCollection = await readDocuments(connection.db);
    const stray = leaveOutStrays(byCollection);
    if (stray.length)
      log(
        `${stray.length} slug claim(s), old address(es) or translation sources of items that no longer exist (or no longer carry that slug, or of a slug that is claimed) were left out:\n  ${stray.join('\n  ')}`,
      );
    const items = new Map(
      [...byCollection.values()]
        .flat()
        .filter((document) => isItem(document.path))
        .map((document) => [document.path, document.data]),
    );
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
    const files: Record<string, FileEntry> = {};
    fs.mkdirSync(dir, { recursive: true });

    const referenced = new Set<string>();
    for (const [collection, documents] of byCollection) {
      for (const document of documents)
        for (const text of stringsOf(document.data))
          for (const name of imagesIn(text, target.bucket)) referenced.add(name);
      writeFile(dir, documentsFile(collection), json({ collection, documents } satisfies DocumentsFile), files);
    }
    log(`documents: ${[...byCollection.values()].reduce((sum, documents) => sum + documents.length, 0)} exported`);

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
      collections: [...byCollection.keys()],
      counts: {
        documents: countDocuments(
          [...byCollection.values()].flat().map((document) => document.path),
          [...byCollection.keys()],
        ),
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

const USAGE = `usage:
  pnpm content:export --emulator [--project demo-…] [--out <folder>] [--archive]
  pnpm content:export --project <id> [--bucket <name>] [--out <folder>] [--archive]`;

export function parseExportArgs(argv: readonly string[]): ExportOptions {
  const [target, rest] = parseTarget(argv);
  let out = '';
  let archive = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--out') out = rest[++i] ?? '';
    else if (arg === '--archive') archive = true;
    else throw new Error(`Unknown argument ${arg}.\n${USAGE}`);
  }
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return { target, out: out || `content-export-${target.project}-${stamp}`, archive };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseExportArgs(process.argv.slice(2));
    const { dir, archive, manifest } = await exportContent({ ...options, log: (line) => console.warn(line) });
    const counts = Object.entries(manifest.counts.documents)
      .map(([collection, count]) => `${count} ${collection}`)
      .join(', ');
    console.log(
      `Exported ${manifest.project} (gs://${manifest.bucket}) to ${dir}: ${counts}; ${manifest.counts.images} image files.`,
    );
    if (archive) console.log(`Archive: ${archive}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
