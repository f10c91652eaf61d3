import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkImageObject, type StoredObject } from './checkUpload';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** A PNG's signature and header chunk (IHDR) for an image `width` × `height` px. */
const png = (width: number, height: number) => [
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
  ...u32(width),
  ...u32(height),
  ...[8, 6, 0, 0, 0],
];
const PNG = png(1600, 900);
const HTML = Array.from('<html><script>alert(1)</script>', (char) => char.charCodeAt(0));

function stored(name: string, contentType: string | undefined, bytes: number[]) {
  const remove = vi.fn(async () => undefined);
  const readHead = vi.fn(async (count: number) => new Uint8Array(bytes.slice(0, count)));
  const object: StoredObject = { name, contentType, size: bytes.length, readHead, remove };
  return { object, remove, readHead };
}

afterEach(() => vi.restoreAllMocks());

describe('checkImageObject', () => {
  it('keeps an upload whose bytes are the declared image type', async () => {
    const { object, remove } = stored('blog-images/blogs/1-abc.png', 'image/png', PNG);
    expect(await checkImageObject(object)).toBe('kept');
    expect(remove).not.toHaveBeenCalled();
  });

  it('removes a page declared as an image, or bytes of another type, and logs it as a structured warning', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const page = stored('blog-images/blogs/1-abc.png', 'image/png', HTML);
    expect(await checkImageObject(page.object)).toBe('removed');
    expect(page.remove).toHaveBeenCalledOnce();
    const mislabelled = stored('blog-images/case-studies/2-def.jpg', 'image/jpeg', PNG);
    expect(await checkImageObject(mislabelled.object)).toBe('removed');
    const untyped = stored('blog-images/blogs/3-ghi.png', undefined, PNG);
    expect(await checkImageObject(untyped.object)).toBe('removed');
    expect(warn).toHaveBeenCalledWith(expect.any(String), {
      event: 'image_upload_removed',
      object: 'blog-images/blogs/1-abc.png',
      contentType: 'image/png',
      reason: 'not-its-type',
    });
  });

  it('removes an image of more pixels than a page can decode (a decompression bomb), or one whose header is cut short', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const bomb = stored('blog-images/blogs/5-mno.png', 'image/png', png(30_000, 30_000));
    expect(await checkImageObject(bomb.object)).toBe('removed');
    expect(bomb.remove).toHaveBeenCalledOnce();
    const cut = stored('blog-images/blogs/6-pqr.png', 'image/png', PNG.slice(0, 12));
    expect(await checkImageObject(cut.object)).toBe('removed');
    expect(cut.remove).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.any(String), {
      event: 'image_upload_removed',
      object: 'blog-images/blogs/5-mno.png',
      contentType: 'image/png',
      reason: 'too-many-pixels',
    });
    expect(warn).toHaveBeenCalledWith(expect.any(String), {
      event: 'image_upload_removed',
      object: 'blog-images/blogs/6-pqr.png',
      contentType: 'image/png',
      reason: 'unreadable',
    });
  });

  it("reads the whole upload (up to 5 MB, as much as storage.rules let in): a JPEG's frame header follows its metadata", async () => {
    const { object, readHead } = stored('blog-images/blogs/7-stu.png', 'image/png', PNG);
    await checkImageObject({ ...object, size: 3 * 1024 * 1024 });
    expect(readHead).toHaveBeenCalledWith(3 * 1024 * 1024);
    await checkImageObject({ ...object, size: 80 * 1024 * 1024 });
    expect(readHead).toHaveBeenLastCalledWith(5 * 1024 * 1024);
  });

  it('removes an empty object declared as an image without reading it (a ranged read of nothing fails)', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const empty = stored('blog-images/blogs/4-jkl.png', 'image/png', []);
    expect(await checkImageObject(empty.object)).toBe('removed');
    expect(empty.readHead).not.toHaveBeenCalled();
    expect(empty.remove).toHaveBeenCalledOnce();
  });

  it('leaves objects outside the image folder alone without reading them', async () => {
    const { object, remove, readHead } = stored('exports/report.csv', 'text/csv', HTML);
    expect(await checkImageObject(object)).toBe('not-an-image-upload');
    expect(readHead).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});
