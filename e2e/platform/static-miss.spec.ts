/**
 * A file missing under /static/ on any of the three Hosting sites, as the Hosting emulator answers
 * it: a 404 no browser keeps (`no-cache`). Hosting applies a header rule by path, whatever the
 * status and after any function a rewrite reached, so the rule making the folder immutable made a
 * miss's 404 immutable too, and a file deployed later under that name (a remote deployed after a
 * page asked for it) stayed missing for a year for whoever had asked. The rule now names the
 * deployed files (scripts/hosting/headers.mjs, staticFilesRule: the local stack writes it from
 * each site's deployed folder, as `--deploy-config` does for a deploy); a file that is there keeps
 * `immutable`.
 */
import { staticFilesIn } from '../../scripts/hosting/headers.mjs';
import { siteDir } from '../../scripts/local-stack/hosting.mjs';
import { expect, test } from '../support/csp';
import { ADMIN_ORIGIN, SHELL_URL, SITE_ORIGIN } from '../support/ports';

const IMMUTABLE = 'public, max-age=31536000, immutable';

test('a missing file under /static/ is a 404 no browser keeps, on every site; a file there stays immutable', async ({
  request,
}) => {
  for (const origin of [SHELL_URL, SITE_ORIGIN, ADMIN_ORIGIN]) {
    for (const path of ['/static/js/not-deployed-yet.0123abcd.js', '/static/css/shared.89abcdef.css']) {
      const miss = await request.get(`${origin}${path}`);
      expect(miss.status(), `${origin}${path}`).toBe(404);
      const cacheControl = miss.headers()['cache-control'] ?? '';
      expect(cacheControl, `${origin}${path}`).toBe('no-cache');
      expect(cacheControl, `${origin}${path}`).not.toContain('immutable');
    }
    const head = await request.head(`${origin}/static/js/not-deployed-yet.0123abcd.js`);
    expect(head.status(), origin).toBe(404);
  }

  // Files that exist (each site's deployed folder): the shell's shared stylesheet (named by its page)
  // and the remotes' first files, served with the folder's policy as before.
  const page = await (await request.get(`${SHELL_URL}/app.html`)).text();
  const sheet = /\/static\/css\/shared\.[0-9a-f]+\.css/.exec(page)?.[0];
  expect(sheet).toBeTruthy();
  const [siteFile] = staticFilesIn(siteDir('site'));
  const [adminFile] = staticFilesIn(siteDir('admin'));
  expect(siteFile && adminFile).toBeTruthy();
  for (const url of [`${SHELL_URL}${sheet}`, `${SITE_ORIGIN}${siteFile}`, `${ADMIN_ORIGIN}${adminFile}`]) {
    const file = await request.get(url);
    expect(file.status(), url).toBe(200);
    expect(file.headers()['cache-control'], url).toBe(IMMUTABLE);
  }
});
