/** Origins the end-to-end tests serve the production builds on (apart from `pnpm start`'s). */
export const E2E_PORTS = { shell: 4100, site: 4101, admin: 4102 } as const;

export const origin = (port: number) => `http://127.0.0.1:${port}`;
export const SHELL_URL = origin(E2E_PORTS.shell);
export const SITE_ORIGIN = origin(E2E_PORTS.site);
export const ADMIN_ORIGIN = origin(E2E_PORTS.admin);

/** Where global setup copies each app's dist, so a test can "redeploy" one app alone. */
export const WWW_DIR = new URL('../.tmp/www/', import.meta.url).pathname;
