import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeImageVariants, VARIANT_QUALITY } from './variants';

// jsdom has neither createImageBitmap nor a canvas that encodes: both stand in, recording what
// the code draws and asks for.
const drawn: { canvas: [number, number]; drawn: [number, number] }[] = [];
let encodeAs: (type: string) => string = (type) => type;
const closed = vi.fn();

class FakeOffscreenCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return {
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
      drawImage: (_image: unknown, _x: number, _y: number, w: number, h: number) => {
        drawn.push({ canvas: [this.width, this.height], drawn: [w, h] });
      },
    };
  }
  async convertToBlob({ type, quality }: { type: string; quality: number }) {
    expect(quality).toBe(VARIANT_QUALITY);
    return new Blob([`${this.width}`], { type: encodeAs(type) });
  }
}

function stubBitmap(width: number, height: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: closed })),
  );
}

describe('makeImageVariants', () => {
  beforeEach(() => {
    drawn.length = 0;
    encodeAs = (type) => type;
    closed.mockReset();
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('makes WebP copies 480, 800 and 1200 px wide of a large image, keeping its aspect ratio', async () => {
    stubBitmap(2400, 1260);
    const made = await makeImageVariants(new Blob(['png'], { type: 'image/png' }));
    expect(made?.width).toBe(2400);
    expect(made?.height).toBe(1260);
    expect(made?.variants.map((v) => [v.width, v.blob.type])).toEqual([
      [480, 'image/webp'],
      [800, 'image/webp'],
      [1200, 'image/webp'],
    ]);
    expect(drawn).toEqual([
      { canvas: [480, 252], drawn: [480, 252] },
      { canvas: [800, 420], drawn: [800, 420] },
      { canvas: [1200, 630], drawn: [1200, 630] },
    ]);
    expect(closed).toHaveBeenCalledOnce();
  });

  it('never makes a copy wider than the image', async () => {
    stubBitmap(640, 480);
    const made = await makeImageVariants(new Blob(['jpg'], { type: 'image/jpeg' }));
    expect(made?.variants.map((v) => v.width)).toEqual([480, 640]);
  });

  it('makes none of a GIF (it may move) or when the browser cannot encode WebP or decode the file', async () => {
    stubBitmap(1200, 630);
    expect(await makeImageVariants(new Blob(['gif'], { type: 'image/gif' }))).toBeNull();
    encodeAs = () => 'image/png'; // a canvas that does not know WebP hands back a PNG
    expect(await makeImageVariants(new Blob(['png'], { type: 'image/png' }))).toBeNull();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('broken', 'InvalidStateError');
      }),
    );
    expect(await makeImageVariants(new Blob(['png'], { type: 'image/png' }))).toBeNull();
  });
});
