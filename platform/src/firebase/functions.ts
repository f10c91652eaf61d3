// Through the package name, not a relative path: the shared singleton holds the loaded config.
import { getAppConfig } from '@app/platform';
import { connectFunctionsEmulator, type Functions, getFunctions } from 'firebase/functions';
import { emulator, firebaseApp } from './app';

/** Await before a call when App Check may be configured (the lead forms, translation). */
export { ensureAppCheck, limitedUseAppCheckToken } from './appCheck';

let instance: Functions | undefined;

export function functions(): Functions {
  if (!instance) {
    instance = getFunctions(firebaseApp(), getAppConfig().functionsRegion);
    const local = emulator('functions');
    if (local) connectFunctionsEmulator(instance, local.host, local.port);
  }
  return instance;
}

/**
 * The address of an HTTP function of ours (one the console fetches itself, its answer being a file):
 * the Functions emulator's locally, else Cloud Functions' own address in the app's region, the one
 * the callables are called at (and the pages' CSP allows).
 */
export function functionUrl(name: string): string {
  const config = getAppConfig();
  const local = emulator('functions', config);
  return local
    ? `http://${local.host}:${local.port}/${config.firebase.projectId}/${config.functionsRegion}/${name}`
    : `https://${config.functionsRegion}-${config.firebase.projectId}.cloudfunctions.net/${name}`;
}
