import { describe, expect, it } from 'vitest';
import { SHELL_FILES_REUSE_MS } from '../../domain/src/shellServer';
import { clearAfterDeploy, shellSiteOf } from './clear';

const RC = {
  projects: { default: 'demo-nordic-ai', production: 'northwind-prod' },
  targets: { 'northwind-prod': { hosting: { shell: ['northwind-prod'], site: ['northwind-prod-site'] } } },
};

describe('pnpm cdn:clear', () => {
  it("clears the shell target's site of a project named by alias or id", () => {
    expect(shellSiteOf('production', RC)).toBe('northwind-prod');
    expect(shellSiteOf('northwind-prod', RC)).toBe('northwind-prod');
  });

  it('refuses a project whose shell target has no site', () => {
    expect(() => shellSiteOf('staging', RC)).toThrow(
      '.firebaserc maps no Hosting site to the shell target of project staging: pass --site',
    );
  });

  it('clears only once every renderer has stopped rendering with the files fetched before the deploy, so the CDN keeps no page of the old shell or site remote', async () => {
    const steps: string[] = [];
    const release = async () => {
      steps.push('release');
      return 'sites/x/releases/2';
    };
    const wait = async (ms: number) => {
      steps.push(`wait ${ms}`);
    };
    expect(await clearAfterDeploy(release, { wait, log: () => {} })).toBe('sites/x/releases/2');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toBe('release');
    const waited = Number(steps[0]?.replace('wait ', ''));
    expect(waited).toBeGreaterThan(SHELL_FILES_REUSE_MS);
    expect(waited).toBeLessThanOrEqual(SHELL_FILES_REUSE_MS + 10_000);
  });

  it('clears at once when told to (--now: no deploy just happened)', async () => {
    const steps: string[] = [];
    const release = async () => {
      steps.push('release');
      return 'r';
    };
    await clearAfterDeploy(release, { now: true, wait: async () => void steps.push('wait'), log: () => {} });
    expect(steps).toEqual(['release']);
  });
});
