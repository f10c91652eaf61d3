import type { Request } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { isOneClick } from './unsubscribe';

function post(contentType: string, body: string): Request {
  const headers: Record<string, string> = { 'content-type': contentType };
  return {
    method: 'POST',
    header: (name: string) => headers[name.toLowerCase()],
    rawBody: Buffer.from(body),
  } as Request;
}

describe('isOneClick', () => {
  it('takes RFC 8058 one-click as a mail client sends it: form-encoded or multipart', () => {
    expect(isOneClick(post('application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'))).toBe(true);
    expect(isOneClick(post('application/x-www-form-urlencoded; charset=UTF-8', 'List-Unsubscribe=One-Click'))).toBe(
      true,
    );
    const multipart = [
      '--b1',
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      '--b1--',
      '',
    ].join('\r\n');
    expect(isOneClick(post('multipart/form-data; boundary=b1', multipart))).toBe(true);
  });

  it("is no unsubscribe without it: the footer's lead form, another value, another type, a huge body", () => {
    expect(isOneClick(post('application/x-www-form-urlencoded', 'form=newsletter&email=a%40example.se'))).toBe(false);
    expect(isOneClick(post('application/x-www-form-urlencoded', 'List-Unsubscribe=Yes'))).toBe(false);
    expect(isOneClick(post('text/plain', 'List-Unsubscribe=One-Click'))).toBe(false);
    expect(isOneClick(post('application/json', '{"List-Unsubscribe":"One-Click"}'))).toBe(false);
    const huge = `List-Unsubscribe=One-Click&x=${'a'.repeat(5000)}`;
    expect(isOneClick(post('application/x-www-form-urlencoded', huge))).toBe(false);
  });
});
