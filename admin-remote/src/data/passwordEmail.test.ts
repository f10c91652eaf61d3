// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendPasswordEmail } from './passwordEmail';

/** The one Auth instance of the page, as the platform's `auth()` answers it. */
const instance = vi.hoisted(() => ({ languageCode: null as string | null }));
vi.mock('@app/platform/auth', () => ({ auth: () => instance }));

/** Each request as Firebase would send it: the address, the continue URL and the e-mail's language. */
const requests = vi.hoisted(() => [] as { email: string; url: string; languageCode: string | null }[]);
const send = vi.hoisted(() =>
  vi.fn(async (auth: { languageCode: string | null }, email: string, settings: { url: string }) => {
    requests.push({ email, url: settings.url, languageCode: auth.languageCode });
  }),
);
vi.mock('firebase/auth', () => ({ sendPasswordResetEmail: send }));

describe('sendPasswordEmail', () => {
  beforeEach(() => {
    requests.length = 0;
    instance.languageCode = null;
  });

  it('asks for the e-mail in the language given, continuing to the sign-in page in it, in both directions', async () => {
    await sendPasswordEmail('kim@example.com', 'sv');
    await sendPasswordEmail('kim@example.com', 'en');
    await sendPasswordEmail('anna@example.se', 'sv');
    expect(requests).toEqual([
      { email: 'kim@example.com', url: `${window.location.origin}/sv/auth`, languageCode: 'sv' },
      { email: 'kim@example.com', url: `${window.location.origin}/auth`, languageCode: 'en' },
      { email: 'anna@example.se', url: `${window.location.origin}/sv/auth`, languageCode: 'sv' },
    ]);
  });

  it("leaves the page's Auth in the language it was in (an invitee's language is not the admin's)", async () => {
    instance.languageCode = 'en';
    await sendPasswordEmail('kim@example.com', 'sv');
    expect(requests[0]?.languageCode).toBe('sv');
    expect(instance.languageCode).toBe('en');
  });

  it('leaves it so when Firebase refuses the request too', async () => {
    send.mockRejectedValueOnce(new Error('auth/too-many-requests'));
    await expect(sendPasswordEmail('kim@example.com', 'sv')).rejects.toThrow('auth/too-many-requests');
    expect(instance.languageCode).toBeNull();
  });
});
