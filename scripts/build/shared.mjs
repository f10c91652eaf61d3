// The libraries the three apps share at run time (the federation's `shared`), also provided by
// the shell's server renderer to the site remote's server container (createServerHostConfig in rspack-app.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Libraries that must exist once at run time: React context (theme, router, i18n, stores)
 * only crosses app boundaries when every app uses the same module instance.
 * None is eager: the host loads each one when first imported, so visitors only download
 * what the page they open needs.
 * @type {readonly string[]}
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  'i18next',
  'react-i18next',
  'zustand',
  // The pages' data cache: the shell makes it (per page in the browser, per request on the
  // server), the site's pages read it.
  '@tanstack/react-query',
  'firebase/app',
  'firebase/auth',
  'firebase/firestore/lite',
  'firebase/functions',
  'firebase/storage',
  // The SDK's internal registry: firebase/auth, /firestore … register their services into
  // @firebase/app, so it must be the very instance firebase/app hands out.
  '@firebase/app',
  '@firebase/component',
  '@firebase/util',
  '@firebase/logger',
  // MUI and React Router are reached only through these re-export modules (lint enforces it),
  // so each exists once at run time and ships tree-shaken to what the apps use.
  '@app/shared-ui',
  '@app/shared-ui/mui',
  '@app/shared-ui/icons',
  '@app/platform',
  '@app/platform/router',
  '@app/platform/firestore',
  '@app/platform/auth',
  '@app/platform/functions',
  '@app/platform/storage',
  '@app/platform/translate',
];

/**
 * The installed version of each shared package, as resolved from `appDir` (a package whose
 * exports map hides its package.json has none).
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
export function sharedVersions(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  /** @type {Record<string, string>} */
  const versions = {};
  for (const name of SHARED_SINGLETONS) {
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    try {
      versions[name] = require(`${pkgName}/package.json`).version;
    } catch {
      // Packages whose exports map hides package.json.
    }
  }
  return versions;
}
