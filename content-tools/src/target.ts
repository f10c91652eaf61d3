/**
 * The project an export reads or an import writes (its Firestore and its bucket), and the
 * connection to it as the project owner. The command lines choose it from their options
 * (scripts/content/target.ts parseTarget); the console's export is given its own project.
 */
import crypto from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { StoredImage } from './plan';
import type { StorageLocation } from './storageUrls';

export interface Target extends StorageLocation {
  emulator: boolean;
  project: string;
  /**
   * On the emulators, where the Firestore emulator answers (host:port) when FIRESTORE_EMULATOR_HOST
   * does not say: the local stack's port, which the command lines know (scripts/local-stack/ports.mjs).
   */
  firestoreEmulatorHost?: string;
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
    process.env.FIRESTORE_EMULATOR_HOST ||= target.firestoreEmulatorHost ?? '';
    if (!process.env.FIRESTORE_EMULATOR_HOST)
      throw new Error('Where is the Firestore emulator? Set FIRESTORE_EMULATOR_HOST (host:port).');
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
