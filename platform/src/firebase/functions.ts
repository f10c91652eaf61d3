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
