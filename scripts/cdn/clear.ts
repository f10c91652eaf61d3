/**
 * pnpm cdn:clear --project <alias or id> [--site <Hosting site id>] [--now]
 * pnpm cdn:clear --stand-in                (the local stack's stand-in of the Hosting API)
 *
 * Clears Hosting's CDN for the shell's site by releasing its live version again, as the clearCdn
 * function does after a content change (functions/src/cdn/hostingApi.ts). Run it after deploying
 * the site remote or the shell: the pages the CDN holds were rendered from the files deployed
 * before (the old remote; the old app.html, whose scripts the new release no longer has). It
 * first waits until no renderer renders from those files any more (SHELL_FILES_REUSE_MS, and a
 * margin): a page rendered before then would be kept by the CDN for 6 hours. `--now` clears at
 * once (no deploy just happened). The site is the
 * shell target's site of the project in .firebaserc unless --site names one. Credentials are
 * Google's Application Default Credentials (`gcloud auth application-default login`, or
 * GOOGLE_APPLICATION_CREDENTIALS) of an account with the Firebase Hosting Admin role.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { applicationDefault } from 'firebase-admin/app';
import { SHELL_FILES_REUSE_MS } from '../../domain/src/shellServer';
import { HOSTING_API_ORIGIN, type HostingApi, releaseLiveVersionAgain } from '../../functions/src/cdn/hostingApi';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STAND_IN = { origin: 'http://127.0.0.1:3960', site: 'demo-nordic-ai' };

interface FirebaseRc {
  projects?: Record<string, string>;
  targets?: Record<string, { hosting?: Record<string, string[]> }>;
}

/** The shell target's Hosting site of `project` (an alias or an id) in .firebaserc. */
export function shellSiteOf(project: string, rc: FirebaseRc): string {
  const id = rc.projects?.[project] ?? project;
  const site = rc.targets?.[id]?.hosting?.shell?.[0];
  if (!site) throw new Error(`.firebaserc maps no Hosting site to the shell target of project ${id}: pass --site`);
  return site;
}

/** How long after a deploy the clearing waits: until the renderers have fetched the new files, and a margin. */
export const AFTER_DEPLOY_WAIT_MS = SHELL_FILES_REUSE_MS + 5_000;

/**
 * `release` (the clearing) once the renderers render from the files just deployed (after
 * AFTER_DEPLOY_WAIT_MS), or at once with `now`; its answer.
 */
export async function clearAfterDeploy(
  release: () => Promise<string>,
  {
    now = false,
    wait = (ms: number) => sleep(ms),
    log = console.log,
  }: { now?: boolean; wait?: (ms: number) => Promise<unknown>; log?: (line: string) => void } = {},
): Promise<string> {
  if (!now) {
    log(`Waiting ${AFTER_DEPLOY_WAIT_MS / 1000} s, until the renderers render from the files just deployed…`);
    await wait(AFTER_DEPLOY_WAIT_MS);
  }
  return release();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      site: { type: 'string' },
      'stand-in': { type: 'boolean' },
      now: { type: 'boolean' },
    },
  });
  let api: HostingApi;
  let site: string;
  if (values['stand-in']) {
    api = { origin: STAND_IN.origin, accessToken: async () => 'local' };
    site = values.site ?? STAND_IN.site;
  } else {
    if (!values.project && !values.site)
      throw new Error('Name the project (--project production) or the site (--site)');
    const rc = JSON.parse(fs.readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')) as FirebaseRc;
    site = values.site ?? shellSiteOf(values.project ?? '', rc);
    api = {
      origin: HOSTING_API_ORIGIN,
      accessToken: async () => (await applicationDefault().getAccessToken()).access_token,
    };
  }
  // The emulated renderer reuses nothing it fetches: the stand-in is cleared at once.
  const release = await clearAfterDeploy(() => releaseLiveVersionAgain(api, site, 'Deployed: CDN cache cleared'), {
    now: values.now ?? values['stand-in'] ?? false,
  });
  console.log(`Cleared the CDN of ${site} (${release}).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
