/**
 * Test support: export folders as `content:export` writes them, each file's checksum in the
 * manifest, so a test's hand-made export passes the import's damage check (manifest.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REVISION_FIELD, REVISIONS_HEAD, REVISIONS_KEPT, REVISIONS_SUBCOLLECTION, revisionId } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, fileEntry, fileEntryOf, type Manifest } from './manifest';
import { encodeData } from './values';

/**
 * The manifest of an empty export of the demo project, `overrides` over it: by default in format 1
 * (one JSON file per collection, `firestore/<collection>.json`), the layout most tests write by hand.
 */
export function testManifest(overrides: Partial<Manifest> = {}): Manifest {
  return {
    format: EXPORT_FORMAT,
    version: 1,
    project: 'demo-nordic-ai',
    bucket: 'demo-nordic-ai.appspot.com',
    exportedAt: '2025-01-15T08:00:00.000Z',
    collections: [],
    counts: { documents: {}, images: 0 },
    images: [],
    missingImages: [],
    files: {},
    ...overrides,
  };
}

export type TestDocument = { path: string; data: Record<string, unknown> };
export type TestDocuments = Record<string, TestDocument[]>;

/**
 * An item (`blogs/<id>`) and its history as `saves` saves in the console leave them
 * (admin-remote/src/data/collection.ts): the item naming its newest version, the last
 * REVISIONS_KEPT versions (each `data` as that save wrote it, by `savedBy`, a minute apart from
 * 2025-01-10) and the head with the next number.
 */
export function savedItem(
  itemPath: string,
  data: Record<string, unknown>,
  { saves = 1, savedBy = 'anna@example.com' }: { saves?: number; savedBy?: string } = {},
): TestDocument[] {
  const versions: TestDocument[] = [];
  for (let number = Math.max(1, saves - REVISIONS_KEPT + 1); number <= saves; number++) {
    versions.push({
      path: `${itemPath}/${REVISIONS_SUBCOLLECTION}/${revisionId(number)}`,
      data: {
        number,
        fields: { ...data, [REVISION_FIELD]: number },
        saved_at: Timestamp.fromMillis(Date.parse('2025-01-10T08:00:00Z') + number * 60_000),
        saved_by: savedBy,
        restored_from: null,
      },
    });
  }
  return [
    { path: itemPath, data: { ...data, [REVISION_FIELD]: saves } },
    ...versions,
    { path: `${itemPath}/${REVISIONS_SUBCOLLECTION}/${REVISIONS_HEAD}`, data: { next: saves + 1 } },
  ];
}

/** A document as one line of an export's `firestore/<collection>.jsonl`, without its newline. */
export const documentLine = ({ path, data }: TestDocument): string => JSON.stringify({ path, data: encodeData(data) });

/**
 * Writes into `dir` an export (the current format, JSON Lines) whose collections' files hold these
 * lines, each as given (a test's damaged line stays damaged), without images; the manifest's
 * checksums are computed for them, as after a hand edit.
 */
export function writeLinesExport(dir: string, lines: Record<string, readonly string[]>): void {
  writeLargeLinesExport(dir, Object.fromEntries(Object.entries(lines).map(([name, list]) => [name, () => list])));
}

/**
 * Writes into `dir` an export in JSON Lines as writeLinesExport does, each collection's lines
 * written one at a time as `lines` gives them, so a test's export may be larger than its memory.
 */
export function writeLargeLinesExport(dir: string, lines: Record<string, () => Iterable<string>>): void {
  fs.mkdirSync(path.join(dir, 'firestore'), { recursive: true });
  const files: Manifest['files'] = {};
  const documents: Record<string, number> = {};
  for (const [collection, list] of Object.entries(lines)) {
    const file = path.join(dir, 'firestore', `${collection}.jsonl`);
    const fd = fs.openSync(file, 'w');
    documents[collection] = 0;
    try {
      for (const line of list()) {
        fs.writeSync(fd, `${line}\n`);
        documents[collection] += 1;
      }
    } finally {
      fs.closeSync(fd);
    }
    files[`firestore/${collection}.jsonl`] = fileEntryOf(file);
  }
  const manifest = testManifest({
    version: EXPORT_FORMAT_VERSION,
    collections: Object.keys(lines),
    counts: { documents, images: 0 },
    files,
  });
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
}

/**
 * Writes into `dir` an export of these documents by collection, without images: by default in
 * format 1, one JSON file per collection (`firestore/<collection>.json`, `{ collection, documents }`),
 * as exports were written before JSON Lines, which the import still reads; with `lines`, in the
 * current format (writeLinesExport).
 */
export function writeDocumentsExport(dir: string, collections: TestDocuments, { lines = false } = {}): void {
  if (lines) {
    const byCollection = Object.entries(collections).map(([name, list]) => [name, list.map(documentLine)] as const);
    writeLinesExport(dir, Object.fromEntries(byCollection));
    return;
  }
  fs.mkdirSync(path.join(dir, 'firestore'), { recursive: true });
  const files: Manifest['files'] = {};
  for (const [collection, documents] of Object.entries(collections)) {
    const bytes = Buffer.from(
      JSON.stringify({ collection, documents: documents.map(({ path, data }) => ({ path, data: encodeData(data) })) }),
    );
    fs.writeFileSync(path.join(dir, 'firestore', `${collection}.json`), bytes);
    files[`firestore/${collection}.json`] = fileEntry(bytes);
  }
  const documents = Object.fromEntries(Object.entries(collections).map(([name, list]) => [name, list.length]));
  const manifest = testManifest({ collections: Object.keys(collections), counts: { documents, images: 0 }, files });
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
}
