/**
 * Steps of the content backup spec: running `content:export` / `content:import` as staff run them
 * (the scripts of the root package.json, through tsx), a published post with everything an export
 * carries (cover with its WebP variant, an image in its markdown, Swedish text, revisions,
 * translation sources, timestamps), reading an export's files, and emptying a scratch project of
 * the emulators. Firestore and Storage are reached as the project owner.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { BLOG_TRANSLATABLE_FIELDS } from '../../domain/src/blog';
import { englishFingerprints, textFingerprint, translationSourcesId } from '../../domain/src/translationSources';
import { EMULATOR_HOST, EMULATOR_PORTS, PROJECT_ID } from '../../scripts/local-stack/ports.mjs';
import { SEED_VARIANTS_DIR, uploadAsOwner } from '../../scripts/seed/seed.mjs';
import { blogBody, createStored, deleteStored, pngImage, uniqueTag } from './admin';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STORAGE_HOST = `${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`;

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `pnpm content:<script> <args>` (its command, without pnpm's own output) and answers how it ended. */
export function contentScript(script: 'export' | 'import', args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'scripts/content', `${script}.ts`), ...args],
      { cwd: ROOT, env: process.env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The number of changes an import's last line reports. */
export function changesOf(run: Run): number {
  const match = /^(\d+) changes?\b/m.exec(run.stdout);
  if (run.code !== 0 || !match) throw new Error(`the import failed (exit ${run.code}):\n${run.stdout}\n${run.stderr}`);
  return Number(match[1]);
}

const apps = new Map<string, App>();

/** Firestore of a project on the emulators, as its owner. */
export function ownerDb(projectId: string): Firestore {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  let app = apps.get(projectId);
  if (!app) {
    app = initializeApp({ projectId }, `e2e-backup-${projectId}-${process.pid}`);
    apps.set(projectId, app);
  }
  return getFirestore(app);
}

export async function closeOwnerApps(): Promise<void> {
  await Promise.all([...apps.values()].map((app) => deleteApp(app)));
  apps.clear();
}

const objectUrl = (bucket: string, name: string) =>
  `http://${STORAGE_HOST}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(name)}`;

async function deleteObject(bucket: string, name: string): Promise<void> {
  await fetch(objectUrl(bucket, name), { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
}

/**
 * Empties a scratch project of the emulators: its Firestore (the emulator's own endpoint, for
 * this project id alone) and its bucket's blog-images/. Never the demo project the other specs use.
 */
export async function emptyScratchProject(projectId: string, bucket: string): Promise<void> {
  if (projectId === PROJECT_ID) throw new Error(`${PROJECT_ID} is shared by every spec: not emptying it`);
  const firestore = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(firestore, { method: 'DELETE' });
  if (!response.ok) throw new Error(`emptying Firestore of ${projectId} answered ${response.status}`);
  const list = await fetch(`http://${STORAGE_HOST}/v0/b/${encodeURIComponent(bucket)}/o?prefix=blog-images%2F`, {
    headers: { Authorization: 'Bearer owner' },
  });
  const { items = [] } = (await list.json()) as { items?: { name: string }[] };
  await Promise.all(items.map((item) => deleteObject(bucket, item.name)));
}

export interface RichPost {
  id: string;
  slug: string;
  title: string;
  /** The cover's name in the bucket. */
  cover: string;
  /** The cover, its variant and the markdown image, by name. */
  images: string[];
  imageUrl: string;
}

/** The first committed WebP of the seed's covers, a real 480 px wide WebP. */
function aWebp(): Buffer {
  const file = fs.readdirSync(SEED_VARIANTS_DIR).find((name) => name.endsWith('.w480.webp'));
  if (!file) throw new Error(`no .w480.webp in ${SEED_VARIANTS_DIR}`);
  return fs.readFileSync(path.join(SEED_VARIANTS_DIR, file));
}

/**
 * A post in the demo project with everything an export carries: a sized cover with its WebP
 * variant, a markdown image in both languages, Swedish text, two revisions and `head`,
 * translation sources (with the English they were made from), an unpublish time (a Timestamp) far ahead, and its slug claim. A published
 * one is dated long ago, last in the public list, which other specs compare with the seeded
 * posts: keep it published briefly.
 */
export async function createRichPost(bucket: string, { published }: { published: boolean }): Promise<RichPost> {
  const tag = uniqueTag();
  const stem = `blog-images/blogs/${Date.now()}-${tag}`;
  const cover = `${stem}.480x252.png`;
  const variant = `${stem}.480x252.w480.webp`;
  const inline = `${stem}-inline.png`;
  const upload = (objectPath: string, bytes: Buffer, contentType: string) =>
    uploadAsOwner({ storageHost: STORAGE_HOST, bucket, objectPath, bytes, contentType });
  await upload(variant, aWebp(), 'image/webp');
  const imageUrl = await upload(cover, pngImage(480, 252), 'image/png');
  const inlineUrl = await upload(inline, pngImage(64, 48), 'image/png');

  const title = `E2E backup ${tag}`;
  const content = `First paragraph of ${title}.\n\n![A chart](${inlineUrl})\n\nMore.`;
  const body = blogBody(title, {
    is_published: published,
    published_date: '2001-01-15',
    content,
    image_url: imageUrl,
    image_alt: 'A gradient',
    unpublish_at: new Date('2099-01-01T00:00:00Z'),
    title_sv: `E2E säkerhetskopia ${tag}`,
    excerpt_sv: 'En sammanfattning.',
    content_sv: `Första stycket.\n\n![Ett diagram](${inlineUrl})\n\nMer.`,
    // A name of its own: a seeded category's (AI-strategi) would be a second Swedish name of blogBody's
    // category, and change the category filter other specs check meanwhile.
    category_sv: 'E2E-kategori',
  });
  const id = await createStored('blogs', body);
  const db = ownerDb(PROJECT_ID);
  const revisions = db.collection('blogs').doc(id).collection('revisions');
  const batch = db.batch();
  batch.set(revisions.doc('000001'), {
    number: 1,
    fields: { ...body, title: `${title} (draft)` },
    saved_at: new Timestamp(1736928000, 123_456_000),
    saved_by: 'admin@example.com',
    restored_from: null,
  });
  batch.set(revisions.doc('000002'), {
    number: 2,
    fields: body,
    saved_at: Timestamp.now(),
    saved_by: 'admin@example.com',
    restored_from: null,
  });
  batch.set(revisions.doc('head'), { next: 3 });
  // As the console's saves write it, with the English beside the sources: a sources document of
  // the older shape is completed by the first blog list any other spec opens, which would make
  // this spec's restore find a change it did not make.
  batch.set(db.collection('translation_sources').doc(translationSourcesId('blogs', id)), {
    fields: { title: textFingerprint(title), content: textFingerprint(content) },
    english: englishFingerprints(BLOG_TRANSLATABLE_FIELDS, body),
  });
  await batch.commit();
  return { id, slug: String(body.slug), title, cover, images: [cover, variant, inline], imageUrl };
}

/** Deletes the post as the console does (document, claim, sources, history) and its image files. */
export async function deleteRichPost(post: RichPost, bucket: string): Promise<void> {
  const db = ownerDb(PROJECT_ID);
  await deleteStored('blogs', [post.id]);
  // At once, not left to completeBlogDeletion (functions/src/deletion/content.ts), which runs a
  // moment later: the restore that follows counts what it has to write.
  await db.collection('translation_sources').doc(translationSourcesId('blogs', post.id)).delete();
  await db.recursiveDelete(db.collection('blogs').doc(post.id).collection('revisions'));
  await Promise.all(post.images.map((name) => deleteObject(bucket, name)));
}

/** A file of an export, as text. */
export function exportText(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, ...file.split('/')), 'utf8');
}

export interface ExportedManifest {
  project: string;
  bucket: string;
  collections: string[];
  counts: { documents: Record<string, number>; images: number };
  images: { name: string; contentType: string; cacheControl: string | null; downloadTokens: string[]; md5: string }[];
  missingImages: string[];
  files: Record<string, { size: number; sha256: string }>;
}

export function exportManifest(dir: string): ExportedManifest {
  return JSON.parse(exportText(dir, 'manifest.json')) as ExportedManifest;
}

export interface ExportedDocuments {
  collection: string;
  documents: { path: string; data: Record<string, unknown> }[];
}

/** A collection's documents in an export: its file holds one `{ path, data }` a line (JSON Lines). */
export function exportDocuments(dir: string, collection: string): ExportedDocuments {
  const lines = exportText(dir, `firestore/${collection}.jsonl`).split('\n').filter(Boolean);
  return { collection, documents: lines.map((line) => JSON.parse(line) as ExportedDocuments['documents'][number]) };
}
