/**
 * Test support: export folders as `content:export` writes them, each file's checksum in the
 * manifest, so a test's hand-made export passes the import's damage check (manifest.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, fileEntry, type Manifest } from './manifest';
import { encodeData } from './values';

/** The manifest of an empty export of the demo project, `overrides` over it. */
export function testManifest(overrides: Partial<Manifest> = {}): Manifest {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
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

export type TestDocuments = Record<string, { path: string; data: Record<string, unknown> }[]>;

/** Writes into `dir` an export of these documents by collection, without images. */
export function writeDocumentsExport(dir: string, collections: TestDocuments): void {
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
