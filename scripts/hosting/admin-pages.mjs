/**
 * The admin console's addresses in both languages, lower case (shell/src/remotes.ts, which a test
 * holds this to): firebase.json rewrites them to the shell's page, so Hosting's CDN serves the
 * console at once and staff never wait for a cold renderPage. renderPage answers the same page
 * for any other spelling (`/Admin/Blog`).
 */
export const ADMIN_PAGES = '^/(?:sv/)?(?:auth|admin/(?:leads|audit|staff)|admin/(?:blog|case-studies)(?:/.*)?)/?$';
