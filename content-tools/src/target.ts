/**
 * The project an export reads or an import writes, chosen as the other scripts choose it
 * (scripts/admin-claim.mjs, scripts/images/variants.mjs):
 *
 *   --emulator                      the local emulators' demo project demo-nordic-ai
 *   --emulator --project demo-…     another demo project on the same emulators (a fresh, empty one)
 *   --project <id>                  a live project, with Application Default Credentials
 *   --bucket <name>                 its Storage bucket; default `<id>.appspot.com`
 *
 * The emulators are found through FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST, else
 * the ports of scripts/local-stack/ports.mjs.
 */
import crypto from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { EMULATOR_HOST, EMULATOR_PORTS, PROJECT_ID } from '../local-stack/ports.mjs';
import type { StoredImage } from './plan';
import { FIREBASE_STORAGE_ORIGIN, type StorageLocation } from './storageUrls';

export interface Target extends StorageLocation {
  emulator: boolean;
  project: string;
}

/**
 * Takes the target's options out of `argv` and answers them with the arguments left.
 * @throws when the options do not name exactly one place
 */
export function parseTarget(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): [Target, string[]] {
  let emulator = false;
  let project = '';
  let bucket = '';
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const value = () => {
      const next = argv[++i];
      if (!next || next.startsWith('--')) throw new Error(`${arg} needs a value.`);
      return next;
    };
    if (arg === '--emulator') emulator = true;
    else if (arg === '--project') project = value();
    else if (arg === '--bucket') bucket = value();
    else rest.push(arg);
  }
  if (!emulator && !project)
    throw new Error('Say where: --emulator for the local stack, or --project <project-id> for a live project.');
  if (emulator && project && !project.startsWith('demo-'))
    throw new Error(
      `--emulator works on demo projects (demo-…); ${project} would be a live project: leave out --emulator.`,
    );
  if (!emulator && project.startsWith('demo-'))
    throw new Error(`${project} is a demo project, which exists only on the emulators: add --emulator.`);
  const id = project || PROJECT_ID;
  const storageHost = env.FIREBASE_STORAGE_EMULATOR_HOST || `${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`;
  return [
    {
      emulator,
      project: id,
      bucket: bucket || `${id}.appspot.com`,
      origin: emulator ? `http://${storageHost}` : FIREBASE_STORAGE_ORIGIN,
    },
    rest,
  ];
}

/** An image file with its bytes. */
interface ImageFile extends StoredImage {
  bytes: Buffer;
}

/** The bucket's files, as the project owner. */
interface ImageStore {
  /** The file's metadata, or null when there is none. */
  info(name: string): Promise<StoredImage | null>;
  read(name: string): Promise<ImageFile | null>;
  /** Stores the file with this metadata and these download tokens, replacing one of that name. */
  write(name: string, bytes: Buffer, image: Omit<StoredImage, 'size' | 'md5'>): Promise<void>;
  /** Adds download tokens to a stored file, keeping its others. */
  addTokens(name: string, tokens: readonly string[]): Promise<void>;
}

export interface Connection {
  db: Firestore;
  images: ImageStore;
  close(): Promise<void>;
}

/** Firestore and Storage of the target, as the project owner. */
export function connect(target: Target): Connection {
  let app: App;
  if (target.emulator) {
    process.env.FIRESTORE_EMULATOR_HOST ||= `${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`;
    // No credentials are needed: skip the probe for a cloud metadata server.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    app = initializeApp({ projectId: target.project }, `content-${crypto.randomUUID()}`);
  } else {
    app = initializeApp({ projectId: target.project, storageBucket: target.bucket }, `content-${crypto.randomUUID()}`);
  }
  const images = target.emulator ? emulatorImages(target) : cloudImages(app, target.bucket);
  return { db: getFirestore(app), images, close: () => deleteApp(app) };
}

const splitTokens = (value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);

/**
 * The local Storage server speaks the Firebase (v0) API only (storage-emulator/), where the
 * project owner (`Bearer owner`) is not held to storage.rules, as with the official emulator.
 */
function emulatorImages(target: Target): ImageStore {
  const objectUrl = (name: string) =>
    `${target.origin}/v0/b/${encodeURIComponent(target.bucket)}/o/${encodeURIComponent(name)}`;
  const owner = { Authorization: 'Bearer owner' };
  const failed = async (what: string, response: Response) =>
    new Error(`${what}: Storage answered ${response.status} ${await response.text()}`);

  const info = async (name: string): Promise<StoredImage | null> => {
    const response = await fetch(objectUrl(name), { headers: owner });
    if (response.status === 404) return null;
    if (!response.ok) throw await failed(`reading ${name}`, response);
    const metadata = (await response.json()) as Record<string, unknown>;
    return {
      contentType: String(metadata.contentType ?? ''),
      cacheControl: typeof metadata.cacheControl === 'string' ? metadata.cacheControl : null,
      size: Number(metadata.size),
      md5: String(metadata.md5Hash ?? ''),
      downloadTokens: splitTokens(metadata.downloadTokens),
    };
  };
  return {
    info,
    async read(name) {
      const stored = await info(name);
      if (!stored) return null;
      const response = await fetch(`${objectUrl(name)}?alt=media`, { headers: owner });
      if (!response.ok) throw await failed(`downloading ${name}`, response);
      return { ...stored, bytes: Buffer.from(await response.arrayBuffer()) };
    },
    async write(name, bytes, image) {
      const boundary = `content-${crypto.randomUUID()}`;
      const metadata = {
        name,
        contentType: image.contentType,
        ...(image.cacheControl ? { cacheControl: image.cacheControl } : {}),
        metadata: { firebaseStorageDownloadTokens: image.downloadTokens.join(',') },
      };
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(metadata)}\r\n` +
            `--${boundary}\r\nContent-Type: ${image.contentType}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--`),
      ]);
      const response = await fetch(
        `${target.origin}/v0/b/${encodeURIComponent(target.bucket)}/o?name=${encodeURIComponent(name)}`,
        {
          method: 'POST',
          headers: {
            ...owner,
            'X-Goog-Upload-Protocol': 'multipart',
            'Content-Type': `multipart/related; boundary=${boundary}`,
          },
          body,
        },
      );
      if (!response.ok) throw await failed(`storing ${name}`, response);
    },
    async addTokens(name, tokens) {
      const stored = await info(name);
      const all = [...new Set([...(stored?.downloadTokens ?? []), ...tokens])];
      const response = await fetch(objectUrl(name), {
        method: 'PATCH',
        headers: { ...owner, 'Content-Type': 'application/json' },
        body: JSON.stringify({ metadata: { firebaseStorageDownloadTokens: all.join(',') } }),
      });
      if (!response.ok) throw await failed(`adding download tokens to ${name}`, response);
    },
  };
}

/** Cloud Storage through the Admin SDK. */
function cloudImages(app: App, bucketName: string): ImageStore {
  const file = (name: string) => getStorage(app).bucket(bucketName).file(name);
  const info = async (name: string): Promise<StoredImage | null> => {
    const [exists] = await file(name).exists();
    if (!exists) return null;
    const [metadata] = await file(name).getMetadata();
    return {
      contentType: metadata.contentType ?? '',
      cacheControl: metadata.cacheControl ?? null,
      size: Number(metadata.size),
      md5: metadata.md5Hash ?? '',
      downloadTokens: splitTokens(metadata.metadata?.firebaseStorageDownloadTokens),
    };
  };
  return {
    info,
    async read(name) {
      const stored = await info(name);
      if (!stored) return null;
      const [bytes] = await file(name).download();
      return { ...stored, bytes };
    },
    async write(name, bytes, image) {
      await file(name).save(bytes, {
        resumable: false,
        metadata: {
          contentType: image.contentType,
          ...(image.cacheControl ? { cacheControl: image.cacheControl } : {}),
          metadata: { firebaseStorageDownloadTokens: image.downloadTokens.join(',') },
        },
      });
    },
    async addTokens(name, tokens) {
      const stored = await info(name);
      const all = [...new Set([...(stored?.downloadTokens ?? []), ...tokens])];
      await file(name).setMetadata({ metadata: { firebaseStorageDownloadTokens: all.join(',') } });
    },
  };
}

/**
 * A command that works on one project's Firestore (`pnpm content:reindex`, `pnpm leads:keys`): the
 * target from `argv` (nothing else allowed), `job` run on it, its lines printed. A refused option or
 * a failed job is printed with exit code 1.
 */
export async function runOnTarget(
  argv: readonly string[],
  usage: string,
  job: (db: Firestore) => Promise<string[]>,
): Promise<void> {
  let connection: Connection | null = null;
  try {
    const [target, rest] = parseTarget(argv);
    if (rest.length > 0) throw new Error(`Unknown argument ${rest[0]}.\n${usage}`);
    connection = connect(target);
    for (const line of await job(connection.db)) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await connection?.close();
  }
}
