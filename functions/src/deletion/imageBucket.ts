/**
 * The project's image bucket as the deletion trigger uses it (content.ts removeUnusedImages): when
 * a file was stored, and deleting it. In production Cloud Storage through the Admin SDK; in the
 * Functions emulator the Storage emulator the stack runs (firebase-tools' own, or the project's
 * storage-emulator/, which speaks only the Firebase v0 API: both take the project owner's
 * `Bearer owner`), or none when no Storage emulator runs (the backend tests): then images are left.
 */
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '../firebase';

export interface ImageBucket {
  /** The bucket's name, as download URLs name it (`/v0/b/{name}/o/…`). */
  name: string;
  /** When object `name` was stored, or null when there is none. */
  created: (name: string) => Promise<Date | null>;
  /** Deletes object `name` (one already gone is no error). */
  remove: (name: string) => Promise<void>;
}

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

/** A Storage emulator's bucket through the Firebase v0 API, as the project's owner. */
export function emulatedImageBucket(host: string, name: string): ImageBucket {
  const origin = /^https?:\/\//.test(host) ? host : `http://${host}`;
  const objectUrl = (object: string) => `${origin}/v0/b/${encodeURIComponent(name)}/o/${encodeURIComponent(object)}`;
  const owner = { Authorization: 'Bearer owner' };
  return {
    name,
    async created(object) {
      const response = await fetch(objectUrl(object), { headers: owner });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Reading ${object} from the Storage emulator: HTTP ${response.status}`);
      const metadata = (await response.json()) as { timeCreated?: string };
      return metadata.timeCreated ? new Date(metadata.timeCreated) : null;
    },
    async remove(object) {
      const response = await fetch(objectUrl(object), { method: 'DELETE', headers: owner });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404)
        throw new Error(`Deleting ${object} from the Storage emulator: HTTP ${response.status}`);
    },
  };
}

/** The bucket the deletion trigger removes images from, or null where there is none to reach. */
export function projectImageBucket(env: NodeJS.ProcessEnv = process.env): ImageBucket | null {
  const emulated = env.FUNCTIONS_EMULATOR === 'true';
  const host = env.FIREBASE_STORAGE_EMULATOR_HOST || env.STORAGE_EMULATOR_HOST;
  if (emulated && !host) return null;
  const name = defaultBucketName(env);
  if (!name) return null;
  if (emulated && host) return emulatedImageBucket(host, name);
  const bucket = getStorage(adminApp()).bucket(name);
  return {
    name,
    async created(object) {
      const [exists] = await bucket.file(object).exists();
      if (!exists) return null;
      const [metadata] = await bucket.file(object).getMetadata();
      return metadata.timeCreated ? new Date(metadata.timeCreated) : null;
    },
    async remove(object) {
      await bucket.file(object).delete({ ignoreNotFound: true });
    },
  };
}
