// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentExportError, failureOf, fetchContentExport, fileNameOf } from './contentExport';

const session = vi.hoisted(() => ({ currentUser: null as { getIdToken: () => Promise<string> } | null }));
vi.mock('@app/platform/auth', () => ({ auth: () => session }));
const appCheck = vi.hoisted(() => ({ token: null as string | null }));
vi.mock('@app/platform/functions', () => ({
  functionUrl: (name: string) => `https://functions.example/${name}`,
  limitedUseAppCheckToken: async () => appCheck.token,
}));

const archiveAnswer = (bytes: number[][], headers: Record<string, string> = {}) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of bytes) controller.enqueue(new Uint8Array(chunk));
        controller.close();
      },
    }),
    { status: 200, headers },
  );

const refusalAnswer = (status: number, error: object) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  session.currentUser = { getIdToken: async () => 'id-token' };
  appCheck.token = null;
});

describe('fetchContentExport', () => {
  it("POSTs with the admin's ID token (and App Check's where on), and answers the archive under its name, telling the bytes as they come", async () => {
    appCheck.token = 'app-check-token';
    const request = vi.fn(async () =>
      archiveAnswer([[1, 2, 3], [4]], {
        'content-disposition': 'attachment; filename="www.example.com-content-p-20261207T110502Z.tar.gz"',
      }),
    );
    const progress: number[] = [];
    const archive = await fetchContentExport((bytes) => progress.push(bytes), request);
    expect(request).toHaveBeenCalledWith('https://functions.example/exportSiteContent', {
      method: 'POST',
      headers: { Authorization: 'Bearer id-token', 'X-Firebase-AppCheck': 'app-check-token' },
    });
    expect(archive.name).toBe('www.example.com-content-p-20261207T110502Z.tar.gz');
    expect([...new Uint8Array(await archive.blob.arrayBuffer())]).toEqual([1, 2, 3, 4]);
    expect(progress).toEqual([3, 4]);
  });

  it('sends no App Check header where App Check is off (the local stack)', async () => {
    const request = vi.fn(async () => archiveAnswer([[1]]));
    await fetchContentExport(() => {}, request);
    expect(request).toHaveBeenCalledWith(expect.any(String), {
      method: 'POST',
      headers: { Authorization: 'Bearer id-token' },
    });
  });

  it.each([
    [null, 'signedOut'],
    [refusalAnswer(401, { status: 'UNAUTHENTICATED', message: 'Sign in' }), 'signedOut'],
    [refusalAnswer(401, { status: 'UNAUTHENTICATED', details: { reason: 'app-check-missing' } }), 'appCheck'],
    [refusalAnswer(403, { status: 'PERMISSION_DENIED' }), 'notAdmin'],
    [refusalAnswer(503, { status: 'UNAVAILABLE' }), 'failed'],
    [new Response('<html>Bad gateway</html>', { status: 502 }), 'failed'],
  ] as const)('fails as %#: %s', async (answer, failure) => {
    if (answer === null) session.currentUser = null;
    const request = vi.fn(async () => answer ?? archiveAnswer([]));
    await expect(fetchContentExport(() => {}, request)).rejects.toMatchObject({ failure });
  });

  it('fails as offline when the server cannot be reached, and as interrupted when the download stops', async () => {
    await expect(
      fetchContentExport(
        () => {},
        async () => {
          throw new TypeError('Failed to fetch');
        },
      ),
    ).rejects.toMatchObject({ failure: 'offline' });
    const cut = new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array([1]));
          controller.error(new Error('network error'));
        },
      }),
    );
    await expect(
      fetchContentExport(
        () => {},
        async () => cut,
      ),
    ).rejects.toBeInstanceOf(ContentExportError);
    await expect(
      fetchContentExport(
        () => {},
        async () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                controller.error(new Error('network error'));
              },
            }),
          ),
      ),
    ).rejects.toMatchObject({ failure: 'interrupted' });
  });
});

describe('fileNameOf', () => {
  it("is the header's .tar.gz name, else a plain one (never a path)", () => {
    expect(fileNameOf('attachment; filename="a-content-p-1.tar.gz"')).toBe('a-content-p-1.tar.gz');
    expect(fileNameOf(null)).toBe('content-export.tar.gz');
    expect(fileNameOf('attachment; filename="../evil.tar.gz"')).toBe('content-export.tar.gz');
    expect(fileNameOf('attachment; filename="page.html"')).toBe('content-export.tar.gz');
  });
});

describe('failureOf', () => {
  it('reads the status and the reason of a refusal', () => {
    expect(failureOf(401, { error: { details: { reason: 'app-check-invalid' } } })).toBe('appCheck');
    expect(failureOf(401, null)).toBe('signedOut');
    expect(failureOf(403, null)).toBe('notAdmin');
    expect(failureOf(500, null)).toBe('failed');
  });
});
