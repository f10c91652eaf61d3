import { beforeEach, describe, expect, it, vi } from 'vitest';

const uploads: { path: string; type: string; size: number; cacheControl: string | undefined }[] = [];
vi.mock('@app/platform/storage', () => ({ storage: () => ({}) }));
vi.mock('firebase/storage', () => ({
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  uploadBytesResumable: (
    objectRef: { fullPath: string },
    blob: Blob,
    metadata: { contentType: string; cacheControl?: string },
  ) => {
    uploads.push({
      path: objectRef.fullPath,
      type: metadata.contentType,
      size: blob.size,
      cacheControl: metadata.cacheControl,
    });
    const listeners: ((snapshot: { bytesTransferred: number }) => void)[] = [];
    const done = Promise.resolve().then(() => {
      for (const listener of listeners) listener({ bytesTransferred: blob.size });
      return { ref: objectRef };
    });
    return {
      on: (_event: string, listener: (snapshot: { bytesTransferred: number }) => void) => listeners.push(listener),
      // biome-ignore lint/suspicious/noThenProperty: an UploadTask is a thenable
      then: done.then.bind(done),
    };
  },
  getDownloadURL: async (objectRef: { fullPath: string }) =>
    `https://storage.test/${encodeURIComponent(objectRef.fullPath)}?token=t`,
}));
const makeImageVariants = vi.fn();
vi.mock('../features/image/variants', () => ({ makeImageVariants: (file: Blob) => makeImageVariants(file) }));

const { uploadImage } = await import('./images');

const NAME = /^blog-images\/blogs\/\d+-[a-z0-9]{10}/;

describe('uploadImage', () => {
  beforeEach(() => {
    uploads.length = 0;
    makeImageVariants.mockReset();
  });

  it('uploads the variants, then the original named with its size, and answers its URL', async () => {
    makeImageVariants.mockResolvedValue({
      width: 1200,
      height: 630,
      animated: false,
      variants: [480, 800, 1200].map((width) => ({
        width,
        blob: new Blob(['x'.repeat(width / 10)], { type: 'image/webp' }),
      })),
    });
    const progress: number[] = [];
    const file = new File(['p'.repeat(400)], 'Cover.PNG', { type: 'image/png' });
    const url = await uploadImage(file, 'blogs', (percent) => progress.push(percent));

    const original = uploads.at(-1);
    expect(original?.path).toMatch(new RegExp(`${NAME.source}\\.1200x630\\.png$`));
    expect(original?.type).toBe('image/png');
    const stem = original?.path.replace(/\.1200x630\.png$/, '');
    expect(uploads.slice(0, 3)).toEqual(
      [480, 800, 1200].map((width) => ({
        path: `${stem}.1200x630.w${width}.webp`,
        type: 'image/webp',
        size: width / 10,
        cacheControl: 'public, max-age=3600',
      })),
    );
    expect(url).toBe(`https://storage.test/${encodeURIComponent(original?.path ?? '')}?token=t`);
    expect(progress.at(-1)).toBe(100);
    expect(Math.max(...progress.slice(0, -1))).toBeLessThan(100);
  });

  it('uploads an animation alone, named with its size and `.animated`: no still variants, its box still known', async () => {
    makeImageVariants.mockResolvedValue({ width: 480, height: 270, animated: true, variants: [] });
    const progress: number[] = [];
    const file = new File(['w'.repeat(300)], 'Loop.WEBP', { type: 'image/webp' });
    const url = await uploadImage(file, 'case-studies', (percent) => progress.push(percent));
    expect(uploads).toEqual([
      {
        path: expect.stringMatching(/^blog-images\/case-studies\/\d+-[a-z0-9]{10}\.480x270\.animated\.webp$/),
        type: 'image/webp',
        size: 300,
        cacheControl: 'public, max-age=3600',
      },
    ]);
    expect(url).toBe(`https://storage.test/${encodeURIComponent(uploads[0]?.path ?? '')}?token=t`);
    expect(progress.at(-1)).toBe(100);
  });

  it('uploads the image alone, under the plain name, when the browser made no variants', async () => {
    makeImageVariants.mockResolvedValue(null);
    await uploadImage(new File(['g'], 'a.gif', { type: 'image/gif' }), 'blogs', () => {});
    expect(uploads.map((u) => u.path)).toEqual([expect.stringMatching(new RegExp(`${NAME.source}\\.gif$`))]);
  });

  it('stores an image/jpg file as image/jpeg, named with a JPEG extension (storage.rules accept no other pair)', async () => {
    makeImageVariants.mockResolvedValue(null);
    await uploadImage(new File(['j'], 'photo.jfif', { type: 'image/jpg' }), 'blogs', () => {});
    expect(uploads).toEqual([
      expect.objectContaining({ path: expect.stringMatching(new RegExp(`${NAME.source}\\.jpg$`)), type: 'image/jpeg' }),
    ]);
  });

  it('sends nothing for a type the site does not store', async () => {
    await expect(uploadImage(new File(['s'], 'a.svg', { type: 'image/svg+xml' }), 'blogs', () => {})).rejects.toThrow(
      'image/svg+xml',
    );
    expect(uploads).toEqual([]);
  });
});
