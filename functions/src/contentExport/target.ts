/** The project the console's content export reads: the one the function runs in, with its default bucket. */
import { FIREBASE_STORAGE_ORIGIN, type Target } from '@app/content-tools';
import { adminApp } from '../firebase';

/**
 * Where the local stack's Storage emulator answers (scripts/local-stack/ports.mjs, which target.test.ts
 * holds this to): the Functions emulator passes the functions no variable naming it, since the
 * project's own Storage emulator (storage-emulator/) is not one firebase-tools knows of.
 */
const LOCAL_STORAGE_EMULATOR_HOST = '127.0.0.1:9199';

/** The project the function runs in: the emulators' demo project locally, else the live one with its default bucket. */
export function projectTarget(env: NodeJS.ProcessEnv = process.env): Target {
  const project = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || adminApp().options.projectId || '';
  if (env.FUNCTIONS_EMULATOR === 'true') {
    const storageHost = env.FIREBASE_STORAGE_EMULATOR_HOST || LOCAL_STORAGE_EMULATOR_HOST;
    return { emulator: true, project, bucket: `${project}.appspot.com`, origin: `http://${storageHost}` };
  }
  let bucket = '';
  try {
    const config = JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: unknown };
    if (typeof config.storageBucket === 'string') bucket = config.storageBucket;
  } catch {
    // FIREBASE_CONFIG names a file: the app read it.
  }
  bucket ||= adminApp().options.storageBucket ?? `${project}.appspot.com`;
  return { emulator: false, project, bucket, origin: FIREBASE_STORAGE_ORIGIN };
}
