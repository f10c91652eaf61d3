import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/https';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translateBlog, translateCaseStudy } from './functions';

const SETTINGS = ['TRANSLATION_BASE_URL', 'TRANSLATION_MODEL', 'TRANSLATION_API_KEY'] as const;
const blog = { title: 'Hello', excerpt: 'Our guide', content: '# Results', category: 'Strategy', targetLang: 'sv' };

const adminToken: DecodedIdToken = {
  aud: 'demo-nordic-ai',
  auth_time: 0,
  exp: 0,
  iat: 0,
  iss: 'https://securetoken.google.com/demo-nordic-ai',
  sub: 'admin-1',
  uid: 'admin-1',
  firebase: { identities: {}, sign_in_provider: 'password' },
  admin: true,
};

function asAdmin(data: unknown): CallableRequest {
  return {
    data,
    auth: { uid: 'admin-1', token: adminToken, rawToken: 'token' },
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
  };
}

describe('translateBlog configuration', () => {
  const saved: Partial<Record<(typeof SETTINGS)[number], string>> = {};
  beforeEach(() => {
    for (const name of SETTINGS) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
  });
  afterEach(() => {
    for (const name of SETTINGS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('names every missing setting when translation is not configured', async () => {
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({
      code: 'failed-precondition',
      message:
        'Translation is not configured: set TRANSLATION_BASE_URL, TRANSLATION_MODEL and the TRANSLATION_API_KEY secret.',
    });
  });

  it('names the one that is left', async () => {
    process.env.TRANSLATION_BASE_URL = 'http://127.0.0.1:9/v1';
    process.env.TRANSLATION_API_KEY = 'key';
    await expect(translateBlog.run(asAdmin(blog))).rejects.toMatchObject({
      message: 'Translation is not configured: set TRANSLATION_MODEL.',
    });
  });

  it('checks the caller before the configuration', async () => {
    await expect(translateBlog.run({ ...asAdmin(blog), auth: undefined })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});

describe('translation callables from a browser', () => {
  // The Functions emulator turns on firebase-functions' `enableCors` debug feature, which allows
  // every origin, so this is shown here, on the callable itself, over real HTTP.
  let server: Server;
  let address = '';
  const previousSiteUrl = process.env.SITE_URL;

  beforeEach(async () => {
    process.env.SITE_URL = 'https://site.example';
    server = createServer((request, response) => {
      const handler = request.url === '/translateCaseStudy' ? translateCaseStudy : translateBlog;
      void handler(request as never, response as never);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    if (previousSiteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = previousSiteUrl;
    await new Promise((resolve) => server.close(resolve));
  });

  async function allowedOrigin(name: string, origin: string): Promise<string | null> {
    const response = await fetch(`${address}/${name}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    return response.headers.get('access-control-allow-origin');
  }

  it.each(['translateBlog', 'translateCaseStudy'])(
    '%s answers a preflight from the site’s origin (SITE_URL, the admin console’s pages) only',
    async (name) => {
      expect(await allowedOrigin(name, 'https://site.example')).toBe('https://site.example');
      // The answer names the site's origin whoever asks; a browser on any other page refuses it.
      for (const other of ['https://attacker.example', 'https://site.example.attacker.example', 'null']) {
        expect(await allowedOrigin(name, other)).not.toBe(other);
        expect(await allowedOrigin(name, other)).not.toBe('*');
      }
    },
  );
});
