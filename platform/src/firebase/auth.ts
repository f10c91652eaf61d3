import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { emulator, firebaseApp } from './app';

let instance: Auth | undefined;

export function auth(): Auth {
  if (!instance) {
    instance = getAuth(firebaseApp());
    const local = emulator('auth');
    if (local) connectAuthEmulator(instance, `http://${local.host}:${local.port}`, { disableWarnings: true });
  }
  return instance;
}
