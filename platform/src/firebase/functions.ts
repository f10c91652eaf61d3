import { connectFunctionsEmulator, type Functions, getFunctions } from 'firebase/functions';
import { getAppConfig } from '../config';
import { emulator, firebaseApp } from './app';

let instance: Functions | undefined;

export function functions(): Functions {
  if (!instance) {
    instance = getFunctions(firebaseApp(), getAppConfig().functionsRegion);
    const local = emulator('functions');
    if (local) connectFunctionsEmulator(instance, local.host, local.port);
  }
  return instance;
}
