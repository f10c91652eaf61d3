import { describe, expect, it } from 'vitest';
import { type HostingApi, HostingApiError, releaseLiveVersionAgain } from './hostingApi';

type Call = { method: string; url: string; authorization: string | null; body: unknown };

/** A Hosting API answering from `routes` (method and path → status and body), recording each call. */
function fakeApi(routes: Record<string, [number, unknown]>): { api: HostingApi; calls: Call[] } {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url: url.pathname + url.search,
      authorization: new Headers(init?.headers).get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const [status, body] = routes[`${method} ${url.pathname}`] ?? [404, { error: { message: 'Not found' } }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { api: { origin: 'https://hosting.example', accessToken: async () => 'token-1', fetch }, calls };
}

describe('releaseLiveVersionAgain', () => {
  it("releases the live channel's version again, with the token, and answers the release's name", async () => {
    const { api, calls } = fakeApi({
      'GET /v1beta1/sites/shell-site/channels/live': [
        200,
        { release: { version: { name: 'sites/shell-site/versions/v7' } } },
      ],
      'POST /v1beta1/sites/shell-site/releases': [200, { name: 'sites/shell-site/releases/r9' }],
    });
    expect(await releaseLiveVersionAgain(api, 'shell-site', 'Content changed')).toBe('sites/shell-site/releases/r9');
    expect(calls).toEqual([
      {
        method: 'GET',
        url: '/v1beta1/sites/shell-site/channels/live',
        authorization: 'Bearer token-1',
        body: undefined,
      },
      {
        method: 'POST',
        url: '/v1beta1/sites/shell-site/releases?versionName=sites%2Fshell-site%2Fversions%2Fv7',
        authorization: 'Bearer token-1',
        body: { message: 'Content changed' },
      },
    ]);
  });

  it('fails with the status and what the API said, releasing nothing, when the channel cannot be read', async () => {
    const { api, calls } = fakeApi({
      'GET /v1beta1/sites/shell-site/channels/live': [
        403,
        { error: { message: 'The caller does not have permission' } },
      ],
    });
    const failure = releaseLiveVersionAgain(api, 'shell-site', 'x');
    await expect(failure).rejects.toBeInstanceOf(HostingApiError);
    await expect(failure).rejects.toThrow(/HTTP 403: .*does not have permission/);
    expect(calls).toHaveLength(1);
  });

  it('refuses a live channel that names no version of this site', async () => {
    const { api } = fakeApi({
      'GET /v1beta1/sites/shell-site/channels/live': [
        200,
        { release: { version: { name: 'sites/other/versions/v1' } } },
      ],
    });
    await expect(releaseLiveVersionAgain(api, 'shell-site', 'x')).rejects.toThrow(
      'The live channel of site shell-site names no version',
    );
  });

  it('fails when the release is refused', async () => {
    const { api } = fakeApi({
      'GET /v1beta1/sites/shell-site/channels/live': [
        200,
        { release: { version: { name: 'sites/shell-site/versions/v7' } } },
      ],
      'POST /v1beta1/sites/shell-site/releases': [429, { error: { message: 'Quota exceeded' } }],
    });
    await expect(releaseLiveVersionAgain(api, 'shell-site', 'x')).rejects.toThrow(/HTTP 429/);
  });
});
