/**
 * Where the tests find the apps: the Hosting emulator's sites of the local stack
 * (scripts/local-stack/ports.mjs), serving the production builds.
 */
import { APP_PORTS, HOSTING_SITES, localOrigin } from '../../scripts/local-stack/ports.mjs';

const origin = localOrigin;
export const SHELL_URL = origin(APP_PORTS.shell);
export const SITE_ORIGIN = origin(APP_PORTS.site);
export const ADMIN_ORIGIN = origin(APP_PORTS.admin);

/** The origin of one of the local Hosting sites, e.g. a test's own shell. */
export const siteOrigin = (name: keyof typeof HOSTING_SITES) => origin(HOSTING_SITES[name].port);
