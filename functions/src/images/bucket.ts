/**
 * The project's image bucket as the sweep of unused images uses it (sweep.ts): its files under a
 * folder, a page at a time with when each was stored, and deleting one. In production Cloud
 * Storage through the Admin SDK; in the Functions emulator the Storage emulator the stack runs
 * (firebase-tools' own, or the project's storage-emulator/, which speaks only the Firebase v0 API:
 * both take the project owner's `Bearer owner`), or none when no Storage emulator runs (the backend
 * tests' emulators): then nothing is swept.
 */
import { getStorage } from 'firebase-admin/storage';
import pMap from 'p-map';
import { adminApp } from '../firebase';

/** A stored file and when it was stored (null when the listing does not say: never old enough to delete). */
export interface StoredImage {
  name: string;
  created: Date | null;
}

/** One page of a folder's listing, and the token of the next (null after the last). */
interface StoredImagePage {
  images: StoredImage[];
  next: string | null;
}

export interface ImageBucket {
  /** The bucket's name, as download URLs name it (`/v0/b/{name}/o/…`). */
  name: string;
  /** One page of the files whose names start with `prefix` (a folder, ending in `/`), in name order. */
  list: (prefix: string, pageToken: string | null) => Promise<StoredImagePage>;
  /** Deletes object `name` (one already gone is no error). */
  remove: (name: string) => Promise<void>;
}

/** Files per page of a listing: Cloud Storage's most. */
const LIST_PAGE_SIZE = 1_000;

/** The default bucket's name: FIREBASE_CONFIG's `storageBucket` (production and the emulator set it), else the app's. */
function defaultBucketName(env: NodeJS.ProcessEnv): string | null {
  try {
    const config = JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: unknown };
    if (typeof config.storageBucket === 'string' && config.storageBucket) return config.storageBucket;
  } catch {
    // Not JSON (FIREBASE_CONFIG may name a file): the app read it.
  }
  return adminApp().options.storageBucket ?? null;
}

/** A time of Cloud Storage's metadata, or null when there is none or it is no time. */
function storedAt(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A Storage emulator's bucket through the Firebase v0 API, as the project's owner. Its listing names
 * the files only, so each file's metadata is read for when it was stored.
 */
export function emulatedImageBucket(host: string, name: string, pageSize = LIST_PAGE_SIZE): ImageBucket {
  const origin = /^https?:\/\//.test(host) ? host : `http://${host}`;
  const objectsUrl = `${origin}/v0/b/${encodeURIComponent(name)}/o`;
  const owner = { Authorization: 'Bearer owner' };
  return {
    name,
    async list(prefix, pageToken) {
      const query = new URLSearchParams({ prefix, maxResults: String(pageSize) });
      if (pageToken) query.set('pageToken', pageToken);
      const response = await fetch(`${objectsUrl}?${query}`, { headers: owner });
      if (!response.ok) throw new Error(`Listing ${prefix} in the Storage emulator: HTTP ${response.status}`);
      const page = (await response.json()) as { items?: { name: string }[]; nextPageToken?: string };
      const images = await pMap(
        page.items ?? [],
        async (item): Promise<StoredImage> => {
          const metadata = await fetch(`${objectsUrl}/${encodeURIComponent(item.name)}`, { headers: owner });
          if (!metadata.ok) {
            await metadata.body?.cancel();
            return { name: item.name, created: null };
          }
          return {
            name: item.name,
            created: storedAt(((await metadata.json()) as { timeCreated?: unknown }).timeCreated),
          };
        },
        { concurrency: 8 },
      );
      return { images, next: page.nextPageToken ?? null };
    },
    async remove(object) {
      const response = await fetch(`${objectsUrl}/${encodeURIComponent(object)}`, { method: 'DELETE', headers: owner });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404)
        throw new Error(`Deleting ${object} from the Storage emulator: HTTP ${response.status}`);
    },
  };
}

/** A Cloud Storage bucket of the Admin SDK (`getStorage(app).bucket(name)`). */
type CloudBucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** A Cloud Storage bucket, listed through its JSON API a page at a time, with each file's metadata. */
export function cloudImageBucket(bucket: CloudBucket): ImageBucket {
  return {
    name: bucket.name,
    async list(prefix, pageToken) {
      // One page per call (autoPaginate off): the metadata of each file comes with the listing.
      const [files, nextQuery] = await bucket.getFiles({
        prefix,
        autoPaginate: false,
        maxResults: LIST_PAGE_SIZE,
        ...(pageToken ? { pageToken } : {}),
      });
      const next = (nextQuery as { pageToken?: unknown } | null | undefined)?.pageToken;
      return {
        images: files.map((file) => ({ name: file.name, created: storedAt(file.metadata.timeCreated) })),
        next: typeof next === 'string' && next ? next : null,
      };
    },
    async remove(object) {
      await bucket.file(object).delete({ ignoreNotFound: true });
    },
  };
}

/** The bucket the sweep deletes unused images from, or null where there is none to reach. */
export function projectImageBucket(env: NodeJS.ProcessEnv = process.env): ImageBucket | null {
  const emulated = env.FUNCTIONS_EMULATOR === 'true';
  const host = env.FIREBASE_STORAGE_EMULATOR_HOST || env.STORAGE_EMULATOR_HOST;
  if (emulated && !host) return null;
  const name = defaultBucketName(env);
  if (!name) return null;
  if (emulated && host) return emulatedImageBucket(host, name);
  return cloudImageBucket(getStorage(adminApp()).bucket(name));
}
