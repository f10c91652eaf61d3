import { siteAppConfig } from '../../scripts/local-stack/hosting.mjs';

/** The runtime configuration the shell fetches (its deployed /app-config.json): the local emulators and sites. */
export async function e2eAppConfig() {
  return siteAppConfig('shell');
}
