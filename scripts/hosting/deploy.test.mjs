// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deployArgs } from './deploy.mjs';

describe('pnpm firebase:deploy', () => {
  it("runs firebase deploy with the given options and firebase.deploy.json's rules", () => {
    expect(deployArgs(['--project', 'production', '--only', 'hosting:site'], '/repo/firebase.deploy.json')).toEqual([
      'deploy',
      '--config',
      '/repo/firebase.deploy.json',
      '--project',
      'production',
      '--only',
      'hosting:site',
    ]);
  });

  it('refuses another configuration, which would name none of the files', () => {
    for (const args of [['-c', 'x.json'], ['--config', 'x.json'], ['--config=x.json']]) {
      expect(() => deployArgs(args), args.join(' ')).toThrow(/leave out --config/);
    }
  });
});
