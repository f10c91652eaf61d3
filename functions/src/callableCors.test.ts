/**
 * Which browser pages may call the callables. The Functions emulator turns on firebase-functions'
 * `enableCors` debug feature, which allows every origin, so this is shown here, on the functions
 * themselves, over real HTTP.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseLeads } from './leads/erase';
import { resendLead } from './leads/resend';
import { createPreviewLink, revokePreviewLink } from './preview/links';
import { staffSignIns } from './staff/signIns';
import { inviteStaff, revokeStaff, setStaffLanguage, setStaffRole } from './staff/staff';
import { translateBlog, translateCaseStudy } from './translation/functions';

const SITE = 'https://site.example';
const OTHERS = ['https://attacker.example', 'https://site.example.attacker.example', 'null'];

const callables: Record<string, unknown> = {
  translateBlog,
  translateCaseStudy,
  resendLead,
  eraseLeads,
  createPreviewLink,
  revokePreviewLink,
  inviteStaff,
  setStaffRole,
  setStaffLanguage,
  revokeStaff,
  staffSignIns,
};

let server: Server;
let address = '';
const previousSiteUrl = process.env.SITE_URL;

beforeAll(async () => {
  process.env.SITE_URL = SITE;
  const listener: RequestListener = (request, response) => {
    const callable = callables[(request.url ?? '').slice(1)] as RequestListener;
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
  it.each(Object.keys(callables))(
    '%s (the admin console calls it) allows the site’s origin, SITE_URL, and no other',
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
