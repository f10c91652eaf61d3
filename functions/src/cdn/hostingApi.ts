/**
 * Clearing Hosting's CDN: releasing the site's current version again (Firebase Hosting REST API,
 * `sites.releases.create` with the live channel's version) makes Hosting drop every cached
 * response of that site, the pages renderPage rendered and the sitemap and feeds included, while
 * the files served stay exactly the same.
 */

export const HOSTING_API_ORIGIN = 'https://firebasehosting.googleapis.com';

export interface HostingApi {
  /** `https://firebasehosting.googleapis.com`, or a stand-in's origin in tests. */
  origin: string;
  /** An OAuth access token with the `firebase.hosting` scope (the function's service account). */
  accessToken: () => Promise<string>;
  fetch?: typeof fetch;
}

export class HostingApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'HostingApiError';
  }
}

async function call(api: HostingApi, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const response = await (api.fetch ?? fetch)(`${api.origin}/v1beta1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await api.accessToken()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) {
    const text = (await response.text()).slice(0, 300);
    throw new HostingApiError(
      `Hosting API ${method} ${path} answered HTTP ${response.status}: ${text}`,
      response.status,
    );
  }
  return response.json();
}

/** The version the site's live channel serves: `sites/<site>/versions/<id>`. */
async function liveVersion(api: HostingApi, site: string): Promise<string> {
  const channel = (await call(api, 'GET', `sites/${encodeURIComponent(site)}/channels/live`)) as {
    release?: { version?: { name?: unknown } };
  };
  const name = channel.release?.version?.name;
  if (typeof name !== 'string' || !name.startsWith(`sites/${site}/versions/`)) {
    throw new HostingApiError(`The live channel of site ${site} names no version`, 502);
  }
  return name;
}

/** Releases the site's live version again, which clears its CDN cache; answers the release's name. */
export async function releaseLiveVersionAgain(api: HostingApi, site: string, message: string): Promise<string> {
  const version = await liveVersion(api, site);
  const release = (await call(
    api,
    'POST',
    `sites/${encodeURIComponent(site)}/releases?versionName=${encodeURIComponent(version)}`,
    { message },
  )) as { name?: unknown };
  return typeof release.name === 'string' ? release.name : version;
}
