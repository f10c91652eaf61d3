import type { AddressInfo } from 'node:net';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { markProduction } from './productionEnv';

describe('markProduction', () => {
  const before = process.env.NODE_ENV;
  afterEach(() => {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  });

  it('sets NODE_ENV=production where it is unset, outside the emulator', () => {
    const deployed: NodeJS.ProcessEnv = {};
    markProduction(deployed);
    expect(deployed.NODE_ENV).toBe('production');
    const emulated: NodeJS.ProcessEnv = { FUNCTIONS_EMULATOR: 'true' };
    markProduction(emulated);
    expect(emulated.NODE_ENV).toBeUndefined();
    const set: NodeJS.ProcessEnv = { NODE_ENV: 'staging' };
    markProduction(set);
    expect(set.NODE_ENV).toBe('staging');
  });

  it("keeps the stack trace out of the Functions Framework's answer to a body it cannot parse", async () => {
    const brokenJson = async () => {
      const { http } = await import('@google-cloud/functions-framework');
      http('probe', (_request, response) => {
        response.send('ok');
      });
      const server = getTestServer('probe');
      await new Promise<void>((resolve) => server.listen(0, resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const answer = await fetch(`http://127.0.0.1:${port}/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{',
        });
        return { status: answer.status, body: await answer.text() };
      } finally {
        server.close();
      }
    };
    // As Cloud Run may start it: no NODE_ENV. Express's error page then carries the stack.
    delete process.env.NODE_ENV;
    const bare = await brokenJson();
    expect(bare.status).toBe(400);
    expect(bare.body).toContain('at JSON.parse');
    expect(bare.body).toContain('node_modules');
    markProduction(process.env);
    const marked = await brokenJson();
    expect(marked.status).toBe(400);
    expect(marked.body).toContain('Bad Request');
    expect(marked.body).not.toMatch(/SyntaxError|JSON\.parse|node_modules/);
  });
});
