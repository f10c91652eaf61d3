import { describe, expect, it } from 'vitest';
import { shellSiteOf } from './clear';

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
});
