/**
 * Which browser pages may call the callables: every one index.ts exports (testFunctions.ts). The
 * Functions emulator turns on firebase-functions' `enableCors` debug feature, which allows every
 * origin, so this is shown here, on the functions themselves, over real HTTP.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callablesOf, loadExportedFunctions } from './testFunctions';

const SITE = 'https://site.example';
const OTHERS = ['https://attacker.example', 'https://site.example.attacker.example', 'null'];

/**
 * Every callable index.ts exports, and the HTTP functions the console calls (everyFunction.test.ts
 * STAFF_HTTP): one added without `cors: siteUrl` fails here.
 */
const exported = await loadExportedFunctions();
const CONSOLE_HTTP = ['exportSiteContent'];
const callables = Object.fromEntries(
  [...callablesOf(exported), ...CONSOLE_HTTP].map((name) => [name, exported.byName.get(name)]),
);

let server: Server;
let address = '';
const previousSiteUrl = process.env.SITE_URL;

beforeAll(async () => {
  process.env.SITE_URL = SITE;
  const listener: RequestListener = (request, response) => {
    const callable = callables[(request.url ?? '').slice(1)] as unknown as RequestListener;
    void callable(request, response);
  };
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (previousSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = previousSiteUrl;
  await new Promise((resolve) => server.close(resolve));
});

/** The Access-Control-Allow-Origin a browser's preflight from `origin` gets. */
async function allowedOrigin(name: string, origin: string): Promise<string | null> {
  const response = await fetch(`${address}/${name}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  return response.headers.get('access-control-allow-origin');
}

describe('callables and browser origins', () => {
  it('are every callable index.ts exports, the two on-demand runs among them', () => {
    expect(Object.keys(callables)).toEqual(
      expect.arrayContaining([
        'translateBlog',
        'inviteStaff',
        'retryLeadDeliveriesNow',
        'publishScheduledContentNow',
        'exportSiteContent',
      ]),
    );
  });

  it.each(Object.keys(callables))(
    '%s (the admin console or an admin’s script calls it) allows the site’s origin, SITE_URL, and no other',
    async (name) => {
      expect(await allowedOrigin(name, SITE)).toBe(SITE);
      // The answer names the site's origin whoever asks; a browser on any other page refuses it.
      for (const other of OTHERS) {
        expect(await allowedOrigin(name, other)).not.toBe(other);
        expect(await allowedOrigin(name, other)).not.toBe('*');
      }
    },
  );
});
